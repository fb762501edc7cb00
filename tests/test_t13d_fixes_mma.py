"""Regression test for trial 13d's F2 (docs/trial13d.md): the SASS MMA census left the sm_120 ``QMMA`` out.

The dQ pass of KohakUwULLM's MXFP8 attention backward (``t13d_kohaku_mx_dq_sm120``, cuda:120) runs its
``tl.dot_scaled(e4m3, e4m3)`` on ``mma.sync…kind::mxf8f6f4.block_scale`` (PTX), which ptxas emits as
``QMMA.SF.16832.F32.E4M3.E4M3.E8``; the two bf16 dots are ``HMMA.16816.F32.BF16``. The SASS finding said "SASS: 128 ×
HMMA.16816.F32.BF16 (static count)": ``analyses/mma.py`` knew no ``QMMA``, and selfcheck's ``mma-count`` checked only
the instructions the finding named."""

from __future__ import annotations

import dataclasses
import re
from collections import Counter

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, trial_request, with_claim

from ir_explorer.engines import consistency
from ir_explorer.engines.rules import check_claims

T13D = ROOT / "tests/data/trial2_kernels/t13d_commands.sh"
# e.g.         /*2cd0*/                   QMMA.SF.16832.F32.E4M3.E4M3.E8 R132, R144, R204, RZ, R83, R132, URZ ;
_MMA = re.compile(r"^\s*/\*[0-9a-f]+\*/\s+(?:@!?U?P\w+\s+)?([HQ]MMA[.\w]*)\s")
# e.g. 	mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e4m3.e4m3.f32.ue8m0 { … }
_SCALED_PTX = re.compile(r"^\s*mma\.sync\.aligned\.m16n8k32\.row\.col\.kind::mxf8f6f4\.block_scale\S*\s")


@pytest.fixture(scope="module")
def dq120(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T13D, "t13d_kohaku_mx_dq_sm120")


def test_the_sass_census_counts_the_block_scaled_qmma(dq120) -> None:
    """The SASS holds 128 HMMA and 32 QMMA (as many as the PTX's block-scaled mma.sync); the finding names both,
    and selfcheck holds. The old finding, with the HMMA count alone, is caught by ``mma-count``."""
    comp, got = dq120
    sass = Counter(m.group(1) for ln in got.stages["sass"].splitlines() if (m := _MMA.match(ln)))
    assert sass == {"HMMA.16816.F32.BF16": 128, "QMMA.SF.16832.F32.E4M3.E4M3.E8": 32}
    assert sum(1 for ln in got.stages["ptx"].splitlines() if _SCALED_PTX.match(ln)) == 32
    [f] = [f for f in got.report.findings if f.kind == "mma" and f.stage == "sass"]
    assert {c.key: c.value for c in f.claims} == {f"instructions/{k}": n for k, n in sass.items()}
    assert "32 × QMMA.SF.16832.F32.E4M3.E4M3.E8" in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    old = dataclasses.replace(f, claims=tuple(c for c in f.claims if "QMMA" not in c.key), template="",
                              message="SASS: 128 × HMMA.16816.F32.BF16 (static count)")
    verdicts = [(ok, why) for rule, ok, why in check_claims(old, claim_context(got, comp)) if rule == "mma-count"]
    assert verdicts and not any(ok for ok, _ in verdicts)
    assert "32 × QMMA.SF.16832.F32.E4M3.E4M3.E8, which the finding does not name" in verdicts[0][1]


# e.g.     %delta_95 = tt.load %delta_94, %mask_m_31, %cst_7 : tensor<128x!tt.ptr<f32>, …> loc(#loc145)
_DELTA_LOAD = re.compile(r"^\s*%delta_\d+ = tt\.load .*: tensor<128x!tt\.ptr<f32>")
# e.g.       %dq_230 = tt.dot %dq_229, %k_227, %arg28, inputPrecision = tf32 : tensor<128x64xbf16, …
_DQ_DOT = re.compile(r"^\s*%dq_\d+ = tt\.dot (?P<a>%\w+), ")


def test_a_computed_operand_fed_by_a_vector_loaded_before_the_loop_is_not_loaded_once(dq120) -> None:
    """Trial 13d F3: the dq dot's A is dS = p·(dp − delta), computed in every iteration from the scaled dot and the
    dp dot; the 128-float delta loaded before the loop is broadcast into it. The finding said "A is loaded once,
    before the loop (tt.load at ttgir:164)"; it now says A is computed (the op it names lies in the loop and its
    value reaches A) and selfcheck holds; the old statement is caught by ``mma-flop``."""
    comp, got = dq120
    ttgir = got.stages["ttgir"].splitlines()
    [delta] = [n for n, ln in enumerate(ttgir, 1) if _DELTA_LOAD.match(ln)]
    [dot] = [n for n, ln in enumerate(ttgir, 1) if _DQ_DOT.match(ln)]
    loop = next(n for n in range(dot, 0, -1) if " = scf.for " in ttgir[n - 1])
    assert delta < loop < dot
    f = next(f for f in got.report.findings if f.kind == "mma" and f.stage == "ttgir" and f.lines == (dot,))
    assert f.claim("a/source").value == "computed"
    at = f.claim("a/source_line").value
    assert isinstance(at, int) and loop < at < dot
    assert f.claim("a/source_op").value == ttgir[at - 1].split(" = ", 1)[1].split()[0]
    assert "A is not loaded (computed in registers" in f.message and "loaded once" not in f.message.split(";")[1]
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    old = with_claim(with_claim(with_claim(f, "a/source", "once"), "a/source_op", "tt.load"), "a/source_line", delta)
    verdicts = [ok for rule, ok, _ in check_claims(old, claim_context(got, comp)) if rule == "mma-flop"]
    assert verdicts.count(False) == 3, verdicts


# e.g. %sel_qk_197 = tt.dot %q_195, %k_blk_196, %cst, … : tensor<16x16x64xf16, …> * … -> tensor<16x16x16xf32, #mma>
_DOT_3D = re.compile(r"= tt\.dot .* -> tensor<(?P<b>\d+)x(?P<m>\d+)x(?P<n>\d+)xf32, ")


@pytest.fixture(scope="module")
def nsa(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T13D, "t13d_nsa_sel_fwd")


def test_a_batched_dot_is_said_to_get_no_tcgen05_because_it_is_3d(nsa) -> None:
    """Trial 13d M1: native sparse attention's two 3-D ``tl.dot`` on gathered K/V blocks (cuda:100) were said to miss
    tcgen05 because "M = 16 is not a multiple of 64"; Triton's supportMMA refuses any 3-D dot for wgmma and
    tcgen05, so the rank is named first, with the batch, M and N read from the result type; selfcheck holds."""
    comp, got = nsa
    dots = [(n, m) for n, ln in enumerate(got.stages["ttgir"].splitlines(), 1) if (m := _DOT_3D.search(ln))]
    assert len(dots) == 2
    for line, m in dots:
        [w] = [f for f in got.report.findings if f.kind == "mma" and f.severity == "warn" and f.lines == (line,)]
        assert w.message.split(": ", 1)[1].startswith(
            f"the dot is 3-D ({m['b']} batches of {m['m']}x{m['n']}), and Triton gives a batched dot neither wgmma "
            "nor tcgen05"), w.message
        assert f"M = {m['m']} is not a multiple of 64" in w.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


@pytest.fixture(scope="module")
def nsa32(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    """The nsa kernel with BLOCK = 32: its batched dots have batch 32, M 16 (batch ≠ M)."""
    from ir_explorer.capture.compiles import compile_all
    from ir_explorer.core.store import Store

    own = Store(tmp_path_factory.mktemp("t13d_nsa32"))
    (comp,) = compile_all([trial_request(T13D, "t13d_nsa_sel_fwd", user_spec, replace=("BLOCK=16->BLOCK=32",))], own)
    assert comp.ok, comp.failure
    return comp, consistency.stored_statements(comp, own)


def test_a_batched_dot_flop_per_byte_takes_m_and_n_from_the_last_two_dims(nsa32) -> None:
    """Trial 13d's latent defect: a 3-D dot's FLOP per byte took M and N as the result's first two dims (batch and M).
    With BLOCK = 32 the QK dot is 32 batches of 16x32 with f16 B loaded per iteration: 2·M·N·K·batch FLOP over
    K·N·batch·2 bytes = M = 16 FLOP per byte (the old reading gave 2·32·16 / (16·2) = 32); selfcheck holds and the
    old figure is caught by ``mma-flop``."""
    comp, got = nsa32
    dots = [(n, m) for n, ln in enumerate(got.stages["ttgir"].splitlines(), 1) if (m := _DOT_3D.search(ln))]
    assert [(m["b"], m["m"]) for _, m in dots] == [("32", "16"), ("32", "16")]
    for line, m in dots:
        f = next(f for f in got.report.findings if f.kind == "mma" and f.severity == "info" and f.lines == (line,))
        mm, nn = int(m["m"]), int(m["n"])
        assert f.claim("flop_per_operand_byte").value == 2 * mm * nn / (nn * 16 / 8) == 16
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    line = dots[0][0]
    f = next(f for f in got.report.findings if f.kind == "mma" and f.severity == "info" and f.lines == (line,))
    verdicts = [ok for rule, ok, _ in check_claims(with_claim(f, "flop_per_operand_byte", 32.0),
                                                   claim_context(got, comp)) if rule == "mma-flop"]
    assert verdicts and not all(verdicts)


@pytest.fixture(scope="module")
def dkdv100(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T13D, "t13d_kohaku_mx_dkdv_sm100")


# e.g.     %qk_90 = tt.dot_scaled %qq_78 scale %qs_89, %qk scale %ks_42, %cst_7 lhs = e4m3 rhs = e4m3 {…} : …
_TTIR_SCALED = re.compile(r"^\s*%\w+ = tt\.dot_scaled .* lhs = e4m3 rhs = e4m3 ")
# e.g.     %qq_241 = tt.fp_to_fp %qq_231 : tensor<64x128xf8E4M3FN, #linear> -> tensor<64x128xbf16, #linear>
_UPCAST = re.compile(r"= tt\.fp_to_fp %\w+ : tensor<64x128xf8E4M3FN, #\w+> -> tensor<64x128xbf16, ")


def test_a_decomposed_dot_scaled_is_said_to_be_one(dkdv100) -> None:
    """Trial 13d M3: on sm_100 the dK/dV pass's ``tl.dot_scaled(e4m3, e4m3)`` with BLOCK_M = 64 has no scaled MMA in
    the TTGIR: Triton upcast Q to bf16 (``tt.fp_to_fp``) and multiplied the scales in, and runs a bf16
    ``ttng.tc_gen5_mma``; the finding said only "ttng.tc_gen5_mma 64x128xbf16 · 128x128xbf16 runs on tcgen05". It now
    cites the TTIR's tt.dot_scaled of the same Python line and says it was decomposed; selfcheck holds, and
    ``mma-decomposed`` refuses another TTIR line."""
    comp, got = dkdv100
    [scaled] = [n for n, ln in enumerate(got.stages["ttir"].splitlines(), 1) if _TTIR_SCALED.match(ln)]
    ttgir = got.stages["ttgir"].splitlines()
    assert not any("dot_scaled" in ln or "tc_gen5_mma_scaled" in ln for ln in ttgir)
    assert any(_UPCAST.search(ln) for ln in ttgir)
    [f] = [f for f in got.report.findings if f.kind == "mma" and f.severity == "info"
           and f.claim("scaled_ttir_line") is not None]
    assert f.claim("scaled_ttir_line").value == scaled
    assert "ttng.tc_gen5_mma" in ttgir[f.lines[0] - 1]
    assert f"it is the tt.dot_scaled of ttir:{scaled}, which Triton decomposed" in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    verdicts = [ok for rule, ok, _ in check_claims(with_claim(f, "scaled_ttir_line", scaled + 1),
                                                   claim_context(got, comp)) if rule == "mma-decomposed"]
    assert verdicts == [False]
