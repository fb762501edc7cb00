"""Compile the IR someone posted (issue 18 item 5): ``dump|report|passes FILE.ttgir|FILE.ttir -t TARGET`` runs the
rest of the pipeline from that IR (``triton.compile(path)``: Triton's ``IRSource``), in a worker."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import run_cli
from test_toolchains import OTHER, toolchain_dir  # noqa: F401  # the session's Triton 3.6.0 toolchain

from ir_explorer.capture.stages import stage_text


@pytest.fixture(scope="module")
def matmul_files(compiled, store, tmp_path_factory) -> tuple[Path, Path, str]:
    """matmul config 0 on cuda:90 (num_warps=8): its TTGIR and TTIR as files, and its PTX."""
    comp = compiled("matmul", "cuda:90", 0)
    folder = tmp_path_factory.mktemp("posted")
    ttgir, ttir = folder / "matmul.ttgir", folder / "matmul.ttir"
    ttgir.write_text(stage_text(comp, "ttgir", store))
    ttir.write_text(stage_text(comp, "ttir", store))
    return ttgir, ttir, stage_text(comp, "ptx", store)


def test_ttgir_file_gives_the_original_ptx(matmul_files, cli_env):
    """The TTGIR of a real compile, compiled on from the file: the same PTX, byte for byte."""
    ttgir, _, ptx = matmul_files
    result = run_cli(["dump", str(ttgir), "-t", "cuda:90", "-s", "ptx"], cli_env)
    assert result.returncode == 0, result.stderr
    assert result.stdout == ptx


def test_ttir_file_with_its_num_warps_gives_the_original_ptx(matmul_files, cli_env):
    _, ttir, ptx = matmul_files
    result = run_cli(["dump", str(ttir), "-t", "cuda:90", "--num-warps", "8", "-s", "ptx"], cli_env)
    assert result.returncode == 0, result.stderr
    assert result.stdout == ptx


def test_report_and_passes_on_a_ttgir_file(matmul_files, cli_env):
    ttgir, _, _ = matmul_files
    report = run_cli(["report", str(ttgir), "-t", "cuda:90", "--json"], cli_env)
    assert report.returncode == 0, report.stderr
    [row] = json.loads(report.stdout)["results"]
    metrics = row["metrics"]
    assert metrics["mma_instructions"] == {"wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16": 4}
    assert metrics["registers"] == 108
    passes = run_cli(["passes", str(ttgir), "-t", "cuda:90", "--json"], cli_env)
    assert passes.returncode == 0, passes.stderr
    names = [p["name"] for p in json.loads(passes.stdout)["results"][0]["passes"]]
    assert "ConvertTritonGPUToLLVM" in names and "TritonGPUAccelerateMatmul" not in names  # make_llir's only


def test_ttgir_that_does_not_parse_gives_the_mlir_diagnostic(matmul_files, cli_env, tmp_path):
    ttgir, _, _ = matmul_files
    lines = ttgir.read_text().splitlines()
    n = next(i for i, ln in enumerate(lines, 1) if "ttng.warp_group_dot " in ln)
    lines[n - 1] = lines[n - 1].replace("ttng.warp_group_dot ", "ttng.warp_group_dott ", 1)
    bad = tmp_path / "bad.ttgir"
    bad.write_text("\n".join(lines) + "\n")
    result = run_cli(["dump", str(bad), "-t", "cuda:90", "-s", "ptx"], cli_env)
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert f"frontend error at {bad}:{n}: custom op 'ttng.warp_group_dott' is unknown (column" in result.stderr


def test_ttgir_that_fails_the_verifier_gives_its_diagnostic(matmul_files, cli_env, tmp_path):
    """Regression (issue 24 item 6): posted IR that parses but fails MLIR's verifier said only "Parse MLIR file
    failed." (Triton's RuntimeError), though MLIR printed the diagnostic at the op's own location, a named one
    (``loc("offs"("matmul.py":…))``) that the parse-error pattern missed. Now the error is MLIR's diagnostic, both
    of its lines. The op's location names a file outside the posted one: that file is never read (a posted
    ``loc("/secret.py":1:1)`` must not print the secret's first line)."""
    ttgir, _, _ = matmul_files
    secret = tmp_path / "secret.py"
    secret.write_text("TOKEN = 'never-printed-4821'\n")
    text = ttgir.read_text()
    kernel_file = text.split('#loc = loc("', 1)[1].split('"', 1)[0]  # the kernels/matmul.py the locations name
    text = text.replace("warpsPerCTA = [8, 1], order", "warpsPerCTA = [2, 1], order", 1)
    bad = tmp_path / "unverified.ttgir"
    bad.write_text(text.replace(f'"{kernel_file}"', f'"{secret}"'))
    result = run_cli(["dump", str(bad), "-t", "cuda:90", "-s", "ptx"], cli_env)
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert "Parse MLIR file failed" not in result.stderr
    error = next(line for line in result.stderr.splitlines() if line.startswith("error: "))
    assert f"frontend error at {secret}:" in error
    assert ": Result has an invalid layout: #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 8], " \
           "threadsPerWarp = [2, 16], warpsPerCTA = [2, 1], order = [1, 0]}>}>. Layout has 2 warps per CTA" in error
    report = run_cli(["dump", str(bad), "-t", "cuda:90", "--json"], cli_env)
    failure = json.loads(report.stdout)["results"][0]["failure"]
    assert failure["message"].endswith("Layout has 2 warps per CTA, but the context requires 8 warps per CTA. "
                                       "(column 32; MLIR's diagnostic)"), failure["message"]
    assert failure["python_line"] is None  # the secret's line was not read
    assert "never-printed-4821" not in result.stdout + result.stderr


def test_python_options_are_refused_for_an_ir_file(matmul_files, cli_env):
    ttgir, _, _ = matmul_files
    result = run_cli(["dump", str(ttgir), "-t", "cuda:90", "--constexpr", "BLOCK_M=64"], cli_env)
    assert result.returncode == 2
    assert "--constexpr describes Python source; an IR file holds its specialization already" in result.stderr
    warps = run_cli(["dump", str(ttgir), "-t", "cuda:90", "--num-warps", "4"], cli_env)
    assert warps.returncode == 2
    assert "--num-warps is fixed by the TTGIR module's ttg.num-warps attribute" in warps.stderr
    _, ttir, _ = matmul_files  # issue 28: a sweep on an IR file compiled its first value only, silently
    swept = run_cli(["dump", str(ttir), "-t", "cuda:90", "--num-stages", "3,4"], cli_env)
    assert swept.returncode == 2 and "an IR file compiles as one config: give --num-stages one value" in swept.stderr


def test_without_a_target_an_ir_file_is_read_as_it_is(matmul_files, cli_env):
    """No -t: the file is shown as it is (a PATH to read), not compiled."""
    ttgir, _, _ = matmul_files
    result = run_cli(["dump", str(ttgir), "-s", "ttgir"], cli_env)
    assert result.returncode == 0, result.stderr
    assert result.stdout == ttgir.read_text()


def test_a_symlink_to_python_is_parsed_as_mlir_never_imported(cli_env, tmp_path, toolchain_dir):  # noqa: F811
    """Issue 24 item 2: `dump issue.ttgir -t cuda:90`, with issue.ttgir a symlink to a .py file holding a line
    `tt.func public @k(`, imported and ran that Python file (8 commands compile on from IR this way). The file is
    what its name says: its text is compiled as TTGIR (MLIR's parser rejects the Python, naming the file given), and
    a symlink out of its folder is not followed."""
    marker = tmp_path / "RAN"
    (tmp_path / "evil.py").write_text(f"open({str(marker)!r}, 'w').write('ran')\nX = '''\ntt.func public @k(\n'''\n")
    (tmp_path / "issue.ttgir").symlink_to("evil.py")
    result = run_cli(["dump", str(tmp_path / "issue.ttgir"), "-t", "cuda:90"], cli_env)
    assert not marker.exists()
    assert result.returncode == 1, result.stderr
    assert (f"issue.ttgir:k [config 0: num_warps=4 num_stages=3 (CUDA's default)] on cuda:90: frontend error at "
            f"{tmp_path / 'issue.ttgir'}:1: custom op 'open' is unknown") in result.stderr
    from ir_explorer.capture import toolchains

    older = run_cli(["dump", str(tmp_path / "issue.ttgir"), "-t", "cuda:90", "--triton", OTHER],
                    {**cli_env, toolchains.ROOT_ENV: str(toolchain_dir)})  # a worker of another release
    assert not marker.exists()
    assert older.returncode == 1 and "custom op 'open' is unknown" in older.stderr, older.stderr
    secret = tmp_path / "elsewhere" / "secret.ttgir"
    secret.parent.mkdir()
    secret.write_text("tt.func public @k(SECRET-LINE\n")
    posted = tmp_path / "posted"
    posted.mkdir()
    (posted / "out.ttgir").symlink_to(secret)
    result = run_cli(["dump", str(posted / "out.ttgir"), "-t", "cuda:90"], cli_env)
    assert result.returncode == 2 and "SECRET-LINE" not in result.stdout + result.stderr
    assert f"out.ttgir: a symlink to {secret}, outside {posted}; not followed" in result.stderr


def test_posted_ir_locations_name_files_that_are_never_read(compiled, store, cli_env, tmp_path):
    """Issue 24 item 3: the files an IR's source locations name are the poster's claim. A posted TTGIR whose
    loc(...) paths name a file elsewhere on this machine, compiled here with -t: selfcheck counts the statements
    citing it unchecked and prints none of its lines (it read every file the locations named)."""
    comp = compiled("gelu", "cuda:90", 0)
    ttgir = stage_text(comp, "ttgir", store)
    kernel_file = comp.source_path
    assert f'loc("{kernel_file}"' in ttgir
    secret = tmp_path / "elsewhere" / "gelu.py"
    secret.parent.mkdir()
    secret.write_text("".join(f"SECRET_{i} = {i}  # never to be printed\n" for i in range(200)))
    posted = tmp_path / "posted" / "gelu.ttgir"
    posted.parent.mkdir()
    posted.write_text(ttgir.replace(kernel_file, str(secret)))
    result = run_cli(["selfcheck", str(posted), "-t", "cuda:90", "--json"], cli_env)
    assert result.returncode in (0, 1), result.stderr
    assert "SECRET_" not in result.stdout + result.stderr
    [row] = json.loads(result.stdout)["results"]
    assert row["unchecked"] > 0


@pytest.fixture(scope="module")
def before_pipeline(compiled, store, tmp_path_factory) -> tuple[Path, str]:
    """matmul's TTGIR as it was before Triton's tritongpu-pipeline pass (from the session's pass dump of matmul on
    cuda:90, preloaded), as a posted file, and matmul's PTX."""
    from ir_explorer.capture.stages import load_passes, pass_after

    comp = compiled("matmul", "cuda:90", 0, True)
    dumps, _ = load_passes(comp, store)
    index = next(p.index for p in dumps if p.arg.startswith("tritongpu-pipeline"))
    path = tmp_path_factory.mktemp("passes-from") / "before-pipeline.ttgir"
    path.write_text(pass_after(comp, store, str(index - 1)).text)
    return path, stage_text(comp, "ptx", store)


def test_passes_from_runs_make_ttgir_from_the_named_pass(before_pipeline, cli_env):
    """Issue 24 item 6: a posted-IR compile skipped make_ttir and make_ttgir and nothing said so; and with no
    triton-opt in the wheel, no TTGIR pass could be run on posted IR. Now the notes say which stages ran, and
    --passes-from tritongpu-pipeline runs make_ttgir's passes from that one on with Triton's own bindings: the TTGIR
    from before the pipeliner gives matmul's PTX byte for byte (without it, the unpipelined loop gives other PTX)."""
    path, ptx = before_pipeline
    plain = run_cli(["dump", str(path), "-t", "cuda:90", "-s", "ptx"], cli_env)
    assert plain.returncode == 0, plain.stderr
    assert plain.stdout != ptx
    assert (f"note: {path.name} on cuda:90: Triton's make_ttir and make_ttgir did not run on it (the file is their "
            "output); --passes-from NAME runs make_ttgir's passes on it from pass NAME on") in plain.stderr
    assert f"note: {path.name} on cuda:90: the stages that ran: make_llir, make_ptx, make_cubin" in plain.stderr
    piped = run_cli(["dump", str(path), "-t", "cuda:90", "-s", "ptx", "--passes-from", "tritongpu-pipeline"], cli_env)
    assert piped.returncode == 0, piped.stderr
    assert piped.stdout == ptx
    said = next(line for line in piped.stderr.splitlines() if "make_ttgir ran" in line)
    ran = said.split("): ", 1)[1].split(", ")
    assert said.startswith(f"note: {path.name} on cuda:90: make_ttir did not run; make_ttgir ran {len(ran)} of its "
                           "passes, from tritongpu-pipeline on (not the ")
    assert ran[0] == "tritongpu-pipeline"
    assert "tritongpu-coalesce" not in ran and "convert-triton-to-tritongpu" not in ran


def test_passes_from_a_name_make_ttgir_lacks_lists_its_passes(before_pipeline, cli_env):
    path, _ = before_pipeline
    result = run_cli(["dump", str(path), "-t", "cuda:90", "--passes-from", "tritongpu-pipeliner"], cli_env)
    assert result.returncode == 2 and "Traceback" not in result.stderr
    line = result.stderr.strip().splitlines()[-1]
    assert line.startswith(f"error: {path.name}: --passes-from: no make_ttgir pass is named 'tritongpu-pipeliner' "
                           "for this target; its passes: convert-triton-to-tritongpu, tritongpu-coalesce, "), line
    assert "tritongpu-pipeline," in line


@pytest.mark.parametrize(("args", "message"), [
    (["matmul"], "--passes-from runs make_ttgir's passes on a posted TTGIR file (FILE.ttgir -t TARGET)"),
    (["{ttir}", "-t", "cuda:90"], "--passes-from runs make_ttgir's passes on TTGIR; matmul.ttir is TTIR"),
])
def test_passes_from_is_for_posted_ttgir_only(matmul_files, cli_env, args, message):
    _, ttir, _ = matmul_files
    result = run_cli(["dump", *[a.format(ttir=ttir) for a in args], "--passes-from", "pipeline"], cli_env)
    assert result.returncode == 2
    assert message in result.stderr.strip().splitlines()[-1]


def test_pipeline_names_reads_get_pipeline_str():
    """The pass names of a pass manager's pipeline text (Triton 3.9's get_pipeline_str), options dropped."""
    from ir_explorer.capture.passes_from import matches, pipeline_names

    text = ("any(tritongpu-coalesce,canonicalize{cse-between-iterations=false    max-iterations=10 "
            "region-simplify=normal},tritongpu-pipeline{dump-intermediate-steps=false num-stages=3},"
            "builtin.module(triton-nvidia-gpu-fence-insertion{compute-capability=90}))")
    assert pipeline_names(text) == ["tritongpu-coalesce", "canonicalize", "tritongpu-pipeline",
                                    "triton-nvidia-gpu-fence-insertion"]
    assert pipeline_names("any()") == []
    assert matches("tritongpu-pipeline", "pipeline") and matches("tritongpu-pipeline", "TritonGPU-Pipeline")
    assert not matches("tritongpu-pipeline", "line") and not matches("tritongpu-pipeline", "tritongpu")
