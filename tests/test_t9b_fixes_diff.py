"""Regression test for trial 9b's M4 (docs/trial9b.md): ``diff --targets cuda:90 hip:gfx942`` of tritonbench's
partition-K GEMM said "uncoalesced accesses (model estimate): 1 → none".

The same rank-3 store is a column walk on both targets: its layout's lanes step the runtime-strided dimension 1
(cuda:90 ``threadsPerWarp = [1, 32, 1]``, gfx942 ``[2, 32, 1]``). On gfx942 the store is an ``amdg.buffer_store``,
whose base pointer and i32 offsets the sector model does not read, so the metric is absent there; "none" read as "the
model found none". An absent value on an AMD side now says the model does not cover AMD's buffer ops."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import trial_request

from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.store import Store
from ir_explorer.engines.diffing import semantic_summary
from ir_explorer.engines.report import build_report

T9B = ROOT / "tests/data/trial2_kernels/t9b_commands.sh"
# e.g.     amdg.buffer_store %3, %c_buf_ptr[%2] : !tt.ptr<f32> -> tensor<32x32x1xf32, #blocked2> loc(#loc47)
_BUFFER_STORE = re.compile(r"^\s*amdg\.buffer_store .* tensor<32x32x1xf32, (?P<alias>#\w+)>")
_TPW = re.compile(r"threadsPerWarp = \[(?P<tpw>[\d, ]+)\]")


@pytest.fixture(scope="module")
def both(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    own = Store(tmp_path_factory.mktemp("t9b_partition_k_targets"))
    reqs = [trial_request(T9B, "t9b_tb_partition_k", user_spec, target=t) for t in ("cuda:90", "hip:gfx942")]
    comps = compile_all(reqs, own)
    assert all(c.ok for c in comps), [c.failure for c in comps]
    return comps, own


def test_an_amd_side_without_the_metric_says_it_is_not_modelled(both) -> None:
    """gfx942's store is an ``amdg.buffer_store`` whose lanes walk dim 1 (32 lanes there), as on cuda:90. Since the
    model reads buffer ops' offsets (7ac2845) it counts the column walk on both sides, so the diff has no line for
    the metric; where an AMD side has no value, the line says the model estimates a buffer op only where it reads its
    offsets, not that none was found."""
    comps, own = both
    nv, amd = (build_report(c, own).metrics for c in comps)
    assert nv["uncoalesced_accesses"] == 1 and amd["uncoalesced_accesses"] == 1
    lines = comps[1].stages["ttgir"].text().splitlines()
    alias = next(m.group("alias") for ln in lines if (m := _BUFFER_STORE.match(ln)))
    tpw = _TPW.search(next(ln for ln in lines if ln.startswith(alias + " = #ttg.blocked<")))
    assert tpw is not None and [int(x) for x in tpw.group("tpw").split(",")][1] == 32
    assert not [c for c in semantic_summary(nv, amd, (False, True)) if c.name == "uncoalesced_accesses"]
    unread = {k: v for k, v in amd.items() if k != "uncoalesced_accesses"}
    (line,) = [c.text for c in semantic_summary(nv, unread, (False, True)) if c.name == "uncoalesced_accesses"]
    assert line == ("uncoalesced accesses (model estimate): 1 → none estimated (an AMD buffer op is estimated only "
                    "where the model reads its offsets)")
    (same,) = [c.text for c in semantic_summary({}, nv) if c.name == "uncoalesced_accesses"]
    assert same == "uncoalesced accesses (model estimate): none → 1"
