"""The reference's torch.compile case, for ``ir-explorer capture`` on a CUDA GPU.

    ir-explorer capture -- python benchmarks/capture_inductor.py [--triton-templates]

``torch.compile(mode="max-autotune")`` of ``relu(linear(x, W, b)) * 0.5`` in fp16: Inductor
benchmarks its Triton matmul templates against ATen, generates a fused template kernel
(``triton_tem_fused_…``) and pointwise kernels (``triton_poi_fused_…``), all compiled by Triton,
which the capture records with the autotune timings. Where cuBLAS wins the autotuning, the matmul
stays an ATen call; ``--triton-templates`` restricts the choices to Triton templates
(``max_autotune_gemm_backends="TRITON"``) so the fused template kernel is generated too. Prints
the result's relative error against the eager computation in float32.
"""

import sys

import torch
import torch.nn.functional as F


def layer(x: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor) -> torch.Tensor:
    return F.relu(F.linear(x, weight, bias)) * 0.5


def main() -> None:
    if "--triton-templates" in sys.argv:
        import torch._inductor.config as inductor_config

        inductor_config.max_autotune_gemm_backends = "TRITON"
    torch.manual_seed(0)
    x = torch.randn(4096, 4096, device="cuda", dtype=torch.float16)
    weight = torch.randn(4096, 4096, device="cuda", dtype=torch.float16) / 64
    bias = torch.randn(4096, device="cuda", dtype=torch.float16)
    compiled = torch.compile(layer, mode="max-autotune")
    out = compiled(x, weight, bias)
    ref = layer(x.float(), weight.float(), bias.float())
    rel = ((out.float() - ref).norm() / ref.norm()).item()
    print(f"torch.compile(max-autotune) relu(linear) * 0.5: relative error {rel:.2e}")
    assert rel < 1e-2, rel


if __name__ == "__main__":
    main()
