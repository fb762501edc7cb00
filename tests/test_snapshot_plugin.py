"""The pytest plugin (ir_snapshot, --snapshot-update) in fresh project folders, run by ``pytester``.

Compiles go to the session's store (``IR_EXPLORER_CACHE_DIR``), so a kernel another test compiled
is not compiled again.
"""

from __future__ import annotations

import re
import shutil
from importlib.metadata import entry_points
from pathlib import Path

import pytest
from conftest import ROOT

from ir_explorer.capture.compiles import triton_version
from ir_explorer.core.store import Store
from ir_explorer.engines.snapshots import version_skip_reason

pytest_plugins = ("pytester",)

#: Installed, ir-explorer's pytest11 entry point loads the plugin; from a bare checkout (PYTHONPATH=.) load it by hand.
PLUGIN = () if any(ep.value == "ir_explorer.pytest_plugin" for ep in entry_points(group="pytest11")) else \
    ("-p", "ir_explorer.pytest_plugin")

ADD_KERNEL = '''
import triton
import triton.language as tl


@triton.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask) + tl.load(y_ptr + offs, mask=mask), mask=mask)
'''

ADD_TEST = '''
import sys


def test_add_ir(ir_snapshot):
    comp = ir_snapshot("add_kernels.py:add_kernel", signature="*fp32:16, *fp32:16, *fp32:16, i32:16, {block}",
                       target="cuda:90", stage=["ttgir", "ptx"])
    assert comp.ok
    assert "triton" not in sys.modules  # compiles run in child processes
'''


@pytest.fixture
def project(pytester: pytest.Pytester, store: Store, monkeypatch: pytest.MonkeyPatch) -> pytest.Pytester:
    monkeypatch.setenv("IR_EXPLORER_CACHE_DIR", str(store.root))
    return pytester


def test_fresh_project_with_a_kernel_file(project: pytest.Pytester) -> None:
    """A folder with only a kernel file, a test and an ini file choosing the snapshot folder."""
    project.makeini("[pytest]\nir_snapshot_dir = my_snaps\n")
    project.makepyfile(add_kernels=ADD_KERNEL, test_ir=ADD_TEST.format(block=1024))
    first = project.runpytest_subprocess(*PLUGIN)
    first.assert_outcomes(failed=1)
    first.stdout.fnmatch_lines(["*no IR snapshot for add_kernels.py:add_kernel config 0 on cuda:90*"
                                "run pytest --snapshot-update*"])
    project.runpytest_subprocess(*PLUGIN, "--snapshot-update").assert_outcomes(passed=1)
    folder = project.path / "my_snaps" / f"triton-{triton_version()}" / "add_kernels.add_kernel" / "0" / "cuda-90"
    assert sorted(p.name for p in folder.iterdir()) == ["metrics.json", "ptx.ptx", "ttgir.mlir"]
    assert "tt.load" in (folder / "ttgir.mlir").read_text()
    project.runpytest_subprocess(*PLUGIN).assert_outcomes(passed=1)

    project.makepyfile(test_ir=ADD_TEST.format(block=256))  # a smaller BLOCK: other layouts, other loads
    changed = project.runpytest_subprocess(*PLUGIN)
    changed.assert_outcomes(failed=1)
    text = changed.stdout.str()
    assert "IR snapshot mismatch in" in text and "ttgir: layout removed #ttg.blocked<{sizePerThread = [4]" in text
    assert "--- snapshot/ttgir.mlir" in text and "+++ actual/ttgir.mlir" in text


GELU_TEST = '''
import os


def test_gelu_0(ir_snapshot):
    ir_snapshot("gelu", 0, "cuda:90", ["ttgir", "ptx"], num_warps=int(os.environ.get("GELU_WARPS", "4")))


def test_gelu_1(ir_snapshot):
    ir_snapshot("gelu", 1, "cuda:90", ["ttgir", "ptx"])
'''


def _files(root: Path) -> dict[Path, tuple[int, str]]:
    return {p: (p.stat().st_mtime_ns, p.read_text()) for p in sorted(root.rglob("*")) if p.is_file()}


def test_bundled_kernel_change_fails_and_update_touches_only_changed_files(
        project: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> None:
    """gelu config 0 with 8 warps instead of 4 no longer matches the committed snapshot; the failure says
    what changed; --snapshot-update rewrites only the files that differ; then it passes."""
    version = triton_version()
    committed = ROOT / "snapshots" / f"triton-{version}" / "gelu"
    if not committed.is_dir():
        pytest.skip(f"no committed snapshots for triton {version}")
    snaps = project.path / "ir_snapshots"
    shutil.copytree(committed, snaps / f"triton-{version}" / "gelu")
    project.makepyfile(test_gelu=GELU_TEST)
    project.runpytest_subprocess(*PLUGIN).assert_outcomes(passed=2)

    monkeypatch.setenv("GELU_WARPS", "8")
    failed = project.runpytest_subprocess(*PLUGIN)
    failed.assert_outcomes(passed=1, failed=1)
    text = failed.stdout.str()
    assert "IR snapshot mismatch in" in text and "/gelu/0/cuda-90" in text
    assert "warpsPerCTA = [8]" in text  # the semantic summary names the new layout
    assert "num_warps=8" in text  # the config header of the stage files differs first

    before = _files(snaps)
    project.runpytest_subprocess(*PLUGIN, "--snapshot-update").assert_outcomes(passed=2)
    after = _files(snaps)
    assert before.keys() == after.keys()
    touched = {p for p in before if before[p][0] != after[p][0]}
    changed = {p for p in before if before[p][1] != after[p][1]}
    assert touched == changed and changed, "only the files whose content changed are written"
    assert all("/gelu/0/" in str(p) for p in changed)
    project.runpytest_subprocess(*PLUGIN).assert_outcomes(passed=2)


def test_other_triton_version_skips_and_update_writes_a_new_version(project: pytest.Pytester) -> None:
    (project.path / "ir_snapshots" / "triton-0.0.1" / "gelu").mkdir(parents=True)
    project.makepyfile(test_gelu="def test_gelu(ir_snapshot):\n    ir_snapshot('gelu')\n")
    skipped = project.runpytest_subprocess(*PLUGIN, "-rs")
    skipped.assert_outcomes(skipped=1)
    skipped.stdout.fnmatch_lines([f"*are for triton 0.0.1; triton {triton_version()} is installed*"])
    project.runpytest_subprocess(*PLUGIN, "--snapshot-update").assert_outcomes(passed=1)
    assert (project.path / "ir_snapshots" / f"triton-{triton_version()}" / "gelu" / "0" / "cuda-90" /
            "ttgir.mlir").is_file()


def test_version_skip_reason(tmp_path: Path) -> None:
    assert version_skip_reason(tmp_path, "3.9.0") is None  # nothing yet: not a skip, a missing snapshot
    (tmp_path / "triton-3.6.0").mkdir()
    assert "are for triton 3.6.0; triton 3.9.0 is installed" in (version_skip_reason(tmp_path, "3.9.0") or "")
    (tmp_path / "triton-3.9.0").mkdir()
    assert version_skip_reason(tmp_path, "3.9.0") is None


def test_bad_kernel_is_one_line(project: pytest.Pytester) -> None:
    project.makepyfile(test_bad="def test_bad(ir_snapshot):\n    ir_snapshot('no_such_kernel')\n")
    result = project.runpytest_subprocess(*PLUGIN)
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*ir_snapshot('no_such_kernel'): unknown kernel 'no_such_kernel'; bundled kernels:*"])
    assert "Traceback" not in result.stdout.str()


ARGS_TEST = '''
def test_add_ir(ir_snapshot):
    ir_snapshot("add_kernels.py:add_kernel", target="cuda:90", stage="ptx", constexprs=["BLOCK=1024"],
                args={{"x_ptr": "fp32[4096]{align}", "y_ptr": "fp32[4096]", "out_ptr": "fp32[4096]", "n": 4096}})
'''


def test_a_kernel_file_with_example_arguments_and_the_update_it_suggests(project: pytest.Pytester) -> None:
    """Issue 28: `ir_snapshot` took only a compile.py `signature`, not the `--arg` form the README recommends for
    one's own kernels; and a mismatch suggested `ir-explorer snapshot update`, which writes only the bundled
    kernels' snapshots. It takes `args={...}` now, and a user's mismatch names `pytest --snapshot-update` alone."""
    project.makepyfile(add_kernels=ADD_KERNEL, test_ir=ARGS_TEST.format(align=""))
    project.runpytest_subprocess(*PLUGIN, "--snapshot-update").assert_outcomes(passed=1)
    ptx = project.path / "ir_snapshots" / f"triton-{triton_version()}" / "add_kernels.add_kernel" / "0" / "cuda-90"
    assert "ld.global.v4.b32" in (ptx / "ptx.ptx").read_text()  # 16-byte aligned example tensors: vector loads
    project.makepyfile(test_ir=ARGS_TEST.format(align=":align=4"))  # x only 4-byte aligned: its loads go scalar
    changed = project.runpytest_subprocess(*PLUGIN)
    changed.assert_outcomes(failed=1)
    text = changed.stdout.str()
    assert "IR snapshot mismatch in" in text and re.search(r"^-\s+@%p\d+ ld\.global\.v4\.b32 ", text, re.M)
    assert re.search(r"^\+\s+@%p\d+ ld\.global\.b32 ", text, re.M), text
    assert "Run pytest --snapshot-update if the change is intended." in text
    assert "ir-explorer snapshot update" not in text
