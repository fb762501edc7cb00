"""From a command's KERNEL argument and its :class:`CompileOptions` to compilations: the engine every
compiling command (and the TUI, the pytest plugin, :mod:`ir_explorer.engines.checks`) shares.

KERNEL is a bundled name, ``FILE.py:KERNEL`` (a user's file, read by a worker), ``captured:NAME`` (a kernel
``ir-explorer capture`` recorded), or a PATH to read (a Triton cache, a dump log, a tritonparse trace:
:mod:`ir_explorer.inputs`). Nothing here prints or exits: results are frozen values, and bad input raises
:class:`~ir_explorer.core.errors.UsageError` (exit code 2).
"""

from __future__ import annotations

import itertools
import os
import re
import stat
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ir_explorer.capture import bundled
from ir_explorer.capture.compiles import ProgressFactory, Request, compile_requests
from ir_explorer.capture.options import DEFAULT_TIMEOUT_S, OPTION_NAMES, CompileOptions, parse_targets
from ir_explorer.core.control_chars import elide
from ir_explorer.core.errors import UsageError
from ir_explorer.core.model import Compilation, Config, ConstexprValue, KernelSpec, Value
from ir_explorer.core.store import Store, default_root

if TYPE_CHECKING:
    from ir_explorer.capture.toolchains import Toolchain


def select_configs(spec: KernelSpec, selector: str) -> list[int]:
    """The config indices ``selector`` names: ``all``, an index or a short name (:meth:`KernelSpec.config`)."""
    if selector == "all":
        return list(range(len(spec.configs)))
    return [spec.config(selector)[0]]


def _swept(opts: CompileOptions) -> list[str]:
    """The options of ``opts`` given with several values (``--num-warps 4,8``): each makes configs of its own."""
    several = [OPTION_NAMES[n] for n in ("num_warps", "num_stages") if len(getattr(opts, n)) > 1]
    if not opts.constexprs:  # the cached `dump` path: kernel_files is not imported
        return several
    from ir_explorer.capture.kernel_files import parse_constexpr_values  # deferred: only with --constexpr

    consts = parse_constexpr_values(opts.constexprs)
    return several + [f"--constexpr {name}" for name, vals in consts.items() if len(vals) > 1]


def one_config(spec: KernelSpec, opts: CompileOptions) -> tuple[int, list[str]]:
    """For a command that follows one config (``history``, ``repro``, ``diff --targets|--against|--tritons|
    --passes``): the index ``opts.config`` names and, when options with several values made several configs and
    ``--config`` was left out, a note that config 0 is the one taken and how to take another (it was taken
    silently). :class:`UsageError` for ``--config all`` or an unknown config."""
    if opts.config == "all":
        raise UsageError(f"--config all selects {len(spec.configs)} configs; this command follows one (--config N)")
    indices, notes = _selected(spec, opts, one=True)
    return indices[0], notes


def _selected(spec: KernelSpec, opts: CompileOptions, one: bool = False) -> tuple[list[int], list[str]]:
    """The config indices ``opts.config`` selects, and a note when the choice needs one (``one``: for a command
    that follows one config, :func:`one_config`).

    When ``--config`` was left at its default ``0`` and options with several values made several configs
    (``--num-warps 4,8``), every config they made of config 0 is taken (all of them for a kernel without
    ``@triton.autotune``): config 0 alone left the sweep's other values silently unchecked (issue 28). For an
    autotuned kernel a note says how many configs that is and that ``--config all`` takes every autotune
    config's sweep too."""
    if opts.config != "0" or "config" in opts.given or not spec.configs:
        return select_configs(spec, opts.config), []
    swept = _swept(opts)
    if not swept or len(spec.configs) == 1:  # the values made one config: nothing else to take
        return [0], []
    if one:
        return [0], [f"{' and '.join(swept)} made {len(spec.configs)} configs; taking config 0 "
                     f"({spec.configs[0].short()}): --config N takes another"]
    from ir_explorer.capture.kernel_files import parse_constexpr_values  # deferred: only with a sweep

    made = sweep(spec.configs[:1], opts.num_warps, opts.num_stages, parse_constexpr_values(opts.constexprs))
    indices = [i for i, c in enumerate(spec.configs) if c in made] or [0]
    if len(indices) == len(spec.configs):
        return indices, []
    return indices, [f"{' and '.join(swept)} made {len(spec.configs)} configs of the autotune configs; taking the "
                     f"{len(indices)} made of the first ({', '.join(map(str, indices))}): --config all takes all "
                     f"{len(spec.configs)}, --config N one"]


def _values(value: int | Sequence[int] | None) -> tuple[int, ...]:
    """``--num-warps``/``--num-stages`` as a tuple of values (``()``: not given)."""
    if value is None:
        return ()
    return (value,) if isinstance(value, int) else tuple(value)


def sweep(configs: Sequence[Config], num_warps: Sequence[int] = (), num_stages: Sequence[int] = (),
          constexprs: Mapping[str, Sequence[ConstexprValue]] | None = None) -> tuple[Config, ...]:
    """Each of ``configs`` under every combination of the values given: the product of ``num_warps``,
    ``num_stages`` and each constexpr's values (an empty sequence keeps the config's own value).

    ``--num-warps 4,8 --constexpr BLOCK=64,128`` on one config gives four, in the order
    ``BLOCK=64 w4``, ``BLOCK=64 w8``, ``BLOCK=128 w4``, ``BLOCK=128 w8``; on the four configs of an autotuned
    kernel, sixteen. Configs that come out equal are kept once. Each is named by its values
    (:meth:`Config.short`, ``64_w4_s3``), which ``--config NAME`` and ``diff --configs A B`` take.
    """
    consts = dict(constexprs or {})
    axes: list[list[tuple[str, Any]]] = [[(name, v) for v in vals] for name, vals in consts.items() if vals]
    axes.append([("num_warps", w) for w in num_warps] or [("num_warps", None)])
    axes.append([("num_stages", s) for s in num_stages] or [("num_stages", None)])
    out: list[Config] = []
    for c in configs:
        for combo in itertools.product(*axes):
            chosen = dict(combo)
            warps, stages = chosen.pop("num_warps"), chosen.pop("num_stages")
            cfg = Config(tuple({**dict(c.constexprs), **chosen}.items()), warps or c.num_warps,
                         stages or c.num_stages, c.options)
            if cfg not in out:
                out.append(cfg)
    return tuple(out)


def resolve_kernel(kernel: str, signature: str | None, num_warps: int | Sequence[int] | None,
                   num_stages: int | Sequence[int] | None, constexpr: Sequence[str], *,
                   arg_specs: Sequence[str] = (), import_stubs: bool = False, targets: Sequence[str] = (),
                   store: Store | None = None, no_cache: bool = False,
                   timeout: float = DEFAULT_TIMEOUT_S, toolchain: Toolchain | None = None) -> KernelSpec:
    """A bundled kernel by name, ``file.py:kernel`` with example arguments or a signature, or
    ``captured:NAME`` (a kernel ``ir-explorer capture`` recorded in ``store``); overrides make the configs.

    ``num_warps``, ``num_stages`` (one value or several) and ``constexpr`` (``NAME=V1,V2`` items,
    :func:`~ir_explorer.capture.kernel_files.parse_constexpr_values`) override every config; with several
    values the configs are their product (:func:`sweep`), for a kernel without ``@triton.autotune`` as for
    each autotune config. For a kernel file: ``arg_specs`` are its ``--arg NAME=SPEC`` example arguments,
    ``import_stubs`` (``--no-import-side-effects``) imports it with the GPU driver stubbed for the first of
    ``targets``; the worker that reads it is asked through ``store`` (default: the user's), compiling again
    with ``no_cache``, within ``timeout`` seconds, under ``toolchain``'s Triton.
    What the configs left to say (the autotune key, pruning,
    ignored pre_hooks) is in the spec's ``notes``, for the view to print. Raises :class:`UsageError` for bad
    input, and for ``signature``/``arg_specs``/``import_stubs`` with a bundled kernel.
    """
    if constexpr or ":" in kernel:  # deferred: a bundled name without overrides needs none of kernel_files
        from ir_explorer.capture.kernel_files import is_kernel_ref, parse_constexpr_values, user_kernel

    consts = parse_constexpr_values(constexpr) if constexpr else {}
    warps, stages = _values(num_warps), _values(num_stages)
    if kernel.startswith("captured:"):
        from ir_explorer.capture.program import captured_spec  # deferred: only for captured kernels

        spec = captured_spec(kernel, store or Store(default_root(None)))
    elif ":" in kernel and is_kernel_ref(kernel):
        # The file is read with each constexpr's first value (its checks need one); the sweep follows.
        spec = _user_kernel(kernel, signature, None, None, {k: v[0] for k, v in consts.items()}, arg_specs,
                            import_stubs, targets, store or Store(default_root(None)), no_cache, timeout, user_kernel,
                            toolchain)
        return replace(spec, configs=sweep(spec.configs, warps, stages, consts))
    else:
        spec = bundled.get(kernel)
        _check_constexpr_names(spec, consts)
    if signature is not None or arg_specs or import_stubs:
        raise UsageError("--signature, --arg and --no-import-side-effects are for your own kernels "
                         "(path/file.py:kernel); bundled kernels declare example arguments")
    if not warps and not stages and not consts:
        return spec
    return replace(spec, configs=sweep(spec.configs, warps, stages, consts))


def _check_constexpr_names(spec: KernelSpec, consts: Mapping[str, Any]) -> None:
    """:class:`UsageError` for a ``--constexpr`` name that is no parameter of the kernel's function (read from its
    file with :mod:`ast`: the file is not imported here). Without this check an unknown name reached the worker
    as an autotune-style compile option, which the backend ignored: the compile was the plain one, silently."""
    if not consts:
        return
    import ast

    try:
        tree = ast.parse(spec.path.read_text())
    except (OSError, SyntaxError, ValueError):
        return  # the worker reads the file and says what is wrong with it
    fn = next((n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == spec.function), None)
    if fn is None:
        return
    params = [a.arg for a in fn.args.args + fn.args.kwonlyargs]
    unknown = [n for n in consts if n not in params]
    if unknown:
        from ir_explorer.core.errors import did_you_mean

        raise UsageError(f"{spec.name} has no parameter {unknown[0]!r} for --constexpr (its parameters: "
                         f"{', '.join(params)}){did_you_mean(unknown[0], params)}")


def _user_kernel(kernel: str, signature: str | None, num_warps: int | None, num_stages: int | None,
                 consts: dict[str, Any], arg_specs: Sequence[str], stubs: bool, targets: Sequence[str],
                 store: Store, no_cache: bool, timeout: float, user_kernel: Callable[..., KernelSpec],
                 toolchain: Toolchain | None) -> KernelSpec:
    """``FILE.py:KERNEL`` read by a worker (:func:`~ir_explorer.capture.compiles.inspect_kernel`)."""
    from ir_explorer.capture.compiles import inspect_kernel

    target = parse_targets(targets)[0]

    def inspect(path: Any, function: str, args: Any, constexprs: Any) -> dict[str, Any]:
        return inspect_kernel(path, function, args, constexprs, stubs, target, store, use_cache=not no_cache,
                              timeout=timeout, toolchain=toolchain)

    spec = user_kernel(kernel, signature, arg_specs, num_warps, num_stages, consts, inspect, stubs)
    if stubs and spec.autotuned and len(targets) > 1:
        spec = replace(spec, notes=(*spec.notes,
                                    f"the configs are those the file chose under the stub driver for {target.spec}"))
    return spec


def resolve(kernel: str, opts: CompileOptions, store: Store, targets: Sequence[str] | None = None) -> KernelSpec:
    """:func:`resolve_kernel` with ``opts`` (and ``targets`` instead of ``opts.targets`` when given)."""
    return resolve_kernel(kernel, opts.signature, opts.num_warps, opts.num_stages, opts.constexprs,
                          arg_specs=opts.arg_specs, import_stubs=opts.import_stubs,
                          targets=opts.targets if targets is None else targets, store=store,
                          no_cache=not opts.use_cache, timeout=opts.timeout,
                          toolchain=opts.toolchains(store)[0] if opts.tritons else None)


#: The largest IR file read to compile (bytes): a posted TTGIR is kilobytes; a crafted one may be anything.
MAX_IR_FILE = 64 << 20
#: The most warps a posted TTGIR may ask for, far above any real kernel (CUDA's 1024 threads per block are 32 warps);
#: a larger ``ttg.num-warps`` (a crafted file's 5,000 digits) is refused before Triton sees it.
MAX_WARPS = 64
# e.g. tritongpu-pipeline    e.g. canonicalize    e.g. triton-nvidia-gpu-fence-insertion
_PASS_NAME = re.compile(r"[A-Za-z][\w.-]{0,99}")
# e.g. module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ...}
_WARPS_ATTR = re.compile(r'"(?:ttg|triton_gpu)\.num-warps"\s*=\s*(-?\w+)')


def is_ir_file(kernel: str) -> bool:
    """Whether KERNEL names a TTIR/TTGIR file (``*.ttir``, ``*.ttgir``) that ``-t``/``--triton`` compile on.
    :class:`UsageError` when it cannot be looked at (a folder without search permission)."""
    from ir_explorer.ir.ttgir import IR_FILE_SUFFIXES

    path = Path(kernel).expanduser()
    if path.suffix not in IR_FILE_SUFFIXES:
        return False
    try:
        return stat.S_ISREG(path.stat().st_mode)
    except FileNotFoundError:
        return False
    except OSError as exc:  # e.g. a folder without search permission: Path.is_file raises EACCES
        raise UsageError(f"{kernel}: cannot read: {exc.strerror or exc}") from None


def ir_file_spec(kernel: str, opts: CompileOptions, store: Store) -> KernelSpec:
    """The spec of an IR file to compile on from (``triton.compile(path)``): its public ``tt.func`` names the
    kernel, a TTGIR module's ``ttg.num-warps`` attribute fixes ``num_warps`` (``--num-warps`` sets it for
    TTIR; default 4), ``--num-stages`` the pipelining depth (default 3). Options that describe Python source
    (``--arg``, ``--signature``, ``--constexpr``, ``--config``) are refused.

    The file is what its name says, read as text: a symlink out of its own folder is not followed, only a regular
    file is read (:func:`ir_explorer.core.safe_files.read_regular`), and what is compiled is a copy of the bytes
    read, kept in the store under the name the user gave (:meth:`Store.keep_bytes`). A symlink ``issue.ttgir`` to
    a ``.py`` file is thus parsed as MLIR, never imported (issue 24: it ran the file in 8 commands). Raises
    :class:`UsageError` for a file that cannot be read, is larger than :data:`MAX_IR_FILE`, or holds no public
    ``tt.func``."""
    from ir_explorer.core.model import Config
    from ir_explorer.core.safe_files import Skipped, read_regular
    from ir_explorer.ir.ttgir import entry_function, module_attributes

    opts.refuse(["signature", "arg_specs", "import_stubs", "constexprs", "config"],
                "describes Python source; an IR file holds its specialization already")
    given = Path(kernel).expanduser().absolute()
    try:
        raw = read_regular(given, MAX_IR_FILE)
    except Skipped as exc:
        raise UsageError(str(exc)) from None
    text = raw.decode("utf-8", errors="replace")
    func = entry_function(text)
    if func is None:
        raise UsageError(f"{kernel}: no public tt.func in it: not a TTIR/TTGIR module to compile")
    warps: int | None = None  # a TTIR file without --num-warps: the backend's default, as triton.compile(path) gets
    passes_from = (opts.passes_from or "").strip()
    if passes_from and given.suffix != ".ttgir":
        raise UsageError(f"--passes-from runs make_ttgir's passes on TTGIR; {given.name} is TTIR, which goes through "
                         "all of make_ttgir already")
    if "passes_from" in opts.given and not _PASS_NAME.fullmatch(passes_from):
        raise UsageError(f"--passes-from: {elide(passes_from, 40)!r} is not a pass name (e.g. tritongpu-pipeline)")
    if given.suffix == ".ttgir":
        attrs = module_attributes(text)
        opts.refuse(["num_warps"], "is fixed by the TTGIR module's ttg.num-warps attribute")
        warps = attrs.get("ttg.num-warps", attrs.get("triton_gpu.num-warps", 4))
        written = _WARPS_ATTR.search(text)
        if written and not (0 < warps <= MAX_WARPS and str(warps) == written.group(1)):
            raise UsageError(f"{kernel}: its ttg.num-warps attribute ({elide(written.group(1))}) is not a warp "
                             f"count (1 to {MAX_WARPS})")
    elif opts.num_warps:
        warps = opts.num_warps[0]
    several = [OPTION_NAMES[n] for n in ("num_warps", "num_stages") if len(getattr(opts, n)) > 1]
    if several:  # only the first value was compiled, silently (issue 28)
        raise UsageError(f"an IR file compiles as one config: give {several[0]} one value")
    # without --num-stages: the backend's default (None; compiles.with_backend_defaults), what triton.compile(path)
    # uses, not 3 on every target (trial 10c M3)
    config = Config(num_warps=warps, num_stages=opts.num_stages[0] if opts.num_stages else None)
    return KernelSpec(name=f"{given.name}:{func}", path=store.keep_bytes(raw, given.name), function=func, args=(),
                      configs=(config,), description=f"{_POSTED}{given.name}", shown_path=str(given),
                      passes_from=passes_from)


def is_input(kernel: str) -> bool:
    """True when KERNEL names a file or folder to read (a Triton cache, a dump log, a trace).

    A bundled kernel's name wins over a file of that name in the current folder (``./NAME`` reads it)."""
    if "/" not in kernel and os.sep not in kernel and kernel in bundled.registry():
        return False
    from ir_explorer.inputs import is_input_path  # deferred: only for what may be a path

    return is_input_path(kernel)


@dataclass(frozen=True, eq=False, repr=False)
class Listing(Value):
    """The kernels a PATH holds, for ``--list`` or when several need a ``--kernel``: one row per compilation
    (``kernel``, ``entry``, ``stages``, ``triton_version``, ``target``, ``num_warps``,
    :func:`ir_explorer.inputs.entry_summary`)."""

    path: str
    kind: str
    rows: tuple[Mapping[str, Any], ...]
    error: str | None
    """Why the command cannot go on (the PATH holds several kernels and none was picked); ``None`` for
    ``--list``, which succeeds."""


@dataclass(frozen=True, eq=False, repr=False)
class Gathered(Value):
    """What a command's KERNEL argument and options selected."""

    comps: tuple[Compilation, ...]
    spec: KernelSpec | None = None
    """The kernel spec when it was compiled here; ``None`` for a PATH."""
    notes: tuple[str, ...] = ()
    """Lines for stderr, without ``note:``: what the configs left to say, targets skipped for lack of a stage."""
    warnings: tuple[str, ...] = ()
    """Lines for stderr, without ``warning:``: what reading a PATH skipped or could not read."""
    listing: Listing | None = None
    """Set instead of ``comps`` when the kernels of a PATH are to be listed."""

    def __iter__(self) -> Iterator[Compilation]:
        return iter(self.comps)


def read_input(path: str, kernel_sel: str | None, list_kernels: bool, store: Store, several: bool = False) -> Gathered:
    """The compilations a PATH holds (read into ``store``), narrowed by ``--kernel`` (``kernel_sel``).

    With ``list_kernels``, or when PATH holds several kernels and no ``kernel_sel`` picks one (unless
    ``several`` allows that, as the TUI does), the result carries a :class:`Listing` instead. Raises
    :class:`UsageError` for an unknown kernel or a PATH with no kernel.
    """
    from ir_explorer.inputs import entry_summary, open_path, select  # deferred: only for paths

    found = open_path(path, store, kernel_sel)
    try:
        picked = select(found, kernel_sel)
    except UsageError as exc:
        raise UsageError(exc.message, found.warnings) from exc
    names = sorted({c.kernel for c in picked})
    warnings = tuple(found.warnings)
    if not list_kernels and (several or len(names) <= 1):
        return Gathered(tuple(picked), warnings=warnings)
    origin = dict(zip((c.key for c in found.comps), found.entries, strict=True))
    rows = tuple(entry_summary(c, origin[c.key]) for c in picked)
    error = None if list_kernels else (f"{path} holds {len(names)} kernels; pick one with --kernel NAME "
                                       f"(e.g. --kernel {names[0]})")
    return Gathered((), warnings=warnings, listing=Listing(str(found.path), found.kind, rows, error))


def gather(kernel: str, opts: CompileOptions, store: Store, *, kernel_sel: str | None = None,
           list_kernels: bool = False, passes: bool = False, llvm_passes: bool = False, stage: str | None = None,
           progress: ProgressFactory | None = None, one: bool = False) -> Gathered:
    """The compilations a command's KERNEL argument and options select, and the spec when it was compiled.

    A PATH (:func:`is_input`) is read (:func:`read_input`; compile options are refused); a bundled
    name or ``FILE.py:KERNEL`` is compiled for every selected config and target, with per-pass MLIR
    (``passes``) or LLVM (``llvm_passes``) snapshots; the selected configs are those of :func:`_selected`
    (``one``: for a command that follows one config). ``stage``, when given, picks the targets
    whose pipeline has it (a note names each target skipped; :class:`UsageError` when none has it,
    :meth:`Target.check_stage`). Raises :class:`UsageError` for bad input.
    """
    if is_input(kernel) and is_ir_file(kernel) and opts.given & {"targets", "tritons"}:
        spec = ir_file_spec(kernel, opts, store)  # IR someone posted: -t runs the rest of the pipeline from it
    elif is_input(kernel):
        opts.refuse_for_path()
        return read_input(kernel, kernel_sel, list_kernels, store)
    else:
        opts.refuse(["passes_from"], "runs make_ttgir's passes on a posted TTGIR file (FILE.ttgir -t TARGET)")
        spec = None
    if list_kernels and kernel.startswith("captured:") and kernel_sel is None:
        from ir_explorer.capture.program import captured_rows  # deferred: only for captured kernels

        opts.refuse_for_path()
        rows = captured_rows(store, kernel[len("captured:"):])
        if not rows:
            raise UsageError("no captured kernels" + (f" named {kernel[len('captured:'):]}…" if kernel != "captured:"
                                                      else "") + "; run `ir-explorer capture -- python script.py`")
        return Gathered((), listing=Listing(kernel, "captured kernels", rows, None))
    if kernel_sel is not None or list_kernels:
        raise UsageError(f"{'--kernel' if kernel_sel is not None else '--list'} is for a PATH that holds "
                         f"kernels (a Triton cache, a dump log, a trace); {kernel} is a kernel to compile")
    spec = spec or resolve(kernel, opts, store)
    notes = list(spec.notes)
    tgts = opts.target_list()
    if stage is not None:  # a stage only some targets have (ptx with cuda and hip): the others get a note
        lacking = [t for t in tgts if t.missing_stage(stage)]
        if len(lacking) == len(tgts):
            lacking[0].check_stage(stage)
        notes += [f"{t.missing_stage(stage)}; skipped" for t in lacking]
        tgts = [t for t in tgts if t not in lacking]
    chains = opts.toolchains(store)  # once: each lookup lists the toolchains folder and reads their markers
    indices, said = _selected(spec, opts, one)
    notes += said
    requests = [Request(spec, i, t, passes=passes and not llvm_passes, llvm_passes=llvm_passes, toolchain=tc)
                for t in tgts for i in indices for tc in chains]
    comps = tuple(compile_requests(requests, store, opts, progress))
    posted = [n for c in comps for n in posted_ir_notes(spec, c)] if spec.description.startswith(_POSTED) else []
    return Gathered(comps, spec, tuple(f"{spec.function}: {n}" for n in spec.notes) + tuple(notes[len(spec.notes):])
                    + tuple(dict.fromkeys(posted)))


#: How :func:`ir_file_spec` describes a posted IR file's spec.
_POSTED = "compiled on from "


def posted_ir_notes(spec: KernelSpec, comp: Compilation) -> list[str]:
    """What ran on a posted IR file (issue 24 item 6: a posted TTGIR skipped make_ttir and make_ttgir, and nothing
    said so): the ``make_*`` stages Triton skipped, those whose output ``comp`` holds, and, with ``--passes-from``,
    the ``make_ttgir`` passes that ran (the worker's ``ttgir_passes`` record in the metadata)."""
    name, source = spec.path.name, spec.path.suffix.lstrip(".")
    stages = list(comp.target.stages)
    skipped = stages[:stages.index(source) + 1] if source in stages else []
    ran = [s for s in stages if s in comp.stages and s not in skipped]
    record = comp.metadata.get("ttgir_passes") if isinstance(comp.metadata.get("ttgir_passes"), dict) else None
    out = []
    if spec.passes_from and record is not None:
        out.append(f"{name} on {comp.target.spec}: make_ttir did not run; make_ttgir ran {len(record['ran'])} of its "
                   f"passes, from {record['ran'][0] if record['ran'] else spec.passes_from} on (not the "
                   f"{len(record['skipped'])} before it): {', '.join(record['ran'])}")
        skipped = [s for s in skipped if s != "ttgir"]
    elif skipped:
        hint = "; --passes-from NAME runs make_ttgir's passes on it from pass NAME on" if source == "ttgir" else ""
        out.append(f"{name} on {comp.target.spec}: Triton's {' and '.join(f'make_{s}' for s in skipped)} did not "
                   f"run on it (the file is their output){hint}")
    if ran:
        out.append(f"{name} on {comp.target.spec}: the stages that ran: "
                   f"{', '.join(f'make_{s}' for s in ran if s != 'sass')}")
    return out
