"""Regression tests for the ``pipelining`` and ``mma`` statements the trial on public kernels found false or
misleading (issue 23 item 6, docs/trial_public_kernels.md: F2, F3, M5, M9). Each compiles the trial's kernel with
the trial's own command line (tests/data/trial_kernels/commands.sh), reads the real report, asserts the true value
read from the IR, and checks that the consistency check (``selfcheck``'s rules) holds the statement and catches its
negation."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from test_trial_fixes_addresses import trial_request

from ir_explorer.analyses.findings import Finding
from ir_explorer.capture.compiles import compile_all
from ir_explorer.capture.disassemble import with_sass
from ir_explorer.core.model import Compilation
from ir_explorer.core.store import Store
from ir_explorer.engines.consistency import CheckResult, check
from ir_explorer.engines.report import Report, build_report

#: The trial's kernels these tests read (names in commands.sh).
KERNELS = ("tutorial_softmax", "tutorial_matmul_leaky", "tutorial_matmul_descriptor", "aiter_gemm_a8w8",
           "vllm_scaled_mm_int8", "fla_chunk_attn_o")


@pytest.fixture(scope="module")
def reports(store: Store, user_spec) -> dict[str, tuple[Compilation, Report, dict[str, str]]]:
    """Each kernel of :data:`KERNELS`, compiled in one parallel batch, with its report and its text stages (the
    SASS the report disassembled included, as ``selfcheck`` reads them)."""
    comps = compile_all([trial_request(k, user_spec) for k in KERNELS], store)
    out = {}
    for name, comp in zip(KERNELS, comps, strict=True):
        assert comp.ok, (name, comp.failure)
        full = with_sass(comp, store) if comp.target.is_nvidia else comp
        stages = {s: st.text() for s, st in full.stages.items() if not st.is_binary}
        out[name] = (comp, build_report(comp, store), stages)
    return out


#: The kinds of finding these items are about: the check is run over those (other analyses have tests of their own).
KINDS = ("pipelining", "mma")


def _violations(entry: tuple[Compilation, Report, dict[str, str]], findings: list[Finding] | None = None
                ) -> list[str]:
    """The rules the consistency check finds false over the :data:`KINDS` findings of ``findings`` (default: the
    report's) and the report's pipelining and mma metrics."""
    comp, rep, stages = entry
    mine = [f for f in (rep.findings if findings is None else findings) if f.kind in KINDS]
    metrics = {k: v for k, v in rep.metrics.items() if k in ("pipelined_stages", "mma", "mma_instructions")}
    res = check(comp, mine, metrics, stages, result=CheckResult())
    return [rule for rule, _ in res.violations]


def _lie(entry: tuple[Compilation, Report, dict[str, str]], f: Finding, key: str, value: object) -> list[str]:
    """The rules the check finds false once claim ``key`` of ``f`` says ``value``."""
    old = f.claim(key)
    assert old is not None, key
    new = replace(f, claims=tuple(replace(c, value=value) if c.key == key else c for c in f.claims))
    return _violations(entry, [new if x is f else x for x in entry[1].findings])


def _schedule(rep: Report) -> Finding:
    [f] = [f for f in rep.findings if f.kind == "pipelining" and f.message.startswith("loop schedule")]
    return f


def test_a_prefetched_buffer_load_is_named_by_its_op(reports) -> None:
    """F2: on gfx942 the register-prefetch finding said "1 tt.load before the loop (ttgir:33)" where ttgir:33 is an
    ``amdg.buffer_load`` (AMD's ConvertToBufferOps rewrote it; the TTGIR has no ``tt.load``): selfcheck's ``fact``
    rule caught it. The finding names the op the line holds, and the ``pipe-prefetch`` rule holds the name."""
    entry = reports["tutorial_softmax"]
    comp, rep, stages = entry
    ttgir = stages["ttgir"].splitlines()
    [f] = [f for f in rep.findings if f.kind == "pipelining" and f.claim("prefetch_lines/0") is not None]
    line = f.data["prefetch_lines"][0]
    assert re.match(r"\s*%\w+ = amdg\.buffer_load ", ttgir[line - 1])
    assert not any(re.search(r"= tt\.load ", ln) for ln in ttgir)
    assert f.data["prefetch_ops"][0] == "amdg.buffer_load"
    assert f"1 amdg.buffer_load before the loop (ttgir:{line}) feeds its iter_args" in f.message
    assert "tt.load" not in f.message
    assert [x.text for x in f.facts] == ["amdg.buffer_load"]
    assert _violations(entry) == []
    assert "pipe-prefetch" in _lie(entry, f, "prefetch_ops/0", "tt.load")  # and the fact that cites the line
    assert "pipe-prefetch" in _lie(entry, f, "prefetch_count/amdg.buffer_load", 2)


@pytest.mark.parametrize("name", ["tutorial_matmul_leaky", "tutorial_matmul_descriptor"])
def test_a_dot_peeled_into_the_prologue_is_not_denied(reports, name) -> None:
    """F3 (tcgen05, cuda:100): the loop schedule listed a ``ttng.tc_gen5_mma`` in the prologue and still said "no
    dot after the loop: no iteration was peeled … (the loop runs every iteration's dot)". The first iteration's MMA
    runs before the loop, which runs ``k_tiles - 1`` iterations (its upper bound an ``arith.subi … %c1_i32``). The
    schedule now says one dot runs in the prologue; the ``sched-peeled`` rule re-derives it from the raw text."""
    entry = reports[name]
    _, rep, stages = entry
    ttgir = stages["ttgir"].splitlines()
    f = _schedule(rep)
    loop = f.data["loop_line"]
    head = re.search(r"scf\.for %\w+ = %c0_i32 to (%\w+) step", ttgir[loop - 1])
    assert head is not None
    bound = next(ln for ln in ttgir[:loop] if ln.lstrip().startswith(f"{head.group(1)} = "))
    assert re.search(r"= arith\.subi %\w+, %c1_i32 ", bound)  # one iteration fewer than the K tiles
    before = [n for n in range(1, loop) if re.match(r"\s*ttng\.tc_gen5_mma ", ttgir[n - 1])]
    assert len(before) == 1
    assert f.data["peeled"] == {"prologue": 1, "epilogue": 0}
    prologue_dots = [o for o in f.data["ops"] if o["part"] == "prologue" and o["op"] == "ttng.tc_gen5_mma"]
    assert [o["ttgir_line"] for o in prologue_dots] == before
    assert "dots outside the loop (1 in the prologue)" in f.message
    assert "the loop does not run every iteration's dot" in f.message and "no dot" not in f.message
    assert _violations(entry) == []
    assert _lie(entry, f, "peeled/prologue", 0) == ["sched-peeled"]


def test_a_dot_scaled_in_an_if_after_the_loop_is_its_epilogue(reports) -> None:
    """F3 (aiter a8w8, gfx950): the last iteration's ``tt.dot_scaled`` sits in an ``scf.if`` after the loop (AMD's
    stream pipeliner peels it), and the schedule said "epilogue: ttg.async_wait … ; no dot after the loop". The
    epilogue now takes the ops of regions nested after the loop: the dot is listed, and ``peeled/epilogue`` is 1."""
    entry = reports["aiter_gemm_a8w8"]
    _, rep, stages = entry
    ttgir = stages["ttgir"].splitlines()
    f = _schedule(rep)
    end = f.data["end_line"]
    after = [n for n in range(end + 1, len(ttgir) + 1) if re.search(r"= tt\.dot_scaled ", ttgir[n - 1])]
    assert len(after) == 1
    opener = next(ln for ln in reversed(ttgir[end:after[0] - 1]) if ln.rstrip().endswith("{"))
    assert "scf.if" in opener
    assert f.data["peeled"] == {"prologue": 0, "epilogue": 1}
    assert [o["ttgir_line"] for o in f.data["ops"] if o["part"] == "epilogue"
            and o["op"] == "tt.dot_scaled"] == after
    assert "dots outside the loop (1 in the epilogue)" in f.message and "no dot" not in f.message
    assert _violations(entry) == []
    assert _lie(entry, f, "peeled/epilogue", 0) == ["sched-peeled"]


def test_a_loop_without_peeled_dots_says_so(reports) -> None:
    """F3's other side (vllm int8 GEMM, cuda:80: mma.sync, peelEpilogue off): no dot outside the loop, and the
    ``sched-peeled`` rule catches a claim of one."""
    entry = reports["vllm_scaled_mm_int8"]
    f = _schedule(entry[1])
    assert f.data["peeled"] == {"prologue": 0, "epilogue": 0}
    assert "no iteration of the loop's dots was peeled into a prologue or an epilogue" in f.message
    assert _lie(entry, f, "peeled/epilogue", 1) == ["sched-peeled"]


def test_a_prefetch_split_dot_states_its_whole_k(reports) -> None:
    """M9: the mma finding gave ``tt.dot 128x32xi8 · 32x128xi8`` for the kernel's BLOCK_SIZE_K = 64 dot, which
    Triton's prefetch pass split into two K = 32 dots (ttgir:180, 217, fed by ``ttg.memdesc_subslice`` of the
    128x64 buffer). It keeps the op's own shape and says it is one of 2 K-slices of a K = 64 dot; the
    ``mma-ksplit`` rule re-derives the chain and K from the raw text."""
    entry = reports["vllm_scaled_mm_int8"]
    _, rep, stages = entry
    ttgir = stages["ttgir"].splitlines()
    dots = [n for n, ln in enumerate(ttgir, 1) if re.search(r"= tt\.dot %", ln)]
    assert len(dots) == 2 and all("tensor<128x32xi8" in ttgir[n - 1] for n in dots)
    assert any(re.search(r"memdesc_subslice .*memdesc<128x64xi8.*-> !ttg\.memdesc<128x32xi8", ln) for ln in ttgir)
    [f] = [f for f in rep.findings if f.kind == "mma" and f.stage == "ttgir"]
    assert (f.data["k_slices"], f.data["full_k"]) == (2, 64)
    assert f.data["k_slice_lines"] == dots
    assert ("tt.dot 128x32xi8 · 32x128xi8 → 128x128xi32 (one of 2 K-slices of one dot of K = 64: Triton's "
            f"prefetch pass (Prefetch.cpp) split it into the dots at ttgir:{dots[0]}, {dots[1]})") in f.message
    assert _violations(entry) == []
    assert _lie(entry, f, "full_k", 32) == ["mma-ksplit"]
    assert _lie(entry, f, "k_slices", 1) == ["mma-ksplit"]


def test_a_pipelined_then_unrolled_loop_is_not_called_not_pipelined(reports) -> None:
    """M5: fla chunk_o's 2-iteration K loop (TTIR ``scf.for %i_k = %c0_i32 to %c2_i32``) was double-buffered by the
    pipeliner (rings ``%b_q_47``, ``%b_k_48``, ``%b_h_49`` of 2 buffers, filled by async copies) and then unrolled:
    the TTGIR has no ``scf.for``, and the summary said "pipelining  not pipelined". There is now no stage count
    (no metric, no summary line) and an info finding says what happened; the ``pipe-unrolled`` rule holds it."""
    entry = reports["fla_chunk_attn_o"]
    _, rep, stages = entry
    ttgir, ttir = stages["ttgir"].splitlines(), stages["ttir"].splitlines()
    assert not any(re.search(r"\bscf\.(for|while)\b", ln) for ln in ttgir)
    [loop] = [n for n, ln in enumerate(ttir, 1) if re.search(r"= scf\.for %\w+ = %c0_i32 to %c2_i32 ", ln)]
    rings = [m.group(1) for ln in ttgir if (m := re.match(r"\s*(%\w+) = ttg\.local_alloc : \(\) -> "
                                                          r"!ttg\.memdesc<2x64x64xbf16", ln))]
    assert rings == ["%b_q_47", "%b_k_48", "%b_h_49"]
    copies = sum(1 for ln in ttgir if "= ttg.async_copy_global_to_local " in ln)
    assert "pipelined_stages" not in rep.metrics
    assert not any("not pipelined" in text for _, text in rep.summary)
    [f] = [f for f in rep.findings if f.kind == "pipelining"]
    assert (f.stage, f.lines, f.data["ttir_loop"], f.data["buffers"], f.data["copies"]) == (
        "ttir", (loop,), loop, 2, copies)
    assert f.data["rings"] == rings
    assert "not pipelined" not in f.message
    assert _violations(entry) == []
    assert _lie(entry, f, "buffers", 1) == ["pipe-unrolled"]
    assert _lie(entry, f, "ttgir_loops", 1) == ["pipe-unrolled"]
