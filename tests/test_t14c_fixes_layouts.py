"""Regression test for trial 14c SA1 (docs/trial14c.md), a selfcheck false alarm: PaddleNLP's segment mean
(``t14c_pnlp_segment_mean``) at 256x8x128 on gfx942 was refused "tensor-type: layout ttgir:65 elements = 'i1, i32,
bf16, f32': the IR gives 'i1, i32, bf16'". The statement is true: ``x.to(tl.float32)`` is ``arith.extf %x :
tensor<…xbf16, #blocked> to tensor<…xf32, #blocked>``, and that line is the only op line naming the f32 tensor. Rule
``tensor-type`` read only the first tensor type of each op line (the cast's source); it now reads every one. The
smallest compile that shows it: the same kernel on cuda:90 with a 64x4x64 tile on one warp (512 elements per thread,
a huge-tile warning)."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import trial_request

from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.store import Store
from ir_explorer.engines import consistency

T14C = ROOT / "tests/data/trial2_kernels/t14c_commands.sh"
# e.g. %x_71 = arith.extf %x_70 : tensor<64x4x64xbf16, #blocked> to tensor<64x4x64xf32, #blocked> loc(#loc75)
_EXTF = re.compile(r"= arith\.extf %\w+ : tensor<64x4x64xbf16, (?P<l>#\w+)> to tensor<64x4x64xf32, (?P=l)>")
# e.g. tensor<64x4x64xf32, #blocked>
_TYPE = re.compile(r"tensor<64x4x64x(?P<elem>!tt\.ptr<[^<>]*>|\w+), #\w+>")
# e.g.       %x_71 = arith.extf …   (an op line: a result or an op name first; not a region's closing "}) : (…)")
_OP = re.compile(r"^\s*(?:%[\w#:]+(?:, %[\w#:]+)* = )?\"?[a-z_]+\.[\w.]+")


@pytest.fixture(scope="module")
def small(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    own = Store(tmp_path_factory.mktemp("t14c_segment_mean_small"))
    req = trial_request(T14C, "t14c_pnlp_segment_mean_sm90", user_spec,
                        replace=("BLOCK_SIZE_SEQ=128->BLOCK_SIZE_SEQ=64", "4->1"))
    (comp,) = compile_all([req], own)
    assert comp.ok, comp.failure
    return comp, consistency.stored_statements(comp, own)


def test_a_casts_result_type_counts(small) -> None:  # type: ignore[no-untyped-def]
    """The f32 tile appears on one op line, as the ``arith.extf``'s result after ``to``; the huge-tile warning
    lists f32 among its element types, and selfcheck holds it."""
    comp, got = small
    lines = got.stages["ttgir"].splitlines()
    assert any(_EXTF.search(ln) for ln in lines)
    first = [m["elem"] for ln in lines if _OP.match(ln) and (m := _TYPE.search(ln))]
    assert "f32" not in first  # no op line names the f32 tile first: only the cast's result type does
    f = next(f for f in got.report.findings if f.kind == "layout" and f.claim("registers") is not None
             and f.claim("registers").value == 512)
    assert "f32" in str(f.claim("elements").value).split(", ")
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_a_missing_or_invented_element_is_refused(small) -> None:  # type: ignore[no-untyped-def]
    """The rule still refuses a list without the f32 tile and one with an element type the IR does not name."""
    comp, got = small
    f = next(f for f in got.report.findings if f.kind == "layout" and f.claim("registers") is not None
             and f.claim("registers").value == 512)
    said = str(f.claim("elements").value).split(", ")
    for wrong in (", ".join(e for e in said if e != "f32"), ", ".join([*said, "f16"])):
        lie = replace(f, claims=tuple(replace(c, value=wrong) if c.key == "elements" else c for c in f.claims),
                      message="")
        res = consistency.check(comp, [lie], dict(got.report.metrics), got.stages)
        assert "tensor-type" in {r for r, _ in res.violations}, (wrong, res.violations[:3])
