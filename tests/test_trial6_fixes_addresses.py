"""Regression tests for the sixth trial's address item F6 (docs/trial6.md) on mamba's chunk_scan (cuda:90).

F6: the i32-product warning said ``arith.muli %pid_c, %batch`` "overflows once pid_c * batch > 2^31-1 elements
(e.g. batch = 2*1024*1024 from pid_c = 1024 on)", but ``%pid_c = arith.divsi %pid_bc, %batch``: a quotient times its
own divisor is at most the dividend (``pid_bc``, itself an i32), so that product cannot overflow. The walk now drops
such a product (:func:`ir_explorer.analyses.address_chains.quotient_times_divisor`), so the products built on it
(``pid_b = pid_bc - pid_c * batch`` times ``stride_x_batch`` …, the trial's omission) are no longer hidden behind it;
the ``i32-product`` rule reads the same bound from the raw text on its own path and refuses the old warning."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.engines import consistency
from ir_explorer.engines.rules.addresses import i32_product

Z6 = ROOT / "tests/data/trial2_kernels/z6_commands.sh"
# e.g. %pid_c = arith.divsi %pid_bc, %batch : i32 loc(#loc161)
_DIV = re.compile(r"^\s*%pid_c = arith\.divsi (%\w+), (%\w+) : i32")


@pytest.fixture(scope="module")
def mamba(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, Z6, "z6_mamba_chunk_scan")


def _line(text: str, needle: str) -> int:
    (n,) = [i for i, ln in enumerate(text.splitlines(), 1) if needle in ln]
    return n


def _warnings(got):  # type: ignore[no-untyped-def]
    return {f.lines[0]: f for f in got.report.findings if f.kind == "addresses" and f.severity == "warn"}


def test_a_quotient_times_its_divisor_is_not_warned(mamba) -> None:
    """ttir ``%pid_c = arith.divsi %pid_bc, %batch`` with ``%pid_bc = tt.get_program_id y``, then ``arith.muli
    %pid_c, %batch``: no warning there; the products of ``pid_b`` (``pid_bc - pid_c * batch``) by the batch strides
    are warned instead (7: cb, x, dt, dA_cs, C, states, out), and the metric counts the warnings."""
    comp, got = mamba
    ttir = got.stages["ttir"]
    (div,) = [m for ln in ttir.splitlines() if (m := _DIV.match(ln))]
    assert div.groups() == ("%pid_bc", "%batch")
    assert "tt.get_program_id y" in ttir.splitlines()[_line(ttir, "%pid_bc = ") - 1]
    prod = _line(ttir, "= arith.muli %pid_c, %batch : i32")
    warns = _warnings(got)
    assert prod not in warns
    batch = {f.claim("argument").value for f in warns.values() if f.claim("factors").value.startswith("pid_b *")}
    assert batch == {"stride_cb_batch", "stride_x_batch", "stride_dt_batch", "stride_dA_cs_batch", "stride_C_batch",
                     "stride_states_batch", "stride_out_batch"}
    # pid_b = pid_bc - pid_c * batch is a remainder by batch: the example says what it needs
    x = next(f for f in warns.values() if f.claim("argument").value == "stride_x_batch")
    assert x.claim("example").value == ("e.g. stride_x_batch = 2*1024*1024 from pid_b = 1024 on; pid_b is a "
                                        "remainder by batch, at most batch - 1, so that needs batch > 1024")
    assert (2**31 - 1) // (2 * 1024 * 1024) + 1 == 1024
    # the pid_c products by a stride stay: pid_c is only bounded by the grid, not by the stride
    assert _line(ttir, "= arith.muli %pid_c, %stride_cb_chunk : i32") in warns
    # 19 scalar products; the tensor products of tile indices by strides are warned too since trial 11c's omission
    # (tests/test_axisinfo_causes.py), each an i32 ``arith.muli … : tensor<…xi32>`` of the TTIR
    lines = ttir.splitlines()
    scalar = [n for n in warns if re.search(r"= arith\.muli .* : i32\b", lines[n - 1])]
    tensor = [n for n in warns if n not in scalar]
    assert len(scalar) == 19 and all(re.search(r"= arith\.muli .* : tensor<[\dx]+xi32>", lines[n - 1]) for n in tensor)
    assert dict(got.report.metrics)["i32_offset_products"] == len(warns)
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_quotient_warning_is_caught(mamba) -> None:
    """Trial 6's warning, moved onto ``arith.muli %pid_c, %batch``: the ``i32-product`` rule refuses it because the
    product is ``pid_bc // batch * batch``, at most ``pid_bc`` (read from the raw lines)."""
    comp, got = mamba
    ttir = got.stages["ttir"]
    prod = _line(ttir, "= arith.muli %pid_c, %batch : i32")
    w = _warnings(got)[_line(ttir, "= arith.muli %pid_c, %stride_cb_chunk : i32")]
    old = with_claim(w, "line", prod)
    ok, why = i32_product(old.claim("line"), old, claim_context(got, comp))
    assert not ok
    assert why == (f"ttir:{prod} multiplies %pid_c = %pid_bc // %batch (ttir:{_line(ttir, '%pid_c = arith.divsi')}) "
                   "by %batch: the product is at most %pid_bc, itself an i32, so it cannot overflow")
