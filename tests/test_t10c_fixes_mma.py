"""Regression tests for trial 10c's F1 (docs/trial10c.md) on ROCm/triton's int4 split-K decode attention
(``t10c_decode_int4``, hip:gfx942).

Both dots read an operand dequantized from packed int4: B of ``q @ k^T`` comes from the loop's ``amdg.buffer_load``
of a 64x16xi32 tile of packed nibbles and of a 64xi32 column of fp16 scale/shift pairs, for 128·64 values: 34,816
bits, **4.25** bits per value. The mma finding said "4.2 bits loaded per value" and "31.2 FLOP per byte": the FLOP
per byte was computed from the bits already rounded to one decimal (31.0 with 4.25). Since main counts only the
operands loaded each iteration (A of QK^T is loaded once before the loop, A of PV is computed), both figures are of B
alone: 2·16·64 / (64·4.25 / 8) = 2·16·128 / (128·4.25 / 8) = 60.2, where 4.2 bits would give 61.0. Now the figure is
computed from the exact bits per value (the claim keeps two decimals), and selfcheck's ``mma-flop`` refuses 61.0 and
4.2."""

from __future__ import annotations

from math import prod

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.engines import consistency
from ir_explorer.ir.mlir_model import parse
from ir_explorer.ir.operand_roles import roles

T10C = ROOT / "tests/data/trial2_kernels/t10c_commands.sh"


@pytest.fixture(scope="module")
def decode(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T10C, "t10c_decode_int4")


def _b_bits(ttgir: str) -> list[tuple[int, int, int, float]]:
    """``(dot line, M, N, B bits per value)`` of each ``tt.dot`` in the loop, read from the IR: B's values are the
    loop's ``amdg.buffer_load``s of i32 from the same pointer argument as the packed tile (the words of K for the
    first dot, of V for the second), their elements × 32 bits over B's elements."""
    model = parse(ttgir)
    dots = [o for o in model.printed_ops if o.name == "tt.dot" and o.loops]
    out = []
    for dot, base in zip(dots, ("%K[", "%V["), strict=True):
        loads = [o for o in model.printed_ops if o.name == "amdg.buffer_load" and o.loops == dot.loops
                 and base in o.text and o.result_keys and model.type_of(o.result_keys[0]).element == "i32"]
        bits = sum(32 * prod(model.type_of(o.result_keys[0]).shape) for o in loads)
        b = model.type_of(str(roles(dot)["b"]))
        res = model.type_of(dot.result_keys[0])
        out.append((dot.line, res.shape[0], res.shape[1], bits / prod(b.shape)))
    return out


def _finding(got, line: int):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "mma" and f.stage == "ttgir" and f.lines == (line,))


def test_flop_per_byte_uses_the_exact_bits_per_value(decode) -> None:
    """4.25 bits per B value (34,816 bits of i32 words for 8,192 values): 60.2 FLOP per byte of B, not 61.0; the
    finding says "4.25 bits loaded per value"; selfcheck holds."""
    comp, got = decode
    found = _b_bits(got.stages["ttgir"])
    assert [(m, n, bits) for _, m, n, bits in found] == [(16, 64, 4.25), (16, 128, 4.25)]
    for (line, m, n, bits), want in zip(found, (60.2, 60.2), strict=True):
        assert round(2 * m * n / (n * bits / 8), 1) == want and round(2 * m * n / (n * 4.2 / 8), 1) == 61.0
        f = _finding(got, line)
        assert f.claim("b/loaded_bits").value == 4.25
        assert f.claim("flop_per_operand_byte").value == want
        assert f"does {want:g} FLOP per byte of B loaded per iteration (B: 4.25 bits loaded per value" in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not [v for v in res.violations if v[0] == "mma-flop"], res.violations[:3]


def test_the_old_rounded_figures_are_caught(decode) -> None:
    """The figure from the rounded 4.2 bits (61.0; trial 10c's 31.2 and 41.3 before B alone was counted) and the
    rounded 4.2 are refused by ``mma-flop``."""
    comp, got = decode
    for (line, *_), old in zip(_b_bits(got.stages["ttgir"]), (61.0, 61.0), strict=True):
        f = _finding(got, line)
        for key, lie in (("flop_per_operand_byte", old), ("b/loaded_bits", 4.2)):
            res = consistency.check(comp, [with_claim(f, key, lie)], dict(got.report.metrics), got.stages)
            assert [text for r, text in res.violations if r == "mma-flop" and key in text], (key, res.violations[:3])
