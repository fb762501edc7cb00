"""Regression test for trial 7b's M2 (docs/trial7b.md) on fla's ``chunk_scaled_dot_kkt_fwd_kernel`` (cuda:90).

The pipeliner's mbarriers for the K loop's TMA copies take the loop's ``loc``, whose name is the loop result
``acc``: the TTGIR prints ``%acc = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64, …>``, and the finding said
"%acc: 2 buffers of 1xi64 in mbarrier array", which a kernel author reads as the accumulator in shared memory (it
is ``tensor<64x64xf32, #mma>`` in registers). The finding now says the name is the IR's and the barriers hold no
tensor data."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial

from ir_explorer.engines import consistency

T7B = ROOT / "tests/data/trial2_kernels/t7b_commands.sh"
# e.g.   %acc = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64, #shared1, #smem, mutable> loc(#loc55)
_BARRIERS = re.compile(r"^\s*%(?P<name>[\w.]+) = ttg\.local_alloc : \(\) -> !ttg\.memdesc<(?P<n>\d+)x1xi64,")


@pytest.fixture(scope="module")
def kkt(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T7B, "t7b_fla_kkt")


def test_barrier_array_named_acc_is_not_said_to_be_data(kkt) -> None:
    """The TTGIR's ``%acc`` allocation is 2 i64 words that ``ttng.init_barrier`` initialises, while the loop's
    accumulator ``%acc_24`` is a register tensor; the finding names ``%acc`` as the IR does and says what it is."""
    comp, got = kkt
    ttgir = got.stages["ttgir"]
    lines = ttgir.splitlines()
    (line, m), = [(n, m) for n, ln in enumerate(lines, 1) if (m := _BARRIERS.match(ln))]
    assert m.group("name") == "acc" and m.group("n") == "2"
    assert re.search(r"ttng\.init_barrier %acc_\d+, 1 :", ttgir)
    assert re.search(r"%acc_\d+:4 = scf\.for .* -> \(tensor<64x64xf32, #mma>", ttgir)
    f = next(f for f in got.report.findings if f.kind == "shared_memory" and f.lines == (line,)
             and f.claim("barrier") is not None)
    assert f.claim("barrier").value is True and f.claim("bytes").value == 16
    assert f.message.startswith("%acc: 2 buffers of 1xi64 in mbarrier array (the IR names barriers after the loop "
                                "or op they serve; they hold no tensor data): 16 bytes")
    data = [g for g in got.report.findings if g.kind == "shared_memory" and g.claim("barrier") is not None
            and g.claim("barrier").value is False]
    assert data and all("no tensor data" not in g.message for g in data)
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
