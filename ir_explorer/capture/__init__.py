"""Layer 3, capture: compile in child workers, and everything that runs a kernel.

``compiles`` (requests, the worker pool, the store), ``worker`` (the child process: the only package that
imports Triton for a compile), ``children`` (starting and killing workers: process groups, lifelines, signals),
``worker_env`` (a worker's environment and memory cap), ``prewarm`` (a worker started before the CLI's imports,
and the hints that skip it), ``bundled`` and
``kernel_files`` (the kernels to compile), ``select`` (a command's KERNEL argument and
:class:`~ir_explorer.capture.select.CompileOptions` to compilations), ``stages`` (a stored compilation's
texts and passes), ``disassemble`` (SASS from the cubin), ``program`` and ``listener`` with ``hook/``
(``ir-explorer capture -- PROGRAM``), and ``bench`` with ``gpu_bench`` (timing on a GPU; the child imports
torch). Importing this package imports nothing else."""
