"""Draw README's screenshot of the TUI (docs/tui.svg) with the app's own ``save_screenshot``.

    .venv/bin/python scripts/tui_screenshot.py [--cache-dir DIR]

Compiles (or loads) the bundled matmul for cuda:90 and shows its PTX at the first ``wgmma`` line,
with the real data source: findings and source mapping appear once those analyses are installed.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


async def main(cache_dir: str | None, out: Path) -> None:
    from ir_explorer import bundled
    from ir_explorer.model import Target
    from ir_explorer.store import Store, default_root
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


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cache-dir", default=None)
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "tui.svg")
    args = parser.parse_args()
    asyncio.run(main(args.cache_dir, args.out))
