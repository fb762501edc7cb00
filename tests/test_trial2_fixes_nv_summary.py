"""Regression test for the second trial's M5 (docs/trial2_nvidia.md): the summary said "pipelining  not pipelined"
for Liger's GEGLU, a kernel without any loop, as if a loop had been left unpipelined. It now says "no loop" when the
TTIR has no ``scf.for``/``scf.while``; Liger's KL-divergence, whose column loop Triton does not pipeline (no dot, no
``tl.range(num_stages=…)``), keeps "not pipelined". Compiles both with their nv_commands.sh options."""

from __future__ import annotations

import re

import pytest
from trial2_nv import nv_request

from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.store import Store
from ir_explorer.engines import consistency

KERNELS = ("nv_liger_geglu", "nv_liger_kldiv")


@pytest.fixture(scope="module")
def compiled(store: Store, user_spec):  # type: ignore[no-untyped-def]
    comps = compile_all([nv_request(k, user_spec) for k in KERNELS], store)
    for name, comp in zip(KERNELS, comps, strict=True):
        assert comp.ok, (name, comp.failure)
    return {k: (c, consistency.stored_statements(c, store)) for k, c in zip(KERNELS, comps, strict=True)}


def test_a_kernel_without_a_loop_is_no_unpipelined_loop(compiled) -> None:
    loops = re.compile(r"\bscf\.(for|while)\b")
    for name, want in (("nv_liger_geglu", "no loop"), ("nv_liger_kldiv", "not pipelined")):
        comp, got = compiled[name]
        assert bool(loops.search(got.stages["ttir"])) == (name == "nv_liger_kldiv")
        assert got.report.metrics["pipelined_stages"] == 0
        assert dict(got.report.summary)["pipelining"] == want
