"""Do the two paths to a ring's pipelining depth agree? For every pipelined loop of the trial kernels
(``tests/data/trial2_kernels/*_commands.sh``) and of the bundled kernels (each config, on cuda:90, cuda:100,
hip:gfx942 and hip:gfx950), compare each ring's stages as :func:`ir_explorer.analyses.pipelining.loops` counts them
(prologue copies less peeled reads) with what the pipeliner's predicates encode
(:func:`ir_explorer.engines.rules.ring_depth.ring_depths`). Prints one line per ring where they differ or the
predicate path did not recognise the form, then the counts.

    IR_EXPLORER_CACHE_DIR=/tmp/store .venv/bin/python scripts/ring_depth_agreement.py [--bundled-only|--trials-only]
        [--all-targets]

``--all-targets``: each trial kernel with a pipelined loop also on the other targets of :data:`TARGETS`. Compiles
what the store lacks (one at a time); a compile that fails is skipped."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from ir_explorer.analyses import pipelining  # noqa: E402
from ir_explorer.capture import bundled  # noqa: E402
from ir_explorer.capture.compiles import Request, compile_all, inspect_kernel  # noqa: E402
from ir_explorer.capture.kernel_files import user_kernel  # noqa: E402
from ir_explorer.core.errors import IRExplorerError  # noqa: E402
from ir_explorer.core.model import KernelSpec, Target  # noqa: E402
from ir_explorer.core.store import Store, default_root  # noqa: E402
from ir_explorer.engines.rules.ring_depth import ring_depths  # noqa: E402
from ir_explorer.ir.mlir_model import display, parse  # noqa: E402

TARGETS = ("cuda:90", "cuda:100", "hip:gfx942", "hip:gfx950")


def _pipelined(store: Store, req: Request) -> bool:
    """Whether ``req``'s compile has a pipelined loop with rings."""
    (comp,) = compile_all([req], store, jobs=1)
    if not comp.ok or "ttgir" not in comp.stages:
        return False
    return any(r.stages and r.allocations for r in pipelining.loops(parse(comp.stages["ttgir"].text())))


def _requests(store: Store, trials: bool, kernels: bool, all_targets: bool = False) -> list[tuple[str, Request]]:
    import trial_commands

    def describe(path, function, args, consts):  # type: ignore[no-untyped-def]
        return inspect_kernel(path, function, args, consts, False, Target.parse("cuda:90"), store)

    def user_spec(ref, signature=None, num_warps=4, num_stages=3, constexprs=None, args=()):  # type: ignore[no-untyped-def]
        return user_kernel(ref, signature, list(args), num_warps, num_stages, dict(constexprs or {}), describe)
    out = []
    if trials:
        for cmd in sorted((ROOT / "tests/data/trial2_kernels").glob("*_commands.sh")):
            for line in cmd.read_text().splitlines():
                parts = line.split("|")
                if len(parts) == 3 and not line.startswith("#"):
                    req = trial_commands.trial_request(cmd, parts[0], user_spec)
                    out.append((parts[0], req))
                    if all_targets and _pipelined(store, req):  # the same kernel on the other targets
                        for t in TARGETS:
                            if t != req.target.spec:
                                out.append((parts[0], trial_commands.trial_request(cmd, parts[0], user_spec, t)))
    if kernels:
        for name, spec in sorted(bundled.registry().items()):
            assert isinstance(spec, KernelSpec)
            for i in range(len(spec.configs)):
                for t in TARGETS:
                    try:
                        out.append((f"{name}[{i}]@{t}", Request(spec, i, Target.parse(t))))
                    except IRExplorerError:  # a kernel of one vendor only
                        continue
    return out


def main(argv: list[str]) -> int:
    store = Store(default_root())
    reqs = _requests(store, "--bundled-only" not in argv, "--trials-only" not in argv, "--all-targets" in argv)
    agree = differ = unknown = loops = 0
    for label, req in reqs:
        try:
            (comp,) = compile_all([req], store, jobs=1)
        except Exception as e:  # a kernel the toolchain refuses is reported, not fatal to the sweep
            print(f"{label}: compile error {e!r}"[:200])
            continue
        if not comp.ok or "ttgir" not in comp.stages:
            continue
        model = parse(comp.stages["ttgir"].text())
        for r in pipelining.loops(model):
            if not r.stages or r.warp_specialized or not r.allocations:
                continue
            loops += 1
            got = ring_depths(model, r.line, list(r.allocations))
            for a, st in zip(r.allocations, r.allocation_stages, strict=True):
                d = got[a]
                if d.stages is None:
                    unknown += 1
                    print(f"{label} {comp.target.spec} ttgir:{r.line} %{display(a)}: model {st}, predicates not "
                          f"read: {d.why}")
                elif d.stages == st:
                    agree += 1
                else:
                    differ += 1
                    print(f"{label} {comp.target.spec} ttgir:{r.line} %{display(a)}: model {st}, predicates "
                          f"{d.stages} ({d.why})")
    print(f"{loops} pipelined loops; rings: {agree} agree, {differ} differ, {unknown} not read by the predicates")
    return 1 if differ else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
