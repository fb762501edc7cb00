"""GELU as a torch custom op (``torch.library.triton_op`` + ``wrap_triton``) on a CUDA GPU.

The operator must match ``F.gelu``, and ``torch.compile(fullgraph=True)`` of a function calling it
must compile (no graph break) and give the same numbers. Skipped without torch or CUDA.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")
if not torch.cuda.is_available():
    pytest.skip("needs a CUDA GPU", allow_module_level=True)

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from ir_explorer.capture import bundled  # noqa: E402

pytestmark = pytest.mark.gpu


@pytest.fixture(scope="module")
def op():
    bundled.load_package()
    return importlib.import_module(f"{bundled.PACKAGE}.gelu_op")


def _rel(out: torch.Tensor, ref: torch.Tensor) -> float:
    assert not out.isnan().any()
    return ((out.double() - ref.double()).norm() / ref.double().norm()).item()


@pytest.mark.parametrize("approximate", ["none", "tanh"])
def test_custom_op_matches_f_gelu(op, approximate: str) -> None:
    x = torch.randn(3, 1000, 77, device="cuda", dtype=torch.float16) * 3
    out = torch.ops.ir_explorer.gelu(x, approximate)
    assert out.shape == x.shape and out.dtype == x.dtype
    assert _rel(out, torch.nn.functional.gelu(x.float(), approximate=approximate)) < 1e-3


def test_torch_compile_fullgraph(op) -> None:
    torch._dynamo.reset()
    compiled = torch.compile(op.gelu_residual, fullgraph=True)
    x = torch.randn(4096, 1024, device="cuda", dtype=torch.float16)
    out = compiled(x)
    ref = 2 * torch.nn.functional.gelu(x.float()) - x.float()
    assert _rel(out, ref) < 1e-3
