"""Regression tests for trial 10d's F3 (docs/trial10d.md): a ``#ttg.linear`` layout used by a tensor smaller than
the one it was written for.

Triton 3.9's ``LinearEncodingAttr::toLinearLayout(shape)`` fits such a layout with ``ensureLayoutNotLargerThan(…,
/*broadcastRegisters=*/false)``: the register bases beyond the tensor are removed, lane and warp bases there set to
0. The layout overview zeroed the register bases instead, so triton_kernels' top-k (cuda:100) said "1x1x1x1x1x2x1
#linear1 (line 116): 4 elements per thread" where each thread holds 2 registers, and matmul_ogs on cuda:120 said
"128x4x1 #linear3: 256 elements per thread" where it holds 32. selfcheck's ``layout-tile`` re-derived the same
model; it now reads a ``#ttg.linear`` alias's own line in closed form and refuses the old counts."""

from __future__ import annotations

import json
import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.engines import consistency
from ir_explorer.engines.rules import check_claims

T10D = ROOT / "tests/data/trial2_kernels/t10d_commands.sh"
# e.g. #linear1 = #ttg.linear<{register = [[0, 0, 1], [0, 1, 0]], lane = [[0, 0, 0], …], warp = […], block = []}>
_LINEAR = re.compile(r"^(?P<alias>#linear\d*) = #ttg\.linear<\{register = (?P<reg>\[.*?\]), lane = (?P<lane>\[.*?\]), "
                     r"warp = (?P<warp>\[.*?\]), block")


@pytest.fixture(scope="module")
def topk(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T10D, "t10d_tk_topk_fwd")


def _registers_kept(reg: list[list[int]], shape: tuple[int, ...]) -> int:
    """Registers per thread of Triton's fitted layout, from the alias line: the register bases that lie inside the
    tensor (each component below its dimension's size)."""
    return 2 ** sum(all(x < n for x, n in zip(v, shape, strict=True)) for v in reg)


def test_a_linear_layout_of_a_smaller_tensor_drops_its_register_bases(topk) -> None:
    """``#linear1`` has 2 register bases, ``[0,…,0,1]`` (dim 6) and ``[0,…,1,0]`` (dim 5); ``tensor<1x1x1x1x1x2x1xi32,
    #linear1>`` has size 1 in dim 6, so the first is removed: 2 registers per thread, both distinct, every thread
    holding the tensor's 2 elements. The other small ``#linear``/``#linear1`` tensors of the kernel (32x1, and
    2x…x1x2 / 2x…x2x1) likewise count only the register bases inside them, and selfcheck holds."""
    comp, got = topk
    ttgir = got.stages["ttgir"]
    defs = {m["alias"]: m for ln in ttgir.splitlines() if (m := _LINEAR.match(ln))}
    assert json.loads(defs["#linear1"]["reg"]) == [[0, 0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 1, 0]]
    assert "tensor<1x1x1x1x1x2x1xi32, #linear1>" in ttgir
    [overview] = [f for f in got.report.findings if f.kind == "layout" and f.data.get("check") == "overview"]
    rows = {(tuple(r["shape"]), r["layout"]): (k, r) for k, r in enumerate(overview.data["tensors"])}
    k, row = rows[((1, 1, 1, 1, 1, 2, 1), "#linear1")]
    assert (row["registers"], row["per_thread"], row["per_warp"], row["numel"]) == (2, 2, 2, 2)
    assert "1x1x1x1x1x2x1 #linear1 (line 116): 4 elements per thread" not in overview.message
    small = [(shape, lay, r) for (shape, lay), (_, r) in rows.items() if lay in defs]
    assert len(small) >= 5
    for shape, lay, r in small:
        assert r["registers"] == _registers_kept(json.loads(defs[lay]["reg"]), shape), (shape, lay, r)
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_register_count_is_caught(topk) -> None:
    """The old statement, 4 registers per thread for ``tensor<1x1x1x1x1x2x1xi32, #linear1>`` (the removed basis
    kept as a zero), is refused by ``layout-tile``."""
    comp, got = topk
    [overview] = [f for f in got.report.findings if f.kind == "layout" and f.data.get("check") == "overview"]
    k = next(k for k, r in enumerate(overview.data["tensors"])
             if (tuple(r["shape"]), r["layout"]) == ((1, 1, 1, 1, 1, 2, 1), "#linear1"))
    old = with_claim(overview, f"tensors/{k}/registers", 4)
    verdicts = [(ok, text) for rule, ok, text in check_claims(old, claim_context(got, comp))
                if rule == "layout-tile" and f"tensors/{k}/registers " in text]
    assert verdicts and not any(ok for ok, _ in verdicts), verdicts
