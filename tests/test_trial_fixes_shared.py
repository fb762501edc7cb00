"""Regression tests for the shared-memory and convert_layout statements the trial on public kernels found false
(issue 23 item 6, docs/trial_public_kernels.md: F4, M4, S1, F6, M1, M10, M2). Each compiles the trial's kernel with
the trial's own command line (tests/data/trial_kernels/commands.sh) and reads the real report and IR."""

from __future__ import annotations

import dataclasses
import re

import pytest
from test_trial_fixes_addresses import trial_request
from trial_commands import claim_context as _ctx
from trial_commands import with_claim as _with

from ir_explorer.analyses.findings import Finding
from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.model import Compilation
from ir_explorer.core.store import Store
from ir_explorer.engines.consistency import Statements, check, stored_statements
from ir_explorer.engines.rules import ClaimContext, check_claims

#: The trial's kernels these tests read (names in commands.sh).
KERNELS = ("fla_chunk_attn_o", "inductor_per_layernorm", "fla_fused_recurrent", "liger_rms_norm",
           "vllm_per_token_group_quant_fp8", "liger_cross_entropy")


@pytest.fixture(scope="module")
def compiles(store: Store, user_spec) -> dict[str, Compilation]:
    """Each kernel of :data:`KERNELS`, compiled in one parallel batch."""
    comps = compile_all([trial_request(k, user_spec) for k in KERNELS], store)
    for name, comp in zip(KERNELS, comps, strict=True):
        assert comp.ok, (name, comp.failure)
    return dict(zip(KERNELS, comps, strict=True))


@pytest.fixture(scope="module")
def statements(store: Store, compiles: dict[str, Compilation]) -> dict[str, Statements]:
    """The report and the stage texts of each kernel of :data:`KERNELS`."""
    return {name: stored_statements(comp, store) for name, comp in compiles.items()}


def test_a_tensor_memory_operand_is_no_shared_memory_access(statements) -> None:
    """F4: fla_chunk_attn_o on cuda:100, ttgir:202's ``ttng.tc_gen5_mma`` reads its A operand from tensor memory
    (``!ttg.memdesc<64x64xbf16, #tmem, #ttng.tensor_memory>``): the shared_memory analysis described it as an nvmma
    tile ("the nvmma swizzle is the layout it expects"). Only the B operand (in ``#smem``) is a shared access."""
    got = statements["fla_chunk_attn_o"]
    lines = got.stages["ttgir"].splitlines()
    # the IR: a tcgen05 dot whose first operand type (A) is a memdesc in tensor memory (the trial's ttgir:202)
    tmem_a = [n for n, ln in enumerate(lines, 1) if "ttng.tc_gen5_mma" in ln
              and re.search(r" : !ttg\.memdesc<[^>]*#ttng\.tensor_memory>", ln)]
    assert tmem_a, "no tc_gen5_mma with a tensor-memory A operand"
    shared = [f for f in got.report.findings if f.kind == "shared_memory"]
    assert not [f.message for f in shared if "tensor_memory" in f.message]
    for n in tmem_a:
        at = [f for f in shared if n in f.lines and "tcgen05.mma reads" in f.message]
        # the B operand, in shared memory, is still described (with its nvmma swizzle)
        assert len(at) == 1 and "nvmma_shared" in at[0].message, [f.message for f in at]


def test_never_executed_sass_lds_is_not_traffic(statements, compiles) -> None:
    """M4: ``shared-memory traffic in sass: … LDS ×24`` counted 21 ``@!PT LDS RZ, [RZ]`` (ptxas padding guarded by
    "not true", never run). The count is now the LDS lines that can run, and the ``traffic-count`` rule recounts
    them the same way: the old count (with the padding) is false."""
    got = statements["fla_chunk_attn_o"]
    sass = got.stages["sass"].splitlines()
    plain = re.compile(r"^\s*(?:/\*[0-9a-f]+\*/)?\s*(@!?U?P\w+\s+)?LDS\s")
    padding = [ln for ln in sass if (m := plain.match(ln)) and m.group(1) and m.group(1).strip() == "@!PT"]
    real = [ln for ln in sass if (m := plain.match(ln)) and not (m.group(1) and m.group(1).strip() == "@!PT")]
    assert len(padding) == 21 and len(real) == 3, (len(padding), len(real))
    traffic = [f for f in got.report.findings if f.stage == "sass" and "shared-memory traffic in sass" in f.message]
    assert len(traffic) == 1
    f = traffic[0]
    assert "LDS ×3," in f.message and "LDS ×24" not in f.message, f.message
    claim = next(c for c in f.claims if c.key == "counts/LDS")
    assert claim.value == 3
    ctx = ClaimContext(compiles["fla_chunk_attn_o"], got.stages, got.report.findings, dict(got.report.metrics))
    assert all(ok for rule, ok, _ in check_claims(f, ctx) if rule == "traffic-count")
    wrong = dataclasses.replace(f, claims=tuple(dataclasses.replace(c, value=24) if c is claim else c
                                                for c in f.claims))
    assert not all(ok for rule, ok, _ in check_claims(wrong, ctx) if rule == "traffic-count")


def _rule_verdicts(f: Finding, ctx: ClaimContext, rule: str) -> list[bool]:
    """The verdicts of the claims of ``f`` that ``rule`` holds."""
    return [ok for r, ok, _ in check_claims(f, ctx) if r == rule]




def test_a_pointer_tensor_convert_is_sized_at_8_bytes_an_element(statements, compiles) -> None:
    """S1: inductor_per_layernorm on cuda:80, ``ttg.convert_layout`` of ``tensor<8x1x!tt.ptr<f32>>`` (the trial's
    ttgir:107 and 113): the analysis's tile of 64 bytes is right (a global pointer is 64 bits), and selfcheck's
    staging check flagged it because it could not size a pointer element. The tile is now claim ``tile_bytes``
    held by rule ``cvt-bytes``: 64 holds, 32 is caught; and the whole kernel's selfcheck has no false statement."""
    got = statements["inductor_per_layernorm"]
    comp = compiles["inductor_per_layernorm"]
    lines = got.stages["ttgir"].splitlines()
    ptr = [f for f in got.report.findings if f.kind == "convert_layout" and f.stage == "ttgir"
           and "tensor<8x1x!tt.ptr<f32>" in lines[f.lines[0] - 1]]
    assert len(ptr) == 2, [f.message[:80] for f in got.report.findings if f.kind == "convert_layout"]
    ctx = _ctx(got, comp)
    for f in ptr:
        tile = f.claim("tile_bytes")
        assert tile is not None and tile.value == 8 * 1 * 8
        assert _rule_verdicts(f, ctx, "cvt-bytes") == [True]
        assert _rule_verdicts(_with(f, "tile_bytes", 32), ctx, "cvt-bytes") == [False]
    assert not check(comp, got.report.findings, dict(got.report.metrics), got.stages).violations


def test_a_convert_whose_amdgcn_uses_lds_is_not_called_register_only(statements, compiles) -> None:
    """F6: fla_fused_recurrent on gfx942, the loop's ``ttg.convert_layout`` of ``64xf16`` (Python line 28, the
    ``tl.store`` of ``b_o``) was said to go "without shared memory" (warp shuffles) while the AMDGCN of line 28 holds
    ``ds_write_b64`` and ``ds_read_u16``. It now says through shared memory, a ``warn`` (it runs every iteration),
    and rule ``cvt-decision`` (which reads the AMDGCN of that line itself) catches the old statement."""
    got = statements["fla_fused_recurrent"]
    comp = compiles["fla_fused_recurrent"]
    cvts = [f for f in got.report.findings if f.kind == "convert_layout"]
    assert len(cvts) == 1
    f = cvts[0]
    assert "ttg.convert_layout %" in got.stages["ttgir"].splitlines()[f.lines[0] - 1]
    assert f.python_line == 28
    # the AMDGCN of that line, by its own .loc lines: the two LDS accesses
    loc, lds = None, []
    for ln in got.stages["amdgcn"].splitlines():
        m = re.match(r"\s*\.loc\s+\d+\s+(\d+)\s", ln)
        if m:
            loc = int(m.group(1))
        elif loc == 28 and re.match(r"\s*ds_(read|write)", ln):
            lds.append(ln.split()[0])
    assert sorted(lds) == ["ds_read_u16", "ds_write_b64"], lds
    scratch = f.claim("scratch")
    assert scratch is not None and scratch.value is True and f.severity == "warn"
    assert "through shared memory" in f.message and "without shared memory" not in f.message
    # since trial 15e the layout model decides this itself (mixed register-lane transpositions: Triton 3.9's
    # cvtNeedsWarpShuffle wants fewer than 2), before the AMDGCN of the line is consulted
    assert "register bits trade places with lane bits" in str(f.claim("reason").value)
    ctx = _ctx(got, comp)
    assert all(_rule_verdicts(f, ctx, "cvt-decision"))
    assert _rule_verdicts(_with(f, "scratch", False), ctx, "cvt-decision").count(False) == 1
    assert False in _rule_verdicts(_with(f, "reason", "elements stay in their warp: warp shuffles (or shared memory "
                                         "if Triton finds no shuffle sequence)"), ctx, "cvt-decision")


def test_narrow_reduce_scratch_is_named_and_not_a_warning(statements, compiles) -> None:
    """M1: liger_rms_norm on cuda:80 has no convert_layout; the two 16-bit shared accesses (PTX ``st.shared.b16``,
    ``ld.shared.b16``) are the cross-warp step of the f16 ``tt.reduce``. The finding was a ``warn`` suggesting a
    convert_layout's scratch; it is now ``info`` naming the reduce and its f16 values, re-derived by
    ``narrow-scratch`` (which catches a wrong line or width)."""
    got = statements["liger_rms_norm"]
    ttgir = got.stages["ttgir"].splitlines()
    assert not [ln for ln in ttgir if "ttg.convert_layout" in ln]
    reduce_at = [n for n, ln in enumerate(ttgir, 1) if '"tt.reduce"' in ln]
    assert len(reduce_at) == 1 and "f16" in ttgir[reduce_at[0]]  # its combine region's arguments are f16
    ptx = got.stages["ptx"]
    assert len(re.findall(r"\b(?:ld|st)\.shared\.b16\b", ptx)) == 2
    narrow = [f for f in got.report.findings if f.message.startswith("narrow shared-memory accesses in ")]
    assert {f.stage for f in narrow} == {"ptx", "sass"}
    ctx = ClaimContext(compiles["liger_rms_norm"], got.stages, got.report.findings, dict(got.report.metrics))
    for f in narrow:
        assert f.severity == "info", f.message
        assert "convert_layout" not in f.message
        assert f"tt.reduce at ttgir:{reduce_at[0]} moves f16 values (16 bits)" in f.message, f.message
        assert all(ok for rule, ok, _ in check_claims(f, ctx) if rule == "narrow-scratch")
        for key, value in (("cause0/element_bits", 32), ("cause0/line", reduce_at[0] + 1)):
            wrong = dataclasses.replace(f, claims=tuple(dataclasses.replace(c, value=value) if c.key == key else c
                                                        for c in f.claims))
            assert not all(ok for rule, ok, _ in check_claims(wrong, ctx) if rule == "narrow-scratch"), key


def test_a_reduce_without_scratch_is_not_said_to_fit(statements, compiles) -> None:
    """M10: vllm_per_token_group_quant_fp8 on cuda:90 runs one warp: its ``tl.max`` reduces with shuffles only
    (metadata ``shared`` = 0, no ``.shared`` access in the PTX). The total said "the scratch of 1 … op(s) fits in
    space the allocations free"; it now says none takes scratch."""
    got = statements["vllm_per_token_group_quant_fp8"]
    assert compiles["vllm_per_token_group_quant_fp8"].metadata["shared"] == 0
    assert ".shared" not in got.stages["ptx"]
    assert len([ln for ln in got.stages["ttgir"].splitlines() if '"tt.reduce"' in ln]) == 1
    total = [f for f in got.report.findings if f.message.startswith("allocations total ")]
    assert len(total) == 1
    f = total[0]
    assert "metadata shared = 0" in f.message and "fits in space" not in f.message, f.message
    assert "none of the 1 convert_layout/reduce/scan/atomic op(s) takes shared-memory scratch" in f.message


def test_traffic_names_every_python_line_it_comes_from(statements, compiles) -> None:
    """M2: liger_cross_entropy on cuda:90, ``shared-memory traffic in ptx: st.shared 32-bit ×3, ld.shared 32-bit ×3
    [liger_cross_entropy.py:28]``: the six accesses come from three reductions, on lines 28 (``tl.max``), 30 and 32
    (``tl.sum``), by the PTX's ``.loc``. The finding now lists them, each a claim ``traffic-python-lines``
    re-derives (a wrong line is caught)."""
    got = statements["liger_cross_entropy"]
    ptx = got.stages["ptx"].splitlines()
    # the PTX's own .loc of each shared access: each sits in standard.py (file 2), inlined at a kernel line (file 1)
    loc, from_lines = None, set()
    for ln in ptx:
        m = re.match(r"\s*\.loc\s", ln)
        if m:
            at = re.search(r"inlined_at 1 (\d+)\b", ln)
            loc = int(at.group(1)) if at else None
        elif re.search(r"\b(?:ld|st)\.shared\b", ln):
            from_lines.add(loc)
    assert from_lines == {28, 30, 32}, from_lines
    traffic = [f for f in got.report.findings if f.stage == "ptx" and f.message.startswith("shared-memory traffic")]
    assert len(traffic) == 1
    f = traffic[0]
    said = [c.value for c in f.claims if c.rule == "traffic-python-lines"]
    assert said == [28, 30, 32], f.message
    assert "(from Python lines 28, 30, 32)" in f.message
    ctx = ClaimContext(compiles["liger_cross_entropy"], got.stages, got.report.findings, dict(got.report.metrics))
    assert all(ok for rule, ok, _ in check_claims(f, ctx) if rule == "traffic-python-lines")
    wrong = dataclasses.replace(f, claims=tuple(dataclasses.replace(c, value=29) if c.key == "python_lines/1" else c
                                                for c in f.claims))
    assert not all(ok for rule, ok, _ in check_claims(wrong, ctx) if rule == "traffic-python-lines")
