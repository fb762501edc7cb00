"""Regression tests for trial 10d's F1 and F4 (docs/trial10d.md) on triton_kernels' ``_matmul_ogs`` (cuda:100).

F1: a loaded factor of an i32 product that the IR bounds.

triton_kernels' ``_matmul_ogs`` decodes each tile's expert from a loaded word, ``expt_id = expt_data & 0x0000FFFF``
(TTIR ``arith.andi %expt_data, %c65535_i32``), and multiplies it by the runtime strides ``stride_w_e``,
``stride_mx_e`` and ``stride_b_e`` in i32. The warnings said "the IR gives no bound on expt_id, so no size from
which it does can be derived here": the mask bounds it to 65535, so the product can pass 2^31-1 only from a stride
of 32769 on. The gathered rows ``tl.load(GatherIndx + …) // N_EXPTS_ACT`` (÷ 4) are at most 2^29 in magnitude. The
warnings now give the bound, the op that sets it and that size; selfcheck's ``load-bound`` re-derives them and
refuses the old "no bound".

F4: the narrow load of the mx scales (``tl.load(SPtrs)``, 128x4xi8) named "offset 'grid_n' has no tt.divisibility =
16" among its causes: ``grid_n`` reaches the scale pointer only through ``pid_m = pid // grid_n``, the address of
the loaded expert word (a loaded value's divisibility is the data's), and through ``pid_n = pid % grid_n`` into
``tl.multiple_of(… % N, BLOCK_N)``, whose ``tt.divisibility`` hint AxisInfo takes as is. The pointer walk now stops
at loads (and hints, as before); selfcheck's ``coal-offset-arg`` refuses the old cause."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.engines import consistency
from ir_explorer.engines.rules import addresses as address_rules
from ir_explorer.engines.rules import check_claims

T10D = ROOT / "tests/data/trial2_kernels/t10d_commands.sh"
# e.g.     %expt_id = arith.andi %expt_data_9, %c65535_i32 : i32 loc(#loc108)
_ANDI = re.compile(r"^\s*%expt_id = arith\.andi %\w+, %c65535_i32 : i32\b")
# e.g.     %WPtrs = arith.muli %expt_id, %stride_w_e : i32 loc(#loc125)
_MULI = re.compile(r"^\s*%\w+ = arith\.muli (?P<a>%\w+), (?P<b>%\w+) : (?:tensor<[\dx]+xi32>|i32)\b")
# e.g.     %offs_x_m_21 = arith.divsi %offs_x_m_20, %cst_8 : tensor<128xi32> loc(#loc118)
_DIVSI = re.compile(r"^\s*(?P<res>%offs_x_m\w*) = arith\.divsi %\w+, %\w+ : tensor<128xi32>")


@pytest.fixture(scope="module")
def ogs(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    address_rules._LAST[:] = [None, None, None]
    return compiled_trial(tmp_path_factory, user_spec, T10D, "t10d_tk_matmul_ogs")


def _warnings(got):  # type: ignore[no-untyped-def]
    return {f.lines[0]: f for f in got.report.findings if f.kind == "addresses" and f.severity == "warn"}


def test_a_masked_expert_id_is_bounded(ogs) -> None:
    """The three ``expt_id * stride`` products (stride_w_e, stride_mx_e, stride_b_e) say expt_id lies in [0, 65535]
    (the ``arith.andi`` line) and the product can overflow only from a stride of (2^31-1) // 65535 + 1 = 32769 on;
    the gather's ``offs_x_m[:, None] * stride_x_m`` says offs_x_m lies in [-2^29, 2^29 - 1] (the ``arith.divsi`` of
    a loaded i32 by 4; trial 14c M2: not "at most 2^29"), so from stride_x_m = 5 on (-2^29 * 4 = -2^31 is still an
    i32; (2^29 - 1) * 5 is not). No warning says "gives no bound"; selfcheck holds."""
    comp, got = ogs
    lines = got.stages["ttir"].splitlines()
    andi = next(n for n, ln in enumerate(lines, 1) if _ANDI.match(ln))
    div = next(n for n, ln in enumerate(lines, 1) if _DIVSI.match(ln))
    expt = {n: m["b"] for n, ln in enumerate(lines, 1) if (m := _MULI.match(ln)) and m["a"] == "%expt_id"}
    assert sorted(expt.values()) == ["%stride_b_e", "%stride_mx_e", "%stride_w_e"]
    warn = _warnings(got)
    for n in expt:
        f = warn[n]
        assert f.claim("load_most").value == 65535 and f.claim("load_bound_line").value == andi
        assert f.claim("load_least").value == 0
        assert f.claim("load_from").value == (2**31 - 1) // 65535 + 1 == 32769
        assert "expt_id lies in [0, 65535]" in f.message and "gives no bound" not in f.message, f.message
    [gather] = [f for f in warn.values() if "offs_x_m" in f.message]
    assert gather.claim("load_most").value == 2**29 - 1 and gather.claim("load_bound_line").value == div
    assert gather.claim("load_least").value == -(2**29)
    assert gather.claim("load_from").value == 5
    assert not any("gives no bound" in f.message for f in warn.values())
    address_rules._LAST[:] = [None, None, None]
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_no_bound_is_caught(ogs) -> None:
    """Trial 10d F1: "the IR gives no bound on expt_id" (``load_most`` None) is refused by ``load-bound``, as is a
    wrong size (stride_w_e from 1 on)."""
    comp, got = ogs
    ctx = claim_context(got, comp)
    f = next(f for f in _warnings(got).values() if "%expt_id, %stride_w_e" in f.message)
    for key, lie in (("load_most", None), ("load_from", 1)):
        address_rules._LAST[:] = [None, None, None]
        verdicts = [(ok, text) for rule, ok, text in check_claims(with_claim(f, key, lie), ctx)
                    if rule == "load-bound" and f" {key} = " in text]
        assert verdicts and not any(ok for ok, _ in verdicts), (key, verdicts)


def _scale_load(got):  # type: ignore[no-untyped-def]
    """The narrow ``tt.load`` of the 128x4 i8 scales."""
    return next(f for f in got.report.findings if f.kind == "coalescing" and f.severity == "warn"
                and "tensor<128x4xi8>" in f.message and f.message.startswith("narrow load"))


def test_grid_n_is_no_cause_of_the_scale_load(ogs) -> None:
    """The scale load is narrow (8 bits; ``stride_mx_n`` = 90 multiplies the row offsets), and ``grid_n`` is not
    named: its only ways to the pointer are the loaded expert word's address and the hinted remainder (ttgir
    ``arith.remsi … {tt.contiguity = dense<128> …, tt.divisibility = dense<128> …}``). selfcheck holds."""
    comp, got = ogs
    ttgir = got.stages["ttgir"]
    assert re.search(r"%pid_m = arith\.divsi %pid, %grid_n", ttgir)
    assert re.search(r"%pid_n = arith\.remsi %pid, %grid_n", ttgir)
    assert re.search(r"arith\.remsi %offs_w_n_\w+, %offs_w_n_\w+ \{tt\.contiguity = dense<128> : tensor<1xi32>, "
                     r"tt\.divisibility = dense<128>", ttgir)
    f = _scale_load(got)
    assert "argument 'stride_mx_n' multiplies the row offsets" in f.message
    assert "grid_n" not in f.message and not any(c.value == "grid_n" for c in f.claims), f.message
    address_rules._LAST[:] = [None, None, None]
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_grid_n_cause_is_caught(ogs) -> None:
    """Trial 10d F4: a ``cause/offset_arg`` claim of ``grid_n`` is refused by ``coal-offset-arg``; one of ``K`` (an
    argument the scale pointer's loop-carried offsets do not come from either) too."""
    from ir_explorer.analyses.findings import Claim, Ref

    comp, got = ogs
    f = _scale_load(got)
    ctx = claim_context(got, comp)
    func = next(n for n, ln in enumerate(got.stages["ttgir"].splitlines(), 1) if "tt.func public @matmul_ogs_mx" in ln)
    for name in ("grid_n", "K"):
        lie = replace(f, claims=f.claims + (Claim("cause/offset_arg/0", name, "value", "coal-offset-arg",
                                                  (Ref("ttgir", func, f"%{name}: i32"),)),))
        verdicts = [(ok, text) for rule, ok, text in check_claims(lie, ctx) if rule == "coal-offset-arg"]
        assert verdicts and not any(ok for ok, _ in verdicts), (name, verdicts)
