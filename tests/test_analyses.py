"""The pure text analyses (pass dumps, resources, diagnostics) on real compiler output."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import DATA, ROOT
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ir_explorer.ir import diagnostics, resources
from ir_explorer.ir import passdump as passes

DUMP_SCRIPT = r"""
import os, sys
sys.path.insert(0, {data!r})
import triton
from triton import knobs
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource
import failing_kernels as fk
knobs.cache.dir = {cache!r}
knobs.compilation.always_compile = True
os.environ["MLIR_ENABLE_DUMP"] = "1"
os.environ["MLIR_DUMP_PATH"] = {dump!r}
src = ASTSource(fk.cumsum_fp8, {{"x_ptr": "*{dtype}", "y_ptr": "*{dtype}", "BLOCK": "constexpr"}}, {{(2,): 64}},
                {{(0,): [["tt.divisibility", 16]], (1,): [["tt.divisibility", 16]]}})
try:
    triton.compile(src, target=GPUTarget("cuda", 90, 32))
except RuntimeError as exc:
    print(exc)
"""


def _dump(tmp: Path, dtype: str) -> tuple[str, str]:
    dump = tmp / f"{dtype}.mlir"
    code = DUMP_SCRIPT.format(data=str(DATA), cache=str(tmp / "cache"), dump=str(dump), dtype=dtype)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    return dump.read_text(), proc.stderr


@pytest.fixture(scope="module")
def real_dumps(tmp_path_factory) -> dict[str, tuple[str, str]]:
    """A real MLIR_ENABLE_DUMP log of a good compile (fp32 cumsum) and of a failing one (fp8)."""
    tmp = tmp_path_factory.mktemp("dumps")
    return {"ok": _dump(tmp, "fp32"), "failed": _dump(tmp, "fp8e5")}


def test_snapshots_cover_the_three_pipelines(real_dumps):
    text, _ = real_dumps["ok"]
    snaps = list(passes.iter_snapshots(text))
    names = [s.name for s in snaps]
    assert names[0] == "InlinerPass"
    for expected in ("ConvertTritonToTritonGPU", "TritonGPUCoalesce", "ConvertTritonGPUToLLVM", "LLVMDIScope"):
        assert expected in names
    assert {s.kind for s in snaps} == {"before", "internal"}
    assert [s.name for s in snaps if s.kind == "internal"] == ["TritonGPUPipeline/LowerLoops",
                                                                "TritonGPUPipeline/ExpandLoops"]
    assert sum(len(s.body) for s in snaps) + sum(len(h) for h in text.splitlines() if h.startswith("// -----//")) \
        + len(snaps) == len(text)  # nothing is lost between snapshots
    coalesce = snaps[names.index("TritonGPUCoalesce")]
    assert coalesce.arg == "tritongpu-coalesce" and coalesce.scope == "builtin.module"
    nested = [s for s in snaps if s.scope.startswith("tt.func")]
    # The inliner's nested canonicalize runs on each function, including Triton's helpers.
    assert "tt.func @triton.language.standard._sum_combine__fp32_fp32" in {s.scope for s in nested}


def test_failed_pass_is_found(real_dumps):
    text, stderr = real_dumps["failed"]
    snaps = list(passes.iter_snapshots(text))
    assert snaps[-1].kind == "failed" and snaps[-1].name == "ConvertTritonGPUToLLVM"
    assert passes.failing_pass(snaps) is snaps[-1]
    diag = diagnostics.diagnose(stderr, str(DATA / "failing_kernels.py"))
    assert diag.failing_pass == "ConvertTritonGPUToLLVM"
    assert diag.message.startswith("'llvm.fadd' op operand #0 must be floating point")
    source = (DATA / "failing_kernels.py").read_text().splitlines()
    lineno = next(i for i, ln in enumerate(source, 1) if "cumsum(" in ln)
    assert diag.location == f"{DATA / 'failing_kernels.py'}:{lineno}"  # the user's line, not standard.py's


def test_crash_cut_dump_names_the_last_started_pass(real_dumps):
    """A compiler crash leaves the dump cut short: the last 'Before' header is the pass that was running."""
    text, _ = real_dumps["ok"]
    header = "// -----// IR Dump Before TritonGPUPipeline"
    cut = text[: text.index(header) + 400] if header in text else text[: len(text) // 2]
    last = passes.failing_pass(list(passes.iter_snapshots(cut)))
    assert last is not None and last.kind == "before"


def test_pass_stats_count_multiset_line_changes():
    before = "a\nb\nc\n"
    after = "a\nc\nd\ne\n"
    stats = passes.pass_stats([before, after, after])
    assert (stats[0].changed, stats[0].lines_added, stats[0].lines_removed) == (True, 2, 1)
    assert (stats[1].changed, stats[1].lines_added, stats[1].lines_removed) == (False, 0, 0)
    assert stats[2].changed is None  # the last snapshot has no successor
    assert passes.pass_stats([after], final=after)[0].changed is False


def test_match_pass_by_class_argument_or_substring():
    names = [("TritonGPUCoalesce", "tritongpu-coalesce"), ("CanonicalizerPass", "canonicalize{max-iterations=10}"),
             ("TritonGPUCoalesceAsyncCopy", "tritongpu-coalesce-async-copy"), ("CanonicalizerPass", "canonicalize")]
    assert passes.match_pass(names, "tritongpu-coalesce") == [0]
    assert passes.match_pass(names, "TRITONGPUCOALESCE") == [0]
    assert passes.match_pass(names, "canonicalize") == [1, 3]
    assert passes.match_pass(names, "async") == [2]
    assert passes.match_pass(names, "nothing-like-it") == []


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_dump_parser_never_raises_on_cut_or_mutated_dumps(real_dumps, data):
    text, _ = real_dumps["failed"]
    start = data.draw(st.integers(0, len(text)))
    end = data.draw(st.integers(start, min(len(text), start + 20000)))
    piece = text[start:end]
    noise = data.draw(st.text(max_size=50))
    at = data.draw(st.integers(0, len(piece)))
    mutated = piece[:at] + noise + piece[at:]
    snaps = list(passes.iter_snapshots(mutated))
    passes.pass_stats([s.body for s in snaps])
    passes.failing_pass(snaps)
    diagnostics.diagnose(mutated)
    resources.parse_ptxas_log(mutated)
    resources.parse_amdgcn(mutated)


def test_ptxas_resources_from_real_compile(compiled):
    comp = compiled("matmul", "cuda:80")
    res = comp.resources
    assert res is not None and res.source == "ptxas"
    assert res.barriers == 1 and res.stack_frame_bytes == 0 and not res.spills


def test_ptxas_log_with_spills():
    # The shape of a real ptxas -v log of a kernel that spills (ptxas 12.x prints these two lines).
    log = ("ptxas info    : Function properties for k\n"
           "    48 bytes stack frame, 44 bytes spill stores, 44 bytes spill loads\n"
           "ptxas info    : Used 255 registers, used 1 barriers, 400 bytes cmem[0]\n")
    res = resources.parse_ptxas_log(log)
    assert (res.registers, res.stack_frame_bytes, res.spill_store_bytes, res.spill_load_bytes) == (255, 48, 44, 44)
    assert res.spills
    assert resources.parse_ptxas_log("no ptxas here") is None


def test_amdgcn_resources_from_real_compile(compiled):
    res = compiled("matmul", "hip:gfx942").resources
    text = compiled("matmul", "hip:gfx942").stage("amdgcn").text()
    assert res is not None and res.source == "amdgcn"
    assert f".vgpr_count:     {res.registers}" in text
    assert res.sgprs and res.sgprs > 0 and res.vgpr_spills == 0 and res.occupancy and res.occupancy >= 1


def test_diagnose_ptxas_and_abort_output():
    ptx = "ptxas-blackwell /tmp/x.ptx, line 55; error   : Unknown modifier '.is'\n"
    assert diagnostics.diagnose(ptx).message == "ptxas: Unknown modifier '.is' (PTX line 55)"
    abort = ("Failure value returned from cantFail wrapped call\n"
             "number of input constraints does not match number of parameters\n"
             "UNREACHABLE executed at /llvm/include/llvm/Support/Error.h:779!\n")
    assert diagnostics.diagnose(abort).message == "number of input constraints does not match number of parameters"
    assert diagnostics.diagnose("").message is None


def test_triton_36_headers():
    """Triton 3.6's MLIR prints ``Name (arg)`` without options; function names may hold parentheses."""
    text = (
        "// -----// IR Dump Before Inliner (inline) ('builtin.module' operation) //----- //\n"
        "module {\n}\n"
        "// -----// IR Dump Before Canonicalizer (canonicalize) ('tt.func' operation: "
        "@triton.language.standard.cdiv__i32__(1,)cconstexpr_64_) //----- //\n"
        "module {\n}\n"
        "// -----// IR Dump After ConvertTritonGPUToLLVM Failed (convert-triton-gpu-to-llvm) "
        "('builtin.module' operation) //----- //\n"
        "module {\n}\n"
    )
    snaps = list(passes.iter_snapshots(text))
    assert [(s.name, s.arg, s.scope, s.kind) for s in snaps] == [
        ("Inliner", "inline", "builtin.module", "before"),
        ("Canonicalizer", "canonicalize", "tt.func @triton.language.standard.cdiv__i32__(1,)cconstexpr_64_", "before"),
        ("ConvertTritonGPUToLLVM", "convert-triton-gpu-to-llvm", "builtin.module", "failed"),
    ]
