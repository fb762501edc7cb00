"""The requests of the second trial's NVIDIA kernels (docs/trial2_nvidia.md), made from the trial's own command lines
(tests/data/trial2_kernels/nv_commands.sh: ``NAME|REF|OPTIONS``), for the ``test_trial2_fixes_nv_*`` tests."""

from __future__ import annotations

from conftest import DATA
from trial_commands import trial_request

from ir_explorer.capture.compiles import Request

COMMANDS = DATA / "trial2_kernels" / "nv_commands.sh"


def nv_request(name: str, user_spec) -> Request:  # type: ignore[no-untyped-def]
    """The request of trial-2 NVIDIA kernel ``name`` (config 0) with its nv_commands.sh options."""
    return trial_request(COMMANDS, name, user_spec)
