"""The bundled kernels' IR snapshots (``snapshots/``) still match what the installed Triton generates.

One test compiles every bundled kernel, config and target (cuda:80, cuda:90, hip:gfx942) in
parallel, into the session's store, and compares the normalized TTGIR, PTX/AMDGCN and metrics.
``pytest --snapshot-update`` (the plugin's flag) rewrites the files that changed. With another
Triton installed than the snapshots were written for, it skips and says so.
"""

from __future__ import annotations

import pytest

from ir_explorer.analyses.snapshots import case_dir, remove_cases, stale_cases, version_skip_reason
from ir_explorer.capture.compiles import compile_all, triton_version
from ir_explorer.cli.snapshot import bundled_requests, bundled_root
from ir_explorer.core.store import Store
from ir_explorer.pytest_plugin import assert_snapshot


@pytest.mark.slow
def test_bundled_snapshots(request: pytest.FixtureRequest, store: Store,
                           tmp_path_factory: pytest.TempPathFactory) -> None:
    root = bundled_root()
    reason = version_skip_reason(root, triton_version())
    if reason and not request.config.getoption("update_snapshots", default=False):
        pytest.skip(reason)
    comps = compile_all(bundled_requests(), store)
    failures: list[str] = []
    for comp in comps:
        try:
            assert_snapshot(request.config, root, comp, store, diff_dir=tmp_path_factory.getbasetemp() / "diffs")
        except pytest.fail.Exception as exc:
            failures.append(str(exc))
    stale = stale_cases(root, triton_version(), [case_dir(root, c) for c in comps])
    if request.config.getoption("update_snapshots", default=False):
        remove_cases(stale)
    else:
        failures += [f"stale snapshot folder (no such kernel, config or target now; pytest --snapshot-update "
                     f"removes it): {folder}" for folder in stale]
    if failures:
        pytest.fail(f"{len(failures)} of {len(comps)} IR snapshots differ:\n\n" + "\n\n".join(failures), pytrace=False)
