"""Run the staging kernels of tests/data/smem_kernels/staging.py once each on a CUDA GPU, for NCU to count
shared-memory wavefronts and bank conflicts (issue 17 item 5: the model estimates against a measurement).

    ncu --metrics <shared-memory metrics> python benchmarks/ncu_staging.py
"""

import importlib.util
import sys
from pathlib import Path

import torch

spec = importlib.util.spec_from_file_location(
    "staging", Path(__file__).resolve().parent.parent / "tests" / "data" / "smem_kernels" / "staging.py")
assert spec and spec.loader
mod = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mod)

which = sys.argv[1:] or ["t16", "t32", "copy"]
N = 128
for name in which:
    dtype = torch.float32 if name == "t32" else torch.float16
    x = torch.randn(N, N, device="cuda", dtype=dtype)
    out = torch.empty_like(x)
    if name == "copy":
        k = mod.copy_tile[(1,)](x, out, N, num_warps=4, num_stages=1)
        assert torch.equal(out, x * 2)
    else:
        k = mod.transpose[(1,)](x, out, N, num_warps=4, num_stages=1)
        assert torch.equal(out, x.T)
    torch.cuda.synchronize()
    asm = getattr(k, "asm", {})
    ttgir, ptx = asm.get("ttgir", ""), asm.get("ptx", "")
    print(name, "ok; shared", getattr(k.metadata, "shared", "?"))
    print("\n".join(ln.strip() for ln in ttgir.splitlines() if ln.startswith("#blocked") or "convert_layout" in ln))
    for ins in ("st.shared", "ld.shared", "ldmatrix", "stmatrix"):
        lines = [ln.split()[0] for ln in ptx.splitlines() if ins in ln]
        print(ins, len(lines), sorted(set(lines)))
