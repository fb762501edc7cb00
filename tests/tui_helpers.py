"""Data sources and helpers for the TUI tests: the real :class:`StoreSource` over the session's store,
and subclasses for what a real compile cannot give yet (findings, source lines) or deterministically
(a failed compile whose text holds no checkout path)."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

from ir_explorer.analyses.findings import Finding
from ir_explorer.capture import bundled
from ir_explorer.core.model import Compilation, CompileFailure, Target
from ir_explorer.core.store import Store
from ir_explorer.tui.data import SourceLines, StoreSource

ROOT = Path(__file__).resolve().parent.parent
#: Where Triton is installed (its sources are named in the IR's locations), found without importing it.
TRITON_DIR = str(Path(importlib.util.find_spec("triton").origin).parent)

# e.g.         .loc    1 57 13                         // matmul.py:57:13
_PTX_LOC = re.compile(r"^\s*\.loc\s+\d+\s+(\d+)\s+\d+")


def source(store: Store, targets: tuple[str, ...] = ("cuda:90",)) -> StoreSource:
    return StoreSource(store, list(bundled.registry().values()), [Target.parse(t) for t in targets])


class Scrubbed(StoreSource):
    """The checkout's and Triton's paths replaced by ``<checkout>`` and ``<triton>`` in every text, so that
    snapshots do not depend on where they are."""

    def _scrub(self, text: str) -> str:
        return text.replace(TRITON_DIR, "<triton>").replace(str(ROOT), "<checkout>")

    def stage_text(self, comp: Compilation, stage: str) -> str:
        text = super().stage_text(comp, stage)
        if stage == "ptx":  # the DWARF sections spell the paths as .b8 bytes: their line count follows the path
            text = text.split("\t.section\t.debug", 1)[0]
        return self._scrub(text)

    def pass_text(self, comp: Compilation, index: int) -> str:
        return self._scrub(super().pass_text(comp, index))

    def last_good_ir(self, comp: Compilation) -> tuple[str, str] | None:
        got = super().last_good_ir(comp)
        return (got[0], self._scrub(got[1])) if got else None


class WithAnalyses(Scrubbed):
    """Findings and PTX source lines cut from the real PTX, standing in for the report and source-map
    analyses (issue 3) until they land: an ``mma`` finding on every ``wgmma.mma_async`` line, an
    ``async_copy`` finding on the ``cp.async.commit_group`` lines, and each PTX line mapped to the
    Python line of the ``.loc`` above it."""

    def findings(self, comp: Compilation) -> list[Finding]:
        lines = self.stage_text(comp, "ptx").splitlines()
        mma = tuple(i for i, ln in enumerate(lines, 1) if "wgmma.mma_async" in ln)
        commits = tuple(i for i, ln in enumerate(lines, 1) if "cp.async.commit_group" in ln)
        return [Finding(kind="mma", severity="info", message=f"{len(mma)} wgmma.mma_async", stage="ptx", lines=mma),
                Finding(kind="async_copy", severity="info",
                        message="cp.async commit groups", stage="ptx", lines=commits)]

    def source_lines(self, comp: Compilation, stage: str) -> SourceLines | None:
        if stage != "ptx":
            return [None] * len(self.stage_text(comp, stage).splitlines())
        out: SourceLines = []
        current: tuple[str, int] | None = None
        for ln in self.stage_text(comp, stage).splitlines():
            m = _PTX_LOC.match(ln)
            if m:
                current = (comp.source_path, int(m.group(1))) if int(m.group(1)) else None
            out.append(current)
        return out


class Failing(Scrubbed):
    """Every compile comes back failed in ``ConvertTritonGPUToLLVM``, with the real TTIR and TTGIR and the
    real per-pass snapshots before it (a real failing kernel's message names a checkout path)."""

    def compile(self, kernel: Any, config_index: int, targets: Any, on_event: Any = None) -> list[Compilation]:
        comps = super().compile(kernel, config_index, targets, on_event)
        out = []
        for comp in comps:
            passes = self.passes(comp)
            index = next(p.index for p in passes if p.name == "ConvertTritonGPUToLLVM")
            failure = CompileFailure(
                kind="pass", stage="llir", failing_pass="ConvertTritonGPUToLLVM", failing_pass_index=index,
                message="'llvm.fadd' op operand #0 must be floating point LLVM type, but got 'i8'",
                python_location="matmul.py:57", python_line="a = tl.load(a_ptrs, mask=a_mask, other=0.0)",
                last_good_stage="ttgir", diagnostics="error: failures have been detected while processing an MLIR "
                "pass pipeline")
            stages = {k: v for k, v in comp.stages.items() if k in ("ttir", "ttgir")}
            out.append(replace(comp, failure=failure, stages=stages, resources=None))
        return out


def find_node(tree: Any, test: Any) -> Any:
    """The first node of ``tree`` (depth first from the root's last child) whose data passes ``test``."""
    stack = [tree.root]
    while stack:
        node = stack.pop()
        if test(node.data):
            return node
        stack.extend(node.children)
    raise AssertionError("no such node")


async def open_node(pilot: Any, screen: Any, test: Any) -> None:
    """Open the first tree node whose data passes ``test`` (:func:`find_node`) as a user does: its parent
    expanded, the cursor on it, Enter; then wait until the app settles."""
    node = find_node(screen.kernel_tree, test)
    node.parent.expand()
    await pilot.pause()
    screen.kernel_tree.focus()
    screen.kernel_tree.move_cursor(node)
    await pilot.press("enter")
    await settle(pilot)


async def settle(pilot: Any, rounds: int = 200) -> None:
    """Wait until the app's workers are done and the screen shows something."""
    app = pilot.app
    for _ in range(rounds):
        await app.workers.wait_for_complete()
        await pilot.pause()
        screen = app.screen
        if not len(app.workers) and getattr(screen, "shown", True) is not None:
            return
    raise AssertionError("the app did not settle")


def tui_on_a_terminal(args: list[str], env: dict[str, str], size: tuple[int, int], shown: tuple[bytes, ...],
                      wait_s: float = 60) -> bytes:
    """Run ``ir-explorer ARGS`` on a pseudo-terminal of ``size`` (columns, rows) with ``TERM=xterm-256color``;
    wait up to ``wait_s`` seconds until every one of ``shown`` has been drawn, press ``q``, and assert that the
    app exits 0. Return every byte it wrote to the terminal (Textual draws on stderr)."""
    import fcntl
    import pty
    import select
    import struct
    import termios

    columns, rows = size
    leader, follower = pty.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
    # the terminal's size is the pty's: pytest-xdist's workers carry COLUMNS=80, which shutil.get_terminal_size (and
    # so Textual) takes before the pty's columns, and at 80 the tree's share of the width cuts a config's name
    env = {k: v for k, v in dict(env, TERM="xterm-256color").items() if k not in ("COLUMNS", "LINES")}
    proc = subprocess.Popen([sys.executable, "-m", "ir_explorer", *args], stdin=follower, stdout=follower,
                            stderr=follower, env=env)
    os.close(follower)
    seen = b""
    deadline = time.monotonic() + wait_s
    try:
        while not all(s in seen for s in shown) and time.monotonic() < deadline:
            if select.select([leader], [], [], 1.0)[0]:
                seen += os.read(leader, 1 << 16)
        assert all(s in seen for s in shown), seen[-2000:]
        os.write(leader, b"q")
        while proc.poll() is None and time.monotonic() < deadline:  # drain the terminal until the app exits
            if select.select([leader], [], [], 0.2)[0]:
                try:
                    seen += os.read(leader, 1 << 16)
                except OSError:  # EIO: the app closed the terminal
                    break
        assert proc.wait(timeout=10) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
        os.close(leader)
    return seen


def autotuned_pair(store: Store) -> list[Compilation]:
    """matmul_autotuned configs 2 (128x128x32: wgmma m64n128k16) and 3 (128x64x32: m64n64k16) on cuda:90,
    compiled together (in parallel) the first time, read from the store after."""
    from ir_explorer.capture.compiles import Request, compile_all

    spec = bundled.get("matmul_autotuned")
    return compile_all([Request(spec, i, Target.parse("cuda:90")) for i in (2, 3)], store)
