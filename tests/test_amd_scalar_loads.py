"""Regression tests for trial 9a's M1 (docs/trial9a.md) on DeepSeek-V3's weight dequant (hip:gfx950).

The scale ``tl.load(s_ptr + pid_m * n_tiles + pid_n)`` of one f32 is ``s_load_dword s4, s[4:5], 0x0``: a scalar load
from global memory that the summary's "global loads 4 × 128-bit; stores 8 × 128-bit" did not name. The kernel's
arguments arrive the same way (``s_load_dwordx8 s[4:11], s[0:1], 0x8`` from the kernarg segment pointer, ``s[0:1]``
on gfx9 by the AMDHSA user-SGPR layout) and are no data loads. The summary now says "scalar loads 1 × 32-bit (s_load
through a pointer argument)", counted only for an ``s_load`` whose base pair is traced to a ``global_buffer``
argument, and rule ``machine-widths`` re-derives the count by a backward walk of its own."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.analyses import scalar_loads
from ir_explorer.engines import consistency
from ir_explorer.engines.rules import check_claims

T9A = ROOT / "tests/data/trial2_kernels/t9a_commands.sh"
# e.g. 	s_load_dword s4, s[4:5], 0x0
_S_LOAD = re.compile(r"^\s+s_load_(?P<w>dword(?:x\d+)?)\s+(?P<dst>s\[\d+:\d+\]|s\d+), s\[(?P<b>\d+):(?P<h>\d+)\]")


@pytest.fixture(scope="module")
def dequant(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T9A, "t9a_dequant")


def _widths(got):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "coalescing" and f.stage == "amdgcn"
                and f.claim("tma") is not None)


def test_the_scale_load_is_a_counted_scalar_load(dequant) -> None:
    """The AMDGCN has four ``s_load``: three from ``s[0:1]`` (the kernarg segment pointer: the descriptor enables it
    and no user SGPR before it) and one ``s_load_dword`` through ``s[4:5]``, the second pointer argument (kernarg
    bytes 8-15, ``global_buffer``) plus an offset. That one is counted, 32 bits, the others not; the summary and
    the widths finding say so; selfcheck holds."""
    comp, got = dequant
    amdgcn = got.stages["amdgcn"]
    assert re.search(r"^\s*\.amdhsa_user_sgpr_kernarg_segment_ptr 1$", amdgcn, re.M)
    for before in ("private_segment_buffer", "dispatch_ptr", "queue_ptr"):
        assert not re.search(rf"^\s*\.amdhsa_user_sgpr_{before} 1$", amdgcn, re.M), before
    loads = [(n, m) for n, ln in enumerate(amdgcn.splitlines(), 1) if (m := _S_LOAD.match(ln))]
    assert len(loads) == 4, loads
    kernarg = [n for n, m in loads if (m["b"], m["h"]) == ("0", "1")]
    data = [n for n, m in loads if (m["b"], m["h"]) != ("0", "1")]
    assert len(kernarg) == 3 and len(data) == 1
    assert _S_LOAD.match(amdgcn.splitlines()[data[0] - 1])["w"] == "dword"  # type: ignore[index]
    assert scalar_loads.pointer_arguments(amdgcn) >= {8}
    f = _widths(got)
    claim = f.claim("scalar_loads/32")
    assert claim is not None and claim.value == 1
    assert [r.line for r in claim.about] == data
    assert f.claim("untraced_scalar_loads") is None
    assert not set(kernarg) & set(f.lines)
    assert "global loads 4 × 128-bit; scalar loads 1 × 32-bit (s_load through a pointer argument); stores " \
        "8 × 128-bit" in f.message, f.message
    summary = dict(got.report.summary)
    assert summary["global"].startswith("loads 4 × 128-bit; scalar loads 1 × 32-bit (s_load through a pointer "
                                        "argument); stores 8 × 128-bit"), summary["global"]
    assert got.report.metrics["global_loads"] == {128: 4}  # the per-thread loads' metric is unchanged
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_and_a_wrong_count_are_caught(dequant) -> None:
    """Rule ``machine-widths`` refuses 0 and 2 scalar loads, and a kernarg load cited as one."""
    comp, got = dequant
    f = _widths(got)
    ctx = claim_context(got, comp)
    assert all(ok for _, ok, _ in check_claims(f, ctx))
    for value in (0, 2):
        verdicts = [ok for rule, ok, _ in check_claims(with_claim(f, "scalar_loads/32", value), ctx)
                    if rule == "machine-widths"]
        assert not all(verdicts), value


# A gfx9 kernel cut to what the trace reads (lines of the gfx950 dequant's AMDGCN, the loop added): the scale's
# base is written again in the loop after the load, so text order is not the order values reach it.
_LOOP = """\t.amdhsa_code_object_version 5
\t.text
\t.type\tk,@function
k:
\ts_load_dwordx2 s[2:3], s[0:1], 0x0
\ts_load_dwordx8 s[4:11], s[0:1], 0x8
\ts_waitcnt lgkmcnt(0)
.LBB0_1:
\ts_load_dword s12, s[4:5], 0x0
\ts_add_u32 s4, s4, s14
\ts_addc_u32 s5, s5, 0
\ts_cbranch_scc1 .LBB0_1
\ts_add_u32 s20, s2, s14
\ts_addc_u32 s21, s3, 0
\ts_load_dword s13, s[20:21], 0x0
\tv_readfirstlane_b32 s0, v0
\ts_load_dword s13, s[0:1], 0x10
\ts_endpgm
.Lfunc_end0:
\t.amdhsa_kernel k
\t\t.amdhsa_user_sgpr_count 2
\t\t.amdhsa_user_sgpr_dispatch_ptr 0
\t\t.amdhsa_user_sgpr_queue_ptr 0
\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1
\t\t.amdhsa_user_sgpr_kernarg_preload_length 0
\t.end_amdhsa_kernel
\t.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
"""


def test_traces_stop_where_text_order_is_not_enough() -> None:
    """In the cut kernel: the two kernarg loads are kernel arguments; the load in the loop whose base the loop
    advances after it is untraced; the load through the first pointer argument plus an offset is data; the load
    from ``s[0:1]`` after ``v_readfirstlane_b32 s0`` (no longer the kernarg pointer) is untraced. The rules' own
    backward walk reads the same."""
    from ir_explorer.engines.rules.coalescing import _amd_scalar

    got = [(s.line, s.kind, s.argument_offset) for s in scalar_loads.scalar_loads(_LOOP)]
    assert got == [(5, "kernarg", None), (6, "kernarg", None), (9, "untraced", None), (15, "data", 0),
                   (17, "untraced", None)]
    assert list(_amd_scalar(_LOOP)) == [(9, "scalar_untraced", 32), (15, "scalar", 32), (17, "scalar_untraced", 32)]
    no_descriptor = _LOOP.split("\t.amdhsa_kernel k")[0]
    assert [s.kind for s in scalar_loads.scalar_loads(no_descriptor)] == []
    wrong_count = _LOOP.replace("amdhsa_user_sgpr_count 2", "amdhsa_user_sgpr_count 4")
    assert {s.kind for s in scalar_loads.scalar_loads(wrong_count)} == {"untraced"}
