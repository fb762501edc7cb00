"""Regression tests for trial 11b's F1 (docs/trial11b.md): the offsets of an access through a ``bool`` pointer.

Triton stores ``tl.int1`` as one byte: ``tl.load(map_ptr + i)`` on a ``*i1`` argument is ``tt.addptr … :
!tt.ptr<i1>, i32`` then ``tt.bitcast %p : !tt.ptr<i1> -> !tt.ptr<i8>`` and ``tt.load`` of the ``i8`` pointer. The
address walk followed ``tt.addptr`` and shape-only ops but not the pointer ``tt.bitcast``, so SpargeAttn's
block-map LUT kernel (cuda:90) said "tt.load ttir:32: no tt.addptr" for a load whose pointer carries two i32
offsets, and the pooling kernel (cuda:120) the same of its bool store. selfcheck's ``offset-access`` compared the
finding with the same walk; it now also counts the ``tt.addptr`` ops on the pointer's own backward path through the
raw text, so the old statement is refused."""

from __future__ import annotations

import dataclasses
import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial

from ir_explorer.engines import consistency
from ir_explorer.engines.rules import check_claims

T11B = ROOT / "tests/data/trial2_kernels/t11b_commands.sh"
# e.g. %cur_block_14 = tt.load %cur_block_13 : !tt.ptr<i8> loc(#loc39)   tt.store %13, %14 : !tt.ptr<i8> loc(#loc55)
_ACCESS = re.compile(r"^\s*(?:%[\w.]+ = )?tt\.(?:load|store) (%[\w.]+)\b.*: !tt\.ptr<i8>")
# e.g. %cur_block = tt.addptr %map_ptr_7, %i : !tt.ptr<i1>, i32 loc(#loc38)
_DEF = re.compile(r"^\s*(%[\w.]+) = (tt\.addptr|tt\.bitcast) (%[\w.]+)\b")


def _addptr_path(ttir: str, line: int) -> tuple[list[int], bool]:
    """The lines of the ``tt.addptr`` ops on the pointer of the scalar access at ``line``, walked back through the
    raw text (``tt.bitcast`` and ``tt.addptr`` pointer operands), and whether a ``tt.bitcast`` of an ``i1`` pointer
    is on it."""
    lines = ttir.splitlines()
    defs = {m[1]: (n, m[2], m[3]) for n, ln in enumerate(lines, 1) if (m := _DEF.match(ln))}
    m = _ACCESS.match(lines[line - 1])
    assert m, lines[line - 1]
    name, found, cast = m[1], [], False
    while name in defs:
        n, op, src = defs[name]
        if op == "tt.addptr":
            found.append(n)
        else:
            cast = cast or "!tt.ptr<i1> -> !tt.ptr<i8>" in lines[n - 1]
        name = src
    return sorted(found), cast


def _summary(got):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "addresses" and "pointer offset types" in f.message)


def _access(f, line: int) -> str:  # type: ignore[no-untyped-def]
    return next(c.key.split("/")[1] for c in f.claims if re.fullmatch(r"access/\d+/line", c.key) and c.value == line)


@pytest.fixture(scope="module")
def lut(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T11B, "t11b_sparge_map_to_lut")


@pytest.fixture(scope="module")
def pool(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T11B, "t11b_sparge_pool_quant")


@pytest.mark.parametrize("which", ["lut", "pool"])
def test_a_bool_pointer_access_keeps_its_offsets(which: str, request: pytest.FixtureRequest) -> None:
    """Each ``tt.load``/``tt.store`` of an ``i8`` pointer cast from ``i1`` has its ``tt.addptr`` ops in the summary
    (map_to_lut: the load's two i32 offsets, ``map_ptr + row`` and ``+ i``; the pool kernel: the bool store's three);
    the message no longer says "no tt.addptr"; the product warnings of map_to_lut name the load among the accesses
    they reach; selfcheck holds."""
    comp, got = request.getfixturevalue(which)
    ttir = got.stages["ttir"]
    accesses = [n for n, ln in enumerate(ttir.splitlines(), 1) if _ACCESS.match(ln)]
    casts = [(n, *_addptr_path(ttir, n)) for n in accesses]
    bool_accesses = [(n, path) for n, path, cast in casts if cast]
    assert bool_accesses and all(len(path) >= 2 for _, path in bool_accesses), casts
    f = _summary(got)
    assert "no tt.addptr" not in f.message
    for n, path in bool_accesses:
        i = _access(f, n)
        said = sorted(c.value for c in f.claims if re.fullmatch(rf"access/{i}/offset/\d+/line", c.key))
        assert said == path, (n, said, path)
        types = {c.value for c in f.claims if re.fullmatch(rf"access/{i}/offset/\d+/type", c.key)}
        assert types == {"i32"}
    if which == "lut":
        (load, _), = [(n, p) for n, p in bool_accesses if " tt.load " in ttir.splitlines()[n - 1]]
        warns = [w for w in got.report.findings if w.kind == "addresses" and w.severity == "warn"]
        assert len(warns) == 3 and all(load in w.data.get("accesses", []) or f"ttir:{load}" in w.message
                                       for w in warns), [w.message for w in warns]
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_no_addptr_statement_is_caught(lut) -> None:
    """The old summary, the map load with no offsets ("tt.load ttir:32: no tt.addptr"), is refused by
    ``offset-access``."""
    comp, got = lut
    ttir = got.stages["ttir"]
    load = next(n for n, ln in enumerate(ttir.splitlines(), 1) if _ACCESS.match(ln) and " tt.load " in ln)
    f = _summary(got)
    i = _access(f, load)
    template = re.sub(rf"(\{{access/{i}/line\}}: )[^;]*", r"\1no tt.addptr", f.template or "")
    accesses = [dict(a, offsets=[]) if k == int(i) else a for k, a in enumerate(f.data["accesses"])]
    old = dataclasses.replace(f, template=template, data={**f.data, "accesses": accesses},
                              claims=tuple(c for c in f.claims if not c.key.startswith(f"access/{i}/offset/")))
    assert f"tt.load ttir:{load}: no tt.addptr" in old.message
    verdicts = [ok for rule, ok, text in check_claims(old, claim_context(got, comp))
                if rule == "offset-access" and f"access/{i}/" in text]
    assert verdicts and not any(verdicts)
