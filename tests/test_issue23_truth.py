"""Issue 23 item 5: false statements the report made on kernels outside our corpus, each pinned by a kernel
written for it (``tests/data/issue23_kernels/fresh.py``), compiled for real into the session store, and each
corrected statement held by a consistency rule that re-derives it from the IR (the rule is shown to catch the old
statement, restored by hand in the finding)."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from conftest import DATA

from ir_explorer.analyses import occupancy
from ir_explorer.analyses.findings import Claim, Finding
from ir_explorer.capture.compiles import Request, compile_all
from ir_explorer.capture.disassemble import with_sass
from ir_explorer.core.model import Compilation, Target
from ir_explorer.core.store import Store
from ir_explorer.engines.consistency import CheckResult, check
from ir_explorer.engines.report import Report, build_report

FRESH = DATA / "issue23_kernels" / "fresh.py"
#: The session store the compiles are in (set by :func:`fresh`).
STORE: list[Store] = []
#: issue 15's single-tile dot, compiled here with int8 operands (an int32 accumulator).
TALL_DOT = f"{DATA / 'truth_kernels' / 'tall_dot.py'}:tall_dot"
#: (kernel in :data:`FRESH`, or file:kernel; signature, num_warps, num_stages, target) of each compile the tests read.
CASES = {
    "trans90": ("trans_dot", "*fp16:16, *fp16:16, *fp16:16, 64, 64, 64", 4, 1, "cuda:90"),
    "trans100": ("trans_dot", "*fp16:16, *fp16:16, *fp16:16, 64, 64, 64", 4, 1, "cuda:100"),
    "i8_80": (TALL_DOT, "*i8:16, *i8:16, *i32:16, 64, 64, 64", 4, 1, "cuda:80"),
    "i8_90": (TALL_DOT, "*i8:16, *i8:16, *i32:16, 64, 64, 64", 4, 1, "cuda:90"),
    "rows": ("row_stats", "*fp32:16, *fp32:16, 1024", 4, 1, "cuda:90"),
    "loop100": ("k_loop", "*fp16:16, *fp16:16, *fp16:16, i32:16, 128, 128, 64", 8, 3, "cuda:100"),
    "loop950": ("k_loop", "*fp16:16, *fp16:16, *fp16:16, i32:16, 128, 128, 64", 8, 3, "hip:gfx950"),
    "staged90": ("staged_sum", "*fp32:16, *fp32:16, i32:16, 8, 256", 4, 3, "cuda:90"),
    "staged950": ("staged_sum", "*fp32:16, *fp32:16, i32:16, 8, 256", 4, 3, "hip:gfx950"),
    "two_dots2": ("two_dot_loop", "*fp16:16, *fp16:16, *fp16:16, *fp16:16, i32:16, 128, 64, 64", 8, 2, "cuda:100"),
    "two_dots3": ("two_dot_loop", "*fp16:16, *fp16:16, *fp16:16, *fp16:16, i32:16, 128, 64, 64", 8, 3, "cuda:100"),
    "printed950": ("printed", "*fp32:16, *fp32:16, 256", 4, 1, "hip:gfx950"),
    "tma_store": ("dot_tma_store", "*fp16:16, *fp16:16, *fp16:16, 64, 128, 64", 4, 1, "cuda:90"),
}


@pytest.fixture(scope="module")
def fresh(store: Store, user_spec) -> dict[str, tuple[Compilation, Report]]:
    """Every case of :data:`CASES` compiled in one parallel batch, with its report."""
    reqs = [Request(user_spec(k if ":" in k else f"{FRESH}:{k}", sig, w, s), 0, Target.parse(t))
            for k, sig, w, s, t in CASES.values()]
    comps = compile_all(reqs, store)
    STORE[:] = [store]
    out = {}
    for name, comp in zip(CASES, comps, strict=True):
        assert comp.ok, (name, comp.failure)
        out[name] = (comp, build_report(comp, store))
    return out


def _stages(comp: Compilation) -> dict[str, str]:
    """The compile's text stages, with the SASS the report disassembled into the store (as ``selfcheck`` reads)."""
    full = with_sass(comp, STORE[0]) if comp.target.is_nvidia else comp
    return {s: st.text() for s, st in full.stages.items() if not st.is_binary}


def _violations(comp: Compilation, rep: Report, findings: list[Finding] | None = None) -> list[tuple[str, str]]:
    """The consistency check's false statements over ``findings`` (default: the report's)."""
    res = check(comp, rep.findings if findings is None else findings, dict(rep.metrics), _stages(comp),
                result=CheckResult())
    return res.violations


def _swap(rep: Report, old: Finding, new: Finding) -> list[Finding]:
    return [new if f is old else f for f in rep.findings]


def _claimed(f: Finding, key: str, value: object) -> Finding:
    """``f`` with its typed claim ``key`` set to ``value`` (its message re-rendered): a lie told as the report
    would tell it."""
    assert f.claim(key) is not None, key
    return replace(f, claims=tuple(replace(c, value=value) if c.key == key else c for c in f.claims))


def test_transposed_operand_is_one_tile_not_buffers(fresh):
    """Regression (issue 23, "Buffers"): ``tl.dot(q, tl.trans(k))`` stores K with one ``ttg.local_alloc ->
    !ttg.memdesc<64x64xf16>`` read through ``ttg.memdesc_trans``; the report said "%s: 64 buffers of 64xf16". An
    allocation is N buffers only when a ``ttg.memdesc_index`` indexes it. The ``buffers`` rule catches the old
    statement."""
    comp, rep = fresh["trans90"]
    ttgir = comp.stage("ttgir").text()
    [k] = [f for f in rep.findings if f.kind == "shared_memory" and f.data.get("name") and "ttg.memdesc_trans "
           + str(f.data["name"]) in ttgir]
    assert k.data["buffers"] == 1 and k.data["shape"] == [64, 64]
    assert k.message.startswith(f"{k.data['name']}: 64x64xf16 in nvmma_shared") and "buffers of" not in k.message
    assert "ttg.memdesc_index" not in ttgir
    assert not _violations(comp, rep)
    old = _claimed(k, "buffers", 64)  # (a claim of 1 buffer is stated in the data, not the message)
    assert [c for c, _ in _violations(comp, rep, _swap(rep, k, old))] == ["buffers"]


def test_tcgen05_reads_a_and_b_in_their_own_layouts(fresh):
    """Regression (issue 23, "Operand layouts"): ``ttng.tc_gen5_mma %a, %b, %d, %useD, %pred, %bar[…] : A, B, D,
    barrier`` was said to read ``%a`` in ``swizzled_shared vec=1 … (no swizzle)``, the mbarrier's layout (the last
    memdesc on the line), with "bank conflicts not estimated: 1-D tile", and B was never mentioned. On sm_100 with a
    transposed B (``tl.trans``): A in nvmma 128B, B in nvmma 128B transposed, each named. The ``access-layout`` rule
    (the layout of the A or B memdesc operand the finding names) catches the barrier's layout."""
    comp, rep = fresh["trans100"]
    reads = [f for f in rep.findings if f.kind == "shared_memory" and f.data.get("op") == "ttng.tc_gen5_mma"]
    assert [(f.data["target"], f.data["swizzle"]) for f in reads] == [
        ("%q_11", {"swizzling_byte_width": 128, "transposed": False, "element_bit_width": 16}),
        ("%s", {"swizzling_byte_width": 128, "transposed": True, "element_bit_width": 16})]
    assert all("tcgen05.mma reads the tile directly" in f.message and "1-D" not in f.message for f in reads)
    assert not _violations(comp, rep)
    assert re.search(r"#shared\d* = #ttg.swizzled_shared<\{vec = 1, perPhase = 1, maxPhase = 1, order = \[0\]",
                     comp.stage("ttgir").text())
    old = _claimed(reads[0], "layout", "swizzled_shared vec=1 perPhase=1 maxPhase=1 order=[0] (no swizzle)")
    assert [c for c, _ in _violations(comp, rep, _swap(rep, reads[0], old))] == ["access-layout"]


def test_narrow_shared_accesses_name_the_access_that_makes_them(fresh):
    """Regression (issue 23, "Operand layouts"): narrow ``ld.shared``/``st.shared`` of an i8 dot's operands were
    blamed on a ``vec = 1`` layout (an mbarrier's, or none at all: "no TTGIR shared layout is unswizzled"). On sm_80
    the ``ttg.local_load`` of B into its ``dot_op`` reads 1 byte per lane (64 ``ld.shared.b8``); on sm_90 the
    ``ttg.local_alloc`` of B into a transposed nvmma tile writes 1 byte per lane (32 ``st.shared.b8``), which the
    bank model said were 16-byte accesses."""
    for case, insn, key, count, access in (
            ("i8_80", "ld.shared.b8 ", "ld.shared 8-bit", 64, r"ttg\.local_load at ttgir:\d+ reads"),
            ("i8_90", "st.shared.b8 ", "st.shared 8-bit", 32, r"ttg\.local_alloc at ttgir:\d+ writes")):
        comp, rep = fresh[case]
        [narrow] = [f for f in rep.findings if f.stage == "ptx" and "narrow" in f.data]
        assert narrow.data["narrow"] == {key: count} == {key: comp.stage("ptx").text().count(insn)}
        [cause] = narrow.data["causes"]
        assert re.fullmatch(access + r" %b_\d+ in 1-byte accesses \(model estimate\)", cause), cause
        assert not _violations(comp, rep)
    [write] = [f for f in rep.findings if f.data.get("op") == "ttg.local_alloc" and f.data.get("swizzle", {}).get(
        "transposed")]
    assert write.data["access_bytes"] == 1
    assert not _violations(comp, rep)


def test_ptxas_byte_store_of_the_tmem_allocator_is_not_blamed_on_a_layout(fresh):
    """Regression (issue 23, "Operand layouts"): the one ``STS.U8`` ptxas emits with the tensor-memory allocator
    (``tcgen05.alloc``) of an sm_100 kernel was a warning blamed on the mbarrier's ``vec = 1`` layout. Its PTX has
    no shared access under 32 bits: it is ptxas's own code, said so as info. The ``narrow-cause`` rule holds the
    PTX to it."""
    comp, rep = fresh["loop100"]
    [narrow] = [f for f in rep.findings if f.stage == "sass" and "narrow" in f.data]
    assert narrow.severity == "info" and narrow.data["ptxas_only"] is True
    assert narrow.data["narrow"] == {"STS.U8": 1}
    ptx = comp.stage("ptx").text().splitlines()
    [alloc] = [n for n, ln in enumerate(ptx, 1) if "tcgen05.alloc." in ln]
    assert f"tcgen05.alloc at ptx:{alloc}" in narrow.message and "vec = 1" not in narrow.message
    assert not _violations(comp, rep)
    stages = _stages(comp)
    stages["ptx"] += "\n\tst.shared.u8 [%r1], %rs1;\n"
    assert "narrow-cause" in [c for c, _ in check(comp, rep.findings, dict(rep.metrics), stages).violations]


def test_scratch_ops_count_ops_not_their_terminators(fresh):
    """Regression (issue 23, "Counts"): "scratch for convert_layout/reduce/scan (N such ops)" counted every line
    holding ``tt.reduce``/``tt.scan``, the ``tt.reduce.return``/``tt.scan.return`` terminators too: 6 for a kernel
    with two reductions and one scan. The ``scratch-ops`` rule catches the old count."""
    comp, rep = fresh["rows"]
    ttgir = comp.stage("ttgir").text()
    assert ttgir.count('"tt.reduce"(') == 2 and ttgir.count('"tt.scan"(') == 1
    assert ttgir.count("tt.reduce.return") == 2 and ttgir.count("tt.scan.return") == 1
    [total] = [f for f in rep.findings if "scratch_ops" in f.data]
    assert total.data["scratch_ops"] == 3 + ttgir.count("ttg.convert_layout ")
    assert f"those of the {total.data['scratch_ops']} convert_layout/reduce/scan/atomic op(s)" in total.message
    assert not _violations(comp, rep)
    old = _claimed(total, "scratch_ops", 6)
    assert [c for c, _ in _violations(comp, rep, _swap(rep, total, old))] == ["scratch-ops"]


def test_occupancy_names_every_resource_at_the_limit(fresh):
    """Regression (issue 23, "Counts"): "limited by registers" where registers and shared memory both allow 2 CTAs
    (an sm_100 tcgen05 K loop, 8 warps, 3 stages of 128x64 and 64x128 fp16 tiles). The ``occupancy-limiters`` rule
    re-derives the resources at the limit from the limits table and the resources (the claim ``limited`` and the
    data's ``limiters`` both)."""
    comp, rep = fresh["loop100"]
    [occ] = [f for f in rep.findings if f.kind == "registers" and "limiters" in f.data]
    assert occ.data["limits"]["registers"] == occ.data["limits"]["shared"] == occ.data["ctas"] == 2
    assert occ.data["limiters"] == ["registers", "shared"]
    assert "limited by registers and shared (" in occ.message
    assert not _violations(comp, rep)
    old = replace(occ, data={**occ.data, "limiters": ["registers"]})
    assert [c for c, _ in _violations(comp, rep, _swap(rep, occ, old))] == ["occupancy-limiters"]
    # 32 registers x 8 warps on sm_90: warps and registers both allow 8 CTAs (the old message named warps only)
    assert occupancy.nvidia_occupancy(90, 32, 0, 8).limiters == ("warps", "registers")  # type: ignore[union-attr]


def test_gfx950_transposing_lds_read_is_not_narrow(fresh):
    """Regression (issue 23, "Widths"): on gfx950, ``ds_read_b64_tr_b16`` (64 bits per lane of 16-bit elements)
    was flagged as a narrow 16-bit LDS access. The ``traffic-count`` rule read gfx950's ``global_load_lds_dwordx4`` (a
    global-to-LDS load the traffic finding counts) as no shared-memory instruction."""
    comp, rep = fresh["loop950"]
    amdgcn = comp.stage("amdgcn").text()
    assert amdgcn.count("ds_read_b64_tr_b16") > 0
    [traffic] = [f for f in rep.findings if f.stage == "amdgcn" and "counts" in f.data]
    assert traffic.data["counts"]["ds_read_b64_tr_b16"] == amdgcn.count("ds_read_b64_tr_b16 ")
    assert not [f for f in rep.findings if "narrow" in f.data]
    assert not _violations(comp, rep)


def test_bank_estimate_moves_the_bytes_the_ptx_moves(fresh):
    """Regression (issue 23, "Widths"): a ``cp.async … 0x10`` into an unswizzled ``vec = 1`` buffer (``maxPhase =
    1``) and the ``ld.shared.v4`` reading it back were estimated as 4-byte accesses with "about 4-way bank
    conflicts": ``vec`` bounds a thread's vector only where rows are swizzled. They move 16 bytes, conflict-free.
    The ``access-width`` rule holds each estimate to the PTX of its Python line and catches the old width."""
    comp, rep = fresh["staged90"]
    ptx = comp.stage("ptx").text()
    assert re.search(r"cp\.async\.cg\.shared\.global \[[^]]*\], \[[^]]*\], 0x10", ptx) and "ld.shared.v4.b32" in ptx
    ttgir = comp.stage("ttgir").text()
    assert re.search(r"#shared = #ttg.swizzled_shared<\{vec = 1, perPhase = 1, maxPhase = 1,", ttgir)
    bank = [f for f in rep.findings if "access_bytes" in f.data]
    assert sorted((f.data["op"], f.data["access_bytes"], f.data["ways"]) for f in bank) == [
        ("ttg.async_copy_global_to_local", 16, 1.0), ("ttg.local_load", 16, 1.0)]
    assert not [f for f in rep.findings if f.kind == "shared_memory" and f.severity == "warn"]
    assert not _violations(comp, rep)
    old = _claimed(bank[0], "access_bytes", 4)
    assert [c for c, _ in _violations(comp, rep, _swap(rep, bank[0], old))] == ["access-width"]


def test_amd_register_prefetch_is_pipelined(fresh):
    """Regression (issue 23, "Pipelining"): a loop AMD's stream pipeliner prefetches two iterations ahead into
    registers (two ``tt.load {amd.pipeliner_part = "prologue"}`` before the loop, carried in its ``iter_args``; no
    shared-memory buffer) was "not pipelined", with a warning that no load got a pipeline stage. It is 3 stages, and
    each prologue load is cited. The ``pipe-stages`` rule re-derives the count from the loop's lines."""
    comp, rep = fresh["staged950"]
    ttgir = comp.stage("ttgir").text().splitlines()
    prologue = [n for n, ln in enumerate(ttgir, 1) if 'amd.pipeliner_part = "prologue"' in ln and "tt.load" in ln]
    assert len(prologue) == 2
    [loop] = [f for f in rep.findings if f.kind == "pipelining" and "prefetch_lines" in f.data]
    assert loop.severity == "info" and loop.data["stages"] == 3
    assert loop.data["prefetch_lines"] == prologue
    assert rep.metrics["pipelined_stages"] == 3
    assert [(x.stage, x.line) for x in loop.facts] == [("ttgir", n) for n in prologue]
    assert not [f for f in rep.findings if f.kind == "pipelining" and f.severity == "warn"]
    assert not _violations(comp, rep)
    old = replace(loop, claims=tuple(replace(c, value=2) if c.key == "stages" else c for c in loop.claims))
    # the stage claim's rule re-derives the count (the model on a fresh parse, and 1 + prefetch loads per load)
    assert set(c for c, _ in _violations(comp, rep, _swap(rep, loop, old))) == {"pipe-stages"}


def test_linear_layout_of_a_smaller_tensor_counts_its_own_elements(fresh):
    """Regression (issue 23, "Counts"): ``tensor<64x1xi32, #linear>`` with a ``#ttg.linear`` written for 64x128 was
    "16 per thread, 1024 per warp" (a 128-element one "64 per thread, 2048 per warp"): the bases beyond the tensor's
    shape were kept, where Triton's ``ensureLayoutNotLargerThan`` zeroes the lane and warp ones (they broadcast) and
    removes the register ones (``broadcastRegisters = false`` in ``LinearEncodingAttr::toLinearLayout``; trial 10a
    F2: this test had 16 registers holding 2 distinct elements, where Triton's own ``to_linear_layout`` keeps the one
    register basis ``[8, 0]``). On gfx950: 2 registers per thread, 2 distinct elements, 8 per warp. The
    ``layout-tile`` rule re-derives each row's counts from the type's linear layout."""
    comp, rep = fresh["loop950"]
    ttgir = comp.stage("ttgir").text()
    assert re.search(r"^#linear = #ttg\.linear<\{register = \[\[0, 1\], \[0, 2\], \[0, 4\], \[8, 0\]\]", ttgir, re.M)
    assert "tensor<64x1xi32, #linear>" in ttgir
    [overview] = [f for f in rep.findings if f.kind == "layout" and f.data.get("check") == "overview"]
    rows = {(tuple(r["shape"]), r["layout"]): (k, r) for k, r in enumerate(overview.data["tensors"])}
    k, row = rows[((64, 1), "#linear")]
    assert (row["registers"], row["per_thread"], row["per_warp"], row["numel"]) == (2, 2, 8, 64)
    assert all(r["per_thread"] <= r["per_warp"] <= r["numel"] for _, r in rows.values())
    assert not _violations(comp, rep)
    lies = {f"tensors/{k}/per_thread": 16, f"tensors/{k}/per_warp": 1024}
    old = replace(overview, claims=tuple(replace(c, value=lies.get(c.key, c.value)) for c in overview.claims))
    assert [c for c, _ in _violations(comp, rep, _swap(rep, overview, old))] == ["layout-tile", "layout-tile"]


def test_tcgen05_loop_with_two_dots_counts_its_prefetch_per_buffer(fresh):
    """Regression (issue 23, "Pipelining"): on sm_100 the pipeliner peels two iterations of ``q @ k^T`` and one of
    ``s @ v`` into the prologue. All three peeled dots were subtracted from the copies into K's ring: with
    num_stages=2 (2 buffers, 2 copies per ring before the loop) the loop was "not pipelined", with a warning; with
    num_stages=3, "2 stages, 3 buffers". Each ring's prefetch is its copies less the peeled dots reading it. The
    ``pipe-stages`` rule re-derives the count."""
    for case, stages, num in (("two_dots2", 2, 0), ("two_dots3", 3, 2)):
        comp, rep = fresh[case]
        ttgir = comp.stage("ttgir").text()
        [loop] = [f for f in rep.findings if f.kind == "pipelining" and "async_wait_num" in f.data]
        waits = loop.data["async_wait_num"]
        assert (loop.data["stages"], loop.data["buffers"], waits) == (stages, stages, [num])
        assert len(re.findall(r"ttng\.tc_gen5_mma ", ttgir)) == 5  # 3 peeled + 2 in the loop
        assert not [f for f in rep.findings if f.kind == "pipelining" and f.severity == "warn"]
        assert not _violations(comp, rep)
        old = replace(loop, claims=tuple(replace(c, value=stages - 1) if c.key == "stages" else c
                                         for c in loop.claims))
        assert set(c for c, _ in _violations(comp, rep, _swap(rep, loop, old))) == {"pipe-stages"}


def test_accumulator_stored_with_stmatrix_is_estimated_as_stmatrix(fresh):
    """Regression (issue 23, "Widths"): a wgmma accumulator stored to shared memory for a TMA store was estimated as
    4-byte accesses of its ``#mma`` registers; its PTX writes with ``stmatrix`` (16-byte rows). Found by the
    ``access-width`` rule on the bundled matmul_tma_persistent."""
    comp, rep = fresh["tma_store"]
    assert comp.stage("ptx").text().count("stmatrix.sync.aligned") == 8
    ttgir = comp.stage("ttgir").text().splitlines()
    [write] = [f for f in rep.findings if f.data.get("op") == "ttg.local_alloc" and "access_bytes" in f.data
               and "#mma>" in ttgir[f.lines[0] - 1]]
    assert write.data["access_bytes"] == 16 and write.data["model"].startswith("stmatrix: 8 lanes")
    assert not _violations(comp, rep)
    old = _claimed(write, "access_bytes", 4)
    assert [c for c, _ in _violations(comp, rep, _swap(rep, write, old))] == ["access-width"]


def test_amd_printf_runtime_is_not_the_kernels_loads(fresh):
    """Regression (issue 23, "Truth by construction"): on gfx950 a copy with one ``tl.load`` and a
    ``tl.device_print`` was reported with "global loads 3 × 128-bit, 47 × 64-bit, 7 × 32-bit": AMD's printf
    runtime (``__ockl_printf_begin``/``_append_string_n``/``_append_args``), inlined into the kernel, was counted as
    the kernel's loads and stores. Its accesses (under ``.loc`` line 0, up to each ``%__ockl_*.exit`` label) are now
    named apart and left out; the ``machine-widths`` rule re-derives the kernel's count and catches the old one."""
    comp, rep = fresh["printed950"]
    text = comp.stage("amdgcn").text()
    [widths] = [f for f in rep.findings if f.stage == "amdgcn" and "async" in f.data]
    [runtime] = [f for f in rep.findings if f.stage == "amdgcn" and "runtime" in f.data and "async" not in f.data]
    assert widths.data["loads"] == {"32": 1} and widths.data["stores"] == {"32": 1}  # the tl.load and the tl.store
    assert text.count("\tbuffer_load_dword ") == 1 and text.count("\tbuffer_store_dword ") == 1
    assert rep.metrics["global_loads"] == {32: 1} and rep.metrics["min_load_bits"] == 32
    assert runtime.data["runtime"] == {"__ockl_printf_begin": 29, "__ockl_printf_append_string_n": 29,
                                       "__ockl_printf_append_args": 28}
    assert runtime.data["loads"] == {"128": 3, "64": 47, "32": 6} and runtime.data["stores"] == {"128": 15, "64": 15}
    assert runtime.message.startswith("AMDGCN: 86 global loads/stores in AMD's device printf runtime are not "
                                      "counted as the kernel's (__ockl_printf_begin 29, ")
    accesses = re.findall(r"^\s*(?:global|buffer)_(?:load|store)_", text, re.MULTILINE)
    assert len(accesses) == 88 == len(runtime.lines) + len(widths.lines)
    assert {(x.where(), x.text) for x in runtime.facts if x.text.startswith("%")} == {
        (f"amdgcn:{n}", f"%{fn}.exit") for n, line in enumerate(text.splitlines(), 1)
        for fn in runtime.data["runtime"] if line.endswith(f"; %{fn}.exit")}
    assert not _violations(comp, rep)
    lie = tuple(replace(c, value=7) if c.key == "loads/32" else c for c in widths.claims)
    old = replace(widths, claims=lie + (Claim("loads/128", 3, "count", "machine-widths"),
                                        Claim("loads/64", 47, "count", "machine-widths")))
    assert [c for c, _ in _violations(comp, rep, [f for f in _swap(rep, widths, old) if f is not runtime])] == [
        "machine-widths"] * 3
