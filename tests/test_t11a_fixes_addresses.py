"""Regression test for trial 11a's F1 (docs/trial11a.md) on flash-attention's layer norm with dropout (cuda:80).

``tl.store(DROPOUT_MASK + row * N + cols, keep, mask=…)`` stores a bool tensor: Triton writes it through
``tt.bitcast … tensor<4096x!tt.ptr<i1>> -> tensor<4096x!tt.ptr<i8>>`` of the ``tt.addptr`` chain. The pointer walk
stopped at the cast, so the summary said "tt.store ttir:157: no tt.addptr" and the i32 product ``row * N`` (a program
id times the runtime argument ``N``) was never warned, while the kernel's five ``row * stride_*`` products were. The
walk now follows a cast whose result is a pointer; selfcheck's ``offset-access`` walks the pointer back through any
op on pointers on its own and refuses an access said to have fewer ``tt.addptr`` than that."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial

from ir_explorer.engines import consistency
from ir_explorer.engines.rules import addresses as address_rules
from ir_explorer.engines.rules import check_claims

T11A = ROOT / "tests/data/trial2_kernels/t11a_commands.sh"
# e.g.     %4 = tt.bitcast %3 : tensor<4096x!tt.ptr<i1>> -> tensor<4096x!tt.ptr<i8>> loc(#loc40)
_CAST = re.compile(r"^\s*(?P<res>%\w+) = tt\.bitcast (?P<src>%\w+) : tensor<4096x!tt\.ptr<i1>> -> "
                   r"tensor<4096x!tt\.ptr<i8>>")
# e.g.     %3 = tt.addptr %2, %cols : tensor<4096x!tt.ptr<i1>>, tensor<4096xi32> loc(#loc39)
_ADDPTR = re.compile(r"^\s*(?P<res>%\w+) = tt\.addptr (?P<ptr>%\w+), (?P<off>%\w+) : (?P<types>.*?) loc\(")
# e.g.     %0 = arith.muli %row, %N : i32 loc(#loc38)
_ROW_N = re.compile(r"^\s*(?P<res>%\w+) = arith\.muli %row, %N : i32\b")


@pytest.fixture(scope="module")
def layer_norm(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    address_rules._LAST[:] = [None, None, None]
    return compiled_trial(tmp_path_factory, user_spec, T11A, "t11a_fa_layer_norm_dropout")


def _summary(got):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "addresses" and f.message.startswith("pointer offset"))


def _mask_store(ttir: str) -> tuple[int, list[int], int]:
    """The line of the bool store, the lines of the two ``tt.addptr`` its pointer is built by (read from the TTIR
    text: the cast's operand, then that ``tt.addptr``'s splatted base) and the line of ``row * N``."""
    lines = ttir.splitlines()
    n, cast = next((n, m) for n, ln in enumerate(lines, 1) if (m := _CAST.match(ln)))
    store = next(k for k, ln in enumerate(lines, 1) if re.match(rf"^\s*tt\.store {cast['res']},", ln))
    defs = {m["res"]: (k, m) for k, ln in enumerate(lines, 1) if (m := _ADDPTR.match(ln))}
    inner, m = defs[cast["src"]]
    splat = next(re.search(r"tt\.splat (%\w+)", ln)[1] for ln in lines if ln.lstrip().startswith(f"{m['ptr']} = "))
    outer, _ = defs[splat]
    row_n = next(k for k, ln in enumerate(lines, 1) if _ROW_N.match(ln))
    assert outer < inner < n < store and row_n < outer
    return store, [outer, inner], row_n


def test_the_bool_store_has_its_offsets_and_row_n_is_warned(layer_norm) -> None:
    """The bool store lists its two offsets (``i32`` then ``tensor i32``), and ``row * N`` gets the warning the
    other ``row * stride`` products get, with its PTX multiply of the ``.param`` of N; selfcheck holds."""
    comp, got = layer_norm
    store, addptrs, row_n = _mask_store(got.stages["ttir"])
    f = _summary(got)
    i = next(c.key.split("/")[1] for c in f.claims if c.key.endswith("/line") and c.key.count("/") == 2
             and c.value == store)
    offs = sorted((c.key, c.value) for c in f.claims if c.key.startswith(f"access/{i}/offset/"))
    assert [v for k, v in offs if k.endswith("/line")] == addptrs
    assert [v for k, v in offs if k.endswith("/type")] == ["i32", "i32"]
    assert [v for k, v in offs if k.endswith("/shape")] == [(), (4096,)]
    assert f"tt.store ttir:{store}: i32 + tensor i32" in f.message and "no tt.addptr" not in f.message
    warn = {w.lines[0]: w for w in got.report.findings if w.kind == "addresses" and w.severity == "warn"}
    assert row_n in warn and warn[row_n].claim("argument").value == "N", sorted(warn)
    assert f"used as a pointer offset by ttir:{store}" in warn[row_n].message
    assert re.search(r"ptx:\d+ mul\.lo\.s32 ", warn[row_n].message), warn[row_n].message
    address_rules._LAST[:] = [None, None, None]
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_no_addptr_is_caught(layer_norm) -> None:
    """Trial 11a F1: the summary with the bool store's offsets taken out (the old "no tt.addptr") is refused by
    ``offset-access``, which finds the two ``tt.addptr`` lines by its own walk through the cast."""
    comp, got = layer_norm
    store, addptrs, _ = _mask_store(got.stages["ttir"])
    f = _summary(got)
    i = next(c.key.split("/")[1] for c in f.claims if c.key.endswith("/line") and c.key.count("/") == 2
             and c.value == store)
    data = dict(f.data)
    data["accesses"] = [dict(a, offsets=[]) if a["line"] == store else a for a in f.data["accesses"]]
    template = re.sub(rf"(\{{access/{i}/line\}}: )[^;]*", r"\1no tt.addptr", f.template)
    old = replace(f, template=template, data=data,
                  claims=tuple(c for c in f.claims if not c.key.startswith(f"access/{i}/offset/")))
    assert f"tt.store ttir:{store}: no tt.addptr" in old.message
    address_rules._LAST[:] = [None, None, None]
    verdicts = [(ok, text) for rule, ok, text in check_claims(old, claim_context(got, comp))
                if rule == "offset-access" and f"ttir:{store} " in text]
    assert verdicts and not any(ok for ok, _ in verdicts), verdicts
    assert all(str(addptrs) in text for _, text in verdicts), verdicts
