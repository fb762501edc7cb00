"""The ``ir-explorer`` CLI as a user runs it: output, bad input, failures, the store under concurrency."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import DATA, ROOT, run_cli

from ir_explorer.core.store import Store

FAILING = str(DATA / "failing_kernels.py")


def test_dump_ptx_for_hopper(compiled, cli_env):
    compiled("matmul", "cuda:90")
    r = run_cli(["dump", "matmul", "--stage", "ptx"], cli_env)
    assert r.returncode == 0, r.stderr
    assert ".target sm_90a" in r.stdout and "wgmma.mma_async" in r.stdout
    assert "\x1b[" not in r.stdout  # piped: no colour
    assert r.stderr == ""


def test_dump_json_is_machine_readable(compiled, cli_env):
    compiled("matmul", "cuda:80")
    r = run_cli(["dump", "matmul", "--stage", "ptx", "--target", "cuda:80", "--json"], cli_env)
    assert r.returncode == 0, r.stderr
    (row,) = json.loads(r.stdout)["results"]
    assert row["target"] == "cuda:80" and row["cache_hit"] is True
    assert "mma.sync.aligned.m16n8k16" in row["text"]
    assert row["resources"]["registers"] > 0 and row["shared_bytes"] > 0


def test_dump_amdgcn(compiled, cli_env):
    compiled("matmul", "hip:gfx942")
    r = run_cli(["dump", "matmul", "--stage", "amdgcn", "-t", "hip:gfx942"], cli_env)
    assert r.returncode == 0, r.stderr
    assert "v_mfma" in r.stdout


def test_dump_stage_some_targets_lack(compiled, cli_env):
    """Newcomer trial: `dump -s ptx -t cuda:90 -t hip:gfx942` failed outright; it prints the cuda PTX and says
    in one line that hip has none (and what to ask for instead)."""
    compiled("matmul", "cuda:90")
    compiled("matmul", "hip:gfx942")
    r = run_cli(["dump", "matmul", "-s", "ptx", "-t", "cuda:90", "-t", "hip:gfx942"], cli_env)
    assert r.returncode == 0, r.stderr
    assert ".target sm_90a" in r.stdout and "v_mfma" not in r.stdout
    assert r.stderr == ("note: stage ptx does not exist for hip:gfx942 (ptx and sass exist for cuda targets only; "
                        "hip's machine code: --stage amdgcn); skipped\n")


def test_dump_sass_is_derived_once_and_stored(compiled, cli_env, store):
    comp = compiled("matmul", "cuda:90")
    r = run_cli(["dump", "matmul", "--stage", "sass"], cli_env)
    assert r.returncode == 0, r.stderr
    assert "HGMMA" in r.stdout
    assert "sass" in store.load(comp.key).stages  # stored for the next request


def test_passes_table_and_changed_only(compiled, cli_env):
    compiled("matmul", "cuda:90", passes=True)
    full = run_cli(["passes", "matmul"], cli_env)
    assert full.returncode == 0, full.stderr
    assert "tritongpu-accelerate-matmul" in full.stdout and "tritongpu-pipeline" in full.stdout
    changed = run_cli(["passes", "matmul", "--changed-only", "--json"], cli_env)
    rows = json.loads(changed.stdout)["results"][0]["passes"]
    assert rows and all(p["changed"] for p in rows)
    assert len(rows) < len(full.stdout.splitlines()) - 2


def test_dump_pass_by_name_and_index(compiled, cli_env, store):
    comp = compiled("matmul", "cuda:90", passes=True)
    dumps, _ = store.load_passes(comp.key)
    idx = next(p.index for p in dumps if p.short_arg == "tritongpu-accelerate-matmul")
    by_name = run_cli(["dump", "matmul", "--pass", "tritongpu-accelerate-matmul"], cli_env)
    by_index = run_cli(["dump", "matmul", "--pass", str(idx)], cli_env)
    assert by_name.returncode == 0, by_name.stderr
    assert by_name.stdout == by_index.stdout == dumps[idx + 1].text()
    assert "#ttg.nvidia_mma" in by_name.stdout


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["dump", "no_such_kernel"], "bundled kernels: matmul, matmul_autotuned"),
        (["dump", "matmul", "--config", "9"], "choose one of: 0 (128x128x64_w8_s3), all"),
        (["dump", "matmul", "--target", "cuda:99"], "known targets: cuda:75, cuda:80"),
        (["dump", "matmul", "--stage", "sass", "--target", "hip:gfx942"], "ptx and sass exist for cuda targets only"),
        (["dump", "matmul", "--stage", "amdgcn"], "amdgcn exists for hip targets only"),
        (["dump", "matmul", "--pass", "no-such-pass"], "no pass 'no-such-pass'"),
        # issue 4 leftover: a misspelt pass name gets a "did you mean"
        (["dump", "matmul", "--pass", "tritongpu-coalese"], "no pass 'tritongpu-coalese'; did you mean "
                                                             "tritongpu-coalesce or "),
        (["dump", "matmul", "--pass", "coalese"], "did you mean tritongpu-coalesce"),  # as match_pass reads names
    ],
)
def test_bad_input_gets_one_line_and_exit_2(compiled, cli_env, args, needle):
    compiled("matmul", "cuda:90", passes=True)
    r = run_cli(args, cli_env)
    assert r.returncode == 2, (r.stdout, r.stderr)
    assert needle in r.stderr
    assert "Traceback" not in r.stderr and len(r.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("args", [
    ["dump", "matmul", "--stage", "llir"],
    ["diff", "matmul", "--targets", "cuda:80", "cuda:90", "--stage", "llir", "--side-by-side"],
    ["passes", "matmul"],
    ["report", "matmul", "--target", "hip:gfx942"],
])
def test_a_closed_pipe_stops_quietly(compiled, cli_env, args):
    """Regression (issue 4 leftover): `ir-explorer diff … | head` exited 1 (click turns EPIPE into exit 1, and
    rich's side-by-side table did too). A reader that goes away now ends the command quietly with 0."""
    compiled("matmul", "cuda:90", passes=True)
    compiled("matmul", "cuda:80")
    proc = subprocess.Popen([sys.executable, "-m", "ir_explorer", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env={**cli_env, "IR_EXPLORER_NO_WARM_WORKER": "1"})
    assert proc.stdout is not None and proc.stderr is not None
    first = proc.stdout.readline()
    proc.stdout.close()  # as `head -1` does; each command writes more than a pipe holds after it
    err = proc.stderr.read()
    assert proc.wait(timeout=120) == 0 and first and err == b"", err


def test_snapshot_check_quiet(cli_env, tmp_path):
    """Issue 4 leftover: `snapshot check --quiet` prints only the paths of the files that differ (nothing when
    all match), for scripts; the exit status is check's."""
    sel = ["-k", "gelu", "-t", "cuda:90", "--root", str(tmp_path)]
    assert run_cli(["snapshot", "update", *sel], cli_env).returncode == 0
    same = run_cli(["snapshot", "check", *sel, "--quiet"], cli_env)
    assert (same.returncode, same.stdout, same.stderr) == (0, "", "")
    (ptx,) = tmp_path.glob("triton-*/gelu/1/cuda-90/ptx.ptx")
    ptx.write_text(ptx.read_text().replace("ld.global", "ld.global.nc", 1))
    r = run_cli(["snapshot", "check", *sel, "--quiet"], cli_env)
    assert (r.returncode, r.stdout, r.stderr) == (1, f"{ptx}\n", "")
    loud = run_cli(["snapshot", "check", *sel], cli_env)
    assert loud.returncode == 1 and "2 compiles checked, 1 mismatching" in loud.stdout


def test_unknown_stage_is_rejected_by_the_parser(cli_env):
    r = run_cli(["dump", "matmul", "--stage", "foo"], cli_env)
    assert r.returncode == 2 and "'foo' is not one of" in r.stderr


def test_kernel_file_with_syntax_error(tmp_path, cli_env):
    bad = tmp_path / "broken.py"
    bad.write_text("import triton\n\n@triton.jit\ndef k(x_ptr):\n    x = (1,\n")
    r = run_cli(["dump", f"{bad}:k", "--signature", "*fp32:16"], cli_env)
    assert r.returncode == 2
    assert r.stderr.strip() == f"error: {bad}:5: syntax error: '(' was never closed"


def test_user_kernel_needs_matching_signature(cli_env):
    r = run_cli(["dump", f"{FAILING}:bad_ptx", "--signature", "*i32:16, *i32:16, i32, 128, 5"], cli_env)
    assert r.returncode == 2 and "--signature has 5 entries but the kernel has 4 parameters" in r.stderr
    r = run_cli(["dump", f"{FAILING}:nope", "--signature", "*i32"], cli_env)
    assert r.returncode == 2 and ("has no kernel 'nope'; its @triton.jit kernels: bad_ptx, cumsum_fp8, llvm_abort, "
                                  "undefined_name") in r.stderr
    r = run_cli(["dump", f"{FAILING}:bad_ptx", "--signature", "*q7, i32"], cli_env)
    assert r.returncode == 2 and "unknown type 'q7'" in r.stderr


def test_user_kernel_without_hints_gets_scalar_loads(cli_env):
    """The issue's example: the matmul compiled with no hints shows scalar ld.global.b16."""
    matmul = Path(__file__).resolve().parent.parent / "kernels" / "matmul.py"
    sig = "*fp16, *fp16, *fp16, i32, i32, i32, i32, i32, i32, i32, i32, i32"
    r = run_cli(["dump", f"{matmul}:matmul_kernel", "--signature", sig, "--constexpr", "BLOCK_M=128",
                 "--constexpr", "BLOCK_N=128", "--constexpr", "BLOCK_K=64", "--num-warps", "8", "--stage", "ptx"],
                cli_env)
    assert r.returncode == 0, r.stderr
    assert "ld.global.b16" in r.stdout and "cp.async" not in r.stdout


def test_pass_failure_names_pass_line_and_shows_ir_before(cli_env):
    r = run_cli(["dump", f"{FAILING}:cumsum_fp8", "--signature", "*fp8e5:16, *fp8e5:16, 64"], cli_env)
    assert r.returncode == 1
    assert "Traceback" not in r.stderr
    first = r.stderr.splitlines()[0]
    assert first.startswith(f"error: {FAILING}:cumsum_fp8 [config 0: num_warps=4 (CUDA's default) "
                            "num_stages=3 (CUDA's default)] on cuda:90: "
                            "pass ConvertTritonGPUToLLVM failed at ")
    assert "'llvm.fadd' op operand #0 must be floating point" in first
    lineno = next(i for i, line in enumerate(Path(FAILING).read_text().splitlines(), 1) if "tl.cumsum" in line)
    assert f"failing_kernels.py:{lineno}: y = tl.cumsum(x, 0)" in r.stderr
    assert "failing pass: #" in r.stderr
    assert "ttg.target" in r.stdout and "tt.scan" in r.stdout  # the TTGIR before the failing pass


def test_frontend_error(cli_env):
    r = run_cli(["dump", f"{FAILING}:undefined_name", "--signature", "*fp32:16, 128"], cli_env)
    assert r.returncode == 1 and "Traceback" not in r.stderr
    assert "frontend error at" in r.stderr and "not_defined_anywhere" in r.stderr
    assert "y = x + not_defined_anywhere" in r.stderr


def test_ptxas_error_shows_message_and_last_good_ptx(cli_env):
    r = run_cli(["dump", f"{FAILING}:bad_ptx", "--signature", "*i32:16, *i32:16, i32, 128", "--stage", "ptx"],
                cli_env)
    assert r.returncode == 1
    assert "ptxas failed while producing cubin" in r.stderr and "Unknown modifier '.is'" in r.stderr
    assert "last good stage: ptx" in r.stderr
    assert "this.is.not.ptx" in r.stdout


def test_compiler_crash_does_not_take_down_the_caller(cli_env):
    r = run_cli(["dump", f"{FAILING}:llvm_abort", "--signature", "*i32:16, *i32:16, 128"], cli_env)
    assert r.returncode == 1
    assert "the compiler crashed while producing llir" in r.stderr
    assert "number of input constraints does not match number of parameters" in r.stderr
    assert "SIGABRT" in r.stderr
    assert "last good stage: ttgir" in r.stderr and "ttg.num-warps" in r.stdout


def test_two_processes_compiling_the_same_kernel_at_once(tmp_path, cli_env):
    env = dict(cli_env, IR_EXPLORER_CACHE_DIR=str(tmp_path))
    cmd = [sys.executable, "-m", "ir_explorer", "dump", "gelu", "--stage", "ptx", "--json"]
    procs = [subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
             for _ in range(2)]
    outs = [p.communicate(timeout=600) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], [o[1] for o in outs]
    rows = [json.loads(o[0])["results"][0] for o in outs]
    assert rows[0]["text"] == rows[1]["text"] and rows[0]["key"] == rows[1]["key"]
    store = Store(tmp_path)
    comp = store.load(rows[0]["key"])
    for stage in comp.stages.values():
        stage.read_bytes()  # verifies every blob's checksum
    assert not list(tmp_path.rglob(".tmp-*"))  # no half-written files left
    third = run_cli(["dump", "gelu", "--stage", "ptx", "--json"], env)
    assert json.loads(third.stdout)["results"][0]["cache_hit"] is True


def test_cached_dump_imports_neither_triton_torch_nor_textual(compiled, cli_env):
    compiled("matmul", "cuda:90")
    code = ("import sys, io, contextlib\n"
            "from ir_explorer.cli.main import main\n"
            "buf = io.StringIO()\n"
            "with contextlib.redirect_stdout(buf):\n"
            "    try:\n"
            "        main(['dump', 'matmul', '--stage', 'ptx'])\n"
            "    except SystemExit as e:\n"
            "        assert e.code in (0, None), e.code\n"
            "assert 'wgmma' in buf.getvalue()\n"
            "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('triton', 'torch', 'textual'))\n"
            "print(bad)\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=cli_env)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "[]"


def test_list_shows_kernels_configs_and_targets(cli_env):
    r = run_cli(["list", "--json"], cli_env)
    data = json.loads(r.stdout)
    names = [k["name"] for k in data["kernels"]]
    assert names == ["matmul", "matmul_autotuned", "matmul_grouped", "matmul_tma_persistent", "flash_attention_fwd",
                     "flash_attention_tma", "fused_linear_bias_relu", "gelu"]
    auto = data["kernels"][1]["configs"]
    assert [(c["constexprs"]["BLOCK_M"], c["constexprs"]["BLOCK_N"], c["constexprs"]["BLOCK_K"], c["num_stages"],
             c["num_warps"]) for c in auto] == [(128, 256, 64, 3, 8), (64, 256, 32, 4, 4), (128, 128, 32, 4, 4),
                                                (128, 64, 32, 5, 4)]
    assert "hip:gfx942" in data["targets"] and data["default_target"] == "cuda:90"


def test_nvidia_only_kernels_refuse_hip_and_say_so(cli_env):
    """The TMA kernels are marked NVIDIA-only in the registry: list shows it, a hip target is a one-line
    error before any compile, snapshots and the TUI never ask for hip for them."""
    from ir_explorer.capture import bundled
    from ir_explorer.core.model import Target
    from ir_explorer.engines.snapshots import bundled_requests
    from ir_explorer.tui.data import StoreSource

    data = json.loads(run_cli(["list", "--json"], cli_env).stdout)
    backends = {k["name"]: k["backends"] for k in data["kernels"]}
    assert backends["matmul_tma_persistent"] == backends["flash_attention_tma"] == ["cuda"]
    assert backends["matmul"] == ["cuda", "hip"]
    text = run_cli(["list"], cli_env).stdout
    assert "flash_attention_tma" in text and text.count("[NVIDIA only]") == 2

    r = subprocess.run([sys.executable, "-m", "ir_explorer", "dump", "matmul_tma_persistent", "-t", "cuda:90",
                        "-t", "hip:gfx942"], capture_output=True, text=True, env=cli_env, timeout=120)
    assert r.returncode != 0 and r.stdout == ""
    assert r.stderr.strip().splitlines() == [
        "error: matmul_tma_persistent is NVIDIA only and cannot be compiled for hip:gfx942; "
        "choose one of: cuda:75, cuda:80, cuda:86, cuda:89, cuda:90, cuda:100, cuda:103, cuda:120"]

    hip = Target.parse("hip:gfx942")
    kernels_for_hip = {r.spec.name for r in bundled_requests() if r.target == hip}
    assert "matmul" in kernels_for_hip and "flash_attention_fwd" in kernels_for_hip
    assert not kernels_for_hip & {"matmul_tma_persistent", "flash_attention_tma"}
    source = StoreSource(Store(Path(cli_env["IR_EXPLORER_CACHE_DIR"])), list(bundled.registry().values()),
                         [Target.parse("cuda:90"), hip])
    assert [t.spec for t in source.targets(bundled.get("flash_attention_tma"))] == ["cuda:90"]
    assert [t.spec for t in source.targets(bundled.get("gelu"))] == ["cuda:90", "hip:gfx942"]


def _run_on_tty(args: list[str], env: dict[str, str]) -> str:
    """Run the CLI with stdout on a pseudo-terminal, as in an interactive shell; return what it wrote there."""
    import os
    import pty

    leader, follower = pty.openpty()
    proc = subprocess.Popen([sys.executable, "-m", "ir_explorer", *args], stdout=follower, stderr=subprocess.PIPE,
                            env=env)
    os.close(follower)
    chunks = []
    while True:
        try:
            data = os.read(leader, 65536)
        except OSError:  # EIO: the child closed the terminal
            break
        if not data:
            break
        chunks.append(data)
    proc.wait(timeout=600)
    os.close(leader)
    assert proc.returncode == 0, proc.stderr.read()
    return b"".join(chunks).decode(errors="replace")


def test_colour_on_a_terminal_and_never_with_no_color(compiled, cli_env):
    compiled("gelu", "cuda:90")
    cli_env = dict(cli_env, TERM="xterm-256color")  # a terminal that shows colour (TERM=dumb gets none)
    coloured = _run_on_tty(["dump", "gelu", "--stage", "ttgir"], cli_env)
    assert "\x1b[38;5;" in coloured and "#blocked" in coloured
    plain = _run_on_tty(["dump", "gelu", "--stage", "ttgir"], dict(cli_env, NO_COLOR="1"))
    assert "\x1b[" not in plain and "#blocked" in plain
    flag = _run_on_tty(["dump", "gelu", "--stage", "ttgir", "--no-color"], cli_env)
    assert "\x1b[" not in flag


def test_failed_compile_still_prints_the_requested_stage(cli_env):
    """Regression: a crash after TTIR used to print the last good stage instead of the TTIR asked for."""
    r = run_cli(["dump", f"{FAILING}:llvm_abort", "--signature", "*i32:16, *i32:16, 128", "--stage", "ttir"], cli_env)
    assert r.returncode == 1
    assert "tt.func public @llvm_abort" in r.stdout and "ttg." not in r.stdout
    assert "the compiler crashed while producing llir" in r.stderr


def test_every_result_gets_a_header_when_several_are_shown(cli_env):
    """Regression: a failed result's IR ran on from the previous one without a header."""
    r = run_cli(["dump", f"{FAILING}:cumsum_fp8", "--signature", "*fp8e5:16, *fp8e5:16, 64", "--stage", "llir",
                 "-t", "cuda:90", "-t", "cuda:80"], cli_env)
    assert r.returncode == 1
    headers = [line for line in r.stdout.splitlines() if line.startswith("; =====")]
    assert len(headers) == 2 and "cuda:90" in headers[0] and "cuda:80" in headers[1]
    assert all("IR before the failing pass" in h for h in headers)


@pytest.mark.parametrize("args", [["--timeout", "0"], ["--jobs", "0"], ["--stage", "ptx", "--pass", "3"]])
def test_option_values_are_checked(cli_env, args):
    r = run_cli(["dump", "gelu", *args], cli_env)
    assert r.returncode == 2 and "Traceback" not in r.stderr


def test_interrupt_exits_130_and_leaves_no_worker(tmp_path, cli_env):
    """Ctrl-C exits 130 and kills the workers. Regression (issue 24 item 7): the workers were found in
    ``ps -eo pid,ppid,args`` output, which ps cuts at 80 columns when piped, so from a checkout whose venv path is
    longer than about 38 characters the worker's ``ir_explorer.capture.worker`` was cut off and the test failed;
    they are read from ``/proc`` now, whole."""
    import os
    import signal
    import time

    from conftest import children_of, cmdline

    def workers_of(pid: int) -> set[int]:
        return {kid for kid in children_of(pid) if "ir_explorer.capture.worker" in cmdline(kid)}

    env = dict(cli_env, IR_EXPLORER_CACHE_DIR=str(tmp_path), PYTHONFAULTHANDLER="1")
    err_path = tmp_path / "stderr.txt"
    # SIGINT as a terminal's shell leaves it: a suite run as a background job inherits it ignored. stderr goes to
    # a file, not a pipe: the test waits for the CLI's exit, not for every holder of a pipe to close it
    with err_path.open("w") as err_file:
        proc = subprocess.Popen([sys.executable, "-m", "ir_explorer", "dump", "matmul", "--no-cache"],
                                stdout=subprocess.DEVNULL, stderr=err_file, env=env,
                                preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    deadline = time.monotonic() + 60  # under load, start-up can be slow: wait until the CLI has a worker
    while not (workers := workers_of(proc.pid)) and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.1)
    assert workers, f"the CLI started no compile worker (exit {proc.poll()}): {err_path.read_text()[-2000:]}"
    time.sleep(0.5)
    workers |= workers_of(proc.pid)
    proc.send_signal(signal.SIGINT)
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        # a Ctrl-C that lands inside a __del__ or a callback is "ignored" by CPython; a user presses it again
        workers |= workers_of(proc.pid)
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            proc.send_signal(signal.SIGABRT)  # faulthandler prints every thread's stack to stderr
            proc.wait(timeout=30)
            raise AssertionError(f"the CLI did not exit on Ctrl-C: {err_path.read_text()[-6000:]}") from None
    err = err_path.read_text()
    assert proc.returncode == 130 and "interrupted" in err and "Traceback" not in err, err
    time.sleep(0.5)
    alive = set()
    for pid in workers:
        try:
            os.kill(pid, 0)
            alive.add(pid)
        except ProcessLookupError:
            pass
    assert not alive, f"workers left running: {alive}"


def test_error_inside_a_jit_helper_names_the_helper_line_and_the_cause(cli_env):
    """Regression: an error inside a @triton.jit helper (matmul's _matmul_tile) used to show only the outer
    call's "at 11:4" excerpt, without the cause or the helper's line."""
    r = run_cli(["dump", "matmul", "--constexpr", "BLOCK_M=100", "--no-cache"], cli_env)
    assert r.returncode == 1 and "Traceback" not in r.stderr
    assert "arange's range must be a power of 2" in r.stderr
    helper_line = next(i for i, text in enumerate((ROOT / "kernels" / "matmul.py").read_text().splitlines(), 1)
                       if "tl.arange(0, BLOCK_M)" in text)
    assert f"matmul.py:{helper_line}" in r.stderr


def test_progress_of_many_compiles_shows_those_under_way():
    """Newcomer trial: `snapshot check` (69 compiles) looked silent for minutes: its progress listed every compile,
    the terminal cut the list at its height, and the compiles under way lay below the cut."""
    import io

    from rich.console import Console

    from ir_explorer.cli.render import Progress
    from ir_explorer.engines.snapshots import bundled_requests

    labels = [f"{r.spec.name} [{r.config_index}] {r.config.short()} {r.target.spec}" for r in bundled_requests()]
    out = io.StringIO()
    progress = Progress(labels, Console(file=out, force_terminal=True, width=100, height=12))
    progress.started -= 5  # shown after a second of compiling
    for i in range(30):
        progress(i, "done", 2.0)
    progress(30, "failed", 3.0)
    progress(40, "compiling", 0.0)
    progress(41, "compiling", 0.0)
    progress.last = 0.0  # redrawn at most every 0.1 s
    progress(-1, "tick", 0.0)
    lines = progress.render().plain.splitlines()
    eta = 5 / 31 * (len(labels) - 31)  # the 31 compiles that ended took 5 s: the rest at that pace (issue 27)
    assert lines[0] == (f"31/{len(labels)} compiled (1 failed), 2 compiling, {len(labels) - 33} queued, 5 s, "
                        f"ETA {eta:.0f} s")
    assert [ln.split()[0] for ln in lines[1:]] == ["compiling", "compiling"]
    assert lines[1].endswith(labels[40]) and lines[2].endswith(labels[41])
    assert "0.0s" in lines[1]  # its own time, not the whole run's
    progress.close()
    assert labels[41] in out.getvalue()
    few = Progress(labels[:3], Console(file=io.StringIO(), force_terminal=True, width=100, height=12))
    few(1, "done", 2.5)
    assert few.render().plain.splitlines() == [f"   queued          {labels[0]}", f"     done    2.5s  {labels[1]}",
                                               f"   queued          {labels[2]}"]
