"""Regression test for trial 10a's F3 (docs/trial10a.md) on lmdeploy's multinomial sampling kernel on cuda:80
(``t10a_lmd_multinomial``).

Summary "pipelining 2 stages" and "load loop pipelined: 2 stages, no shared-memory buffer: 1 tt.load before the loop
(ttgir:162) feeds its iter_args: 1 iteration prefetched into registers": ttgir:162 is the kernel's own
``output = tl.load(indice_ptr)`` (Python line 21, in the TTIR before any pipeliner), the initial value the loop
carries; no iteration is prefetched, and an NVIDIA load loop without ``tt.num_stages`` is not pipelined at all. AMD's
register prefetch clones a load of the loop's body, location and all; a load before the loop is one only when a load
of the body ends with the same ``loc(#locN)`` (analysis and rule ``pipe-prefetch``/``pipe-stages``, each on its own
path). The gfx950 quantization kernel's true prefetch (three clones of the body's load) still counts."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.engines import consistency
from ir_explorer.ir.mlir_model import parse

T10A = ROOT / "tests/data/trial2_kernels/t10a_commands.sh"
_LOC = re.compile(r"loc\((#loc\d+)\)\s*$")


@pytest.fixture(scope="module")
def multinomial(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T10A, "t10a_lmd_multinomial")


@pytest.fixture(scope="module")
def quant_mi355(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T10A, "t10a_lmd_quant_fp8_mi355")


def _violations(comp, got, findings) -> list[str]:  # type: ignore[no-untyped-def]
    res = consistency.check(comp, findings, dict(got.report.metrics), got.stages)
    return [rule for rule, _ in res.violations]


def test_a_kernels_own_load_of_a_carried_value_is_no_prefetch(multinomial) -> None:  # type: ignore[no-untyped-def]
    """F3: the load before the loop binds the loop's ``%output`` iter_arg, but its location is none of the body's
    loads' (and the TTIR has it too): the loop is not pipelined, and the old claims are caught."""
    comp, got = multinomial
    text = got.stages["ttgir"]
    lines = text.splitlines()
    module = parse(text)
    loop = next(o for o in module.printed_ops if o.name == "scf.for")
    before = next(o for o in module.printed_ops if o.name == "tt.load" and o.line == loop.line - 1)
    assert "%output = tt.load" in lines[before.line - 1]
    assert any(init.split("#")[0] == before.results[0] for _, init in loop.iter_args)
    body = [o for o in module.printed_ops if o.name == "tt.load" and loop.line in o.loops]
    assert len(body) == 2
    assert _LOC.search(lines[before.line - 1]).group(1) not in {_LOC.search(lines[o.line - 1]).group(1) for o in body}
    assert "%output = tt.load" in got.stages["ttir"]  # the kernel's own load, there before any pipeliner
    assert got.report.metrics["pipelined_stages"] == 0
    pipe = [f for f in got.report.findings if f.kind == "pipelining" and f.lines == (loop.line,)]
    assert pipe and "not pipelined" in pipe[0].message and "prefetched" not in pipe[0].message, pipe[0].message
    assert not _violations(comp, got, got.report.findings)
    # the old statement: 2 stages of register prefetch from ttgir:162
    assert "pipe-stages" in _violations(comp, got, [with_claim(pipe[0], "stages", 2)])


def test_a_true_register_prefetch_still_counts(quant_mi355) -> None:  # type: ignore[no-untyped-def]
    """The gfx950 quantization loop: three ``amdg.buffer_load`` before the loop, each ending with the location of the
    body's load, feed its iter_args: 4 stages, 3 iterations prefetched."""
    comp, got = quant_mi355
    lines = got.stages["ttgir"].splitlines()
    pre = next(f for f in got.report.findings if f.kind == "pipelining" and f.claim("prefetch_loads") is not None)
    assert pre.claim("prefetch_loads").value == 3 and pre.claim("stages").value == 4
    locs = {_LOC.search(lines[pre.claim(f"prefetch_lines/{i}").value - 1]).group(1) for i in range(3)}
    assert len(locs) == 1
    assert not _violations(comp, got, got.report.findings)


@pytest.fixture(scope="module")
def fp8_ws(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T10A, "t10a_lmd_gemm_fp8_tma_ws")


def test_a_partitions_rings_are_named_for_what_they_are(fp8_ws) -> None:  # type: ignore[no-untyped-def]
    """M2: the MMA partition's loop reads rings that are block arguments of its region (the ``ttg.warp_specialize``
    op's captures ``%b``, ``%a``: ``3x128x128xf8E4M3FN``), so no allocation of the loop's own names them; the finding
    said "3 buffers ()"; the block arguments are now mapped to the captures, and it names them (helper bm; more in
    ``tests/test_mma_wording.py``)."""
    comp, got = fp8_ws
    module = parse(got.stages["ttgir"])
    ws = next(o for o in module.printed_ops if o.name == "ttg.warp_specialize")
    assert "%b, %a" in ws.source
    pipe = next(f for f in got.report.findings if f.kind == "pipelining" and "warp-specialized dot loop" in f.message)
    assert pipe.claim("buffers").value == 3
    assert "buffers ()" not in pipe.message
    assert "3 buffers (%a, %b)" in pipe.message, pipe.message
    assert not _violations(comp, got, got.report.findings)
