"""Everyday use (issue 19): sweeping a kernel's options from the command line, and the rough edges a new user hit."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import DATA, run_cli
from test_inputs import inputs  # noqa: F401, F811  (the fixture: real caches, dumps and a trace)

from ir_explorer.capture.kernel_files import parse_constexpr_values
from ir_explorer.capture.options import CompileOptions
from ir_explorer.capture.select import gather, resolve_kernel, sweep
from ir_explorer.core.errors import UsageError
from ir_explorer.core.model import Config
from ir_explorer.inputs import open_path

ADD = f"{DATA / 'analysis_kernels.py'}:add_kernel"
ADD_ARGS = ["--arg", "x_ptr=fp32[4096]", "--arg", "y_ptr=fp32[4096]", "--arg", "output_ptr=fp32[4096]",
            "--arg", "n_elements=4096"]


# --- 1. several values of --num-warps, --num-stages, --constexpr -------------------------------------------------

def test_constexpr_values_split_at_commas_and_accumulate():
    """`--constexpr BLOCK=64 --constexpr BLOCK=128` kept only 128 (the last value silently won)."""
    got = parse_constexpr_values(["BLOCK=64,128", "ACT=relu", "BLOCK=256", "BLOCK=64", "S='a,b'", "F=1,True"])
    assert got == {"BLOCK": (64, 128, 256), "ACT": ("relu",), "S": ("a,b",), "F": (1, True)}
    with pytest.raises(UsageError, match="looks like another constexpr"):
        parse_constexpr_values(["A=1,B=2"])
    with pytest.raises(UsageError, match="an empty value"):
        parse_constexpr_values(["A=1,"])


def test_sweep_is_the_product_named_by_values():
    """Each combination is one config, named by its values, in the order the values were given."""
    base = (Config.make(num_warps=4, num_stages=3, BLOCK=32), Config.make(num_warps=2, num_stages=2, BLOCK=16))
    got = sweep(base, (4, 8), (), {"BLOCK": (64, 128)})
    assert [c.short() for c in got] == ["64_w4_s3", "64_w8_s3", "128_w4_s3", "128_w8_s3",
                                        "64_w4_s2", "64_w8_s2", "128_w4_s2", "128_w8_s2"]
    assert sweep(base) == base
    assert sweep(base[:1], (4, 4), (3,)) == base[:1]  # equal configs are kept once


def test_gather_compiles_the_product_of_the_values(store):
    """`diff --num-warps 4 --num-warps 8` was refused and elsewhere the last value won: now the values' product
    forms the configs, each compiled with its own values (read back from Triton's metadata)."""
    opts = CompileOptions(num_warps=(4, 8), constexprs=("BLOCK_SIZE=512,1024",), config="all",
                          cache_dir=str(store.root))
    got = gather("gelu", opts, store)
    assert [c.config.short() for c in got.comps] == ["512_w4_s1", "512_w8_s1", "1024_w4_s1", "1024_w8_s1"]
    assert [c.metadata["num_warps"] for c in got.comps] == [4, 8, 4, 8]
    assert [dict(c.config.constexprs)["BLOCK_SIZE"] for c in got.comps] == [512, 512, 1024, 1024]
    assert len({c.key for c in got.comps}) == 4


def test_a_kernel_file_sweeps_too(store):
    """A kernel without @triton.autotune gets one config per combination of its command-line values."""
    spec = resolve_kernel(ADD, None, (4, 8), None, ["BLOCK_SIZE=256,1024"],
                          arg_specs=ADD_ARGS[1::2], store=store)
    # _sd: num_stages is the backend's default, resolved per target when compiled (trial 10c M3)
    assert [c.short() for c in spec.configs] == ["256_w4_sd", "256_w8_sd", "1024_w4_sd", "1024_w8_sd"]


def test_cli_takes_repeated_and_comma_separated_values(cli_env):
    """`compare`, `diff --configs A B`, `report --config all` and `check` work on the sweep's configs."""
    sweep_args = ["--num-warps", "4", "--num-warps", "8", "--constexpr", "BLOCK_SIZE=512,1024"]
    res = run_cli(["compare", "gelu", *sweep_args, "--json"], cli_env)
    assert res.returncode == 0, res.stderr
    rows = json.loads(res.stdout)["rows"]
    assert [r["label"].split()[1] for r in rows] == ["512_w4_s1", "512_w8_s1", "1024_w4_s1", "1024_w8_s1"]
    res = run_cli(["diff", "gelu", *sweep_args, "--configs", "512_w4_s1", "1024_w8_s1", "--stage", "ttgir",
                   "--summary-only"], cli_env)
    assert res.returncode in (0, 1), res.stderr
    assert "512_w4_s1" in res.stdout and "1024_w8_s1" in res.stdout, res.stdout
    res = run_cli(["report", "gelu", *sweep_args, "--config", "all", "--json"], cli_env)
    assert res.returncode == 0, res.stderr
    assert len(json.loads(res.stdout)["results"]) == 4
    res = run_cli(["check", "gelu", *sweep_args, "--config", "all", "--max-spills", "0"], cli_env)
    assert res.returncode == 0, res.stderr
    assert res.stdout.count("PASS  --max-spills 0") == 4, res.stdout
    bad = run_cli(["dump", "gelu", "--num-warps", "4,x"], cli_env)
    assert bad.returncode == 2 and "'x' is not an integer" in bad.stderr, bad.stderr


# --- 3. capture passes the program's exit code on --------------------------------------------------------------

@pytest.mark.parametrize(("program", "code", "says"), [("raise SystemExit(5)", 5, "exited with code 5"),
                                                        ("import os, signal; os.kill(os.getpid(), signal.SIGTERM)",
                                                         128 + 15, "was killed by signal 15")])
def test_capture_passes_the_exit_code_on(tmp_path, program, code, says):
    """Regression: `capture -- PROGRAM` exited 1 when the program exited 3, though its help says the code is
    passed on; a program killed by a signal exits as a shell reports it (128 + the signal)."""
    import os
    import sys

    from conftest import ROOT

    env = {**os.environ, "IR_EXPLORER_CACHE_DIR": str(tmp_path), "PYTHONPATH": str(ROOT)}
    res = run_cli(["capture", "--", sys.executable, "-c", program], env)
    assert res.returncode == code, res.stderr
    assert res.stderr.strip().splitlines()[-1] == f"error: the captured program {says} (0 kernels recorded)"


# --- 4. did you mean ----------------------------------------------------------------------------------------

@pytest.mark.parametrize(("typo", "meant"), [("reprot", "report"), ("comapre", "compare"), ("dif", "diff"),
                                             ("blam", "blame"), ("chek", "check"), ("dupm", "dump"),
                                             ("pases", "passes"), ("snapshto", "snapshot"), ("bnech", "bench"),
                                             ("captrue", "capture"), ("lst", "list"), ("tiu", "tui"),
                                             ("opne", "open")])
def test_every_subcommand_gets_a_did_you_mean(typo, meant):
    """Regression: `reprot`, `comapre`, `dif`, `blam` and `chek` got "No such command" and no suggestion."""
    from click.testing import CliRunner

    from ir_explorer.cli.main import LAZY_COMMANDS, cli

    assert meant in LAZY_COMMANDS
    res = CliRunner().invoke(cli, [typo, "matmul"])
    assert res.exit_code == 2
    line = res.output.strip().splitlines()[-1]
    assert line.startswith(f"Error: no such command {typo!r}; did you mean ") and repr(meant) in line, line


# --- 7. conventions ---------------------------------------------------------------------------------------------

def test_version_names_the_triton_it_compiles_with(cli_env):
    """`--version` printed only ir-explorer's version; it names Triton's too, read without importing it."""
    from importlib.metadata import version

    res = run_cli(["--version"], cli_env)
    assert res.returncode == 0, res.stderr
    assert res.stdout.strip() == f"ir-explorer {version('ir-explorer')}, Triton {version('triton')}"


@pytest.mark.parametrize(("args", "env", "ansi"), [
    (["--color=always"], {}, True), (["--color", "never"], {"FORCE_COLOR": "1"}, False),
    ([], {"FORCE_COLOR": "1"}, True), ([], {"FORCE_COLOR": "1", "NO_COLOR": "1"}, False), ([], {}, False),
    (["--color=always", "--no-color"], {}, False)])
def test_color_option_and_force_color(compiled, cli_env, args, env, ansi):
    """`--color=always|never|auto` did not exist and FORCE_COLOR was ignored: piped output is coloured only when
    asked; NO_COLOR wins over FORCE_COLOR, and --color or --no-color over both."""
    compiled("matmul")
    res = run_cli(["report", "matmul", *args], {**cli_env, **env})
    assert res.returncode == 0, res.stderr
    assert ("\x1b[" in res.stdout) is ansi, res.stdout[:200]
    group = run_cli([*args[:1], "report", "matmul"], {**cli_env, **env}) if args[:1] != ["--color"] else None
    if group is not None and "--no-color" not in args:  # the group's --color works the same
        assert ("\x1b[" in group.stdout) is ansi, group.stderr


def test_bench_takes_no_color(cli_env):
    """Regression: `bench --no-color` answered "No such option"; it now reaches bench (no GPU here: one line)."""
    res = run_cli(["bench", "matmul", "--no-color", "--color", "never"], cli_env)
    assert "No such option" not in res.stderr
    assert res.returncode == 1 and res.stderr.strip().splitlines()[-1].startswith("error: bench needs a CUDA GPU"), \
        res.stderr


@pytest.mark.parametrize("args", [["list"], ["dump", "matmul", "-s", "ptx"], ["report", "matmul"],
                                  ["passes", "matmul"], ["check", "matmul", "--max-spills", "100000"],
                                  ["compare", "matmul"], ["blame", "matmul", "--op", "tt.dot"],
                                  ["diff", "matmul", "--targets", "cuda:90", "cuda:80", "-s", "ttir",
                                   "--summary-only"]])
def test_json_carries_a_schema_version_and_its_fields_are_documented(compiled, cli_env, args):
    """`--json` had no schema version and its fields were documented nowhere: each output starts with
    `schema_version`, and docs/json.md names every top-level field of each command's output."""
    compiled("matmul", "cuda:80")
    res = run_cli([*args, "--json"], cli_env)
    assert res.returncode == 0, res.stderr
    out = json.loads(res.stdout)
    assert next(iter(out)) == "schema_version" and out["schema_version"] == 1
    doc = (Path(__file__).resolve().parent.parent / "docs" / "json.md").read_text()
    section = doc.split(f"## `{args[0]}`", 1)[1].split("\n## ", 1)[0]
    fields = set(out) - {"schema_version"}
    rows = out.get("results") or []
    fields |= {k for r in rows[:1] for k in r} - {"kernel", "config_index", "target", "key", "failure"}
    missing = sorted(f for f in fields if f"`{f}`" not in section)
    assert not missing, f"docs/json.md, {args[0]}: {missing}"


# --- 5. report output ------------------------------------------------------------------------------------------

def test_report_errors_first_and_severity_filter(cli_env):
    """`cannot launch` (an error) came after every other kind's warnings; `--severity warn` did not exist."""
    args = ["report", "matmul", "--num-stages", "5", "-t", "cuda:86"]
    res = run_cli(args, cli_env)
    assert res.returncode == 0, res.stderr
    below = res.stdout.split("findings, errors first, then warnings:\n", 1)[1].splitlines()
    found = [line for line in below if not line.lstrip().startswith("↳")]  # the facts under a finding
    assert found[0].split()[0] == "error" and "cannot launch on cuda:86: 128 KiB of shared memory" in found[0]
    assert below[1].split() == ["↳", "metadata", "shared", "=", "131072"]  # what the error rests on
    assert [line.split()[0] for line in found] == sorted((line.split()[0] for line in found),
                                                          key=["error", "warn", "info"].index)
    warn = run_cli([*args, "--severity", "warn"], cli_env)
    lines = [line for line in warn.stdout.split("findings, errors first, then warnings:\n", 1)[1].splitlines()
             if not line.lstrip().startswith("↳")]
    assert "info" in {line.split()[0] for line in found}
    assert lines and {line.split()[0] for line in lines} <= {"error", "warn"}
    err = json.loads(run_cli([*args, "--severity", "error", "--json"], cli_env).stdout)
    assert [f["severity"] for f in err["results"][0]["findings"]] == ["error"]


def test_report_config_all_groups_shared_info_lines(cli_env):
    """With `--config all`, info lines every config had were printed once per config (148 lines for the four
    reference configs); now once, under the configs that share them. `ptx:161 (+51)` was unexplained: it reads
    `ptx:161 +51 lines`."""
    res = run_cli(["report", "matmul_autotuned", "--config", "all"], cli_env)
    assert res.returncode == 0, res.stderr
    out = res.stdout
    staged = "dot loop pipelined: 4 stages, 4 buffers (%a_39, %b_40)"  # configs 1 and 2 (num_stages=4)
    assert out.count(staged) == 1
    shared = out.split("== info lines shared by several configs", 1)[1]
    assert "configs 1, 2:\n  info  pipelining     ttgir              " + staged in shared
    per = json.loads(run_cli(["report", "matmul_autotuned", "--config", "all", "--json"], cli_env).stdout)
    assert [any(f["message"].startswith(staged) for f in r["findings"]) for r in per["results"]] == [
        False, True, True, False]
    # facts (a line under some) and warnings (one per config each, never shared) left out: no info line is printed
    # twice (a count of lines, < 142 once, stopped meaning that when each prologue copy's sector estimate began to
    # name the pointer its base is placed by, 4481696: those lines differ by copy, each true)
    infos = [line for line in out.splitlines() if line.startswith("  info")]
    assert len(per["results"]) == 4 and infos and len(infos) == len(set(infos))
    assert sum(line.startswith("  info") for line in shared.splitlines()) >= 2
    assert "(+" not in out and " +51 lines " in out


# --- 6. opened artifacts keep their source link ------------------------------------------------------------------

def test_a_trace_source_is_numbered_from_the_files_start_line(inputs, store):  # noqa: F811
    """Regression: a tritonparse trace holds only the kernel's lines (start_line 9 … end_line 17), and the source
    pane numbered them from 1, so every IR location (the file's line numbers) highlighted the last row. Each
    line the IR cites is now that line of the real file."""
    import re

    from test_inputs import _only, _trace

    real = (DATA / "ingest_kernels.py").read_text().splitlines()
    found = open_path(_trace(inputs), store)
    for comp in found.comps:
        rows = comp.python_source.read_bytes().decode().splitlines()
        cited = {int(n) for n in re.findall(r'ingest_kernels\.py":(\d+):', comp.stage("ttgir").text())}
        assert cited and min(cited) > 1
        for n in cited:
            assert rows[n - 1] == real[n - 1], (comp.kernel, n)
    assert _only(found, "dot_kernel").source_path.endswith("ingest_kernels.py")


# --- 8. captured kernels -------------------------------------------------------------------------------------

_TWIN = '''
import triton
import triton.language as tl

# as Inductor writes it: inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_mul_0'}
@triton.jit
def triton_(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=offs < n) * {scale}, mask=offs < n)
'''

_DRIVER = '''
import importlib.util, sys
import triton
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource
for path in sys.argv[1:]:
    spec = importlib.util.spec_from_file_location(path.rsplit("/", 1)[-1][:-3], path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    src = ASTSource(mod.triton_, {"x_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32", "BLOCK": "constexpr"},
                    {(3,): 128}, {(0,): [["tt.divisibility", 16]], (1,): [["tt.divisibility", 16]]})
    triton.compile(src, target=GPUTarget("cuda", 90, 32), options={"num_warps": 4, "num_stages": 2})
'''


@pytest.fixture(scope="module")
def twin_capture(tmp_path_factory):
    """Two generated files whose kernels share Inductor's name `triton_poi_fused_mul_0` (function `triton_`),
    captured into a fresh store: (environment, the two file stems)."""
    import os
    import sys

    from conftest import ROOT

    root = tmp_path_factory.mktemp("twins")
    stems = ["cqzc26z4u4abcdefghijklmnop", "cjfw65cin2abcdefghijklmnop"]
    files = []
    for n, stem in enumerate(stems):
        (root / f"{stem}.py").write_text(_TWIN.replace("{scale}", str(n + 2)))
        files.append(str(root / f"{stem}.py"))
    (root / "driver.py").write_text(_DRIVER)
    env = {**os.environ, "IR_EXPLORER_CACHE_DIR": str(root / "store"), "PYTHONPATH": str(ROOT)}
    res = run_cli(["capture", "--", sys.executable, str(root / "driver.py"), *files], env)
    assert res.returncode == 0, res.stderr
    return env, stems


def test_captured_names_are_full_and_listed(twin_capture):
    """`dump captured: --list` printed one kernel's TTGIR; names were cut short (`triton_@c2mhic6gkz`): the
    listing shows the kernels with their full names (Inductor's kernel_name, the whole file stem), targets and
    configs."""
    env, stems = twin_capture
    res = run_cli(["list", "--captured"], env)
    assert res.returncode == 0, res.stderr
    for stem in stems:
        assert f"captured:triton_poi_fused_mul_0@{stem}  (cuda:90; capture " in res.stdout, res.stdout
    assert res.stdout.count("    config: BLOCK=128 num_warps=4 num_stages=2") == 2
    assert res.stdout.count("    function triton_ in ") == 2
    listed = run_cli(["dump", "captured:", "--list"], env)
    assert listed.returncode == 0, listed.stderr
    assert listed.stdout.startswith("captured: (captured kernels): 2 compiled kernel(s)\n"), listed.stdout
    assert "tt.func" not in listed.stdout and all(f"triton_poi_fused_mul_0@{s}" in listed.stdout for s in stems)
    data = json.loads(run_cli(["list", "--captured", "--json"], env).stdout)
    assert sorted(k["name"] for k in data["captured"]) == sorted(f"triton_poi_fused_mul_0@{s}" for s in stems)


def test_an_ambiguous_captured_name_says_so(twin_capture):
    """A name two captures share got "no captured kernel 'X'; captured kernels: … X@a, X@b": it says the name is
    ambiguous and lists the captures with what tells them apart; each full name opens its own kernel."""
    env, stems = twin_capture
    res = run_cli(["dump", "captured:triton_poi_fused_mul_0", "-s", "ttir"], env)
    assert res.returncode == 2
    line = res.stderr.strip().splitlines()[-1]
    assert line.startswith("error: captured kernel name 'triton_poi_fused_mul_0' is ambiguous: 2 kernels"), line
    assert all(f"captured:triton_poi_fused_mul_0@{s} (cuda:90: BLOCK=128 num_warps=4 num_stages=2)" in line
               for s in stems), line
    texts = [run_cli(["dump", f"captured:triton_poi_fused_mul_0@{s}", "-s", "ttir"], env) for s in stems]
    assert all(t.returncode == 0 for t in texts), texts[0].stderr
    assert "2.000000e+00" in texts[0].stdout and "3.000000e+00" in texts[1].stdout


def test_autotune_times_are_listed(tmp_path):
    """`list --captured` gives each kernel's autotune times (Triton's autotuner under the interpreter)."""
    import os
    import sys

    pytest.importorskip("torch")
    from conftest import ROOT

    env = {**os.environ, "IR_EXPLORER_CACHE_DIR": str(tmp_path), "PYTHONPATH": str(ROOT), "TRITON_INTERPRET": "1"}
    res = run_cli(["capture", "--", sys.executable, str(DATA / "capture_program.py"), "autotune"], env)
    assert res.returncode == 0, res.stderr
    listed = run_cli(["list", "--captured", "--json"], env)
    (run,) = json.loads(listed.stdout)["autotune"]
    assert run["kernel"] == "scale_kernel_tuned" and len(run["timings"]) == 2, run
    assert {t["ms"] for t in run["timings"]} == {1.0}  # the program's own do_bench answers 1.0
    text = run_cli(["list", "--captured"], env).stdout
    assert f"autotune (triton.autotune) scale_kernel_tuned in capture {run['capture']}: 2 choices, best " in text
    assert text.count("    1.0000 ms  ") == 2, text


def test_report_on_a_cache_entry_gives_registers_from_its_cubin(inputs, cli_env, tmp_path):  # noqa: F811
    """Regression: `report` on a Triton cache entry had no register count (no ptxas log there); it reads the
    entry's cubin, and agrees with ptxas run on the entry's own PTX."""
    import re
    import subprocess

    from ir_explorer.capture.disassemble import find_nvidia_tool

    res = run_cli(["report", str(inputs / "cache"), "--kernel", "dot_kernel", "--json"], cli_env)
    assert res.returncode == 0, res.stderr
    (row,) = json.loads(res.stdout)["results"]
    (ptx,) = (inputs / "cache").glob("*/dot_kernel.ptx")
    arch = re.search(r"^\.target (sm_\w+)", ptx.read_text(), re.M).group(1)
    ptxas = Path(str(find_nvidia_tool("ptxas"))).with_name("ptxas-blackwell")  # the one that reads PTX 9.x
    log = subprocess.run([str(ptxas), "-v", f"--gpu-name={arch}", str(ptx), "-o", str(tmp_path / "x.cubin")],
                         capture_output=True, text=True, timeout=120)
    regs = int(re.search(r"Used (\d+) registers", log.stdout + log.stderr).group(1))
    assert row["metrics"]["registers"] == regs
    assert f"{regs} registers/thread" in row["summary"]["registers"]


def test_a_tritonparse_folder_is_listed_as_tritonparse(inputs, cli_env):  # noqa: F811
    """Regression: a folder of tritonparse traces was listed as "(triton-cache)"."""
    from test_inputs import _trace

    folder = _trace(inputs).parent
    res = run_cli(["dump", str(folder), "--list"], cli_env)
    assert res.returncode == 0, res.stderr
    assert res.stdout.startswith(f"{folder} (tritonparse): 2 compiled kernel(s)\n"), res.stdout
    assert json.loads(run_cli(["dump", str(folder), "--list", "--json"], cli_env).stdout)["kind"] == "tritonparse"
    cache = json.loads(run_cli(["dump", str(inputs / "cache"), "--list", "--json"], cli_env).stdout)
    assert cache["kind"] == "triton-cache"


def test_shell_completion_works_as_the_readme_says(cli_env):
    """The README documents click's completion (`_IR_EXPLORER_COMPLETE=bash_source ir-explorer`): the script
    it prints completes command names."""
    import subprocess
    import sys

    entry = [sys.executable, "-c", "from ir_explorer.cli.entry import main; main()"]
    script = subprocess.run(entry, env={**cli_env, "_IR_EXPLORER_COMPLETE": "bash_source"}, capture_output=True,
                            text=True, timeout=60)
    assert "_ir_explorer_completion()" in script.stdout, script.stderr
    words = subprocess.run(entry, env={**cli_env, "_IR_EXPLORER_COMPLETE": "bash_complete",
                                       "COMP_WORDS": "ir-explorer rep", "COMP_CWORD": "1"},
                           capture_output=True, text=True, timeout=60)
    assert words.stdout.split() == ["plain,report", "plain,repro"], words.stderr
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text()
    assert 'eval "$(_IR_EXPLORER_COMPLETE=bash_source ir-explorer)"' in readme


def test_a_cache_entry_shows_its_python_source_where_the_input_holds_it(tmp_path, store):
    """Issue 19: a Triton cache entry had no Python source. Where the folder opened holds the file the IR names
    (Inductor keeps its generated kernels beside the Triton cache), that file is the source; a file outside it is
    named but never read (the IR's path is data from the input)."""
    import os
    import shutil
    import subprocess
    import sys

    root = tmp_path / "cache"  # a Triton cache that also holds the kernel's file (src/ is no entry)
    (root / "src").mkdir(parents=True)
    for name in ("compile_inputs.py", "ingest_kernels.py", "failing_kernels.py"):
        shutil.copy(DATA / name, root / "src" / name)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TRITON_", "MLIR_", "LLVM_"))}
    proc = subprocess.run([sys.executable, str(root / "src" / "compile_inputs.py"), "dot_kernel"],
                          env={**env, "TRITON_CACHE_DIR": str(root)}, capture_output=True, text=True,
                          timeout=600)
    assert proc.returncode == 0, proc.stderr[-2000:]
    (comp,) = open_path(root, store).comps
    assert comp.source_path == str(root / "src" / "ingest_kernels.py")
    assert comp.python_source.read_bytes().decode() == (root / "src" / "ingest_kernels.py").read_text()
    (entry,) = (p.parent for p in root.glob("*/dot_kernel.ttir"))
    from ir_explorer.core.store import Store

    fresh = Store(tmp_path / "store")  # the session store serves the entry as first read, with its source
    (inner,) = open_path(entry, fresh).comps  # one entry's folder: the file is outside it, so it is not read
    assert inner.python_source is None and inner.source_path == str(root / "src" / "ingest_kernels.py")


def test_a_folder_of_caches_names_its_caches(cli_env):
    """A newcomer's first try: the folder of per-release caches instead of one cache said only 'no kernel
    found'. It names the cache folders it holds, and one to give."""
    result = run_cli(["dump", str(DATA / "triton_caches"), "--list"], cli_env)
    assert result.returncode == 2
    assert result.stderr.strip() == (
        f"error: {DATA / 'triton_caches'}: no kernel found: it holds 4 folder(s) of Triton cache entries (3.0.0, "
        f"3.2.0, 3.4.0, 3.6.0); give one of them, e.g. {DATA / 'triton_caches' / '3.0.0'}")


def test_unknown_constexpr_of_a_bundled_kernel_is_an_error(cli_env):
    """Newcomer trial: `dump matmul --constexpr BLOCK_Q=64` exited 0 and compiled the plain matmul (the name reached
    the worker as an autotune-style option, which the backend ignored). Now one line naming the parameters."""
    result = run_cli(["dump", "matmul", "--constexpr", "BLOCK_Q=64", "-s", "ttgir"], cli_env)
    assert result.returncode == 2
    assert result.stderr.strip().splitlines()[-1].startswith(
        "error: matmul has no parameter 'BLOCK_Q' for --constexpr (its parameters: a_ptr, b_ptr, c_ptr, M, N, K,")
    assert "did you mean" in result.stderr
