"""The bundled kernels on a real CUDA GPU: every kernel, every registry config, against torch.

For each kernel and config: fresh random fp16 inputs at the registry's example shapes (and an
odd-size case that exercises the bounds masks), an output buffer poisoned with NaN first (so a
tile the kernel forgets to write shows up), and a relative-error check,
``||out - ref|| / ||ref||``, against the module's torch ``reference`` computed in float32.

Skipped cleanly without torch or without a CUDA device. Written for Triton >= 3.6.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")
if not torch.cuda.is_available():
    pytest.skip("needs a CUDA GPU", allow_module_level=True)

try:
    from ir_explorer.capture import bundled
except ImportError:  # a source checkout without an install
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from ir_explorer.capture import bundled

pytestmark = pytest.mark.gpu

#: Relative error allowed for fp16 outputs against a float32 reference.
REL_TOL = 1e-2


@pytest.fixture(autouse=True)
def _exact_fp32_reference():
    """No TF32 in the float32 references; a fresh seed per test."""
    saved = torch.backends.cuda.matmul.allow_tf32, torch.backends.cudnn.allow_tf32
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    torch.manual_seed(0)
    yield
    torch.backends.cuda.matmul.allow_tf32, torch.backends.cudnn.allow_tf32 = saved


def _module(name: str):
    return bundled.import_kernel_module(bundled.get(name).path)


def _example_shape(kernel: str, arg: str) -> tuple[int, ...]:
    """The shape of tensor argument ``arg`` in the registry's example launch of ``kernel``."""
    for a in bundled.get(kernel).args:
        if a.name == arg:
            return tuple(a.shape)
    raise KeyError(f"{kernel} has no argument {arg}")


def _configs(*kernels: str) -> list:
    return [
        pytest.param(kernel, index, id=f"{kernel}-{cfg.short()}")
        for kernel in kernels
        for index, cfg in enumerate(bundled.get(kernel).configs)
    ]


def _randn(*shape: int) -> torch.Tensor:
    return torch.randn(*shape, device="cuda", dtype=torch.float16)


def _poisoned(*shape: int) -> torch.Tensor:
    return torch.full(shape, float("nan"), device="cuda", dtype=torch.float16)


def _check(out: torch.Tensor, ref: torch.Tensor, what: str) -> None:
    torch.cuda.synchronize()
    nan = int(out.isnan().sum())
    assert nan == 0, f"{what}: {nan} of {out.numel()} output elements still NaN (unwritten or NaN math)"
    rel = ((out.float() - ref.float()).norm() / ref.float().norm()).item()
    assert rel < REL_TOL, f"{what}: relative error {rel:.3e} >= {REL_TOL:g}"


# ------------------------------------------------------------------ matmul


def _matmul_sizes() -> list:
    M, K = _example_shape("matmul", "a_ptr")
    N = _example_shape("matmul", "b_ptr")[1]
    return [pytest.param((M, N, K), id=f"{M}x{N}x{K}"), pytest.param((1000, 1000, 1000), id="1000x1000x1000")]


#: The host wrapper that runs each matmul kernel with a given config (the autotuned kernel's configs
#: run on the plain ``matmul_kernel``, which it wraps).
_MATMUL_WRAPPERS = {"matmul": "matmul", "matmul_autotuned": "matmul", "matmul_grouped": "matmul_grouped",
                    "matmul_tma_persistent": "matmul_tma_persistent"}


@pytest.mark.parametrize("size", _matmul_sizes())
@pytest.mark.parametrize("kernel, index", _configs(*_MATMUL_WRAPPERS))
def test_matmul(kernel: str, index: int, size: tuple[int, int, int]) -> None:
    """Each matmul kernel under each of its registry configs."""
    mod = _module(kernel)
    cfg = bundled.get(kernel).configs[index]
    M, N, K = size
    a, b = _randn(M, K), _randn(K, N)
    c = getattr(mod, _MATMUL_WRAPPERS[kernel])(a, b, cfg, out=_poisoned(M, N))
    _check(c, _module("matmul").reference(a, b), f"{kernel} {cfg.label()} {M}x{N}x{K}")


@pytest.mark.parametrize("size", _matmul_sizes())
@pytest.mark.parametrize(("kernel", "wrapper", "tuner"), [
    ("matmul", "matmul_autotuned", "matmul_kernel_autotuned"),
    ("matmul", "matmul_grouped", "matmul_grouped_kernel_autotuned"),
    ("matmul_tma_persistent", "matmul_tma_persistent", "matmul_tma_persistent_kernel_autotuned"),
])
def test_matmul_autotuned_wrapper(kernel: str, wrapper: str, tuner: str, size: tuple[int, int, int]) -> None:
    """The autotuned wrappers (no config: the autotuner picks) give the right product."""
    mod = _module(kernel)
    M, N, K = size
    a, b = _randn(M, K), _randn(K, N)
    c = getattr(mod, wrapper)(a, b, out=_poisoned(M, N))
    best = getattr(mod, tuner).best_config
    _check(c, _module("matmul").reference(a, b), f"{wrapper} {M}x{N}x{K} (best config {best})")


# ------------------------------------------------------------------ flash attention


def _attention_shapes() -> list:
    Z, H, N, D = _example_shape("flash_attention_fwd", "Q")
    return [pytest.param((Z, H, N, D), id=f"{Z}x{H}x{N}x{D}"), pytest.param((2, 3, 1000, D), id=f"2x3x1000x{D}")]


@pytest.mark.parametrize("shape", _attention_shapes())
@pytest.mark.parametrize("kernel, index", _configs("flash_attention_fwd", "flash_attention_tma"))
def test_flash_attention(kernel: str, index: int, shape: tuple[int, int, int, int]) -> None:
    """Both attention kernels (pointer loads and TMA descriptors) under each config, and a sm_scale."""
    mod = _module(kernel)
    ref = _module("flash_attention_fwd").reference
    cfg = bundled.get(kernel).configs[index]
    q, k, v = _randn(*shape), _randn(*shape), _randn(*shape)
    out = getattr(mod, kernel)(q, k, v, config=cfg, out=_poisoned(*shape))
    _check(out, ref(q, k, v), f"{kernel} {cfg.label()} {shape}")
    out = getattr(mod, kernel)(q, k, v, sm_scale=0.3, config=cfg, out=_poisoned(*shape))
    _check(out, ref(q, k, v, sm_scale=0.3), f"{kernel} {cfg.label()} {shape} sm_scale=0.3")


# ------------------------------------------------------------------ fused linear


def _linear_sizes() -> list:
    M, K = _example_shape("fused_linear_bias_relu", "x_ptr")
    N = _example_shape("fused_linear_bias_relu", "w_ptr")[0]
    return [pytest.param((M, N, K), id=f"{M}x{N}x{K}"), pytest.param((1000, 1000, 1000), id="1000x1000x1000")]


@pytest.mark.parametrize("size", _linear_sizes())
@pytest.mark.parametrize("kernel, index", _configs("fused_linear_bias_relu"))
def test_fused_linear_bias_relu(kernel: str, index: int, size: tuple[int, int, int]) -> None:
    mod = _module(kernel)
    cfg = bundled.get(kernel).configs[index]
    M, N, K = size
    x, w, bias = _randn(M, K), _randn(N, K), _randn(N)
    out = mod.fused_linear_bias_relu(x, w, bias, cfg, out=_poisoned(M, N))
    _check(out, mod.reference(x, w, bias), f"fused_linear_bias_relu {cfg.label()} {M}x{N}x{K}")


# ------------------------------------------------------------------ gelu


def _gelu_sizes() -> list:
    (n,) = _example_shape("gelu", "x_ptr")
    return [pytest.param(n, id=str(n)), pytest.param(1_000_003, id="1000003")]


@pytest.mark.parametrize("approximate", ["none", "tanh"])
@pytest.mark.parametrize("n", _gelu_sizes())
@pytest.mark.parametrize("kernel, index", _configs("gelu"))
def test_gelu(kernel: str, index: int, n: int, approximate: str) -> None:
    mod = _module(kernel)
    cfg = bundled.get(kernel).configs[index]
    x = _randn(n) * 3
    out = mod.gelu(x, approximate, cfg, out=_poisoned(n))
    _check(out, mod.reference(x, approximate), f"gelu[{approximate}] {cfg.label()} n={n}")
