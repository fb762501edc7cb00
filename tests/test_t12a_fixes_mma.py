"""Regression test for trial 12a's F1 (docs/trial12a.md) on GPTQModel's GGUF Q6_K matmul (``t12a_gguf_q6k``,
cuda:90).

B is dequantized in registers from two byte planes: ``low`` (one u8 per value, the nibble chosen by an ``scf.if`` on
the sub-block) and ``high`` (one u8 per value, two bits shifted out), ``q = (low | high << 4) - 32`` times one fp16
scale per column and 16 K values. The FLOP-per-byte note followed ``arith.ori`` into the high plane only (the walk
did not go through the ``scf.if`` results): "30.1 FLOP per byte (B: 9 bits loaded per value, by ttg.local_load at
the high plane)". 8 + 8 + 16 / 16 = 17 bits per value: 2·32·64·16 / (32·16·2 + 16·64·17/8) = 20.5 FLOP per byte.
Now the walk follows what either branch of an ``scf.if`` yields; ``mma-flop`` refuses the old numbers."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.engines import consistency

T12A = ROOT / "tests/data/trial2_kernels/t12a_commands.sh"
# e.g.   %packed_lo_96 = ttg.local_load %packed_lo_95 token %a_92 : !ttg.memdesc<16x64xi8, …> -> tensor<16x64xi8, …>
_PLANE = re.compile(r"^\s+%(packed_lo|packed_hi)_\d+ = ttg\.local_load .*-> tensor<(\d+)x(\d+)xi8,")
# e.g.   %scale_109 = ttg.local_load %scale_108 token %packed_hi_97 : … -> tensor<64xf16, #ttg.slice<…>>
_SCALE = re.compile(r"^\s+%scale_\d+ = ttg\.local_load .*-> tensor<(\d+)xf16,")
# e.g.   %acc_115 = tt.dot %a_94, %w_114, %acc_82, … : tensor<32x16xf16, …> * tensor<16x64xf16, …> -> tensor<32x64xf32
_DOT = re.compile(r"= tt\.dot .*: tensor<(\d+)x(\d+)xf16,.* \* tensor<(\d+)x(\d+)xf16,.* -> tensor<(\d+)x(\d+)xf32")


@pytest.fixture(scope="module")
def q6k(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T12A, "t12a_gguf_q6k")


def test_b_is_17_bits_per_value(q6k) -> None:
    """Both byte planes (8 bits per value each) and the scales (16 bits per 16 K values) are loaded for B: 17 bits,
    20.5 FLOP per byte with A's 16-bit values; selfcheck's mma-flop holds."""
    comp, got = q6k
    lines = got.stages["ttgir"].splitlines()
    planes = {m[1]: int(m[2]) * int(m[3]) for ln in lines if (m := _PLANE.match(ln))}
    scale = next(int(m[1]) for ln in lines if (m := _SCALE.match(ln)))
    line, dot = next((n, m) for n, ln in enumerate(lines, 1) if (m := _DOT.search(ln)))
    mm, kk, _, nn = (int(dot[i]) for i in range(1, 5))
    assert planes == {"packed_lo": kk * nn, "packed_hi": kk * nn} and scale == nn
    b_bits = (8 * planes["packed_lo"] + 8 * planes["packed_hi"] + 16 * scale) / (kk * nn)
    assert b_bits == 17
    flop = round(2 * mm * nn * kk / ((mm * kk * 16 + kk * nn * b_bits) / 8), 1)
    assert flop == 20.5
    f = next(x for x in got.report.findings if x.kind == "mma" and x.lines == (line,) and x.claim("b/loaded_bits"))
    assert f.claim("b/loaded_bits").value == b_bits and f.claim("flop_per_operand_byte").value == flop, f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not [v for v in res.violations if v[0] == "mma-flop"], res.violations[:3]


def test_nine_bits_is_caught(q6k) -> None:
    """Trial 12a's "30.1 FLOP per byte (B: 9 bits loaded per value …)" is refused by ``mma-flop``."""
    comp, got = q6k
    f = next(x for x in got.report.findings if x.kind == "mma" and x.claim("b/loaded_bits"))
    old = with_claim(with_claim(f, "b/loaded_bits", 9.0), "flop_per_operand_byte", 30.1)
    res = consistency.check(comp, [old], dict(got.report.metrics), got.stages)
    assert {r for r, _ in res.violations} >= {"mma-flop"}
    assert [t for r, t in res.violations if "loaded_bits = 9.0" in t], res.violations[:3]
