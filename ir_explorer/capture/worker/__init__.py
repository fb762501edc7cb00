"""The compile worker: ``python -m ir_explorer.capture.worker`` reads a request path on stdin and compiles it.

It runs in a child process so that a crash or hang inside Triton's C++ cannot take down the
caller (:mod:`ir_explorer.capture.compiles` starts it, enforces the timeout, and reads the result).
This package is the only code that imports Triton to compile. It:

1. imports the kernel file (with the GPU driver and ``torch.cuda`` stubbed when asked:
   ``--no-import-side-effects``) and unwraps ``triton.autotune`` / ``triton.heuristics`` wrappers;
   a ``inspect`` request stops here and answers with the parameters and the autotune configs
   (pruned by ``prune_configs_by`` where that runs without a GPU), and the worker then waits for
   a compile request;
2. computes ``triton.heuristics`` values from the example arguments as a launch does
   (``Heuristics.run``, ``triton/runtime/autotuner.py``) and derives the specialization the way
   Triton's JIT does for a real launch, with Triton's own code (``JITFunction`` binder from
   ``create_function_from_signature`` and ``JITFunction._pack_args``, ``triton/runtime/jit.py``),
   or takes a ``tools/compile.py`` signature literally;
3. calls ``triton.compile`` for the target with Triton's official hooks, restored on exit:
   ``knobs.runtime.add_stages_inspection_hook`` to time each stage,
   ``knobs.nvidia.dump_ptxas_log`` for registers and spills, a private
   ``knobs.cache.dir`` with ``always_compile``, and, for per-pass capture,
   ``MLIR_ENABLE_DUMP=1`` + ``MLIR_DUMP_PATH`` and ``LLVM_IR_ENABLE_DUMP=1`` (LLVM's
   print-after-all, on fd 2: read by C++ ``getBoolEnv`` in ``python/src/llvm.cc`` in 3.6 and 3.9);
4. writes stages, metadata, resources, per-pass snapshots or the failure into the store,
   and a small JSON result for the parent.

It cannot outlive the CLI (:func:`watch_lifeline`) and runs under a cap on its address space
(``RLIMIT_AS``, ``$IR_EXPLORER_WORKER_MEMORY``, :func:`limit_memory`): a compile that reaches it fails with
``MemoryError`` (Python, or a C++ ``std::bad_alloc`` that pybind11 turns into one) and is reported as
``status: memory``, never stored.

Its modules, by what they hold: :mod:`.kernel` (importing the kernel file, GPU stubs), :mod:`.specialize` (the
launch's specialization), :mod:`.compiling` (one ``triton.compile`` under the hooks, and its failure),
:mod:`.answers` (the ``inspect`` and compile requests) and :mod:`.lifecycle` (memory cap, lifeline, :func:`main`;
``__main__`` runs it). Importing this package imports no Triton: each module imports it inside the functions
that need it.
"""

from __future__ import annotations

from ir_explorer.capture.worker.answers import inspect, run
from ir_explorer.capture.worker.compiling import ir_spec, jsonable, transient_cause
from ir_explorer.capture.worker.kernel import UserInputError, install_gpu_stubs, load_kernel
from ir_explorer.capture.worker.lifecycle import lift_memory_cap, limit_memory, main, watch_lifeline, wrong_release
from ir_explorer.capture.worker.specialize import example_values, launch_kwargs, specialize

__all__ = [
    "UserInputError", "example_values", "inspect", "install_gpu_stubs", "ir_spec", "jsonable", "launch_kwargs",
    "lift_memory_cap", "limit_memory", "load_kernel", "main", "run", "specialize", "transient_cause",
    "watch_lifeline", "wrong_release",
]
