"""Speed and size of capture, as the foundation issue asks. Prints a table with ratios and goals.

    python benchmarks/bench_capture.py [--repeat 3] [--kernels matmul,gelu]

(a) ``ir-explorer dump K --stage ptx --no-cache`` (whole process) vs a bare Python process that
    imports Triton and calls ``triton.compile`` for the same specialization. Goal <= 1.10.
    Per-pass capture (``ir-explorer passes K --no-cache``) is reported beside it.
(b) A cached ``ir-explorer dump matmul --stage ptx`` (whole process, the console script's ``python -m ir_explorer``)
    vs ``python -c pass``, in one run, interleaved. Goal <= 3x. ``--baseline-tree DIR`` times the same command
    from another checkout too (e.g. ``git worktree add /tmp/old <commit>``), for a before/after from one run.
    The same for the kernel given as a file with ``--arg`` example arguments (its description cached too).
    And as installed: the ``ir-explorer`` console script of this venv (``pip install -e .``, as the README installs
    it: setuptools' editable finder is imported by every Python start in the venv, ``python -c pass`` included)
    against this venv's ``python -c pass``, and the same for a venv that ``pip install .`` made (a wheel of this
    tree, no finder).
(c) Per-pass store size (compressed, deduplicated) vs the raw MLIR dump. Goal <= 1/10.
(d) The four autotune configs of ``matmul_autotuned`` compiled in parallel vs one at a time.

Every compile measured here is real (``--no-cache`` or an empty store), on this machine's CPUs.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ir_explorer.capture import bundled  # noqa: E402
from ir_explorer.capture.compiles import Request, compile_all  # noqa: E402
from ir_explorer.core.model import Target  # noqa: E402
from ir_explorer.core.store import Store  # noqa: E402

# A bare "import triton; triton.compile(...)" for one bundled kernel and config, in its own process.
# The specialization is built with the same Triton calls the JIT uses (ir_explorer.capture.worker.specialize).
BASELINE = r"""
import json, os, sys, tempfile
sys.path.insert(0, {root!r})
import triton
from triton import knobs
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource, make_backend
from ir_explorer.capture import bundled
from ir_explorer.capture.worker import load_kernel, specialize
spec = bundled.get({kernel!r})
_, obj, fn = load_kernel(spec.path, spec.function, True)
target = GPUTarget("cuda", 90, 32)
backend = make_backend(target)
sig, consts, attrs, opts = specialize(obj, fn, backend, list(spec.args), dict(spec.constexprs), spec.configs[0])
knobs.cache.dir = tempfile.mkdtemp()
knobs.compilation.always_compile = True
if {dump!r}:
    os.environ["MLIR_ENABLE_DUMP"] = fn.__name__
    os.environ["MLIR_DUMP_PATH"] = {dump!r}
triton.compile(ASTSource(fn, sig, consts, attrs), target=target, options=opts.__dict__)
"""


def wall(cmd: list[str], env: dict[str, str] | None = None) -> float:
    start = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, env=env)
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed:\n{proc.stderr.decode()[-2000:]}")
    return elapsed


def median(fn, repeat: int) -> float:
    return statistics.median(fn() for _ in range(repeat))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=3, help="runs per compile measurement (median)")
    parser.add_argument("--kernels", default=",".join(bundled.registry()), help="comma-separated bundled kernels")
    parser.add_argument("--only", default="abcd", help="which measurements to run, e.g. 'b' or 'ac'")
    parser.add_argument("--baseline-tree", default=None, metavar="DIR",
                        help="(b): also time the cached dump from this checkout (a worktree of an older commit)")
    opts = parser.parse_args()
    kernels = [k for k in opts.kernels.split(",") if k]
    rows: list[tuple[str, str, str, str]] = []
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("NO_COLOR", None)
    # Measure what users run: modules with their bytecode cached (pip writes .pyc; so does a first run).
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "ir_explorer"), str(ROOT / "kernels")],
                   env=env, check=True)

    with tempfile.TemporaryDirectory() as tmp:
        env["IR_EXPLORER_CACHE_DIR"] = tmp
        # (a) whole dump process vs bare triton.compile, per kernel
        for kernel in kernels if "a" in opts.only else []:
            bare_cmd = [sys.executable, "-c", BASELINE.format(root=str(ROOT), kernel=kernel, dump="")]
            dump_cmd = [sys.executable, "-m", "ir_explorer", "dump", kernel, "--stage", "ptx", "--no-cache"]
            pass_cmd = [sys.executable, "-m", "ir_explorer", "passes", kernel, "--no-cache"]
            base = median(lambda cmd=bare_cmd: wall(cmd, env), opts.repeat)
            ours = median(lambda cmd=dump_cmd: wall(cmd, env), opts.repeat)
            passes = median(lambda cmd=pass_cmd: wall(cmd, env), opts.repeat)
            rows.append((f"(a) dump {kernel} --stage ptx --no-cache", f"{ours:.2f} s vs triton.compile {base:.2f} s",
                         f"{ours / base:.2f}", "<= 1.10"))
            rows.append((f"    passes {kernel} --no-cache (stages + per-pass MLIR)", f"{passes:.2f} s",
                         f"{passes / base:.2f}", "(reported)"))

        # (b) cached dump vs python -c pass (and the same from a baseline checkout), interleaved
        if "b" in opts.only:
            dump = [sys.executable, "-m", "ir_explorer", "dump", "matmul", "--stage", "ptx"]
            trees = {"this tree": env}
            if opts.baseline_tree:
                base = Path(opts.baseline_tree).resolve()
                subprocess.run([sys.executable, "-m", "compileall", "-q", str(base / "ir_explorer"),
                                str(base / "kernels")], env=env, check=True)
                trees[f"baseline {base}"] = dict(env, PYTHONPATH=str(base), IR_EXPLORER_CACHE_DIR=f"{tmp}/baseline")
            for tree_env in trees.values():  # compile, then once more so that every hint is written
                for _ in range(2):
                    subprocess.run(dump, env=tree_env, capture_output=True, check=True)
            times: dict[str, list[float]] = {"pass": [], **{name: [] for name in trees}}
            for _ in range(21):
                times["pass"].append(wall([sys.executable, "-c", "pass"], env))
                for name, tree_env in trees.items():
                    times[name].append(wall(dump, tree_env))
            bare = statistics.median(times["pass"])
            for name in trees:
                cached = statistics.median(times[name])
                rows.append((f"(b) cached dump matmul --stage ptx, {name}", f"{cached * 1e3:.0f} ms vs python -c pass "
                             f"{bare * 1e3:.0f} ms", f"{cached / bare:.1f}x", "<= 3x"))
            # The same kernel as a user's file with example arguments: its description comes from the store too.
            spec = bundled.get("matmul_autotuned")
            file_cmd = [sys.executable, "-m", "ir_explorer", "dump", f"{spec.path}:{spec.function}", "--stage", "ptx",
                        *[f"--arg={a.describe()}" for a in spec.args]]
            for _ in range(2):  # compile, then once more so that its hint is written
                subprocess.run(file_cmd, env=env, capture_output=True, check=True)
            from_file = median(lambda: wall(file_cmd, env), 21)
            rows.append(("    cached dump matmul.py:matmul_kernel_autotuned --arg …", f"{from_file * 1e3:.0f} ms",
                         f"{from_file / bare:.1f}x", "<= 3x"))
            rows.extend(measure_installs(Path(tmp), env))

        # (c) per-pass store size vs raw MLIR dump
        if "c" in opts.only:
            rows.append(measure_store_size(Path(tmp), env))
        # (d) four autotune configs in parallel vs serially
        if "d" in opts.only:
            rows.append(measure_parallel(Path(tmp)))

    width = max(len(r[0]) for r in rows)
    print(f"\n{'measurement':{width}}  {'time / size':44} {'ratio':>16}  goal")
    for name, value, ratio, goal in rows:
        print(f"{name:{width}}  {value:44} {ratio:>16}  {goal}")
    print(json.dumps({"python": sys.version.split()[0], "cpus": os.cpu_count()}))


def readme_venv(tmp: Path) -> Path:
    """A venv with this tree installed without the editable finder (``pip install .``): a wheel built here,
    installed without its dependencies, which come from this venv's site-packages through a plain path in a
    ``.pth`` (a folder a ``.pth`` names has its own ``.pth`` files skipped: not the editable finder's)."""
    import site
    import sysconfig

    venv = tmp / "readme-venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", "-w",
                    str(tmp / "wheel"), str(ROOT)], check=True, capture_output=True)
    wheel = next((tmp / "wheel").glob("ir_explorer-*.whl"))
    subprocess.run([str(venv / "bin" / "pip"), "install", "-q", "--no-deps", str(wheel)], check=True,
                   capture_output=True)
    purelib = subprocess.run([str(venv / "bin" / "python"), "-c", "import sysconfig; print(sysconfig.get_path("
                              "'purelib'))"], check=True, capture_output=True, text=True).stdout.strip()
    deps = [p for p in site.getsitepackages() if p != sysconfig.get_path("stdlib")]
    (Path(purelib) / "irx_bench_deps.pth").write_text("\n".join(deps) + "\n")
    return venv


def measure_installs(tmp: Path, env: dict[str, str]) -> list[tuple[str, str, str, str]]:
    """(b) as installed: the cached dump by the console script of this venv (editable, as the README installs it)
    and of a ``pip install .`` venv (:func:`readme_venv`), each against its own ``python -c pass``, interleaved,
    21 runs each."""
    here = Path(sys.executable).parent
    if not (here / "ir-explorer").exists():
        return [("(b) as installed: no ir-explorer console script beside this Python", "", "", "")]
    envs = {"pip install -e . (this venv, the README's)": here, "pip install . (a wheel)": readme_venv(tmp) / "bin"}
    run_env = {k: v for k, v in env.items() if k != "PYTHONPATH"}  # the installed package, not the checkout
    for bindir in envs.values():  # compile (or read), then once more so that every hint is written
        for _ in range(2):
            subprocess.run([str(bindir / "ir-explorer"), "dump", "matmul", "--stage", "ptx"], env=run_env,
                           capture_output=True, check=True)
    times: dict[str, tuple[list[float], list[float]]] = {name: ([], []) for name in envs}
    for _ in range(21):
        for name, bindir in envs.items():
            times[name][0].append(wall([str(bindir / "python"), "-c", "pass"], run_env))
            times[name][1].append(wall([str(bindir / "ir-explorer"), "dump", "matmul", "--stage", "ptx"], run_env))
    rows = []
    for name, (bare_runs, dump_runs) in times.items():
        bare, cached = statistics.median(bare_runs), statistics.median(dump_runs)
        rows.append((f"(b) cached dump matmul --stage ptx, {name}",
                     f"{cached * 1e3:.0f} ms vs its python -c pass {bare * 1e3:.0f} ms", f"{cached / bare:.1f}x",
                     "<= 3x"))
    return rows


def measure_store_size(tmp: Path, env: dict[str, str]) -> tuple[str, str, str, str]:
    """(c): the matmul's per-pass snapshots in the store vs the raw MLIR_DUMP_PATH file."""
    dump_file = tmp / "raw-dump.mlir"
    wall([sys.executable, "-c", BASELINE.format(root=str(ROOT), kernel="matmul", dump=str(dump_file))], env)
    raw = dump_file.stat().st_size
    store = Store(tmp / "sizes")
    comp = compile_all([Request(bundled.get("matmul"), 0, Target.parse("cuda:90"), passes=True)], store)[0]
    dumps, _final = store.load_passes(comp.key)
    stored = store.disk_usage([comp.key]) + store._manifest_path("passes", comp.key).stat().st_size
    distinct = len({p.source.digest for p in dumps})
    return (f"(c) matmul per-pass store ({len(dumps)} snapshots, {distinct} distinct)",
            f"{stored / 1e6:.2f} MB vs raw dump {raw / 1e6:.1f} MB", f"1/{raw / stored:.0f}", "<= 1/10")


def measure_parallel(tmp: Path) -> tuple[str, str, str, str]:
    """(d): matmul_autotuned's four configs compiled with all cores vs one at a time."""
    spec = bundled.get("matmul_autotuned")
    reqs = [Request(spec, i, Target.parse("cuda:90")) for i in range(len(spec.configs))]
    par = os.cpu_count() or 1
    compile_all(reqs, Store(tmp / "warm-up"), use_cache=False, jobs=par)  # first-run costs (disk cache) out

    def run(jobs: int) -> float:
        start = time.perf_counter()
        compile_all(reqs, Store(tmp / f"jobs{jobs}"), use_cache=False, jobs=jobs)
        return time.perf_counter() - start

    timings = {jobs: statistics.median(run(jobs) for _ in range(3)) for jobs in (par, 1)}
    return (f"(d) 4 autotune configs: {par} jobs vs 1 job", f"{timings[par]:.1f} s vs {timings[1]:.1f} s",
            f"{timings[1] / timings[par]:.2f}x faster", f"(<= {min(par, 4)}x on {par} cores)")


if __name__ == "__main__":
    main()
