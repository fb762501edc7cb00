"""Everyday use, round two (issue 28): sweeps taken whole, `check` on launchability, the README's own-kernel
example, names and suggestions, snapshots in a user's project, bad tensor specs."""

from __future__ import annotations

import dataclasses
import json
import os
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import DATA, ROOT, run_cli

from ir_explorer.capture import bundled
from ir_explorer.capture.options import CompileOptions
from ir_explorer.capture.select import gather
from ir_explorer.core.errors import UsageError
from ir_explorer.core.model import Compilation, CompileFailure
from ir_explorer.core.store import Store
from ir_explorer.engines import checks

# --- 1. a sweep is taken whole ----------------------------------------------------------------------------------


def test_a_sweep_without_config_takes_every_config_it_made(store: Store) -> None:
    """Issue 28: `report`, `check` and `dump` with `--num-warps 4,8` worked on config 0 only (a CI `check`
    believed it covered both values). Without `--config`, every config the values made of config 0 is taken; gelu
    is autotuned (2 configs), so a note says how many there are and how to get them all."""
    got = gather("gelu", CompileOptions(num_warps=(4, 8), cache_dir=str(store.root)), store)
    assert [(c.config_index, c.metadata["num_warps"], dict(c.config.constexprs)["BLOCK_SIZE"]) for c in got] == [
        (0, 4, 1024), (1, 8, 1024)]
    assert got.notes == ("--num-warps made 4 configs of the autotune configs; taking the 2 made of the first (0, 1): "
                         "--config all takes all 4, --config N one",)
    given = CompileOptions(num_warps=(4, 8), config="0", given=frozenset({"config"}), cache_dir=str(store.root))
    assert [c.config_index for c in gather("gelu", given, store)] == [0]  # --config 0 given: config 0 alone
    assert [c.config_index for c in gather("gelu", CompileOptions(num_warps=(8,)), store)] == [0]  # no sweep


def test_choosing_the_configs_adds_no_import_to_the_cached_dump(compiled: Callable[..., Compilation],
                                                                 cli_env: dict[str, str]) -> None:
    """Issue 28's config selection looked for a sweep by importing kernel_files on every command, the cached
    `dump` too (whose start-up is measured against `python -c pass`); it is imported only for `--constexpr`."""
    compiled("matmul", "cuda:90")
    code = ("import sys, io, contextlib\n"
            "from ir_explorer.cli.main import main\n"
            "with contextlib.redirect_stdout(io.StringIO()):\n"
            "    main(['dump', 'matmul', '--stage', 'ptx'])\n"
            "print('ir_explorer.capture.kernel_files' in sys.modules)\n")
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=cli_env, timeout=600)
    assert (res.returncode, res.stdout.strip()) == (0, "False"), res.stderr


def test_a_command_that_follows_one_config_says_which_a_sweep_left_it() -> None:
    """Issue 28: `history`, `repro` and `diff --targets|--against|--tritons|--passes` follow one config; with
    `--num-warps 4,8` they took config 0 silently (history would now have mixed both). They take config 0 and say
    so, and how to take another."""
    from ir_explorer.capture.select import one_config, resolve

    opts = CompileOptions(num_warps=(4, 8), constexprs=("BLOCK_SIZE=512",))
    spec = resolve("gelu", opts, Store(Path("/nonexistent")))  # a bundled kernel: nothing is compiled or read
    assert one_config(spec, opts) == (0, ["--num-warps made 2 configs; taking config 0 (512_w4_s1): --config N "
                                          "takes another"])
    assert one_config(spec, dataclasses.replace(opts, config="1", given=frozenset({"config"}))) == (1, [])
    assert one_config(spec, CompileOptions()) == (0, [])
    with pytest.raises(UsageError, match="--config all selects 2 configs; this command follows one"):
        one_config(spec, dataclasses.replace(opts, config="all"))


def test_check_report_and_dump_cover_the_whole_sweep(cli_env: dict[str, str]) -> None:
    """Issue 28: the README's sweep (`--num-warps 4,8`) reached `check`, `report` and `dump` as config 0 only."""
    for args in (["check", "gelu", "--max-spills", "0"], ["report", "gelu"], ["dump", "gelu", "-s", "ptx"]):
        res = run_cli([*args, "--num-warps", "4,8", "--json"], cli_env)
        assert res.returncode == 0, res.stderr
        rows = json.loads(res.stdout)["results"]
        assert [r["config_index"] for r in rows] == [0, 1], args
        assert "taking the 2 made of the first (0, 1)" in res.stderr
    warps = [r["num_warps"] for r in json.loads(run_cli(["dump", "gelu", "-s", "ptx", "--num-warps", "4,8", "--json"],
                                                         cli_env).stdout)["results"]]
    assert warps == [4, 8]
    text = run_cli(["check", "gelu", "--num-warps", "4,8", "--max-spills", "0"], cli_env).stdout
    assert text.count("--max-spills 0") == 2 and "num_warps=8" in text


# --- 2. check fails a config that cannot launch -----------------------------------------------------------------


def test_check_fails_a_config_that_cannot_launch(cli_env: dict[str, str]) -> None:
    """Issue 28: `check` passed a config `report` says cannot launch (too much shared memory for one CTA). Now
    it fails by default, with the report's reason as the evidence."""
    res = run_cli(["check", "matmul", "--num-stages", "5", "-t", "cuda:86", "--expect", "ptx: mma.sync"], cli_env)
    assert res.returncode == 1, res.stderr
    lines = res.stdout.splitlines()
    assert lines[1].split()[:2] == ["PASS", "--expect"]
    assert lines[2].split(None, 4) == ["FAIL", "launchable", "(checked", "by", "default)  cannot launch on cuda:86: "
                                       "128 KiB of shared memory per CTA is more than the 99 KiB one CTA may use"]
    out = json.loads(run_cli(["check", "matmul", "--num-stages", "5", "-t", "cuda:86", "--launchable",
                              "--json"], cli_env).stdout)
    [result] = out["results"][0]["results"]
    assert (out["passed"], result["kind"], result["passed"], result["value"]) == (False, "launchable", False, 0)


def test_min_occupancy_and_launchable(compiled: Callable[..., Compilation], store: Store,
                                      cli_env: dict[str, str]) -> None:
    """Issue 28: `--min-occupancy` and `--launchable` read the report's occupancy (matmul on cuda:80: 64 KiB of
    shared memory and 8 warps, 1 CTA per SM)."""
    comp = compiled("matmul", "cuda:80")
    one, two, launch = checks.run_checks(comp, store, [checks.min_occupancy(1), checks.min_occupancy("2"),
                                                       checks.launchable()])
    assert (one.passed, one.value, one.evidence) == (True, 1, "occupancy_ctas_per_sm = 1 CTA per SM (8 warps per SM)")
    assert (two.passed, two.value) == (False, 1)
    assert (launch.passed, launch.value) == (True, 1)
    unknown = dataclasses.replace(comp, resources=None)  # no ptxas notes: no occupancy
    strict, default = checks.run_checks(unknown, store, [checks.launchable(), checks.launchable(default=True)])
    assert (strict.passed, default.passed) == (False, True)
    assert strict.evidence == "occupancy_ctas_per_sm is not known (no register count for it)"
    failed = dataclasses.replace(unknown, failure=CompileFailure("ptxas", "ptxas fatal: out of registers"))
    [default] = checks.run_checks(failed, store, [checks.launchable(default=True)])
    assert not default.passed and "(the compile failed: " in default.evidence  # no PASS beside a failed compile
    res = run_cli(["check", "matmul", "--min-occupancy", "0"], cli_env)  # refused before compiling
    assert res.returncode == 2 and "--min-occupancy 0 holds for any config" in res.stderr


# --- 3. the README's own-kernel examples work as written ---------------------------------------------------------


def _readme_blocks(section: str) -> list[str]:
    """The ```bash blocks of README.md's first section titled ``section``, in order."""
    text = (ROOT / "README.md").read_text()
    body = text.split(f"\n{section}\n", 1)[1].split("\n## ", 1)[0].split("\n### ", 1)[0]
    return re.findall(r"```bash\n(.*?)```", body, re.S)


def test_the_readme_own_kernel_examples_work_as_written(tmp_path: Path, cli_env: dict[str, str]) -> None:
    """Issue 28: the README's own-kernel example was Triton's 01-vector-add.py, which launches a kernel at import
    and so failed as written. Its two examples (a plain file; a file that asks the driver at import, with
    --no-import-side-effects) are run here as a shell runs them, `ir-explorer` being this checkout's."""
    blocks = _readme_blocks("### Your own kernels")[:2]
    assert "cat > add.py" in blocks[0] and "--no-import-side-effects" in blocks[1]
    shim = tmp_path / "bin" / "ir-explorer"
    shim.parent.mkdir()
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m ir_explorer "$@"\n')
    shim.chmod(0o755)
    env = {**cli_env, "PATH": f"{shim.parent}{os.pathsep}{cli_env['PATH']}"}
    for block in blocks:
        res = subprocess.run(["bash", "-e", "-c", block], cwd=tmp_path, env=env, capture_output=True, text=True,
                             timeout=600)
        assert res.returncode == 0, res.stderr
        assert "ld.global.v4.b32" in res.stdout and ".entry " in res.stdout  # PTX, with 16-byte loads
    bare = blocks[1].rsplit("EOF\n", 1)[1].replace("--no-import-side-effects ", "")
    res = subprocess.run(["bash", "-c", bare], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600)
    assert res.returncode == 2 and "pass --no-import-side-effects" in res.stderr, res.stderr


# --- 4. names and suggestions -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("args", "meant"), [(["matmull"], "matmul"), (["matmul", "-t", "sm90"], "cuda:90"),
                                             (["matmul", "-t", "h100"], "cuda:90"),
                                             (["matmul", "-t", "mi300"], "hip:gfx942"),
                                             (["matmul", "-t", "SM_80"], "cuda:80"),
                                             (["matmul", "-t", "A100"], "cuda:80")])
def test_an_unknown_kernel_or_target_gets_a_did_you_mean(args: list[str], meant: str) -> None:
    """Issue 28: an unknown bundled kernel (`matmull`) or target (`sm90`, `h100`, `mi300`) got the list of valid
    names and no suggestion, as subcommands already had."""
    from click.testing import CliRunner

    from ir_explorer.cli.main import cli

    res = CliRunner().invoke(cli, ["dump", *args])
    assert res.exit_code == 2
    line = res.output.strip().splitlines()[-1]
    assert line.startswith("error: unknown ") and f"; did you mean {meant}" in line, line
    assert line.split("; did you mean ")[1].split(" or ")[0].rstrip("?") == meant  # the closest first


def test_a_config_has_one_name_whichever_command_compiled_it_first(compiled: Callable[..., Compilation],
                                                                    store: Store) -> None:
    """Issue 28: one `compare` table named a config `gelu_tanhx128x128x64_w4_s2` beside `128x128x64xgelu_tanh_w4_s3`:
    a cached compile kept the constexpr order of the command that stored it (the key sorts them), and a kernel
    file's config followed the order of `--constexpr` and `--arg`. Now the request names it, in the function's
    parameter order."""
    from ir_explorer.capture.compiles import Request, compile_requests
    from ir_explorer.capture.select import resolve_kernel
    from ir_explorer.core.model import Config, Target

    stored = compiled("matmul", "cuda:90")  # BLOCK_M, BLOCK_N, BLOCK_K
    spec = bundled.get("matmul")
    flipped = Config(tuple(reversed(spec.configs[0].constexprs)), spec.configs[0].num_warps,
                     spec.configs[0].num_stages, spec.configs[0].options)
    [again] = compile_requests([Request(dataclasses.replace(spec, configs=(flipped,)), 0, Target.parse("cuda:90"))],
                               store, CompileOptions())
    assert again.key == stored.key and again.cache_hit
    assert (stored.config.short(), again.config.short()) == ("128x128x64_w8_s3", "64x128x128_w8_s3")
    ref = f"{DATA / 'analysis_kernels.py'}:small_dot"
    tensors = ["a_ptr=fp16[1024]", "b_ptr=fp16[2048]", "c_ptr=fp16[512]"]
    orders = [(["K=64"], ["M=16", "N=32"]), (["N=32", "M=16"], ["K=64"]), ([], ["K=64", "N=32", "M=16"])]
    names = [resolve_kernel(ref, None, None, None, consts, arg_specs=[*tensors, *scalars], store=store)
             .configs[0].short() for consts, scalars in orders]
    assert names == ["16x32x64_wd_sd"] * 3  # M, N, K: small_dot's parameter order


# --- 10. a malformed tensor spec says so ------------------------------------------------------------------------


@pytest.mark.parametrize(("spec", "fault"), [("fp16[4096,8192", "its '[' is not closed by ']'"),
                                             ("fp16(4096)", "the shape goes in [ ], as fp16[4096]"),
                                             ("fp16[4096]:aling=4", "unknown option 'aling'"),
                                             ("fp16[64]x", "'x' after ']' is not :strides=S0,S1 or :align=BYTES"),
                                             ("f16 [64]", "'f16 ' before '[' is not a dtype name")])
def test_a_malformed_tensor_spec_says_it_does_not_parse(spec: str, fault: str) -> None:
    """Issue 28: `--arg in_ptr=fp16[4096,8192` (no `]`) read as a string value and got "in_ptr is not a
    tl.constexpr; give a number …". A value that looks like a tensor and does not parse says so, and the form."""
    from ir_explorer.capture.kernel_files import parse_arg

    with pytest.raises(UsageError) as exc:
        parse_arg(f"in_ptr={spec}")
    assert fault in exc.value.message
    if "unknown option" not in fault:
        assert exc.value.message.startswith(f"--arg 'in_ptr={spec}': the tensor spec does not parse (")
        assert "give DTYPE[SHAPE] with optional :strides=S0,S1 and :align=BYTES, e.g. in_ptr=fp16[4096,4096]" in (
            exc.value.message)
    assert parse_arg("in_ptr='fp16[4'").value == "fp16[4"  # quoted: a string, as documented


def test_a_malformed_tensor_spec_is_one_line_from_the_cli(cli_env: dict[str, str]) -> None:
    """Issue 28: the CLI's line for `--arg x_ptr=fp32[4096` (the file is not read: the spec fails first)."""
    res = run_cli(["dump", f"{DATA / 'analysis_kernels.py'}:add_kernel", "--arg", "x_ptr=fp32[4096"], cli_env)
    assert res.returncode == 2 and res.stderr.count("\n") == 1, res.stderr
    assert res.stderr.startswith("error: --arg 'x_ptr=fp32[4096': the tensor spec does not parse (its '[' is not "
                                 "closed by ']'); give DTYPE[SHAPE]")
    assert "not a tl.constexpr" not in res.stderr
