"""``ir-explorer sweep``: the manifest, rows from real compiles, ``--resume``, failed rows, and the ``--against``
gate catching a regression injected into a copy of a kernel (:mod:`ir_explorer.engines.sweep`)."""

from __future__ import annotations

import json
from collections.abc import Callable
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from conftest import run_cli

from ir_explorer.core.errors import UsageError
from ir_explorer.core.model import Compilation
from ir_explorer.core.store import Store
from ir_explorer.engines.report import build_report
from ir_explorer.engines.sweep import (
    Row,
    load_manifest,
    parse_manifest,
    plan,
    read_result,
    run_local,
)
from ir_explorer.engines.sweep_gate import gate, parse_rules

# A small kernel a library might ship; the gate test edits a copy of it.
COPY_KERNEL = '''import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n)
    tl.store(y_ptr + offs, x, mask=offs < n)
'''

COPY_ENTRY = '''[[kernel]]
name = "ops.py:copy_*"
args = ["x_ptr=fp32[4096]", "y_ptr=fp32[4096]", "n=4096"]
constexpr = ["BLOCK=256"]
num_warps = [4]
'''


def _manifest(folder: Path, text: str) -> Path:
    path = folder / "sweep.toml"
    path.write_text(text)
    return path


def test_manifest_schema_refuses_bad_input(tmp_path: Path) -> None:
    """Each malformed manifest is one UsageError naming what is wrong (never a traceback from tomllib or a
    KeyError deeper in)."""
    good = parse_manifest('targets = ["cuda:90", "hip:gfx942"]\n[[kernel]]\nname = "gelu"\nconfigs = [1]\n'
                          'num_warps = [4, 8]\n', tmp_path / "m.toml")
    assert good.targets == ("cuda:90", "hip:gfx942")
    assert good.tritons == ("installed",)
    assert good.kernels[0].configs == (1,) and good.kernels[0].num_warps == (4, 8)
    for text, words in [
        ("[[kernel]\nname = 'gelu'", "not a valid TOML manifest"),
        ("targets = ['cuda:90']", "no [[kernel]] table"),
        ("target = ['cuda:90']\n[[kernel]]\nname = 'gelu'", "unknown key 'target'"),
        ("[[kernel]]\nname = 'gelu'\nnum_warps = 'four'", "[[kernel]] #1.num_warps must be a positive integer"),
        ("[[kernel]]\nname = 'gelu'\nconfig = 'all'", "unknown key 'config'"),
        ("targets = ['cuda:9000x']\n[[kernel]]\nname = 'gelu'", "cuda:9000x"),
        ("tritons = ['3.6.0,3.9.0']\n[[kernel]]\nname = 'gelu'", "one release per string"),
    ]:
        with pytest.raises(UsageError) as err:
            parse_manifest(text, tmp_path / "m.toml")
        assert words in err.value.message, (text, err.value.message)
    (tmp_path / "fifo").mkdir()
    with pytest.raises(UsageError, match="cannot read the manifest"):
        load_manifest(tmp_path / "fifo")


def test_result_file_reader_is_strict_but_forgives_a_cut_last_line(tmp_path: Path) -> None:
    """A result file is validated where it is read: another format, a row of the wrong shape and a line that is
    not JSON are one line each naming the line; the half line an interrupted sweep leaves at the end is skipped."""
    row = Row("gelu", 0, "1024_w4_s1", "cuda:90", "installed", "3.9.0", "k", None, {"registers": 18}, ())
    head = json.dumps({"format": "ir-explorer-sweep", "version": 1})
    path = tmp_path / "r.json"
    path.write_text(f"{head}\n{json.dumps(row.to_json())}\n{{\"kernel\": \"ge")
    assert read_result(path) == (row,)
    for text, words in [(json.dumps({"format": "other"}) + "\n", "not an ir-explorer sweep result"),
                        (f"{head}\n{{\"kernel\": 3}}\n", "r.json:2: not a sweep row"),
                        (f"{head}\nnot json\n{json.dumps(row.to_json())}\n", "r.json:2: not a JSON line"),
                        (f"{head}\n" + "[" * 100000 + "\n\n", "r.json:2: not a JSON line"),
                        (f"{head}\n" + json.dumps({**row.to_json(), "metrics": {"registers": "abc"}}) + "\n",
                         r"r.json:2: not a sweep row: metric 'registers' is not of its type "
                         r"\(a number from 0 to 2\*\*53\)"),
                        (f"{head}\n" + json.dumps(row.to_json()).replace("18", "Infinity") + "\n",
                         "r.json:2: not a sweep row: metric 'registers'")]:
        path.write_text(text)
        with pytest.raises(UsageError, match=words):
            read_result(path)


def _recording() -> tuple[list[str], Callable[..., Any]]:
    seen: list[str] = []

    @contextmanager
    def progress(labels: list[str]) -> Any:
        seen.extend(labels)
        yield None

    return seen, progress


def test_rows_are_the_reports_and_resume_compiles_only_what_is_left(
        tmp_path: Path, store: Store, compiled: Callable[..., Compilation]) -> None:
    """Each row holds its compile's report metrics and findings; a sweep resumed with the first rows kept hands
    only the others to the compile pool."""
    manifest = parse_manifest('targets = ["cuda:90", "cuda:80"]\n[[kernel]]\nname = "gelu"\nconfigs = "all"\n',
                              tmp_path / "m.toml")
    the_plan = plan(manifest, store)
    assert the_plan.ids() == ["gelu [0] cuda:90 installed", "gelu [1] cuda:90 installed",
                              "gelu [0] cuda:80 installed", "gelu [1] cuda:80 installed"]
    streamed: list[Row] = []
    rows = run_local(the_plan, store, streamed.append)
    assert sorted(r.id for r in streamed) == sorted(the_plan.ids()) and len(rows) == 4
    first = rows[0]
    report = build_report(compiled("gelu", "cuda:90", 0), store)
    assert first.ok and first.triton_version == compiled("gelu").triton_version
    assert first.metrics == report.to_json()["metrics"]
    assert first.metrics["min_load_bits"] == 128  # fp16 × 8 per thread: gelu's loads are full width
    assert list(first.findings) == [(f.kind, f.severity) for f in report.findings]

    seen, progress = _recording()
    again = run_local(the_plan, store, lambda row: None, skip=the_plan.ids()[:3], progress=progress)
    assert seen == ["gelu [1] 4096_w8_s1 cuda:80"]
    assert [r.id for r in again] == ["gelu [1] cuda:80 installed"]
    assert again[0].metrics == rows[3].metrics


def test_gate_rules() -> None:
    """The rules read the rows' metrics: a spill, a narrower load and a lost wgmma are regressions, fewer
    registers an improvement; a tolerance lets a small growth pass."""
    base = {"mma": "wgmma", "registers": 100, "spill_bytes": 0, "min_load_bits": 128, "shared_bytes": 1000,
            "occupancy_ctas_per_sm": 2}

    def row(findings: tuple[tuple[str, str], ...] = (), **metrics: Any) -> Row:
        return Row("k", 0, "c", "cuda:90", "installed", "3.9.0", "key", None, {**base, **metrics}, findings)

    rules = parse_rules("mma,spills,regs+10%,shared+10%,loads,launch,new-warnings,compile")
    result = gate([row()], [row(registers=108, shared_bytes=1050)], rules)
    assert result.passed and not result.improvements
    result = gate([row()], [row(mma="mma.sync", spill_bytes=64, min_load_bits=32, registers=120)], rules)
    assert [c.rules for c in result.regressions] == [("mma", "spills", "regs", "loads")]
    texts = [m.text for m in result.regressions[0].summary]
    assert "spills: 0 → 64 (+64)" in texts and "narrowest global load: 128-bit → 32-bit" in texts
    result = gate([row()], [row(registers=90)], rules)
    assert result.passed and [c.rules for c in result.improvements] == [("regs",)]
    result = gate([row()], [row(occupancy_ctas_per_sm=0, findings=(("occupancy", "error"),))], rules)
    assert [c.rules for c in result.regressions] == [("launch", "new-warnings")]
    assert result.regressions[0].detail == "new warnings: occupancy"
    with pytest.raises(UsageError, match="unknown --fail-on rule 'spill'"):
        parse_rules("spill")
    with pytest.raises(UsageError, match="only regs and shared take a tolerance"):
        parse_rules("mma+5%")


def test_gate_catches_a_dropped_divisibility_hint(tmp_path: Path, cli_env: dict[str, str]) -> None:
    """A kernel edited to drop the divisibility of ``n`` (``do_not_specialize``) loads 32 bits at a time instead of
    64 (its mask is no longer known to be aligned): ``sweep --against`` prints it as a regression with diff's
    summary lines and the coalescing warning it brings, and exits 1."""
    (tmp_path / "ops.py").write_text(COPY_KERNEL)
    manifest = _manifest(tmp_path, COPY_ENTRY)
    old = tmp_path / "old.json"
    first = run_cli(["sweep", str(manifest), "-o", str(old)], cli_env)
    assert first.returncode == 0, first.stderr
    assert "1 row(s): 1 compiled, 0 failed" in first.stdout
    (tmp_path / "ops.py").write_text(COPY_KERNEL.replace("@triton.jit", '@triton.jit(do_not_specialize=["n"])'))
    second = run_cli(["sweep", str(manifest), "-o", str(tmp_path / "new.json"), "--against", str(old)], cli_env)
    assert second.returncode == 1, second.stderr
    out = second.stdout
    assert "== gate: 1 regression(s), 0 improvement(s) over 1 row(s) compared ==" in out
    assert "  ops.py:copy_kernel [0] cuda:90 installed: regs, loads, new-warnings" in out
    assert "    new warnings: coalescing" in out
    assert "    narrowest global load: 64-bit → 32-bit" in out
    assert "    global loads + async copies: 1 × 64-bit → 2 × 32-bit" in out
    assert out.rstrip().endswith("gate: FAILED")
    rows = read_result(tmp_path / "new.json")
    assert [r.metrics["min_load_bits"] for r in rows] == [32]


def test_broken_kernel_file_and_unknown_release_are_failed_rows(tmp_path: Path, cli_env: dict[str, str]) -> None:
    """A kernel file that does not import and a release that is not installed give a failed row each (one per
    target) and one clear line each; the rest of the sweep compiles."""
    (tmp_path / "broken.py").write_text("import triton\nimport no_such_module_here\n\n@triton.jit\ndef k(x):\n"
                                        "    pass\n")
    manifest = _manifest(tmp_path, 'tritons = ["installed", "3.1.0"]\n[[kernel]]\nname = "broken.py:k"\n'
                                   'args = ["x=fp32[16]"]\n[[kernel]]\nname = "gelu"\nconfigs = [0]\n')
    result = tmp_path / "r.json"
    proc = run_cli(["sweep", str(manifest), "-o", str(result)], cli_env)
    assert proc.returncode == 1, proc.stderr
    rows = {r.id: r for r in read_result(result)}
    assert sorted(rows) == ["broken.py:k [-1] cuda:90 3.1.0", "broken.py:k [-1] cuda:90 installed",
                            "gelu [-1] cuda:90 3.1.0", "gelu [0] cuda:90 installed"]
    assert rows["gelu [0] cuda:90 installed"].ok
    broken = rows["broken.py:k [-1] cuda:90 installed"].failure
    assert broken is not None and broken["kind"] == "kernel" and "no_such_module_here" in broken["message"]
    release = rows["gelu [-1] cuda:90 3.1.0"].failure
    assert release is not None and release["kind"] == "release"
    assert "ir-explorer triton install 3.1.0" in release["message"]
    lines = [ln for ln in proc.stderr.splitlines() if ln.startswith("failed: ")]
    assert len(lines) == 3 and "4 row(s): 1 compiled, 3 failed" in proc.stdout


def test_ray_engine_rows_equal_the_local_pools(tmp_path: Path, store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """12 compiles as Ray tasks on a local Ray of 2 CPUs (each task compiling into a node store of its own, the
    results sent back into an empty caller's store) give the local pool's rows, row for row; a second Ray sweep
    is served from the caller's store without a task."""
    import os

    if os.environ.get("CI"):  # ray is in the `test` extra: in CI a missing Ray is a failure, not a skip
        import ray  # noqa: F401
    else:
        pytest.importorskip("ray", reason="pip install -e '.[test]' (ray==2.60.0)")
    from ir_explorer.engines.sweep import run

    manifest = parse_manifest('targets = ["cuda:90", "cuda:80"]\n[[kernel]]\nname = "gelu"\nnum_warps = [2, 4, 8]\n',
                              tmp_path / "m.toml")
    local_plan = plan(manifest, store)
    assert len(local_plan.requests) == 12
    local = run_local(local_plan, store, lambda row: None, jobs=2)
    monkeypatch.setenv("IR_EXPLORER_CACHE_DIR", str(tmp_path / "node-store"))  # the tasks' node store: empty
    caller = Store(tmp_path / "caller-store")
    streamed: list[Row] = []
    remote = run(plan(manifest, caller), caller, streamed.append, engine="ray", jobs=2)
    assert [r.to_json() for r in remote] == [r.to_json() for r in local]
    assert all(r.ok for r in remote) and len(streamed) == 12
    assert (tmp_path / "node-store").is_dir()  # the tasks compiled there

    def no_task(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("a Ray task was started for a compile the caller's store holds")

    monkeypatch.setattr("ir_explorer.capture.remote.compile_ray", no_task)
    again = run(plan(manifest, caller), caller, lambda row: None, engine="ray", jobs=2)
    assert [r.to_json() for r in again] == [r.to_json() for r in local]


def test_compare_opens_a_result_file(tmp_path: Path, store: Store, cli_env: dict[str, str]) -> None:
    """``compare RESULT.json`` shows a sweep's rows, one per kernel, config, target and release, and marks the
    cells that differ between releases of one kernel, config and target (here a second release's row whose
    registers were raised by hand, beside the real rows)."""
    manifest = parse_manifest('targets = ["cuda:90", "cuda:80"]\n[[kernel]]\nname = "gelu"\nconfigs = [0]\n',
                              tmp_path / "m.toml")
    rows = run_local(plan(manifest, store), store, lambda row: None)
    other = Row(**{**rows[0].__dict__, "release": "3.6.0", "triton_version": "3.6.0",
                   "metrics": {**rows[0].metrics, "registers": rows[0].metrics["registers"] + 8}})
    path = tmp_path / "r.json"
    path.write_text("\n".join(json.dumps(d) for d in [{"format": "ir-explorer-sweep", "version": 1},
                                                       *(r.to_json() for r in (*rows, other))]) + "\n")
    proc = run_cli(["compare", str(path)], cli_env)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0] == f"== {path}: 3 row(s) =="
    regs = lines[1].index("regs")
    assert [ln[regs:].split()[0] for ln in lines[2:5]] == [
        f"{rows[0].metrics['registers']}*", str(rows[1].metrics["registers"]), f"{other.metrics['registers']}*"]
    assert lines[2].split()[:5] == ["gelu", "0", "1024_w4_s1", "cuda:90", rows[0].triton_version]
    assert lines[-1] == "* differs from the same kernel, config and target under another release"


def test_ctrl_c_leaves_nothing_running_and_resume_finishes(tmp_path: Path, cli_env: dict[str, str]) -> None:
    """Ctrl-C during a sweep's compile (its ptxas hung) stops the worker and its ptxas and exits 130 with the
    header written; ``--resume`` then compiles the row that was left."""
    import os
    import signal

    from test_faults import _Run

    env = {**cli_env, "IR_EXPLORER_CACHE_DIR": str(tmp_path / "store")}  # a store of its own: compiles are killed
    manifest = _manifest(tmp_path, 'targets = ["cuda:80"]\n[[kernel]]\nname = "gelu"\nconfigs = [0]\n')
    out = tmp_path / "r.json"
    run = _Run(tmp_path, env, ["sweep", str(manifest), "-o", str(out), "-j", "1"], hung_ptxas=True)
    run.wait_for("ptxas")
    os.kill(run.proc.pid, signal.SIGINT)
    code, last, left, folders = run.finish()
    assert (code, last, left, folders) == (130, "interrupted", [], [])
    assert read_result(out) == ()  # the header only: nothing finished
    proc = run_cli(["sweep", str(manifest), "-o", str(out), "--resume", "--json"], env)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["compiled"] == 1 and [r.id for r in read_result(out)] == [
        "gelu [0] cuda:80 installed"]


def test_a_dead_worker_is_retried_once_then_a_crash(tmp_path: Path, cli_env: dict[str, str]) -> None:
    """A compile whose worker is killed (SIGKILL, during ptxas) is started once more; killed again, its row is a
    ``crash`` naming the signal."""
    import os
    import signal
    import time

    from conftest import cmdline as _cmdline
    from test_faults import _Run, _tagged

    env = {**cli_env, "IR_EXPLORER_CACHE_DIR": str(tmp_path / "store")}
    manifest = _manifest(tmp_path, 'targets = ["cuda:80"]\n[[kernel]]\nname = "gelu"\nconfigs = [0]\n')
    out = tmp_path / "r.json"
    run = _Run(tmp_path, env, ["sweep", str(manifest), "-o", str(out), "-j", "1"], hung_ptxas=True)
    workers = []
    for _ in range(2):
        run.wait_for("ptxas")
        workers.append(run.worker())
        os.kill(workers[-1], signal.SIGKILL)
        deadline = time.monotonic() + 30  # its hung ptxas goes with its group before the retry starts another
        while any(_cmdline(p).startswith("sleep 1000") for p in _tagged(run.tag)) and time.monotonic() < deadline:
            time.sleep(0.05)
    code, _last, left, _folders = run.finish()
    assert code == 1 and left == [] and workers[0] != workers[1]
    (row,) = read_result(out)
    assert row.failure is not None and row.failure["kind"] == "crash"
    assert "signal SIGKILL" in row.failure["message"]


PRUNING_KERNEL = '''import triton
import triton.language as tl


def _fits(configs, named_args, **kwargs):
    return [c for c in configs if c.kwargs["BLOCK"] <= named_args["n"]]


@triton.autotune(configs=[triton.Config({"BLOCK": 256}, num_warps=4), triton.Config({"BLOCK": 8192}, num_warps=4)],
                 key=["n"], prune_configs_by={"early_config_prune": _fits})
@triton.jit
def copy_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n)
    tl.store(y_ptr + offs, x, mask=offs < n)
'''


def test_configs_pruned_by_the_autotuner_or_unlaunchable_are_pruned_rows(tmp_path: Path, store: Store,
                                                                          cli_env: dict[str, str]) -> None:
    """A config the autotuner's ``prune_configs_by`` drops on the example arguments (BLOCK=8192 > n=4096), and one
    that cannot launch (32 warps: 2048 threads on gfx942; on cuda:90 its 1024 threads fit and it compiles),
    are rows of failure kind ``pruned``, never compiled; the sweep does not fail for them."""
    (tmp_path / "ops.py").write_text(PRUNING_KERNEL)
    (tmp_path / "plain.py").write_text(COPY_KERNEL)
    manifest = _manifest(tmp_path, 'targets = ["cuda:90", "hip:gfx942"]\n'
                                   '[[kernel]]\nname = "ops.py:copy_kernel"\n'
                                   'args = ["x_ptr=fp32[4096]", "y_ptr=fp32[4096]", "n=4096"]\n'
                                   '[[kernel]]\nname = "plain.py:copy_kernel"\n'
                                   'args = ["x_ptr=fp32[4096]", "y_ptr=fp32[4096]", "n=4096"]\n'
                                   'constexpr = ["BLOCK=4096"]\nnum_warps = [32]\n')
    the_plan = plan(load_manifest(manifest), store)
    assert the_plan.ids() == ["ops.py:copy_kernel [0] cuda:90 installed", "ops.py:copy_kernel [0] hip:gfx942 installed",
                              "plain.py:copy_kernel [0] cuda:90 installed"]
    pruned = {r.id: r for r in the_plan.failed}
    assert sorted(pruned) == ["ops.py:copy_kernel [1] cuda:90 installed", "ops.py:copy_kernel [1] hip:gfx942 installed",
                              "plain.py:copy_kernel [0] hip:gfx942 installed"]
    auto = pruned["ops.py:copy_kernel [1] cuda:90 installed"]
    assert auto.config == "8192_w4_s3" and auto.failure == {
        "kind": "pruned", "message": "prune_configs_by left config 8192_w4_s3 out on the example arguments: "
                                     "not compiled"}
    wide = pruned["plain.py:copy_kernel [0] hip:gfx942 installed"].failure
    assert wide is not None and wide["kind"] == "pruned" and wide["message"].startswith(
        "num_warps=32 × 64 threads = 2048 threads per CTA, over the 1024 a CTA may have on hip:gfx942")

    result = tmp_path / "r.json"
    proc = run_cli(["sweep", str(manifest), "-o", str(result), "-j", "2"], cli_env)
    assert proc.returncode == 0, proc.stderr
    assert "6 row(s): 3 compiled, 0 failed, 3 pruned" in proc.stdout
    assert "pruned: ops.py:copy_kernel [1] cuda:90 installed: prune_configs_by left config 8192_w4_s3" in proc.stderr
    rows = {r.id: r for r in read_result(result)}
    assert rows["plain.py:copy_kernel [0] cuda:90 installed"].ok  # 32 × 32 = 1024 threads: compiled
    assert [r.failure["kind"] for r in rows.values() if r.failure] == ["pruned"] * 3


NORM_KERNEL = '''import triton
import triton.language as tl


@triton.jit
def norm_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n, other=0.0)
    y = x / tl.sum(x * x, axis=0)
    tl.store(y_ptr + offs, y, mask=offs < n)
'''

NORM_ENTRY = '''[[kernel]]
name = "ops.py:norm_kernel"
args = ["x_ptr=fp32[65536]", "y_ptr=fp32[65536]", "n=65536"]
constexpr = ["BLOCK=256"]
num_warps = [4]
'''


@pytest.mark.parametrize("edit, rules, lines", [
    # 8 warps over a tile of 256: one fp32 per thread instead of two, and twice the reduction's scratch
    (("num_warps = [4]", "num_warps = [8]"), "shared, loads",
     ["narrowest global load: 64-bit → 32-bit", "narrowest global store: 64-bit → 32-bit"]),
    # a tile of 32768 over 128 threads: 256 fp32 per thread live across the reduction, more than 255 registers
    (("BLOCK=256", "BLOCK=32768"), "spills, regs", []),
])
def test_gate_catches_more_warps_and_a_tile_that_spills(tmp_path: Path, cli_env: dict[str, str],
                                                        edit: tuple[str, str], rules: str, lines: list[str]) -> None:
    """Regressions injected into a copy of a kernel's sweep (more warps; a bigger tile) are caught by
    ``sweep --against`` with the rules they break and ``diff``'s summary lines, read against the rows' real
    metrics; exit 1."""
    (tmp_path / "ops.py").write_text(NORM_KERNEL)
    old = tmp_path / "old.json"
    first = run_cli(["sweep", str(_manifest(tmp_path, NORM_ENTRY)), "-o", str(old)], cli_env)
    assert first.returncode == 0, first.stderr
    new = tmp_path / "new.json"
    second = run_cli(["sweep", str(_manifest(tmp_path, NORM_ENTRY.replace(*edit))), "-o", str(new),
                      "--against", str(old)], cli_env)
    assert second.returncode == 1, second.stderr
    out = second.stdout.splitlines()
    (was,), (now,) = read_result(old), read_result(new)
    assert out[1:3] == ["== gate: 1 regression(s), 0 improvement(s) over 1 row(s) compared ==", "regressions:"]
    assert out[3].startswith(f"  ops.py:norm_kernel [0] cuda:90 installed: {rules}")
    for line in lines:
        assert f"    {line}" in out
    if "spills" in rules:
        assert was.metrics["spill_bytes"] == 0 and now.metrics["spill_bytes"] > 0
        assert now.metrics["registers"] == 255  # ptxas's cap per thread: the rest spilled
        spilled = now.metrics["spill_bytes"]
        assert f"    spills: 0 → {spilled} (+{spilled})" in out
        assert (f"    registers: {was.metrics['registers']} → 255 (+{255 - was.metrics['registers']})") in out
    else:
        assert was.metrics["shared_bytes"] < now.metrics["shared_bytes"]
    assert out[-1] == "gate: FAILED"


def _result_file(path: Path, *lines: str) -> Path:
    path.write_text("\n".join([json.dumps({"format": "ir-explorer-sweep", "version": 1}), *lines]) + "\n")
    return path


def test_hostile_result_files_are_refused_in_one_line_bounded_in_time(tmp_path: Path, cli_env: dict[str, str],
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 23's review: a result file is a stranger's input. Each crafted one is a single UsageError line naming
    the line and the field, read in under 2 seconds. Regressions: a 4,000-digit metric raised OverflowError
    (``math.isfinite``) out of every reader, a traceback; negative and 1e308 registers, a 4,000-digit config index, a
    5-million-character kernel name and a key ``../../x`` (a path out of the store) were taken. The CLI's readers
    (``tui``, ``compare``, ``sweep --against``, ``sweep -o F --resume``) each print that one line and exit 2."""
    import time

    import ir_explorer.engines.sweep as sweep

    row = Row("gelu", 0, "1024_w4_s1", "cuda:90", "installed", "3.9.0", "ab" * 32, None, {"registers": 18}, ())
    good = row.to_json()
    huge = "1" + "0" * 4000  # json.dumps of 10**4000 needs the int digit limit lifted: written by hand
    cases = [
        (json.dumps(good).replace('"registers": 18', f'"registers": {huge}'),
         r":2: not a sweep row: metric 'registers' is not of its type \(a number from 0 to 2\*\*53\)"),
        (json.dumps({**good, "metrics": {"registers": -5}}), "metric 'registers' is not of its type"),
        (json.dumps({**good, "metrics": {"shared_bytes": 1e308}}), "metric 'shared_bytes' is not of its type"),
        (json.dumps({**good, "metrics": {"mma_instructions": {"wgmma": -3}}}),
         r"metric 'mma_instructions' is not of its type \(counts by name"),
        (json.dumps(good).replace('"config_index": 0', f'"config_index": {huge}'),
         r"field 'config_index' is 1000.*0 \(4,001 characters\), not an index from -1 to 2\*\*31"),
        (json.dumps({**good, "config_index": -2}), "field 'config_index' is -2"),
        (json.dumps({**good, "kernel": "k" * 5_000_000}),
         "field 'kernel' is 5,000,000 characters long \\(at most 4,096\\)"),
        (json.dumps({**good, "failure": {"kind": "ptxas", "message": "m" * 70_000}}),
         "the failure's message is 70,000 characters long"),
        (json.dumps({**good, "findings": [{"kind": "k" * 5000, "severity": "info"}]}), "a finding's kind is 5,000"),
        (json.dumps({**good, "key": "../../x"}), r"field 'key' is '\.\./\.\./x', not a store key"),
        ('{"a":' * 200_000 + "1" + "}" * 200_000, ":2: not a JSON line"),
    ]
    for n, (line, words) in enumerate(cases):
        path = _result_file(tmp_path / f"r{n}.json", line)
        start = time.monotonic()
        with pytest.raises(UsageError, match=words) as err:
            read_result(path)
        assert time.monotonic() - start < 2 and "\n" not in err.value.message, (n, err.value.message[:300])
    head = tmp_path / "head.json"
    head.write_text(json.dumps({"format": "ir-explorer-sweep", "version": "\x1b[2J" * 1000}) + "\n")
    with pytest.raises(UsageError, match=r"sweep result version '\\x1b\[2J.*….*\(7,002 characters\); this") as err:
        read_result(head)
    assert "\x1b" not in err.value.message
    many = _result_file(tmp_path / "many.json", *(json.dumps({**good, "config_index": i}) for i in range(4)))
    monkeypatch.setattr(sweep, "MAX_ROWS", 3)
    with pytest.raises(UsageError, match=r"many.json: more than 3 rows: not read"):
        read_result(many)
    monkeypatch.setattr(sweep, "MAX_RESULT", 1000)
    with pytest.raises(UsageError, match="cannot read the sweep result: .*many.json"):
        read_result(many)
    (tmp_path / "m.toml").write_text('[[kernel]]\nname = "gelu"\n')
    bad = str(tmp_path / "r0.json")
    for argv in (["tui", bad], ["compare", bad], ["sweep", str(tmp_path / "m.toml"), "--against", bad],
                 ["sweep", str(tmp_path / "m.toml"), "-o", bad, "--resume"]):
        r = run_cli(argv, cli_env)
        assert r.returncode == 2 and r.stdout == "" and r.stderr.count("\n") == 1, (argv, r.stderr[-2000:])
        assert r.stderr.startswith(f"error: {bad}:2: not a sweep row: metric 'registers' is not of its type"), argv


def test_result_tables_and_gate_lines_show_a_results_names_escaped_on_one_line(tmp_path: Path,
                                                                             cli_env: dict[str, str]) -> None:
    """Issue 23's review: ``compare RESULT.json`` and the ``sweep --against`` gate wrote a kernel named
    ``k\\nerror: fake`` over two lines (piped and on a terminal), and compare's own bold heading reached a terminal
    as ``^[[1m`` text (``click.secho`` is not marked as the CLI's colour, so the terminal guard escaped it). Now
    each row is one line, the name's line break is ``^J``
    everywhere, its escape sequences are escaped on a terminal, and the heading is bold."""
    import os
    import pty
    import subprocess
    import sys

    name = "k\x1b[2J\nerror: fake"
    row = Row(name, 0, "1024_w4_s1", "cuda:90", "installed", "3.9.0", "ab" * 32, None, {"registers": 18}, ())
    path = _result_file(tmp_path / "r.json", json.dumps(row.to_json()))
    piped = run_cli(["compare", str(path)], cli_env)
    assert piped.returncode == 0 and "\nerror: fake" not in piped.stdout
    # piped, click.echo drops CSI sequences (its ANSI stripping off a terminal); the line break is ^J
    assert piped.stdout.splitlines()[2].startswith("k^Jerror: fake  0 1024_w4_s1  cuda:90  3.9.0")
    leader, follower = pty.openpty()
    proc = subprocess.Popen([sys.executable, "-m", "ir_explorer", "compare", str(path)], stdin=subprocess.DEVNULL,
                            stdout=follower, stderr=follower, env=dict(cli_env, TERM="xterm-256color"))
    os.close(follower)
    shown = b""
    while True:
        try:
            chunk = os.read(leader, 1 << 16)
        except OSError:  # EIO: the child closed the terminal
            break
        if not chunk:
            break
        shown += chunk
    os.close(leader)
    assert proc.wait(timeout=60) == 0
    lines = shown.decode().replace("\r\n", "\n").splitlines()
    assert lines[0] == f"\x1b[1m== {path}: 1 row(s) ==\x1b[0m"
    assert lines[2].startswith("k^[[2J^Jerror: fake  0 1024_w4_s1") and b"\x1b[2J" not in shown
    manifest = tmp_path / "m.toml"  # the gate lists the old result's rows the new sweep lacks: one line each
    manifest.write_text('[[kernel]]\nname = "gelu"\nconfigs = [0]\n')
    gated = run_cli(["sweep", str(manifest), "--against", str(path)], cli_env)
    assert gated.returncode == 0, gated.stderr
    assert "1 row(s) only in the old sweep: k^Jerror: fake [0] cuda:90 installed\n" in gated.stdout, gated.stdout
