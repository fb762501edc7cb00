"""The offline compile is what really runs: JIT launch on a GPU vs ``ir-explorer``'s offline compile.

For every bundled kernel and config, build real tensors from the registry's example arguments,
launch the kernel through Triton's normal JIT, and compare the TTIR, TTGIR and PTX Triton
compiled for that launch with what ``ir-explorer`` compiles offline for the same GPU's target
(``cuda:<capability>``), same config. They must be identical; if not, the specialization derived
from the example arguments is wrong. Skipped without torch or CUDA.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")
if not torch.cuda.is_available():
    pytest.skip("needs a CUDA GPU", allow_module_level=True)

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from ir_explorer.capture import bundled  # noqa: E402
from ir_explorer.core.model import DTYPE_BYTES, ScalarArg, TensorArg  # noqa: E402

pytestmark = pytest.mark.gpu

_TORCH_DTYPES = {"fp16": torch.float16, "bf16": torch.bfloat16, "fp32": torch.float32}
assert set(_TORCH_DTYPES) <= set(DTYPE_BYTES)


def _cases() -> list:
    return [pytest.param(name, i, id=f"{name}-{cfg.short()}")
            for name, spec in bundled.registry().items() for i, cfg in enumerate(spec.configs)]


def _jit_launch(name: str, index: int):
    """Launch through the JIT exactly as the autotuner or a host wrapper would; return the CompiledKernel."""
    spec = bundled.get(name)
    module = bundled.import_kernel_module(spec.path)
    from triton.runtime.jit import JITFunction

    fn = getattr(module, spec.function)
    while not isinstance(fn, JITFunction):  # Autotuner / Heuristics wrap the JITFunction
        fn = fn.fn
    config = spec.configs[index]
    # The TMA kernels create their descriptors in global scratch memory: a launch needs an allocator.
    bundled.import_kernel_module(spec.path.parent / "_host.py").set_torch_allocator()
    args = []
    for arg in spec.args:
        if isinstance(arg, TensorArg):
            t = torch.randn(arg.shape, device="cuda").to(_TORCH_DTYPES[arg.dtype])
            args.append(t if arg.strides is None else t.as_strided(arg.shape, arg.strides))
        elif isinstance(arg, ScalarArg):
            args.append(arg.value)
    kwargs = {**dict(spec.constexprs), **dict(config.constexprs), "num_warps": config.num_warps,
              "num_stages": config.num_stages, **dict(config.options)}
    kernel = fn[(1, 1, 1)](*args, **kwargs)  # one program is enough to make the JIT compile
    torch.cuda.synchronize()
    return kernel


def _offline(name: str, index: int, target: str, stage: str, store: Path) -> str:
    env = dict(os.environ, IR_EXPLORER_CACHE_DIR=str(store), PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-m", "ir_explorer", "dump", name, "--stage", stage, "-t", target,
                          "--config", str(index), "--json"], capture_output=True, text=True, env=env, timeout=600)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)["results"][0]["text"]


@pytest.mark.parametrize(("name", "index"), _cases())
def test_offline_compile_equals_the_jit(name, index, tmp_path_factory):
    store = tmp_path_factory.getbasetemp() / "offline-store"
    major, minor = torch.cuda.get_device_capability()
    target = f"cuda:{major * 10 + minor}"
    kernel = _jit_launch(name, index)
    for stage in ("ttir", "ttgir", "ptx"):
        offline = _offline(name, index, target, stage, store)
        jit = kernel.asm[stage]
        assert offline == jit, f"{name} config {index}: the offline {stage} differs from the JIT's"
