"""Other Triton releases side by side (issue 18): ``ir-explorer triton install``, ``--triton``, ``diff --tritons``.

The real-compile tests use a second real Triton, 3.6.0 (the GPU machine's release), installed as a toolchain
once per checkout under ``.toolchains/`` (or ``$IR_EXPLORER_TOOLCHAINS``) by the ``triton install`` command
itself; CI installs it before the suite. Expected values are read from Triton 3.6.0's and 3.9.0's output.
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ROOT, run_cli

from ir_explorer.analyses.diffing import pipeline_changes
from ir_explorer.capture import toolchains
from ir_explorer.core.errors import IRExplorerError, UsageError

OTHER = "3.6.0"
#: A third release, for ``history`` over three (3.6.0, 3.8.0 and the installed 3.9.0).
THIRD = "3.8.0"


@pytest.fixture(scope="session")
def toolchain_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A toolchains folder holding exactly Triton 3.6.0 and 3.8.0 (links to the ones ``ir-explorer triton
    install`` put in the real folder, once; a lock keeps pytest-xdist's workers from installing them twice):
    the messages asserted here name the installed releases, and the real folder may hold more (3.2.0 ...)."""
    root = Path(os.environ.get(toolchains.ROOT_ENV) or ROOT / ".toolchains")
    root.mkdir(parents=True, exist_ok=True)
    with open(root / ".test-lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        missing = [v for v in (OTHER, THIRD) if v not in _versions(root)]
        if missing:
            env = {**os.environ, toolchains.ROOT_ENV: str(root)}
            done = subprocess.run([sys.executable, "-m", "ir_explorer", "triton", "install", *missing, "-q"],
                                  capture_output=True, text=True, env=env, timeout=1800)
            assert done.returncode == 0, done.stderr
    only = tmp_path_factory.mktemp("toolchains")
    for version in (OTHER, THIRD):
        (only / f"triton-{version}").symlink_to((root / f"triton-{version}").resolve(), target_is_directory=True)
    return only


def _versions(root: Path) -> set[str]:
    return {p.name.removeprefix("triton-") for p in root.glob("triton-*") if (p / toolchains.MARKER).is_file()}


@pytest.fixture
def env(cli_env: dict[str, str], toolchain_dir: Path) -> dict[str, str]:
    return {**cli_env, toolchains.ROOT_ENV: str(toolchain_dir)}


def test_list_shows_the_installed_release(env):
    result = run_cli(["triton", "list", "--json"], env)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["installed"] == "3.9.0"
    assert OTHER in [t["version"] for t in data["toolchains"]]


def test_compare_gives_one_row_per_release(env):
    """matmul config 0 on cuda:80: ptxas gives 170 registers under Triton 3.6.0 and 186 under 3.9.0; wgmma on
    cuda:90 under both."""
    result = run_cli(["compare", "matmul", "-t", "cuda:80", "--triton", OTHER, "--triton", "installed", "--json"], env)
    assert result.returncode == 0, result.stderr
    rows = json.loads(result.stdout)["rows"]
    assert [(r["triton_version"], r["metrics"]["registers"]) for r in rows] == [(OTHER, 170), ("3.9.0", 186)]
    table = run_cli(["compare", "matmul", "-t", "cuda:80", "--triton", OTHER, "--triton", "installed"], env).stdout
    assert "triton" in table.splitlines()[1] and " 3.6.0 " in table and " 3.9.0 " in table


def test_diff_tritons_summary_has_metrics_and_pipeline_changes(env):
    result = run_cli(["diff", "matmul", "--tritons", OTHER, "installed", "-t", "cuda:80", "--summary-only",
                      "--json"], env)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["left"] == "matmul@128x128x64_w8_s3/cuda:80 (Triton 3.6.0)"
    assert data["right"] == "matmul@128x128x64_w8_s3/cuda:80 (Triton 3.9.0)"
    texts = [c["text"] for c in data["summary"]]
    assert "registers: 170 → 186 (+16)" in texts
    # MLIR renamed its pass classes (same command-line argument) between the two releases' LLVM
    assert "pass renamed: Canonicalizer → CanonicalizerPass (canonicalize), 14 runs" in texts
    # 3.6.0 ran tritongpu-rewrite-tensor-pointer; 3.9.0 adds CanonicalizeLLVMIR
    assert "pass removed: #7 TritonRewriteTensorPointer (triton-rewrite-tensor-pointer)" in texts
    assert "pass added: #72 CanonicalizeLLVMIR (canonicalize-llvm-ir)" in texts


def test_dump_with_another_release_is_that_release(env):
    result = run_cli(["dump", "gelu", "-t", "cuda:90", "-s", "ptx", "--triton", OTHER], env)
    assert result.returncode == 0, result.stderr
    assert ".target sm_90a" in result.stdout
    listing = run_cli(["report", "gelu", "-t", "cuda:90", "--triton", OTHER, "--json"], env)
    assert listing.returncode == 0, listing.stderr
    short = run_cli(["dump", "gelu", "-t", "cuda:90", "-s", "ptx", "--triton", "3.6"], env)  # as pip's ==3.6 reads
    assert short.returncode == 0 and short.stdout == result.stdout, short.stderr


def test_unknown_release_names_the_install_command(env):
    result = run_cli(["dump", "gelu", "--triton", "3.7.1"], env)
    assert result.returncode == 2
    assert result.stderr.strip().splitlines()[-1] == (
        f"error: Triton 3.7.1 is not installed (installed: {OTHER}, {THIRD}); run: ir-explorer triton install 3.7.1")


def test_diff_tritons_refuses_a_second_triton_option(env):
    result = run_cli(["diff", "gelu", "--tritons", OTHER, "installed", "--triton", OTHER], env)
    assert result.returncode == 2
    assert "--triton names one release; --tritons V1 V2 names both" in result.stderr


def test_malformed_version_is_a_usage_error():
    with pytest.raises(UsageError, match="not a Triton release: '3.x'"):
        toolchains.check_version("3.x")


def test_release_order():
    assert sorted(["3.10.0", "3.9.0", "3.2.0", "3.4.0rc1", "3.4.0"], key=toolchains.release_key) == [
        "3.2.0", "3.4.0rc1", "3.4.0", "3.9.0", "3.10.0"]


def test_range_with_nothing_installed_offers_each_install(tmp_path, monkeypatch):
    monkeypatch.delenv(toolchains.ROOT_ENV, raising=False)
    with pytest.raises(UsageError) as err:
        toolchains.resolve_range(tmp_path, "3.2.0..3.9.0", beside=None)
    assert str(err.value) == ("3.2.0..3.9.0: not installed: 3.2.0, 3.9.0 (run: ir-explorer triton install 3.2.0; "
                              "ir-explorer triton install 3.9.0)")


def test_failed_install_leaves_nothing(tmp_path, monkeypatch):
    """A release pip cannot find: one error with pip's last line, and no half-made venv left."""
    monkeypatch.delenv(toolchains.ROOT_ENV, raising=False)
    with pytest.raises(IRExplorerError, match=r"pip install triton==0\.0\.1 failed \(exit code 1\)"):
        toolchains.install(tmp_path, "0.0.1", quiet=True)
    assert list((tmp_path / "toolchains").iterdir()) == []


_FAKE_INSTALL = """
import sys, time
from pathlib import Path
from ir_explorer.capture import toolchains

def fake_run(argv, what, quiet):  # a venv holding a triton package, made slowly, so that both installs overlap
    if argv[1:3] == ["-m", "venv"]:
        venv = Path(argv[3])
        pkg = venv / "lib" / "python3.11" / "site-packages" / "triton"
        pkg.mkdir(parents=True)
        (venv / "bin").mkdir()
        (venv / "bin" / "python").symlink_to(sys.executable)
        time.sleep(1.0)
        (pkg / "__init__.py").write_text("__version__ = '3.6.0'\\n")

toolchains._run = fake_run
print(toolchains.install(Path(sys.argv[1]), "3.6.0").root)
"""


def test_two_installs_at_once_end_with_one_toolchain(tmp_path):
    """Two processes installing one release at once both succeed, with the same toolchain, and leave no
    temporary folder (pip is replaced by a slow fake: what is tested is the rename into place)."""
    env = {k: v for k, v in os.environ.items() if k != toolchains.ROOT_ENV}
    env["PYTHONPATH"] = str(ROOT)
    procs = [subprocess.Popen([sys.executable, "-c", _FAKE_INSTALL, str(tmp_path)], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, env=env) for _ in range(2)]
    outs = [p.communicate(timeout=60) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], [e for _, e in outs]
    assert {o.strip() for o, _ in outs} == {str(tmp_path / "toolchains" / "triton-3.6.0")}
    assert sorted(p.name for p in (tmp_path / "toolchains").iterdir()) == ["triton-3.6.0"]


def test_pipeline_changes_kinds():
    """Renamed (same argument), moved (same count elsewhere), removed and added, each once."""
    a = [("Inliner", "inline"), ("Canonicalizer", "canonicalize"), ("A", "a"), ("B", "b"), ("Old", "old")]
    b = [("InlinerPass", "inline"), ("B", "b"), ("CanonicalizerPass", "canonicalize"), ("A", "a"), ("New", "new")]
    texts = [c.text for c in pipeline_changes(a, b)]
    assert texts == ["pass renamed: Inliner → InlinerPass (inline)",
                     "pass renamed: Canonicalizer → CanonicalizerPass (canonicalize)",
                     "pass moved: B (b) from #3 to #1",
                     "pass removed: #4 Old (old)",
                     "pass added: #4 New (new)"]


def test_history_over_three_releases_marks_changes_and_the_first_break(env):
    """matmul config 0 on cuda:80: ptxas's registers go 170 → 186 at 3.8.0, where the TTGIR also starts slicing
    the shared operand tiles (ttg.memdesc_subslice): --expect-not on it holds on 3.6.0 and breaks at 3.8.0."""
    args = ["history", "matmul", "--tritons", "3.6.0..3.9.0", "-t", "cuda:80", "--metric", "regs,spills,mma",
            "--expect-not", "ttgir: ttg.memdesc_subslice", "--max-spills", "0"]
    result = run_cli([*args, "--json"], env)
    assert result.returncode == 1, result.stderr  # an expectation broke
    data = json.loads(result.stdout)
    rows = [(r["triton_version"], r["cells"]["regs"], r["cells"]["spills"], r["cells"]["mma"]) for r in data["rows"]]
    assert rows == [
        ("3.6.0", "170", "0", "mma.sync m16n8k16"), ("3.8.0", "186", "0", "mma.sync m16n8k16"),
        ("3.9.0", "186", "0", "mma.sync m16n8k16")]
    assert data["first_changed"] == {"regs": "3.8.0", "spills": None, "mma": None}
    [brk] = data["breaks"]
    assert (brk["expectation"], brk["release"], brk["last_good"]) == (
        "--expect-not 'ttgir: ttg.memdesc_subslice'", "3.8.0", "3.6.0")
    assert "ttg.memdesc_subslice" in brk["evidence"] and brk["evidence"].startswith("ttgir:")
    text = run_cli(args, env).stdout.splitlines()
    assert text[2].split() == ["3.6.0", "170", "0", "mma.sync", "m16n8k16"]
    assert text[3].split()[:2] == ["3.8.0", "186*"]
    assert "* regs first changed in 3.8.0: 170 → 186 (from 3.6.0)" in text
    assert "PASS  --max-spills 0: holds on every release" in text


def test_history_range_needs_both_ends_installed(env):
    result = run_cli(["history", "gelu", "--tritons", "3.2.0..3.9.0"], env)
    assert result.returncode == 2
    assert result.stderr.strip().endswith("3.2.0..3.9.0: not installed: 3.2.0 (run: ir-explorer triton install 3.2.0)")


def test_snapshots_per_release_and_their_diff(env, tmp_path):
    """snapshot update --triton 3.6.0 writes triton-3.6.0/ beside the installed release's folder; snapshot diff
    then names what changed per case, from the files alone."""
    root = str(tmp_path / "snaps")
    for release in (OTHER, "installed"):
        done = run_cli(["snapshot", "update", "--triton", release, "--root", root, "-k", "matmul", "-t", "cuda:80"],
                       env)
        assert done.returncode == 0, done.stderr
    assert sorted(p.name for p in (tmp_path / "snaps").iterdir()) == ["triton-3.6.0", "triton-3.9.0"]
    result = run_cli(["snapshot", "diff", OTHER, "3.9.0", "--root", root, "--json"], env)
    assert result.returncode == 1  # something differs
    [case] = json.loads(result.stdout)["cases"]
    assert (case["case"], case["status"]) == ("matmul/0/cuda-80", "changed")
    assert set(case["files"]) == {"metrics.json", "ptx.ptx", "ttgir.mlir"}
    assert "registers: 170 → 186 (+16)" in case["summary"]
    assert any(s.startswith("ttgir: ttg.memdesc_subslice 0 -> 10") for s in case["summary"])
    missing = run_cli(["snapshot", "diff", "3.2.0", "3.9.0", "--root", root], env)
    assert missing.returncode == 2
    assert "no snapshots for triton 3.2.0" in missing.stderr and "(have: 3.6.0, 3.9.0)" in missing.stderr


pytest_plugins = ("pytester",)


def test_plugin_checks_each_release_in_its_folder(pytester, store, toolchain_dir, monkeypatch):
    """ir_snapshot_tritons = 3.6.0 installed: one test writes and then checks a folder per release."""
    from test_snapshot_plugin import PLUGIN

    monkeypatch.setenv("IR_EXPLORER_CACHE_DIR", str(store.root))
    monkeypatch.setenv(toolchains.ROOT_ENV, str(toolchain_dir))
    pytester.makeini(f"[pytest]\nir_snapshot_tritons = {OTHER} installed\n")
    pytester.makepyfile(test_mm="def test_mm(ir_snapshot):\n"
                                "    assert ir_snapshot('matmul', target='cuda:80').triton_version == '3.9.0'\n")
    pytester.runpytest_subprocess(*PLUGIN, "--snapshot-update").assert_outcomes(passed=1)
    folders = sorted(p.name for p in (pytester.path / "ir_snapshots").iterdir())
    assert folders == ["triton-3.6.0", "triton-3.9.0"]
    metrics = [json.loads((pytester.path / "ir_snapshots" / f / "matmul" / "0" / "cuda-80" / "metrics.json")
                          .read_text())["registers"] for f in folders]
    assert metrics == [170, 186]
    pytester.runpytest_subprocess(*PLUGIN).assert_outcomes(passed=1)


async def test_tui_tree_shows_each_release_and_diffs_two(store, toolchain_dir, monkeypatch):
    """With --triton 3.6.0 --triton installed, each config's targets appear once per release; d on one and d on
    the other opens the diff, whose summary has the register change."""
    from textual.widgets import Static
    from tui_helpers import settle

    from ir_explorer.capture import bundled
    from ir_explorer.core.model import Target
    from ir_explorer.tui.app import ExploreScreen, IRExplorerApp
    from ir_explorer.tui.data import StoreSource
    from ir_explorer.tui.diffview import DiffScreen

    monkeypatch.setenv(toolchains.ROOT_ENV, str(toolchain_dir))
    chain = toolchains.find(store.root, OTHER)
    source = StoreSource(store, [bundled.get("matmul")], [Target.parse("cuda:80")], toolchains=[chain, None])
    app = IRExplorerApp(source, kernel="matmul")
    async with app.run_test(size=(140, 36)) as pilot:
        await settle(pilot)
        explore = app.screen
        assert isinstance(explore, ExploreScreen)
        config = explore.kernel_tree.root.children[0].children[0]
        first, second = config.children
        assert [str(n.label).split("  ")[0].split(" ")[:3] for n in (first, second)] == [
            ["cuda:80", "triton", "3.6.0"], ["cuda:80", "triton", "3.9.0"]]
        assert (first.data.comp.triton_version, second.data.comp.triton_version) == ("3.6.0", "3.9.0")
        explore.kernel_tree.focus()
        explore.kernel_tree.move_cursor(first)
        await pilot.press("d")
        explore.kernel_tree.move_cursor(second)
        await pilot.press("d")
        await settle(pilot)
        assert isinstance(app.screen, DiffScreen)
        assert "registers: 170 → 186" in str(app.screen.query_one("#summary", Static).content)


def test_a_release_that_cannot_compile_here_is_a_row(env):
    """Newcomer trial: Triton 3.6's AMD backend imports torch, which a toolchain's venv lacks; that aborted the
    whole compare. Now it is that release's row (kind environment, not stored), and the others are filled in."""
    result = run_cli(["compare", "gelu", "-t", "hip:gfx942", "--config", "0", "--triton", OTHER, "--triton",
                      "installed", "--json"], env)
    assert result.returncode == 1  # a compile failed
    rows = json.loads(result.stdout)["rows"]
    assert [(r["triton_version"], (r["failure"] or {}).get("kind")) for r in rows] == [
        (OTHER, "environment"), ("3.9.0", None)]
    assert "No module named 'torch'" in rows[0]["failure"]["message"]
    assert rows[1]["metrics"]["registers"] == 16


def _fake_venv(version_line: str):
    """A stand-in for ``_run``: ``venv`` makes a folder holding a triton package whose ``__init__.py`` says
    ``version_line``; pip does nothing."""
    def run(argv, what, quiet):
        if argv[1:3] == ["-m", "venv"]:
            pkg = Path(argv[3]) / "lib" / "python3.11" / "site-packages" / "triton"
            pkg.mkdir(parents=True)
            (pkg / "__init__.py").write_text(version_line + "\n")
            (Path(argv[3]) / "bin").mkdir()
            (Path(argv[3]) / "bin" / "python").symlink_to(sys.executable)
    return run


@pytest.mark.parametrize("version", ["../../escaped", "9" * 5000, "3.6.0 ; rm -rf"])
def test_wheel_with_a_bad_version_installs_nothing(tmp_path, monkeypatch, version):
    """Regression (issue 24 item 6): a wheel whose triton.__version__ is not a release ('../../escaped' named the
    folder it was renamed to, 5,000 digits overflowed the release sort) was a traceback or an escape. It is one
    IRExplorerError naming the version (elided), and nothing is left in or beside the toolchains folder."""
    monkeypatch.delenv(toolchains.ROOT_ENV, raising=False)
    monkeypatch.setattr(toolchains, "_run", _fake_venv(f"__version__ = {version!r}"))
    with pytest.raises(IRExplorerError, match=r"installed a triton whose __version__ is '.*', not a release") as err:
        toolchains.install(tmp_path, "3.6.0", quiet=True)
    assert len(str(err.value)) < 300
    assert list((tmp_path / "toolchains").iterdir()) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["toolchains"]


def test_leftover_install_folders_of_dead_processes_are_removed(tmp_path, cli_env):
    """Regression (issue 24 item 5): a SIGKILL during `triton install` left its .install-* folder (about 670 MB for a
    real Triton) that nothing removed. `triton list` removes the .install-*/.remove-* folders whose process is gone,
    and keeps one whose process lives (an install under way) and the installed toolchains."""
    root = tmp_path / "toolchains"
    (root / "triton-3.6.0").mkdir(parents=True)
    (root / "triton-3.6.0" / toolchains.MARKER).write_text(json.dumps({"triton": "3.6.0", "python": "3.11"}))
    env = {**cli_env, toolchains.ROOT_ENV: str(root)}
    dead = subprocess.Popen(["true"])
    dead.wait()
    alive = subprocess.Popen(["sleep", "60"])
    try:
        leftovers = [root / f".install-3.6.0-{dead.pid}-k2j3h4l5", root / f".remove-triton-3.8.0-{dead.pid}"]
        running = root / f".install-3.6.0-{alive.pid}-abcdefgh"
        for folder in (*leftovers, running):
            (folder / "lib" / "site-packages").mkdir(parents=True)
            (folder / "lib" / "site-packages" / "big.so").write_bytes(b"\0" * 1000)
        listed = run_cli(["triton", "list"], env)
        assert listed.returncode == 0, listed.stderr
        assert [p.exists() for p in leftovers] == [False, False]
        assert running.is_dir()
        assert f"3.6.0      {root / 'triton-3.6.0'}" in listed.stdout  # the toolchains themselves are untouched
    finally:
        alive.kill()
        alive.wait()
        shutil.rmtree(running, ignore_errors=True)


def test_install_removes_leftovers_before_it_starts(tmp_path, monkeypatch):
    """The next `triton install` removes what a killed one left, before making its own folder."""
    monkeypatch.delenv(toolchains.ROOT_ENV, raising=False)
    dead = subprocess.Popen(["true"])
    dead.wait()
    left = tmp_path / "toolchains" / f".install-3.6.0-{dead.pid}-zzzzzzzz"
    left.mkdir(parents=True)
    monkeypatch.setattr(toolchains, "_run", _fake_venv("__version__ = '3.6.0'"))
    tc = toolchains.install(tmp_path, "3.6.0", quiet=True)
    assert sorted(p.name for p in (tmp_path / "toolchains").iterdir()) == ["triton-3.6.0"]
    assert tc.version == "3.6.0"
