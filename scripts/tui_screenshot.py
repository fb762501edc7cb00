"""Draw README's screenshots of the TUI (docs/tui.svg, docs/tui-diff.svg) with the app's own ``save_screenshot``.

    .venv/bin/python scripts/tui_screenshot.py [--cache-dir DIR] [--diff]

Compiles (or loads) the bundled matmul for cuda:90 and shows its PTX at the first ``wgmma`` line, with
the real data source (findings, source mapping). With ``--diff``: diff mode on matmul_autotuned's configs
2 and 3 (128x128x32 and 128x64x32) for cuda:90, TTGIR side by side, at the second change.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


async def main(cache_dir: str | None, out: Path) -> None:
    from ir_explorer.capture import bundled
    from ir_explorer.core.model import Target
    from ir_explorer.core.store import Store, default_root
    from ir_explorer.tui.app import IRExplorerApp
    from ir_explorer.tui.data import StoreSource

    data = StoreSource(Store(default_root(cache_dir)), list(bundled.registry().values()), [Target.parse("cuda:90")])
    app = IRExplorerApp(data, kernel="matmul")
    async with app.run_test(size=(140, 36)) as pilot:
        while getattr(app.screen, "shown", None) is None or len(app.workers):
            await pilot.pause(0.1)
        await pilot.press("4")
        while app.screen.shown.stage != "ptx" or len(app.workers):
            await pilot.pause(0.1)
        ir = app.screen.ir
        ir.focus()
        ir.go_to(next(i for i in range(ir.index.count) if "wgmma.mma_async" in ir.index.line(i)))
        await pilot.pause(0.2)
        app.save_screenshot(filename=out.name, path=str(out.parent))
    print(out)


async def diff(cache_dir: str | None, out: Path) -> None:
    from ir_explorer.capture import bundled
    from ir_explorer.capture.compiles import Request, compile_all
    from ir_explorer.core.model import Target
    from ir_explorer.core.store import Store, default_root
    from ir_explorer.tui.app import IRExplorerApp
    from ir_explorer.tui.data import StoredSource
    from ir_explorer.tui.diffview import DiffScreen, DiffSide

    store = Store(default_root(cache_dir))
    a, b = compile_all([Request(bundled.get("matmul_autotuned"), i, Target.parse("cuda:90")) for i in (2, 3)], store)
    app = IRExplorerApp(StoredSource(store, [a, b]))
    async with app.run_test(size=(140, 36)) as pilot:
        while getattr(app.screen, "shown", None) is None or len(app.workers):
            await pilot.pause(0.1)
        app.open_diff(DiffSide(a, "ttgir"), DiffSide(b, "ttgir"))
        while not isinstance(app.screen, DiffScreen) or app.screen.diff is None or len(app.workers):
            await pilot.pause(0.1)
        await pilot.press("right_square_bracket")
        await pilot.pause(0.2)
        app.save_screenshot(filename=out.name, path=str(out.parent))
    print(out)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cache-dir", default=None)
    parser.add_argument("--diff", action="store_true", help="draw diff mode (docs/tui-diff.svg)")
    parser.add_argument("--out", type=Path, default=None, help="default: docs/tui.svg, or docs/tui-diff.svg")
    args = parser.parse_args()
    out = args.out or ROOT / "docs" / ("tui-diff.svg" if args.diff else "tui.svg")
    asyncio.run((diff if args.diff else main)(args.cache_dir, out))
