"""Issue 27 ("a RESULT file opens … in the TUI"): ``ir-explorer tui RESULT.json [--against OLD.json]``
(:mod:`ir_explorer.tui.sweepview`) over a real sweep of gelu × 2 configs × 2 targets, driven by Pilot."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from textual.widgets import DataTable, Static
from tui_helpers import settle, tui_on_a_terminal

from ir_explorer.core.store import Store
from ir_explorer.engines.sweep import Row, parse_manifest, plan, read_result, run_local
from ir_explorer.tui.explore import ExploreScreen
from ir_explorer.tui.sweepview import LEAD_COLUMNS, ResultScreen, SweepApp

SIZE = (160, 30)


@pytest.fixture(scope="module")
def gelu_rows(store: Store, tmp_path_factory: pytest.TempPathFactory) -> tuple[Row, ...]:
    """gelu's two configs on cuda:90 and cuda:80, swept into the session's store and read back from the file."""
    folder = tmp_path_factory.mktemp("sweep-tui")
    manifest = parse_manifest('targets = ["cuda:90", "cuda:80"]\n[[kernel]]\nname = "gelu"\n', folder / "m.toml")
    rows = run_local(plan(manifest, store), store, lambda row: None)
    path = folder / "r.json"
    path.write_text("\n".join(json.dumps(d) for d in [{"format": "ir-explorer-sweep", "version": 1},
                                                       *(r.to_json() for r in rows)]) + "\n")
    return read_result(path)


def _grid(app: SweepApp) -> DataTable:  # type: ignore[type-arg]
    return app.screen.query_one("#table", DataTable)


def _cells(app: SweepApp, row: int) -> list[str]:
    grid = _grid(app)
    return [str(c) for c in grid.get_row_at(row)]


async def test_one_row_per_compile_with_its_real_metrics(gelu_rows: tuple[Row, ...], store: Store) -> None:
    """Each table row is a compile of the sweep, with the report's registers and load width, in plan order."""
    assert [r.id for r in gelu_rows] == ["gelu [0] cuda:90 installed", "gelu [1] cuda:90 installed",
                                         "gelu [0] cuda:80 installed", "gelu [1] cuda:80 installed"]
    app = SweepApp(gelu_rows, store, title="r.json")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        grid = _grid(app)
        assert grid.row_count == 4
        headers = [str(c.label) for c in grid.ordered_columns]
        assert headers[:len(LEAD_COLUMNS)] == list(LEAD_COLUMNS)
        regs, ld = headers.index("regs"), headers.index("ld bits")
        for i, r in enumerate(gelu_rows):
            cells = _cells(app, i)
            assert cells[:5] == ["gelu", f"{r.config_index} {r.config}", r.target, r.triton_version, "ok"]
            assert cells[regs] == str(r.metrics["registers"]) and cells[ld] == "128"
        assert app.screen.query_one("#heading", Static).render().plain.startswith("r.json: 4 row(s)")  # type: ignore[union-attr]
        assert not any("*" in c for i in range(4) for c in _cells(app, i))  # one release: nothing to differ from


async def test_against_an_older_result_marks_changed_cells_and_failures(gelu_rows: tuple[Row, ...],
                                                                        store: Store) -> None:
    """Against an older result where row 0 had 8 registers fewer and row 3 failed in ptxas: row 0's registers
    end in ``*``, row 3's status is marked, and the line under the table says what row 3 was before."""
    first, _, _, last = gelu_rows
    old = [Row(**{**first.__dict__, "metrics": {**first.metrics, "registers": first.metrics["registers"] - 8}}),
           *gelu_rows[1:3],
           Row(**{**last.__dict__, "failure": {"kind": "ptxas", "message": "ptxas fatal: out of registers"},
                  "metrics": {}, "findings": ()})]
    app = SweepApp(gelu_rows, store, against=old, title="new.json")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        headers = [str(c.label) for c in _grid(app).ordered_columns]
        regs = headers.index("regs")
        assert _cells(app, 0)[regs] == f"{first.metrics['registers']}*"
        assert [c for c in _cells(app, 1) if c.endswith("*")] == []
        assert _cells(app, 3)[4] == "ok*"
        await pilot.press("down", "down", "down")
        await pilot.pause()
        detail = app.screen.query_one("#detail", Static).render().plain  # type: ignore[union-attr]
        assert detail == "gelu [1] cuda:80 installed · before: failed: ptxas: ptxas fatal: out of registers"


async def test_enter_opens_the_rows_ir_from_the_store_and_escape_comes_back(gelu_rows: tuple[Row, ...],
                                                                           store: Store, tmp_path: Path) -> None:
    """Enter on row 2 (config 0 on cuda:80) opens that compilation from the store, its key the row's; Escape
    goes back to the table. A row whose compilation the store lacks says so and stays on the table."""
    app = SweepApp(gelu_rows, store)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("down", "down", "enter")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, ExploreScreen)
        assert screen.shown is not None and screen.shown.comp is not None
        assert screen.shown.comp.key == gelu_rows[2].key and screen.shown.comp.target.spec == "cuda:80"
        assert "gelu_kernel" in screen.ir.index.line(0) + "".join(screen.ir.index.line(i) for i in range(1, 40))
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ResultScreen)
    empty = SweepApp(gelu_rows, Store(tmp_path / "empty"))
    async with empty.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(empty.screen, ResultScreen)
        assert any("gelu [0] cuda:90 installed: no IR to open: the store" in n.message
                   for n in empty._notifications)


def _write(path: Path, rows: tuple[Row, ...]) -> Path:
    path.write_text("\n".join(json.dumps(d) for d in [{"format": "ir-explorer-sweep", "version": 1},
                                                       *(r.to_json() for r in rows)]) + "\n")
    return path


def test_the_command_opens_a_result_on_a_terminal_and_refuses_a_pipe(gelu_rows: tuple[Row, ...], tmp_path: Path,
                                                                     cli_env: dict[str, str]) -> None:
    """``ir-explorer tui RESULT.json --against OLD.json`` on a pseudo-terminal draws the table's heading and quits
    on q; without a terminal it exits 2 naming ``compare --json``; ``--against`` with a kernel is refused."""
    new, old = _write(tmp_path / "new.json", gelu_rows), _write(tmp_path / "old.json", gelu_rows[:2])
    piped = subprocess.run([sys.executable, "-m", "ir_explorer", "tui", str(new)], stdin=subprocess.DEVNULL,
                           capture_output=True, text=True, env=cli_env, timeout=120)
    assert piped.returncode == 2 and "ir-explorer compare RESULT.json --json" in piped.stderr
    wrong = subprocess.run([sys.executable, "-m", "ir_explorer", "tui", "gelu", "--against", str(old)],
                           stdin=subprocess.DEVNULL, capture_output=True, text=True, env=cli_env, timeout=120)
    assert wrong.returncode == 2 and "--against OLD.json goes with a sweep result" in wrong.stderr
    tui_on_a_terminal(["tui", str(new), "--against", str(old)], cli_env, (160, 30),
                      (b"differs against the older result", b"1024_w4_s1"))


# --- a result file from a stranger (issue 23's review): escapes, markup, a damaged store entry --------------------

#: A name that, written raw to a terminal, clears it (CSI 2J), writes the clipboard (OSC 52), sets the title
#: (OSC 0), fakes an ``error:`` line and starts a C1 CSI; and how the view shows it (every control escaped).
HOSTILE = "k\x1b[2J\x1b]52;c;SGVsbG8=\x07\x1b]0;t\x07\nerror: fake\x9b[1m"
HOSTILE_SHOWN = "k^[[2J^[]52;c;SGVsbG8=^G^[]0;t^G^Jerror: fake<U+009B>[1m"
#: Control characters but newline and tab (an SVG screenshot holds newlines of its own).
_RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def _hostile_result(gelu_rows: tuple[Row, ...], folder: Path) -> tuple[Row, ...]:
    """A result file whose every string field holds :data:`HOSTILE` or Textual markup (``[bold]``, an unclosed
    ``[/]``), written and read back through :func:`read_result` (which takes them: a name may hold any character);
    row 0 compiled, its key a store entry that is damaged; row 1 failed, its message hostile."""
    first = gelu_rows[0]
    ok = Row(**{**first.__dict__, "kernel": HOSTILE, "config": "[bold]x[/] [/]", "target": HOSTILE,
                "release": HOSTILE, "triton_version": HOSTILE, "key": "ab" * 32,
                "metrics": {**first.metrics, "mma": HOSTILE, "mma_instructions": {HOSTILE: 2}},
                "findings": ((HOSTILE, HOSTILE),)})
    failed = Row(**{**first.__dict__, "kernel": "[red]k[/red]", "config_index": 1, "key": None, "metrics": {},
                    "findings": (), "failure": {"kind": HOSTILE, "message": "[/]" + HOSTILE}})
    rows = read_result(_write(folder / "hostile.json", (ok, failed)))
    assert rows == (ok, failed)
    return rows


async def test_control_characters_and_markup_from_a_result_reach_the_screen_escaped(
        gelu_rows: tuple[Row, ...], tmp_path: Path) -> None:
    """Names, configs, targets, releases, mma names, failure kinds and messages of a result file are shown with
    their control characters escaped (``^[``, ``^J``, ``<U+009B>``) and their brackets as text, never as markup:
    in the table, the heading, the line under the table and a notification. Enter on a row whose store entry is
    damaged says so in one notification and stays on the table (it raised CorruptEntry out of the app)."""
    rows = _hostile_result(gelu_rows, tmp_path)
    store = Store(tmp_path / "store")
    damaged = store.base / "entries" / "ab" / f"{'ab' * 32}.json"
    damaged.parent.mkdir(parents=True)
    damaged.write_text('{"schema": ')
    app = SweepApp(rows, store, title=HOSTILE)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert _cells(app, 0)[:5] == [HOSTILE_SHOWN, "0 [bold]x[/] [/]", HOSTILE_SHOWN, HOSTILE_SHOWN, "ok"]
        assert _cells(app, 0)[len(LEAD_COLUMNS)] == HOSTILE_SHOWN  # the mma column: the report's mma string
        assert _cells(app, 1)[:5] == ["[red]k[/red]", f"1 {rows[1].config}", "cuda:90", rows[1].triton_version,
                                      f"failed: {HOSTILE_SHOWN}"]
        heading = app.screen.query_one("#heading", Static).render().plain  # type: ignore[union-attr]
        assert heading.startswith(f"{HOSTILE_SHOWN}: 2 row(s)")
        shot = app.export_screenshot()
        assert not _RAW.search(shot) and "k^[[2J^[]52;c;SGVsbG8=^G^[]0;t^G^Jerror:" in shot
        assert "[bold]x[/]" in shot and "[red]k[/red]" in shot
        await pilot.press("down")
        await pilot.pause()
        detail = app.screen.query_one("#detail", Static).render().plain  # type: ignore[union-attr]
        assert detail == f"[red]k[/red] [1] cuda:90 installed · {HOSTILE_SHOWN}: [/]{HOSTILE_SHOWN}"
        assert not _RAW.search(app.export_screenshot())
        await pilot.press("up", "enter")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)
        said = [n.message for n in app._notifications]
        assert len(said) == 1 and said[0].startswith(f"{HOSTILE_SHOWN} [0] {HOSTILE_SHOWN} {HOSTILE_SHOWN}: "
                                                     "cannot open its IR: store entry ")
        assert "truncated or corrupt" in said[0] and not _RAW.search(said[0])
        assert not _RAW.search(app.export_screenshot())
