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
from conftest import DATA, ROOT, run_cli

from ir_explorer.capture import bundled, toolchains
from ir_explorer.core.errors import IRExplorerError, UsageError
from ir_explorer.core.model import Target
from ir_explorer.core.store import Store
from ir_explorer.engines.diffing import pipeline_changes

OTHER = "3.6.0"
#: A third release, for ``history`` over three (3.6.0, 3.8.0 and the installed 3.9.0).
THIRD = "3.8.0"


@pytest.fixture(scope="session")
def toolchain_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A toolchains folder holding exactly Triton 3.6.0 (with the CPU torch its AMD backend imports: ``triton
    install --with-torch``) and 3.8.0 (links to the ones ``ir-explorer triton install`` put in the real folder,
    once; a lock keeps pytest-xdist's workers from installing them twice): the messages asserted here name the
    installed releases, and the real folder may hold more (3.2.0 ...)."""
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
        if not any((root / f"triton-{OTHER}").glob("lib/python*/site-packages/torch/__init__.py")):
            env = {**os.environ, toolchains.ROOT_ENV: str(root)}
            done = subprocess.run([sys.executable, "-m", "ir_explorer", "triton", "install", OTHER, "--with-torch",
                                   "-q"], capture_output=True, text=True, env=env, timeout=1800)
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


def test_hip_compiles_under_3_6_with_the_toolchains_torch(env):
    """Regression (issue 24 item 1): Triton 3.6's AMD backend imports torch (``HIPBackend.is_within_2gb``), which a
    toolchain's venv lacked, so every ``hip:`` compile under 3.6.0 failed with "No module named 'torch'". With the
    CPU torch ``triton install --with-torch`` puts into the toolchain, gelu compiles for gfx942 under 3.6.0 as under
    3.9.0: 16 VGPRs each, 64-bit global loads and stores."""
    result = run_cli(["compare", "gelu", "-t", "hip:gfx942", "--config", "0", "--triton", OTHER, "--triton",
                      "installed", "--json"], env)
    assert result.returncode == 0, result.stderr
    rows = json.loads(result.stdout)["rows"]
    assert [(r["triton_version"], r["failure"], r["metrics"]["registers"]) for r in rows] == [
        (OTHER, None, 16), ("3.9.0", None, 16)]
    assert [(r["metrics"]["min_load_bits"], r["metrics"]["min_store_bits"]) for r in rows] == [(64, 64), (64, 64)]

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
    package = root / "triton-3.6.0" / "lib" / "python3.11" / "site-packages" / "triton"
    package.mkdir(parents=True)  # the release is read from the toolchain's own package, not its marker
    (package / "__init__.py").write_text("__version__ = '3.6.0'\n")
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



# ----------------------------------------------------------------------------- issue 24: never the wrong IR

#: A user's kernel file and the example arguments it compiles with (``--arg``): item 1's reproduction.
_USER = f"{DATA / 'ingest_kernels.py'}:add_kernel"
_USER_ARGS = ["--arg", "x_ptr=fp32[4096]", "--arg", "y_ptr=fp32[4096]", "--arg", "out_ptr=fp32[4096]",
              "--arg", "n=4096", "--constexpr", "BLOCK=1024"]


def _fake_toolchain(base: Path, folder: str, package_version: str | None, marker_version: str) -> Path:
    """A toolchain folder whose marker claims ``marker_version`` and whose ``triton`` package says
    ``package_version`` (``None``: no package at all)."""
    root = base / folder
    root.mkdir(parents=True)
    if package_version is not None:
        pkg = root / "lib" / "python3.11" / "site-packages" / "triton"
        pkg.mkdir(parents=True)
        (pkg / "__init__.py").write_text(f"__version__ = '{package_version}'\n")
    (root / toolchains.MARKER).write_text(json.dumps({"triton": marker_version, "python": "3.11"}))
    return root


def test_cross_release_diff_of_a_user_file_stores_each_release_under_its_own_key(tmp_path, env):
    """Regression (issue 24 item 1, data loss): in a fresh store, ``diff FILE.py:K --arg … --tritons 3.6.0
    installed`` printed "no changes" and stored 3.6.0's output under the installed release's key: the worker that
    read the file under 3.6.0 was kept warm and then answered the installed release's compile. Afterwards every
    ``dump`` without ``--triton`` served 3.6.0's IR as 3.9.0's, and a cold ``history`` printed 3.6.0 twice.
    Each side now names its release, the plain dump is 3.9.0's, and history has one row per release."""
    fresh = {**env, "IR_EXPLORER_CACHE_DIR": str(tmp_path / "store")}
    diff = run_cli(["diff", _USER, *_USER_ARGS, "--tritons", OTHER, "installed", "--json", "--summary-only"], fresh)
    assert diff.returncode == 0, diff.stderr
    data = json.loads(diff.stdout)
    assert data["left"].endswith("(Triton 3.6.0)") and data["right"].endswith("(Triton 3.9.0)")
    texts = [c["text"] for c in data["summary"]]
    # 3.6.0 ran triton-rewrite-tensor-pointer, 3.9.0 adds CanonicalizeLLVMIR: two pipelines, not one twice
    assert any(t.startswith("pass removed:") and "TritonRewriteTensorPointer" in t for t in texts), texts
    assert any(t.startswith("pass added:") and "CanonicalizeLLVMIR" in t for t in texts), texts
    dump = run_cli(["dump", _USER, *_USER_ARGS, "--json"], fresh)
    assert dump.returncode == 0, dump.stderr
    [row] = json.loads(dump.stdout)["results"]
    assert row["triton_version"] == "3.9.0" and row["cache_hit"]
    old = run_cli(["dump", _USER, *_USER_ARGS, "--json", "--triton", OTHER], fresh)
    [old_row] = json.loads(old.stdout)["results"]
    assert old_row["triton_version"] == OTHER and old_row["key"] != row["key"] and old_row["text"] != row["text"]
    report = run_cli(["report", _USER, *_USER_ARGS], fresh)
    assert report.returncode == 0 and report.stdout.splitlines()[0].endswith(", Triton 3.9.0 ==")
    passes = run_cli(["passes", _USER, *_USER_ARGS, "--triton", OTHER, "--json"], fresh)  # stored by the diff
    assert [r["triton_version"] for r in json.loads(passes.stdout)["results"]] == [OTHER], passes.stderr
    text = run_cli(["passes", _USER, *_USER_ARGS, "--triton", OTHER], fresh).stdout.splitlines()[0]
    assert "on cuda:90, Triton 3.6.0: " in text and " passes, " in text
    cold = {**env, "IR_EXPLORER_CACHE_DIR": str(tmp_path / "cold")}
    history = run_cli(["history", _USER, *_USER_ARGS, "--tritons", f"{OTHER}..installed", "--json"], cold)
    assert history.returncode == 0, history.stderr
    assert [r["triton_version"] for r in json.loads(history.stdout)["rows"]] == [OTHER, THIRD, "3.9.0"]


def test_a_worker_of_another_release_is_refused_and_nothing_is_stored(tmp_path, toolchain_dir, monkeypatch):
    """Issue 24 item 1, by construction: a request carries the release its store key names, and a worker running
    another Triton refuses it, so nothing reaches the store under that key. Here a 3.6.0 worker is made the warm
    worker of the installed 3.9.0 (the mix-up the bug made), and a 3.9.0 compile handed to it."""
    from ir_explorer.capture import prewarm
    from ir_explorer.capture.compiles import Request, compile_one, toolchain_version

    monkeypatch.setenv(toolchains.ROOT_ENV, str(toolchain_dir))
    store = Store(tmp_path / "store")
    tc = toolchains.find(store.root, OTHER)
    monkeypatch.setattr(prewarm, "_warm", None)
    prewarm.keep(prewarm.start_worker(tc.python))  # kept as if it ran this interpreter's Triton
    request = Request(bundled.get("gelu"), 0, Target.parse("cuda:90"))
    with pytest.raises(IRExplorerError, match=r"this worker runs Triton 3\.6\.0 .* the request is for Triton 3\.9\.0"):
        compile_one(request, store)
    assert store.load(request.key(toolchain_version(None))) is None


def test_an_entry_another_release_compiled_is_never_served(compiled, store):
    """Issue 24 item 1: a read names the release it expects, and an entry whose ``triton_version`` (the worker's
    ``triton.__version__``) is another one is damage, not an answer."""
    from ir_explorer.core.errors import CorruptEntry

    comp = compiled("gelu")
    assert store.load(comp.key, triton=comp.triton_version) is not None
    with pytest.raises(CorruptEntry, match=rf"holds Triton {comp.triton_version}'s compile, not Triton 3\.6\.0's"):
        store.load(comp.key, triton="3.6.0")


def test_a_toolchain_is_the_release_its_package_says(tmp_path, monkeypatch):
    """Regression (issue 24 item 1, hostile corpus: the lying marker): a toolchain whose marker (and folder name)
    claims 3.9.0 but holds 3.6.0 was taken for 3.9.0 and poisoned the store with 3.6.0's IR under 3.9.0's keys.
    Its version is read from its own triton package now; a folder without one is no toolchain."""
    monkeypatch.setenv(toolchains.ROOT_ENV, str(tmp_path))
    _fake_toolchain(tmp_path, "triton-3.9.0", "3.6.0", marker_version="3.9.0")
    _fake_toolchain(tmp_path, "triton-3.8.0", None, marker_version="3.8.0")
    assert [(t.version, t.root.name) for t in toolchains.installed(tmp_path)] == [("3.6.0", "triton-3.9.0")]
    with pytest.raises(UsageError, match=r"Triton 3\.8\.0 is not installed \(installed: 3\.6\.0\)"):
        toolchains.find(tmp_path, "3.8.0")
    from ir_explorer.capture.options import CompileOptions

    # the lying 3.9.0 is not the installed 3.9.0: that one is the Triton beside ir-explorer
    assert CompileOptions(tritons=("3.9.0",)).toolchains(Store(tmp_path / "s")) == [None]


def test_hostile_toolchain_folders_are_no_toolchains(tmp_path, cli_env):
    """Issue 24's hostile corpus, toolchain surface: folders that claim a release they do not hold, or whose
    ``triton/__init__.py`` is ``/dev/zero``, a FIFO, a symlink out of the venv, oversized, or names a version with
    control characters. ``triton list`` and ``--triton`` see only what a real package says, in one clear line each,
    without hanging, reading outside the folder or printing escapes."""
    import stat

    outside = tmp_path / "outside.py"
    outside.write_text("__version__ = '3.5.0'\n")
    base = tmp_path / "tc"
    _fake_toolchain(base, "triton-3.9.0", "3.6.0", marker_version="3.9.0")  # the lying marker
    _fake_toolchain(base, "triton-3.8.0", None, marker_version="3.8.0")  # no package
    bad = {"triton-3.7.0": "/dev/zero", "triton-3.7.1": "fifo", "triton-3.5.0": "outside", "triton-3.4.0": "escape",
           "triton-3.3.0": "huge"}
    for folder, kind in bad.items():
        init = _fake_toolchain(base, folder, "0.0.0", marker_version=folder[7:]) / "lib/python3.11/site-packages/triton"
        init = init / "__init__.py"
        init.unlink()
        if kind == "/dev/zero":
            init.symlink_to("/dev/zero")
        elif kind == "fifo":
            os.mkfifo(init)
        elif kind == "outside":
            init.symlink_to(outside)
        elif kind == "escape":
            init.write_text("__version__ = '3.4.0\x1b[2J'\n")
        else:
            init.write_text("__version__ = '3.3.0'\n" + "#" * (2 << 20))
    (base / "triton-3.2.0").mkdir()
    (base / "triton-3.2.0" / toolchains.MARKER).write_text("{not json")  # garbage marker, real package below
    pkg = base / "triton-3.2.0" / "lib/python3.11/site-packages/triton"
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text("__version__ = '3.2.0'\n")
    assert stat.S_ISFIFO(os.lstat(base / "triton-3.7.1/lib/python3.11/site-packages/triton/__init__.py").st_mode)
    env = {**cli_env, toolchains.ROOT_ENV: str(base)}
    listed = run_cli(["triton", "list", "--json"], env, timeout=60)
    assert listed.returncode == 0 and "Traceback" not in listed.stderr, listed.stderr
    assert [(t["version"], Path(t["path"]).name) for t in json.loads(listed.stdout)["toolchains"]] == [
        ("3.2.0", "triton-3.2.0"), ("3.6.0", "triton-3.9.0")]
    for claimed in ("3.7.0", "3.7.1", "3.5.0", "3.4.0", "3.3.0", "3.8.0"):
        refused = run_cli(["dump", "gelu", "--triton", claimed], env, timeout=60)
        assert refused.returncode == 2 and "Traceback" not in refused.stderr and "\x1b" not in refused.stderr
        assert refused.stderr.strip().splitlines()[-1] == (
            f"error: Triton {claimed} is not installed (installed: 3.2.0, 3.6.0); run: ir-explorer triton install "
            f"{claimed}")


def test_the_installed_release_answers_to_its_number_and_ranges_take_it(tmp_path, monkeypatch):
    """Issue 24 item 1 (and issue 28 item 4): ``--tritons 3.6.0 3.9.0`` said "Triton 3.9.0 is not installed" with
    3.9.0 beside ir-explorer; ``3.6.0..installed`` was refused; a reversed range gave one release."""
    monkeypatch.setenv(toolchains.ROOT_ENV, str(tmp_path))
    for v in ("3.6.0", "3.8.0"):
        _fake_toolchain(tmp_path, f"triton-{v}", v, marker_version=v)
    names = [None if t is None else t.version for t in toolchains.resolve_range(tmp_path, "3.6.0..installed", "3.9.0")]
    assert names == ["3.6.0", "3.8.0", None]
    assert toolchains.resolve_range(tmp_path, "installed..installed", "3.9.0") == [None]
    assert [None if t is None else t.version for t in toolchains.resolve_range(tmp_path, "3.8.0,3.9.0", "3.9.0")] \
        == ["3.8.0", None]
    with pytest.raises(UsageError, match=r"3\.9\.0\.\.3\.6\.0: a range runs from the older release to the newer one "
                                         r"\(3\.6\.0\.\.3\.9\.0\)"):
        toolchains.resolve_range(tmp_path, "3.9.0..3.6.0", "3.9.0")
    from ir_explorer.capture.options import CompileOptions

    got = CompileOptions(tritons=("3.6.0", "3.9.0", "installed")).toolchains(Store(tmp_path / "s"))
    assert [None if t is None else t.version for t in got] == ["3.6.0", None]


def test_diff_targets_honours_triton(env):
    """Regression (issue 24 item 1): ``diff --targets cuda:80 cuda:90 --triton 3.6.0`` ignored ``--triton`` and
    diffed the installed release's IR; both sides are 3.6.0's now, and say so."""
    result = run_cli(["diff", "gelu", "--targets", "cuda:80", "cuda:90", "--triton", OTHER, "--json",
                      "--summary-only"], env)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert (data["left"], data["right"]) == ("gelu@1024_w4_s1/cuda:80 (Triton 3.6.0)",
                                             "gelu@1024_w4_s1/cuda:90 (Triton 3.6.0)")
    two = run_cli(["diff", "gelu", "--targets", "cuda:80", "cuda:90", "--triton", OTHER, "--triton", "installed"], env)
    assert two.returncode == 2 and "give one --triton (or diff two releases with --tritons V1 V2)" in two.stderr
    table = run_cli(["compare", "gelu", "-t", "cuda:80", "--config", "0", "--triton", OTHER], env)  # stored above
    assert table.returncode == 0 and table.stdout.splitlines()[0] == "== gelu: 1 compilation(s), Triton 3.6.0 =="


def test_a_store_the_old_bug_poisoned_heals(tmp_path, env):
    """Issue 24 item 1: a store written before the fix holds 3.6.0's compile under the installed release's key. Read
    with the release it was asked for, that entry is another release's: it is discarded and compiled again by
    3.9.0, never served (before the fix, every later ``dump`` printed 3.6.0's IR as 3.9.0's)."""
    from dataclasses import replace

    fresh = {**env, "IR_EXPLORER_CACHE_DIR": str(tmp_path)}
    rows = {}
    for release in (OTHER, "installed"):
        done = run_cli(["dump", _USER, *_USER_ARGS, "--triton", release, "--json"], fresh)
        assert done.returncode == 0, done.stderr
        [rows[release]] = json.loads(done.stdout)["results"]
    store = Store(tmp_path)
    old = store.load(rows[OTHER]["key"])
    assert old is not None and old.triton_version == OTHER
    store.save(replace(old, key=rows["installed"]["key"]))  # what the bug wrote
    again = run_cli(["dump", _USER, *_USER_ARGS, "--json"], fresh)
    [row] = json.loads(again.stdout)["results"]
    assert (row["key"], row["triton_version"], row["cache_hit"]) == (rows["installed"]["key"], "3.9.0", False)
    assert row["text"] == rows["installed"]["text"] != rows[OTHER]["text"]
