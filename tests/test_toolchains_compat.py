"""Older Triton releases compile the bundled kernels (issue 18 item 2): the worker's release shims
(``ir_explorer/capture/triton_compat.py``) on real toolchains.

Each test needs a toolchain installed under ``$IR_EXPLORER_TOOLCHAINS`` (or ``.toolchains/``) by
``ir-explorer triton install VERSION`` and skips without it; none installs one. Expected values were read from
the releases' own output: ptxas ``-v`` (printed by the shim on 3.2 and 3.4, whose ``make_cubin`` deletes its log)
and the PTX.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import pytest
from conftest import ROOT

from ir_explorer.capture import bundled, toolchains
from ir_explorer.capture.compiles import Request, compile_all
from ir_explorer.core.model import Target
from ir_explorer.core.store import Store


def _toolchain(version: str) -> toolchains.Toolchain:
    root = Path(os.environ.get(toolchains.ROOT_ENV) or ROOT / ".toolchains")
    venv = root / f"triton-{version}"
    if not (venv / toolchains.MARKER).is_file():
        pytest.skip(f"Triton {version} is not installed as a toolchain (ir-explorer triton install {version})")
    return toolchains.Toolchain(version, venv)


def _compile(store: Store, version: str, kernel: str, target: str = "cuda:90", config: int = 0,
             passes: bool = False):  # type: ignore[no-untyped-def]
    request = Request(bundled.get(kernel), config, Target.parse(target), passes=passes, toolchain=_toolchain(version))
    return compile_all([request], store, jobs=1)[0]


def _pass_names(store: Store, key: str) -> list[str]:
    loaded = store.load_passes(key)
    assert loaded is not None, "no per-pass capture stored"
    return [p.name for p in loaded[0]]


def test_triton_3_4_compiles_matmul_on_wgmma(store):
    """3.4.0 has no ``JITFunction._pack_args``, no ``knobs.compilation.instrumentation_mode``, no stage hook and
    no ``dump_ptxas_log``: matmul config 0 on cuda:90 gives 114 registers (3.5.1 to 3.9.0: 108) and 4 wgmma
    m64n128k16 in the PTX, 96 KiB of shared memory; on cuda:80 mma.sync."""
    comp = _compile(store, "3.4.0", "matmul")
    assert comp.ok, comp.failure
    assert comp.triton_version == "3.4.0"
    assert comp.resources is not None and comp.resources.registers == 114
    assert comp.resources.spill_store_bytes == 0
    ptx = comp.stages["ptx"].source.read_bytes().decode()
    assert ptx.count("wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16") == 4
    assert comp.metadata["shared"] == 98304
    sm80 = _compile(store, "3.4.0", "matmul", "cuda:80")
    assert sm80.ok, sm80.failure
    sm80_ptx = sm80.stages["ptx"].source.read_bytes().decode()
    assert "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32" in sm80_ptx and "wgmma" not in sm80_ptx


def test_triton_3_4_compiles_gelu(store):
    """gelu config 0 (BLOCK_SIZE=1024, 4 warps) on cuda:90 under 3.4.0: 32 registers, no MMA, 128-bit loads."""
    comp = _compile(store, "3.4.0", "gelu")
    assert comp.ok, comp.failure
    assert comp.resources is not None and comp.resources.registers == 32
    ptx = comp.stages["ptx"].source.read_bytes().decode()
    assert "mma" not in ptx and "ld.global.v4.b32" in ptx


def test_triton_3_4_pass_dump_parses(store):
    """The per-pass capture under 3.4.0 (``MLIR_DUMP_PATH``): 69 passes, their headers parsed; 64 of them timed
    from 3.4's execution time reports, whose rows have a user and a wall column (``ir.passcost``)."""
    comp = _compile(store, "3.4.0", "matmul", passes=True)
    assert comp.ok, comp.failure
    names = _pass_names(store, comp.key)
    assert len(names) == 69
    loaded = store.load_passes(comp.key)
    assert loaded is not None and sum(p.time_ms is not None for p in loaded[0]) == 64
    assert names[0] == "Inliner" and "TritonGPUPipeline" in names and "ConvertTritonGPUToLLVM" in names


def test_triton_3_2_compiles_matmul_and_dumps_passes_on_stderr(store):
    """3.2.0 takes name-keyed constants and an ``AttrsDescriptor``, has no ``triton.knobs``, and its autotune
    asks the GPU driver when it decorates; its MLIR dump ignores ``MLIR_DUMP_PATH`` (fd 2). matmul config 0 on
    cuda:90: 110 registers, 4 wgmma m64n128k16; 55 passes cut from stderr."""
    comp = _compile(store, "3.2.0", "matmul", passes=True)
    assert comp.ok, comp.failure
    assert comp.resources is not None and comp.resources.registers == 110
    ptx = comp.stages["ptx"].source.read_bytes().decode()
    assert ptx.count("wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16") == 4
    names = _pass_names(store, comp.key)
    assert len(names) == 55 and names[0] == "Inliner" and "ConvertTritonGPUToLLVM" in names
    # its TTGIR says triton_gpu./triton_nvidia_gpu.: the report reads it as the newer names (it said "no tl.dot")
    from ir_explorer.engines.report import build_report

    metrics = build_report(comp, store).metrics
    assert (metrics["mma"], metrics["pipelined_stages"], metrics["convert_layouts"]) == ("wgmma", 3, 1)


def test_a_kernel_a_release_cannot_compile_is_a_result(store):
    """matmul_tma_persistent uses ``tl.make_tensor_descriptor``, which 3.2.0 lacks: a frontend failure naming
    the kernel's line (matmul_tma.py:53, the first use), stored as a result, not a crash."""
    comp = _compile(store, "3.2.0", "matmul_tma_persistent")
    assert comp.failure is not None
    assert comp.failure.kind == "frontend"
    assert "make_tensor_descriptor" in comp.failure.message
    # 3.2 raises a bare AttributeError before code generation; the shim names the first line using the name
    assert comp.failure.python_location is not None and comp.failure.python_location.endswith("matmul_tma.py:53")
    assert comp.failure.python_line is not None and "tl.make_tensor_descriptor(a_ptr" in comp.failure.python_line


def _matrix_module():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("compat_matrix", ROOT / "benchmarks" / "compat_matrix.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_matrix_over_the_installed_toolchains(store):
    """benchmarks/compat_matrix.py on gelu config 0, cuda:90, for every installed toolchain and the installed
    Triton: every release compiles it, to 32 registers."""
    root = Path(os.environ.get(toolchains.ROOT_ENV) or ROOT / ".toolchains")
    found = [_toolchain(p.name.removeprefix("triton-")) for p in sorted(root.glob("triton-*"))
             if (p / toolchains.MARKER).is_file()]
    if not found:
        pytest.skip("no Triton toolchain installed")
    rows = _matrix_module().run_matrix(store, [*found, None], ["gelu"], ["cuda:90"])
    assert len(rows) == 1
    cells = rows[0]["cells"]
    assert len(cells) == len(found) + 1
    assert {v: (c["status"], c.get("registers")) for v, c in cells.items()} == {v: ("ok", 32) for v in cells}
