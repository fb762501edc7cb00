"""The requests of trial 4's kernels (docs/trial4.md), made from the trial's own command lines
(tests/data/trial2_kernels/v4_commands.sh: ``NAME|REF|OPTIONS``), for the ``test_trial2_fixes_v4_*`` tests."""

from __future__ import annotations

import shlex

from conftest import DATA, ROOT

from ir_explorer.capture.compiles import Request
from ir_explorer.capture.kernel_files import parse_constexprs
from ir_explorer.core.model import Target

COMMANDS = DATA / "trial2_kernels" / "v4_commands.sh"


def v4_request(name: str, user_spec) -> Request:  # type: ignore[no-untyped-def]
    """The request of trial kernel ``name`` (config 0) with its v4_commands.sh options (``--arg``, ``--constexpr``,
    ``--num-warps``, ``--num-stages``, ``-t``), as the trial's ``ir-explorer report REF OPTIONS`` made it."""
    for line in COMMANDS.read_text().splitlines():
        parts = line.split("|")
        if len(parts) == 3 and parts[0] == name:
            break
    else:
        raise AssertionError(f"{name} is not in {COMMANDS.name}")
    opts = shlex.split(parts[2])
    args: list[str] = []
    consts: list[str] = []
    warps, stages, target = 4, 3, "cuda:90"
    for flag, value in zip(opts[::2], opts[1::2], strict=True):
        if flag == "--arg":
            args.append(value)
        elif flag == "--constexpr":
            consts.append(value)
        elif flag == "--num-warps":
            warps = int(value)
        elif flag == "--num-stages":
            stages = int(value)
        else:
            assert flag == "-t", flag
            target = value
    spec = user_spec(str(ROOT / parts[1]), None, warps, stages, parse_constexprs(consts), tuple(args))
    return Request(spec, 0, Target.parse(target))
