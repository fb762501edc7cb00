"""Regression test for trial 9d's F3 (docs/trial9d.md) on intel-xpu-backend's split-K GEMM with SPLIT_K = 1
(cuda:100), which stores C through a tensor descriptor: ``ttng.async_tma_copy_local_to_global`` reads the tile
``ttg.local_alloc`` put in shared memory and writes global memory. Its bank finding said "ttng.async_tma_copy_
local_to_global reads %0 (…): TMA writes whole swizzled rows", the sentence of a TMA load. It now says the store
reads them, and ``bank-model`` checks the verb against the op's direction."""

from __future__ import annotations

import pytest
from conftest import ROOT
from trial_commands import trial_request, with_claim

from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.store import Store
from ir_explorer.engines import consistency

T9D = ROOT / "tests/data/trial2_kernels/t9d_commands.sh"


@pytest.fixture(scope="module")
def splitk1(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    own = Store(tmp_path_factory.mktemp("t9d_splitk1"))
    request = trial_request(T9D, "t9d_xpu_splitk", user_spec, replace=("SPLIT_K=4->SPLIT_K=1",))
    (comp,) = compile_all([request], own)
    assert comp.ok, comp.failure
    return comp, consistency.stored_statements(comp, own)


def _tma(got, op: str):  # type: ignore[no-untyped-def]
    return [f for f in got.report.findings if f.kind == "shared_memory" and f.claim("op") is not None
            and f.claim("op").value == op]


def test_a_tma_store_reads_its_tile_and_a_tma_load_writes_it(splitk1) -> None:
    """The descriptor store (one, reading the 131072-byte f32 tile) says "TMA reads whole swizzled rows"; the
    A and B loads say "TMA writes"; selfcheck holds."""
    comp, got = splitk1
    ttgir = got.stages["ttgir"].splitlines()
    (store,) = _tma(got, "ttng.async_tma_copy_local_to_global")
    assert "ttng.async_tma_copy_local_to_global" in ttgir[store.lines[0] - 1]
    assert store.claim("bytes").value == 128 * 256 * 4
    assert store.claim("model").value == "TMA reads whole swizzled rows (no conflict model)"
    assert "TMA writes" not in store.message
    loads = _tma(got, "ttng.async_tma_copy_global_to_local")
    assert len(loads) == 2 and all(f.claim("model").value.startswith("TMA writes whole") for f in loads)
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_verb_is_caught(splitk1) -> None:
    """Trial 9d's "TMA writes whole swizzled rows" for the store is refused by ``bank-model``."""
    comp, got = splitk1
    (store,) = _tma(got, "ttng.async_tma_copy_local_to_global")
    lie = with_claim(store, "model", "TMA writes whole swizzled rows (no conflict model)")
    res = consistency.check(comp, [lie], dict(got.report.metrics), got.stages)
    assert [text for r, text in res.violations if r == "bank-model"], res.violations[:3]
