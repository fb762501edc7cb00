"""Sweeps: a kernel library × configs × targets × Triton releases compiled as one job, one result row per
compile. The engine of ``ir-explorer sweep``.

**The manifest** is a TOML file (schema in ``docs/sweeps.md``)::

    targets = ["cuda:90", "cuda:80"]      # default: cuda:90
    tritons = ["installed", "3.6.0"]      # releases (ir-explorer triton install); default: installed

    [[kernel]]
    name = "gelu"                         # bundled, FILE.py:KERNEL, or FILE.py:GLOB (every @triton.jit it matches)
    configs = "all"                       # "all" (default), or a list of indices / short names
    num_warps = [4, 8]                    # optional sweeps, as --num-warps / --num-stages / --constexpr
    constexpr = ["BLOCK_SIZE=512,1024"]
    args = ["x=fp32[4096]"]               # FILE.py kernels: --arg items, or signature = "..."

A ``FILE.py`` path is relative to the manifest's folder. Compiles go through
:func:`ir_explorer.capture.compiles.compile_all` (the worker pool, with its timeout and memory cap), so every one
lands in the store and a second sweep is served from it.

**The result** is JSON Lines: a header line ``{"format": "ir-explorer-sweep", "version": 1, …}``, then one
:class:`Row` per compile, written as each compile ends, so an interrupted sweep resumes (``--resume``) with the
rows it has. A row's metrics are :func:`ir_explorer.engines.report.build_report`'s; its findings are each
finding's kind and severity.

The gate between two results is :mod:`ir_explorer.engines.sweep_gate`.
"""

from __future__ import annotations

import fnmatch
import json
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ir_explorer.capture.compiles import (
    Request,
    compile_all,
    request_label,
    source_digest,
    toolchain_version,
    with_backend_defaults,
)
from ir_explorer.capture.options import DEFAULT_TIMEOUT_S, parse_targets
from ir_explorer.core.control_chars import elide
from ir_explorer.core.errors import IRExplorerError, UsageError
from ir_explorer.core.model import Compilation, Config, KernelSpec, Target
from ir_explorer.core.store import Store

#: The first line of a result file names this format; a reader refuses another.
FORMAT = "ir-explorer-sweep"
FORMAT_VERSION = 1
#: The largest manifest read (bytes) and the largest result file read (bytes).
MAX_MANIFEST = 1 << 20
MAX_RESULT = 256 << 20
#: The most rows a result file may hold (the TUI draws about 1,000 rows a second on a shared 2-core machine): a file of
#: many more is refused, not read into memory and a table.
MAX_ROWS = 50_000
#: The longest string field of a row read from a result file (characters): a kernel name, a config, a target, a
#: release, a finding's kind, an instruction name; a failure's message may hold :data:`MAX_MESSAGE` characters.
MAX_FIELD = 4096
MAX_MESSAGE = 65536
#: The largest metric value read from a result file (2**53: every metric is a count, a size in bytes or bits, or a
#: number of stages; the largest integer a JSON reader in any language keeps exactly).
MAX_METRIC = 1 << 53
#: The release name meaning the Triton installed beside ir-explorer.
INSTALLED = "installed"
#: The failure kind of a config never compiled because it is known not to run: ``prune_configs_by`` left it out,
#: or it cannot launch (:func:`cannot_launch`).
PRUNED = "pruned"

_TOP_KEYS = {"targets", "tritons", "kernel"}
_KERNEL_KEYS = {"name", "configs", "num_warps", "num_stages", "constexpr", "args", "signature",
                "no_import_side_effects"}


@dataclass(frozen=True)
class KernelEntry:
    """One ``[[kernel]]`` table of a manifest."""

    name: str
    """A bundled kernel's name, ``FILE.py:KERNEL`` or ``FILE.py:GLOB`` (``FILE`` relative to the manifest)."""
    configs: str | tuple[int | str, ...] = "all"
    """``all``, or the config indices / short names (``64_w4_s3``) to compile."""
    num_warps: tuple[int, ...] = ()
    num_stages: tuple[int, ...] = ()
    constexpr: tuple[str, ...] = ()
    """``NAME=V1,V2`` items, as ``--constexpr``."""
    args: tuple[str, ...] = ()
    """``--arg`` items for a kernel file."""
    signature: str | None = None
    import_stubs: bool = False
    """``no_import_side_effects = true``: import the file with the GPU driver stubbed."""


@dataclass(frozen=True)
class Manifest:
    """A parsed manifest: ``kernels`` × their configs × ``targets`` × ``tritons``."""

    path: Path
    kernels: tuple[KernelEntry, ...]
    targets: tuple[str, ...]
    tritons: tuple[str, ...]


def _strings(value: Any, where: str) -> tuple[str, ...]:
    if isinstance(value, str):
        return (value,)
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise UsageError(f"{where} must be a string or a list of strings")
    return tuple(value)


def _ints(value: Any, where: str) -> tuple[int, ...]:
    if isinstance(value, int) and not isinstance(value, bool):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, int) and not isinstance(v, bool) and 0 < v <= 1024
                                               for v in value):
        raise UsageError(f"{where} must be a positive integer or a list of them")
    return tuple(value)


def _entry(data: Any, n: int) -> KernelEntry:
    where = f"[[kernel]] #{n + 1}"
    if not isinstance(data, dict):
        raise UsageError(f"{where} must be a table")
    unknown = sorted(set(data) - _KERNEL_KEYS)
    if unknown:
        raise UsageError(f"{where}: unknown key {unknown[0]!r} (known: {', '.join(sorted(_KERNEL_KEYS))})")
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        raise UsageError(f"{where} needs name = \"KERNEL\" (bundled name or FILE.py:KERNEL)")
    configs: str | tuple[int | str, ...] = "all"
    raw = data.get("configs", "all")
    if raw != "all":
        if isinstance(raw, (int, str)) and not isinstance(raw, bool):
            raw = [raw]
        if not isinstance(raw, list) or not raw or not all(
                isinstance(c, str) or (isinstance(c, int) and not isinstance(c, bool) and c >= 0) for c in raw):
            raise UsageError(f"{where}.configs must be \"all\" or a list of config indices or short names")
        configs = tuple(raw)
    signature = data.get("signature")
    if signature is not None and not isinstance(signature, str):
        raise UsageError(f"{where}.signature must be a string")
    stubs = data.get("no_import_side_effects", False)
    if not isinstance(stubs, bool):
        raise UsageError(f"{where}.no_import_side_effects must be true or false")
    return KernelEntry(name.strip(), configs, _ints(data.get("num_warps", []), f"{where}.num_warps"),
                       _ints(data.get("num_stages", []), f"{where}.num_stages"),
                       _strings(data.get("constexpr", []), f"{where}.constexpr"),
                       _strings(data.get("args", []), f"{where}.args"), signature, stubs)


def parse_manifest(text: str, path: Path) -> Manifest:
    """The :class:`Manifest` TOML ``text`` (read from ``path``) holds. :class:`UsageError` naming the first
    problem: TOML syntax, an unknown key, a value of the wrong type, an unknown target, no kernel."""
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        import tomli as tomllib  # type: ignore[no-redef]

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise UsageError(f"{path}: not a valid TOML manifest: {exc}") from None
    unknown = sorted(set(data) - _TOP_KEYS)
    if unknown:
        raise UsageError(f"{path}: unknown key {unknown[0]!r} (known: {', '.join(sorted(_TOP_KEYS))})")
    kernels = data.get("kernel", [])
    if not isinstance(kernels, list) or not kernels:
        raise UsageError(f"{path}: no [[kernel]] table: nothing to sweep")
    try:
        entries = tuple(_entry(k, n) for n, k in enumerate(kernels))
        targets = _strings(data.get("targets", []), "targets")
        tritons = _strings(data.get("tritons", [INSTALLED]), "tritons") or (INSTALLED,)
    except UsageError as exc:
        raise UsageError(f"{path}: {exc.message}") from None
    parse_targets(targets)  # an unknown target is the manifest's error, said once
    listed = next((t for t in tritons if "," in t or ".." in t), None)
    if listed is not None:
        raise UsageError(f"{path}: tritons: one release per string ({listed!r}; write [\"3.6.0\", \"3.9.0\"])")
    return Manifest(path, entries, targets, tuple(t.strip() for t in tritons))


def load_manifest(path: Path) -> Manifest:
    """:func:`parse_manifest` of the file at ``path`` (a regular file of at most :data:`MAX_MANIFEST` bytes).
    :class:`UsageError` when it cannot be read."""
    from ir_explorer.inputs.files import Skipped, read_inside

    resolved = Path(path).expanduser().resolve()
    try:
        raw = read_inside(resolved, resolved, MAX_MANIFEST)
    except Skipped as exc:
        raise UsageError(f"cannot read the manifest: {exc}") from None
    return parse_manifest(raw.decode("utf-8", errors="replace"), resolved)


# ----------------------------------------------------------------------------- rows


@dataclass(frozen=True)
class Row:
    """One compile's outcome, as a result file stores it (one JSON line)."""

    kernel: str
    """The manifest's name of the kernel (``gelu``, ``lib/ops.py:add_kernel``)."""
    config_index: int
    """The config's index in the kernel's configs; ``-1`` when the kernel could not be read at all."""
    config: str
    """The config's short name (``1024_w4_s3``); ``""`` when unknown."""
    target: str
    release: str
    """The release as the manifest names it (``installed``, ``3.6.0``): what two results are paired on."""
    triton_version: str | None
    """The Triton version that compiled it (``None`` when no compile ran)."""
    key: str | None
    """The compilation's store key."""
    failure: Mapping[str, Any] | None
    """``{"kind", "message"}``: ``frontend``, ``pass``, ``ptxas``, ``crash`` … (:class:`CompileFailure`), or
    ``kernel`` (the kernel could not be read) and ``release`` (the release is not installed); ``None`` when
    it compiled."""
    metrics: Mapping[str, Any] = field(default_factory=dict)
    """The report's metrics (:data:`ir_explorer.analyses.findings.METRICS` keys), JSON-ready."""
    findings: tuple[tuple[str, str], ...] = ()
    """``(kind, severity)`` of each finding, as the report sorts them."""

    @property
    def id(self) -> str:
        """What identifies the compile across sweeps: ``gelu [0] cuda:90 installed``."""
        return f"{self.kernel} [{self.config_index}] {self.target} {self.release}"

    @property
    def ok(self) -> bool:
        return self.failure is None

    @property
    def launches(self) -> bool | None:
        """Whether a CTA fits on an SM (the occupancy metric); ``None`` when not known."""
        ctas = self.metrics.get("occupancy_ctas_per_sm")
        return None if ctas is None else ctas > 0

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "kernel": self.kernel, "config_index": self.config_index, "config": self.config,
                "target": self.target, "release": self.release, "triton_version": self.triton_version,
                "key": self.key, "failure": dict(self.failure) if self.failure else None,
                "launches": self.launches, "metrics": dict(self.metrics),
                "findings": [{"kind": k, "severity": s} for k, s in self.findings]}

    @classmethod
    def from_json(cls, data: Any) -> Row:
        """A row from its JSON; :class:`ValueError` for a field missing or of the wrong type, a string longer than
        :data:`MAX_FIELD` (a failure's message: :data:`MAX_MESSAGE`), a config index outside ``-1 ..
        2**31``, a store key that is not a plain name (letters, digits, ``_``, ``-``: it names a file under
        the store), or a metric outside its type and ``0 .. MAX_METRIC``."""
        if not isinstance(data, dict):
            raise ValueError("a row must be an object")

        def get(name: str, types: type | tuple[type, ...], optional: bool = False) -> Any:
            value = data.get(name)
            if value is None and optional:
                return None
            if not isinstance(value, types) or isinstance(value, bool) and types is int:
                raise ValueError(f"field {name!r} is missing or not a {getattr(types, '__name__', types)}")
            if isinstance(value, str):
                _short(value, f"field {name!r}")
            return value

        failure = get("failure", dict, optional=True)
        if failure is not None and not (isinstance(failure.get("kind"), str) and isinstance(failure.get("message"),
                                                                                            str)):
            raise ValueError("field 'failure' needs a kind and a message")
        if failure is not None:
            _short(failure["kind"], "the failure's kind")
            _short(failure["message"], "the failure's message", MAX_MESSAGE)
        findings = get("findings", list)
        if not all(isinstance(f, dict) and isinstance(f.get("kind"), str) and isinstance(f.get("severity"), str)
                   for f in findings):
            raise ValueError("field 'findings' must hold {kind, severity} objects")
        for f in findings:
            _short(f["kind"], "a finding's kind")
            _short(f["severity"], "a finding's severity")
        metrics = get("metrics", dict)
        bad = next((k for k, v in metrics.items() if not _metric_ok(k, v)), None)
        if bad is not None:
            raise ValueError(f"metric {elide(bad)!r} is not of its type ({_METRIC_TYPES.get(bad, 'a number')} "
                             f"from 0 to 2**53)")
        index = get("config_index", int)
        if not -1 <= index < 1 << 31:
            raise ValueError(f"field 'config_index' is {elide(str(index))}, not an index from -1 to 2**31")
        key = get("key", str, True)
        if key is not None and not _KEY.fullmatch(key):
            raise ValueError(f"field 'key' is {elide(key)!r}, not a store key (letters, digits, '_' and '-')")
        return cls(get("kernel", str), index, get("config", str), get("target", str),
                   get("release", str), get("triton_version", str, True), key,
                   {"kind": failure["kind"], "message": failure["message"]} if failure else None,
                   metrics, tuple((f["kind"], f["severity"]) for f in findings))


# e.g. 3f0c9a1e…(64 hex digits): a store key, the name of a file under the store (never a path: no '/' nor '.')
_KEY = re.compile(r"[0-9A-Za-z_-]{1,128}")


def _short(text: str, what: str, most: int = MAX_FIELD) -> None:
    """:class:`ValueError` when ``text`` (a string read from a result file) is longer than ``most`` characters."""
    if len(text) > most:
        raise ValueError(f"{what} is {len(text):,} characters long (at most {most:,})")


#: The metrics that are not numbers, and what they are (:data:`ir_explorer.analyses.findings.METRICS`).
_METRIC_TYPES = {"mma": "a string", "mma_instructions": "counts by name", "global_loads": "counts by name",
                 "constant_table_loads": "counts by name"}


def _metric_ok(key: str, value: Any) -> bool:
    """Whether metric ``key`` read from a result file has the type the report gives it (a finite number from 0 to
    :data:`MAX_METRIC`; ``mma`` a string; counts by name ``{"32": 2}``; or ``None``), so that the views and the
    gate never meet ``"abc"`` registers, ``Infinity``, ``-5`` bytes or a 4,000-digit count (``float()`` of which
    raises). A key, and a name counted, is at most :data:`MAX_FIELD` characters long."""
    import math

    if len(key) > MAX_FIELD:
        return False
    if value is None:
        return True
    kind = _METRIC_TYPES.get(key)
    if kind == "a string":
        return isinstance(value, str) and len(value) <= MAX_FIELD
    if kind == "counts by name":
        return isinstance(value, dict) and all(
            len(n) <= MAX_FIELD and isinstance(c, int) and not isinstance(c, bool) and 0 <= c <= MAX_METRIC
            for n, c in value.items())
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    return (0 <= value <= MAX_METRIC) if isinstance(value, int) else (math.isfinite(value) and 0 <= value <= MAX_METRIC)


def row_of(comp: Compilation, kernel: str, release: str, store: Store) -> Row:
    """The row of a compilation: its report's metrics and findings (none for a failed compile)."""
    from ir_explorer.engines.report import build_report  # deferred: the analyses load only when rows are made

    config = comp.config.short()
    if comp.failure is not None:
        first = comp.failure.headline()
        return Row(kernel, comp.config_index, config, comp.target.spec, release, comp.triton_version, comp.key,
                   {"kind": comp.failure.kind, "message": first})
    report = build_report(comp, store)
    return Row(kernel, comp.config_index, config, comp.target.spec, release, comp.triton_version, comp.key, None,
               report.to_json()["metrics"], tuple((f.kind, f.severity) for f in report.findings))


def failed_row(kernel: str, target: str, release: str, kind: str, message: str) -> Row:
    """The row of a combination that could not be compiled at all (``kind`` ``kernel`` or ``release``)."""
    return Row(kernel, -1, "", target, release, None, None, {"kind": kind, "message": message})


def on_amd(row: Row) -> bool:
    """Whether ``row``'s target is an AMD one (``hip:…``; ``False`` for a target that does not parse): the report's
    metrics read differently there (:func:`ir_explorer.engines.diffing.semantic_summary`'s ``amd``)."""
    try:
        return not Target.parse(row.target).is_nvidia
    except UsageError:
        return False


def header(manifest: Manifest) -> dict[str, Any]:
    """A result file's first line."""
    return {"format": FORMAT, "version": FORMAT_VERSION, "manifest": str(manifest.path)}


def read_result(path: Path) -> tuple[Row, ...]:
    """The rows of a result file (JSON Lines, :data:`FORMAT`), the last row of each :attr:`Row.id` kept; a last
    line cut short by an interrupted sweep is skipped. :class:`UsageError` for a file that is not one (not a
    regular file, larger than :data:`MAX_RESULT`, another format, a malformed row: its line number)."""
    from ir_explorer.inputs.files import Skipped, read_inside

    resolved = Path(path).expanduser().resolve()
    try:
        raw = read_inside(resolved, resolved, MAX_RESULT)
    except Skipped as exc:
        raise UsageError(f"cannot read the sweep result: {exc}") from None
    lines = raw.decode("utf-8", errors="replace").split("\n")
    rows: dict[str, Row] = {}
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            data = json.loads(line)
        except (ValueError, RecursionError):
            if n == len(lines) and not raw.endswith(b"\n"):
                break  # the line an interrupted sweep was writing
            raise UsageError(f"{path}:{n}: not a JSON line") from None
        if n == 1:
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise UsageError(f"{path}: not an ir-explorer sweep result (its first line has no "
                                 f"\"format\": \"{FORMAT}\")")
            if data.get("version") != FORMAT_VERSION:
                raise UsageError(f"{path}: sweep result version {elide(repr(data.get('version')))}; this "
                                 f"ir-explorer reads version {FORMAT_VERSION}")
            continue
        try:
            row = Row.from_json(data)
        except ValueError as exc:
            raise UsageError(f"{path}:{n}: not a sweep row: {exc}") from None
        rows[row.id] = row
        if len(rows) > MAX_ROWS:
            raise UsageError(f"{path}: more than {MAX_ROWS:,} rows: not read (a sweep result holds one row per "
                             f"compile)")
    if not lines or not lines[0].strip():
        raise UsageError(f"{path}: empty: not an ir-explorer sweep result")
    return tuple(rows.values())


# ----------------------------------------------------------------------------- planning


# e.g. @triton.jit    e.g. @triton.autotune(configs=[...], key=["M"])    e.g. @jit
_KERNEL_DECORATOR = re.compile(r"\b(jit|autotune|heuristics)\b")


def file_kernels(path: Path) -> list[str]:
    """The names of the functions of a kernel file decorated ``@triton.jit`` (or autotune/heuristics), in file
    order, read with :mod:`ast` (the file is not imported). :class:`UsageError` when it cannot be read or parsed."""
    import ast

    try:
        tree = ast.parse(path.read_bytes())
    except OSError as exc:
        raise UsageError(f"cannot read kernel file {path}: {exc.strerror}") from None
    except (SyntaxError, ValueError) as exc:
        raise UsageError(f"{path}: not Python: {exc}") from None
    return [n.name for n in tree.body if isinstance(n, ast.FunctionDef)
            and any(_KERNEL_DECORATOR.search(ast.unparse(d)) for d in n.decorator_list)]


def _expand(entry: KernelEntry, base: Path) -> list[tuple[KernelEntry, str | None]]:
    """An entry with its ``FILE.py`` made absolute, a glob expanded to one entry per kernel it matches; each with
    the reason it cannot be compiled (``None`` when it can be tried)."""
    if ".py:" not in entry.name:
        return [(entry, None)]
    file, _, func = entry.name.rpartition(":")
    path = (base / file).expanduser() if not Path(file).is_absolute() else Path(file)
    named = replace(entry, name=f"{path}:{func}")
    if not any(ch in func for ch in "*?["):
        return [(named, None)]
    try:
        names = [n for n in file_kernels(path) if fnmatch.fnmatchcase(n, func)]
    except UsageError as exc:
        return [(named, exc.message)]
    if not names:
        return [(named, f"no @triton.jit function of {path} matches {func!r}")]
    return [(replace(entry, name=f"{path}:{n}"), None) for n in names]


@dataclass(frozen=True)
class Plan:
    """What a manifest asks: ``requests[i]`` is compiled under release name ``releases[i]`` and reported as
    kernel ``names[i]``; ``failed`` are the rows of combinations that cannot be compiled (a kernel file that
    does not import, a release that is not installed); ``notes`` say what reading the kernels left to say."""

    requests: tuple[Request, ...]
    names: tuple[str, ...]
    releases: tuple[str, ...]
    failed: tuple[Row, ...]
    notes: tuple[str, ...] = ()

    def ids(self) -> list[str]:
        """Each request's :attr:`Row.id`."""
        return [f"{n} [{r.config_index}] {r.target.spec} {rel}"
                for r, n, rel in zip(self.requests, self.names, self.releases, strict=True)]


def plan(manifest: Manifest, store: Store, *, timeout: float = DEFAULT_TIMEOUT_S, use_cache: bool = True) -> Plan:
    """Every combination the manifest names, as compile requests. A kernel file is read by a worker under each
    release (:func:`ir_explorer.capture.select.resolve_kernel`); one that cannot be read, and a release that is
    not installed, become failed rows (one per target), not an error."""
    from ir_explorer.capture.compiles import triton_version
    from ir_explorer.capture.select import resolve_kernel
    from ir_explorer.capture.toolchains import resolve_range

    targets = parse_targets(manifest.targets)
    requests: list[Request] = []
    names: list[str] = []
    releases: list[str] = []
    failed: list[Row] = []
    notes: list[str] = []
    chains: dict[str, Any] = {}
    try:
        beside: str | None = triton_version()
    except IRExplorerError:
        beside = None
    for release in manifest.tritons:
        try:  # the release beside ir-explorer counts as installed, by name or by its version
            chains[release] = resolve_range(store.root, release, beside)[0]
        except UsageError as exc:
            chains[release] = exc
    for raw in manifest.kernels:
        for entry, why in _expand(raw, manifest.path.parent):
            label = _label(entry.name, manifest.path.parent)
            for release, tc in chains.items():
                problem = ("release", tc.message) if isinstance(tc, IRExplorerError) else (
                    ("kernel", why) if why else None)
                spec: KernelSpec | None = None
                if problem is None:
                    try:
                        spec = resolve_kernel(entry.name, entry.signature, entry.num_warps or None,
                                              entry.num_stages or None, entry.constexpr, arg_specs=entry.args,
                                              import_stubs=entry.import_stubs, targets=manifest.targets,
                                              store=store, no_cache=not use_cache, timeout=timeout, toolchain=tc)
                        indices = _configs(spec, entry.configs)
                    except IRExplorerError as exc:
                        problem = ("kernel", exc.message)
                if problem is not None or spec is None:
                    kind, message = problem or ("kernel", "not read")
                    failed += [failed_row(label, t.spec, release, kind, message) for t in targets]
                    continue
                notes += [f"{label}: {n}" for n in spec.notes if f"{label}: {n}" not in notes]
                for target in targets:
                    try:
                        spec.check_target(target)
                    except UsageError as exc:  # a kernel that cannot compile for this target (NVIDIA-only)
                        failed.append(failed_row(label, target.spec, release, "kernel", exc.message))
                        continue
                    failed += [Row(label, len(spec.configs) + k, c.short(), target.spec, release, None, None,
                                   {"kind": PRUNED, "message": f"prune_configs_by left config {c.short()} out "
                                                                 "on the example arguments: not compiled"})
                               for k, c in enumerate(spec.pruned)]
                    unlaunchable = {i: why for i in indices if (why := cannot_launch(spec.configs[i], target))}
                    failed += [Row(label, i, spec.configs[i].short(), target.spec, release, None, None,
                                   {"kind": PRUNED, "message": why}) for i, why in unlaunchable.items()]
                    made = [Request(spec, i, target, toolchain=tc) for i in indices if i not in unlaunchable]
                    requests += made
                    names += [label] * len(made)
                    releases += [release] * len(made)
    return Plan(tuple(requests), tuple(names), tuple(releases), tuple(failed), tuple(notes))


#: The most threads a CTA (NVIDIA) or workgroup (AMD) may have: CUDA's ``maxThreadsPerBlock`` on every compute
#: capability from 2.0, and HIP's ``hipDeviceProp_t.maxThreadsPerBlock`` on CDNA (CUDA C++ Programming Guide,
#: "Technical Specifications per Compute Capability"; AMD HIP programming guide, "Hardware implementation").
MAX_THREADS_PER_CTA = 1024


def cannot_launch(config: Config, target: Target) -> str | None:
    """Why ``config`` can never launch on ``target``, known before compiling (``None`` when nothing is): more
    than :data:`MAX_THREADS_PER_CTA` threads per CTA (``num_warps`` × the target's warp size: 32 on NVIDIA, 64 on
    CDNA). Such a config is a ``pruned`` row, not a compile. A ``num_warps`` left to the backend's default (``None``)
    is one the backend chose: nothing known against it."""
    if config.num_warps is None:
        return None
    threads = config.num_warps * target.warp_size
    if threads > MAX_THREADS_PER_CTA:
        return (f"num_warps={config.num_warps} × {target.warp_size} threads = {threads} threads per CTA, over the "
                f"{MAX_THREADS_PER_CTA} a CTA may have on {target.spec}: it cannot launch; not compiled")
    return None


def _label(name: str, base: Path) -> str:
    """A kernel's name in rows: a file's path relative to the manifest's folder where it is below it."""
    file, sep, func = name.rpartition(":")
    if not sep or not file.endswith(".py"):
        return name
    path = Path(file)
    try:
        return f"{path.resolve().relative_to(base.resolve())}:{func}"
    except ValueError:
        return name


def _configs(spec: KernelSpec, wanted: str | tuple[int | str, ...]) -> list[int]:
    if wanted == "all":
        return list(range(len(spec.configs)))
    out: list[int] = []
    for item in wanted:
        if isinstance(item, int):
            if item >= len(spec.configs):
                raise UsageError(f"{spec.name} has {len(spec.configs)} config(s); no config {item}")
            out.append(item)
        else:
            out.append(spec.config(item)[0])
    return list(dict.fromkeys(out))


# ----------------------------------------------------------------------------- running


#: ``on_row(row)``: called once per row, as soon as it is known (to stream it to the result file).
RowCallback = Callable[[Row], None]
#: ``on_event(index, state, seconds)`` of :func:`ir_explorer.capture.compiles.compile_all`.
EventCallback = Callable[[int, str, float], None]


def run(the_plan: Plan, store: Store, on_row: RowCallback, *, skip: Iterable[str] = (), jobs: int | None = None,
        timeout: float = DEFAULT_TIMEOUT_S, use_cache: bool = True,
        progress: Callable[[Sequence[str]], Any] | None = None, engine: str = "local",
        address: str | None = None) -> list[Row]:
    """Compile the plan's requests whose :attr:`Row.id` is not in ``skip`` and hand each row to ``on_row`` as its
    compile ends (a compile served from the store at once). ``engine`` ``local``: the local worker pool
    (:func:`~ir_explorer.capture.compiles.compile_all`, ``jobs`` at a time, each within ``timeout`` seconds);
    ``ray``: Ray tasks (:func:`ir_explorer.capture.remote.compile_ray`, at ``address``, or a local Ray of ``jobs``
    CPUs), their results kept in ``store``. A compile whose worker died (``crash`` that is not a compiler abort
    kept in the store) is tried once more, then reported as the crash. Returns the rows in plan order (failed rows
    of the plan first; those in ``skip`` left out)."""
    from contextlib import nullcontext

    skipped = set(skip)
    ids = the_plan.ids()
    todo = [i for i, rid in enumerate(ids) if rid not in skipped]
    failed = [r for r in the_plan.failed if r.id not in skipped]
    for row in failed:
        on_row(row)
    # keyed here for Ray too: an unset num_stages is the target's default before anything is keyed
    requests = with_backend_defaults([the_plan.requests[i] for i in todo], store, timeout=timeout)
    digests = {p: source_digest(p) for p in {r.spec.path for r in requests}}
    versions = {tc: toolchain_version(tc) for tc in {r.toolchain for r in requests}}
    keys = [r.key(versions[r.toolchain], digests[r.spec.path]) for r in requests]
    rows: dict[int, Row] = {}

    def emit(j: int, comp: Compilation) -> None:
        i = todo[j]
        rows[j] = row_of(comp, the_plan.names[i], the_plan.releases[i], store)
        on_row(rows[j])

    def compile_some(which: list[int], cache: bool, shown: Any) -> dict[int, Compilation]:
        if engine == "ray":
            from ir_explorer.capture.remote import compile_ray

            comps: dict[int, Compilation] = {}
            left = []
            for j in which:
                hit = store.load(keys[j]) if cache else None
                if hit is not None:
                    comps[j] = replace(hit, config_index=requests[j].config_index)
                    if shown is not None:
                        shown(j, "cached", 0.0)
                    emit(j, comps[j])
                else:
                    left.append(j)

            def arrived(n: int, comp: Compilation) -> None:
                if shown is not None:
                    shown(left[n], "done" if comp.ok else "failed", 0.0)
                if comp.ok:
                    emit(left[n], comp)

            got = compile_ray([requests[j] for j in left], [keys[j] for j in left], store, address=address,
                              cpus=jobs, timeout=timeout, on_result=arrived) if left else []
            comps.update(zip(left, got, strict=True))
            return comps

        def on_event(n: int, state: str, seconds: float) -> None:
            j = which[n] if n >= 0 else n
            if shown is not None:
                shown(j, state, seconds)
            if state in ("cached", "done") and j not in rows:
                comp = store.load(keys[j])
                if comp is not None:
                    emit(j, replace(comp, config_index=requests[j].config_index))

        done = compile_all([requests[j] for j in which], store, use_cache=cache, jobs=jobs, timeout=timeout,
                           on_event=on_event)
        return dict(zip(which, done, strict=True))

    context = progress([request_label(r) for r in requests]) if progress is not None and requests else nullcontext()
    with context as shown:
        comps = compile_some(list(range(len(requests))), use_cache, shown)
        retry = [j for j, c in comps.items() if c.failure is not None and c.failure.kind == "crash" and j not in rows]
        if retry:  # a worker that died: once more, from scratch
            comps.update(compile_some(retry, False, None))
    for j in range(len(requests)):
        if j not in rows:
            emit(j, comps[j])
    return failed + [rows[j] for j in range(len(requests))]


def run_local(the_plan: Plan, store: Store, on_row: RowCallback, **kwargs: Any) -> list[Row]:
    """:func:`run` on the local worker pool."""
    return run(the_plan, store, on_row, engine="local", **kwargs)


# ----------------------------------------------------------------------------- the table view


def is_result_file(path: str) -> bool:
    """Whether ``path`` is a regular file whose first bytes open a sweep result (``{"format": "ir-explorer-sweep"``
    within its first line); reads at most 4 KiB."""
    import os
    import stat

    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            return False
        with open(path, "rb") as fh:
            first = fh.read(4096).split(b"\n", 1)[0]
    except OSError:
        return False
    return f'"format": "{FORMAT}"'.encode() in first


@dataclass(frozen=True)
class ResultTable:
    """A result's rows side by side: ``cells[i][j]`` is row ``i``'s text in
    :data:`ir_explorer.engines.compare.COLUMNS` ``j`` (blank for a failed compile); ``changed[i][j]`` whether
    it differs from the same kernel, config and target's cell under another release of the result, or, with an
    ``against`` result, from the cell of the row of the same :attr:`Row.id` there."""

    rows: tuple[Row, ...]
    columns: tuple[str, ...]
    cells: tuple[tuple[str, ...], ...]
    changed: tuple[tuple[bool, ...], ...]
    status_changed: tuple[bool, ...] = ()
    """With ``against``: whether row ``i`` compiled there and fails here, or the reverse, or fails another way
    (another failure kind); empty without ``against``."""
    before: tuple[Row | None, ...] = ()
    """With ``against``: the row of the same id there (``None``: only in this result); empty without it."""


def status_text(row: Row) -> str:
    """A row's outcome in one word or two: ``ok``, ``pruned`` (:data:`PRUNED`: never compiled, by design), or
    ``failed: KIND`` (``ptxas``, ``kernel`` …)."""
    if row.failure is None:
        return "ok"
    return PRUNED if row.failure["kind"] == PRUNED else f"failed: {row.failure['kind']}"


def result_table(rows: Sequence[Row], against: Sequence[Row] | None = None) -> ResultTable:
    """The :class:`ResultTable` of ``rows`` (one per kernel, config, target and release), cells written by
    ``compare``'s columns. Without ``against``, a cell is changed when it differs under another release of the
    same kernel, config and target; with ``against`` (an older result), when it differs from the older row of the
    same :attr:`Row.id` (a row only in ``rows`` has no changed cell)."""
    from ir_explorer.engines.compare import COLUMNS

    def cells_of(r: Row) -> tuple[str, ...]:
        return tuple(fmt(r.metrics, on_amd(r)) if r.ok else "" for _, _, fmt in COLUMNS)

    cells = tuple(cells_of(r) for r in rows)
    changed = []
    if against is not None:
        old = {r.id: r for r in against}
        before = tuple(old.get(r.id) for r in rows)
        for i, r in enumerate(rows):
            b = before[i]
            was = cells_of(b) if b is not None and b.ok else None
            changed.append(tuple(r.ok and was is not None and was[j] != cells[i][j] for j in range(len(COLUMNS))))
        status = tuple(b is not None and status_text(b) != status_text(r) for r, b in zip(rows, before, strict=True))
        return ResultTable(tuple(rows), tuple(name for name, _, _ in COLUMNS), cells, tuple(changed), status, before)
    groups: dict[tuple[str, int, str], list[int]] = {}
    for i, r in enumerate(rows):
        groups.setdefault((r.kernel, r.config_index, r.target), []).append(i)
    for i, r in enumerate(rows):
        others = [k for k in groups[(r.kernel, r.config_index, r.target)] if k != i and rows[k].ok]
        changed.append(tuple(r.ok and any(cells[k][j] != cells[i][j] for k in others)
                             for j in range(len(COLUMNS))))
    return ResultTable(tuple(rows), tuple(name for name, _, _ in COLUMNS), cells, tuple(changed))
