"""Regression test for trial 8d's F1 (docs/trial8d.md) on sglang's ``apply_token_bitmask_inplace_kernel``
(cuda:90 and hip:gfx950).

The store of ``-inf`` is masked by ``in_vocab & banned``, ``banned`` a bit test of the *loaded* bitmask words. The
warning said "the mask compares against 'bitmask_stride'": the walk went from the store's mask through the
``tt.load`` into the load's own mask (``word_offs < bitmask_stride``). A loaded value is data; its load's operands
do not make another access's mask vary. Each argument a mask is said to compare against is now a claim
(``cause/mask_bound/N``) about its ``arith.cmpi`` line, which rule ``coal-mask-bound`` re-derives through the IR
model without crossing a load."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import compiled_trial

from ir_explorer.analyses.findings import Claim, Ref
from ir_explorer.engines import consistency

T8D = ROOT / "tests/data/trial2_kernels/t8d_commands.sh"
# e.g.   %words_17 = arith.cmpi slt, %word_offs_11, %words : tensor<128xi32, #blocked2> loc(#loc43)
_CMPI = re.compile(r"^\s*%(?P<res>[\w.]+) = arith\.cmpi slt, %[\w.]+, %(?P<rhs>[\w.]+) : tensor<128xi32")
# e.g.   %words = tt.splat %bitmask_stride : i32 -> tensor<128xi32, #blocked2> loc(#loc43)
_SPLAT = re.compile(r"^\s*%(?P<res>[\w.]+) = tt\.splat %bitmask_stride : i32 ")
# e.g.   %words_18 = tt.load %words_16, %words_17 : tensor<128x!tt.ptr<i32>, #blocked2>
#        %words_19 = amdg.buffer_load %bitmask_ptr[%words_17], %words_18 : !tt.ptr<i32> -> tensor<128xi32, …>
_WORDS_LOAD = re.compile(r"= (?:tt\.load %[\w.]+, |amdg\.buffer_load %bitmask_ptr\[%[\w.]+\], )%(?P<mask>[\w.]+)"
                         r"(?: |,).*tensor<128x?(?:!tt\.ptr<)?i32")
# e.g.   tt.store %4, %cst_1, %5 : tensor<4096x!tt.ptr<f32>, #blocked1>
#        amdg.buffer_store %cst, %logits_ptr[%4], %5 : !tt.ptr<f32> -> tensor<4096xf32, #blocked>
_STORE = re.compile(r"^\s*(?:tt\.store %[\w.]+, %[\w.]+, %(?P<m1>[\w.]+) : tensor<4096x!tt\.ptr<f32>|"
                    r"amdg\.buffer_store %[\w.]+, %logits_ptr\[%[\w.]+\], %(?P<m2>[\w.]+) : )")


def _compile(tmp_path_factory: pytest.TempPathFactory, user_spec, name: str):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T8D, name)


@pytest.fixture(scope="module", params=["t8d_bitmask", "t8d_bitmask_mi355"])
def bitmask(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return _compile(tmp_path_factory, user_spec, request.param)



def _bitmask_lines(ttgir: str) -> tuple[int, int, int]:
    """``(the store's line, the words load's line, the words load's mask cmpi line)`` read from the raw TTGIR."""
    lines = ttgir.splitlines()
    splat = next(m.group("res") for ln in lines if (m := _SPLAT.match(ln)))
    cmpi = {m.group("res"): n for n, ln in enumerate(lines, 1) if (m := _CMPI.match(ln)) and m.group("rhs") == splat}
    load = next((n, m.group("mask")) for n, ln in enumerate(lines, 1) if (m := _WORDS_LOAD.search(ln)))
    store = next(n for n, ln in enumerate(lines, 1) if _STORE.match(ln))
    assert load[1] in cmpi, (load, cmpi)
    return store, load[0], cmpi[load[1]]


def test_the_store_mask_is_not_said_to_compare_against_the_loads_bound(bitmask) -> None:
    """The store's narrow-store warning names no argument its mask compares against: its mask is
    ``in_vocab & banned`` (``vocab_size`` has tt.divisibility = 16; ``banned`` is loaded data). The words load's
    own mask does compare against ``bitmask_stride`` (its cmpi line is that of the old cause). selfcheck holds."""
    comp, got = bitmask
    store, _, cmpi = _bitmask_lines(got.stages["ttgir"])
    f = next(f for f in got.report.findings if f.kind == "coalescing" and f.lines == (store,))
    assert f.severity == "warn" and f.message.startswith("narrow store:"), f.message
    assert "bitmask_stride" not in f.message, f.message
    assert not any(c.key.startswith("cause/mask_bound/") for c in f.claims)
    assert not any(r.line == cmpi for c in f.claims for r in c.about), [c for c in f.claims if c.about]
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_mask_bound_is_caught_and_the_loads_own_is_held(bitmask) -> None:
    """Trial 8d's cause, "the mask compares against 'bitmask_stride'" about the words load's cmpi, is refused by
    ``coal-mask-bound`` on the store's finding (the path crosses the load); the same claim on the words load's own
    finding holds (its mask is that cmpi)."""
    comp, got = bitmask
    store, load, cmpi = _bitmask_lines(got.stages["ttgir"])
    lie = Claim("cause/mask_bound/0", "bitmask_stride", "value", "coal-mask-bound",
                (Ref("ttgir", cmpi, "arith.cmpi"),))
    f = next(f for f in got.report.findings if f.kind == "coalescing" and f.lines == (store,))
    res = consistency.check(comp, [replace(f, claims=f.claims + (lie,))], dict(got.report.metrics), got.stages)
    assert [r for r, _ in res.violations] == ["coal-mask-bound"], res.violations[:3]
    w = next(f for f in got.report.findings if f.kind == "coalescing" and f.lines == (load,))
    res = consistency.check(comp, [replace(w, claims=w.claims + (lie,))], dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    for other in ("vocab_size", "logits_stride"):  # a bound the words mask does not compare against
        res = consistency.check(comp, [replace(w, claims=w.claims + (replace(lie, value=other),))],
                                dict(got.report.metrics), got.stages)
        assert [r for r, _ in res.violations] == ["coal-mask-bound"], (other, res.violations[:3])

