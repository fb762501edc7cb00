"""pytest plugin (entry point ``pytest11``): IR snapshot tests for your own Triton kernels.

In a test::

    def test_my_kernel_ir(ir_snapshot):
        ir_snapshot("kernels/add.py:add_kernel", signature="*fp32:16, *fp32:16, *fp32:16, i32:16, 1024",
                    target="cuda:90", stage="ptx")

compiles the kernel (in a child process, through :func:`ir_explorer.capture.compiles.compile_all`: this
plugin never imports Triton into the pytest process), normalizes the stage
(:mod:`ir_explorer.analyses.normalize`) and compares it, and the report's ``metrics.json``, with
``<snapshot dir>/triton-<version>/<kernel>/<config>/<target>/`` (:mod:`ir_explorer.engines.snapshots`).
A kernel is ``path/file.py:kernel`` (relative to the test file's folder, else to the rootdir) with
example arguments (``args={"x_ptr": "fp32[1024]", "n_elements": 1024}``, as ``--arg`` takes them) or a
compile.py ``signature``, or a bundled kernel's name.

Options: ``--snapshot-update`` writes the snapshots (only the files that changed);
``--ir-snapshot-dir DIR`` or the ini option ``ir_snapshot_dir`` chooses the folder (default
``<rootdir>/ir_snapshots``). When the folder has snapshots only for other Triton versions, the
test skips and says so. Compiles are cached in the ir-explorer store (``$IR_EXPLORER_CACHE_DIR``).
"""

from __future__ import annotations

import importlib.metadata
import os
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from ir_explorer.core.model import Compilation
    from ir_explorer.core.store import Store

DEFAULT_DIR = "ir_snapshots"
_WRITTEN = pytest.StashKey[list[Path]]()


def _syrupy_loads(pluginmanager: pytest.PytestPluginManager) -> bool:
    """True when syrupy is (or will be) a plugin of this run: it then owns ``--snapshot-update``
    (dest ``update_snapshots``), and the one flag updates its snapshots and ours."""
    if pluginmanager.has_plugin("syrupy"):
        return True
    if pluginmanager.is_blocked("syrupy") or os.environ.get("PYTEST_DISABLE_PLUGIN_AUTOLOAD"):
        return False
    return any(ep.name == "syrupy" for ep in importlib.metadata.entry_points(group="pytest11"))


def pytest_addoption(parser: pytest.Parser, pluginmanager: pytest.PytestPluginManager) -> None:
    group = parser.getgroup("ir-explorer", "IR snapshot tests (ir-explorer)")
    if not _syrupy_loads(pluginmanager):  # the same flag as syrupy's, which would clash with a second definition
        group.addoption("--snapshot-update", action="store_true", default=False, dest="update_snapshots",
                        help="Write IR snapshots instead of comparing them (only changed files are touched).")
    group.addoption("--ir-snapshot-dir", default=None, metavar="DIR",
                    help=f"Folder of the ir_snapshot fixture's snapshots (default: <rootdir>/{DEFAULT_DIR}).")
    parser.addini("ir_snapshot_dir", f"Folder of the ir_snapshot fixture's snapshots (default: {DEFAULT_DIR}).",
                  default=DEFAULT_DIR)
    parser.addini("ir_snapshot_tritons", "Triton releases the ir_snapshot fixture checks, each against its own "
                  "triton-<version>/ folder (toolchains from `ir-explorer triton install`; 'installed': the Triton "
                  "beside ir-explorer, the default).", type="args", default=["installed"])


def pytest_configure(config: pytest.Config) -> None:
    config.stash[_WRITTEN] = []


def pytest_terminal_summary(terminalreporter: Any, config: pytest.Config) -> None:
    written = config.stash.get(_WRITTEN, [])
    if written:
        terminalreporter.write_line(f"ir-explorer: {len(written)} IR snapshot file(s) written or removed")


def snapshot_dir(config: pytest.Config) -> Path:
    """The snapshot folder: ``--ir-snapshot-dir``, else the ``ir_snapshot_dir`` ini option, relative to the rootdir."""
    path = Path(config.getoption("ir_snapshot_dir") or config.getini("ir_snapshot_dir") or DEFAULT_DIR)
    return path if path.is_absolute() else config.rootpath / path


def assert_snapshot(config: pytest.Config, root: Path, comp: Compilation, store: Store, *, kernel: str | None = None,
                    stages: Sequence[str] | None = None, diff_dir: Path | None = None) -> None:
    """Compare (or with ``--snapshot-update``, write) ``comp``'s snapshot under ``root``.

    Skips when ``root`` holds snapshots for other Triton versions only; fails with the semantic
    summary and the cut diff on a mismatch, or when there is no snapshot yet.
    """
    from ir_explorer.engines.snapshots import (  # deferred: keep pytest start-up light
        case_dir,
        check,
        version_skip_reason,
    )

    update = bool(config.getoption("update_snapshots", default=False))
    if not update:
        reason = version_skip_reason(root, comp.triton_version)
        if reason:
            pytest.skip(reason)
        folder = case_dir(root, comp, kernel)
        if not folder.is_dir():
            pytest.fail(f"no IR snapshot for {kernel or comp.kernel} config {comp.config_index} on "
                        f"{comp.target.spec} in {folder}; run pytest --snapshot-update to write it", pytrace=False)
    found, message = check(root, comp, store, kernel=kernel, stages=stages, update=update, diff_dir=diff_dir)
    if update:
        config.stash[_WRITTEN].extend(m.path for m in found)
    elif message:
        pytest.fail(message, pytrace=False)


@pytest.fixture
def ir_snapshot(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Callable[..., Any]:
    """``ir_snapshot(kernel, config=0, target="cuda:90", stage="ttgir", *, args=None, signature=None,
    num_warps=None, num_stages=None, constexprs=())`` compiles and checks one IR snapshot and returns the
    :class:`~ir_explorer.core.model.Compilation`. ``stage`` may be a list of stages; ``args`` are a kernel file's
    example arguments as ``--arg`` takes them, a mapping (``{"x_ptr": "fp32[1024]", "n_elements": 1024}``) or
    ``"NAME=SPEC"`` strings; ``constexprs`` are ``"NAME=VALUE"`` strings, as ``--constexpr`` takes them. The
    kernel is checked under each Triton release of the ``ir_snapshot_tritons`` ini option (or ``triton``, one
    release), each against its own ``triton-<version>/`` folder; the last release's compilation is returned."""
    root = snapshot_dir(request.config)
    diff_dir = tmp_path_factory.getbasetemp() / "ir-snapshot-diffs"
    test_dir = request.path.parent

    def snap(kernel: str, config: int | str = 0, target: str = "cuda:90", stage: str | Sequence[str] = "ttgir", *,
             args: Mapping[str, object] | Sequence[str] | None = None, signature: str | None = None,
             num_warps: int | None = None, num_stages: int | None = None, constexprs: Sequence[str] = (),
             triton: str | None = None) -> Compilation:
        from ir_explorer.capture.compiles import (  # deferred: keep pytest start-up light; never imports Triton
            Request,
            compile_one,
        )
        from ir_explorer.capture.kernel_files import is_kernel_ref
        from ir_explorer.capture.select import resolve_kernel
        from ir_explorer.core.errors import IRExplorerError
        from ir_explorer.core.model import Target
        from ir_explorer.core.store import Store, default_root

        ref = kernel
        if is_kernel_ref(kernel):
            file, _, func = kernel.rpartition(":")
            if not Path(file).is_absolute():
                base = test_dir if (test_dir / file).is_file() else request.config.rootpath
                ref = f"{base / file}:{func}"
        from ir_explorer.capture.toolchains import INSTALLED
        from ir_explorer.capture.toolchains import release as named_release

        if isinstance(args, str):  # one "NAME=SPEC" would be read as its characters
            args = [args]
        arg_specs = [f"{k}={v}" for k, v in args.items()] if isinstance(args, Mapping) else list(args or ())
        releases = [triton] if triton else list(request.config.getini("ir_snapshot_tritons")) or [INSTALLED]
        stages = [stage] if isinstance(stage, str) else list(stage)
        for release in releases:
            try:
                store = Store(default_root(None))
                chain = named_release(store.root, release)  # the installed one by name or number (issue 24)
                spec = resolve_kernel(ref, signature, num_warps, num_stages, constexprs, arg_specs=arg_specs,
                                      targets=(target,), store=store, toolchain=chain)
                index, _ = spec.config(config)
                comp = compile_one(Request(spec, index, Target.parse(target), toolchain=chain), store)
            except IRExplorerError as exc:  # bad input: one line, as the CLI says it
                pytest.fail(f"ir_snapshot({kernel!r}): {exc.message}", pytrace=False)
            assert_snapshot(request.config, root, comp, store, kernel=kernel, stages=stages, diff_dir=diff_dir)
        return comp

    return snap
