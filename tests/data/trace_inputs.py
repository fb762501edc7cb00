"""Compile ``ingest_kernels.py`` (as ``compile_inputs.py`` does) under tritonparse's tracer.

Usage: ``python trace_inputs.py TRACE_DIR``: ``tritonparse.structured_logging.init(TRACE_DIR)``
installs tritonparse's ``knobs.compilation.listener``, so each compile writes one NDJSON
``compilation`` event into TRACE_DIR. Used by ``tests/test_inputs.py``.
"""

import sys
from pathlib import Path

import tritonparse.structured_logging

sys.path.insert(0, str(Path(__file__).parent))
import compile_inputs  # noqa: E402

if __name__ == "__main__":
    tritonparse.structured_logging.init(sys.argv[1])
    compile_inputs.main([])
