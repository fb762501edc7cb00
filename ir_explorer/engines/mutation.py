"""Mutation testing of the consistency check (issue 23, item 4): how many seeded lies in a real report the check
(:mod:`ir_explorer.engines.consistency`) catches.

A *mutant* is the report of one compilation with one claim changed into a lie, told consistently: the finding's
``data`` value, every place its message states that value (matched as a whole token), the facts' ``claim`` text
(which must stay part of the message) and its ``causes`` change together, so that a check reading the wording
alone cannot tell. The facts' ``text`` (the IR a cause rests on) is left as the compiler printed it: the lie is a
wrong conclusion drawn from the right IR. A value the message states more than once, or that cannot be changed
(a token not found where the value came from), is not mutated: it is counted in :attr:`Mutants.skipped`.

The mutations (:data:`MUTATIONS`), after the issue's list:

* ``count``: an integer claim (a count, bytes, bits, a shape's dimension, a metric) plus one (a claim per
  dimension, a tuple of counts: its first);
* ``operand``: an SSA value or register (``%a_12``) the finding names, swapped for another operand of the op at
  one of its cited lines;
* ``layout``: a layout alias (``#shared1``) the finding names, swapped for another layout of the same op line,
  else another of the module with the same family (``#shared`` → ``#shared1``), else any other of the module;
* ``line``: a cited line (a finding's ``lines``, a ``…line`` key of its data, a fact's line, a Python line, the
  first of a claim's tuple of lines)
  moved to the next line of the same stage whose text differs;
* ``stages``: a stage count (a ``…stages`` key, the ``pipelined_stages`` metric) negated.

A mutant is *caught* when the check reports a false statement of a rule more often than on the unmutated report
(:func:`score`). The claim a mutant changes is named ``kind.path``: the finding's kind and the data keys down to
the value, a dict's variable keys (instruction names) as ``*`` (``mma.instructions.*``); ``kind.lines``,
``kind.python_line``, ``kind.facts.line``, ``kind.message`` (a token only the message states) and
``metric.KEY``. Pure functions: no store, no compile.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ir_explorer.analyses.findings import COUNT_UNITS, Claim, Finding, size_text

#: The kinds of mutation, in the order a table lists them.
MUTATIONS = ("count", "operand", "layout", "line", "stages")

# e.g. %a_12    e.g. %arg3    e.g. %rd14 (PTX)    e.g. %qk_77
_VALUE = re.compile(r"%[A-Za-z_][\w$.]*|%\d+(?:#\d+)?")
# e.g. #shared1    e.g. #blocked    e.g. #mma    e.g. #linear2 (a layout alias of the TTGIR)
_ALIAS = re.compile(r"#(?P<family>[A-Za-z_]+?)\d*(?![\w])")
# e.g. #shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
_ALIAS_DEF = re.compile(r"^(?P<alias>#[A-Za-z_]\w*) = #", re.MULTILINE)
#: Data keys that hold no claim (free text the message already is, or the check's own bookkeeping).
_NOT_CLAIMS = frozenset({"check", "warning", "category"})
#: Python-level location keys (a line of the kernel's file, not of an IR stage).
_PY_KEYS = frozenset({"python_line"})
#: Words of a data key that name a unit, not the claim: they tell no occurrence of a number from another.
_UNITS = frozenset({"bits", "bytes", "count", "counts", "num", "data", "per"})
_STAGES = ("ttir", "ttgir", "llir", "ptx", "sass", "amdgcn")


@dataclass(frozen=True)
class Mutant:
    """One lie seeded into a report: ``mutation`` (one of :data:`MUTATIONS`) of the claim ``claim`` (see the
    module docstring), ``said`` what changed (``'32' -> '33'``), and the mutated ``findings`` and ``metrics``
    (the others as they were). ``finding`` is the index of the changed finding, ``-1`` for a metric."""

    mutation: str
    claim: str
    finding: int
    said: str
    findings: tuple[Finding, ...]
    metrics: Mapping[str, Any]
    rule: str = ""
    """The rule a typed claim's mutant is for (the claim's :attr:`~ir_explorer.analyses.findings.Claim.rule`,
    ``ref`` for a moved ref); empty for a mutant of a finding without claims, or of a metric (``metric:KEY``)."""


@dataclass(frozen=True)
class Mutants:
    """The mutants of one report, and ``skipped``: ``{(mutation, claim): n}`` of the changes that could not be
    rendered consistently (the message states the value more than once, or no other value exists)."""

    mutants: tuple[Mutant, ...]
    skipped: Mapping[tuple[str, str], int] = field(default_factory=dict)


def _token(text: str) -> re.Pattern[str]:
    """``text`` as a whole token: not inside a longer name or number (``32`` is not the ``32`` of ``f32``,
    ``132`` or ``3.32``; ``%a_1`` is not ``%a_12``)."""
    return re.compile(r"(?<![\w.$%#])" + re.escape(text) + r"(?![\w$]|\.\d)")


def _renders(value: object) -> list[str]:
    """How a message may write ``value``: ``2048``, ``2,048``, ``2 KiB``; a shape ``[64, 128]`` as ``64x128``."""
    if isinstance(value, bool):
        return []
    if isinstance(value, int):
        return list(dict.fromkeys([str(value), f"{value:,}"] + ([size_text(value)] if abs(value) >= 1024 else [])))
    if isinstance(value, list) and value and all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        return ["x".join(map(str, value))]
    return [str(value)]


@dataclass
class _Lie:
    """A change of one finding being built: the text ``old`` becomes ``new``. A name (``at`` is ``None``) changes
    wherever it is written: the message, the facts' claims, the causes and every string of ``data``. A value
    changes where the message states it (offset ``at``), and in the claims and causes that quote that part of
    the message."""

    old: str
    new: str
    at: int | None = None

    def apply(self, text: str, message: str) -> str:
        """``text`` (the message, or a claim or cause quoting it) with the change made."""
        if self.at is None:
            return _token(self.old).sub(self.new.replace("\\", "\\\\"), text)
        start = message.find(text) if text != message else 0
        while start >= 0 and not start <= self.at < start + len(text):
            start = message.find(text, start + 1)
        if start < 0:
            return text
        k = self.at - start
        return text[:k] + self.new + text[k + len(self.old):]


def _rendered(f: Finding, data: Mapping[str, Any], lie: _Lie | None) -> Finding:
    """``f`` with ``data``, and ``lie`` rendered into its message, its facts' claims and its causes."""
    if lie is None:
        return replace(f, data=data)
    facts = tuple(replace(x, claim=lie.apply(x.claim, f.message)) for x in f.facts)
    causes = data.get("causes")
    if isinstance(causes, list):
        data = {**data, "causes": [lie.apply(c, f.message) if isinstance(c, str) else c for c in causes]}
    return replace(f, message=lie.apply(f.message, f.message), data=data, facts=facts)


def _stated(message: str, text: str, words: Sequence[str]) -> int | None:
    """The offset where ``message`` states the value written ``text``: its one whole-token occurrence, or of
    several the one nearest to a word of ``words`` (the claim's key: ``constancy``, ``registers``), within 24
    characters; ``None`` when none is near, or two are as near."""
    found = [m.start() for m in _token(text).finditer(message)]
    if len(found) > 1:
        low = message.lower()
        far = {k: min((abs(m.start() - k) for w in words if w for m in re.finditer(re.escape(w.lower()), low)),
                      default=len(message)) for k in found}
        near = sorted((d, k) for k, d in far.items() if d <= 24 + len(text))
        found = [near[0][1]] if near and (len(near) == 1 or near[0][0] < near[1][0]) else []
    return found[0] if len(found) == 1 else None


def _walk(value: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[tuple[Any, ...], str, Any]]:
    """Every leaf of ``value`` (and every list of ints, as a shape) with its access path and its claim name
    (dict keys, a variable key as ``*``, list indexes left out)."""
    if isinstance(value, Mapping):
        variable = any(not re.fullmatch(r"[a-z_][a-z0-9_]*", str(k)) for k in value)
        for k, v in value.items():
            if str(k) in _NOT_CLAIMS and not path:
                continue
            for p, name, leaf in _walk(v, path + ("*" if variable else str(k),)):
                yield (k, *p), name, leaf
    elif isinstance(value, list):
        if value and all(isinstance(v, int) and not isinstance(v, bool) for v in value) and not _is_line(path):
            yield (), ".".join(path), value
            return
        for i, v in enumerate(value):
            for p, name, leaf in _walk(v, path):
                yield (i, *p), name, leaf
    else:
        yield (), ".".join(path), value


def _set(value: Any, where: tuple[Any, ...], new: Any) -> Any:
    """A copy of ``value`` with the leaf at ``where`` set to ``new``."""
    if not where:
        return new
    head, rest = where[0], where[1:]
    if isinstance(value, Mapping):
        return {k: (_set(v, rest, new) if k == head else v) for k, v in value.items()}
    return [(_set(v, rest, new) if i == head else v) for i, v in enumerate(value)]


def _setter(value: Any, where: tuple[Any, ...]) -> Callable[[int], Any]:
    """A function of ``n``: a copy of ``value`` with the leaf at ``where`` set to ``n``."""
    return lambda n: _set(value, where, n)


def _is_line(path: Sequence[str]) -> bool:
    """A data key that holds a line number (``line``, ``ttgir_line``, ``loop_line``, ``ptx_lines``, ``op_lines``)."""
    return bool(path) and re.search(r"(?:^|_)lines?$", path[-1]) is not None


def _line_stage(f: Finding, path: Sequence[str]) -> str | None:
    """The stage a data line number is in: named by the key (``ttgir_line``, ``ptx_lines``) or by an enclosing
    key (``{"ptx": {"line": …}}``), else the finding's own; ``None`` for a Python line."""
    if path[-1] in _PY_KEYS:
        return None
    for key in reversed(path):
        stage = key.split("_")[0]
        if stage in _STAGES:
            return stage
    return f.stage


def _family(alias: str) -> str:
    """``shared`` of ``#shared1``."""
    m = _ALIAS.match(alias)
    return m.group("family") if m else alias


def _claim_name(f: Finding, c: Claim) -> str:
    """``kind.key`` of claim ``c`` of ``f``, a key's part that is a name of the IR (an instruction) as ``*``."""
    parts = [p if re.fullmatch(r"[a-z_][a-z0-9_]*", p) else "*" for p in c.key.split("/")]
    return f"{f.kind}.{'.'.join(parts)}"


def _with_claim(f: Finding, k: int, c: Claim) -> Finding:
    """``f`` with its ``k``-th claim replaced by ``c`` (message and data re-rendered)."""
    return replace(f, claims=f.claims[:k] + (c,) + f.claims[k + 1:])


def _moved(lines: Sequence[str], n: int) -> int | None:
    """The next line after 1-based ``n`` (or before it, at the end) whose text differs from line ``n``'s; ``None``
    when ``n`` is not a line of ``lines`` or every other line is the same."""
    if not 0 < n <= len(lines):
        return None
    here = lines[n - 1].strip()
    for k in [*range(n + 1, len(lines) + 1), *range(n - 1, 0, -1)]:
        if lines[k - 1].strip() != here:
            return k
    return None


class _Maker:
    """Builds the mutants of one report (see :func:`make_mutants`)."""

    def __init__(self, findings: Sequence[Finding], metrics: Mapping[str, Any], stages: Mapping[str, str]) -> None:
        self.findings, self.metrics, self.stages = tuple(findings), dict(metrics), stages
        self.lines = {s: t.splitlines() for s, t in stages.items()}
        self.aliases = [m.group("alias") for m in _ALIAS_DEF.finditer(stages.get("ttgir", ""))]
        self.out: list[Mutant] = []
        self.skipped: Counter[tuple[str, str]] = Counter()

    def add(self, mutation: str, claim: str, i: int, old: object, new: object, changed: Finding | None,
            rule: str = "") -> None:
        if changed is None:
            self.skipped[(mutation, claim)] += 1
            return
        found = self.findings[:i] + (changed,) + self.findings[i + 1:]
        self.out.append(Mutant(mutation, claim, i, f"{old!r} -> {new!r}", found, self.metrics, rule))

    @staticmethod
    def value_lie(f: Finding, old: object, new: object, words: Sequence[str]) -> _Lie | bool:
        """The text change that states ``new`` where the message states ``old`` (the first way of writing it
        the message uses; of several occurrences the one near a word of ``words``), ``False`` when the message
        states it but which occurrence is the claim is not known, ``True`` when the message does not state it
        (the claim is in the data alone)."""
        for a, b in zip(_renders(old), _renders(new), strict=False):
            if a != b and _token(a).search(f.message):
                at = _stated(f.message, a, words)
                return _Lie(a, b, at) if at is not None else False
        return True

    def data_mutants(self, i: int, f: Finding) -> None:
        for where, name, value in _walk(dict(f.data)):
            claim = f"{f.kind}.{name}"
            keys = tuple(name.split("."))
            if _is_line(keys) and isinstance(value, int) and not isinstance(value, bool):
                self.line_mutant(i, f, claim, value, _line_stage(f, keys), _setter(f.data, where))
                continue
            if isinstance(value, bool) or not isinstance(value, int | list):
                continue
            if isinstance(value, list):  # a shape: its first dimension plus one
                new: Any = [value[0] + 1, *value[1:]]
            else:
                new = value + 1
            words = [w for k in (*keys, *(str(x) for x in where)) for w in re.split(r"[_.]", k)
                     if len(w) > 2 and w not in _UNITS]
            for mutation, lied in (("count", new), ("stages", -value if isinstance(value, int) else 0)):
                if mutation == "stages" and not (isinstance(value, int) and value > 0 and keys[-1].endswith("stages")):
                    continue
                lie = self.value_lie(f, value, lied, words)
                data = _set(dict(f.data), where, lied)
                self.add(mutation, claim, i, value, lied, None if lie is False else
                         _rendered(f, data, lie if isinstance(lie, _Lie) else None))

    def line_mutant(self, i: int, f: Finding, claim: str, n: int, stage: str | None,
                    with_data: Callable[[int], Any] | None) -> None:
        """Move line ``n`` of ``stage`` (``None``: a Python line, moved to ``n + 1``)."""
        if n <= 0:
            return
        new = n + 1 if stage is None else _moved(self.lines.get(stage, []), n)
        if new is None:
            self.skipped[("line", claim)] += 1
            return
        data = with_data(new) if with_data is not None else f.data
        lie = self.value_lie(f, n, new, ("line", ":", "at "))
        if lie is False:
            self.skipped[("line", claim)] += 1
            return
        changed = _rendered(f, data, lie if isinstance(lie, _Lie) else None)
        if with_data is None:
            changed = self.move_field(f, changed, claim, n, new)
        self.add("line", claim, i, n, new, changed)

    @staticmethod
    def move_field(f: Finding, changed: Finding, claim: str, n: int, new: int) -> Finding:
        """A line held outside ``data``: the finding's first line, its Python line or its first fact's line."""
        if claim.endswith(".lines"):
            return replace(changed, lines=(new, *f.lines[1:]))
        if claim.endswith(".python_line"):
            return replace(changed, python_line=new)
        first = next(k for k, x in enumerate(f.facts) if x.line == n)
        return replace(changed, facts=tuple(replace(x, line=new) if k == first else x
                                            for k, x in enumerate(changed.facts)))

    def token_mutants(self, i: int, f: Finding) -> None:
        """``operand`` and ``layout`` swaps of the names the message states."""
        cited = [self.lines.get(f.stage, [])[n - 1] for n in f.lines if 0 < n <= len(self.lines.get(f.stage, []))]
        for old in dict.fromkeys(_VALUE.findall(f.message)):
            on_line = [v for ln in cited if _token(old).search(ln) for v in _VALUE.findall(ln)]
            named = [v for g in self.findings if g.kind == f.kind for v in _VALUE.findall(g.message)]
            others = [v for v in [*on_line, *named] if v != old and not _token(v).search(f.message)]
            self.swap(i, f, "operand", old, others[0] if others else None)
        for m in dict.fromkeys(x.group(0) for x in _ALIAS.finditer(f.message)):
            if m not in self.aliases:
                continue
            same_line = [a.group(0) for ln in cited for a in _ALIAS.finditer(ln) if a.group(0) in self.aliases]
            same_family = [a for a in self.aliases if _family(a) == _family(m)]
            others = [a for a in [*same_line, *same_family, *self.aliases]
                      if a != m and not _token(a).search(f.message)]
            self.swap(i, f, "layout", m, others[0] if others else None)
        said = f.data.get("layout")
        if isinstance(said, str) and not said.startswith("#"):  # a layout described: another finding's
            same = [str(g.data["layout"]) for g in self.findings if g.kind == f.kind and "layout" in g.data]
            every = [str(g.data["layout"]) for g in self.findings if isinstance(g.data.get("layout"), str)]
            others = [d for d in [*same, *every] if d != said and not d.startswith("#")]
            self.swap(i, f, "layout", said, others[0] if others else None)

    def swap(self, i: int, f: Finding, mutation: str, old: str, new: str | None) -> None:
        in_data = any(isinstance(v, str) and _token(old).search(v) for _, _, v in _walk(dict(f.data)))
        claim = f"{f.kind}.{'data' if in_data else 'message'}"
        if new is None:
            self.skipped[(mutation, claim)] += 1
            return
        lie = _Lie(old, new)
        data = dict(f.data)
        for where, _, v in list(_walk(data)):
            if isinstance(v, str) and _token(old).search(v):
                data = _set(data, where, lie.apply(v, v))
        self.add(mutation, claim, i, old, new, _rendered(f, data, lie))

    def claim_mutants(self, i: int, f: Finding) -> None:
        """The mutants of a finding stated as typed claims (:class:`~ir_explorer.analyses.findings.Claim`): each
        claim's value changed (``count``, ``stages``, ``operand``, ``layout``, a ``line`` claim moved) and each ref's
        line moved; the message is re-rendered from the changed claims."""
        for k, c in enumerate(f.claims):
            name = _claim_name(f, c)
            for mutation, new in self.claim_lies(f, c):
                if new is None:
                    self.skipped[(mutation, name)] += 1
                    continue
                changed = replace(c, value=new)
                self.add(mutation, name, i, c.value, new, _with_claim(f, k, changed), c.rule)
            for j, r in enumerate(c.about):
                moved = _moved(self.lines.get(r.stage, []), r.line)
                if moved is None:
                    self.skipped[("line", f"{name}@ref")] += 1
                    continue
                about = c.about[:j] + (replace(r, line=moved),) + c.about[j + 1:]
                self.add("line", f"{name}@ref", i, r.line, moved, _with_claim(f, k, replace(c, about=about)), "ref")

    def claim_lies(self, f: Finding, c: Claim) -> list[tuple[str, Any]]:
        """``(mutation, new value or None when none can be made)`` of claim ``c``."""
        v = c.value
        if c.unit == "line" and isinstance(v, int):
            return [("line", _moved(self.lines.get(c.about[0].stage if c.about else f.stage, []), v))]
        if c.unit == "stages" and isinstance(v, int) and not isinstance(v, bool):
            return [("count", v + 1)] + ([("stages", -v)] if v > 0 else [])
        if c.unit in COUNT_UNITS and isinstance(v, int) and not isinstance(v, bool):
            return [("count", v + 1)]
        if (c.unit == "shape" or c.unit in COUNT_UNITS) and isinstance(v, tuple) and v:  # per dimension: the first
            return [("count", (v[0] + 1, *v[1:]))]
        if c.unit == "line" and isinstance(v, tuple) and v and isinstance(v[0], int):  # lines: the first moved
            first = _moved(self.lines.get(c.about[0].stage if c.about else f.stage, []), v[0])
            return [("line", (first, *v[1:]) if first is not None else None)]
        if c.unit == "value" and isinstance(v, str):
            cited = [self.lines.get(r.stage, [""])[r.line - 1] for r in c.about
                     if 0 < r.line <= len(self.lines.get(r.stage, []))]
            cited += [self.lines.get(f.stage, [])[n - 1] for n in f.lines if 0 < n <= len(self.lines.get(f.stage, []))]
            named = [str(d.value) for g in self.findings for d in g.claims if d.unit == "value"]
            others = [x for x in [*(w for ln in cited for w in _VALUE.findall(ln)), *named] if x != v]
            return [("operand", others[0] if others else None)]
        if c.unit == "layout" and isinstance(v, str):
            cited = [self.lines.get(r.stage, [""])[r.line - 1] for r in c.about
                     if 0 < r.line <= len(self.lines.get(r.stage, []))]
            same_line = [a.group(0) for ln in cited for a in _ALIAS.finditer(ln) if a.group(0) in self.aliases]
            same_family = [a for a in self.aliases if _family(a) == _family(v)]
            said = [str(d.value) for g in self.findings for d in g.claims if d.unit == "layout"]
            pool = [*same_line, *same_family, *self.aliases] if v.startswith("#") else [*said, *self.aliases]
            others = [a for a in pool if a != v]
            return [("layout", others[0] if others else None)]
        return []

    def metric_mutants(self) -> None:
        for key, value in self.metrics.items():
            if isinstance(value, bool):
                continue
            if isinstance(value, int):
                self.out.append(Mutant("count", f"metric.{key}", -1, f"{value} -> {value + 1}", self.findings,
                                       {**self.metrics, key: value + 1}, f"metric:{key}"))
                if key.endswith("stages") and value > 0:
                    self.out.append(Mutant("stages", f"metric.{key}", -1, f"{value} -> {-value}", self.findings,
                                           {**self.metrics, key: -value}, f"metric:{key}"))
            elif isinstance(value, Mapping):
                for k, v in value.items():
                    if isinstance(v, int) and not isinstance(v, bool):
                        self.out.append(Mutant("count", f"metric.{key}.*", -1, f"{k}: {v} -> {v + 1}",
                                               self.findings, {**self.metrics, key: {**value, k: v + 1}},
                                               f"metric:{key}"))


def make_mutants(findings: Sequence[Finding], metrics: Mapping[str, Any], stages: Mapping[str, str]) -> Mutants:
    """Every mutant of a report (its ``findings`` and ``metrics``) over the ``stages`` it is about (``{stage:
    text}``, as the report read them), one per claim and mutation that applies (see the module docstring), in
    the order of the findings."""
    make = _Maker(findings, metrics, stages)
    for i, f in enumerate(make.findings):
        if f.claims:
            make.claim_mutants(i, f)
        else:
            make.data_mutants(i, f)
            make.token_mutants(i, f)
        if f.lines:
            make.line_mutant(i, f, f"{f.kind}.lines", f.lines[0], f.stage, None)
        if f.python_line:
            make.line_mutant(i, f, f"{f.kind}.python_line", f.python_line, None, None)
        for x in f.facts[:1]:
            if x.line and x.stage in make.lines:
                make.line_mutant(i, f, f"{f.kind}.facts.line", x.line, x.stage, None)
    make.metric_mutants()
    return Mutants(tuple(make.out), dict(make.skipped))


#: What a check returns for :func:`score`: the rule of each false statement (``CheckResult.violations``' first
#: items).
Checker = Callable[[Sequence[Finding], Mapping[str, Any]], Sequence[str]]


@dataclass
class Score:
    """Mutants made and caught, per ``(mutation, claim)``; ``by_rule`` counts the rules that caught them (a
    mutant caught by two rules counts for both); ``skipped`` the changes not rendered (:attr:`Mutants.skipped`).
    ``baseline`` is the rules' false statements on the unmutated report (0 on a report the check passes)."""

    made: Counter[tuple[str, str]] = field(default_factory=Counter)
    caught: Counter[tuple[str, str]] = field(default_factory=Counter)
    skipped: Counter[tuple[str, str]] = field(default_factory=Counter)
    by_rule: Counter[str] = field(default_factory=Counter)
    baseline: int = 0
    rule_made: Counter[str] = field(default_factory=Counter)
    """Mutants per rule they are for (:attr:`Mutant.rule`; ``(untyped)``: a finding without typed claims)."""
    rule_caught: Counter[str] = field(default_factory=Counter)

    def add(self, other: Score) -> None:
        """Add ``other``'s counts to these."""
        self.made.update(other.made)
        self.caught.update(other.caught)
        self.skipped.update(other.skipped)
        self.by_rule.update(other.by_rule)
        self.baseline += other.baseline
        self.rule_made.update(other.rule_made)
        self.rule_caught.update(other.rule_caught)

    def total(self) -> tuple[int, int]:
        """``(made, caught)`` over every mutant."""
        return sum(self.made.values()), sum(self.caught.values())


def score(findings: Sequence[Finding], metrics: Mapping[str, Any], stages: Mapping[str, str], checker: Checker,
          limit: int | None = None, kinds: frozenset[str] | None = None) -> Score:
    """Run ``checker`` (the rules of the false statements it finds in ``(findings, metrics)``) on the report and
    on each of its mutants (the first ``limit`` when given): a mutant is caught when some rule reports more false
    statements than on the unmutated report. A mutant of one finding is checked with the findings of its kind
    (every rule of :mod:`~ir_explorer.engines.consistency` reads one finding, or the findings of one kind: the
    ``local-count`` sum), a metric's with the whole report (the ``stages`` rule holds a metric against the
    findings): about 5× faster on a matmul than the whole report each time. ``kinds``: only the mutants of findings
    of these kinds (``metric``: of the metrics)."""
    made = make_mutants(findings, metrics, stages)
    skipped = Counter({k: n for k, n in made.skipped.items()
                       if kinds is None or k[1].split(".")[0] in kinds | {"metric"} & kinds})
    out = Score(skipped=skipped, baseline=len(checker(findings, metrics)))
    bases: dict[str | None, Counter[str]] = {}
    for m in made.mutants[:limit]:
        if kinds is not None and (m.findings[m.finding].kind if m.finding >= 0 else "metric") not in kinds:
            continue
        out.made[(m.mutation, m.claim)] += 1
        out.rule_made[m.rule or "(untyped)"] += 1
        kind = m.findings[m.finding].kind if m.finding >= 0 else None
        if kind not in bases:
            bases[kind] = Counter(checker([f for f in findings if kind in (None, f.kind)], metrics))
        new = Counter(checker([f for f in m.findings if kind in (None, f.kind)], m.metrics)) - bases[kind]
        if new:
            out.caught[(m.mutation, m.claim)] += 1
            out.rule_caught[m.rule or "(untyped)"] += 1
            out.by_rule.update(new.keys())
    return out


def score_table(result: Score, by: str = "claim") -> list[str]:
    """The lines of a table of ``result``: one row per ``(mutation, claim)`` (``by="claim"``) or per mutation
    (``by="mutation"``) with mutants made, caught and the score, then the total and the rules that caught."""
    rows: dict[tuple[str, str], list[int]] = {}
    for key in set(result.made) | set(result.skipped):
        row_key = key if by == "claim" else (key[0], "")
        row = rows.setdefault(row_key, [0, 0, 0])
        row[0] += result.made[key]
        row[1] += result.caught[key]
        row[2] += result.skipped[key]
    order = {m: k for k, m in enumerate(MUTATIONS)}
    out = [f"{'mutation':<9} {'claim':<40} {'made':>6} {'caught':>6} {'score':>7} {'skipped':>7}"]
    for (mutation, claim), (n, c, s) in sorted(rows.items(), key=lambda kv: (order.get(kv[0][0], 99), kv[0][1])):
        out.append(f"{mutation:<9} {claim[:40]:<40} {n:>6} {c:>6} {_pct(c, n):>7} {s:>7}")
    n, c = result.total()
    out.append(f"{'all':<9} {'':<40} {n:>6} {c:>6} {_pct(c, n):>7} {sum(result.skipped.values()):>7}")
    return out


def rule_table(result: Score) -> list[str]:
    """The lines of a table of ``result`` per rule a mutant is for (a typed claim's rule, ``ref``, ``metric:KEY``;
    ``(untyped)`` for findings not yet stated as claims): made, caught, score."""
    out = [f"{'rule':<32} {'made':>6} {'caught':>6} {'score':>7}"]
    for rule in sorted(result.rule_made):
        n, c = result.rule_made[rule], result.rule_caught[rule]
        out.append(f"{rule[:32]:<32} {n:>6} {c:>6} {_pct(c, n):>7}")
    return out


def _pct(caught: int, made: int) -> str:
    return f"{100 * caught / made:.1f}%" if made else "-"
