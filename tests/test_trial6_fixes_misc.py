"""Regression tests for the sixth trial's misleading M3, M4, M5 and M6 (docs/trial6.md).

M5 (liger mta mask, hip:gfx942): the report warned "0 VGPR and 7 SGPR spills, 0 bytes scratch per work-item" and
the summary said "spills 7 registers", but the AMDGCN spills those SGPRs into lanes of a VGPR (``; implicit-def:
$vgpr65 : SGPR spill to VGPR lane``, ``v_writelane_b32``/``v_readlane_b32``, ``.private_segment_fixed_size: 0``): no
memory traffic. Now an ``info`` says so and the summary says "no spills to memory".

M3, M4 (mamba chunk_scan, vllm unified attention, cuda:90): the wgmma shared-bandwidth warning advised "a larger
BLOCK_N" for a dot outside any loop (mamba's ``C @ prev_states``, run once per program) and for a dot whose N is the
KV page size in a kernel with no BLOCK_N (vllm). Now a dot outside any loop gets no such warning, and the advice is
given only naming the one constexpr whose value is the dot's N (rule ``mma-knob``).

M6 (vllm unified attention, cuda:90): the SSA-suffix normalization of ``diff`` renamed the kernel's own arguments
``%query_stride_0``/``%query_stride_1`` to ``%query_stride``/``%query_stride_0`` (so ``%query_stride_0`` in the diff
was the real ``query_stride_1``). Now a function's named arguments keep their names."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import compiled_trial

from ir_explorer.analyses.findings import Claim, Finding, Ref
from ir_explorer.analyses.normalize import normalize
from ir_explorer.engines import consistency

Z6 = ROOT / "tests/data/trial2_kernels/z6_commands.sh"


def _compile(tmp_path_factory: pytest.TempPathFactory, user_spec, name: str):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, Z6, name)


@pytest.fixture(scope="module")
def liger(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return _compile(tmp_path_factory, user_spec, "z6_liger_mta_mask")


@pytest.fixture(scope="module")
def vllm(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return _compile(tmp_path_factory, user_spec, "z6_vllm_unified_attn")


def test_sgpr_spills_into_vgpr_lanes_are_no_memory_spills(liger) -> None:
    """The AMDGCN of the mask kernel: 7 ``v_writelane_b32`` into one VGPR, the "SGPR spill to VGPR lane" note, no
    scratch (``.private_segment_fixed_size: 0``), LLVM's ``sgpr_spill_count`` 7 and ``vgpr_spill_count`` 0. The
    spill finding is an ``info`` citing the note and the first ``v_writelane_b32``; no ``warn`` of kind spill; the
    summary says no spills to memory; selfcheck holds."""
    comp, got = liger
    amdgcn = got.stages["amdgcn"].splitlines()
    writes = [n for n, ln in enumerate(amdgcn, 1) if re.match(r"\s*v_writelane_b32\s+v\d+, s\d+, \d+", ln)]
    note = [n for n, ln in enumerate(amdgcn, 1) if "SGPR spill to VGPR lane" in ln]
    assert len(writes) == 7 and len({amdgcn[n - 1].split()[1] for n in writes}) == 1
    assert any(ln.strip() == ".private_segment_fixed_size: 0" for ln in amdgcn)
    res = comp.resources
    assert res is not None and (res.sgpr_spills, res.vgpr_spills, res.scratch_bytes) == (7, 0, 0)
    spills = [f for f in got.report.findings if f.kind == "spill"]
    assert [f.severity for f in spills] == ["info"]
    (f,) = spills
    assert f.lines == (note[0],)
    assert f.message.startswith("7 SGPR spills, all into VGPR lanes (LLVM: 0 VGPR spills, 0 bytes scratch per "
                                f"work-item; amdgcn:{note[0]} 'SGPR spill to VGPR lane', amdgcn:{writes[0]} "
                                "v_writelane_b32")
    assert f.message.endswith("no spill to memory")
    summary = dict(got.report.summary)["registers"]
    assert summary.endswith("no spills to memory (7 SGPRs spilled into VGPR lanes)"), summary
    checked = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not checked.violations, checked.violations[:3]


def test_the_diff_keeps_the_kernels_own_argument_names(vllm) -> None:
    """The TTGIR signature has ``%query_stride_0``, ``%query_stride_1``, ``%stride_k_cache_0/1/2`` (the kernel's
    parameters); the normalized text (what ``diff`` shows) has the same five names in the same places, and every
    use of ``%query_stride_1`` in the raw text is ``%query_stride_1`` in the normalized one."""
    _, got = vllm
    ttgir = got.stages["ttgir"]
    names = ("%query_stride_0", "%query_stride_1", "%stride_k_cache_0", "%stride_k_cache_1", "%stride_k_cache_2")

    def signature(text: str) -> list[str]:
        (sig,) = [ln for ln in text.splitlines() if "tt.func public @unified_attention_2d(" in ln]
        return re.findall(r"(%\w+):", sig)

    raw = signature(ttgir)
    assert all(n in raw for n in names)
    out = normalize(ttgir, "ttgir")
    assert signature(out) == raw
    uses = sum(len(re.findall(r"%query_stride_1\b", ln)) for ln in ttgir.splitlines() if not ln.startswith("#"))
    assert uses >= 2  # the signature and at least one use
    assert len(re.findall(r"%query_stride_1\b", out)) == uses
    assert "%query_stride," not in out and "%query_stride " not in out


# ----------------------------------------------------------------------------- M3, M4: the wgmma advice


@pytest.fixture(scope="module")
def mamba(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return _compile(tmp_path_factory, user_spec, "z6_mamba_chunk_scan")


def _dots(ttgir: str) -> list[int]:
    return [n for n, ln in enumerate(ttgir.splitlines(), 1) if " = ttng.warp_group_dot " in ln]


def test_a_dot_outside_any_loop_gets_no_wgmma_warning(mamba) -> None:
    """M3: mamba's ``C @ prev_states`` (the first ``ttng.warp_group_dot``, m64n64k16 with A and B in shared memory)
    is before the ``scf.for`` of the K loop: it runs once per program, and is no longer warned about (nor named a
    larger BLOCK_N); the loop's dots take A from registers. selfcheck holds."""
    comp, got = mamba
    ttgir = got.stages["ttgir"]
    lines = ttgir.splitlines()
    dots = _dots(ttgir)
    loop = next(n for n, ln in enumerate(lines, 1) if " = scf.for " in ln)
    assert dots[0] < loop < dots[1]
    assert "!ttg.memdesc" in lines[dots[0] - 1].rsplit(" : ", 1)[1].split(" * ")[0]
    assert all("#ttg.dot_op<{opIdx = 0" in lines[d - 1].rsplit(" : ", 1)[1].split(" * ")[0] for d in dots[1:])
    assert not [f for f in got.report.findings if f.kind == "mma" and f.severity == "warn"]
    assert not any("larger" in f.message for f in got.report.findings if f.kind == "mma")
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    # trial 6's advice on that dot: BLOCK_SIZE_N is the one constexpr of 64 (the dot's N), but the dot is in no loop
    at = (Ref("ttgir", dots[0], "ttng.warp_group_dot"),)
    old = Finding(kind="mma", severity="warn", stage="ttgir", lines=(dots[0],),
                  template="wgmma m64n64k16 …; a larger {knob} reads fewer bytes per FLOP",
                  claims=(Claim("knob", "BLOCK_SIZE_N", "text", "mma-knob", at),))
    res = consistency.check(comp, [old], dict(got.report.metrics), got.stages)
    assert [r for r, _ in res.violations] == ["mma-knob"], res.violations
    assert f"ttgir:{dots[0]} is in no loop: it runs once per program" in res.violations[0][1]


def test_the_advice_names_no_knob_the_kernel_does_not_have(vllm) -> None:
    """M4: vllm's QK^T dot (m64n16k16, in the KV loop) has N = 16, which both BLOCK_SIZE (the page size) and BLOCK_Q
    hold, and the kernel has no BLOCK_N: the warning keeps its numbers (2560 B per instruction, 320 B/clk, 250 %)
    but gives no advice naming a knob. A forged ``knob = BLOCK_N`` is caught by ``mma-knob``."""
    comp, got = vllm
    consts = dict(comp.config.constexprs)
    assert "BLOCK_N" not in consts and consts["BLOCK_SIZE"] == consts["BLOCK_Q"] == 16
    (w,) = [f for f in got.report.findings if f.kind == "mma" and f.severity == "warn"]
    line = got.stages["ttgir"].splitlines()[w.lines[0] - 1]
    assert " = ttng.warp_group_dot " in line and re.search(r"-> tensor<64x16xf32", line)
    assert w.claim("shared_bytes_per_instruction").value == 2560 and w.claim("smem_percent_at_peak").value == 250
    assert w.message.endswith("so it cannot run at peak") and "BLOCK" not in w.message
    old = replace(w, claims=(*w.claims, Claim("knob", "BLOCK_N", "text", "mma-knob", w.claim("wgmma_n").about)))
    res = consistency.check(comp, [old], dict(got.report.metrics), got.stages)
    assert [r for r, _ in res.violations] == ["mma-knob"], res.violations


def test_a_family_beside_a_kept_argument_skips_its_name() -> None:
    """M6's edge: an argument ``%x_0`` is kept, so the values ``%x``, ``%x_1``, ``%x_2`` are numbered ``%x``,
    ``%x_1``, ``%x_2`` (skipping ``%x_0``), never two values of one name; an argument named as its stem (``%a_ptr``)
    is its family's first value as before (``%a_ptr_3`` → ``%a_ptr_0``). Normalizing twice changes nothing."""
    text = ("module {\n"
            "  tt.func public @k(%x_0: i32 loc(\"x_0\"(#loc)), %a_ptr: i32 loc(\"a_ptr\"(#loc))) {\n"
            "    %x = arith.addi %x_0, %x_0 : i32\n"
            "    %x_4 = arith.addi %x, %x_0 : i32\n"
            "    %x_7 = arith.addi %x_4, %x_0 : i32\n"
            "    %a_ptr_3 = arith.addi %a_ptr, %x_7 : i32\n"
            "    tt.return\n  }\n}\n")
    out = normalize(text, "ttir")
    assert "@k(%x_0: i32, %a_ptr: i32)" in out
    assert "%x_1 = arith.addi %x, %x_0" in out and "%x_2 = arith.addi %x_1, %x_0" in out
    assert "%a_ptr_0 = arith.addi %a_ptr, %x_2" in out
    assert normalize(out, "ttir") == out
