"""Capture on real Triton output: stages per target, specialization, resources, passes, the store."""

from __future__ import annotations

import re

import pytest

from ir_explorer.capture import compiles as capture
from ir_explorer.capture.compiles import Request, compile_one
from ir_explorer.core.model import Target
from ir_explorer.core.store import Blob


def test_sm90_matmul_uses_wgmma_and_hgmma(compiled):
    comp = compiled("matmul", "cuda:90")
    assert comp.ok, comp.failure
    ptx = comp.stage("ptx").text()
    assert ".target sm_90a" in ptx
    assert "wgmma.mma_async" in ptx
    assert list(comp.stages)[:5] == ["ttir", "ttgir", "llir", "ptx", "cubin"]
    assert comp.stage("cubin").read_bytes()[:4] == b"\x7fELF"


def test_sm90_sass_has_hgmma(compiled, store):
    from ir_explorer.capture.disassemble import disassemble

    sass = disassemble(compiled("matmul", "cuda:90").stage("cubin").read_bytes())
    assert re.search(r"HGMMA\.64x\d+x16\.F32", sass)
    assert '//## File "' in sass and "matmul.py" in sass  # line info for source mapping


def test_sm80_matmul_uses_mma_sync(compiled):
    ptx = compiled("matmul", "cuda:80").stage("ptx").text()
    assert ".target sm_80" in ptx
    assert "mma.sync.aligned.m16n8k16" in ptx
    assert "wgmma" not in ptx


def test_gfx942_matmul_uses_mfma(compiled):
    comp = compiled("matmul", "hip:gfx942")
    assert list(comp.stages) == ["ttir", "ttgir", "llir", "amdgcn", "hsaco"]
    assert re.search(r"^\s*v_mfma_f32_\w+", comp.stage("amdgcn").text(), re.MULTILINE)
    assert comp.resources is not None and comp.resources.source == "amdgcn"
    assert comp.resources.registers and comp.resources.registers > 0


def test_aligned_example_arguments_give_128_bit_loads(compiled):
    """The specialization must match a real launch on aligned tensors (16-byte cp.async), not scalar loads."""
    ptx = compiled("matmul", "cuda:90").stage("ptx").text()
    assert re.search(r"cp\.async\.cg\.shared\.global \[[^]]+\], \[[^]]+\], 0x10", ptx)
    assert "ld.global.b16" not in ptx
    ttir = compiled("matmul", "cuda:90").stage("ttir").text()
    # stride_ak == 1 became a constant, so it is not a parameter; pointers carry divisibility 16.
    header = next(line for line in ttir.splitlines() if "tt.func public @matmul_kernel" in line)
    assert "%stride_ak" not in header and "%stride_am" in header
    assert re.search(r"%a_ptr: !tt.ptr<f16> \{tt.divisibility = 16 : i32\}", header)


def test_misaligned_pointer_loses_vectorization(store):
    """The same kernel with a 2-byte-aligned A pointer gets no divisibility and narrower loads."""
    from ir_explorer.capture import bundled
    from ir_explorer.core.model import KernelSpec, TensorArg

    spec = bundled.get("matmul")
    args = tuple(TensorArg(a.name, a.dtype, a.shape, a.strides, 2) if a.name == "a_ptr" else a for a in spec.args)
    comp = compile_one(Request(KernelSpec(**{**spec.__dict__, "args": args}), 0, Target.parse("cuda:90")), store)
    header = next(line for line in comp.stage("ttir").text().splitlines() if "@matmul_kernel" in line)
    assert re.search(r"%a_ptr: !tt.ptr<f16> loc", header), header
    assert re.search(r"%b_ptr: !tt.ptr<f16> \{tt.divisibility = 16 : i32\}", header)


def test_metadata_and_resources(compiled):
    comp = compiled("matmul", "cuda:90")
    assert comp.metadata["num_warps"] == 8 and comp.metadata["num_stages"] == 3
    assert comp.shared_bytes and comp.shared_bytes > 0
    assert comp.triton_version == capture.triton_version()
    res = comp.resources
    assert res is not None and res.source == "ptxas"
    assert 32 < res.registers <= 255
    assert res.spill_store_bytes == 0 and res.spill_load_bytes == 0
    assert all(comp.stages[s].time_ms is not None for s in ("ttir", "ttgir", "llir", "ptx", "cubin"))


def test_pass_list_order_and_changes(compiled, store):
    comp = compiled("matmul", "cuda:90", passes=True)
    dumps, final = store.load_passes(comp.key)
    args = [p.short_arg for p in dumps]
    order = [args.index("tritongpu-coalesce"), args.index("tritongpu-accelerate-matmul"),
             args.index("tritongpu-pipeline")]
    assert order == sorted(order)
    assert final is not None
    for i, p in enumerate(dumps):
        nxt = dumps[i + 1].text() if i + 1 < len(dumps) else final.read_bytes().decode()
        assert p.changed == (p.text() != nxt), p
    accel = dumps[args.index("tritongpu-accelerate-matmul")]
    assert accel.changed and "#ttg.nvidia_mma" not in accel.text()
    assert "#ttg.nvidia_mma" in dumps[accel.index + 1].text()
    # Unchanged passes share one stored body.
    assert len({p.source.digest for p in dumps}) < len(dumps)


def test_last_pass_snapshot_is_whole(compiled, store):
    """Every #loc the last snapshot uses is defined at its end: Triton flushes its MLIR_DUMP_PATH stream only
    at process exit, and the worker read the dump before that, so the last few KB were missing (the gelu's
    last snapshot stopped in the middle of a #loc line)."""
    comp = compiled("matmul", "cuda:90", passes=True)
    last = store.load_passes(comp.key)[0][-1].text()
    used = set(re.findall(r"loc\((#loc\d*)\)", last))
    defined = set(re.findall(r"^(#loc\d*) = loc\(", last, re.M))
    assert used and used <= defined, sorted(used - defined)[:5]
    assert last.rstrip().endswith(")")


def test_cache_hit_returns_identical_artifacts_without_compiling(compiled, store, monkeypatch):
    first = compiled("gelu", "cuda:90")

    def no_worker(*args, **kwargs):
        raise AssertionError("a worker was started for a cached compile")

    monkeypatch.setattr(capture, "_start", no_worker)
    again = compile_one(Request(_gelu(), 0, Target.parse("cuda:90")), store)
    assert again.cache_hit
    assert again.key == first.key
    for name, stage in first.stages.items():
        assert again.stages[name].read_bytes() == stage.read_bytes()


def _gelu():
    from ir_explorer.capture import bundled

    return bundled.get("gelu")


def test_truncated_blob_is_recompiled_not_served(tmp_path):
    from ir_explorer.core.store import Store

    store = Store(tmp_path)
    req = Request(_gelu(), 0, Target.parse("cuda:80"))
    first = compile_one(req, store)
    ptx = first.stage("ptx")
    assert isinstance(ptx.source, Blob)
    data = ptx.source.path.read_bytes()
    ptx.source.path.write_bytes(data[: len(data) // 2])
    again = compile_one(req, store)
    assert not again.cache_hit
    assert again.stage("ptx").text() == first.stage("ptx").text()
    assert compile_one(req, store).cache_hit


def test_truncated_manifest_is_recompiled(tmp_path):
    from ir_explorer.core.store import Store

    store = Store(tmp_path)
    req = Request(_gelu(), 1, Target.parse("cuda:80"))
    first = compile_one(req, store)
    manifest = store._manifest_path("entries", first.key)
    manifest.write_bytes(manifest.read_bytes()[:100])
    again = compile_one(req, store)
    assert not again.cache_hit and again.ok
    assert again.stage("ttgir").text() == first.stage("ttgir").text()


def test_timeout_is_a_failure_not_a_hang(tmp_path):
    from ir_explorer.core.store import Store

    store = Store(tmp_path)
    req = Request(_gelu(), 0, Target.parse("cuda:90"))
    comp = compile_one(req, store, timeout=0.2)
    assert comp.failure is not None and comp.failure.kind == "timeout"
    assert store.load(comp.key) is None  # a timeout is not stored: the next try compiles


def test_configs_compile_in_parallel_and_in_order(store):
    from ir_explorer.capture import bundled

    spec = bundled.get("matmul_autotuned")
    comps = capture.compile_all([Request(spec, i, Target.parse("cuda:90")) for i in range(4)], store)
    assert [c.config_index for c in comps] == [0, 1, 2, 3]
    assert [c.metadata["num_warps"] for c in comps] == [8, 4, 4, 4]
    assert [c.metadata["num_stages"] for c in comps] == [3, 4, 4, 5]
    assert len({c.key for c in comps}) == 4


@pytest.mark.parametrize("kernel", ["flash_attention_fwd", "fused_linear_bias_relu"])
def test_other_bundled_kernels_reach_tensor_cores(compiled, kernel):
    ptx = compiled(kernel, "cuda:90").stage("ptx").text()
    assert "wgmma.mma_async" in ptx
