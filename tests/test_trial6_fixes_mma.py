"""Regression tests for the sixth trial's MMA items (docs/trial6.md F2, F3) on aiter's MXFP4 GEMM (hip:gfx950).

``tt.dot_scaled`` prints ``a (scale a_scale)?, b (scale b_scale)?, c lhs = F rhs = F : type(a), type(a_scale) *
type(b), type(b_scale) -> type(d)`` (TritonOps.td DotScaledOp). F2: the mma finding took the first two shaped types
of the line as A and B, so it said "256x128xi8 · 256x8xi8": B was A's scale tensor. F3: it computed FLOP per byte at
8 bits per value (the i8 storage), but ``lhs = e2m1`` packs two fp4 values in each i8: 512 FLOP per byte, not 256;
selfcheck's ``mma-flop`` rule flagged it only because it could not parse the line. Now both read A and B through the
IR model's operands and the formats' bits, and the old statements are caught for the real reason."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import trial_request

from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.store import Store
from ir_explorer.engines import consistency

Z6 = ROOT / "tests/data/trial2_kernels/z6_commands.sh"
# e.g. %acc = tt.dot_scaled %a scale %as, %b scale %bs, %c lhs = e2m1 rhs = e2m1 {…} : A, AS * B, BS -> R
_SCALED = re.compile(r"tt\.dot_scaled %\S+ scale %\S+, %\S+ scale %\S+, %\S+ lhs = (?P<lhs>\w+) rhs = (?P<rhs>\w+)"
                     r" \{[^}]*\} : tensor<(?P<a>[\dx]+)x(?P<at>\w+),.*?, tensor<[\dx]+x\w+, #\w+> \* "
                     r"tensor<(?P<b>[\dx]+)x(?P<bt>\w+),.*? -> tensor<(?P<r>[\dx]+)x(?P<rt>\w+),")


@pytest.fixture(scope="module")
def aiter(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    own = Store(tmp_path_factory.mktemp("trial6_aiter"))
    (comp,) = compile_all([trial_request(Z6, "z6_aiter_gemm_afp4wfp4", user_spec)], own)
    assert comp.ok, comp.failure
    got = consistency.stored_statements(comp, own)
    dots = [(n, m) for n, ln in enumerate(got.stages["ttgir"].splitlines(), 1) if (m := _SCALED.search(ln))]
    return comp, got, dots


def _finding(got, line: int):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "mma" and f.stage == "ttgir" and f.lines == (line,))


def test_scaled_dot_states_a_and_b_and_the_fp4_flop_per_byte(aiter) -> None:
    """The loop's ``tt.dot_scaled`` (and its peeled copy) has A 256x128xi8, B 128x256xi8 (two e2m1 values per i8
    along K, so K = 256 values), scales 256x8xi8 and result 256x256xf32. The finding names A and B, and
    2·M·N·K / (M·K/2 + K·N/2) = 512 FLOP per byte; selfcheck holds."""
    comp, got, dots = aiter
    assert len(dots) == 2
    line, m = dots[0]
    assert (m["a"], m["at"], m["b"], m["bt"], m["r"], m["rt"]) == ("256x128", "i8", "128x256", "i8", "256x256", "f32")
    assert (m["lhs"], m["rhs"]) == ("e2m1", "e2m1")
    mm, nn = (int(d) for d in m["r"].split("x"))
    k_bytes = int(m["a"].split("x")[1])
    k_values = 2 * k_bytes  # e2m1: 4 bits per value
    flop_per_byte = 2 * mm * nn * k_values / (mm * k_bytes + k_bytes * nn)
    assert flop_per_byte == 512
    f = _finding(got, line)
    assert f.claim("a/shape").value == (256, 128) and f.claim("b/shape").value == (128, 256)
    # the two 256x8 i8 scales are loaded each K step too (tests/test_mma_overlap.py): 2048 bytes each
    with_scales = round(2 * mm * nn * k_values / (mm * k_bytes + k_bytes * nn + 2 * 256 * 8), 1)
    assert f.claim("b/type").value == "i8" and f.claim("flop_per_operand_byte").value == with_scales == 481.9
    assert f.claim("a/format_bits").value == 4 and f.claim("b/format").value == "e2m1"
    assert "tt.dot_scaled 256x128xi8 · 128x256xi8 → 256x256xf32 runs on mfma" in f.message
    assert "the 256x256 tile does 481.9 FLOP per byte of A, B and their scales loaded (lhs = e2m1, 4 bits per " \
           "value" in f.message
    assert "256x8" not in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_scaled_dot_statements_are_caught(aiter) -> None:
    """Trial 6's statements: B "256x8xi8" (A's scale) is refused by ``mma-operand``, and "256 FLOP per byte" (at 8
    bits per value) by ``mma-flop`` because the IR gives 481.9 (512 before the scales' bytes were counted), not because
    the line cannot be read."""
    comp, got, dots = aiter
    f = _finding(got, dots[0][0])
    metrics = dict(got.report.metrics)
    for key, old, rule in (("b/shape", (256, 8), "mma-operand"), ("flop_per_operand_byte", 256.0, "mma-flop"),
                           ("a/format_bits", 8, "mma-flop")):
        claims = tuple(replace(c, value=old) if c.key == key else c for c in f.claims)
        res = consistency.check(comp, [replace(f, claims=claims)], metrics, got.stages)
        hit = [text for r, text in res.violations if r == rule and key in text]
        assert hit, (key, res.violations[:3])
        if key == "flop_per_operand_byte":
            assert "481.9" in hit[0] and "no result or operand type" not in hit[0], hit
    res = consistency.check(comp, [f], metrics, got.stages)
    assert not res.violations, res.violations[:3]

