"""Loaded by every Python process that ``ir-explorer capture`` starts (this folder leads its PYTHONPATH).

When ``IR_EXPLORER_CAPTURE_DIR`` is set it arranges for :mod:`ir_explorer.capture.listener` to
install Triton's compilation (and autotune) listeners right after the program imports ``triton``,
and Inductor's autotune feedback hook after it imports ``torch._inductor.select_algorithm``;
nothing is imported before the program asks for it. First it runs the ``sitecustomize`` this one
shadows, if there is one, so the program's environment behaves as without capture.
"""

import os
import sys


def _chain_to_shadowed_sitecustomize() -> None:
    here = os.path.dirname(os.path.abspath(__file__))
    saved = list(sys.path)
    mine = sys.modules.pop("sitecustomize", None)
    try:
        sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != here]
        import importlib

        importlib.import_module("sitecustomize")
    except ImportError:
        pass
    finally:
        sys.path[:] = saved
        if mine is not None:
            sys.modules["sitecustomize"] = mine


# The shadowed sitecustomize first: a listener it installs is then already there for ours to chain to.
_chain_to_shadowed_sitecustomize()
if os.environ.get("IR_EXPLORER_CAPTURE_DIR"):
    try:
        from ir_explorer.capture.listener import watch_imports

        watch_imports()
    except Exception as exc:  # never break the program being captured
        sys.stderr.write(f"ir-explorer capture: could not install the listener: {exc}\n")
