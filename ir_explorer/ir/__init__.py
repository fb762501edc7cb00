"""Layer 2, IR readers: one module per text the pipeline writes. Pure functions over text, above the core.

``passdump`` (``MLIR_ENABLE_DUMP`` and LLVM print-after-all logs), ``ttgir`` (op scanner with operands and
loops), ``layouts`` (``#blocked``, ``#mma``, shared layouts …), ``llir`` (LLVM IR opcodes), ``sourcemap``
(Python lines of every stage), ``diagnostics`` (failed compiles' messages), ``resources`` (ptxas and AMDGPU
register counts) and ``lexers`` (Pygments lexers for every stage)."""
