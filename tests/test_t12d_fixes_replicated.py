"""Regression test for trial 12d M4 (docs/trial12d.md): the warp-specialized attention forward on cuda:103
(``t12d_ws_attn``) builds the on-band mask's column index ``offs_n[None, :]`` as a ``tt.make_range`` in
``#ttg.slice<{dim = 0, parent = #linear}>`` and expands it to ``tensor<1x128xi32, #linear>``: every thread holds all
128 values. That was a ``warn`` ("replicated layout … (triton#9169)"), but the index is broadcast into the
``tensor<128x128xi32, #linear>`` it is compared with, whose lane and warp bases all lie along dim 0 (each thread
owns one row of 128 columns): every thread needs all 128 column indices there, so no other layout of the index could
give a thread fewer. It is now an ``info`` that says so and cites the ``tt.broadcast``; claim ``avoidable`` (rule
``replication-need``) refuses the old warning."""

from __future__ import annotations

import json
import re
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import trial_request, with_claim

from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.store import Store
from ir_explorer.engines import consistency

T12D = ROOT / "tests/data/trial2_kernels/t12d_commands.sh"
# e.g. #linear = #ttg.linear<{register = [[0, 1], …], lane = [[1, 0], …], warp = [[32, 0], [64, 0]], block = []}>
_LINEAR = re.compile(r"^#linear = #ttg\.linear<\{register = (?P<reg>\[.*?\]\]), lane = (?P<lane>\[.*?\]\]), "
                     r"warp = (?P<warp>\[.*?\]\]),")
# e.g. %keep_137 = tt.broadcast %keep_136 : tensor<1x128xi32, #linear> -> tensor<128x128xi32, #linear> loc(#loc152)
_BROADCAST = re.compile(r"= tt\.broadcast %[\w$.-]+ : tensor<1x128xi32, #linear> -> tensor<128x128xi32, #linear>")


@pytest.fixture(scope="module")
def ws_attn(store: Store, user_spec):  # type: ignore[no-untyped-def]
    """The session store's compile, which ``tests/test_corpus.py``'s rule-coverage corpus makes too (one compile)."""
    (comp,) = compile_all([trial_request(T12D, "t12d_ws_attn", user_spec)], store)
    assert comp.ok, comp.failure
    return comp, consistency.stored_statements(comp, store)


def test_a_replication_the_consumer_needs_is_no_warning(ws_attn) -> None:  # type: ignore[no-untyped-def]
    """No ``warn`` for the two replicated index types; each ``info`` cites the ``tt.broadcast`` into the 128x128
    ``#linear`` tile, whose lane and warp bases (read from the alias line) have no dim-1 component; every statement
    holds."""
    comp, got = ws_attn
    lines = got.stages["ttgir"].splitlines()
    alias = next(m for ln in lines if (m := _LINEAR.match(ln)))
    spread = json.loads(alias["lane"]) + json.loads(alias["warp"])  # lists of [dim0, dim1] pairs
    assert spread and all(b[1] == 0 for b in spread) and any(b[0] for b in spread)
    replicated = [f for f in got.report.findings if f.kind == "layout" and f.data.get("check") == "replicated"]
    assert {f.claim("layout").value for f in replicated} == {"#ttg.slice<{dim = 0, parent = #linear}>", "#linear"}
    for f in replicated:
        assert f.severity == "info" and f.claim("avoidable").value is False
        assert f.claim("numel").value == f.claim("threads").value == 128
        line = f.claim("broadcast_line").value
        assert _BROADCAST.search(lines[line - 1]), lines[line - 1]
        assert f.claim("broadcast_type").value == "tensor<128x128xi32, #linear>"
        assert "triton#9169" not in f.message
    res = consistency.check(comp, replicated, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_warning_is_refused(ws_attn) -> None:  # type: ignore[no-untyped-def]
    """The trial's ``warn`` (a replication the kernel could avoid: ``avoidable`` true) is refused by
    ``replication-need``."""
    comp, got = ws_attn
    f = next(f for f in got.report.findings if f.kind == "layout" and f.data.get("check") == "replicated")
    old = replace(with_claim(f, "avoidable", True), severity="warn")
    res = consistency.check(comp, [old], dict(got.report.metrics), got.stages)
    assert [r for r, _ in res.violations] == ["replication-need"], res.violations[:3]
