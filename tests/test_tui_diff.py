"""Diff mode of the terminal UI, driven by Textual's Pilot over two real compiles of the session."""

from __future__ import annotations

import pytest
from textual.widgets import Static
from tui_helpers import autotuned_pair, settle, source

from ir_explorer.engines.diffing import diff_texts, opcode_deltas
from ir_explorer.tui.app import ExploreScreen, IRExplorerApp, TargetNode
from ir_explorer.tui.data import StoredSource
from ir_explorer.tui.diffview import DiffScreen, DiffSide, side_rows, unified_rows

SIZE = (140, 36)


@pytest.fixture(scope="module")
def pair(store):
    return autotuned_pair(store)


def summary(screen: DiffScreen) -> str:
    return str(screen.query_one("#summary", Static).content)


async def test_diff_mode_between_two_configs(pair, store):
    """d on one config's target, d on another's: the summary names the wgmma shape change; the side-by-side
    rows are the whole normalized texts; ] and [ move between changes; s toggles unified; 4 diffs PTX."""
    a, b = pair
    app = IRExplorerApp(StoredSource(store, pair))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        explore = app.screen
        assert isinstance(explore, ExploreScreen)
        tree = explore.kernel_tree
        kernel = tree.root.children[0]
        kernel.children[1].expand()  # config [1] (matmul_autotuned's config 3) is loaded on expand
        await settle(pilot)
        first, second = (cfg.children[0] for cfg in kernel.children)
        assert isinstance(second.data, TargetNode) and second.data.comp == b
        tree.focus()
        tree.move_cursor(first)
        await pilot.press("d")
        assert explore.diff_mark == DiffSide(a, "ttgir") and app.current_mode == "explore"
        tree.move_cursor(second)
        await pilot.press("d")
        await settle(pilot)
        screen = app.screen
        assert app.current_mode == "diff" and isinstance(screen, DiffScreen) and screen.diff is not None
        assert screen.pair == (DiffSide(a, "ttgir"), DiffSide(b, "ttgir")) and explore.diff_mark is None
        text = summary(screen)
        assert ("MMA instructions: 4 × wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 → "
                "4 × wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16") in text
        assert f"registers: {a.resources.registers} → {b.resources.registers}" in text
        assert "instrShape [16, 128, 16] → [16, 64, 16]" in text  # the #mma layout, paired
        # side by side: the whole normalized texts, aligned, in two views that move together
        expected = diff_texts(a.stage("ttgir").text(), b.stage("ttgir").text(), "ttgir")
        assert screen.diff.text.opcodes == expected.opcodes
        left, right = screen.view("left"), screen.view("right")
        rows = list(expected.side_by_side())
        assert left.index.count == right.index.count == len(rows)
        assert [left.index.line(n) for n in range(len(rows))] == [r[1] for r in rows]
        assert [right.index.line(n) for n in range(len(rows))] == [r[3] for r in rows]
        # ] and [: from change to change
        diff = screen.diff.text
        _, _, starts = side_rows(diff)
        assert len(starts) == len(diff.changes) > 2 and screen.hunks == starts
        assert left.cursor == starts[0]  # the first change, on opening
        await pilot.press("right_square_bracket", "right_square_bracket")
        assert left.cursor == right.cursor == starts[2]
        assert left.tags[starts[2]] == "delete" or right.tags[starts[2]] == "insert"
        await pilot.press("left_square_bracket")
        assert left.cursor == starts[1]
        # unified: the hunks with 3 lines of context; the cursor stays on the same change
        key = (left.tags[starts[1]], right.tags[starts[1]])
        await pilot.press("s")
        unified = screen.view("unified")
        rows, u_starts = unified_rows(diff)
        assert screen.unified and unified.display and not screen.query_one("#sides").display
        assert unified.index.count == len(rows.lines) and screen.hunks == u_starts
        assert unified.cursor == u_starts[1] and unified.tags[unified.cursor] in key
        removed = [unified.index.line(n) for n, t in enumerate(unified.tags) if t == "delete"]
        added = [unified.index.line(n) for n, t in enumerate(unified.tags) if t == "insert"]
        assert removed == [ln for _, i1, i2, _, _ in diff.changes for ln in diff.left[i1:i2]]
        assert added == [ln for _, _, _, j1, j2 in diff.changes for ln in diff.right[j1:j2]]
        assert unified.labels[unified.cursor].endswith(("-", "+"))
        await pilot.press("s")
        assert not screen.unified and left.cursor == starts[1]
        # a number key diffs another stage of the same two compiles; Escape goes back to the explorer
        await pilot.press("4")
        await settle(pilot)
        assert screen.pair[0].stage == "ptx" and screen.diff.stage == "ptx"
        top = opcode_deltas("ptx", a.stage("ptx").text(), b.stage("ptx").text())[0]
        assert f"ptx opcodes: {top.opcode_class} {top.before}→{top.after} {top.delta:+d}" in summary(screen)
        await pilot.press("escape")
        assert app.current_mode == "explore" and app.screen is explore


def test_diff_passes_compares_the_ir_after_two_passes(compiled, store):
    """A pass marked unchanged diffs empty against the one before it; a changed one does not, and its
    changed lines are the snapshots' (normalized) lines."""
    comp = compiled("matmul", "cuda:90", 0, passes=True)
    data = source(store)
    dumps = data.passes(comp)
    same = next(p.index for p in dumps if not p.changed and p.index > 0)
    changed = next(p.index for p in dumps if p.changed and p.index > 0)
    assert data.diff_passes(comp, same - 1, comp, same).text.is_empty
    diff = data.diff_passes(comp, changed - 1, comp, changed)
    expected = diff_texts(data.pass_text(comp, changed - 1), data.pass_text(comp, changed), "ttgir")
    assert diff.text.changes == expected.changes and diff.text.changes
    assert diff.left_label.endswith(f"after pass #{changed - 1}")
    assert diff.right_label.endswith(f"after pass #{changed}")
