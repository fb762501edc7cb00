"""Regression tests for trial 13b's M1 and trial 13d's M4 (docs/trial13b.md, docs/trial13d.md): the sector model's
estimate did not say which base it assumed.

13b M1, TensorRT-LLM's top-k softmax (``t13b_trtllm_topk_softmax``, cuda:90): each token's 6 weights are stored at
``weights_ptr + token * stride_wt`` with ``stride_wt`` a runtime argument (divisibility 1), so AxisInfo proves the
f32 pointer only 4-byte aligned. The info line said "model estimate: 1 sectors for 24 bytes used per warp request
(ideal 1)", true only for a base 4 bytes past a 32-byte boundary (what the model took, said in the JSON alone): rows
of 24 bytes starting 12 to 28 bytes past a boundary touch 2 sectors. 13d M4, Megatron's Sinkhorn backward
(``t13d_meg_sinkhorn_bwd``, cuda:120): "model estimate: 2 sectors for 32 bytes used per warp request (ideal 1)",
the base taken 8 bytes past a boundary, unsaid.

The estimate now names the base it takes and its source ("model estimate with the base 4 bytes past a 32-byte
boundary (AxisInfo proves the pointer 4-byte aligned; the bases that alignment allows give 1 to 2 sectors per
request): …"), as claims ``…/sectors/base_offset``, ``base_alignment``, ``base_source``,
``fewest_request_sectors`` and ``most_request_sectors``; rule ``sectors`` re-derives them and refuses an estimate
that states no base."""

from __future__ import annotations

import dataclasses
import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.analyses.findings import Finding
from ir_explorer.engines import consistency

T13B = ROOT / "tests/data/trial2_kernels/t13b_commands.sh"
T13D = ROOT / "tests/data/trial2_kernels/t13d_commands.sh"
P = "axisinfo/sectors/"
# e.g.     tt.store %19, %weights, %20 : tensor<8x!tt.ptr<f32>, #blocked1> loc(#loc36)
_STORE_F32 = re.compile(r"^\s*tt\.store .*: tensor<8x!tt\.ptr<f32>")
# e.g.     %M_9 = tt.load %M_8 : tensor<4x4x!tt.ptr<bf16>, #blocked> loc(#loc83)
_LOAD_4X4 = re.compile(r"^\s*%\w+ = tt\.load .*: tensor<4x4x!tt\.ptr<bf16>")


@pytest.fixture(scope="module")
def topk(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T13B, "t13b_trtllm_topk_softmax")


@pytest.fixture(scope="module")
def sinkhorn(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T13D, "t13d_meg_sinkhorn_bwd")


def _estimates(got, pattern: re.Pattern[str]) -> list[Finding]:  # type: ignore[no-untyped-def]
    """The coalescing info findings with a sector estimate on the TTGIR lines ``pattern`` matches."""
    lines = {n for n, ln in enumerate(got.stages["ttgir"].splitlines(), 1) if pattern.search(ln)}
    return [f for f in got.report.findings if f.kind == "coalescing" and f.stage == "ttgir" and f.lines
            and f.lines[0] in lines and f.claim(P + "request_sectors") is not None]


def _value(f: Finding, key: str) -> object:
    c = f.claim(key)
    assert c is not None, (key, f.message)
    return c.value


def _sectors(offset: int, used: int) -> int:
    """32-byte sectors of ``used`` contiguous bytes starting ``offset`` bytes past a boundary."""
    return (offset + used - 1) // 32 - offset // 32 + 1


def test_topk_estimate_names_its_base(topk) -> None:
    """The weights store (``tensor<8xf32>``, 6 lanes on by ``offs < 6``): 24 contiguous bytes per request; the f32
    pointer's AxisInfo divisibility is 4 bytes (a runtime ``stride_wt``), so the base is taken 4 bytes past a
    boundary (1 sector), and the bases 0, 4 … 28 bytes past give 1 to 2, as counted here for 24 contiguous bytes;
    the message says so, and selfcheck holds."""
    comp, got = topk
    (f,) = _estimates(got, _STORE_F32)
    div = _value(f, "axisinfo/pointer/divisibility")
    assert isinstance(div, tuple) and max(div) == 4, div
    used = _value(f, P + "request_bytes")
    assert used == 24
    assert _value(f, P + "base_alignment") == 4 and _value(f, P + "base_source") == "axisinfo"
    assert _value(f, P + "base_offset") == 4 and _value(f, P + "request_sectors") == _sectors(4, 24) == 1
    each = [_sectors(o, 24) for o in range(0, 32, 4)]
    assert (_value(f, P + "fewest_request_sectors"), _value(f, P + "most_request_sectors")) == (min(each), max(each))
    assert (min(each), max(each)) == (1, 2)
    assert ("model estimate with the base 4 bytes past a 32-byte boundary (AxisInfo proves the pointer 4-byte "
            "aligned; the bases that alignment allows give 1 to 2 sectors per request): 1 sectors for 24 bytes used "
            "per warp request (ideal 1)") in f.message, f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_unsaid_base_is_refused(topk) -> None:
    """Trial 13b M1's wording, the estimate with no base claims, is refused by rule ``sectors``; so are a base said
    to be at a boundary and an alignment of 16 bytes, which the pointer's AxisInfo does not prove."""
    comp, got = topk
    (f,) = _estimates(got, _STORE_F32)
    old = dataclasses.replace(
        f, template=re.sub(r"model estimate with .*?\): ", "model estimate: ", f.template),
        claims=tuple(c for c in f.claims if not c.key.startswith((P + "base_", P + "fewest_", P + "most_"))))
    assert "; model estimate: 1 sectors for 24 bytes used per warp request (ideal 1)" in old.message, old.message
    res = consistency.check(comp, [old], dict(got.report.metrics), got.stages)
    assert [t for r, t in res.violations if r == "sectors" and "the base it assumes is unsaid" in t], res.violations
    for key, lie in (("base_offset", 0), ("base_alignment", 16)):
        res = consistency.check(comp, [with_claim(f, P + key, lie)], dict(got.report.metrics), got.stages)
        assert [r for r, _ in res.violations if r == "sectors"], (key, res.violations[:3])


def test_sinkhorn_estimate_names_its_base(sinkhorn) -> None:
    """The 4x4 bf16 tile loads (``base + pid * 16 + row * 4 + col``): AxisInfo's pointer divisibility per dimension
    is read from the finding, the base's alignment is the largest of them (element 0 starts a run along each), 8
    bytes; 32 bytes used per request, 2 sectors with the base 8 bytes past a boundary, 1 to 2 over the bases an
    8-byte alignment allows."""
    comp, got = sinkhorn
    found = _estimates(got, _LOAD_4X4)
    assert len(found) == 3, [f.message for f in found]
    for f in found:
        div = _value(f, "axisinfo/pointer/divisibility")
        assert isinstance(div, tuple) and max(div) == 8 == _value(f, P + "base_alignment"), (div, f.message)
        used = _value(f, P + "request_bytes")
        assert used == 32 and _value(f, P + "request_sectors") == _sectors(8, 32) == 2
        each = [_sectors(o, 32) for o in range(0, 32, 8)]
        assert (_value(f, P + "fewest_request_sectors"), _value(f, P + "most_request_sectors")) == (1, 2) == \
            (min(each), max(each))
        assert ("model estimate with the base 8 bytes past a 32-byte boundary (AxisInfo proves the pointer 8-byte "
                "aligned; the bases that alignment allows give 1 to 2 sectors per request): 2 sectors for 32 bytes "
                "used per warp request (ideal 1)") in f.message, f.message
    res = consistency.check(comp, found, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
