"""A dot loop's operands carried in registers beside its rings, and copies that overlap no dot (docs/trial9b.md M2,
docs/trial9d.md M1).

* 9b M2: int4_m16 on sm_100 copies A through a 3-buffer cp.async ring and prefetches the packed B tile three
  iterations ahead in registers (three ``tt.load`` before the loop feed three ``iter_args``, the body's ``tt.load``
  is yielded to the last, each yield passes them on); the finding spoke only of A's ring. It now names the load, the
  ``iter_args`` it passes through, the prologue's loads and the bytes and 32-bit registers per thread the carried
  tiles take (:func:`ir_explorer.analyses.pipelining.register_carried`; rule ``pipe-carried``).
* 9d M1: gptq at ``num_stages=2`` on sm_90 issues the next iteration's copies after ``warp_group_dot_wait
  {pendings = 0}`` and opens the next iteration with ``ttg.async_wait {num = 0}`` (Triton's ``TTG_AsyncWaitOp``: at
  most ``num`` copy groups stay outstanding): no copy overlaps a dot, yet it read "pipelined: 2 stages". The finding
  now says so (:func:`ir_explorer.analyses.pipelining.copy_overlap`; rule ``pipe-overlap``), and a num_stages=3 matmul
  on sm_90 and sm_80 (``async_wait {num = 2}``) does not get it.

Each test reads the facts from the raw TTGIR with its own regexes, checks the claims against them, that selfcheck
holds, and that the old or omitted statement (the claim set to what the old finding implied) is refused."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import trial_request, with_claim

from ir_explorer.analyses import pipelining
from ir_explorer.analyses.findings import render
from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.store import Store
from ir_explorer.engines import consistency
from ir_explorer.engines.mutation import score
from ir_explorer.engines.snapshots import bundled_requests

DATA = ROOT / "tests/data/trial2_kernels"
# e.g.     %acc_83:11 = scf.for %acc_85 = %c0_i32 to %1 step %c1_i32 iter_args(%arg10 = %cst_2, …) -> (…)
_FOR = re.compile(r"^(?P<ind>\s*)%[\w.]+:\d+ = scf\.for .*?iter_args\((?P<args>[^)]*)\)")
# e.g. %packed_93 = %packed    (one iter_args binding)
_BIND = re.compile(r"%(?P<arg>[\w.]+) = %(?P<init>[\w.]+)")
# e.g.     %packed_68 = tt.load %b_ptrs_57, %acc_67 : tensor<128x128x!tt.ptr<i8>, #blocked>
_LOAD = re.compile(r"^\s*%(?P<res>[\w.]+) = tt\.load .* : tensor<(?P<m>\d+)x(?P<n>\d+)x!tt\.ptr<i(?P<bits>\d+)>")
# e.g.       %blk_size_235 = tt.load %blk_size_234 : !tt.ptr<i32>    (a scalar load)
_SCALAR_LOAD = re.compile(r"^\s*%(?P<res>[\w.]+) = tt\.load [^:]*: !tt\.ptr<i32>")
# e.g.       %a_112 = ttg.async_wait %a_102, %q_103 {num = 0 : i32}
_WAIT = re.compile(r"ttg\.async_wait .*\{num = (?P<num>\d+) : i32\}")
# e.g. module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, …, "ttg.threads-per-warp" = 32 : i32}
_WARPS = re.compile(r'"ttg\.num-warps" = (\d+)')
_LANES = re.compile(r'"ttg\.threads-per-warp" = (\d+)')


def _compile(tmp_path_factory, request, name: str):  # type: ignore[no-untyped-def]
    own = Store(tmp_path_factory.mktemp(name))
    (comp,) = compile_all([request], own)
    assert comp.ok, comp.failure
    return comp, consistency.stored_statements(comp, own)


def _loop_finding(got):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "pipelining" and f.claim("loop_kind") is not None
                and " pipelined: " in f.template)


def _violations(comp, got, finding, rule: str) -> list[str]:  # type: ignore[no-untyped-def]
    res = consistency.check(comp, [finding], dict(got.report.metrics), got.stages)
    return [text for r, text in res.violations if r == rule]


def _body(lines: list[str]) -> tuple[int, re.Match[str], list[tuple[int, str]]]:
    """The main loop's line, its head match and its body's ``(line, text)`` (up to its closing brace)."""
    n, head = next((n, m) for n, ln in enumerate(lines, 1) if (m := _FOR.match(ln)))
    end = next(k for k in range(n, len(lines)) if lines[k].startswith(head["ind"] + "}"))
    return n, head, [(k + 1, lines[k]) for k in range(n, end)]


@pytest.fixture(scope="module")
def int4_m16(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return _compile(tmp_path_factory, trial_request(DATA / "t9b_commands.sh", "t9b_tb_int4_gemm_m16", user_spec),
                    "int4_m16")


@pytest.fixture(scope="module")
def gptq_s2(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    def two_stages(ref, signature, warps, stages, consts, args):  # type: ignore[no-untyped-def]
        assert stages == 4  # the trial's own line; 9d M1 is its --num-stages 2 run
        return user_spec(ref, signature, warps, 2, consts, args)
    return _compile(tmp_path_factory, trial_request(DATA / "t9d_commands.sh", "t9d_gptq_matmul4", two_stages),
                    "gptq_s2")


def test_int4_m16_names_b_carried_in_registers(int4_m16) -> None:
    """9b M2: the body's packed-B ``tt.load`` is yielded to the last of three ``iter_args``, which the yield passes
    back one place each iteration; the three loads before the loop fill them. 128x128 i8 = 16,384 bytes over 4 warps
    of 32 lanes: 128 bytes per thread per tile, 3 tiles = 96 32-bit registers per thread."""
    comp, got = int4_m16
    lines = got.stages["ttgir"].splitlines()
    loop, head, body = _body(lines)
    binds = _BIND.findall(head["args"])
    yielded = next(ln for _, ln in body if "scf.yield" in ln).split("scf.yield", 1)[1].split(" : ")[0]
    yields = [y.strip().lstrip("%") for y in yielded.split(",")]
    body_load = next((n, m) for n, ln in body if (m := _LOAD.match(ln)))
    # the chain: the load's value → iter_arg k → the arg yielded into k's place … until an arg no yield takes
    chain, cur = [], body_load[1]["res"]
    while cur in yields:
        cur = binds[yields.index(cur)][0]
        chain.append(cur)
    assert chain == ["packed_95", "packed_94", "packed_93"]
    inits = {binds[[a for a, _ in binds].index(a)][1] for a in chain}
    prologue = sorted(n for n, ln in enumerate(lines[:loop - 1], 1) if (m := _LOAD.match(ln)) and m["res"] in inits)
    assert len(prologue) == 3
    attrs = next(ln for ln in lines if ln.startswith("module attributes"))
    threads = int(_WARPS.search(attrs)[1]) * int(_LANES.search(attrs)[1])  # type: ignore[index]
    m = body_load[1]
    per = int(m["m"]) * int(m["n"]) * int(m["bits"]) // 8 // threads
    assert (threads, per) == (128, 128)

    f = _loop_finding(got)
    assert f.lines[0] == loop
    assert f.claim("register_carried").value == 1
    assert f.claim("carried/0/line").value == body_load[0]
    assert f.claim("carried/0/op").value == "tt.load"
    assert f.claim("carried/0/iterations").value == 3
    assert f.claim("carried/0/args").value == "%packed_95, %packed_94, %packed_93"
    assert f.claim("carried/0/prologue_loads").value == 3
    assert [f.claim(f"carried/0/prologue_lines/{j}").value for j in range(3)] == prologue
    assert f.claim("carried/0/thread_bytes").value == per
    assert f.claim("carried/0/registers").value == 3 * per // 4 == 96
    msg = f.message
    assert f"tt.load at ttgir:{body_load[0]} goes through no ring" in msg
    assert "3 iterations ahead of its use" in msg
    assert f"the first 3 tiles loaded before the loop (ttgir:{', '.join(map(str, prologue))})" in msg
    assert "96 32-bit registers per thread for the 3 tiles carried" in msg
    assert _violations(comp, got, f, "pipe-carried") == []
    # the old finding said nothing of B: the omission (no carried load) and each wrong value are refused
    for key, lie in (("register_carried", 0), ("carried/0/iterations", 1), ("carried/0/prologue_loads", 2),
                     ("carried/0/registers", 32), ("carried/0/thread_bytes", 64),
                     ("carried/0/args", "%packed_93"), ("carried/0/line", prologue[-1])):
        assert _violations(comp, got, with_claim(f, key, lie), "pipe-carried"), key


def test_gptq_two_stages_says_no_copy_overlaps_a_dot(gptq_s2) -> None:
    """9d M1: in the loop body the only ``ttg.async_wait`` (``num = 0``) comes before the ``warp_group_dot``, whose
    ``warp_group_dot_wait`` has ``pendings = 0``, and both cp.async copies come after that wait."""
    comp, got = gptq_s2
    lines = got.stages["ttgir"].splitlines()
    loop, _, body = _body(lines)
    waits = [(n, int(m["num"])) for n, ln in body if (m := _WAIT.search(ln))]
    dot = next(n for n, ln in body if " = ttng.warp_group_dot " in ln)
    done = next(n for n, ln in body if "ttng.warp_group_dot_wait" in ln and "pendings = 0" in ln)
    copies = [n for n, ln in body if "ttg.async_copy_global_to_local" in ln]
    assert len(waits) == 1 and waits[0][1] == 0 and waits[0][0] < dot < done < min(copies)
    assert len(copies) == 2

    f = _loop_finding(got)
    assert f.lines[0] == loop
    assert f.claim("copies_between_iterations").value is True
    assert f.claim("overlap/wait_line").value == waits[0][0]
    assert f.claim("overlap/first_dot").value == dot
    assert f.claim("overlap/dot_done").value == done
    assert [f.claim(f"overlap/copy_lines/{j}").value for j in range(2)] == copies
    assert f.claim("register_carried").value == 0  # A and B both go through rings
    msg = f.message
    assert (f"no copy overlaps a dot: ttg.async_wait {{num = 0}} at ttgir:{waits[0][0]} waits for every copy group "
            f"in flight before the first dot (ttgir:{dot})") in msg
    assert f"issues its 2 copies (ttgir:{copies[0]}, {copies[1]}) only after its last dot has completed " \
           f"(ttgir:{done})" in msg
    assert "the copies issued in one iteration are waited for before any dot of the next runs" in msg
    # the summary's line; the wgmma is waited for with pendings = 0 right after it (tests/test_mma_overlap.py)
    assert pipelining.stages_note(got.report.findings, 2) == \
        " (no copy overlaps a dot; the MMAs do not overlap: each is waited for before the next)"
    assert _violations(comp, got, f, "pipe-overlap") == []
    assert consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages).violations == []
    # the old finding implied overlap ("pipelined: 2 stages"): the flag set so is refused, and so is a moved line
    for key, lie in (("copies_between_iterations", False), ("overlap/wait_line", dot), ("overlap/dot_done", dot),
                     ("overlap/copy_lines/0", done), ("overlap/copies", 3)):
        assert _violations(comp, got, with_claim(f, key, lie), "pipe-overlap"), key
    assert _violations(comp, got, with_claim(f, "register_carried", 1), "pipe-carried")


@pytest.mark.parametrize("target", ["cuda:90", "cuda:80"])
def test_matmul_copies_overlap_its_dots(tmp_path_factory: pytest.TempPathFactory, target: str) -> None:
    """The bundled matmul at num_stages=3 waits with ``num = 2`` at the top of its body (two copy groups stay in
    flight over the dots): no "no copy overlaps a dot", and the flag said true is refused; nothing is carried in
    registers."""
    req = next(r for r in bundled_requests(("matmul",), (target,)) if r.config_index == 0)
    comp, got = _compile(tmp_path_factory, req, f"matmul_{target.replace(':', '')}")
    _, _, body = _body(got.stages["ttgir"].splitlines())
    assert [int(m["num"]) for _, ln in body if (m := _WAIT.search(ln))][0] == 2
    f = _loop_finding(got)
    assert f.claim("copies_between_iterations").value is False
    assert "overlap" not in f.message
    assert f.claim("register_carried").value == 0
    assert _violations(comp, got, f, "pipe-overlap") == [] and _violations(comp, got, f, "pipe-carried") == []
    assert _violations(comp, got, with_claim(f, "copies_between_iterations", True), "pipe-overlap")
    assert _violations(comp, got, with_claim(f, "register_carried", 1), "pipe-carried")
    assert render(f.template, f.claims) == f.message
    assert "overlap" not in pipelining.stages_note(got.report.findings, f.claim("stages").value)


@pytest.mark.parametrize("case", ["int4_m16", "gptq_s2"])
def test_every_seeded_lie_of_the_new_claims_is_caught(case: str, request: pytest.FixtureRequest) -> None:
    """The mutation score of the new claims on the two trial loops (:func:`ir_explorer.engines.mutation.score`: a count
    plus one, a line moved, each ref moved): every mutant of a ``pipe-carried`` or ``pipe-overlap`` claim is caught."""
    comp, got = request.getfixturevalue(case)

    def rules(findings, metrics):  # type: ignore[no-untyped-def]
        return [c for c, _ in consistency.check(comp, findings, metrics, got.stages).violations]

    result = score(got.report.findings, dict(got.report.metrics), got.stages, rules, None, frozenset({"pipelining"}))
    rule = "pipe-carried" if case == "int4_m16" else "pipe-overlap"
    assert result.baseline == 0
    assert result.rule_made[rule] >= 5
    assert result.rule_caught[rule] == result.rule_made[rule]
    assert result.total()[0] == result.total()[1]


def test_amd_tile_carried_one_iteration_beside_a_ring(tmp_path_factory: pytest.TempPathFactory, user_spec) -> None:
    """LightLLM's MLA decode on gfx950 (trial 8c) copies the rope part of K through a 2-buffer ring and loads the
    512x32 bf16 ``kv`` tile with ``amdg.buffer_load`` one iteration ahead in registers: the load's value is yielded
    to one ``iter_args`` value that the next iteration uses (``ttg.local_alloc``, ``tt.trans``). 512·32·2 bytes over
    4 warps of 64 lanes = 128 bytes per thread. The module attributes stand after 53 ``#loc`` lines: the rule's first
    reading of them (the first 40 lines) said no bytes at all."""
    comp, got = _compile(tmp_path_factory, trial_request(DATA / "t8c_commands.sh", "t8c_lightllm_mla_decode",
                                                         user_spec), "mla_gfx950")
    lines = got.stages["ttgir"].splitlines()
    at = next(n for n, ln in enumerate(lines, 1) if ln.startswith("module attributes"))
    assert at > 40 and '"ttg.threads-per-warp" = 64' in lines[at - 1] and '"ttg.num-warps" = 4' in lines[at - 1]
    f = next(f for f in got.report.findings if f.claim("register_carried") is not None)
    n = f.claim("carried/0/line").value
    load = re.match(r"^\s*%(?P<res>[\w.]+) = amdg\.buffer_load .*-> tensor<512x32xbf16, ", lines[n - 1])
    assert load is not None
    yielded = next(ln for ln in lines[n:] if "scf.yield" in ln)
    assert f"%{load['res']}" in yielded.split(" : ")[0]
    assert f.claim("register_carried").value == 1 and f.claim("carried/0/iterations").value == 1
    assert f.claim("carried/0/thread_bytes").value == 512 * 32 * 2 // (4 * 64) == 128
    assert f.claim("carried/0/registers").value == 32
    assert "1 iteration ahead of its use" in f.message and "for the tile carried" in f.message
    assert _violations(comp, got, f, "pipe-carried") == []
    assert _violations(comp, got, with_claim(f, "carried/0/thread_bytes", 256), "pipe-carried")


def test_a_scalar_carried_in_registers_is_no_tile(tmp_path_factory: pytest.TempPathFactory, user_spec) -> None:
    """FastVideo's block-sparse attention on gfx950 (trial 9c) loads the block size, one ``i32`` (``tt.load … :
    !tt.ptr<i32>``), in the body and yields it to the next iteration: the first reading called it "its tile … 1
    iteration ahead"; a scalar is no tile, so no load is named, and a claim of one is refused."""
    comp, got = _compile(tmp_path_factory, trial_request(DATA / "t9c_commands.sh", "t9c_bsa_fwd_mi355", user_spec),
                         "bsa_gfx950")
    lines = got.stages["ttgir"].splitlines()
    loop, _, body = _body(lines)
    scalar = [m["res"] for _, ln in body if (m := _SCALAR_LOAD.match(ln))]
    yielded = next(ln for _, ln in body if "scf.yield" in ln).split(" : ")[0]
    assert any(f"%{s}," in yielded or yielded.endswith(f"%{s}") for s in scalar)
    f = _loop_finding(got)
    assert f.lines[0] == loop and f.claim("register_carried").value == 0
    assert "goes through no ring" not in f.message
    assert _violations(comp, got, f, "pipe-carried") == []
    assert _violations(comp, got, with_claim(f, "register_carried", 1), "pipe-carried")
