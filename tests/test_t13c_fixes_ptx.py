"""Regression tests for trial 13c's F3 (docs/trial13c.md) on NSA's selected-block attention backward
(``t13c_nsa_select_dkdv``, cuda:90).

``DK += x_bos * dk_stride_m + off_kh * dk_stride_h`` (Python line 33) and ``Ind += off_kh * ind_stride_h.to(int64) +
(k_bos + pid) * ind_stride_m.to(int64)`` (line 39) each hold two products. LLVM kept one multiply of each line at
its location (``off_kh * dk_stride_h``, ``off_kh * ind_stride_h``) and hoisted the other to a line-0 location. With
no dataflow match, the PTX citation fell back to "the only [multiply] there" at the Python line, and cited the other
product's multiply (reading ``dk_stride_h``'s or ``ind_stride_h``'s ``.param``) for ``x_bos * dk_stride_m`` and
``(k_bos + pid) * ind_stride_m``. A multiply that reads another argument's ``.param`` is now never cited for a
product, and rule ``ptx-multiply`` reads the cited multiply's factors back to their ``.param`` loads."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.engines import consistency
from ir_explorer.engines.rules.wide_products import i64_products, wide_products
from ir_explorer.ir import mlir_model

T13C = ROOT / "tests/data/trial2_kernels/t13c_commands.sh"
# e.g. 	ld.param.b32 	%r81, [nsa_select_dkdv_param_20];
_PARAM = re.compile(r"ld\.param\.\w+\s+(%\w+),\s*\[nsa_select_dkdv_param_(\d+)\]")


@pytest.fixture(scope="module")
def dkdv(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T13C, "t13c_nsa_select_dkdv")


def _params(got) -> dict[str, int]:  # type: ignore[no-untyped-def]
    """PTX register → the ``.param`` number it holds (loaded by ``ld.param``, copied by ``mov``/``cvt``)."""
    held: dict[str, int] = {}
    for ln in got.stages["ptx"].splitlines():
        if m := _PARAM.search(ln):
            held[m[1]] = int(m[2])
        elif (c := re.match(r"\s*(?:mov|cvt)\.[\w.]+\s+(%\w+),\s*(%\w+);", ln)) and c[2] in held:
            held[c[1]] = held[c[2]]
    return held


def _args(got) -> list[str]:  # type: ignore[no-untyped-def]
    """The kernel's runtime arguments in ``.param`` order (the TTIR function's)."""
    func = next(ln for ln in got.stages["ttir"].splitlines() if "tt.func" in ln)
    return re.findall(r"%(\w+): ", func)


def _cited(got):  # type: ignore[no-untyped-def]
    """``(finding, claim prefix, argument, cited PTX line)`` of every product's PTX citation, 32- and 64-bit."""
    out = []
    for f in got.report.findings:
        if f.kind != "addresses":
            continue
        for c in f.claims:
            if c.key.endswith("ptx/line"):
                pre = c.key[:-len("ptx/line")]
                out.append((f, pre, f.claim(pre + "argument").value, c.value))
    return out


def _foreign(got, arg: str, line: int) -> set[int]:  # type: ignore[no-untyped-def]
    """The ``.param`` numbers, other than ``arg``'s, that the multiply at PTX ``line`` reads."""
    held, args = _params(got), _args(got)
    text = got.stages["ptx"].splitlines()[line - 1]
    sources = re.findall(r"%\w+", text)[1:3]
    return {held[r] for r in sources if r in held} - {args.index(arg)}


def test_no_product_cites_a_multiply_of_another_argument(dkdv) -> None:
    """No cited PTX multiply reads a register loaded from another argument's ``.param``; ``dk_stride_h`` and
    ``ind_stride_h`` keep their own multiplies; selfcheck holds."""
    comp, got = dkdv
    cited = _cited(got)
    assert {"dk_stride_h", "ind_stride_h"} <= {arg for _, _, arg, _ in cited}, [c[2] for c in cited]
    for f, _pre, arg, line in cited:
        assert not _foreign(got, arg, line), (arg, line, f.message)
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_citation_is_caught(dkdv) -> None:
    """Trial 13c's citation of ``off_kh * dk_stride_h``'s multiply (and of ``off_kh * ind_stride_h``'s) for another
    argument's product is refused by ``ptx-multiply``, which reads the multiply's factors back to their ``.param``."""
    comp, got = dkdv
    for f, pre, arg, _line in _cited(got):
        if arg not in ("dk_stride_h", "ind_stride_h"):
            continue
        other = "dk_stride_m" if arg == "dk_stride_h" else "ind_stride_m"
        old = with_claim(with_claim(f, pre + "argument", other), pre + "ptx/found", "python line")
        res = consistency.check(comp, [old], dict(got.report.metrics), got.stages)
        assert [t for r, t in res.violations if r == "ptx-multiply" and "param" in t], (f.message, res.violations[:3])


# e.g.     %Ind_40 = arith.muli %Ind_39, %Ind_38 : i64 loc(#loc140)
_MULI64 = re.compile(r"^\s*%[\w.]+ = arith\.muli (%[\w.]+), (%[\w.]+) : i64\b")
# e.g.     %Ind_38 = arith.extsi %ind_stride_h : i32 to i64 loc(#loc140)
_EXT = re.compile(r"^\s*(%[\w.]+) = arith\.extsi (%\w+) : i32 to i64\b")


def test_the_64_bit_count_is_recounted_on_the_raw_ir(dkdv) -> None:
    """Issue 23: rule ``i64-products`` recounts the 64-bit products by its own definition
    (:func:`~ir_explorer.engines.rules.wide_products.wide_products`), not the analysis's walk. Here it finds the two of
    Python line 39, ``off_kh * ind_stride_h.to(int64)`` and ``(k_bos + pid) * ind_stride_m.to(int64)`` (TTIR
    ``arith.muli … : i64`` by an ``arith.extsi`` of the stride), the lines the finding lists; a count of 1 or 3 is
    refused."""
    comp, got = dkdv
    ttir = got.stages["ttir"].splitlines()
    ext = {m[1]: m[2] for ln in ttir if (m := _EXT.match(ln))}
    by_stride = {ext.get(m[2]) or ext.get(m[1]): n for n, ln in enumerate(ttir, 1) if (m := _MULI64.match(ln))}
    (f,) = [f for f in got.report.findings if f.kind == "addresses" and f.template.startswith("arith.muli in 64")]
    assert wide_products(mlir_model.parse(got.stages["ttir"])) == list(f.lines) == \
        [by_stride["%ind_stride_h"], by_stride["%ind_stride_m"]]
    assert f.claim("count").value == 2
    ctx = claim_context(got, comp)
    assert i64_products(f.claim("count"), f, ctx) == (True, "the IR gives 2")
    for lie in (1, 3):
        bad = with_claim(f, "count", lie)
        assert not i64_products(bad.claim("count"), bad, ctx)[0]
