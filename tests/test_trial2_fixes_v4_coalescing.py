"""Regression test for trial 4's F2 (docs/trial4.md): Liger's group norm masks its inner loop with
``offs < hidden_size_per_channel``, ``hidden_size_per_channel = hidden_size // channels_per_group``. The narrow-access
cause said "the mask compares against 'channels_per_group', which has no tt.divisibility = 16": the mask compares
against the quotient, whose divisibility AxisInfo takes as 1 whatever its operands' (a ``tt.divisibility`` on
``channels_per_group`` would not change it)."""

from __future__ import annotations

import re

import pytest
from trial2_v4 import v4_request

from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.store import Store
from ir_explorer.engines import consistency


@pytest.fixture(scope="module")
def group_norm(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    own = Store(tmp_path_factory.mktemp("trial2_v4_coalescing"))
    (comp,) = compile_all([v4_request("v4_liger_group_norm", user_spec)], own)
    assert comp.ok, comp.failure
    return comp, consistency.stored_statements(comp, own)


def test_a_mask_against_a_quotient_names_the_quotient(group_norm) -> None:
    """Both narrow accesses of the channel loop (the ``buffer_load`` and ``buffer_store`` the AMDGCN does as
    4 × ``buffer_load_dword``/``buffer_store_dword``) name ``hidden_size_per_channel`` and its ``arith.divsi``; the
    cited ``arith.cmpi`` compares against a splat of that quotient; nothing names ``channels_per_group`` as the bound.
    selfcheck holds."""
    comp, got = group_norm
    ttgir = got.stages["ttgir"].splitlines()
    amdgcn = got.stages["amdgcn"]
    assert len(re.findall(r"^\s*buffer_load_dword\s", amdgcn, re.M)) == 4
    assert len(re.findall(r"^\s*buffer_store_dword\s", amdgcn, re.M)) == 4
    narrow = [f for f in got.report.findings if f.kind == "coalescing" and f.message.startswith("narrow ")]
    assert sorted(f.message.split(":")[0] for f in narrow) == ["narrow load", "narrow store"]
    (div,) = [n for n, ln in enumerate(ttgir, 1) if "arith.divsi %hidden_size, %channels_per_group" in ln]
    quotient = re.match(r"\s*(%[\w$.-]+) =", ttgir[div - 1]).group(1)
    for f in narrow:
        assert f"the mask compares against 'hidden_size_per_channel', a quotient of runtime values (arith.divsi at " \
               f"TTGIR line {div}), whose divisibility AxisInfo takes as 1" in f.message
        assert "'channels_per_group', which has no tt.divisibility" not in f.message
        cmpi = [x.line for x in f.facts if x.text == "arith.cmpi"]
        assert len(cmpi) == 1 and (div, "arith.divsi") in [(x.line, x.text) for x in f.facts]
        bound = re.search(r"arith\.cmpi slt, %[\w$.-]+, (%[\w$.-]+)", ttgir[cmpi[0] - 1]).group(1)
        (splat,) = [ln for ln in ttgir if ln.strip().startswith(f"{bound} = tt.splat")]
        assert f"tt.splat {quotient} " in splat
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


@pytest.fixture(scope="module")
def index_select(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    own = Store(tmp_path_factory.mktemp("trial2_v4_gather"))
    (comp,) = compile_all([v4_request("v4_flaggems_index_select", user_spec)], own)
    assert comp.ok, comp.failure
    return comp, consistency.stored_statements(comp, own)


def test_a_gather_names_the_load_its_offsets_come_from(index_select) -> None:
    """Trial 4 F3: FlagGems' ``index_select`` (gfx950) loads ``inp[rows * N + index[cols]]``; the AMDGCN does it as
    16 × ``buffer_load_ushort``. The narrow-load finding said "no cause visible in the IR" (selfcheck's ``axis-cause``
    rule caught it); it now names the ``amdg.buffer_load`` of the indices, whose result the offsets of the cited
    load add (through ``tt.expand_dims`` along axis 0, so the indices vary along the contiguous dimension 1).
    selfcheck holds."""
    comp, got = index_select
    ttgir = got.stages["ttgir"].splitlines()
    assert len(re.findall(r"^\s*buffer_load_ushort\s", got.stages["amdgcn"], re.M)) == 16
    (f,) = [f for f in got.report.findings if f.kind == "coalescing" and f.message.startswith("narrow load")]
    (idx,) = [n for n, ln in enumerate(ttgir, 1) if re.match(r"\s*%indices = amdg\.buffer_load %index\[", ln)]
    assert "no cause visible" not in f.message
    assert f"the offsets come from loaded values (amdg.buffer_load at TTGIR line {idx}): a gather" in f.message
    assert (idx, "amdg.buffer_load") in [(x.line, x.text) for x in f.facts]
    access = ttgir[f.lines[0] - 1]
    offsets = re.search(r"amdg\.buffer_load %inp\[(%[\w$.-]+)\]", access).group(1)
    assert any(re.match(rf"\s*{re.escape(offsets)} = arith\.trunci", ln) for ln in ttgir)
    assert any(re.search(r"tt\.expand_dims %selected \{axis = 0 : i32\}", ln) for ln in ttgir)
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
