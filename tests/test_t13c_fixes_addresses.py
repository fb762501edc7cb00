"""Regression tests for trial 13c's F1 (docs/trial13c.md) on tritonBLAS's stream-K GEMM (``t13c_tblas_streamk``,
hip:gfx942).

The stream-K loop is an ``scf.while`` over ``start_iter``; inside it, the owner of a tile spins on the next
programs' locks in a second ``scf.while`` whose carried values are ``next_pid`` (initial value ``pid + 1``, the
TTIR's ``%last_iter``) and ``end`` (initial value ``end_iter = min(…, last_iter)``). The lock load (``tt.load
%52 {… isVolatile = true}`` of ``tt.addptr %locks, %next_pid``) and the four partial-tile loads (``P + next_pid *
BM * BN``) are addressed by ``next_pid`` only. The two i32 products ``pid * per_pid`` and ``(pid + 1) * per_pid``
(``start_iter``/``last_iter``) were said to be "used as a pointer offset by" those five loads: the walk took a
``scf.while`` "do" region's block argument for the ``scf.while`` op itself and followed every initial value of the
loop, ``end``'s among them. An "after" region argument is now the value ``scf.condition`` forwards at its position
(:meth:`ir_explorer.ir.mlir_model.IRModule.carried`), and selfcheck's forward walk (``_reached`` of
``engines/rules/addresses.py``) maps an ``scf.while``'s operands, ``scf.condition`` and ``scf.yield`` by position,
so the old claim is caught.

Trial 13c's M1 and M2, on the same compile. M1: the same two products were said to overflow "once (chunk_id * 64 + xcd
* 8 + pos) * per_pid > 2^31-1 elements"; ``start_iter`` is an iteration count that reaches the offsets only through
``remainder = start_iter % iters_per_tile`` and ``tile_id = start_iter // iters_per_tile``: no offset holds it. The
warning now says it is used "only as the dividend of arith.remsi (ttir:…) and arith.divsi (ttir:…)" and is an index,
not a number of elements (claims ``via/K``, rule ``divided-product``; ``i32-product`` refuses the old wording). M2:
the summary's "2 ttg.convert_layout, largest tile 64 elements per thread" read as the converts' tile (16 elements per
thread); it now reads "largest tile of any tensor 64 elements per thread (the 128x64 tensor first used at ttgir:…)"."""

from __future__ import annotations

import dataclasses
import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.engines import consistency

T13C = ROOT / "tests/data/trial2_kernels/t13c_commands.sh"
# e.g.     %start_iter_32 = arith.muli %pid_9, %per_pid : i32 loc(#loc259)
_PRODUCT = re.compile(r"^\s*%\w+ = arith\.muli %\w+, %per_pid : i32")
# e.g.   %53 = tt.load %52 {cachePolicy = #tt.cache_policy<cache_modifier = cv, …>, isVolatile = true} : !tt.ptr<i32>
_LOCK = re.compile(r"= tt\.load .*cache_modifier = cv.*isVolatile = true")
# e.g.   %acc00_112 = tt.load %acc00_111 {cachePolicy = #tt.cache_policy<cache_modifier = cv, …>} : tensor<64x64x…
_PARTIAL = re.compile(r"= tt\.load .*cache_modifier = cv(?!.*isVolatile)")
# e.g.       %a = tt.load %a_ptrs_84 : tensor<128x64x!tt.ptr<f16>> loc(#loc293)
_AB = re.compile(r"^\s*%[ab]\w* = tt\.load %[ab]_ptrs\w* :")


@pytest.fixture(scope="module")
def streamk(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T13C, "t13c_tblas_streamk")


def _lines(got, pattern: re.Pattern[str]) -> list[int]:  # type: ignore[no-untyped-def]
    return [n for n, ln in enumerate(got.stages["ttir"].splitlines(), 1) if pattern.search(ln)]


def _per_pid_products(got):  # type: ignore[no-untyped-def]
    products = set(_lines(got, _PRODUCT))
    return [f for f in got.report.findings if f.kind == "addresses" and f.severity == "warn" and f.stage == "ttir"
            and f.claim("line") is not None and f.claim("line").value in products]


def test_the_lock_and_partial_loads_are_not_addressed_by_the_products(streamk) -> None:
    """Both ``… * per_pid`` products are warned; neither lists the lock load or the partial-tile loads (addressed
    by ``next_pid`` alone), and both list the stream-K loop's A and B loads, which their ``start_iter`` reaches
    through ``remainder``; selfcheck holds."""
    comp, got = streamk
    lock, partial = _lines(got, _LOCK), _lines(got, _PARTIAL)
    assert len(lock) == 1 and len(partial) == 4, (lock, partial)
    ab = _lines(got, _AB)
    found = _per_pid_products(got)
    assert len(found) == 2, [f.message for f in got.report.findings if f.kind == "addresses"]
    for f in found:
        accesses = [c.value for c in f.claims if c.key.startswith("access/")]
        assert not set(accesses) & set(lock + partial), f.message
        streamk_ab = [a for a in ab if a > f.claim("line").value]
        assert len(streamk_ab) == 2 and set(streamk_ab) <= set(accesses), (streamk_ab, f.message)
        assert f"ttir:{lock[0]}" not in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_lock_claim_is_caught(streamk) -> None:
    """Trial 13c's "used as a pointer offset by ttir:274" (the lock load) is refused by ``i32-product`` on its own
    forward walk: the product's value reaches no pointer of the lock load."""
    comp, got = streamk
    (lock,) = _lines(got, _LOCK)
    for f in _per_pid_products(got):
        old = with_claim(f, "access/0", lock)
        res = consistency.check(comp, [old], dict(got.report.metrics), got.stages)
        assert [t for r, t in res.violations if r == "i32-product" and f"reaches no pointer of ttir:{lock}" in t], \
            (f.message, res.violations[:3])


# e.g.       %remainder = arith.remsi %start_iter_55, %iters_per_tile_31 : i32 loc(#loc276)
_DIVISION = re.compile(r"^\s*%\w+ = arith\.(remsi|divsi) %start_iter\w*, %iters_per_tile\w* : i32")


def test_the_iteration_count_is_not_worded_in_elements(streamk) -> None:
    """Both products name, as the ops they reach the offsets through, exactly the TTIR's ``arith.remsi`` and
    ``arith.divsi`` of ``start_iter`` by ``iters_per_tile`` (read from the raw text), and say the product is an
    index, not a number of elements."""
    comp, got = streamk
    divisions = _lines(got, _DIVISION)
    text = got.stages["ttir"].splitlines()
    assert len(divisions) == 2, divisions
    found = _per_pid_products(got)
    assert len(found) == 2
    for f in found:
        via = [c.value for c in f.claims if re.fullmatch(r"via/\d+", c.key)]
        assert via == divisions, (via, divisions)
        ops = [_DIVISION.search(text[n - 1])[1] for n in divisions]  # type: ignore[index]
        assert (f"only as the dividend of arith.{ops[0]} (ttir:{divisions[0]}) and arith.{ops[1]} "
                f"(ttir:{divisions[1]})") in f.message, f.message
        assert "the product is an index, not a number of elements" in f.message
        assert "> 2^31-1 elements" not in f.message, f.message


def test_the_old_elements_wording_is_refused(streamk) -> None:
    """Trial 13c M1's warning (no ``via`` claims, "used as a pointer offset by", "2^31-1 elements") is refused by
    ``i32-product``; a ``via`` line moved to the remainder of the row index (``rm % M``, a division the product
    reaches only through another one) is refused by ``divided-product``."""
    comp, got = streamk
    # the first ``(pid_m * BLOCK_SIZE_M + arange) % M`` after ``tile_id = start_iter // iters_per_tile``
    after = _lines(got, _DIVISION)[-1]
    rm = [n for n in _lines(got, re.compile(r"^\s*%rm\w* = arith\.remsi %rm\w*, %rm\w* ")) if n > after][:1]
    assert rm, after
    for f in _per_pid_products(got):
        template = re.sub(r"used by the pointer offsets of (.*?) only as the dividend of .*?: it overflows",
                          r"used as a pointer offset by \1: it overflows", f.template)
        template = template.replace("> 2^31-1 (", "> 2^31-1 elements (")
        template = re.sub(r"; the product is an index.*?elements\.", ".", template)
        old = dataclasses.replace(f, template=template,
                                  claims=tuple(c for c in f.claims if not c.key.startswith("via/")))
        assert "> 2^31-1 elements (e.g. per_pid" in old.message and "dividend" not in old.message, old.message
        res = consistency.check(comp, [old], dict(got.report.metrics), got.stages)
        assert [t for r, t in res.violations if r == "i32-product" and "only divisions of it" in t], res.violations
        moved = with_claim(f, "via/0", rm[0])
        res = consistency.check(comp, [moved], dict(got.report.metrics), got.stages)
        assert [r for r, _ in res.violations if r == "divided-product"], res.violations[:3]


def test_the_summary_tile_is_every_tensors(streamk) -> None:
    """The summary's tile is the largest of any tensor and says so: 64 elements per thread, the 128x64 tensor whose
    first use is the TTGIR line holding ``tensor<128x64xf16, #ttg.dot_op<{opIdx = 0`` (the A operand), while the two
    converts' 64x64x2xf32 tiles hold 16 (their findings' claims)."""
    comp, got = streamk
    metrics = dict(got.report.metrics)
    assert metrics["max_elements_per_thread"] == 64 and metrics["convert_layouts"] == 2
    ttgir = got.stages["ttgir"].splitlines()
    first = next(n for n, ln in enumerate(ttgir, 1) if re.search(r"tensor<128x64xf16, #ttg\.dot_op<\{opIdx = 0", ln)
                 and " = " in ln)
    layouts = dict(got.report.summary)["layouts"]
    assert layouts == ("2 ttg.convert_layout; largest tile of any tensor 64 elements per thread (the 128x64 tensor "
                       f"first used at ttgir:{first})"), layouts
    cvts = [f for f in got.report.findings if f.kind == "convert_layout" and f.severity == "warn"]
    assert len(cvts) == 2 and all("[16 per thread] -> " in f.message for f in cvts), [f.message for f in cvts]
