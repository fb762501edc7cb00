"""Regression tests for trial 10c's coalescing items (docs/trial10c.md F2, F4, M1).

F4, M1 (ROCm/triton's int4 decode attention, hip:gfx942): the packed K and V words of each row start one i32 past
the row (column 0 holds the scale/shift pair): TTGIR ``arith.addi …, %c1_i32`` is added to every offset of the
64x16xi32 tile, so the rows start 4 bytes past a 16-byte boundary and the loads stay ``buffer_load_dword``. With the
head stride 32 (``t10c_decode_int4_kh32``) the warning said "no cause visible in the IR"; with 17 it blamed only
'stride_kh' for "the row offsets", though stride_kh multiplies the head index, a scalar base offset, and padding it
changes nothing. Now the constant offset is a cause (claim ``cause/const_offset/…``, rule ``coal-const-offset``) and
a scalar base offset is named as such.

F2 (ROCm/triton's Stream-K GEMM, cuda:90): B's copies carry ``tl.multiple_of(b_ptrs, (16, 1))``
(``tt.divisibility = dense<[16, 1]>``); Triton 3.9 copies them 16 bytes at a time (``{contiguity = 8 : i32}``,
``cp.async`` 16 B), but the finding said "AxisInfo allows 16 bits (… alignment 1 …)". Triton never vectorizes
beyond what its AxisInfo allows, so a model bound below the machine code's width is the model's error: the finding
no longer states it, and rule ``axis-width`` refuses an ``allowed_bits`` below the measured width."""

from __future__ import annotations

import dataclasses
import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.analyses.findings import Claim, Ref
from ir_explorer.engines import consistency

T10C = ROOT / "tests/data/trial2_kernels/t10c_commands.sh"
# e.g. %k_packed_77 = arith.addi %k_packed_73, %c1_i32 : i32 loc(#loc164)
_PLUS_ONE = re.compile(r"^\s*%[kv]_packed_\d+ = arith\.addi %[\w.$-]+, %c1_i32 : i32\b")


@pytest.fixture(scope="module", params=["t10c_decode_int4", "t10c_decode_int4_kh32"])
def decode(request, tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return request.param, *compiled_trial(tmp_path_factory, user_spec, T10C, request.param)


@pytest.fixture(scope="module")
def streamk(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T10C, "t10c_streamk_atomic")


def _packed_loads(ttgir: str) -> tuple[list[int], list[int]]:
    """``(lines of the 64x16xi32 buffer_loads of K and V, lines of the +1 arith.addi)`` read from the TTGIR."""
    lines = ttgir.splitlines()
    loads = [n for n, ln in enumerate(lines, 1) if "amdg.buffer_load %" in ln and "tensor<64x16xi32" in ln]
    plus = [n for n, ln in enumerate(lines, 1) if _PLUS_ONE.match(ln)]
    return loads, plus


def _narrow(got, line: int):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "coalescing" and f.severity == "warn"
                and line in f.lines and f.message.startswith("narrow load"))


def test_the_constant_offset_is_named(decode) -> None:
    """Each packed K/V load (4 of them: prologue and loop) is a narrow-load warning naming the +1 element offset of
    an ``arith.addi`` line that holds the constant 1; no "no cause visible"; a scalar base offset is not called "the
    row offsets"; selfcheck holds."""
    name, comp, got = decode
    loads, plus = _packed_loads(got.stages["ttgir"])
    assert len(loads) == 4 and len(plus) == 4, (loads, plus)
    for line in loads:
        f = _narrow(got, line)
        assert f.claim("cause/const_offset/0") is not None, f.message
        assert f.claim("cause/const_offset/0").value == 1
        assert f.claim("cause/const_offset_line/0").value in plus
        assert "the offsets add the constant 1" in f.message, f.message
        assert "no cause visible" not in f.message and f.claim("axisinfo/cause/none") is None
        assert "multiplies the row offsets" not in f.message, f.message
        if name == "t10c_decode_int4":
            assert "argument 'stride_" in f.message and "a scalar offset of the base pointer" in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_and_wrong_causes_are_caught(decode) -> None:
    """"no cause visible in the IR" is refused by ``axis-cause`` (the IR bounds the access); a wrong constant or a
    line without it by ``coal-const-offset``."""
    _, comp, got = decode
    loads, plus = _packed_loads(got.stages["ttgir"])
    f = _narrow(got, loads[0])
    metrics = dict(got.report.metrics)
    none = Claim("axisinfo/cause/none", True, "flag", "axis-cause", (Ref("ttgir", loads[0], "amdg.buffer_load"),))
    plain = tuple(c for c in f.claims if c.key != "axisinfo/cause/none")
    for lie, rule in ((dataclasses.replace(f, claims=plain + (none,)), "axis-cause"),
                      (with_claim(f, "cause/const_offset/0", 2), "coal-const-offset"),
                      (with_claim(f, "cause/const_offset_line/0", loads[0]), "coal-const-offset")):
        res = consistency.check(comp, [lie], metrics, got.stages)
        assert [text for r, text in res.violations if r == rule], (rule, res.violations[:3])


def _hinted_copies(ttgir: str) -> list[int]:
    """Lines of the ``ttg.async_copy_global_to_local``s of B's 64x128 tile (their pointer carries the hint)."""
    return [n for n, ln in enumerate(ttgir.splitlines(), 1)
            if "ttg.async_copy_global_to_local %b_ptrs" in ln and "tensor<64x128x!tt.ptr<f16>" in ln]


def test_no_axisinfo_bound_below_the_copies_width(streamk) -> None:
    """B's copies are 16 bytes (Triton's ``{contiguity = 8 : i32}``, 128-bit in the PTX); the finding states no
    AxisInfo bound under that; selfcheck holds."""
    comp, got = streamk
    ttgir = got.stages["ttgir"]
    copies = _hinted_copies(ttgir)
    assert len(copies) == 6 and all("{contiguity = 8 : i32}" in ttgir.splitlines()[n - 1] for n in copies)
    assert "tt.divisibility = dense<[16, 1]>" in ttgir
    f = next(f for f in got.report.findings if f.kind == "coalescing" and copies[0] in f.lines)
    assert f.claim("measured_bits").value == 128
    allowed = f.claim("axisinfo/allowed_bits")
    assert allowed is None or allowed.value >= 128, f.message
    assert "AxisInfo allows 16 bits" not in f.message, f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_an_axisinfo_bound_below_the_machine_code_is_caught(streamk) -> None:
    """Trial 10c's "AxisInfo allows 16 bits" on B's 128-bit copy (claim ``axisinfo/allowed_bits`` = 16, what the
    model's reading of the hint gives) is refused by ``axis-width``: Triton moved 128 bits, which its AxisInfo
    allowed."""
    comp, got = streamk
    line = _hinted_copies(got.stages["ttgir"])[0]
    f = next(f for f in got.report.findings if f.kind == "coalescing" and line in f.lines)
    assert f.claim("measured_bits").value == 128
    at = (Ref("ttgir", line, "ttg.async_copy_global_to_local"),)
    old = Claim("axisinfo/allowed_bits", 16, "bits", "axis-width", at)
    lie = dataclasses.replace(f, claims=tuple(c for c in f.claims if c.key != old.key) + (old,))
    res = consistency.check(comp, [lie], dict(got.report.metrics), got.stages)
    assert [text for r, text in res.violations if r == "axis-width" and "allowed_bits" in text], res.violations[:3]
