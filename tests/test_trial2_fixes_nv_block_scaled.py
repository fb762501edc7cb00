"""Regression tests for the second trial's F3 and M1 (docs/trial2_nvidia.md) on the block-scaled matmul.

F3: its scale loads
(``tensor<128x4xi8>``, ``tensor<256x4xi8>``) were "narrow … 32 possible: no cause visible in the IR" while the same
finding said AxisInfo allows 8 bits (alignment 1). The cause walk went round the loop (the scale pointer is carried
and advanced by a constant: its yield is itself plus the step) instead of to its initial value, ``a_scale +
rm[:, None] * SCALE_K + …``. And a "no cause visible" is now a claim the axis-cause rule holds against AxisInfo's own
bound. Compiles the trial kernel with its nv_commands.sh options."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from trial2_nv import nv_request

from ir_explorer.analyses.findings import Claim, Ref
from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.store import Store
from ir_explorer.engines import consistency


@pytest.fixture(scope="module")
def block_scaled(store: Store, user_spec):  # type: ignore[no-untyped-def]
    (comp,) = compile_all([nv_request("nv_tutorial_block_scaled", user_spec)], store)
    assert comp.ok, comp.failure
    return comp, consistency.stored_statements(comp, store)


def test_a_loop_carried_pointer_is_followed_to_its_initial_value(block_scaled) -> None:
    """Each narrow scale load names the ``tt.expand_dims`` of its row index (TTGIR lines 68 and 78, Python lines 25
    and 26: ``rm[:, None] * SCALE_K``, ``rn[:, None] * SCALE_K``), divisibility 1 along the 4 contiguous bytes; the
    pointers are loop-carried (``scf.for`` iter_args) and advanced by the constant 4 in the loop."""
    comp, got = block_scaled
    ttgir = got.stages["ttgir"].splitlines()
    narrow = [f for f in got.report.findings if f.kind == "coalescing" and f.message.startswith("narrow load")]
    assert sorted(f.lines[0] for f in narrow) == [131, 132, 168, 169]  # in the loop, and peeled after it
    for f in narrow:
        line, pyline, rows = (68, 25, "rm_10") if "tensor<128x4xi8>" in f.message else (78, 26, "rn_12")
        assert "no cause visible" not in f.message
        assert f"tt.expand_dims (ttgir line {line}, Python line {pyline}) gives divisibility 1" in f.message
        assert re.search(rf"= tt\.expand_dims %{rows} \{{axis = 1 : i32\}}", ttgir[line - 1])
        assert (f.claim("axisinfo/cause/ttgir_line").value, f.claim("axisinfo/limits/alignment").value) == (line, 1)
        assert "tt.load" in ttgir[f.lines[0] - 1] and "tensor<" in ttgir[f.lines[0] - 1]
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_no_visible_cause_is_caught_when_axisinfo_bounds_the_width(block_scaled) -> None:
    """The old finding (its cause replaced by "no cause visible in the IR", with the ``cause/none`` claim the report
    now makes) is false: AxisInfo allows 8 bits, the width it moves; the axis-cause rule says so."""
    comp, got = block_scaled
    f = next(f for f in got.report.findings if f.kind == "coalescing" and f.message.startswith("narrow load"))
    template = re.sub(r"(possible\): ).*?(; AxisInfo allows)", r"\1no cause visible in the IR\2", f.template)
    claims = tuple(c for c in f.claims if "/cause/" not in c.key) + (
        Claim("axisinfo/cause/none", True, "flag", "axis-cause", (Ref("ttgir", f.lines[0], "tt.load"),)),)
    old = replace(f, template=template, claims=claims)
    assert "32 possible): no cause visible in the IR; AxisInfo allows 8 bits" in old.message
    res = consistency.check(comp, [old if x is f else x for x in got.report.findings], dict(got.report.metrics),
                            got.stages)
    assert "axis-cause" in [rule for rule, _ in res.violations]


def test_descriptor_copies_are_no_atomics(block_scaled) -> None:
    """Trial 2 M1: the SASS widths line said "atomics 3 × 32-bit" in a kernel without an atomic. Its three
    ``ATOMG.E.EXCH.STRONG.GPU`` are ptxas's lowering of the three ``tensormap.cp_fenceproxy.global`` of the PTX (the
    descriptors ``tl.make_tensor_descriptor`` builds), which has no ``atom``/``red``. They are named as descriptor
    copies, not atomics; the machine-widths rule reads them the same way and catches the old line."""
    comp, got = block_scaled
    sass, ptx = got.stages["sass"].splitlines(), got.stages["ptx"]
    exch = [n for n, ln in enumerate(sass, 1) if "ATOMG.E.EXCH.STRONG.GPU" in ln]
    assert len(exch) == 3 and ptx.count("tensormap.cp_fenceproxy.global") == 3
    assert "atom." not in ptx and "red.global" not in ptx
    assert not [ln for n, ln in enumerate(sass, 1) if n not in exch and ("ATOMG" in ln or "REDG" in ln)]
    (f,) = [f for f in got.report.findings if f.kind == "coalescing" and f.message.startswith("SASS: global")]
    assert "atomics" not in f.data and "atomics " not in f.message
    assert "tensor-descriptor copies to global memory 3 (ATOMG.E.EXCH" in f.message
    assert sorted(r.line for r in f.claim("descriptor_copies").about) == exch
    old = replace(f, template=f.template.replace("tensor-descriptor copies to global memory {descriptor_copies}",
                                                 "atomics {atomics/32} × 32-bit"),
                  claims=tuple(replace(c, key="atomics/32") if c.key == "descriptor_copies" else c
                               for c in f.claims))
    assert "atomics 3 × 32-bit" in old.message
    res = consistency.check(comp, [old if x is f else x for x in got.report.findings], dict(got.report.metrics),
                            got.stages)
    assert "machine-widths" in [rule for rule, _ in res.violations]
