"""Shared memory, layout conversions and pipelining, on real compiled output (issue 3, analyses 2, 5, 6)."""

from __future__ import annotations

import re

import pytest
from conftest import DATA, ROOT
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ir_explorer.analyses import conversions, pipelining, shared_memory
from ir_explorer.analyses.findings import AnalysisInput
from ir_explorer.analyses.shared_memory.allocations import allocations
from ir_explorer.capture import bundled
from ir_explorer.capture.compiles import Request, compile_all
from ir_explorer.capture.disassemble import disassemble
from ir_explorer.capture.select import resolve_kernel
from ir_explorer.core.model import Compilation, Target
from ir_explorer.ir import mlir_model


def _input(comp: Compilation, sass: bool = True) -> AnalysisInput:
    stages = {name: s.text() for name, s in comp.stages.items() if not s.is_binary}
    if sass and "cubin" in comp.stages and "sass" not in stages:  # the CLI derives SASS on demand, so do we
        stages["sass"] = disassemble(comp.stages["cubin"].read_bytes())
    return AnalysisInput(comp.target, stages, comp.metadata, comp.resources)


def _one(findings, pattern: str):  # type: ignore[no-untyped-def]
    hits = [f for f in findings if re.search(pattern, f.message)]
    assert len(hits) == 1, [f.message for f in findings]
    return hits[0]


#: Bundled compiles these tests need beyond the session preload, compiled together in parallel.
BATCH = [("flash_attention_fwd", "cuda:80", 0), ("flash_attention_fwd", "hip:gfx942", 0),
         ("matmul_autotuned", "cuda:90", 3)]


@pytest.fixture(scope="module")
def extra(store, user_spec):  # type: ignore[no-untyped-def]
    """Kernels the bundled set lacks: the matmul without divisibility hints or with num_stages=2, and a
    ``warp_specialize=True``
    K-loop with TMA descriptors (applied on sm_90) and with plain loads (not applied on sm_100).
    Compiled in one batch with :data:`BATCH`, which later ``compiled(...)`` calls find in the store."""
    ws_tma = user_spec(f"{DATA}/pipelining_kernels.py:matmul_ws_tma_kernel",
                         "*fp16:16, *fp16:16, *fp16:16, i32:16, i32:16, i32:16, 128, 128, 64", 4, 3, {})
    ws_plain = user_spec(f"{DATA}/pipelining_kernels.py:matmul_ws_kernel",
                           "*fp16:16, *fp16:16, *fp16:16, i32:16, i32:16, i32:16, i32:16, i32:16, i32:16, "
                           "128, 128, 64", 4, 3, {})
    nohint = user_spec(f"{ROOT}/kernels/matmul.py:matmul_kernel",
                         "*fp16, *fp16, *fp16, i32, i32, i32, i32, i32, i32, i32, i32, i32, 128, 128, 64", 8, 3, {})
    persistent = user_spec(f"{DATA}/pipelining_kernels.py:matmul_persistent_kernel",
                           "*fp16:16, *fp16:16, *fp16:16, i32:16, i32:16, i32:16, i32:16, i32:16, i32:16, i32, "
                           "128, 128, 64", 4, 3, {})
    reqs = [Request(ws_tma, 0, Target.parse("cuda:90"), False), Request(ws_plain, 0, Target.parse("cuda:100"), False),
            Request(nohint, 0, Target.parse("cuda:90"), False)]
    two_stages = resolve_kernel("matmul", None, None, 2, ())
    reqs.append(Request(two_stages, 0, Target.parse("cuda:80"), False))
    reqs.append(Request(persistent, 0, Target.parse("cuda:90"), False))
    reqs += [Request(bundled.get(k), c, Target.parse(t), False) for k, t, c in BATCH]
    return dict(zip(("ws_tma_sm90", "ws_plain_sm100", "nohint", "two_stages_sm80", "persistent_sm90"),
                    compile_all(reqs, store), strict=False))


@pytest.fixture
def compiled(compiled, extra):  # type: ignore[no-untyped-def]
    """The session's ``compiled``, after :func:`extra` has batch-compiled what this module needs."""
    return compiled


# --------------------------------------------------------------------------------------
# Shared memory
# --------------------------------------------------------------------------------------


def test_matmul_sm90_allocations_add_up_to_metadata(compiled):
    comp = compiled("matmul", "cuda:90")
    text = comp.stage("ttgir").text()
    allocs = allocations(mlir_model.parse(text))
    assert [(a.type.shape, a.buffers, a.nbytes, a.type.layout.kind) for a in allocs] == [  # type: ignore[union-attr]
        ((3, 128, 64), 3, 49152, "nvmma_shared"), ((3, 64, 128), 3, 49152, "nvmma_shared")]
    result = shared_memory.analyze(_input(comp))
    assert result.metrics["shared_bytes"] == 98304
    total = _one(result.findings, r"^allocations total")
    assert total.data["allocations_bytes"] == 98304 and total.data["difference"] == 0
    # the epilogue convert_layout's scratch reuses the pipeline buffers after their local_dealloc
    assert "1 convert_layout" in total.message


def test_matmul_sm80_buffers_and_traffic(compiled):
    result = shared_memory.analyze(_input(compiled("matmul", "cuda:80")))
    assert _one(result.findings, r"^%a_\d+:").data["buffers"] == 2
    assert _one(result.findings, r"^allocations total").data["difference"] == 0  # 65536 both
    ptx = next(f for f in result.findings if f.stage == "ptx")
    assert ptx.data["counts"]["cp.async 16B"] == 24
    assert ptx.data["counts"]["ldmatrix.sync.aligned.m8n8.x4.shared.b16"] == 20
    assert ptx.data["counts"]["ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"] == 10
    sass = next(f for f in result.findings if f.stage == "sass")
    assert sass.data["counts"]["LDSM.16.M88.4"] == 20 and sass.data["counts"]["LDSM.16.MT88.4"] == 10
    # Triton's swizzle (vec=8, perPhase=1, maxPhase=8) makes both cp.async stores and ldmatrix loads conflict-free
    banks = [f for f in result.findings if "wavefronts" in f.data]
    assert {f.data["op"] for f in banks} == {"ttg.async_copy_global_to_local", "ttg.local_load"}
    assert all(f.data["ways"] == 1 and f.severity == "info" for f in banks)


def test_flash_attention_allocations_exceed_metadata_by_reuse(compiled):
    result = shared_memory.analyze(_input(compiled("flash_attention_fwd", "cuda:80")))
    total = _one(result.findings, r"^allocations total")
    # q + two (causal) loops with their own k/v double buffers; the two loops never live together
    assert (total.data["allocations_bytes"], total.data["metadata_shared"]) == (163840, 98304)
    assert "lifetimes do not overlap" in total.message


def test_bank_conflicts_fire_on_an_unswizzled_layout(compiled):
    """The real sm_80 matmul TTGIR with its ``#shared`` alias made unswizzled (maxPhase=1): ldmatrix
    then reads eight 128-byte rows of one bank group, an 8-way conflict (Triton never emits this for
    the matmul; it picks vec=8/maxPhase=8 precisely to avoid it)."""
    inp = _input(compiled("matmul", "cuda:80"))
    ttgir = re.sub(r"#shared = #ttg.swizzled_shared<\{vec = 8, perPhase = 1, maxPhase = 8",
                   "#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 1", inp.stages["ttgir"])
    assert ttgir != inp.stages["ttgir"]
    result = shared_memory.analyze(AnalysisInput(inp.target, {**inp.stages, "ttgir": ttgir}, inp.metadata))
    warns = [f for f in result.findings if f.severity == "warn"]
    assert warns, [f.message for f in result.findings]
    assert all(f.data["op"] == "ttg.local_load" and f.data["ways"] == 8 for f in warns), [f.message for f in warns]


def test_narrow_lds_accesses_warn_on_amd_flash_attention(compiled):
    flash = shared_memory.analyze(_input(compiled("flash_attention_fwd", "hip:gfx942")))
    warn = _one([f for f in flash.findings if f.severity == "warn"], r"narrow shared-memory accesses in amdgcn")
    assert warn.data["narrow"] == {"ds_read_u16": 160, "ds_write_b16": 160}
    matmul = shared_memory.analyze(_input(compiled("matmul", "hip:gfx942")))
    assert not [f for f in matmul.findings if f.severity == "warn"]
    assert _one(matmul.findings, r"^allocations total").data["difference"] == 0  # 65536


# --------------------------------------------------------------------------------------
# Layout conversions
# --------------------------------------------------------------------------------------


def test_matmul_epilogue_convert_layout(compiled):
    result = conversions.analyze(_input(compiled("matmul", "cuda:90")))
    assert result.metrics == {"convert_layouts": 1}
    (f,) = result.findings
    assert f.severity == "info" and f.data["scratch"] is True and f.data["in_loop"] is False
    assert f.data["src"].startswith("nvidia_mma v3") and f.data["dst"].startswith("blocked")


def test_flash_attention_conversions(compiled):
    sm80 = conversions.analyze(_input(compiled("flash_attention_fwd", "cuda:80")))
    assert sm80.metrics == {"convert_layouts": 3}
    # P = softmax(QK^T) goes from the accumulator to the A operand of P @ V in registers; the output
    # goes through shared memory once, after the loops
    assert [f.data["scratch"] for f in sm80.findings] == [False, False, True]
    assert not [f for f in sm80.findings if f.severity == "warn"]
    amd = conversions.analyze(_input(compiled("flash_attention_fwd", "hip:gfx942")))
    assert amd.metrics == {"convert_layouts": 7}
    warns = [f for f in amd.findings if f.severity == "warn"]
    assert len(warns) == 2 and all(f.data["in_loop"] and f.data["scratch"] for f in warns)


def test_scratch_decisions_agree_with_tritons_allocator(compiled, store):
    """Triton's own decision: the IR after its allocate-shared-memory pass gives each convert_layout
    that needs scratch an ``allocation.size``. The estimate on the final TTGIR must agree."""
    comp = compiled("matmul", "cuda:90", 0, True)
    passes, _ = store.load_passes(comp.key)
    idx = next(i for i, p in enumerate(passes) if re.match(r"allocate-(\w+-)?shared-memory", p.arg))
    allocated = passes[idx + 1].source.read_bytes().decode()
    exact = conversions.conversions(allocated, 32)
    estimate = conversions.conversions(comp.stage("ttgir").text(), 32)
    assert exact and all(c.exact for c in exact)
    assert [c.scratch for c in exact] == [c.scratch for c in estimate]
    assert {c.scratch_bytes for c in exact if c.scratch} == {32768}


# --------------------------------------------------------------------------------------
# Pipelining
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize(("target", "stages", "buffers"), [("cuda:90", 3, 3), ("cuda:80", 3, 2), ("hip:gfx942", 3, 2)])
def test_matmul_k_loop_is_pipelined(compiled, target, stages, buffers):
    result = pipelining.analyze(_input(compiled("matmul", target)))
    assert result.metrics == {"pipelined_stages": stages}
    (f,) = result.findings
    assert f.severity == "info" and (f.data["stages"], f.data["buffers"]) == (stages, buffers)
    if target == "cuda:90":
        assert f.data["async_wait_num"] == [2] and f.data["wgmma_pendings"] == [1]


def test_stage_count_follows_num_stages(compiled):
    # matmul_autotuned config 3 asks for num_stages=5
    result = pipelining.analyze(_input(compiled("matmul_autotuned", "cuda:90", 3)))
    assert result.metrics == {"pipelined_stages": 5}


def test_num_stages_asked_but_not_pipelined(extra):
    """Without divisibility hints the fp16 loads are 2 bytes wide, too narrow for cp.async: the loop
    stays synchronous although num_stages=3."""
    result = pipelining.analyze(_input(extra["nohint"]))
    assert result.metrics == {"pipelined_stages": 0}
    (f,) = result.findings
    assert f.severity == "warn" and "num_stages=3 was asked for but this dot loop is not pipelined" in f.message
    # issue 15: the cause is this loop's, from AxisInfo, with the two loads' lines as its facts
    (cause,) = f.data["causes"]
    assert cause.startswith("its loads are narrower than the 32 bits per thread") and cause in f.message
    assert cause.count("moves 16 bits per thread") == 2 and [x.text for x in f.facts][:2] == ["tt.load", "tt.load"]


def test_num_stages_2_copies_into_one_buffer(extra):
    """Newcomer trial: num_stages=2 on sm_80 was called 'not pipelined (no multi-buffered shared memory; loads that
    cannot become async copies…)'. Its loads are cp.async copies issued one iteration ahead, into one buffer
    (Triton allocates as many buffers as stages between a load and its use), waited for at once."""
    result = pipelining.analyze(_input(extra["two_stages_sm80"], sass=False))
    assert result.metrics == {"pipelined_stages": 2}
    info = _one(result.findings, r"^dot loop pipelined: 2 stages, 1 buffer \(%a_\d+, %b_\d+\)")
    assert info.severity == "info" and info.data["async_wait_num"] == [0, 0, 0]
    warn = _one(result.findings, r"^dot loop copies into a single buffer")
    assert warn.severity == "warn" and "not pipelined" not in warn.message
    assert "async_wait num=0 waits for it before the next MMA" in warn.message
    assert warn.message.endswith("num_stages=3 gives 2 buffers")
    # issue 15: the single buffer is a fact: each allocation's line, a memdesc of one buffer
    ttgir = extra["two_stages_sm80"].stage("ttgir").text().splitlines()
    assert len(warn.facts) == 2 and all(f.claim in warn.message for f in warn.facts)
    assert all(f.text in ttgir[f.line - 1] and "ttg.local_alloc" in f.text and "memdesc<1x" in f.text
               for f in warn.facts)


def test_k_loop_nested_in_a_persistent_tile_loop_is_pipelined(extra):
    """The K loop's prologue lies in the tile loop's body, not outside every loop: it was reported 'not
    pipelined' although its TTGIR has the cp.async copies into 3-buffer rings (found by the attention sweep)."""
    result = pipelining.analyze(_input(extra["persistent_sm90"]))
    assert not [f for f in result.findings if f.severity == "warn"]
    info = _one(result.findings, r"^dot loop pipelined: 3 stages, 3 buffers \(%\w+, %\w+\)")
    assert info.data["async_ops"]["ttg.async_copy_global_to_local"] == 2
    assert result.metrics == {"pipelined_stages": 3}


def test_each_loop_gets_its_own_buffers(compiled):
    """The attention's two key loops on gfx942 both name region arguments %k_250 …: the first loop was given
    the second one's buffers too ('%k_156, %k_69, %v_157, %v_70')."""
    comp = compiled("flash_attention_fwd", "hip:gfx942", 0)
    loops = [f for f in pipelining.analyze(_input(comp)).findings if f.message.startswith("dot loop pipelined")]
    allocs = [f.data["allocations"] for f in loops]
    assert len(allocs) == 2 and all(len(a) == 2 for a in allocs) and not set(allocs[0]) & set(allocs[1]), allocs
    assert all(f.data["buffers"] == 2 for f in loops)


def test_warp_specialize_applied_and_not(extra):
    applied = pipelining.analyze(_input(extra["ws_tma_sm90"]))
    assert not [f for f in applied.findings if f.severity == "warn"]
    assert _one(applied.findings, r"warp_specialize was asked for and applied").stage == "ttir"
    loops = [f for f in applied.findings if f.stage == "ttgir"]
    assert loops and all(f.message.startswith("warp-specialized") and f.data["stages"] == 3 for f in loops)
    missing = pipelining.analyze(_input(extra["ws_plain_sm100"]))
    assert _one([f for f in missing.findings if f.severity == "warn"], r"warp_specialize=True was asked for")
    # still software-pipelined: 3 copies in the prologue, one tcgen05 iteration peeled into it
    assert missing.metrics == {"pipelined_stages": 3}


# --------------------------------------------------------------------------------------
# Robustness
# --------------------------------------------------------------------------------------


_INPUTS: dict[tuple[str, str], AnalysisInput] = {}


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_analyses_never_raise_on_cut_or_mutated_ir(compiled, data):
    which = data.draw(st.sampled_from([("matmul", "cuda:90"), ("matmul", "cuda:80"),
                                       ("flash_attention_fwd", "cuda:80")]))
    if which not in _INPUTS:
        _INPUTS[which] = _input(compiled(*which), sass=False)
    inp = _INPUTS[which]
    stages = dict(inp.stages)
    for name in ("ttgir", "ptx", "ttir"):
        text = stages[name]
        start = data.draw(st.integers(0, len(text)))
        end = data.draw(st.integers(start, min(len(text), start + 4000)))
        junk = data.draw(st.text(alphabet="<>{}[](),=#%x0123456789 \n", max_size=12))
        stages[name] = text[:start] + junk + text[end:]
    cut = AnalysisInput(inp.target, stages, inp.metadata)
    for analysis in (shared_memory, conversions, pipelining):
        result = analysis.analyze(cut)
        assert isinstance(result.findings, list)


def test_mma_to_mma_row_vector_stays_in_registers():
    """Cut from Triton 3.6's flash-attention TTGIR on cuda:90: the row max ``m_ij`` (128x1) moves from the
    QK^T accumulator layout to the PV one; only instrShape N differs, so rows stay with their threads.
    Triton 3.6's allocator gives it no scratch (no ``allocation.offset``); Triton 3.9 no longer emits it."""
    text = "\n".join([
        "#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 64, 16]}>",
        "#mma1 = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], "
        "instrShape = [16, 128, 16]}>",
        "#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], "
        "order = [1, 0]}>",
        "    %acc_115 = ttg.convert_layout %acc_114 : tensor<128x1xf32, #mma> -> tensor<128x1xf32, #mma1> loc(#loc1)",
        "    %5 = ttg.convert_layout %4 {allocation.offset = 0 : i32} : tensor<128x128xf16, #mma1> -> "
        "tensor<128x128xf16, #blocked> loc(#loc2)",
    ])
    (row,) = conversions.conversions(text.rsplit("\n", 1)[0], 32)
    assert (row.scratch, row.exact) == (False, False)
    assert "registers only" in row.reason
    # the same module after Triton 3.6's allocator: the epilogue conversion carries an offset, no size
    _, epilogue = conversions.conversions(text, 32)
    assert (epilogue.scratch, epilogue.exact, epilogue.scratch_bytes) == (True, True, None)
