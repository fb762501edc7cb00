"""Every statement true (issue 15): the false statements a real-world trial found, each pinned by a kernel
written for it (``tests/data/truth_kernels/``), compiled for real into the session store."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from conftest import DATA

from ir_explorer.capture.compiles import Request, compile_all
from ir_explorer.core.model import Compilation, Target
from ir_explorer.core.store import Store
from ir_explorer.ir.passdump import iter_snapshots

TRUTH = DATA / "truth_kernels"
PASSES = f"{TRUTH / 'passes.py'}:tile_matmul"
#: tile_matmul's signature: fp16 operands, a 64x64x32 tile.
PASSES_SIG = "*fp16:16, *fp16:16, *fp16:16, i32:16, i32:16, i32:16, i32:16, 64, 64, 32"
#: The targets whose captured pass list is held against a raw MLIR_ENABLE_DUMP log (the corpus's five).
RAW_LOG_TARGETS = ("cuda:80", "cuda:90", "cuda:100", "cuda:120", "hip:gfx942")

_RAW_LOG = textwrap.dedent("""
    import os, sys
    sys.path.insert(0, {folder!r})
    import triton
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource
    from passes import tile_matmul
    sig = {{n: t for n, t in zip(tile_matmul.arg_names, ["*fp16"] * 3 + ["i32"] * 4 + ["constexpr"] * 3)}}
    consts = {{"BLOCK_M": 64, "BLOCK_N": 64, "BLOCK_K": 32}}
    attrs = {{(i,): [["tt.divisibility", 16]] for i in range(7)}}
    triton.knobs.cache.dir = {cache!r}
    triton.knobs.compilation.always_compile = True
    triton.compile(ASTSource(tile_matmul, sig, consts, attrs), target=GPUTarget({backend!r}, {arch!r}, {warp}),
                   options={{"num_warps": 4, "num_stages": 3}})
""")


def raw_dump_log(target: str, tmp: Path) -> str:
    """A user's raw ``MLIR_ENABLE_DUMP=1`` log of tile_matmul's compile for ``target`` (``cuda:90``) on stderr,
    independent of our worker."""
    t = Target.parse(target)
    script = _RAW_LOG.format(folder=str(TRUTH), cache=str(tmp / "triton-cache"), backend=t.backend,
                             arch=t.arch, warp=t.warp_size)
    env = {**os.environ, "MLIR_ENABLE_DUMP": "1"}
    env.pop("MLIR_DUMP_PATH", None)
    r = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=300)
    assert r.returncode == 0, r.stderr[-2000:]
    return r.stderr


@pytest.fixture(scope="module")
def passes_compiles(store: Store, user_spec) -> dict[str, Compilation]:
    """tile_matmul with per-pass capture on the five corpus targets, compiled in one parallel batch."""
    spec = user_spec(PASSES, PASSES_SIG, 4, 3)
    targets = RAW_LOG_TARGETS
    comps = compile_all([Request(spec, 0, Target.parse(t), True) for t in targets], store)
    assert all(c.ok for c in comps), [c.failure for c in comps]
    return dict(zip(targets, comps, strict=True))


@pytest.mark.parametrize("target", ["cuda:100", "cuda:120"])
def test_anonymous_namespace_pass_is_a_boundary(passes_compiles, store, target):
    """Regression (issue 15 item 1): ``IR Dump Before (anonymous namespace)::VerifyWarpSpecializationPartitions``
    on Blackwell was not read as a header, so its snapshot was glued onto the pass before, which then showed
    +47/-48 lines that never happened and blame counts that went up and down."""
    dumps, _ = store.load_passes(passes_compiles[target].key)
    names = [p.name for p in dumps]
    assert "(anonymous namespace)::VerifyWarpSpecializationPartitions" in names
    for p in dumps:  # a header left inside a body is a boundary missed
        assert "IR Dump" not in p.text(), (p.index, p.name)
    verify = [p for p in dumps if p.name.endswith("VerifyWarpSpecializationPartitions")]
    assert verify and all(p.changed is False and p.lines_added == p.lines_removed == 0 for p in verify)


@pytest.mark.parametrize("target", RAW_LOG_TARGETS)
def test_capture_pass_list_equals_raw_log(passes_compiles, store, tmp_path, target):
    """Regression (issue 15 item 1): our capture set MLIR_ENABLE_DUMP to the kernel's name, which left out the
    passes on ``llvm.func`` (``CanonicalizeLLVMIR``), so its change was credited to the pass before it. The
    pass list must equal the one read from a raw ``MLIR_ENABLE_DUMP=1`` log of the same compile, on every
    target of the corpus."""
    dumps, _ = store.load_passes(passes_compiles[target].key)
    raw = list(iter_snapshots(raw_dump_log(target, tmp_path)))
    assert [(p.name, p.scope, p.kind) for p in dumps] == [(s.name, s.scope, s.kind) for s in raw]
    assert len(dumps) > 50
    if target == "cuda:90":
        assert "CanonicalizeLLVMIR" in [p.name for p in dumps]
    assert [p.text() for p in dumps] == [s.body for s in raw]


ASM = TRUTH / "inline_asm.py"


@pytest.fixture(scope="module")
def asm_compile(store: Store, user_spec) -> Compilation:
    """asm_scale on cuda:90: a 4-line ``tl.inline_asm_elementwise`` between two loads."""
    spec = user_spec(f"{ASM}:asm_scale", "*fp32:16, *fp32:16, *fp32:16, i32, 1024", 4, 1)
    comp = compile_all([Request(spec, 0, Target.parse("cuda:90"))], store)[0]
    assert comp.ok, comp.failure
    return comp


def test_inline_asm_lines_map_to_the_call(asm_compile, store):
    """Regression (issue 15 item 2): the ``.loc`` lines LLVM writes inside a multi-line inline-asm block (the
    call's line plus the asm line's offset) were read as locations, so the block's instructions cited the
    lines of the asm string (a string, not code), and code after it drifted by a line per block."""
    from ir_explorer.capture.stages import stage_text
    from ir_explorer.ir.sourcemap import lines_for, python_lines

    src = ASM.read_text().splitlines()
    call = next(i for i, ln in enumerate(src, 1) if "tl.inline_asm_elementwise(" in ln)
    load_y = next(i for i, ln in enumerate(src, 1) if "tl.load(y_ptr" in ln)
    ptx = stage_text(asm_compile, "ptx", store)
    lines = ptx.splitlines()
    assert any(".loc" in ln and f" {call + 2} " in ln for ln in lines)  # what LLVM writes inside the block
    string_end = next(i for i, ln in enumerate(src, 1) if ln.strip().startswith('}"""'))
    cited = {fr[1] for fr in python_lines("ptx", ptx) if fr is not None}
    assert cited and not cited & set(range(call + 1, string_end + 1))  # no line of the asm string
    adds = [n for n in lines_for("ptx", ptx, call) if "add.f32" in lines[n - 1]]
    assert len(adds) == sum("add.f32 t," in ln for ln in lines) > 0  # every asm block is the call's
    assert any("ld.global" in lines[n - 1] for n in lines_for("ptx", ptx, load_y))


def test_inline_asm_lines_in_sass_map_to_the_call(asm_compile, store):
    """Regression (issue 15 item 2, SASS): ptxas copies the ``.loc`` lines inside inline-asm blocks into the
    cubin's line table, so nvdisasm credited the asm's instructions to lines of the asm string (and
    flash_attention_fwd's LDGs, from 5-line load blocks, to a comment line). With the PTX they go back to
    the call."""
    from collections import Counter

    from ir_explorer.capture.stages import stage_text
    from ir_explorer.ir.sourcemap import asm_offset_lines, python_lines

    src = ASM.read_text().splitlines()
    call = next(i for i, ln in enumerate(src, 1) if "tl.inline_asm_elementwise(" in ln)
    string_end = next(i for i, ln in enumerate(src, 1) if ln.strip().startswith('}"""'))
    ptx, sass = stage_text(asm_compile, "ptx", store), stage_text(asm_compile, "sass", store)
    assert set(asm_offset_lines(ptx).values()) == {call}  # add.f32 and mov.f32 at call + 2, call + 3
    raw = Counter(fr[1] for fr in python_lines("sass", sass) if fr is not None)
    fixed = Counter(fr[1] for fr in python_lines("sass", sass, ptx) if fr is not None)
    inside = set(range(call + 1, string_end + 1))
    assert sum(n for line, n in raw.items() if line in inside) == fixed[call] > 0  # moved, all of them
    assert not set(fixed) & inside
    assert all(src[n - 1].strip() and not src[n - 1].strip().startswith("#") for n in fixed)


def test_asm_block_lines_two_calls_name_are_no_location(store, user_spec):
    """Regression (found by the corpus check): Triton lowers a masked load to a 5-line inline-asm block, and the
    loads of lines 37 and 38 of small_dot both name line 41 (37 + 4, 38 + 3), a blank line after the function,
    where the block's ld.global sits; SASS credited the STS of the epilogue to it. Which call such a line belongs
    to cannot be told: those instructions get no location, not a false one."""
    from ir_explorer.capture.stages import stage_text
    from ir_explorer.ir.sourcemap import asm_offset_lines, python_lines

    kernels = DATA / "analysis_kernels.py"
    spec = user_spec(f"{kernels}:small_dot", "*fp16:16, *fp16:16, *fp16:16, 16, 64, 64", 4, 1)
    comp = compile_all([Request(spec, 0, Target.parse("cuda:90"))], store)[0]
    ptx, sass = stage_text(comp, "ptx", store), stage_text(comp, "sass", store)
    src = kernels.read_text().splitlines()
    blank = next(i for i in range(41, len(src)) if not src[i - 1].strip())
    assert asm_offset_lines(ptx)[(str(kernels), blank)] == 0  # two calls name it
    assert any(fr == (str(kernels), blank) for fr in python_lines("sass", sass))  # nvdisasm's line table does
    cited = {fr[1] for fr in python_lines("sass", sass, ptx) if fr is not None and fr[0] == str(kernels)}
    assert cited and all(src[n - 1].strip() and not src[n - 1].strip().startswith("#") for n in cited)


ROWS = TRUTH / "row_loops.py"


@pytest.fixture(scope="module")
def row_reports(store: Store, user_spec) -> dict[str, list]:
    """The pipelining findings of row loops without tl.dot, plain and tl.range(num_stages=3), on cuda:90."""
    from ir_explorer.engines.report import build_report

    cases = {"plain": ("row_sum_plain", "*fp32:16, *fp32:16, i32:16, i32:16, 1024"),
             "staged": ("row_sum_staged", "*fp32:16, *fp32:16, i32:16, i32:16, 1024"),
             "staged_narrow": ("row_sum_staged", "*fp16, *fp32:16, i32, i32, 1024")}
    reqs = [Request(user_spec(f"{ROWS}:{k}", sig, 4, 3), 0, Target.parse("cuda:90")) for k, sig in cases.values()]
    comps = compile_all(reqs, store)
    return {name: [f for f in build_report(c, store).findings if f.kind == "pipelining"]
            for name, c in zip(cases, comps, strict=True)}


def test_load_loop_without_num_stages_is_not_a_pipelining_warning(row_reports):
    """Regression (issue 15 item 3): a loop without tl.dot is pipelined only when it carries tt.num_stages
    (tl.range(…, num_stages=N)); the module's num_stages=3 was read as a request for it, and 25 warnings on
    real kernels said "num_stages=3 was asked for but this load loop is not pipelined"."""
    plain = row_reports["plain"]
    assert plain and all(f.severity == "info" for f in plain)
    assert "only when it is marked tl.range(…, num_stages=N)" in plain[0].message
    assert plain[0].data["loop_num_stages"] is None
    staged = row_reports["staged"]
    assert staged[0].severity == "info" and "pipelined: 3 stages" in staged[0].message
    narrow = row_reports["staged_narrow"]  # marked, but its 16-bit loads cannot be cp.async'd: a real warning
    assert narrow[0].severity == "warn" and narrow[0].message.startswith("tl.range(…, num_stages=3) was asked")
    assert narrow[0].data["loop_num_stages"] == 3
    # the cause is named, from AxisInfo: the fp16 pointer without tt.divisibility is 1-element aligned, so the
    # load moves 16 bits per thread, under the 32 that canBeConvertedToAsyncLoad asks for; the fact: its line
    (cause,) = narrow[0].data["causes"]
    assert cause.startswith("its loads are narrower than the 32 bits per thread") and "moves 16 bits" in cause
    load, bound = narrow[0].facts  # the load's line, and the op AxisInfo says bounds it
    assert (load.text, load.claim, bound.claim) == ("tt.load", cause, cause) and bound.text == "tt.addptr"


def test_frontend_warning_is_reported(store, user_spec):
    """Regression (issue 15 item 7): a frontend warning the worker captured (Triton 3.9: "tl.where with a
    non-boolean condition is deprecated") was shown nowhere; report and report --json must carry it."""
    from ir_explorer.engines.report import build_report

    spec = user_spec(f"{TRUTH / 'frontend_warning.py'}:where_int", "*fp32:16, *fp32:16, 256", 4, 1)
    comp = compile_all([Request(spec, 0, Target.parse("cuda:90"))], store)[0]
    assert "tl.where with a non-boolean condition is deprecated" in comp.diagnostics  # what the worker captured
    found = [f for f in build_report(comp, store).findings if f.kind == "frontend"]
    assert len(found) == 1 and found[0].severity == "warn"
    assert "tl.where with a non-boolean condition is deprecated" in found[0].message
    assert found[0].data["category"] == "UserWarning"


def test_fp8_dot_upcast_on_gfx942_is_said(store, user_spec):
    """Regression (issue 15 item 7): on gfx942 an fp8e4nv tl.dot compiles to f16 MFMA on operands that
    tt.fp_to_fp converted; the report said "runs on mfma" as if fp8, and counted FLOP per byte of f16."""
    from ir_explorer.capture.stages import stage_text
    from ir_explorer.engines.report import build_report

    spec = user_spec(f"{TRUTH / 'fp8_dot.py'}:fp8_dot", "*fp8e4nv:16, *fp8e4nv:16, *fp16:16, 64, 64, 64", 4, 1)
    amd, nv = compile_all([Request(spec, 0, Target.parse(t)) for t in ("hip:gfx942", "cuda:90")], store)
    ttgir = stage_text(amd, "ttgir", store).splitlines()
    dot = next(f for f in build_report(amd, store).findings if f.kind == "mma" and "runs on mfma" in f.message)
    assert [u["from"] for u in dot.data["upcast"]] == ["f8E4M3FN", "f8E4M3FN"]
    for u in dot.data["upcast"]:  # the evidence: the conversion op at the line cited
        assert "tt.fp_to_fp" in ttgir[u["ttgir_line"] - 1] and ttgir[u["ttgir_line"] - 1].lstrip().startswith(
            u["operand"] + " =")
    assert "work on f16, not f8E4M3FN" in dot.message
    assert dot.data["flop_per_operand_byte"] == 64  # 2*64*64 / (128 * 1 byte): fp8 is what was loaded
    wgmma = next(f for f in build_report(nv, store).findings if f.kind == "mma" and "runs on wgmma" in f.message)
    assert "upcast" not in wgmma.data  # sm_90 has fp8 wgmma


OPTIONS = TRUTH / "options.py"


def test_signature_constexprs_win_over_autotune_configs(store, user_spec):
    """Regression (issue 15 item 6): constexprs given in --signature for an autotuned kernel were silently
    replaced by each autotune config's (tutorial 03: 64x128x32 asked, 128x256x64 compiled and reported)."""
    spec = user_spec(f"{TRUTH / 'autotuned.py'}:tuned_tile",
                     "*fp16:16, *fp16:16, *fp16:16, i32:16, i32:16, i32:16, i32:16, 64, 128, 32", None, None)
    assert any("--signature's BLOCK_M=64, BLOCK_N=128, BLOCK_K=32 replace" in n for n in spec.notes)
    comps = compile_all([Request(spec, i, Target.parse("cuda:90")) for i in range(len(spec.configs))], store)
    from ir_explorer.capture.stages import stage_text

    for comp in comps:
        assert dict(comp.config.constexprs)["BLOCK_M"] == 64
        ttir = stage_text(comp, "ttir", store)
        assert "tensor<64x128xf32>" in ttir and "tensor<128x256xf32>" not in ttir  # the accumulator compiled
    assert [c.config.num_warps for c in comps] == [8, 4]  # the configs' other values stay


def test_parameter_named_num_stages_keeps_its_value(store, user_spec):
    """Regression (issue 15 item 6): a kernel parameter named num_stages (tutorial 02's softmax) was
    overwritten by the num_stages compile option; the parameter gets the value given, the option its own."""
    from ir_explorer.capture.stages import stage_text

    spec = user_spec(f"{OPTIONS}:staged_rows", "*fp32:16, *fp32:16, i32, i32, i32:16, 1024, 2", 4, 3)
    comp = compile_all([Request(spec, 0, Target.parse("cuda:90"))], store)[0]
    assert comp.ok, comp.failure
    assert "{tt.num_stages = 2 : i32}" in stage_text(comp, "ttir", store)  # the parameter: 2
    assert comp.metadata["num_stages"] == 3  # the option: 3


def test_waves_per_eu_in_a_hip_autotune_config_is_an_option(store, user_spec):
    """Regression (issue 15 item 6): waves_per_eu in a HIP autotune config got "hip_scale has no parameter
    'waves_per_eu'", though a launch passes it to HIPOptions; it must reach the compile options."""
    spec = user_spec(f"{OPTIONS}:hip_scale", "*fp32:16, *fp32:16, i32", None, None)
    comps = compile_all([Request(spec, i, Target.parse("hip:gfx942")) for i in range(2)], store)
    assert all(c.ok for c in comps), [c.failure for c in comps]
    assert [c.metadata["waves_per_eu"] for c in comps] == [2, 4]
    assert [dict(c.config.constexprs)["BLOCK"] for c in comps] == [256, 512]


def test_config_labels_come_from_the_request(store, user_spec):
    """Regression (issue 15 item 6): compare -c all on a 48-config kernel labelled config 42 as config 0: a
    config of the same content stored earlier under another index came back with that index."""
    from ir_explorer.engines.compare import row_label

    spec = user_spec(f"{OPTIONS}:twin_configs", "*fp32:16, *fp32:16, i32", None, None)
    target = Target.parse("cuda:90")
    compile_all([Request(spec, 2, target)], store)  # an earlier `report -c 2` left config 2 in the store
    comps = compile_all([Request(spec, i, target) for i in range(3)], store)
    assert [c.config_index for c in comps] == [0, 1, 2]
    assert [row_label(c).split()[0] for c in comps] == ["0", "1", "2"]
    assert comps[0].key == comps[2].key  # one compile serves both twins


@pytest.fixture(scope="module")
def raw_log(tmp_path_factory) -> bytes:
    """A raw MLIR_ENABLE_DUMP=1 log of tile_matmul on cuda:90, as a user's program leaves it on stderr."""
    return raw_dump_log("cuda:90", tmp_path_factory.mktemp("rawlog")).encode()


def test_dump_log_with_trailing_output_is_complete(raw_log, tmp_path, store):
    """Regression (issue 15 item 8): a complete log followed by one line the program printed got "the log
    ends inside the MLIR snapshot … (truncated?)"; a log cut inside a snapshot still gets it."""
    from ir_explorer.inputs import open_path

    done = tmp_path / "done.txt"
    done.write_bytes(raw_log + b"done: 1 kernel\n")
    found = open_path(done, store)
    assert found.comps and not found.warnings, found.warnings
    cut = tmp_path / "cut.txt"
    last = raw_log.rindex(b"// -----// IR Dump Before")
    indented = raw_log.index(b"\n  ", last + 200) + 1
    cut.write_bytes(raw_log[:raw_log.index(b"\n", indented) + 1])  # ends after an indented IR line
    assert any("(truncated?)" in w for w in open_path(cut, store).warnings)


def test_log_without_dumps_names_triton_always_compile(tmp_path, store):
    """Regression (issue 15 item 8): a log written on a cache hit (Triton compiled nothing, so dumped
    nothing) got only "not an input ir-explorer reads"; it must say why and name TRITON_ALWAYS_COMPILE=1."""
    from ir_explorer.core.errors import UsageError
    from ir_explorer.inputs import open_path

    log = tmp_path / "stderr.txt"
    log.write_text("step 1: loss 0.25\n")  # what a run's stderr holds when every kernel came from the cache
    with pytest.raises(UsageError, match="TRITON_ALWAYS_COMPILE=1"):
        open_path(log, store)


PATTERNS = TRUTH / "patterns.py"


def test_consistency_check_on_the_truth_corpus(store, compiled, passes_compiles):
    """The consistency check (issue 15, "make it systematic") over tile_matmul's per-pass captures on the five
    corpus targets and the session's preloaded bundled compiles: every statement the report and the pass list
    make holds against the raw text (tests/test_corpus.py runs it over the whole corpus). It also finds what it
    is for: a finding citing a blank line is a violation, and so is a fact its line does not hold."""
    from ir_explorer.analyses.findings import Claim, Fact, Finding, Ref
    from ir_explorer.engines.consistency import CheckResult, check, check_stored

    res = CheckResult()
    for comp in [*passes_compiles.values(), compiled("matmul", "cuda:90", 0, True), compiled("gelu", "cuda:90")]:
        check_stored(comp, store, None, res)
    assert res.checked > 3000 and not res.violations, res.violations[:5]

    comp = passes_compiles["cuda:90"]
    src = PASSES.split(":")[0]
    blank = next(i for i, ln in enumerate(Path(src).read_text().splitlines(), 1) if not ln.strip())
    bad = Finding(kind="coalescing", severity="info",
                  message="made up", stage="ptx", lines=(), python_file=src, python_line=blank)
    found = check(comp, [bad], {}, {}, result=CheckResult())
    assert [k for k, _ in found.violations] == ["python-line"]
    ttgir = "tt.func @k(%stride: i32 {tt.divisibility = 16 : i32} loc(#loc))\n  arith.muli"
    claim = "stride 'stride' has no tt.divisibility = 16"
    wrong = Finding(kind="coalescing", severity="warn",
                    message=f"narrow load: {claim}", stage="ttgir", lines=(1,), data={"causes": [claim, "other"]},
                    facts=(Fact("ttgir", 1, "%stride: i32 loc(", claim), Fact("ttgir", 2, "arith.muli", "unsaid")))
    found = check(comp, [wrong], {}, {"ttgir": ttgir}, result=CheckResult())
    assert sorted(k for k, _ in found.violations) == ["cause-backed", "fact", "fact"]  # not held, unsaid, unbacked
    sass = "        /*0010*/                   STL [R1], R2 ;\n        /*0020*/                   LDS R3, [R4] ;"
    miscounted = Finding(kind="spill", severity="warn", stage="sass", lines=(1, 2),
                         template="SASS has {stl} STL and {ldl} LDL local-memory instructions",
                         claims=(Claim("stl", 2, "count", "sass-local", (Ref("sass", 1, "STL"), Ref("sass", 2, "STL"))),
                                 Claim("ldl", 0, "count", "sass-local")))
    found = check(comp, [miscounted], {}, {"sass": sass}, result=CheckResult())
    assert sorted(k for k, _ in found.violations) == ["ref", "sass-local"]  # one STL line, and line 2 is an LDS


def test_triton_3_2_dialect_names_are_read(store):
    """Regression: Triton 3.2 prints ``triton_gpu.`` / ``triton_nvidia_gpu.`` and ``!tt.memdesc`` (3.3 renamed
    them ``ttg.`` / ``ttng.`` / ``!ttg.memdesc``); the TTGIR analyses read only the new names, so a 3.2 wgmma
    dot said "no tl.dot". A real 3.2 cache entry (dot_kernel, cuda:90) now reads as wgmma, and every statement
    of its report holds against its text as the analyses read it."""
    from ir_explorer.engines.consistency import check_stored
    from ir_explorer.engines.report import build_report
    from ir_explorer.inputs import open_path, select

    [comp] = select(open_path(DATA / "triton_caches" / "3.2.0", store), "dot_kernel")
    raw = comp.stage("ttgir").text().splitlines()
    report = build_report(comp, store)
    assert report.metrics["mma"] == "wgmma"
    [dot] = [f for f in report.findings if f.kind == "mma" and f.stage == "ttgir" and "runs on wgmma" in f.message]
    assert "triton_nvidia_gpu.warp_group_dot" in raw[dot.lines[0] - 1]
    # its locations name the file on the machine that compiled it, absent here: those lines cannot be checked
    result = check_stored(comp, store)
    assert result.violations == [] and result.unchecked > 0


def test_selfcheck_command(cli_env):
    """``ir-explorer selfcheck``: the consistency check as a command, per config and target."""
    import json

    from conftest import run_cli

    ok = run_cli(["selfcheck", "gelu", "-t", "cuda:90", "--config", "0"], cli_env)
    assert ok.returncode == 0, ok.stderr
    assert ok.stdout.strip().endswith("statements checked, all hold")
    cache = run_cli(["selfcheck", str(DATA / "triton_caches" / "3.6.0"), "--kernel", "add_kernel", "--json"],
                    cli_env)
    assert cache.returncode == 0, cache.stderr
    [row] = json.loads(cache.stdout)["results"]
    assert row["violations"] == [] and row["checked"] > 0 and row["unchecked"] > 0  # another machine's paths


def test_report_prints_the_facts_a_cause_rests_on(cli_env):
    """Every cause is backed by an IR fact the finding cites: ``report`` prints each under its finding (stage, line,
    the text), and ``--json`` carries them."""
    import json

    from conftest import run_cli

    args = ["report", f"{DATA / 'analysis_kernels.py'}:add_kernel", "--signature", "*fp32, *fp32, *fp32, i32, 1024",
            "-t", "cuda:90", "--num-warps", "4", "--num-stages", "1"]
    out = run_cli(args, cli_env)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    warn = next(i for i, ln in enumerate(lines) if "narrow load" in ln and "'x_ptr'" in ln)
    under = lines[warn + 1].strip()
    assert under.startswith("↳ ")
    facts = under.removeprefix("↳ ").split(" · ")  # e.g. ttgir:8 %x_ptr: !tt.ptr<f32> loc( · ttgir:16 arith.cmpi
    assert any(f.split()[0].startswith("ttgir:") and f.split()[1:] == ["%x_ptr:", "!tt.ptr<f32>", "loc("]
               for f in facts), facts
    assert any(f.split()[0].startswith("ttgir:") and f.split()[1:] == ["arith.cmpi"] for f in facts), facts
    data = json.loads(run_cli([*args, "--json"], cli_env).stdout)
    narrow = [f for r in data["results"] for f in r["findings"] if f["message"].startswith("narrow load")]
    assert narrow and all(f["facts"] and {"stage", "line", "text", "claim", "absent"} <= f["facts"][0].keys()
                          for f in narrow)


def test_one_unpipelined_tile_is_one_buffer_and_its_conflicts_are_estimated(store, user_spec):
    """Regression (issue 15 item 4): a single ``ttg.local_alloc … -> !ttg.memdesc<512x16xbf16, …>`` (num_stages=1)
    was "512 buffers of 16xbf16", and bank conflicts of the 64x512 and 512x16 tiles were "not estimated: 1-D
    tile". On cuda:80: one tile each, 65536 and 16384 bytes, and the store and ldmatrix sides estimated."""
    from ir_explorer.engines.report import build_report

    spec = user_spec(f"{TRUTH / 'tall_dot.py'}:tall_dot", "*bf16:16, *bf16:16, *fp32:16, 64, 512, 16", 4, 1)
    comp = compile_all([Request(spec, 0, Target.parse("cuda:80"))], store)[0]
    assert comp.ok, comp.failure
    smem = [f.message for f in build_report(comp, store).findings if f.kind == "shared_memory"]
    tiles = [m for m in smem if ": 64x512xbf16 in " in m or ": 512x16xbf16 in " in m]
    assert [m.rsplit(": ", 1)[1] for m in tiles] == ["65536 bytes", "16384 bytes"]
    assert not any("buffers of" in m or "1-D tile" in m for m in smem)
    writes = [m for m in smem if "ttg.local_alloc writes" in m]
    reads = [m for m in smem if "ttg.local_load reads" in m]
    assert len(writes) == 2 and all("no bank conflicts expected (4 wavefronts for 4 ideal" in m for m in writes)
    assert len(reads) == 2 and all("(1 wavefront for 1 ideal; ldmatrix" in m for m in reads)


def test_inductor_half_index_cause_is_the_halving_not_a_stride(store, user_spec):
    """Regression (issue 15 item 5): a load indexed ``5504 * x_upper + x_lower // 2`` (Inductor's form of
    ``xindex // 2``) was explained as "non-unit inner stride 5504: consecutive elements are 5504 apart", which is
    false: its elements repeat in pairs. The cause is the ``x_lower // 2`` division the IR shows."""
    from ir_explorer.engines.report import build_report

    spec = user_spec(f"{PATTERNS}:inductor_half", "*fp16:16, *fp16:16, i32:16, 1024", 4, 3)
    comp = compile_all([Request(spec, 0, Target.parse("cuda:90"))], store)[0]
    [narrow] = [f for f in build_report(comp, store).findings if f.kind == "coalescing" and f.severity == "warn"]
    assert "non-unit inner stride" not in narrow.message and "5504 apart" not in narrow.message
    cause = narrow.data["axisinfo"]["cause"]
    src = PATTERNS.read_text().splitlines()
    assert cause["op"] == "arith.divsi" and "x_lower // 2" in src[cause["python_line"] - 1]
    assert "divides by the constant 2" in narrow.message
    assert "arith.divsi" in comp.stage("ttgir").text().splitlines()[cause["ttgir_line"] - 1]
