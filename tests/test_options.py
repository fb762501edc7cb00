"""One set of compile options for every command (issue 14): built once into a frozen CompileOptions, refused
where a command or a PATH cannot use them, never silently ignored; and no warm worker when the store has the
answer."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from conftest import run_cli

from ir_explorer.capture import prewarm
from ir_explorer.capture.options import OPTION_NAMES, CompileOptions
from ir_explorer.capture.select import gather
from ir_explorer.core.errors import UsageError


@pytest.fixture
def two_ptx(compiled, tmp_path: Path) -> tuple[Path, Path]:
    """The PTX of the matmul's config 0 and of the gelu kernel on cuda:90, saved as two files."""
    a, b = tmp_path / "a.ptx", tmp_path / "b.ptx"
    a.write_text(compiled("matmul", "cuda:90").stage("ptx").text())
    b.write_text(compiled("gelu", "cuda:90").stage("ptx").text())
    return a, b


@pytest.mark.parametrize(("flag", "name"), [(["--arg", "x=fp16[4]"], "--arg"), (["--no-import-side-effects"], None),
                                           (["--num-warps", "4"], None), (["--constexpr", "BLOCK=64"], None),
                                           (["-t", "cuda:80"], "--target"), (["--signature", "*fp16"], None),
                                           (["--config", "1"], None), (["--no-cache"], None)])
def test_diff_of_two_files_refuses_every_compile_option(two_ptx, cli_env, flag, name):
    """Regression: `diff a.ptx b.ptx --arg x=fp16[4] --no-import-side-effects` exited 0 and ignored both flags,
    while `-t` there was refused."""
    a, b = two_ptx
    res = run_cli(["diff", str(a), str(b), *flag], cli_env)
    assert res.returncode == 2, res.stdout + res.stderr
    assert res.stderr.strip().splitlines()[-1].startswith(f"error: {name or flag[0]} "), res.stderr
    assert "applies to kernels compiled here, not to a PATH" in res.stderr
    ok = run_cli(["diff", str(a), str(b), "--summary-only"], cli_env)
    assert ok.returncode == 0 and "wgmma.mma_async" in ok.stdout, ok.stderr


def test_every_compiling_command_takes_the_same_options(cli_env):
    """`tui` had no --arg; every command that compiles a kernel now offers the same compile options."""
    flags = {"--signature", "--arg", "--no-import-side-effects", "--constexpr", "--num-warps", "--num-stages",
             "--target", "--timeout", "--jobs", "--no-cache", "--cache-dir"}
    for command in ("dump", "passes", "report", "compare", "blame", "check", "diff", "tui", "open"):
        res = run_cli([command, "--help"], cli_env)
        assert res.returncode == 0, res.stderr
        missing = {f for f in flags if f" {f} " not in res.stdout.replace("\n", " ").replace(",", " ")}
        assert not missing, f"{command} lacks {sorted(missing)}"
        assert ("--config" in res.stdout) == (command not in ("tui", "open")), command


def test_options_a_command_cannot_use_are_refused(cli_env):
    """A compile option no compile uses exits 2 with one line: with a PATH, and with a bundled kernel for the
    options that only a kernel file takes."""
    res = run_cli(["tui", "--num-warps", "4"], cli_env)
    assert res.returncode == 2 and "error: --num-warps changes one kernel's compile" in res.stderr, res.stderr
    res = run_cli(["dump", "matmul", "--kernel", "x"], cli_env)
    assert res.returncode == 2 and "error: --kernel is for a PATH that holds kernels" in res.stderr, res.stderr
    res = run_cli(["dump", "matmul", "--arg", "a=fp16[64,64]"], cli_env)
    assert res.returncode == 2 and "--signature, --arg and --no-import-side-effects are for your own kernels" \
        in res.stderr, res.stderr
    res = run_cli(["capture", "--jobs", "2", "--", "true"], cli_env)
    assert res.returncode == 2 and "error: --jobs applies to the re-compiles of --passes" in res.stderr, res.stderr


def test_compile_options_map_every_field_to_its_flag():
    """Every CompileOptions field but `given` has the flag named in its errors, and refuse() names it."""
    fields = set(CompileOptions.__dataclass_fields__) - {"given"}
    assert fields == set(OPTION_NAMES)
    opts = CompileOptions(num_stages=2, given=frozenset({"num_stages"}))
    with pytest.raises(UsageError, match=r"^--num-stages applies to kernels compiled here, not to a PATH"):
        opts.refuse_for_path()
    CompileOptions(cache_dir="/x", given=frozenset({"cache_dir", "jobs", "timeout"})).refuse_for_path()


def test_gather_applies_the_options_to_every_config(store):
    """The engine compiles each selected config with the overrides, and returns no listing for a kernel."""
    opts = CompileOptions(num_warps=4, config="all", cache_dir=str(store.root))
    got = gather("matmul_autotuned", opts, store)
    assert len(got.comps) == 4 and got.listing is None and got.spec is not None
    assert {c.metadata["num_warps"] for c in got.comps} == {4}
    assert {c.config.num_warps for c in got.comps} == {4}


def test_no_warm_worker_when_the_store_had_every_answer(tmp_path: Path, monkeypatch):
    """A cached command line leaves a hint; the next run of it starts no worker; a miss removes the hint."""
    monkeypatch.setenv("IR_EXPLORER_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("IR_EXPLORER_NO_WARM_WORKER", raising=False)
    argv = ["dump", "matmul", "--stage", "ptx"]
    started: list[str] = []
    monkeypatch.setattr(prewarm, "start_worker", lambda: started.append("worker") or _Done())
    monkeypatch.setattr(prewarm, "_warm", None)
    monkeypatch.setattr(prewarm, "_hint", None)
    prewarm.prestart(argv)
    assert started == ["worker"]  # no hint yet
    hint = prewarm._hint
    assert hint is not None and hint.startswith(str(tmp_path)) and not os.path.exists(hint)
    prewarm.record(all_cached=True)
    assert os.path.exists(hint)
    monkeypatch.setattr(prewarm, "_warm", None)
    prewarm.prestart(argv)
    assert started == ["worker"]  # the hint: no second worker
    prewarm.record(all_cached=False)
    assert not os.path.exists(hint) and prewarm._hint is None
    prewarm.prestart(["dump", "matmul", "--stage", "ttgir"])  # another command line has its own hint
    assert started == ["worker", "worker"] and prewarm._hint != hint


def test_a_cached_dump_run_twice_leaves_its_hint(cli_env, tmp_path: Path):
    """End to end: the console script's first cached run writes the hint the second one finds. In a store of its own:
    in the session's, a test on another pytest-xdist worker may write a hint in between (a clean-clone CI run saw 2)."""
    env = dict(cli_env, IR_EXPLORER_CACHE_DIR=str(tmp_path / "store"))
    env.pop("IR_EXPLORER_NO_WARM_WORKER", None)
    run_cli(["dump", "matmul", "--stage", "ttir"], env)  # compiled into this test's store
    hints = Path(env["IR_EXPLORER_CACHE_DIR"]) / "v1" / "hints"
    before = set(hints.iterdir()) if hints.is_dir() else set()
    res = run_cli(["dump", "matmul", "--stage", "ttir", "--timeout", "500"], env)
    assert res.returncode == 0 and "tt.func public @matmul_kernel" in res.stdout, res.stderr
    assert len(set(hints.iterdir()) - before) == 1


class _Done:
    """A stand-in for a worker process that has already exited."""

    def poll(self) -> int:
        return 0
