"""Users' kernel files as projects write them: autotune + heuristics, constexprs of any type,
``do_not_specialize``, example arguments, GPU calls at import, kernels written for an older Triton."""

from __future__ import annotations

import json
import os
from importlib.util import find_spec
from pathlib import Path

import pytest
from conftest import DATA, run_cli

from ir_explorer.capture.compiles import Request as CompileRequest
from ir_explorer.capture.compiles import compile_all, inspect_kernel, triton_version
from ir_explorer.capture.kernel_files import parse_arg, parse_value, user_kernel
from ir_explorer.capture.select import resolve_kernel
from ir_explorer.core.errors import UsageError
from ir_explorer.core.model import DTypeValue, ScalarArg, Target, TensorArg
from ir_explorer.ir.diagnostics import version_hint

REAL = str(DATA / "real_world_kernels.py")
GPU_AT_IMPORT = str(DATA / "gpu_at_import.py")
OLD = str(DATA / "old_triton_kernels.py")
BENCH_AT_IMPORT = str(DATA / "bench_at_import.py")
BIAS_ACT_ARGS = ["--arg", "x_ptr=fp32[4096]", "--arg", "bias_ptr=None", "--arg", "out_ptr=fp16[4096]",
                 "--arg", "n_elements=4096"]


def _ttir(r) -> list[tuple[str, dict, str]]:
    """``(target, config, TTIR)`` of each result of ``dump --json --stage ttir``."""
    assert r.returncode == 0, r.stderr
    return [(row["target"], row["config"], row["text"]) for row in json.loads(r.stdout)["results"]]


def _amd_compiles() -> bool:
    """Triton before 3.9 imports torch to specialize arguments for AMD (the 3.6 venv has none)."""
    return find_spec("torch") is not None or _triton_at_least(3, 9)


def _triton_at_least(major: int, minor: int) -> bool:
    return tuple(int(x) for x in triton_version().split(".")[:2]) >= (major, minor)


def _describer(store):
    def describe(path, function, args, constexprs):
        return inspect_kernel(path, function, args, constexprs, False, Target.parse("cuda:90"), store)

    return describe


# ------------------------------------------------------------------ grammar (no compiles)


@pytest.mark.parametrize(("text", "value"), [
    ("128", 128), ("0x80", 128), ("1_024", 1024), ("0.125", 0.125), ("1e-6", 1e-6), ("True", True),
    ("false", False), ("None", None), ("leaky_relu", "leaky_relu"), ("'leaky_relu'", "leaky_relu"),
    ('"None"', "None"), ("'fp16'", "fp16"), ("fp16", DTypeValue("fp16")), ("tl.float16", DTypeValue("fp16")),
    ("triton.language.bfloat16", DTypeValue("bf16")), ("int32", DTypeValue("i32")), ("tl.float8e4nv",
                                                                                      DTypeValue("fp8e4nv")),
])
def test_constexpr_value_grammar(text, value):
    assert parse_value(text) == value and type(parse_value(text)) is type(value)


def test_constexpr_dtype_that_does_not_exist_is_refused():
    with pytest.raises(UsageError, match="tl.float17 is not a triton.language dtype"):
        parse_value("tl.float17")


def test_example_argument_grammar():
    assert parse_arg("a=fp16[4096,4096]") == TensorArg("a", "fp16", (4096, 4096))
    assert parse_arg("b=bfloat16[64,32]:strides=1,64") == TensorArg("b", "bf16", (64, 32), (1, 64))
    assert parse_arg("x=tl.float32[1000]:align=4") == TensorArg("x", "fp32", (1000,), None, 4)
    assert parse_arg("M=4096") == ScalarArg("M", 4096)
    assert parse_arg("scale=0.5") == ScalarArg("scale", 0.5)
    assert parse_arg("bias=None") == ScalarArg("bias", None)
    for bad, message in [("a=fp17[4]", "unknown dtype 'fp17'"), ("a=fp16[4,4]:strides=1", "1 strides for 2"),
                         ("a=fp16[4]:pad=2", "unknown option 'pad'"), ("4096", "NAME=VALUE"),
                         ("a=fp16[x]", "the shape must be integers")]:
        with pytest.raises(UsageError, match=message):
            parse_arg(bad)


def test_version_hints_name_the_triton_version():
    hint = version_hint("Block pointers have been removed in favor of the tensor descriptor API")
    assert hint is not None and hint.startswith("Triton 3.9:") and "tl.make_tensor_descriptor" in hint
    hint = version_hint("Expected a 32-bit integer; add a `.to(tl.int32)` to convert the value")
    assert hint is not None and "offsets must be int32" in hint
    assert version_hint("Block pointers only support 32 bit `offsets/block_shape`, add a `.to(tl.int32)`") == hint
    assert version_hint("some other error") is None


# ------------------------------------------------------------------ describe: the file is read in a worker


def test_describe_reads_params_configs_and_heuristics_from_triton(store):
    info = inspect_kernel(Path(REAL), "bias_act_kernel", (TensorArg("x_ptr", "fp32", (1000,)),
                                                           ScalarArg("n_elements", 1000)), {},
                           False, Target.parse("cuda:90"), store)
    assert [p["name"] for p in info["params"] if p["constexpr"]] == ["ACTIVATION", "OUT_DTYPE", "BLOCK_SIZE", "EVEN",
                                                                      "ALPHA", "CLAMP"]
    assert [p["name"] for p in info["params"] if p["default"]] == ["ALPHA", "CLAMP"]
    # n_elements=1000: early_config_prune keeps only the 256 block
    assert [(c["constexprs"], c["num_warps"], c["num_stages"]) for c in info["configs"]] == [
        ({"BLOCK_SIZE": 256}, 4, 3)]
    assert info["heuristics"] == ["EVEN"]
    assert info["notes"] == ["autotune key: n_elements", "prune_configs_by kept 1 of 3 configs",
                             "triton.heuristics computes: EVEN"]
    dns = inspect_kernel(Path(REAL), "copy_kernel_dns", (), {}, False, Target.parse("cuda:90"), store)
    assert [p["name"] for p in dns["params"] if p["do_not_specialize"]] == ["n"]


def test_perf_model_top_k_prunes_and_a_pruner_needing_a_gpu_keeps_every_config(store):
    args = (TensorArg("x_ptr", "fp32", (4096,)), TensorArg("y_ptr", "fp32", (4096,)), ScalarArg("n", 4096))
    cuda90 = Target.parse("cuda:90")
    modelled = inspect_kernel(Path(REAL), "copy_kernel_modelled", args, {}, False, cuda90, store)
    assert [c["constexprs"]["BLOCK"] for c in modelled["configs"]] == [1024, 512]  # fastest first, as Triton sorts
    assert "prune_configs_by kept 2 of 4 configs" in modelled["notes"]
    if os.path.exists("/dev/nvidiactl") or os.path.exists("/dev/kfd"):
        return  # with a GPU the pruner just works
    pruned = inspect_kernel(Path(REAL), "copy_kernel_gpu_pruned", args, {}, False, cuda90, store)
    assert [c["constexprs"]["BLOCK"] for c in pruned["configs"]] == [128, 256, 512, 1024]
    assert any(n.startswith("prune_configs_by raised RuntimeError: ") and n.endswith("(it may need a GPU); kept all "
                                                                                     "4 configs")
               for n in pruned["notes"]), pruned["notes"]
    stubbed = inspect_kernel(Path(REAL), "copy_kernel_gpu_pruned", args, {}, True, cuda90, store)
    assert [c["constexprs"]["BLOCK"] for c in stubbed["configs"]] == [128]  # 132 SMs // 100 under the H100 stub


def test_user_kernel_mistakes_get_one_line_listing_the_parameters(store):
    describe = _describer(store)
    ref = f"{REAL}:copy_kernel"
    with pytest.raises(UsageError, match=r"no value for parameter\(s\) y_ptr, n of copy_kernel: give example "
                                         r"arguments.*its parameters: x_ptr, y_ptr, n, BLOCK: tl.constexpr"):
        user_kernel(ref, None, ["x_ptr=fp32[64]"], None, None, {"BLOCK": 64}, describe)
    # Newcomer trial: a missing constexpr was told to come as --arg; it comes as --constexpr.
    with pytest.raises(UsageError, match=r"^no value for tl.constexpr\(s\) BLOCK of copy_kernel: pass --constexpr "
                                         r"BLOCK=VALUE; its parameters: x_ptr, y_ptr, n, BLOCK: tl.constexpr$"):
        user_kernel(ref, None, ["x_ptr=fp32[64]", "y_ptr=fp32[64]", "n=64"], None, None, {}, describe)
    with pytest.raises(UsageError, match=r"no value for parameter\(s\) y_ptr and tl.constexpr\(s\) BLOCK of "
                                         r"copy_kernel: give example arguments, .*; pass --constexpr BLOCK=VALUE;"):
        user_kernel(ref, None, ["x_ptr=fp32[64]", "n=64"], None, None, {}, describe)
    with pytest.raises(UsageError, match="copy_kernel has no parameter 'z'; its parameters: x_ptr, y_ptr, n, BLOCK"):
        user_kernel(ref, None, ["z=4"], None, None, {}, describe)
    with pytest.raises(UsageError, match="n is not a tl.constexpr"):
        user_kernel(ref, None, ["n=relu"], None, None, {}, describe)
    # Trial 11d M2: a --constexpr for a plain parameter compiled it as a runtime i32 while the config line listed it
    # among the constexprs
    with pytest.raises(UsageError, match=r"^--constexpr n=64: n is not a tl.constexpr of copy_kernel; give it with "
                                         r"--arg n=VALUE$"):
        user_kernel(ref, None, ["x_ptr=fp32[64]", "y_ptr=fp32[64]"], None, None, {"n": 64, "BLOCK": 64}, describe)
    with pytest.raises(UsageError, match="either as --arg NAME=SPEC or as --signature"):
        user_kernel(ref, "*fp32:16", ["n=4"], None, None, {}, describe)
    with pytest.raises(UsageError, match="has no kernel 'nope'; its @triton.jit kernels: bias_act_kernel"):
        user_kernel(f"{REAL}:nope", None, [], None, None, {}, describe)


def test_resolve_kernel_takes_the_kernel_file_options_as_parameters(store):
    """Newcomer trial: resolve_kernel read --arg and --no-import-side-effects from click's ctx.meta, so called
    from Python (the TUI, checks, a script) the example arguments were silently dropped."""
    spec = resolve_kernel(f"{REAL}:copy_kernel", None, None, None, ["BLOCK=64"],
                          arg_specs=["x_ptr=fp32[64]", "y_ptr=fp32[64]", "n=64"], store=store)
    assert [a.name for a in spec.args] == ["x_ptr", "y_ptr", "n"] and spec.configs[0].constexprs == (("BLOCK", 64),)
    with pytest.raises(UsageError, match="--signature, --arg and --no-import-side-effects are for your own kernels"):
        resolve_kernel("gelu", None, None, None, (), arg_specs=["x=fp32[64]"])


# ------------------------------------------------------------------ compiles


def test_autotune_heuristics_and_string_constexpr_compile_for_all_targets(cli_env, tmp_path):
    """Every config the decorator keeps after prune_configs_by, on cuda:80, cuda:90 and hip:gfx942; the
    heuristic EVEN (4096 % BLOCK_SIZE == 0) drops the masks. A cached run does not import the file again."""
    env = {**cli_env, "IRX_TEST_IMPORT_LOG": str(tmp_path / "imports.log")}
    targets = ["cuda:80", "cuda:90"] + (["hip:gfx942"] if _amd_compiles() else [])
    cmd = ["dump", f"{REAL}:bias_act_kernel", *BIAS_ACT_ARGS, "--constexpr", "ACTIVATION=relu", "--constexpr",
           "OUT_DTYPE=fp16", "-c", "all", *[a for t in targets for a in ("-t", t)], "--stage", "ttir", "--json",
           "-j", "2"]
    r = run_cli(cmd, env)
    results = _ttir(r)
    assert [(t, c["constexprs"]["BLOCK_SIZE"], c["num_warps"], c["options"]) for t, c, _ in results] == [
        (t, b, w, o) for t in targets for b, w, o in ((256, 4, {}), (1024, 8, {"maxnreg": 128}))]
    for _, config, ttir in results:
        block = config["constexprs"]["BLOCK_SIZE"]
        assert f"tensor<{block}xf32>" in ttir and "arith.maxnumf" in ttir  # ACTIVATION == "relu"
        assert "arith.cmpi slt" not in ttir  # EVEN: no bounds mask
        assert ttir.count("tt.load") == 1  # bias_ptr=None: its load is gone
    assert "note: bias_act_kernel: prune_configs_by kept 2 of 3 configs" in r.stderr
    assert "note: bias_act_kernel: autotune key: n_elements" in r.stderr
    assert "note: bias_act_kernel: pre_hook of config(s) 1 ignored: it runs on the GPU before each launch" in r.stderr
    imports = (tmp_path / "imports.log").read_text()
    again = run_cli(cmd, env)
    assert _ttir(again) == results
    assert (tmp_path / "imports.log").read_text() == imports  # served from the store: no import, no compile


def test_constexprs_of_every_type_reach_the_ttir(cli_env):
    r = run_cli(["dump", f"{REAL}:bias_act_kernel", *BIAS_ACT_ARGS, "--constexpr", "ACTIVATION=leaky_relu",
                 "--constexpr", "OUT_DTYPE=tl.float16", "--constexpr", "ALPHA=0.125", "--constexpr", "CLAMP=True",
                 "--stage", "ttir", "--json"], cli_env)
    [(_, config, ttir)] = _ttir(r)
    assert config["constexprs"] == {"BLOCK_SIZE": 256, "ACTIVATION": "leaky_relu", "OUT_DTYPE": {"dtype": "fp16"},
                                    "ALPHA": 0.125, "CLAMP": True}
    assert "arith.constant dense<1.250000e-01> : tensor<256xf32>" in ttir  # ALPHA, a float
    assert "arith.select" in ttir and "arith.maxnumf" not in ttir  # the string picked leaky_relu
    assert "arith.minnumf" in ttir  # CLAMP=True
    assert "arith.truncf" in ttir and "to tensor<256xf16>" in ttir  # OUT_DTYPE=tl.float16
    assert ttir.count("tt.load") == 1  # bias_ptr=None
    r = run_cli(["dump", f"{REAL}:bias_act_kernel", "--arg", "x_ptr=fp32[4096]", "--arg", "bias_ptr=fp32[64]",
                 "--arg", "out_ptr=bf16[4096]", "--arg", "n_elements=4096", "--constexpr", "ACTIVATION='relu'",
                 "--constexpr", "OUT_DTYPE=bf16", "--stage", "ttir", "--json"], cli_env)
    [(_, _, ttir)] = _ttir(r)
    assert "to tensor<256xbf16>" in ttir and "arith.maxnumf" in ttir and "arith.minnumf" not in ttir
    assert ttir.count("tt.load") == 2  # the bias is loaded


def test_do_not_specialize_and_example_args_equal_to_signature(store):
    """``--arg`` derives the specialization as the JIT does, so it equals the compile.py signature that
    spells it out; a ``do_not_specialize`` int gets no ``tt.divisibility`` either way."""
    describe = _describer(store)
    arg_specs = ["x_ptr=fp32[4096]", "y_ptr=fp32[4096]", "n=4096"]
    signature = "*fp32:16, *fp32:16, i32:16, 1024"
    specs = [user_kernel(f"{REAL}:{k}", sig, [] if sig else arg_specs, None, None, {} if sig else {"BLOCK": 1024},
                         describe)
             for k in ("copy_kernel", "copy_kernel_dns") for sig in (None, signature)]
    comps = compile_all([CompileRequest(s, 0, Target.parse("cuda:90")) for s in specs], store, jobs=2)
    ttir = [c.stage("ttir").text() for c in comps]
    assert ttir[0] == ttir[1] and ttir[2] == ttir[3]
    assert '%n: i32 {tt.divisibility = 16 : i32} loc("n"' in ttir[0]
    assert '%n: i32 loc("n"' in ttir[2] and "tt.divisibility = 16 : i32} loc(\"n\"" not in ttir[2]
    assert "--signature hint :16 on n dropped: copy_kernel_dns lists n in do_not_specialize" in comps[3].diagnostics


@pytest.mark.skipif(find_spec("torch") is None, reason="the file imports torch")
@pytest.mark.skipif(os.path.exists("/dev/nvidiactl") or os.path.exists("/dev/kfd"), reason="a real GPU is present")
def test_gpu_at_import_is_named_and_can_be_stubbed(cli_env):
    cmd = ["dump", f"{GPU_AT_IMPORT}:persistent_fill", "--arg", "y_ptr=fp32[100000]", "--arg", "n=100000",
           "--stage", "ttir", "-t", "hip:gfx942"]
    r = run_cli(cmd, cli_env)
    assert r.returncode == 2
    assert r.stderr.startswith(f"error: {GPU_AT_IMPORT}:7: DEVICE = triton.runtime.driver.active."
                               "get_active_torch_device(): importing the kernel file touches the GPU (RuntimeError: ")
    assert r.stderr.rstrip().endswith("pass --no-import-side-effects to import it with the GPU driver and torch.cuda "
                                      "stubbed") and r.stderr.count("\n") == 1
    r = run_cli([*cmd, "--no-import-side-effects"], cli_env)
    assert r.returncode == 0, r.stderr
    assert "arith.constant 304 : i32" in r.stdout  # NUM_SMS from the stubbed MI300X's properties
    assert "tensor<64xi32>" in r.stdout  # the autotune config is_hip() chose under the stubbed driver


@pytest.mark.skipif(find_spec("torch") is None, reason="the file imports torch")
@pytest.mark.skipif(os.path.exists("/dev/nvidiactl") or os.path.exists("/dev/kfd"), reason="a real GPU is present")
def test_benchmark_at_import_is_told_to_move_under_main(cli_env):
    """Newcomer trial: a file that runs triton.testing.do_bench at import got the stub driver's AttributeError
    ('_StubDriver' object has no attribute 'get_device_interface') instead of the way out."""
    r = run_cli(["dump", f"{BENCH_AT_IMPORT}:add_one", "--signature", "*fp32:16, *fp32:16, i32, 1024",
                 "--no-import-side-effects"], cli_env)
    assert r.returncode == 2
    assert r.stderr == (f"error: {BENCH_AT_IMPORT}:17: print(triton.testing.do_bench(lambda: add_one[(4,)](x, y, 4096, "
                        "BLOCK=1024))): importing the kernel file benchmarks a kernel at import, which needs a GPU "
                        "even with --no-import-side-effects; move it under `if __name__ == \"__main__\":`\n")


def test_kernels_for_an_older_triton_get_a_versioned_hint(cli_env):
    args = ["--arg", "x_ptr=fp16[256,256]", "--arg", "y_ptr=fp16[256,256]", "--arg", "M=256", "--arg", "N=256",
            "--constexpr", "BLOCK_M=64", "--constexpr", "BLOCK_N=64", "--stage", "ttir"]
    r = run_cli(["dump", f"{OLD}:tma_i64_offsets", *args], cli_env)
    assert r.returncode == 1
    headline = r.stderr.splitlines()[0]
    assert "frontend error" in headline and "offsets must be int32" in headline
    assert f"{OLD}:22: tile = desc.load([row, 0])" in r.stderr
    if not _triton_at_least(3, 9):
        return  # block pointers still work before 3.9
    r = run_cli(["dump", f"{OLD}:block_ptr_copy", *args], cli_env)
    assert r.returncode == 1
    headline = r.stderr.splitlines()[0]
    assert "Block pointers have been removed" in headline and "(hint: Triton 3.9: block pointers" in headline


def test_signature_leaves_constexpr_defaults_to_the_kernel(cli_env):
    """A tl.constexpr with a default need not be in --signature: it takes its default, as a launch would
    (it was 'no value for parameter ALPHA')."""
    r = run_cli(["dump", f"{REAL}:bias_act_kernel", "--signature", "*fp32:16, *fp32:16, *bf16:16, 4096",
                 "--constexpr", "ACTIVATION='leaky_relu'", "--constexpr", "OUT_DTYPE=bf16", "--stage", "ttir",
                 "--json"], cli_env)
    [(_, _, ttir)] = _ttir(r)
    assert "arith.constant dense<0.00999999977> : tensor<256xf32>" in ttir  # ALPHA = 0.01
    assert "arith.minnumf" not in ttir  # CLAMP = False
