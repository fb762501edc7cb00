"""Kernels written the way real projects write them, for the tests of users' kernel files.

``bias_act_kernel`` stacks ``@triton.autotune`` (with ``prune_configs_by``) over ``@triton.heuristics``
and takes constexprs of several Python types: a string (``ACTIVATION``), a float (``ALPHA``), a
``tl.dtype`` (``OUT_DTYPE``), a bool (``CLAMP``) and ``None`` for ``bias_ptr``. ``copy_kernel`` and
``copy_kernel_dns`` differ only in ``do_not_specialize``. Importing this file appends a line to
``$IRX_TEST_IMPORT_LOG`` when set, so tests can count imports.
"""

import os

import triton
import triton.language as tl

if os.environ.get("IRX_TEST_IMPORT_LOG"):
    with open(os.environ["IRX_TEST_IMPORT_LOG"], "a") as log:
        log.write(f"imported in {os.getpid()}\n")


def _fits(configs, named_args, **kwargs):
    """early_config_prune: drop blocks larger than the problem."""
    return [c for c in configs if c.kwargs["BLOCK_SIZE"] <= named_args["n_elements"]] or configs[:1]


@triton.autotune(
    configs=[
        triton.Config({"BLOCK_SIZE": 256}, num_warps=4, num_stages=3),
        triton.Config({"BLOCK_SIZE": 1024}, num_warps=8, num_stages=2, maxnreg=128,
                      pre_hook=lambda nargs: nargs["out_ptr"].zero_()),
        triton.Config({"BLOCK_SIZE": 16384}, num_warps=8, num_stages=2),
    ],
    key=["n_elements"],
    prune_configs_by={"early_config_prune": _fits},
)
@triton.heuristics({"EVEN": lambda args: args["n_elements"] % args["BLOCK_SIZE"] == 0})
@triton.jit
def bias_act_kernel(x_ptr, bias_ptr, out_ptr, n_elements, ACTIVATION: tl.constexpr, OUT_DTYPE: tl.constexpr,
                    BLOCK_SIZE: tl.constexpr, EVEN: tl.constexpr, ALPHA: tl.constexpr = 0.01,
                    CLAMP: tl.constexpr = False):
    offs = tl.program_id(0) * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    if EVEN:
        x = tl.load(x_ptr + offs)
    else:
        x = tl.load(x_ptr + offs, mask=offs < n_elements, other=0.0)
    if bias_ptr is not None:
        x += tl.load(bias_ptr + offs % 64)
    if ACTIVATION == "relu":
        x = tl.maximum(x, 0.0)
    elif ACTIVATION == "leaky_relu":
        x = tl.where(x >= 0, x, x * ALPHA)
    if CLAMP:
        x = tl.minimum(x, 6.0)
    if EVEN:
        tl.store(out_ptr + offs, x.to(OUT_DTYPE))
    else:
        tl.store(out_ptr + offs, x.to(OUT_DTYPE), mask=offs < n_elements)


@triton.jit
def copy_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=offs < n), mask=offs < n)


@triton.jit(do_not_specialize=["n"])
def copy_kernel_dns(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=offs < n), mask=offs < n)


def _predicted_ms(BLOCK, **kwargs):
    """perf_model: pretend larger blocks are faster."""
    return 1.0 / BLOCK


def _asks_the_gpu(configs, named_args, **kwargs):
    """early_config_prune that reads the device's properties: it needs a GPU."""
    sms = triton.runtime.driver.active.utils.get_device_properties(0)["multiprocessor_count"]
    return configs[: max(1, sms // 100)]


_COPY_CONFIGS = [triton.Config({"BLOCK": b}) for b in (128, 256, 512, 1024)]
copy_kernel_modelled = triton.autotune(configs=_COPY_CONFIGS, key=["n"],
                                       prune_configs_by={"perf_model": _predicted_ms, "top_k": 2})(copy_kernel)
copy_kernel_gpu_pruned = triton.autotune(configs=_COPY_CONFIGS, key=["n"],
                                         prune_configs_by={"early_config_prune": _asks_the_gpu})(copy_kernel)
