"""Dot loops whose copies run ahead while their MMAs do not overlap one another, and loads beside the rings
(docs/trial10a.md M3, docs/trial10d.md M3).

* 10a M3: lmdeploy's fp8 GEMM rescales its accumulator every K step. On sm_100 each iteration waits
  (``ttng.wait_barrier``) on the barrier the previous iteration's ``ttng.tc_gen5_mma`` arrives on (yielded to an
  ``iter_args`` value) before ``ttng.tmem_load``/``arith.mulf``/``ttng.tmem_store`` and only then issues its own MMA;
  on sm_90 ``ttng.warp_group_dot_wait {pendings = 0}`` follows the ``warp_group_dot``. The finding said "dot loop
  pipelined: 3 stages" and the summary "pipelining 3 stages", as if the whole loop overlapped.
* 10d M3: matmul_ogs on sm_100 waits on its MMA's own barrier right after issuing it, and loads the scales with a
  plain ``tt.load`` in the body beside its two cp.async rings.

The findings now say so (:func:`ir_explorer.analyses.pipelining.mma_overlap`, :func:`~ir_explorer.analyses.pipelining.
body_loads`; rules ``pipe-overlap`` and ``pipe-carried``), and pipelined matmuls and flash attention on sm_90/sm_100,
whose MMAs overlap, do not get it. Each test reads the facts from the raw TTGIR with its own regexes, checks the
claims against them and that selfcheck holds, and feeds the old statement (the claim set to what the old finding
implied) to the rule, which refuses it."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, trial_request, with_claim

from ir_explorer.analyses import pipelining
from ir_explorer.analyses.findings import render
from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.store import Store
from ir_explorer.engines import consistency
from ir_explorer.engines.rules import ClaimContext, mma_pipelining
from ir_explorer.engines.snapshots import bundled_requests
from ir_explorer.ir.mlir_model import parse

DATA = ROOT / "tests/data/trial2_kernels"
# e.g.     %off_k_47:12 = scf.for %off_k_66 = %c0_i32 to %c55_i32 step %c1_i32 iter_args(%off_k_67 = %c256_i32, …)
_FOR = re.compile(r"^(?P<ind>\s*)%[\w.]+:\d+ = scf\.for .*?iter_args\((?P<args>[^)]*)\)")
# e.g. %off_k_67 = %c256_i32    (one iter_args binding)
_BIND = re.compile(r"%(?P<arg>[\w.]+) = %[\w.]+")
# e.g.       ttng.tc_gen5_mma %a_98, %b_97, %acc, %true, %true, %off_k_103[%true] {is_async} : …
_TC05 = re.compile(r"^\s*ttng\.tc_gen5_mma .*, %(?P<bar>[\w.]+)\[%true\] \{is_async\}")
# e.g.       ttng.wait_barrier %off_k_75, %off_k_76 deps %a_77, %b_78 : …
_WAIT_BAR = re.compile(r"^\s*ttng\.wait_barrier %(?P<bar>[\w.]+), ")
# e.g.       %acc_78 = ttng.warp_group_dot %a_74, %b_73, %acc_77 {inputPrecision = 0 : i32, isAsync = true, …} : …
_WGMMA = re.compile(r"^\s*%[\w.]+ = ttng\.warp_group_dot .*isAsync = true")
# e.g.       %acc_79:3 = ttng.warp_group_dot_wait %acc_78, %a_74, %b_73 {pendings = 0 : i32} : …
_WG_WAIT = re.compile(r"ttng\.warp_group_dot_wait .*\{pendings = (?P<p>\d+) : i32\}")
# e.g.       %a_scale_91 = tt.load %a_scale_89, %a_scale_90, %cst_2 : tensor<128x!tt.ptr<f32>, …>
_LOAD = re.compile(r"^\s*%(?P<res>[\w.]+) = tt\.load ")


def _body(lines: list[str]) -> tuple[int, re.Match[str], list[tuple[int, str]]]:
    """The main loop's line, its head match and the ``(line, text)`` of its body's own level."""
    n, head = next((n, m) for n, ln in enumerate(lines, 1) if (m := _FOR.match(ln)))
    end = next(k for k in range(n, len(lines)) if lines[k].startswith(head["ind"] + "}"))
    own = head["ind"] + "  "
    return n, head, [(k + 1, lines[k]) for k in range(n, end)
                     if lines[k].startswith(own) and not lines[k].startswith(own + " ")]


def _loop_finding(got):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "pipelining" and f.claim("loop_kind") is not None
                and " pipelined: " in f.template)


def _refused(comp, got, f, rule: str) -> list[str]:  # type: ignore[no-untyped-def]
    """The violations of ``rule`` on finding ``f`` (a lie fed to the rules, as selfcheck runs them)."""
    ctx = claim_context(got, comp)
    res = consistency.check(comp, [f], ctx.metrics, ctx.stages)
    return [text for r, text in res.violations if r == rule]


@pytest.fixture(scope="module")
def fp8_b200(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, DATA / "t10a_commands.sh", "t10a_lmd_gemm_fp8_tma")


@pytest.fixture(scope="module")
def fp8_h100(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, DATA / "t10a_commands.sh", "t10a_lmd_gemm_fp8_tma_h100")


@pytest.fixture(scope="module")
def ogs_b200(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, DATA / "t10d_commands.sh", "t10d_tk_matmul_ogs")


def _body_loads(body: list[tuple[int, str]], all_lines: list[tuple[int, str]]) -> list[int]:
    """The body's ``tt.load`` lines whose value no ``ttg.local_store``/``ttg.local_alloc`` line of the loop names."""
    stores = [ln for _, ln in all_lines if "ttg.local_store" in ln or "ttg.local_alloc" in ln]
    return [n for n, ln in body if (m := _LOAD.match(ln)) and not any(f"%{m['res']} " in s or f"%{m['res']}," in s
                                                                         for s in stores)]


def test_fp8_gemm_b200_waits_for_the_previous_mma_before_the_next(fp8_b200) -> None:
    """10a M3 on sm_100: the MMA's barrier ``%off_k_103`` is yielded to an ``iter_args`` value that the body's
    ``ttng.wait_barrier`` waits on before it reads the accumulator (``ttng.tmem_load``) and issues the MMA again."""
    comp, got = fp8_b200
    lines = got.stages["ttgir"].splitlines()
    loop, head, body = _body(lines)
    mma = next((n, m) for n, ln in body if (m := _TC05.match(ln)))
    yielded = next(ln for _, ln in body if "scf.yield" in ln).split("scf.yield", 1)[1].split(" : ")[0]
    names = [y.strip().lstrip("%") for y in yielded.split(",")]
    arg = _BIND.findall(head["args"])[names.index(mma[1]["bar"])]
    wait = next(n for n, ln in body if (m := _WAIT_BAR.match(ln)) and m["bar"] == arg)
    tmem_load = next(n for n, ln in body if "ttng.tmem_load" in ln)
    assert wait < tmem_load < mma[0]
    # not waited for in its own iteration
    assert not any((m := _WAIT_BAR.match(ln)) and m["bar"] == mma[1]["bar"] for _, ln in body)
    loads = _body_loads(body, [(k, ln) for k, ln in enumerate(lines, 1)])
    assert len(loads) == 2

    f = _loop_finding(got)
    assert f.lines[0] == loop and f.claim("stages").value == 3
    assert f.claim("mmas_serialized").value is True
    assert (f.claim("mma_wait/0/mma").value, f.claim("mma_wait/0/wait").value) == (mma[0], wait)
    assert f.claim("mma_wait/0/next_iteration").value is True
    assert f.claim("body_loads").value == 2
    assert [f.claim(f"body_load_lines/{j}").value for j in range(2)] == loads
    msg = f.message
    assert (f"each MMA is waited for before the next is issued (ttgir:{wait} ttng.wait_barrier waits for the "
            f"ttng.tc_gen5_mma of ttgir:{mma[0]} issued in the previous iteration before it is issued again): the "
            "MMAs do not overlap one another") in msg
    assert f"2 plain tt.load in the body (ttgir:{loads[0]}, {loads[1]}) load into registers through no ring" in msg
    assert render(f.template, f.claims) == msg
    note = pipelining.stages_note(got.report.findings, 3)
    assert note == " (2 loads of the body through no ring; the MMAs do not overlap: each is waited for before the next)"
    assert consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages).violations == []
    # the old finding implied the MMAs overlapped ("pipelined: 3 stages", nothing else): refused, as each moved line
    for key, lie in (("mmas_serialized", False), ("mma_wait/0/wait", tmem_load), ("mma_wait/0/mma", wait),
                     ("mma_wait/0/next_iteration", False)):
        assert _refused(comp, got, with_claim(f, key, lie), "pipe-overlap"), key
    for key, lie in (("body_loads", 0), ("body_loads", 3), ("body_load_lines/0", mma[0])):
        assert _refused(comp, got, with_claim(f, key, lie), "pipe-carried"), key


def test_fp8_gemm_h100_waits_for_each_wgmma_at_once(fp8_h100) -> None:
    """10a M3 on sm_90: ``warp_group_dot_wait {pendings = 0}`` on the line after the async ``warp_group_dot``."""
    comp, got = fp8_h100
    lines = got.stages["ttgir"].splitlines()
    loop, _, body = _body(lines)
    dot = next(n for n, ln in body if _WGMMA.match(ln))
    waits = [(n, int(m["p"])) for n, ln in body if (m := _WG_WAIT.search(ln))]
    assert waits == [(dot + 1, 0)]
    f = _loop_finding(got)
    assert f.claim("mmas_serialized").value is True
    assert (f.claim("mma_wait/0/mma").value, f.claim("mma_wait/0/wait").value) == (dot, dot + 1)
    assert f.claim("mma_wait/0/next_iteration").value is False
    assert (f"(ttgir:{dot + 1} ttng.warp_group_dot_wait {{pendings = 0}} right after ttgir:{dot} "
            "ttng.warp_group_dot): the MMAs do not overlap one another") in f.message
    assert consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages).violations == []
    for key, lie in (("mmas_serialized", False), ("mma_wait/0/wait", dot), ("mma_wait/0/next_iteration", True)):
        assert _refused(comp, got, with_claim(f, key, lie), "pipe-overlap"), key


def test_matmul_ogs_waits_on_its_own_mma_and_loads_scales_beside_the_rings(ogs_b200) -> None:
    """10d M3: ``ttng.wait_barrier`` on the MMA's own barrier on the line after the ``tc_gen5_mma``; the scales'
    ``tt.load`` of the body goes into no ring (the two rings are filled by ``ttg.async_copy_global_to_local``)."""
    comp, got = ogs_b200
    lines = got.stages["ttgir"].splitlines()
    loop, _, body = _body(lines)
    mma = next((n, m) for n, ln in body if (m := _TC05.match(ln)))
    assert (m := _WAIT_BAR.match(lines[mma[0]])) is not None and m["bar"] == mma[1]["bar"]
    loads = _body_loads(body, [(k, ln) for k, ln in enumerate(lines, 1)])
    assert len(loads) == 1 and "tensor<128x4x!tt.ptr<i8>" in lines[loads[0] - 1]
    f = _loop_finding(got)
    assert f.claim("mmas_serialized").value is True
    assert (f.claim("mma_wait/0/mma").value, f.claim("mma_wait/0/wait").value) == (mma[0], mma[0] + 1)
    assert f.claim("body_loads").value == 1 and f.claim("body_load_lines/0").value == loads[0]
    assert f"a plain tt.load in the body (ttgir:{loads[0]}) loads into registers through no ring" in f.message
    assert f"(ttgir:{mma[0] + 1} ttng.wait_barrier right after ttgir:{mma[0]} ttng.tc_gen5_mma)" in f.message
    assert "the MMAs do not overlap" in pipelining.stages_note(got.report.findings, 3)
    assert consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages).violations == []
    assert _refused(comp, got, with_claim(f, "mmas_serialized", False), "pipe-overlap")
    assert _refused(comp, got, with_claim(f, "mma_wait/0/next_iteration", True), "pipe-overlap")
    assert _refused(comp, got, with_claim(f, "body_loads", 0), "pipe-carried")


@pytest.mark.parametrize("kernel,target,config", [("matmul", "cuda:90", 0), ("matmul", "cuda:100", 0),
                                                   ("matmul_tma_persistent", "cuda:100", 0),
                                                   ("matmul_tma_persistent", "cuda:100", 1),
                                                   ("flash_attention_fwd", "cuda:90", 0),
                                                   ("flash_attention_fwd", "cuda:100", 0)])
def test_overlapped_mmas_are_not_called_serialized(tmp_path_factory: pytest.TempPathFactory, kernel: str, target: str,
                                                   config: int) -> None:
    """A pipelined matmul waits for MMA i-1 after issuing MMA i (sm_100) or keeps ``pendings = 1`` (sm_90); flash
    attention issues P·V and the next Q·Kᵀ back to back; the warp-specialized persistent matmul's MMA partition
    waits only for its copies. None is said to have MMAs that do not overlap, and the flag said true is refused."""
    req = next(r for r in bundled_requests((kernel,), (target,)) if r.config_index == config)
    own = Store(tmp_path_factory.mktemp(f"{kernel}_{target.replace(':', '')}_{config}"))
    (comp,) = compile_all([req], own)
    assert comp.ok, comp.failure
    got = consistency.stored_statements(comp, own)
    found = [f for f in got.report.findings if f.kind == "pipelining" and f.claim("loop_kind") is not None
             and " pipelined: " in f.template]
    assert found
    said = [f for f in found if f.claim("mmas_serialized") is not None]
    assert said or kernel == "matmul_tma_persistent"  # the WS loop's MMAs complete through the copies' barriers
    for f in found:
        assert "do not overlap one another" not in f.message
        if f.claim("mmas_serialized") is not None:
            assert f.claim("mmas_serialized").value is False
            assert _refused(comp, got, with_claim(f, "mmas_serialized", True), "pipe-overlap")
    assert "MMAs do not overlap" not in pipelining.stages_note(got.report.findings, found[0].claim("stages").value)
    assert consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages).violations == []


def test_the_rule_reads_the_mma_waits_on_its_own_path(fp8_b200, ogs_b200) -> None:
    """The rule's raw-text reading (:func:`mma_pipelining._mma_serial`, :func:`mma_pipelining._body_loads`) agrees
    with the analysis on the scoped model for both trial loops, and on a copy of the fp8 TTGIR whose wait is
    predicated on a value that is not a constant ``true``, neither calls the MMAs serialized."""
    for comp, got in (fp8_b200, ogs_b200):
        ctx = claim_context(got, comp)
        loop = _loop_finding(got).lines[0]
        ov = pipelining.mma_overlap(ctx.model("ttgir"), loop)
        assert ov is not None and ov.none
        assert mma_pipelining._mma_serial(ctx, loop) == (True, [(w.mma, w.wait, w.next_iteration) for w in ov.waits])
        model_loads = [o.line for o in pipelining.body_loads(ctx.model("ttgir"), loop)]
        assert mma_pipelining._body_loads(ctx, loop) == model_loads
    comp, got = fp8_b200
    loop = _loop_finding(got).lines[0]
    wait = _loop_finding(got).claim("mma_wait/0/wait").value
    lines = got.stages["ttgir"].splitlines()
    cond = next(m["res"] for ln in lines[loop:] if (m := re.match(r"^\s*%(?P<res>[\w.]+) = arith\.cmpi ", ln)))
    assert " deps " in lines[wait - 1]
    lines[wait - 1] = lines[wait - 1].replace(" deps ", f", %{cond} deps ", 1)
    text = "\n".join(lines) + "\n"
    bent = ClaimContext(comp, {**got.stages, "ttgir": text}, got.report.findings, dict(got.report.metrics))
    assert mma_pipelining._mma_serial(bent, loop) == (False, [])
    assert pipelining.mma_overlap(parse(text), loop) == pipelining.MmaOverlap(False, ())


# e.g. %accumulator_154 = tt.dot_scaled %a_152 scale %a_scales_150, %b_153 scale %b_scales_151, %arg14 lhs = e2m1
#      rhs = e2m1 {fastMath = false, pingpong_2step} : tensor<256x128xi8, …>, tensor<256x8xi8, …> * … -> …
_DOT_SCALED = re.compile(r"= tt\.dot_scaled %(?P<a>[\w.]+) scale %(?P<as>[\w.]+), %(?P<b>[\w.]+) scale "
                         r"%(?P<bs>[\w.]+), %[\w.#]+ lhs = (?P<lhs>\w+) rhs = (?P<rhs>\w+)")
# e.g.       %a_scales_150 = ttg.local_load %a_scales_124 token %a_scales_130 : !ttg.memdesc<256x8xi8, …> -> …
_LOCAL_LOAD = re.compile(r"^\s*%(?P<res>[\w.]+) = ttg\.local_load .* -> tensor<(?P<dims>[\dx]+)x(?P<elem>i8),")
# e.g.       %a_scales_136 = amdg.buffer_load_to_local %a_scales_ptr[…] into %a_scales_135 … -> <256x8xi8, …>
_TO_LDS = re.compile(r"amdg\.buffer_load_to_local %(?P<ptr>\w+)\[.* -> <(?P<dims>[\dx]+)xi8,")


@pytest.fixture(scope="module")
def aiter_fp4(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, DATA / "z6_commands.sh", "z6_aiter_gemm_afp4wfp4")


def test_dot_scaled_counts_its_scales_loaded_per_iteration(aiter_fp4) -> None:
    """aiter's MXFP4 GEMM on gfx950: each K step copies A (256x128 i8: 256 e2m1 values along K), B (128x256 i8) and
    the two 256x8 i8 scales (``amdg.buffer_load_to_local`` in the loop) for 2·256·256·256 FLOP: 33,554,432 /
    (32,768 + 32,768 + 2,048 + 2,048) = 481.9 FLOP per byte, not the 512 of A and B alone; the old figure and a
    wrong scale byte count are refused."""
    comp, got = aiter_fp4
    lines = got.stages["ttgir"].splitlines()
    loop, _, body = _body(lines)
    dot_line, dot = next((n, m) for n, ln in body if (m := _DOT_SCALED.search(ln)))
    loads = {m["res"]: (m["dims"], m["elem"]) for _, ln in body if (m := _LOCAL_LOAD.match(ln))}
    dims = {k: tuple(int(d) for d in loads[dot[k]][0].split("x")) for k in ("a", "as", "b", "bs")}
    assert dims == {"a": (256, 128), "as": (256, 8), "b": (128, 256), "bs": (256, 8)}
    copies = sorted(m["ptr"] for _, ln in body if (m := _TO_LDS.search(ln)))
    assert copies == ["a_ptr", "a_scales_ptr", "b_ptr", "b_scales_ptr"]  # all four copied each iteration
    k = dims["a"][1] * 2  # e2m1: two values per i8
    flop = 2 * dims["a"][0] * dims["b"][1] * k
    nbytes = sum(d[0] * d[1] for d in dims.values())
    assert (flop, nbytes) == (33_554_432, 69_632)
    f = next(f for f in got.report.findings if f.kind == "mma" and f.stage == "ttgir" and f.lines == (dot_line,))
    assert f.claim("flop_per_operand_byte").value == round(flop / nbytes, 1) == 481.9
    assert f.claim("k_values").value == k and f.claim("scale_bytes").value == 2 * 256 * 8
    assert "481.9 FLOP per byte of A, B and their scales loaded (lhs = e2m1, 4 bits per value; rhs = e2m1, 4 bits " \
           "per value; per K step of 256 values, 4096 bytes of scales)" in f.message
    assert consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages).violations == []
    # the old figure (A and B only) and each wrong part are refused
    for key, lie in (("flop_per_operand_byte", 512.0), ("scale_bytes", 2048), ("k_values", 128)):
        assert _refused(comp, got, with_claim(f, key, lie), "mma-flop"), key


def test_dot_scaled_of_a_format_without_bits_states_no_figure(aiter_fp4) -> None:
    """Where the analysis does not read what one value of a format takes where it is loaded (fp6: ``e2m3``), no
    FLOP per byte is stated, with that reason: the aiter TTGIR with ``lhs = e2m3`` (its A's format changed in the
    text) gets the sentence and no ``flop_per_operand_byte`` claim, and its format claims hold."""
    from ir_explorer.analyses import mma
    from ir_explorer.analyses.findings import AnalysisInput

    comp, got = aiter_fp4
    text = got.stages["ttgir"].replace("lhs = e2m1 rhs = e2m1", "lhs = e2m3 rhs = e2m1")
    assert text != got.stages["ttgir"]
    found = [f for f in mma.analyze(AnalysisInput(comp.target, {"ttgir": text})).findings
             if f.stage == "ttgir" and f.claim("a/format") is not None]
    assert found
    for f in found:
        assert f.claim("flop_per_operand_byte") is None and f.claim("a/format").value == "e2m3"
        assert "no FLOP per byte is stated: lhs = e2m3, rhs = e2m1, and this analysis reads the bits per value " \
               "loaded of e2m1, e4m3, e5m2, bf16 and fp16 only (fp6 not)" in f.message


def test_a_tma_ring_one_iteration_ahead_overlaps_no_dot(tmp_path_factory: pytest.TempPathFactory, user_spec,
                                                        fp8_h100) -> None:
    """The 9d M1 shape in a TMA loop: the fp8 GEMM on sm_90 at ``--num-stages 2`` waits (``ttng.wait_barrier`` on
    the copies' barrier ring) before its ``warp_group_dot``, waits for the dot with ``pendings = 0``, and only then
    issues the next iteration's two TMA copies into its 2-buffer ring: no copy overlaps a dot. At 3 stages (the
    trial's own run) the copies run two iterations ahead and the flag is false."""
    req = trial_request(DATA / "t10a_commands.sh", "t10a_lmd_gemm_fp8_tma_h100", user_spec, replace=("3->2",))
    own = Store(tmp_path_factory.mktemp("fp8_h100_s2"))
    (comp,) = compile_all([req], own)
    assert comp.ok, comp.failure
    got = consistency.stored_statements(comp, own)
    lines = got.stages["ttgir"].splitlines()
    loop, _, body = _body(lines)
    dot = next(n for n, ln in body if _WGMMA.match(ln))
    done = next(n for n, ln in body if (m := _WG_WAIT.search(ln)) and m["p"] == "0")
    wait = next(n for n, ln in body if _WAIT_BAR.match(ln))
    copies = [n for n, ln in body if "ttng.async_tma_copy_global_to_local" in ln]
    assert wait < dot < done < min(copies) and len(copies) == 2
    assert re.search(r"memdesc<2x128x128xf8E4M3FN", got.stages["ttgir"])  # a 2-buffer ring
    f = _loop_finding(got)
    assert f.claim("stages").value == 2
    assert f.claim("copies_between_iterations").value is True
    assert (f.claim("overlap/wait_line").value, f.claim("overlap/first_dot").value,
            f.claim("overlap/dot_done").value) == (wait, dot, done)
    assert [f.claim(f"overlap/copy_lines/{j}").value for j in range(2)] == copies
    assert (f"no copy overlaps a dot: ttng.wait_barrier at ttgir:{wait} waits for the copies of the previous "
            f"iteration (a ring one iteration ahead: 2 stages) before the first dot (ttgir:{dot}), and the loop "
            f"issues its 2 copies (ttgir:{copies[0]}, {copies[1]}) only after its last dot has completed "
            f"(ttgir:{done})") in f.message
    assert "no copy overlaps a dot" in pipelining.stages_note(got.report.findings, 2)
    assert consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages).violations == []
    for key, lie in (("copies_between_iterations", False), ("overlap/wait_line", dot), ("overlap/dot_done", dot)):
        assert _refused(comp, got, with_claim(f, key, lie), "pipe-overlap"), key
    # 3 stages: the copies of iteration i are for iteration i + 2, in flight over the next iteration's dot
    comp3, got3 = fp8_h100
    f3 = _loop_finding(got3)
    assert f3.claim("stages").value == 3 and f3.claim("copies_between_iterations").value is False
    assert "no copy overlaps a dot" not in f3.message
    assert _refused(comp3, got3, with_claim(f3, "copies_between_iterations", True), "pipe-overlap")


@pytest.mark.parametrize(("case", "kind", "rule"), [("fp8_b200", "pipelining", "pipe-overlap"),
                                                    ("ogs_b200", "pipelining", "pipe-carried"),
                                                    ("aiter_fp4", "mma", "mma-flop")])
def test_every_seeded_lie_of_the_new_claims_is_caught(case: str, kind: str, rule: str,
                                                       request: pytest.FixtureRequest) -> None:
    """The mutation score of the new claims (:func:`ir_explorer.engines.mutation.score`: a count plus one, a line
    moved, each ref moved) on the trial loops and the scaled dot: every mutant of the rule's claims is caught."""
    from ir_explorer.engines.mutation import score

    comp, got = request.getfixturevalue(case)

    def rules(findings, metrics):  # type: ignore[no-untyped-def]
        return [c for c, _ in consistency.check(comp, findings, metrics, got.stages).violations]

    result = score(got.report.findings, dict(got.report.metrics), got.stages, rules, None, frozenset({kind}))
    assert result.baseline == 0
    assert result.rule_made[rule] >= 2
    assert result.rule_caught[rule] == result.rule_made[rule]
    assert result.total()[0] == result.total()[1]


# e.g.       %s_64 = tt.dot_scaled %q_19, %k_63, %cst lhs = e4m3 rhs = e4m3 {fastMath = false} : tensor<…
_DOT_SCALED_NO_SCALES = re.compile(r"= tt\.dot_scaled %(?P<a>[\w.]+), %(?P<b>[\w.]+), %[\w.]+ lhs = ")
# e.g.     %q_19 = ttg.local_load %q_18 : !ttg.memdesc<128x128xf8E4M3FN, #shared, #smem> -> tensor<…>
_ANY_LOCAL_LOAD = re.compile(r"^\s*%(?P<res>[\w.]+) = ttg\.local_load %(?P<src>[\w.]+)")
# e.g.     %q_18 = ttg.local_alloc %q_17 : (tensor<128x128xf8E4M3FN, #blocked>) -> !ttg.memdesc<…>
_LOCAL_ALLOC = re.compile(r"^\s*%(?P<res>[\w.]+) = ttg\.local_alloc %(?P<src>[\w.]+)")
# e.g.     %q_17 = amdg.buffer_load %Q[%q_16] {contiguity = 16 : i32} : !tt.ptr<f8E4M3FN> -> tensor<…>
_BUFFER_LOAD = re.compile(r"^\s*%(?P<res>[\w.]+) = amdg\.buffer_load ")


def test_a_scaled_dot_operand_loaded_before_the_loop_is_said_so(tmp_path_factory: pytest.TempPathFactory,
                                                                user_spec) -> None:
    """Trial 10c's chained fp8 attention on gfx950 (``tt.dot_scaled`` of e4m3 × e4m3 without scales): Q is loaded
    once before the loop (``amdg.buffer_load``, ``ttg.local_alloc`` and ``ttg.local_load`` all above the
    ``scf.for``), K in the loop. The finding says "A is loaded once, before the loop (amdg.buffer_load at ttgir:N)";
    rule ``mma-flop`` re-derives ``a/source`` and its op and line for a scaled dot too (it compared them with the
    FLOP-per-byte figure, and selfcheck refused the true statement), and refuses a wrong one."""
    comp, got = compiled_trial(tmp_path_factory, user_spec, DATA / "t10c_commands.sh", "t10c_chained_dot_fp8")
    lines = got.stages["ttgir"].splitlines()
    loop, _, body = _body(lines)
    dot_line, dot = next((n, m) for n, ln in body if (m := _DOT_SCALED_NO_SCALES.search(ln)))
    defs = {m["res"]: (n, m) for n, ln in enumerate(lines, 1)
            for m in [_ANY_LOCAL_LOAD.match(ln) or _LOCAL_ALLOC.match(ln) or _BUFFER_LOAD.match(ln)] if m}
    # A: local_load <- local_alloc <- buffer_load, all before the loop
    chain = [dot["a"]]
    while chain[-1] in defs and "src" in defs[chain[-1]][1].groupdict():
        chain.append(defs[chain[-1]][1]["src"])
    load_line = defs[chain[-1]][0]
    assert len(chain) == 3 and all(defs[k][0] < loop for k in chain) and "amdg.buffer_load" in lines[load_line - 1]
    f = next(f for f in got.report.findings if f.kind == "mma" and f.stage == "ttgir" and f.lines == (dot_line,))
    assert (f.claim("a/source").value, f.claim("a/source_op").value, f.claim("a/source_line").value) == \
        ("once", "amdg.buffer_load", load_line)
    assert f"A is loaded once, before the loop (amdg.buffer_load at ttgir:{load_line}), not per iteration" \
        in f.message
    assert consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages).violations == []
    for key, lie in (("a/source", "loop"), ("a/source_line", load_line + 1)):
        assert _refused(comp, got, with_claim(f, key, lie), "mma-flop"), key
