"""Reports kept in the store: a compilation's report is made once per version of the analyses, then read back.

A cached ``report`` reads its compile from the store in a few milliseconds, but running the analyses over a
matmul's stages takes ten times that; ``diff``, ``compare``, ``history``, ``check`` and the snapshots need only
the report's metrics. :func:`stored_report` returns the report kept in the store (``v1/reports``,
:meth:`~ir_explorer.core.store.Store.load_report`) when it was made from the same inputs by the same analyses'
code, and otherwise builds it (:func:`~ir_explorer.engines.report.build_report`) and keeps it.

A kept report is found under the compilation's key and the stages it read (one *variant* each), and is served only
when both of these match:

* the analyses' version, :func:`analyses_version`: a sha256 over the source of every module a report's content
  comes from (``ir_explorer/analyses/``, ``engines/report.py``, ``ir_explorer/ir/``, ``core/model.py``,
  ``core/units.py``);
  any edit to them, a checkout of another commit or another installed release makes every kept report stale;
* the inputs' digest, :func:`inputs_digest`: the sha256 of every stage's blob, the metadata, the resources (a
  Triton cache entry's come from its cubin), the compile's diagnostics and the per-pass snapshot the shared-memory
  analysis reads, when the passes were captured after the report was kept.

A report is written as JSON (never pickle): the fields of :class:`~ir_explorer.analyses.findings.Finding` and
its claims, refs and facts as their ``to_json`` gives them, with the analyses' free-form values (a finding's
``data``, the metrics) in a tagged form that keeps tuples and non-string keys (:func:`encode`), so that a report
read back equals the one made. The file is read as hostile input: bounded in size, checked against its sha256
by the store, every field checked for type here (:func:`report_from_json` raises ``ValueError``); a damaged,
foreign or stale entry is ignored and the report built again, without a traceback.

A report that could not be made whole is never kept: one without SASS because ``nvdisasm`` is missing, or one
holding a value the tagged form cannot write.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import re
import string
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from ir_explorer.analyses.findings import SEVERITY_RANK, Claim, ClaimValue, Fact, Finding, Ref
from ir_explorer.core.errors import IRExplorerError
from ir_explorer.core.model import Compilation
from ir_explorer.core.store import Blob, Store
from ir_explorer.engines.report import (
    REPORT_STAGES,
    Report,
    allocated_source,
    analyze_stages,
    with_report_stages,
)

#: Version of the kept report's layout (the JSON below); a change makes every kept report stale.
FORMAT = 1
#: The deepest nesting of tagged values read back (a finding's ``data`` nests a few levels).
MAX_DEPTH = 32
#: The package folder whose modules a report's content comes from.
_PACKAGE = Path(__file__).resolve().parent.parent
#: Folders (every ``.py`` below them) and files whose source is part of :func:`analyses_version`.
_VERSION_SOURCES = ("analyses", "engines/report.py", "ir", "core/model.py", "core/units.py")


def _sources() -> list[Path]:
    """The source files of :data:`_VERSION_SOURCES`, sorted."""
    out: list[Path] = []
    for name in _VERSION_SOURCES:
        path = _PACKAGE / name
        if path.suffix == ".py":
            out.append(path)
            continue
        for dirpath, dirnames, files in os.walk(path):
            dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
            out += [Path(dirpath) / f for f in files if f.endswith(".py")]
    return sorted(out)


_VERSION: list[str] = []


def analyses_version() -> str:
    """The analyses' version: sha256 (hex) over :data:`FORMAT` and the relative path and bytes of every source
    file a report's content comes from (:data:`_VERSION_SOURCES`), computed once per process (about 2 ms: 40 files,
    800 kB)."""
    if not _VERSION:
        digest = hashlib.sha256(f"ir-explorer report cache {FORMAT}\n".encode())
        for path in _sources():
            data = path.read_bytes()
            digest.update(f"{path.relative_to(_PACKAGE).as_posix()}\0{len(data)}\0".encode())
            digest.update(data)
        _VERSION.append(digest.hexdigest())
    return _VERSION[0]


def inputs_digest(comp: Compilation, stages: Sequence[str], allocated: Blob | None) -> str | None:
    """sha256 (hex) of what a report of ``stages`` on ``comp`` is made from: the target, the stages asked for, each
    stored stage's name and blob digest, the metadata, resources and diagnostics, and the digest of ``allocated``
    (:func:`~ir_explorer.engines.report.allocated_source`). ``None`` when a stage is not a stored blob (a compile
    held in memory only): such a report is not kept."""
    blobs = {}
    for name, stage in comp.stages.items():
        if not isinstance(stage.source, Blob):
            return None
        blobs[name] = stage.source.digest
    body = {"target": comp.target.spec, "stages": list(stages), "blobs": blobs, "metadata": comp.metadata,
            "resources": comp.resources.to_json() if comp.resources else None, "diagnostics": comp.diagnostics,
            "allocated": allocated.digest if allocated is not None else None}
    try:
        text = json.dumps(body, sort_keys=True, separators=(",", ":"), default=repr)
    except (TypeError, ValueError):
        return None
    return hashlib.sha256(text.encode()).hexdigest()


def variant_name(stages: Sequence[str]) -> str:
    """The name a report of ``stages`` is kept under: ``ttir,ttgir,ptx,sass,amdgcn``."""
    return ",".join(stages)


def stored_report(comp: Compilation, store: Store, stages: Iterable[str] = REPORT_STAGES) -> Report:
    """The report on ``comp`` of ``stages``, equal to :func:`~ir_explorer.engines.report.build_report`'s: read from
    ``store`` when kept there for the same inputs and analyses' version (see the module docstring), else built
    and kept. SASS is disassembled and stored on first use, as ``build_report`` does. A kept report that is
    damaged or foreign is built again; a store that cannot be written is read-only for this, not an error."""
    wanted = list(stages)
    comp, extra = with_report_stages(comp, store, wanted)
    allocated = allocated_source(comp, store)
    digest = inputs_digest(comp, wanted, allocated) if not extra else None
    version = analyses_version()
    if digest is not None:
        report = _load(store, comp.key, wanted, version, digest)
        if report is not None:
            return report
    report = analyze_stages(comp, wanted, allocated, extra)
    if digest is not None:
        _save(store, comp.key, wanted, version, digest, report)
    return report


def stored_metrics(comp: Compilation, store: Store, stages: Iterable[str] = REPORT_STAGES) -> Mapping[str, Any]:
    """The metrics of :func:`stored_report` (what ``diff``, ``compare``, ``history``, ``check`` and the snapshots
    read): :data:`~ir_explorer.analyses.findings.METRICS` keys, units as documented there."""
    return stored_report(comp, store, stages).metrics


def _load(store: Store, key: str, stages: Sequence[str], version: str, digest: str) -> Report | None:
    """The kept report, or ``None`` when there is none, it is stale, or it is damaged in any way."""
    try:
        body = store.load_report(key, variant_name(stages))
    except IRExplorerError:
        return None
    if body is None or body.get("analyses") != version or body.get("inputs") != digest:
        return None
    try:
        return report_from_json(body.get("report"))
    except (ValueError, TypeError, KeyError, RecursionError):
        return None


def _save(store: Store, key: str, stages: Sequence[str], version: str, digest: str, report: Report) -> None:
    """Keep ``report``; a value the tagged form cannot write, or a store that cannot be written, keeps nothing."""
    try:
        body = {"analyses": version, "inputs": digest, "report": report_to_json(report)}
    except ValueError:
        return
    try:
        store.save_report(key, variant_name(stages), body, keep=lambda old: isinstance(old, dict)
                          and old.get("analyses") == version)
    except IRExplorerError:
        return


# ---------------------------------------------------------------- tagged values

#: Tags of :func:`encode`: a one-key dict whose key is one of these is a tagged value.
_TUPLE, _MAP, _FLOAT = "$tuple", "$map", "$float"
_TAGS = (_TUPLE, _MAP, _FLOAT)


def encode(value: Any) -> Any:
    """``value`` as JSON that :func:`decode` turns back into an equal value: ``None``, bools, ints, strings and
    finite floats as they are, lists as lists, a tuple as ``{"$tuple": [...]}``, a mapping with string keys (none
    a tag) as an object, any other mapping as ``{"$map": [[key, value], ...]}``, a non-finite float as
    ``{"$float": "inf"}``. Raises ``ValueError`` for anything else (a set, an object)."""
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else {_FLOAT: repr(value)}
    if isinstance(value, list):
        return [encode(v) for v in value]
    if isinstance(value, tuple):
        return {_TUPLE: [encode(v) for v in value]}
    if isinstance(value, Mapping):
        if all(isinstance(k, str) for k in value) and not (len(value) == 1 and next(iter(value)) in _TAGS):
            return {k: encode(v) for k, v in value.items()}
        return {_MAP: [[encode(k), encode(v)] for k, v in value.items()]}
    raise ValueError(f"cannot keep a {type(value).__name__} in a stored report")


def decode(data: Any, depth: int = 0) -> Any:
    """The value :func:`encode` wrote. Raises ``ValueError`` for what it never writes (a key that cannot be hashed,
    a bad tag, nesting deeper than :data:`MAX_DEPTH`)."""
    if depth > MAX_DEPTH:
        raise ValueError("stored value nested too deep")
    if data is None or isinstance(data, (bool, int, str)):
        return data
    if isinstance(data, float):
        if not math.isfinite(data):
            raise ValueError("a non-finite float outside its tag")
        return data
    if isinstance(data, list):
        return [decode(v, depth + 1) for v in data]
    if not isinstance(data, dict):
        raise ValueError(f"not a stored value: {type(data).__name__}")
    if len(data) == 1 and next(iter(data)) in _TAGS:
        (tag, inner), = data.items()
        if tag == _FLOAT:
            if inner not in ("inf", "-inf", "nan"):
                raise ValueError(f"bad float tag {inner!r}")
            return float(inner)
        if not isinstance(inner, list):
            raise ValueError(f"bad {tag} tag")
        if tag == _TUPLE:
            return tuple(decode(v, depth + 1) for v in inner)
        out = {}
        for pair in inner:
            if not isinstance(pair, list) or len(pair) != 2:
                raise ValueError("bad $map entry")
            k = decode(pair[0], depth + 1)
            if isinstance(k, (list, dict)):
                raise ValueError("a $map key that cannot be hashed")
            out[k] = decode(pair[1], depth + 1)
        return out
    return {k: decode(v, depth + 1) for k, v in data.items()}


# ---------------------------------------------------------------- findings from JSON

def _get(data: Mapping[str, Any], key: str, kinds: type | tuple[type, ...], optional: bool = False) -> Any:
    """``data[key]``, checked to be of ``kinds`` (``bool`` never passes for ``int``); ``None`` allowed when
    ``optional``. Raises ``ValueError``."""
    value = data.get(key)
    if value is None and optional:
        return None
    if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in (
            kinds if isinstance(kinds, tuple) else (kinds,))):
        raise ValueError(f"field {key!r} is {type(value).__name__}, not {kinds}")
    return value


def _obj(data: Any, what: str) -> Mapping[str, Any]:
    if not isinstance(data, dict):
        raise ValueError(f"{what} is not an object")
    return data


def ref_from_json(data: Any) -> Ref:
    """The :class:`~ir_explorer.analyses.findings.Ref` that ``Ref.to_json`` wrote. Raises ``ValueError``."""
    d = _obj(data, "ref")
    return Ref(_get(d, "stage", str), _get(d, "line", int), _get(d, "text", str))


def _claim_value(value: Any) -> ClaimValue:
    """A claim's value from its JSON: a list is a shape (a tuple of ints)."""
    if isinstance(value, list):
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
            raise ValueError("a claim's shape holds a non-integer")
        return tuple(value)
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float) and math.isfinite(value):
        return value
    raise ValueError(f"a claim's value is {type(value).__name__}")


def claim_from_json(data: Any) -> Claim:
    """The :class:`~ir_explorer.analyses.findings.Claim` that ``Claim.to_json`` wrote (a shape's list made a tuple
    again). Raises ``ValueError`` (a unit outside ``UNITS`` included)."""
    d = _obj(data, "claim")
    return Claim(_get(d, "key", str), _claim_value(d.get("value")), _get(d, "unit", str), _get(d, "rule", str),
                 tuple(ref_from_json(r) for r in _get(d, "about", list)))


def fact_from_json(data: Any) -> Fact:
    """The :class:`~ir_explorer.analyses.findings.Fact` that ``Fact.to_json`` wrote. Raises ``ValueError``."""
    d = _obj(data, "fact")
    return Fact(_get(d, "stage", str), _get(d, "line", int), _get(d, "text", str), _get(d, "claim", str),
                _get(d, "absent", str, optional=True))


# e.g. 100000000 in {count:100000000}: a width or precision
_NUMBER = re.compile(r"\d+")
#: The widest field width or precision a stored template may give (the analyses' own use at most a few).
_MAX_WIDTH = 1000


def _check_template(template: str) -> None:
    """Raises ``ValueError`` for a template a finding cannot render, or one whose format spec asks for a field
    wider or more precise than :data:`_MAX_WIDTH` (``{n:100000000}``: 100 MB of padding per field)."""
    for _text, field_name, spec, _conv in string.Formatter().parse(template):
        if field_name is not None and spec and any(int(n) > _MAX_WIDTH for n in _NUMBER.findall(spec)):
            raise ValueError(f"template field {field_name!r} asks for a width or precision over {_MAX_WIDTH}")


def finding_to_json(f: Finding) -> dict[str, Any]:
    """``f.to_json()`` with what it leaves out for a reader (the ``template``) and ``data`` in the tagged form
    (:func:`encode`): :func:`finding_from_json` makes an equal finding of it. Raises ``ValueError`` for data the
    tagged form cannot write."""
    return {**f.to_json(), "template": f.template, "data": encode(dict(f.data))}


def finding_from_json(data: Any) -> Finding:
    """The :class:`~ir_explorer.analyses.findings.Finding` that :func:`finding_to_json` wrote (``Finding.to_json``'s
    form reads too, its ``data`` as plain JSON). Its message is rendered again from the template and claims when it
    has a template. Raises ``ValueError`` (an unknown kind or severity, a template naming no claim included)."""
    d = _obj(data, "finding")
    severity = _get(d, "severity", str)
    if severity not in SEVERITY_RANK:
        raise ValueError(f"severity {severity!r}")
    lines = _get(d, "lines", list)
    if not all(isinstance(n, int) and not isinstance(n, bool) for n in lines):
        raise ValueError("a finding's lines hold a non-integer")
    fdata = decode(_get(d, "data", dict))
    if not isinstance(fdata, dict):
        raise ValueError("a finding's data is not an object")
    template = _get(d, "template", str, optional=True) or ""
    _check_template(template)
    return Finding(kind=_get(d, "kind", str), severity=severity, stage=_get(d, "stage", str),  # type: ignore[arg-type]
                   message=_get(d, "message", str), template=template,
                   claims=tuple(claim_from_json(c) for c in _get(d, "claims", list)), lines=tuple(lines),
                   python_file=_get(d, "python_file", str, optional=True),
                   python_line=_get(d, "python_line", int, optional=True), data=fdata,
                   facts=tuple(fact_from_json(x) for x in _get(d, "facts", list)))


def report_to_json(report: Report) -> dict[str, Any]:
    """``report`` as JSON that :func:`report_from_json` makes an equal report of: the summary as ``[topic, text]``
    pairs, the metrics in the tagged form, the findings by :func:`finding_to_json`. Raises ``ValueError`` for a
    value the tagged form cannot write."""
    return {"summary": [list(pair) for pair in report.summary], "metrics": encode(dict(report.metrics)),
            "findings": [finding_to_json(f) for f in report.findings]}


def report_from_json(data: Any) -> Report:
    """The :class:`~ir_explorer.engines.report.Report` that :func:`report_to_json` wrote. Raises ``ValueError``."""
    d = _obj(data, "report")
    summary = []
    for pair in _get(d, "summary", list):
        if not (isinstance(pair, list) and len(pair) == 2 and all(isinstance(p, str) for p in pair)):
            raise ValueError("a summary line is not [topic, text]")
        summary.append((pair[0], pair[1]))
    metrics = decode(_get(d, "metrics", dict))
    if not isinstance(metrics, dict):
        raise ValueError("the metrics are not an object")
    return Report(tuple(finding_from_json(f) for f in _get(d, "findings", list)), metrics, tuple(summary))

