"""Regression test for trial 12a's F6 (docs/trial12a.md): ``diff --configs`` of ktransformers' MLA decode kernel at
num_stages 2 and 3 (``t12a_ktr_mla_decode``, cuda:80).

Both compiles define the same six blocked layouts (the K tile's ``[8, 1]/[32, 1]/[2, 2]`` and the rope tile's
``[8, 1]/[8, 4]/[1, 4]`` among them) and use each as often; the diff's header said "layout
#blocked_8x1_8x4_1x4_o01 → #blocked_8x1_32x1_2x2_o01: threadsPerWarp [8, 4] → [32, 1] …", a pairing voted by a line
the patience match aligned with a different constant. Now two aliases both sides define alike are not paired: the
header names only the one layout s3 adds (the page-index rings' unswizzled ``vec = 1`` shared layout)."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import trial_request

from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.store import Store
from ir_explorer.engines import consistency, diffing

T12A = ROOT / "tests/data/trial2_kernels/t12a_commands.sh"
# e.g. #blocked4 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
_LAYOUT = re.compile(r"^#\w+ = (#ttg\.\w+<.*>)$")


def test_unchanged_layouts_are_not_paired(tmp_path_factory: pytest.TempPathFactory, user_spec) -> None:  # type: ignore[no-untyped-def]
    """The layout bodies of s2 and s3: s3 defines every one of s2's and one more; the diff's layout changes are that
    one addition and nothing paired."""
    own = Store(tmp_path_factory.mktemp("t12a_mla_diff"))
    reqs = [trial_request(T12A, "t12a_ktr_mla_decode", user_spec),
            trial_request(T12A, "t12a_ktr_mla_decode", user_spec, replace=("2->3",))]
    s2, s3 = (consistency.stored_statements(c, own).stages["ttgir"] for c in compile_all(reqs, own))
    bodies2 = {m[1] for ln in s2.splitlines() if (m := _LAYOUT.match(ln))}
    bodies3 = {m[1] for ln in s3.splitlines() if (m := _LAYOUT.match(ln))}
    assert bodies2 < bodies3 and len(bodies3 - bodies2) == 1
    (added,) = bodies3 - bodies2
    assert "vec = 1, perPhase = 1, maxPhase = 1" in added
    changes = diffing.layout_changes(diffing.diff_texts(s2, s3, "ttgir"))
    assert [c.before for c in changes] == [None], [c.text for c in changes]
    assert changes[0].text.startswith("layout added: ") and added in changes[0].text
