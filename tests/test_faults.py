"""Fault tests (issue 16, items 2, 5, 6 and 8): signals to the CLI and to the worker at several moments, a hung
``ptxas``, the worker's memory cap, a worker killed during ``passes --no-cache``, a store that cannot be written,
and the small option checks. Each run of the CLI is tagged with an environment variable of its own, so the process
table is searched for anything it left (a worker, ``/bin/sh``, ``sleep`` of the fake ``ptxas``)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest
from conftest import ROOT, children_of, cmdline, run_cli

#: A ptxas that answers Triton's ``--version`` probe (``NvidiaTool.from_path``) and hangs on real work.
_HUNG_PTXAS = ("#!/bin/sh\nif [ \"$1\" = --version ]; then echo 'Cuda compilation tools, release 12.9, V12.9.86'; "
               "exit 0; fi\nsleep 1000\n")
#: gelu on cuda:80 compiles in about a second and reaches ptxas through TRITON_PTXAS_PATH (sm < 90).
_DUMP = ["dump", "gelu", "-t", "cuda:80", "-s", "ptx", "--no-cache"]


def _tagged(tag: str) -> list[int]:
    """Pids of live processes whose environment holds ``tag`` (zombies have none)."""
    found = []
    for proc in Path("/proc").iterdir():
        if proc.name.isdigit():
            try:
                if tag.encode() in (proc / "environ").read_bytes():
                    found.append(int(proc.name))
            except OSError:
                continue
    return found


def _default_signals() -> None:
    """In the child before exec: SIGINT and SIGHUP as a terminal's shell leaves them (a suite run under ``nohup`` or
    as a background job inherits them ignored, and the CLI would never see the signal the test sends)."""
    for sig in (signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, signal.SIG_DFL)


class _Run:
    """One tagged CLI process with a private TMPDIR (for its ``irx-*`` folders) and, optionally, the hung ptxas."""

    def __init__(self, tmp: Path, env: dict[str, str], args: list[str], hung_ptxas: bool) -> None:
        self.tag = "IRX_FAULT_" + uuid.uuid4().hex[:10]
        self.tmpdir = tmp / self.tag
        self.tmpdir.mkdir()
        env = {**env, self.tag: "1", "TMPDIR": str(self.tmpdir)}
        self.stdout = self.stderr = ""
        if hung_ptxas:
            fake = tmp / "ptxas"
            fake.write_text(_HUNG_PTXAS)
            fake.chmod(0o755)
            env["TRITON_PTXAS_PATH"] = env["TRITON_PTXAS_BLACKWELL_PATH"] = str(fake)
        self.proc = subprocess.Popen([sys.executable, "-m", "ir_explorer", *args], env=env, cwd=ROOT,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                     preexec_fn=_default_signals)

    def wait_for(self, what: str, limit: float = 60) -> None:
        """Wait until ``what`` runs: ``worker`` (a compile worker has its request), ``compiling`` (it has begun a
        stage) or ``ptxas`` (the fake one)."""
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            pids = _tagged(self.tag)
            if what == "ptxas" and any(cmdline(p).startswith("sleep 1000") for p in pids):
                return
            if what == "worker" and any(self.tmpdir.glob("irx-*/job*/request.json")):
                return
            if what == "compiling" and any(self.tmpdir.glob("irx-*/job*/stage.txt")):
                return
            time.sleep(0.05)
        raise AssertionError(f"{what} never started")

    def worker(self) -> int:
        kids = [p for p in children_of(self.proc.pid) if "ir_explorer.capture.worker" in cmdline(p)]
        assert kids, "no worker under the CLI"
        return kids[0]

    def finish(self) -> tuple[int, str, list[str], list[str]]:
        """``(exit code, last stderr line, what is still running, irx-* folders left)``, once the CLI has exited
        and what dies with it has had up to 60 s to go (polled: a loaded machine is slow to reap a killed worker
        and to remove its folder); kills the leftovers."""
        try:
            out, err = self.proc.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            out, err = self.proc.communicate()
        self.stdout, self.stderr = out, err
        deadline = time.monotonic() + 60
        while (_tagged(self.tag) or any(self.tmpdir.glob("irx-*"))) and time.monotonic() < deadline:
            time.sleep(0.1)
        left = _tagged(self.tag)
        names = [cmdline(p) for p in left]
        for pid in left:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        folders = [p.name for p in self.tmpdir.glob("irx-*")]
        lines = err.strip().splitlines()
        return self.proc.returncode, lines[-1] if lines else "", names, folders


def _intact(store: Path) -> int:
    """How many entries ``store`` holds; raises if any fails its checks (a kill must never leave a half entry)."""
    from ir_explorer.core.store import Store

    manifests = list(store.glob("v1/entries/*/*.json"))
    for path in manifests:
        Store(store).load(path.stem)  # raises CorruptEntry for a damaged one
    return len(manifests)


@pytest.fixture
def env(tmp_path: Path, cli_env: dict[str, str]) -> dict[str, str]:
    """A store of its own: these runs kill compiles, and must not touch the session's."""
    return {**cli_env, "IR_EXPLORER_CACHE_DIR": str(tmp_path / "store")}


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT, signal.SIGKILL])
def test_signal_to_the_cli_during_ptxas_leaves_nothing_running(tmp_path, env, sig):
    """Regression (issue 16 item 5): SIGTERM, SIGHUP or SIGKILL to the CLI's pid left the worker and its ptxas
    running (parent pid 1); SIGINT to the pid (not the group) left ptxas. Now: nothing left, no irx-* folder,
    and the CLI says why it stopped (128 + N)."""
    run = _Run(tmp_path, env, _DUMP, hung_ptxas=True)
    run.wait_for("ptxas")
    os.kill(run.proc.pid, sig)
    code, last, left, folders = run.finish()
    assert left == []
    assert folders == []
    assert _intact(tmp_path / "store") == 0  # nothing was compiled to the end: nothing stored
    expected = {signal.SIGTERM: (143, "terminated by SIGTERM"), signal.SIGHUP: (129, "terminated by SIGHUP"),
                signal.SIGINT: (130, "interrupted"), signal.SIGKILL: (-9, "")}[sig]
    assert (code, last) == expected


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGKILL])
def test_signal_to_the_cli_while_the_worker_compiles(tmp_path, env, sig):
    """Regression (issue 16 item 5): killed while its worker was importing Triton or compiling, the CLI left the
    worker running; SIGKILL left its irx-* folder too (the worker now removes it when its lifeline closes)."""
    run = _Run(tmp_path, env, _DUMP, hung_ptxas=False)
    run.wait_for("worker")
    os.kill(run.proc.pid, sig)
    _code, _last, left, folders = run.finish()
    assert left == []
    assert folders == []


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT, signal.SIGKILL])
def test_signal_to_the_worker_during_ptxas(tmp_path, env, sig):
    """Regression (issue 16 item 5): a worker killed while ptxas ran left that ptxas behind (the parent killed
    the worker's pid, not its group). Now the group goes, and the CLI names the signal."""
    run = _Run(tmp_path, env, _DUMP, hung_ptxas=True)
    run.wait_for("ptxas")
    os.kill(run.worker(), sig)
    code, _last, left, folders = run.finish()
    assert left == [] and folders == []
    assert _intact(tmp_path / "store") == 0  # a killed compile is not stored (it is no property of the kernel)
    assert code == 1
    assert f"the compiler process died: signal {signal.Signals(sig).name}" in run.stderr


def test_hung_ptxas_is_gone_after_the_timeout(tmp_path, env):
    """Regression (issue 16 item 5): a ptxas hanging past --timeout was left running with parent pid 1."""
    run = _Run(tmp_path, env, [*_DUMP, "--timeout", "3"], hung_ptxas=True)
    started = time.monotonic()
    code, _last, left, folders = run.finish()
    assert time.monotonic() - started < 40
    assert code == 1 and left == [] and folders == []


def test_timeout_message_names_the_limit(tmp_path, env):
    """The timeout failure says the --timeout it hit, in seconds as given (3.5 was printed as 4)."""
    fake = tmp_path / "ptxas"
    fake.write_text(_HUNG_PTXAS)
    fake.chmod(0o755)
    result = run_cli([*_DUMP, "--timeout", "3.5"], {**env, "TRITON_PTXAS_PATH": str(fake)})
    assert result.returncode == 1
    assert "did not finish within 3.5 s (--timeout)" in result.stderr


def test_memory_cap_gives_one_clear_line(tmp_path, env):
    """Regression (issue 16 item 2): workers had no memory cap (a runaway kernel reached 23.9 GB). With
    $IR_EXPLORER_WORKER_MEMORY below what importing Triton needs, the compile fails in one line that names the
    cap and how to raise it, and nothing is stored."""
    result = run_cli([*_DUMP], {**env, "IR_EXPLORER_WORKER_MEMORY": "300MB"})  # too little to map Triton's libraries
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert result.stderr.strip().splitlines()[-1].endswith(
        "the compile ran out of memory: the worker's cap is 300.00 MB (set $IR_EXPLORER_WORKER_MEMORY, e.g. 32GB, "
        "or 'none')")
    assert not list((tmp_path / "store").glob("v1/entries/*/*.json"))


def test_bad_memory_cap_is_a_usage_error(env):
    result = run_cli(_DUMP, {**env, "IR_EXPLORER_WORKER_MEMORY": "lots"})
    assert result.returncode == 2
    assert result.stderr.strip().splitlines()[-1] == (
        "error: $IR_EXPLORER_WORKER_MEMORY: 'lots' is not a size (e.g. 2GB, 500MB, 1.5GiB)")


def test_default_memory_cap_is_far_above_a_real_compile(tmp_path, env):
    """The default cap (8 GiB) must never fail a real compile: a matmul with per-pass capture compiles under a
    cap of 600 MB (prewarm.DEFAULT_MEMORY_BYTES's comment), and the worker applies the cap (RLIMIT_AS)."""
    from ir_explorer.capture import prewarm

    assert prewarm.memory_limit() == prewarm.DEFAULT_MEMORY_BYTES == 8 * 1024**3
    code = ("import resource; from ir_explorer.capture.worker import limit_memory; limit_memory(); "
            "print(resource.getrlimit(resource.RLIMIT_AS)[0])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**os.environ, "PYTHONPATH": str(ROOT)}, cwd=tmp_path).stdout
    assert int(out) == 8 * 1024**3
    result = run_cli(["passes", "matmul", "--changed-only"], {**env, "IR_EXPLORER_WORKER_MEMORY": "600MB"})
    assert result.returncode == 0, result.stderr
    assert "TritonGPUAccelerateMatmul" in result.stdout


def test_killing_the_worker_during_passes_no_cache_keeps_the_good_entry(tmp_path, env):
    """Regression (issue 16 item 6): killing the worker during `passes --no-cache` said only "no per-pass MLIR
    capture" (hiding the SIGKILL) and discarded the good entry that was there."""
    args = ["passes", "gelu", "-t", "cuda:80"]
    first = run_cli(args, env)
    assert first.returncode == 0, first.stderr
    run = _Run(tmp_path, env, [*args, "--no-cache"], hung_ptxas=False)  # same key: no fake ptxas
    run.wait_for("compiling")
    os.kill(run.worker(), signal.SIGKILL)
    code, _last, left, _folders = run.finish()
    assert code == 1 and left == []
    assert ("the compiler process died: signal SIGKILL]; the store keeps its earlier result of this compile"
            in run.stdout + run.stderr), run.stderr
    assert "no per-pass" not in run.stderr
    assert _intact(tmp_path / "store") == 1
    again = run_cli(args, env)
    assert again.returncode == 0 and again.stdout == first.stdout
    assert "compiling" not in again.stderr  # served from the store: the good entry and its passes were kept


def test_store_write_error_names_the_disk_error(tmp_path, env):
    """Regression (issue 16 item 6): a store the worker could not write gave "internal error … set
    IR_EXPLORER_DEBUG=1". Now the line names the store and the OS error."""
    store = tmp_path / "store"
    (store / "v1").mkdir(parents=True)
    (store / "v1" / "blobs").write_text("not a folder")
    result = run_cli(["dump", "gelu", "-t", "cuda:80", "-s", "ttir"], env)
    assert result.returncode == 1
    line = result.stderr.strip().splitlines()[-1]
    assert line.startswith(f"error: cannot write to the store at {store}: [Errno 20] Not a directory"), line
    assert "IR_EXPLORER_DEBUG" not in result.stderr


@pytest.mark.parametrize(("args", "message"), [
    (["--timeout", "nan"], "Invalid value for '--timeout': nan is not a number of seconds"),
    (["--num-warps", "0"], "Invalid value for '--num-warps': 0 is not a positive integer"),
    (["--num-stages", "0"], "Invalid value for '--num-stages': 0 is not a positive integer"),
    (["--cache-dir", ""], "Invalid value for '--cache-dir': an empty path names no folder"),
])
def test_small_option_mistakes_are_refused(env, args, message):
    """Regression (issue 16 item 8): --timeout nan timed every compile out at once, --num-warps 0 was ignored
    (the config's own value was used), --cache-dir '' used the default store. Each is exit 2, one line."""
    result = run_cli(["dump", "gelu", "-s", "ttir", *args], env)
    assert result.returncode == 2
    assert result.stderr.strip().splitlines()[-1].endswith(message)


def test_empty_kernel_and_directory_filecheck(tmp_path, env):
    """Regression (issue 16 item 8): `dump ''` read the current directory as a PATH; `--filecheck DIR` said
    "no such file"."""
    result = run_cli(["dump", ""], env)
    assert result.returncode == 2 and "unknown kernel ''" in result.stderr
    result = run_cli(["check", "gelu", "--filecheck", str(tmp_path)], env)
    assert result.returncode == 2
    assert result.stderr.strip().splitlines()[-1] == (
        f"error: --filecheck: {tmp_path} is a directory, not a file of CHECK lines")


#: A ptxas that answers the version probe, then removes the log file Triton gave it as stderr and fails: Triton's
#: make_cubin then raises FileNotFoundError opening that log while handling ptxas's CalledProcessError.
_LOG_LOSING_PTXAS = ("#!/bin/sh\nif [ \"$1\" = --version ]; then echo 'Cuda compilation tools, release 12.9, "
                     "V12.9.86'; exit 0; fi\nrm -f \"$(readlink /proc/$$/fd/2)\"\nexit 1\n")


def test_transient_compile_failure_is_never_stored(tmp_path, env):
    """Regression (issue 24 item 5): a compile that failed outside the kernel ("ptxas failed … No such file or
    directory: …/tmp….log") was stored, then replayed on every later run until --no-cache. Now it says it was not
    stored, and the next run (with a working ptxas) compiles and succeeds."""
    fake = tmp_path / "ptxas"
    fake.write_text(_LOG_LOSING_PTXAS)
    fake.chmod(0o755)
    args = ["dump", "gelu", "-t", "cuda:80", "-s", "ptx"]
    failed = run_cli(args, {**env, "TRITON_PTXAS_PATH": str(fake)})
    assert failed.returncode == 1 and "Traceback" not in failed.stderr
    error = next(line for line in failed.stderr.splitlines() if line.startswith("error: "))
    assert error.endswith("[a failure outside the kernel (FileNotFoundError: No such file or directory): not stored; "
                          "run it again]"), error
    assert not list((tmp_path / "store").glob("v1/entries/*/*.json"))
    again = run_cli(args, env)
    assert again.returncode == 0, again.stderr
    assert ".target sm_80" in again.stdout


def test_transient_cause_reads_the_whole_chain():
    """What counts as outside the kernel: an OSError with an errno anywhere in the chain, a tool killed by SIGKILL;
    not a ptxas that crashed (SIGSEGV: it repeats), nor inspect's errno-less OSError."""
    from ir_explorer.capture.worker import transient_cause

    def chained(inner: BaseException, outer: BaseException) -> BaseException:
        """``outer`` raised while ``inner`` was handled (its ``__context__``), as Triton's make_cubin does."""
        try:
            try:
                raise inner
            except BaseException:
                raise outer  # noqa: B904  (the implicit context is what is tested)
        except BaseException as exc:
            return exc

    lost = chained(subprocess.CalledProcessError(1, ["/x/ptxas"]), FileNotFoundError(2, "No such file or directory"))
    assert transient_cause(lost) == "FileNotFoundError: No such file or directory"
    assert transient_cause(subprocess.CalledProcessError(-9, ["/x/ptxas", "-v"])) == "ptxas was killed by SIGKILL"
    assert transient_cause(subprocess.CalledProcessError(-11, ["/x/ptxas"])) is None
    assert transient_cause(OSError("could not get source code")) is None
    assert transient_cause(RuntimeError("PassManager::run failed")) is None


#: A ptxas that kills the worker that started it (its parent), as the OOM killer would.
_WORKER_KILLING_PTXAS = ("#!/bin/sh\nif [ \"$1\" = --version ]; then echo 'Cuda compilation tools, release 12.9, "
                         "V12.9.86'; exit 0; fi\nkill -9 $PPID\nsleep 5\n")


def test_passes_after_a_worker_crash_names_the_crash(tmp_path, env):
    """Regression (issue 24 item 6): after the worker died, `passes` said only "no per-pass MLIR capture", and a
    killed `passes --no-cache` gave an MLIR timing line ("0.4276 (100.0%)  Total") as its error. Now the one line
    names the death (SIGKILL) and says no per-pass capture was kept; no timing row is taken for a message."""
    fake = tmp_path / "ptxas"
    fake.write_text(_WORKER_KILLING_PTXAS)
    fake.chmod(0o755)
    result = run_cli(["passes", "gelu", "-t", "cuda:80", "--no-cache"], {**env, "TRITON_PTXAS_PATH": str(fake)})
    assert result.returncode == 1 and "Traceback" not in result.stderr
    line = result.stderr.strip().splitlines()[-1]
    assert line.startswith("error: gelu [config 0: BLOCK_SIZE=1024 num_warps=4 num_stages=1] on cuda:80: "), line
    assert line.endswith("[the compiler process died: signal SIGKILL]; no per-pass MLIR capture was kept"), line
    assert "%)" not in line and "Total" not in line
