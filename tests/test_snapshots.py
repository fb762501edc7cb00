"""The bundled kernels' IR snapshots (``snapshots/``) still match what the installed Triton generates.

One test per bundled kernel and target (cuda:80, cuda:90, hip:gfx942; the NVIDIA-only kernels have no
hip case), so that pytest-xdist spreads them: each compiles the kernel's configs in parallel, into the
session's store (a compile another test made is served from it), and compares the normalized TTGIR,
PTX/AMDGCN and metrics. A last test finds snapshot folders that no kernel, config or target makes any
more. ``pytest --snapshot-update`` (the plugin's flag) rewrites the files that changed and removes those
folders. With another Triton installed than the snapshots were written for, they skip and say so.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import bundled_case, bundled_group

from ir_explorer.capture import bundled
from ir_explorer.capture.compiles import Request, compile_all, triton_version
from ir_explorer.core.model import Target
from ir_explorer.core.store import Store
from ir_explorer.engines.snapshots import (
    BUNDLED_TARGETS,
    bundled_requests,
    bundled_root,
    kernel_dirname,
    remove_cases,
    stale_cases,
    version_dir,
    version_skip_reason,
)
from ir_explorer.pytest_plugin import assert_snapshot

#: (kernel, target) of every case: the kernel's configs are one test.
CASES = [(name, target) for name, spec in bundled.registry().items() for target in BUNDLED_TARGETS
         if spec.supports(Target.parse(target))]
#: The cases with their xdist groups (shared with tests/test_corpus.py's consistency test of each).
PARAMS = [pytest.param(k, t, marks=bundled_group(k, t), id=f"{k}-{t}") for k, t in CASES]


def _skip_unless_current(request: pytest.FixtureRequest, root: Path) -> bool:
    """Skip when the snapshots are for another Triton; True with --snapshot-update."""
    update = bool(request.config.getoption("update_snapshots", default=False))
    reason = version_skip_reason(root, triton_version())
    if reason and not update:
        pytest.skip(reason)
    return update


@pytest.mark.slow
@pytest.mark.parametrize(("kernel", "target"), PARAMS)
def test_bundled_snapshots(request: pytest.FixtureRequest, store: Store, tmp_path_factory: pytest.TempPathFactory,
                           kernel: str, target: str) -> None:
    root = bundled_root()
    _skip_unless_current(request, root)
    comps = compile_all(bundled_case(kernel, target), store)
    failures: list[str] = []
    for comp in comps:
        try:
            assert_snapshot(request.config, root, comp, store, diff_dir=tmp_path_factory.getbasetemp() / "diffs")
        except pytest.fail.Exception as exc:
            failures.append(str(exc))
    if failures:
        pytest.fail(f"{len(failures)} of {len(comps)} IR snapshots of {kernel} on {target} differ:\n\n"
                    + "\n\n".join(failures), pytrace=False)


def _case_folder(root: Path, version: str, req: Request) -> Path:
    """The folder :func:`ir_explorer.engines.snapshots.case_dir` gives the request's compilation."""
    return version_dir(root, version) / kernel_dirname(req.spec.name) / str(req.config_index) / (
        f"{req.target.backend}-{req.target.arch}")


def test_case_folder_is_the_compilations(compiled):
    from ir_explorer.engines.snapshots import case_dir

    comp = compiled("matmul", "hip:gfx942")
    req = next(r for r in bundled_requests(("matmul",), ("hip:gfx942",)) if r.config_index == comp.config_index)
    assert _case_folder(Path("/r"), comp.triton_version, req) == case_dir(Path("/r"), comp)


def test_no_stale_snapshot_folders(request: pytest.FixtureRequest) -> None:
    root = bundled_root()
    update = _skip_unless_current(request, root)
    version = triton_version()
    stale = stale_cases(root, version, [_case_folder(root, version, r) for r in bundled_requests()])
    if update:
        remove_cases(stale)
    elif stale:
        pytest.fail("\n".join(f"stale snapshot folder (no such kernel, config or target now; pytest --snapshot-update "
                              f"removes it): {folder}" for folder in stale), pytrace=False)
