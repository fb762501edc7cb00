"""Issue 28, item 6 ("TUI"): the error panel closes with one key and names it, the tree takes a share of the width
(tests/test_tui.py: test_the_tree_can_be_hidden_and_resized), the all-passes dump's title names the compile and
keeps the line count in sight, search says "match i of N", ``d`` on a config not compiled yet compiles it and
diffs it, and the source pane opens at the kernel. Driven by Textual's Pilot over the session's real compiles."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from textual.containers import Vertical
from tui_helpers import Failing, autotuned_pair, open_node, settle, source

from ir_explorer.core.model import Compilation
from ir_explorer.tui.app import ConfigNode, ErrorScreen, ExploreScreen, IRExplorerApp, PassDumpNode, TitleBar
from ir_explorer.tui.data import StoredSource, kernel_def_line, kernel_function
from ir_explorer.tui.diffview import DiffScreen, DiffSide

SIZE = (140, 36)


def title_text(screen: ExploreScreen) -> str:
    """The IR pane's title line as drawn."""
    return screen.query_one("#title", TitleBar).render_line(0).text


class FailingEarly(Failing):
    """Every compile fails making the TTGIR: only the TTIR is left (the TUI's default stage is missing)."""

    def compile(self, kernel: Any, config_index: int, targets: Any, on_event: Any = None) -> list[Compilation]:
        out = []
        for comp in super().compile(kernel, config_index, targets, on_event):
            assert comp.failure is not None
            failure = replace(comp.failure, stage="ttgir", last_good_stage="ttir")
            out.append(replace(comp, failure=failure, stages={"ttir": comp.stages["ttir"]}))
        return out


@pytest.mark.parametrize("key", ["escape", "q"])
async def test_one_key_closes_the_error_panel_and_the_panel_names_it(compiled, store, key):
    """Regression: a compile that failed before the TTGIR opened the error panel twice (once for the missing
    stage, once for the failure), so Esc or q had to be pressed twice; and the panel named no key."""
    compiled("matmul")
    data = FailingEarly(store, source(store).kernels(), source(store).targets())
    app = IRExplorerApp(data, kernel="matmul")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, ErrorScreen)
        assert sum(isinstance(s, ErrorScreen) for s in app.screen_stack) == 1
        assert app.screen.query_one(Vertical).border_subtitle == "Esc or q: close · e: open again"
        await pilot.press(key)
        await pilot.pause()
        assert isinstance(app.screen, ExploreScreen)
        await pilot.press("e")  # opens it again
        await pilot.pause()
        assert isinstance(app.screen, ErrorScreen)


async def test_the_all_passes_dump_is_titled_by_its_compile_and_keeps_its_line_count(compiled, store):
    """Regression: the all-passes dump's title was its temporary file's path, which pushed the line count out
    (`line 1/8618` for 86,186 lines): it names the compile, and the counts stay at the right edge at 80 columns."""
    matmul = compiled("matmul", passes=True)
    app = IRExplorerApp(source(store), kernel="matmul")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        await open_node(pilot, screen, lambda d: isinstance(d, PassDumpNode))
        assert screen.shown.path is not None and screen.ir.index.done
        count = screen.ir.index.count
        assert screen.shown.title() == f"all passes · matmul [0] {matmul.config.short()} · cuda:90"
        line = title_text(screen)
        assert line.startswith("all passes · matmul [") and "…" in line  # the title is cut, not the count
        assert line.rstrip().endswith(f"line 1/{count}") and str(screen.shown.path) not in line
        assert count > 10_000  # the full count, every digit in sight


async def test_search_says_match_i_of_n(compiled, store):
    """Regression: search showed no "match i of N"; it does, and `n` moves it on."""
    ptx = compiled("matmul").stage("ptx").text().split("\n")
    hits = [i for i, ln in enumerate(ptx) if "wgmma.mma_async" in ln]
    app = IRExplorerApp(source(store), kernel="matmul")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        await pilot.press("4")
        await settle(pilot)
        await pilot.press("slash")
        screen.query_one("#prompt").value = "wgmma.mma_async"
        await pilot.press("enter")
        await settle(pilot)
        assert screen.ir.cursor == hits[0]
        assert f"/wgmma\\.mma_async match 1 of {len(hits)}  line {hits[0] + 1}/" in title_text(screen)
        await pilot.press("n")
        await pilot.pause()
        assert f"match 2 of {len(hits)}  line {hits[1] + 1}/" in title_text(screen)
        screen.ir.go_to(0)
        await pilot.pause()
        assert f"/wgmma\\.mma_async {len(hits)} matches  line 1/" in title_text(screen)


async def test_d_on_a_config_not_compiled_yet_compiles_it_then_diffs(store):
    """Regression: `d` on a config not compiled yet only showed a toast; it compiles it and takes it as the
    diff's side: here the second side, so diff mode opens."""
    a, b = autotuned_pair(store)
    app = IRExplorerApp(StoredSource(store, [a, b]))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        explore = app.screen
        tree = explore.kernel_tree
        first, second = tree.root.children[0].children
        assert isinstance(second.data, ConfigNode) and second.data.state == "new"
        tree.focus()
        tree.move_cursor(first.children[0])
        await pilot.press("d")
        assert explore.diff_mark == DiffSide(a, "ttgir")
        tree.move_cursor(second)
        await pilot.press("d")
        await settle(pilot)
        assert second.data.state == "done"
        assert app.current_mode == "diff" and isinstance(app.screen, DiffScreen)
        assert app.screen.pair == (DiffSide(a, "ttgir"), DiffSide(b, "ttgir"))


async def test_the_source_pane_opens_at_the_kernel(compiled, store):
    """Regression: the Python source opened on line 1 of the file (its imports), not at the kernel."""
    matmul = compiled("matmul")
    text = matmul.python_source.read_bytes().decode() if matmul.python_source else open(matmul.source_path).read()
    lines = text.split("\n")
    want = next(i for i, ln in enumerate(lines) if ln.startswith("def matmul_kernel("))
    assert want > 10 and kernel_def_line(text, "matmul_kernel") == want and kernel_def_line(text, "nope") == 0
    # the function's name: Triton's metadata, else (a compile that failed before writing it) the TTIR's tt.func
    assert kernel_function(matmul) == kernel_function(replace(matmul, metadata={})) == "matmul_kernel"
    for data in (source(store), Failing(store, source(store).kernels(), source(store).targets())):
        app = IRExplorerApp(data, kernel="matmul")
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot)
            if isinstance(app.screen, ErrorScreen):  # the failed compile's panel covered the source pane
                await pilot.press("escape")
            screen = app.screen
            for _ in range(100):  # the source comes with the annotations, after the first paint
                if screen.source.index is not None and screen.source.index.count > 1:
                    break
                await pilot.pause(0.05)
            await pilot.pause()
            assert screen.source.cursor == want and screen.source.scroll_y == want  # the def at the top
