"""The requests of trial 4's kernels (docs/trial4.md), made from the trial's own command lines
(tests/data/trial2_kernels/v4_commands.sh: ``NAME|REF|OPTIONS``), for the ``test_trial2_fixes_v4_*`` tests."""

from __future__ import annotations

from conftest import DATA
from trial_commands import trial_request

from ir_explorer.capture.compiles import Request

COMMANDS = DATA / "trial2_kernels" / "v4_commands.sh"


def v4_request(name: str, user_spec) -> Request:  # type: ignore[no-untyped-def]
    """The request of trial-4 kernel ``name`` (config 0) with its v4_commands.sh options."""
    return trial_request(COMMANDS, name, user_spec)
