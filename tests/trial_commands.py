"""The requests of the trials' kernels (docs/trial_public_kernels.md, docs/trial2_*.md, docs/trial3.md,
docs/trial4.md), made from each trial's own command lines (``NAME|REF|OPTIONS`` in ``tests/data/trial_kernels/
commands.sh`` and ``tests/data/trial2_kernels/*_commands.sh``), as the trial's ``ir-explorer report REF OPTIONS``
made them, and the two helpers their tests use to feed a lie to the rules. One copy for every
``test_trial*_fixes_*`` test."""

from __future__ import annotations

import dataclasses
import shlex
from pathlib import Path

from conftest import ROOT

from ir_explorer.analyses.findings import Finding
from ir_explorer.capture.compiles import Request
from ir_explorer.capture.kernel_files import parse_constexprs
from ir_explorer.core.model import Compilation, Target
from ir_explorer.engines.consistency import Statements
from ir_explorer.engines.rules import ClaimContext


def trial_request(commands: Path, name: str, user_spec, target: str | None = None,  # type: ignore[no-untyped-def]
                  replace: tuple[str, ...] = ()) -> Request:
    """The request of kernel ``name`` (config 0) with its ``commands`` line's options (``--arg``, ``--constexpr``,
    ``--num-warps``, ``--num-stages``, ``-t``). ``target`` replaces its ``-t``, and each ``OLD->NEW`` of ``replace``
    one option value (a trial's extra configuration: ``TILE_M=128->TILE_M=256``). Raises AssertionError when the
    file has no such kernel or an option this reader does not know."""
    for line in commands.read_text().splitlines():
        parts = line.split("|")
        if len(parts) == 3 and parts[0] == name:
            break
    else:
        raise AssertionError(f"{name} is not in {commands.name}")
    opts = shlex.split(parts[2])
    for old_new in replace:
        old, new = old_new.split("->")
        assert old in opts, (old, opts)
        opts = [new if o == old else o for o in opts]
    args: list[str] = []
    consts: list[str] = []
    warps: int | None = None
    stages: int | None = None
    told = "cuda:90"
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
            told = value
    spec = user_spec(str(ROOT / parts[1]), None, warps, stages, parse_constexprs(consts), tuple(args))
    if spec.autotuned and (warps is None or stages is None):
        # these tests were written against num_warps=4/num_stages=3 forced onto an autotuned kernel's config 0 (the
        # CLI keeps the config's own); kept so, to keep their IR
        spec = user_spec(str(ROOT / parts[1]), None, warps or 4, stages or 3, parse_constexprs(consts), tuple(args))
    # A kernel without autotune configs gets what the CLI gives it: the target backend's num_warps/num_stages where
    # the line gives none (HIP: 2 stages; trial 10c M3), resolved when compiled
    return Request(spec, 0, Target.parse(target or told))


def claim_context(got: Statements, comp: Compilation) -> ClaimContext:
    """The rules' context for one trial compile's stored statements (its stages, findings and metrics)."""
    return ClaimContext(comp, got.stages, got.report.findings, dict(got.report.metrics))


def with_claim(f: Finding, key: str, value: object) -> Finding:
    """``f`` with claim ``key`` set to ``value`` (a lie to catch); the message is re-rendered from it."""
    return dataclasses.replace(f, claims=tuple(dataclasses.replace(c, value=value) if c.key == key else c
                                               for c in f.claims))


#: What :func:`compiled_trial` compiled in this test process, by (commands file, name): several test modules read
#: the same trial compile (gptq_matmul248, nsa_select_dkdv), which is then compiled once (CI time).
_COMPILED: dict[tuple[str, str], tuple[Compilation, Statements]] = {}


def compiled_trial(tmp_path_factory, user_spec, commands: Path, name: str):  # type: ignore[no-untyped-def]
    """Compile the trial run ``name`` of ``commands`` (:func:`trial_request`) into a store of its own (a folder of
    ``tmp_path_factory``) and return ``(compilation, statements)`` as ``selfcheck`` reads them
    (:func:`ir_explorer.engines.consistency.stored_statements`), once per test process (frozen results, shared by
    the modules that ask for the same run). Fails the test when the compile fails."""
    from ir_explorer.capture.compiles import compile_all
    from ir_explorer.core.store import Store
    from ir_explorer.engines import consistency

    if (str(commands), name) in _COMPILED:
        return _COMPILED[str(commands), name]
    own = Store(tmp_path_factory.mktemp(name))
    (comp,) = compile_all([trial_request(commands, name, user_spec)], own)
    assert comp.ok, comp.failure
    _COMPILED[str(commands), name] = (comp, consistency.stored_statements(comp, own))
    return _COMPILED[str(commands), name]
