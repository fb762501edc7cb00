"""Regression tests for MMA and pipelining wording the trials left open, each on a trial kernel compiled with the
trial's own command line (``tests/data/trial2_kernels/*_commands.sh``); the true values are read from the raw TTGIR
text, and the old statements are fed to the rules (``with_claim``) to be refused.

* Trial 11c M2 (docs/trial11c.md): attorch's linear (f32 tiles cast to f16 after the load) said "(A: 32 bits loaded
  per value, by ttg.local_load at ttgir:208)"; the bytes come from global memory by the ``amdg.buffer_load_to_local``
  (gfx950) or ``ttg.async_copy_global_to_local`` (cuda:90) that fills the buffer the ``ttg.local_load`` reads. The
  finding now cites the copy as the load (``a/load_op``, ``a/load_line``) and the local_load as how it is read
  (``a/read_op``, ``a/read_line``); rule ``mma-flop`` re-derives both."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.engines import consistency

T11C = ROOT / "tests/data/trial2_kernels/t11c_commands.sh"

# e.g.       %x_229 = ttg.local_load %x_202 token %x_208 : !ttg.memdesc<128x32xf32, #shared, #smem, mutable> -> tensor<…
_LOCAL_LOAD = re.compile(r"^\s*%[\w.]+ = ttg\.local_load %[\w.]+ (?:token %[\w.]+ )?: "
                         r"!ttg\.memdesc<(?P<buf>(?P<shape>\d+x\d+)xf32[^>]*)> -> tensor<")
# e.g.       %x_227 = amdg.buffer_load_to_local %input_pointer[%x_225] mask = %x_222 into %x_226 {…} : … -> <128x32xf32,
#                     #shared, #smem, mutable> loc(#loc100)
# e.g.       %x_179 = ttg.async_copy_global_to_local %x_175, %x_176 mask %acc_178 {…} : … -> <128x32xf32, #shared, …>
_COPY = re.compile(r"^\s*%[\w.]+ = (?P<op>amdg\.buffer_load_to_local|ttg\.async_copy_global_to_local) .* -> "
                   r"<(?P<buf>[^>]*)> loc\(")
# e.g.     %acc_130:14 = scf.for %acc_194 = %c0_i32 to %acc_129 step %c1_i32 iter_args(…
_FOR = re.compile(r"^(?P<ind>\s*)%[\w.:]+ = scf\.for ")


@pytest.fixture(scope="module", params=["t11c_attorch_linear", "t11c_attorch_linear_h100"])
def linear(request, tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T11C, request.param)


def _mma(got):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "mma" and f.stage == "ttgir" and
                f.claim("flop_per_operand_byte") is not None)


def _loop_reads(ttgir: str) -> dict[str, tuple[int, int, str]]:
    """For A and B: ``(local_load line, copy line, copy op)`` read from the raw text of the one ``scf.for``'s body:
    the ``ttg.local_load`` of the f32 tile (A: 128x32, BLOCK_SIZE_BATCH x BLOCK_SIZE_IN_FEAT; B: 32x128, the trial's
    BLOCK_SIZE_IN_FEAT x BLOCK_SIZE_OUT_FEAT), and the one copy in the body whose destination buffer has the same
    type (shape, element, layout) as the buffer that local_load reads."""
    lines = ttgir.splitlines()
    heads = [(n, m.group("ind")) for n, ln in enumerate(lines, 1) if (m := _FOR.match(ln))]
    assert len(heads) == 1, heads
    head, ind = heads[0]
    end = next(k for k in range(head + 1, len(lines) + 1) if lines[k - 1].startswith(ind + "}"))
    body = range(head + 1, end)
    reads = {{"128x32": "a", "32x128": "b"}[m.group("shape")]: (k, m.group("buf")) for k in body
             if (m := _LOCAL_LOAD.match(lines[k - 1]))}
    copies = [(k, m.group("op"), m.group("buf")) for k in body if (m := _COPY.match(lines[k - 1]))]
    out = {}
    for role, (k, buf) in reads.items():
        same = [(c, op) for c, op, cbuf in copies if cbuf == buf]
        assert len(same) == 1, (role, buf, copies)
        out[role] = (k, *same[0])
    assert set(out) == {"a", "b"}, out
    return out


def test_flop_per_byte_cites_the_copy_that_brings_the_bytes(linear) -> None:
    """Trial 11c M2: each operand's bytes are cited at the global copy that fills its buffer in the loop, and the
    ``ttg.local_load`` as how they are read back; selfcheck holds."""
    comp, got = linear
    f = _mma(got)
    truth = _loop_reads(got.stages["ttgir"])
    for role, (read, copy, op) in truth.items():
        assert (f.claim(f"{role}/load_op").value, f.claim(f"{role}/load_line").value) == (op, copy)
        assert (f.claim(f"{role}/read_op").value, f.claim(f"{role}/read_line").value) == ("ttg.local_load", read)
        assert f.claim(f"{role}/loaded_bits").value == 32
        assert (f"({role.upper()}: 32 bits loaded per value, by {op} at ttgir:{copy} into shared memory, read into "
                f"registers by ttg.local_load at ttgir:{read})") in f.message, f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not [t for r, t in res.violations if r == "mma-flop"], res.violations[:3]


def test_the_local_load_as_the_load_is_refused(linear) -> None:
    """The trial's statement, the local_load cited as the load ("by ttg.local_load at ttgir:208"), and a read line
    moved, are refused by ``mma-flop``."""
    comp, got = linear
    f = _mma(got)
    truth = _loop_reads(got.stages["ttgir"])
    for role, (read, copy, _) in truth.items():
        for key, lie in ((f"{role}/load_op", "ttg.local_load"), (f"{role}/load_line", read),
                         (f"{role}/read_line", copy)):
            res = consistency.check(comp, [with_claim(f, key, lie)], dict(got.report.metrics), got.stages)
            assert [t for r, t in res.violations if r == "mma-flop" and key in t], (key, res.violations[:3])


# Trial 10a M2 (docs/trial10a.md): the warp-specialized fp8 GEMM on cuda:100 said "warp-specialized dot loop pipelined:
# 3 stages, 3 buffers ()": the rings %a and %b (3x128x128xf8E4M3FN) are allocated before the ttg.warp_specialize op
# and passed into its partitions as block arguments. The partitions' block arguments are now mapped to the op's
# captures (IRModule.alloc_origin with captures), so the finding names them, and rule pipe-buffers refuses a finding
# that names none of the allocations the loop reads.

T10A = ROOT / "tests/data/trial2_kernels/t10a_commands.sh"
# e.g.     %off_k:3 = ttg.warp_specialize(%b_34, %b, %a, %acc_26, …) attributes {requestedRegisters = …}
_WS = re.compile(r"^\s*(?:%[\w.:]+ = )?ttg\.warp_specialize\((?P<captures>[^)]*)\)")
# e.g.     partition0(%b_57: !ttg.memdesc<3x1xi64, …> loc("b"(#loc27)), %b_58: !ttg.memdesc<3x128x128xf8E4M3FN, …
_PARTITION = re.compile(r"^\s*partition\d+\((?P<args>.*)\)\s*num_warps")
_ARG = re.compile(r"(%[\w.]+): ")
# e.g.         %b_83 = ttg.memdesc_index %a_59[%b_77] : !ttg.memdesc<3x128x128xf8E4M3FN, #shared, …> -> …
_INDEX = re.compile(r"= ttg\.memdesc_index (?P<arg>%[\w.]+)\[%[\w.]+\] : !ttg\.memdesc<\d+x\d+x\d+x(?P<elem>\w+), "
                    r"#\w+, #smem")


@pytest.fixture(scope="module")
def fp8_ws(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T10A, "t10a_lmd_gemm_fp8_tma_ws")


def _ws_loop(got):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "pipelining" and f.stage == "ttgir"
                and f.claim("buffers") is not None and "warp-specialized" in f.message)


def _partition_rings(ttgir: str) -> set[str]:
    """The captures of the ``ttg.warp_specialize`` op, read from the raw text, that the partition holding the
    ``ttng.tc_gen5_mma`` indexes as a ring of data tiles (``ttg.memdesc_index`` of a block argument of rank 3 in
    shared memory that is no i64 barrier array; the accumulator's tensor memory is none), by the position of that
    block argument in the partition's header."""
    lines = ttgir.splitlines()
    ws = [m for ln in lines if (m := _WS.match(ln))]
    assert len(ws) == 1, ws
    captures = [c.strip() for c in ws[0].group("captures").split(",")]
    mma = next(n for n, ln in enumerate(lines) if "ttng.tc_gen5_mma " in ln and ln.startswith(" " * 8))
    head = next(n for n in range(mma, 0, -1) if _PARTITION.match(lines[n]))
    args = _ARG.findall(_PARTITION.match(lines[head]).group("args"))  # type: ignore[union-attr]
    assert len(args) == len(captures), (args, captures)
    indexed = {m.group("arg") for ln in lines[head:mma] if (m := _INDEX.search(ln)) and m.group("elem") != "i64"}
    return {captures[args.index(a)] for a in indexed if a in args}


def test_a_partitions_rings_are_named(fp8_ws) -> None:
    """Trial 10a M2: the MMA partition's rings are named by the allocations the ttg.warp_specialize op passes in
    (%a, %b, both 3x128x128xf8E4M3FN); selfcheck holds."""
    comp, got = fp8_ws
    rings = _partition_rings(got.stages["ttgir"])
    assert rings == {"%a", "%b"}, rings
    f = _ws_loop(got)
    named = {c.value for c in f.claims if c.key.startswith("allocations/")}
    assert named == rings, (named, f.message)
    assert f.claim("buffers").value == 3 and "3 buffers (%a, %b)" in f.message, f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_a_finding_without_the_rings_is_refused(fp8_ws) -> None:
    """The trial's "3 buffers ()" (no allocation named) is refused by ``pipe-buffers``, and a barrier array named as
    a ring by ``pipe-alloc``."""
    import dataclasses

    comp, got = fp8_ws
    f = _ws_loop(got)
    n = sum(1 for c in f.claims if c.key.startswith("allocations/"))
    listed = ", ".join(f"{{allocations/{i}}}" for i in range(n))
    assert f"({listed})" in f.template
    old = dataclasses.replace(f, claims=tuple(c for c in f.claims if not c.key.startswith("allocations/")),
                              template=f.template.replace(f"({listed})", "()"))
    assert "3 buffers ()" in old.message
    res = consistency.check(comp, [old], dict(got.report.metrics), got.stages)
    assert [t for r, t in res.violations if r == "pipe-buffers"], res.violations[:3]
    barrier = next(ln.split(" = ")[0].strip() for ln in got.stages["ttgir"].splitlines()
                   if "= ttg.local_alloc" in ln and "xi64," in ln)
    res = consistency.check(comp, [with_claim(f, "allocations/0", barrier)], dict(got.report.metrics), got.stages)
    assert [t for r, t in res.violations if r == "pipe-alloc"], res.violations[:3]


# tcgen05 commit barriers: a ``ttng.tc_gen5_commit`` "makes the mbarrier object track the completion of all prior
# asynchronous tcgen5 operations" (TritonNvidiaGPUOps.td TTNG_TCGen5CommitOp). pipelining.mma_overlap and rule
# pipe-overlap read a loop's MMAs as serialized only through the barrier groups of the ttng.tc_gen5_mma line, so an
# MMA committed to a barrier and waited for on it was read as overlapping. Triton 3.9's pipeliner gives the MMA its
# barrier directly (t10a's fp8 GEMM on cuda:100); its commit form (the same MMA with no barrier, then a commit of that
# barrier) is built from that real output, the way Gluon kernels and the warp-specialized partitions write it.

# e.g.       ttng.tc_gen5_mma %a_98, %b_97, %acc, %true, %true, %off_k_103[%true] {is_async} : !ttg.memdesc<…
_MMA_BAR = re.compile(r"^(?P<ind>\s*)ttng\.tc_gen5_mma (?P<ops>.*?), (?P<bar>%[\w.]+)\[%true\] (?P<rest>\{is_async\}.*"
                      r"), !ttg\.memdesc<1xi64, #shared1, #smem, mutable>(?P<loc> loc\(#loc\d+\))$")
# e.g.       %off_k_103 = ttg.memdesc_index %off_k[%acc_71] : !ttg.memdesc<2x1xi64, #shared1, #smem, mutable> -> …
_BAR_INDEX = re.compile(r"^\s*(?P<name>%[\w.]+) = ttg\.memdesc_index (?P<src>%[\w.]+)\[(?P<idx>%[\w.]+)\] : "
                        r"!ttg\.memdesc<2x1xi64")


@pytest.fixture(scope="module")
def fp8_sm100(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T10A, "t10a_lmd_gemm_fp8_tma")


def _commit_form(ttgir: str, same_iteration: bool) -> tuple[str, int, int, int]:
    """The fp8 GEMM's TTGIR with its loop's ``ttng.tc_gen5_mma … %bar[%true] {is_async}`` written as the MMA without
    a barrier followed by ``ttng.tc_gen5_commit %bar`` (and, with ``same_iteration``, a new ``ttg.memdesc_index`` of
    the same barrier array at the same index and a ``ttng.wait_barrier`` on it right after the commit). Returns the
    text, the loop's line, the MMA's line and the line of the added wait (0 without one)."""
    lines = ttgir.splitlines()
    at = [n for n, ln in enumerate(lines) if _MMA_BAR.match(ln)]  # the peeled prologue's MMA and the loop's
    depth = max(len(lines[n]) - len(lines[n].lstrip()) for n in at)
    inner = [n for n in at if len(lines[n]) - len(lines[n].lstrip()) == depth]
    assert len(inner) == 1 and depth > 4, at
    n = inner[0]
    m = _MMA_BAR.match(lines[n])
    assert m is not None
    bar = m.group("bar")
    view = next(v for ln in lines if (v := _BAR_INDEX.match(ln)) and v.group("name") == bar)
    ind, loc = m.group("ind"), m.group("loc")
    new = [f"{ind}ttng.tc_gen5_mma {m.group('ops')} {m.group('rest')}{loc}",
           f"{ind}ttng.tc_gen5_commit {bar} : !ttg.memdesc<1xi64, #shared1, #smem, mutable>{loc}"]
    if same_iteration:
        new += [f"{ind}%bm_view = ttg.memdesc_index {view.group('src')}[{view.group('idx')}] : !ttg.memdesc<2x1xi64, "
                f"#shared1, #smem, mutable> -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>{loc}",
                f"{ind}ttng.wait_barrier %bm_view, %c0_i32 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>{loc}"]
    loop = max(k for k in range(n) if " = scf.for " in lines[k] and len(lines[k]) - len(lines[k].lstrip()) < len(ind))
    text = "\n".join([*lines[:n], *new, *lines[n + 1:]]) + "\n"
    return text, loop + 1, n + 1, n + 4 if same_iteration else 0


def _serial(comp, got, text: str, loop: int):  # type: ignore[no-untyped-def]
    """What the analysis (:func:`pipelining.mma_overlap` on the scoped model) and rule ``pipe-overlap`` (its raw-text
    reading) each say of the loop's MMAs in ``text``."""
    from ir_explorer.analyses import pipelining
    from ir_explorer.engines.rules import ClaimContext
    from ir_explorer.engines.rules.mma_pipelining import _mma_serial
    from ir_explorer.ir.mlir_model import parse

    ov = pipelining.mma_overlap(parse(text), loop)
    ctx = ClaimContext(comp, {**got.stages, "ttgir": text}, [], {})
    return ov, _mma_serial(ctx, loop)


@pytest.mark.parametrize("same_iteration", [False, True], ids=["next-iteration", "same-iteration"])
def test_a_commit_barrier_serializes_the_mmas(fp8_sm100, same_iteration: bool) -> None:
    """The commit form of the fp8 GEMM's loop: the barrier the commit arms is waited for before the next MMA (in the
    next iteration, through the ``iter_args`` it is yielded to; or, added, right after the commit through another
    ``ttg.memdesc_index`` of the same array at the same index), so the MMAs do not overlap; both readings say so
    and name the wait. Without the commit (the MMA with no barrier at all) neither does."""
    comp, got = fp8_sm100
    text, loop, mma, added = _commit_form(got.stages["ttgir"], same_iteration)
    ov, rule = _serial(comp, got, text, loop)
    assert ov is not None and rule is not None
    if same_iteration:
        assert (ov.none, [(w.mma, w.wait, w.next_iteration) for w in ov.waits]) == (True, [(mma, added, False)])
        assert rule == (True, [(mma, added, False)])
    else:
        before = [w.wait for w in ov.waits]
        lines = text.splitlines()
        assert ov.none and len(before) == 1 and before[0] < mma and "ttng.wait_barrier" in lines[before[0] - 1]
        assert rule == (True, [(mma, before[0], True)])
    bare = "\n".join(ln for ln in text.splitlines() if "ttng.tc_gen5_commit" not in ln) + "\n"
    ov, rule = _serial(comp, got, bare, loop)
    assert ov is not None and not ov.none and rule == (False, [])


@pytest.fixture(scope="module")
def tma_ws(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    from ir_explorer.capture import bundled
    from ir_explorer.capture.compiles import Request, compile_all
    from ir_explorer.core.model import Target
    from ir_explorer.core.store import Store

    own = Store(tmp_path_factory.mktemp("tma_ws"))
    (comp,) = compile_all([Request(bundled.get("matmul_tma_persistent"), 1, Target.parse("cuda:100"))], own)
    assert comp.ok, comp.failure
    return comp, consistency.stored_statements(comp, own)


def test_a_commit_to_another_barrier_does_not(tma_ws) -> None:
    """The bundled persistent TMA matmul's warp-specialized config (WARP_SPECIALIZE=True) on cuda:100 commits the
    MMAs of a tile, in an ``scf.if`` at the tile's last K step, to the accumulator-ready barrier, and waits there on
    another allocation (the epilogue's release): its MMAs are not serialized; the finding says no such thing, and
    ``pipe-overlap`` refuses a claim that they are."""
    comp, got = tma_ws
    lines = got.stages["ttgir"].splitlines()
    commits = [ln for ln in lines if "ttng.tc_gen5_commit " in ln]
    assert commits, "no tc_gen5_commit in this compile"
    f = next(f for f in got.report.findings if f.kind == "pipelining" and f.claim("mmas_serialized") is not None)
    assert f.claim("mmas_serialized").value is False
    assert "the MMAs do not overlap" not in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    res = consistency.check(comp, [with_claim(f, "mmas_serialized", True)], dict(got.report.metrics), got.stages)
    assert [t for r, t in res.violations if r == "pipe-overlap"], res.violations[:3]


# Trial 10d M3's kind, for a kernel of several main loops: the summary said "pipelining  3 stages" (the deepest loop)
# when only one of two dot loops was pipelined. It now says which are and which are not, as the loops' findings do.

TWO_LOOPS = ROOT / "tests/data/bm_kernels/two_dot_loops.py"
# e.g.     %acc_19:5 = scf.for %acc_31 = %c0_i32 to %K step %c64_i32 iter_args(…) -> (…)  : i32 {
_TOP_FOR = re.compile(r"^    (?:%[\w.:]+ = )?scf\.for ")


@pytest.fixture(scope="module")
def two_loops(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    from ir_explorer.capture.compiles import Request, compile_all
    from ir_explorer.core.model import Target
    from ir_explorer.core.store import Store

    spec = user_spec(f"{TWO_LOOPS}:two_dot_loops", None, 4, 3, {"BM": 128, "BN": 128, "BK": 64},
                     ("a_ptr=fp16[128,4096]", "b_ptr=fp16[4096,128]", "c_ptr=fp32[128,128]", "d_ptr=fp32[128,128]",
                      "K=4096"))
    own = Store(tmp_path_factory.mktemp("two_loops"))
    (comp,) = compile_all([Request(spec, 0, Target.parse("cuda:90"))], own)
    assert comp.ok, comp.failure
    return comp, consistency.stored_statements(comp, own)


def test_the_summary_says_which_loops_are_pipelined(two_loops) -> None:
    """The raw TTGIR has two loops at the function's level; copies into shared memory
    (``ttg.async_copy_global_to_local``) only in the first's body (``tl.range(…, num_stages=3)``), plain ``tt.load``
    in the second's (``num_stages=1``). The summary's note names the first as pipelined and the second as not."""
    from ir_explorer.analyses.pipelining import stages_note

    comp, got = two_loops
    lines = got.stages["ttgir"].splitlines()
    heads = [n for n, ln in enumerate(lines, 1) if _TOP_FOR.match(ln)]
    assert len(heads) == 2, heads
    bodies = []
    for h in heads:
        end = next(k for k in range(h + 1, len(lines) + 1) if lines[k - 1].startswith("    }"))
        bodies.append("\n".join(lines[h:end - 1]))
    assert "ttg.async_copy_global_to_local" in bodies[0] and "ttg.async_copy_global_to_local" not in bodies[1]
    assert " tt.load " in bodies[1]
    stages = got.report.metrics["pipelined_stages"]
    assert stages == 3
    assert stages_note(got.report.findings, stages) == \
        f" (1 of 2 loops pipelined: ttgir:{heads[0]}; not pipelined: ttgir:{heads[1]})"
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
