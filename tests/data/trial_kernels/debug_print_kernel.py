# Modeled on triton-lang/triton python/test/unit/language/print_helper.py (kernel_device_print: tl.device_print of a
# loaded tensor, then a copy); rewritten for the trial.
import triton
import triton.language as tl


@triton.jit
def kernel_device_print(X, Y, BLOCK: tl.constexpr):
    x = tl.load(X + tl.arange(0, BLOCK))
    tl.device_print("x: ", x)
    tl.store(Y + tl.arange(0, BLOCK), x)
