"""Regression tests for the fifth trial (docs/trial5.md).

F1: Liger's rope loads the cos row (and the sin row) of one ``tl.load`` twice, in two layouts, and the machine code
of that Python line has one access of each width (gfx942: ``buffer_load_dwordx4`` and ``buffer_load_dword``; cuda:90:
``ld.global.v4.b32`` and ``ld.global.v2.b32``), all at one ``.loc`` column. Each access finding got the narrowest
width of the line ("32-bit loads" for the 128-bit one), and selfcheck's ``machine-lines`` rule checked the same
minimum. Now neither op is given one width: the finding names the line's widths, and the rule refuses the old
statement."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, trial_request

from ir_explorer.analyses.findings import Claim, Ref
from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.store import Store
from ir_explorer.engines import consistency
from ir_explorer.ir.sourcemap import own_columns, python_lines

W5 = ROOT / "tests/data/trial2_kernels/w5_commands.sh"

#: the machine stage, its two load widths at Python line 21 (bits), and the instruction of each
ROPE = {"w5_rope": ("amdgcn", {128: r"buffer_load_dwordx4\s", 32: r"buffer_load_dword\s"}),
        "w5_rope_sm90": ("ptx", {128: r"ld\.global\.v4\.b32\s", 64: r"ld\.global\.v2\.b32\s"})}


@pytest.fixture(scope="module", params=sorted(ROPE))
def rope(request, tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return (request.param, *compiled_trial(tmp_path_factory, user_spec, W5, request.param))


def _line_loads(text: str, stage: str, pyline: int, rx: str) -> list[int]:
    locs = python_lines(stage, text)
    return [n for n, ln in enumerate(text.splitlines(), 1)
            if re.match(r"\s*(?:@%p\d+\s+)?" + rx, ln.strip()) and locs[n - 1] and locs[n - 1][1] == pyline]


def test_two_loads_of_one_line_in_two_widths_get_no_shared_width(rope) -> None:
    """The machine code of Python line 21 has exactly one load of each width, at one ``.loc`` column; the TTGIR
    has two loads there. Neither finding states a measured width; both say the line's widths, smallest first, and
    selfcheck holds."""
    name, comp, got = rope
    stage, widths = ROPE[name]
    text = got.stages[stage]
    for bits, rx in widths.items():
        assert len(_line_loads(text, stage, 21, rx)) == 1, (bits, rx)
    hits = [n for rx in widths.values() for n in _line_loads(text, stage, 21, rx)]
    cols = own_columns(stage, text)
    assert len({cols[n - 1] for n in hits}) == 1  # the columns cannot tell them apart
    at21 = [f for f in got.report.findings if f.kind == "coalescing" and f.stage == "ttgir" and f.python_line == 21]
    assert len(at21) == 2
    lo, hi = sorted(widths)
    for f in at21:
        assert not any(c.key == "measured_bits" for c in f.claims)
        assert f"has loads of {lo} and {hi} bits, not attributed to one op by their .loc column" in f.message
        assert not re.search(r"\b\d+-bit loads", f.message)
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_narrowest_width_is_caught(rope) -> None:
    """The old statement (each load of line 21 "N-bit loads" with N the line's narrowest width, citing both machine
    lines) is refused by selfcheck's ``machine-lines`` rule, and so is the other width: no width is one op's."""
    name, comp, got = rope
    stage, widths = ROPE[name]
    at21 = [f for f in got.report.findings if f.kind == "coalescing" and f.stage == "ttgir" and f.python_line == 21]
    for bits in widths:
        for f in at21:
            op = next(c for c in f.claims if c.key == "op")
            lie = replace(f, template="{op}: {measured_bits}-bit loads",
                          claims=(op, Claim("measured_bits", bits, "bits", "machine-lines",
                                            (Ref("ttgir", f.lines[0], str(op.value)),))))
            res = consistency.check(comp, [lie], dict(got.report.metrics), got.stages)
            assert any(rule == "machine-lines" and "measured_bits" in text for rule, text in res.violations), \
                (bits, f.lines, res.violations[:2])


@pytest.fixture(scope="module")
def lora_shrink(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, W5, "w5_lora_shrink")


def test_the_atomic_finding_reads_the_machine_atomics(lora_shrink) -> None:
    """M3: vLLM's LoRA shrink (cuda:90, SPLIT_K=8) adds its partial sums with ``tl.atomic_add``, which the PTX does
    as two ``red.global.gpu.relaxed.add.v4.f32`` (128 bits each). The atomic's finding said "whether the atomic is
    vectorized is not read from the machine code"; it now states the count and width read from the PTX, as claims of
    the ``machine-atomics`` rule, and a wrong width is caught."""
    comp, got = lora_shrink
    ptx = got.stages["ptx"]
    vec = r"\bred\.global\.gpu\.relaxed\.add\.v4\.f32\b"
    reds = [n for n, ln in enumerate(ptx.splitlines(), 1) if re.search(vec, ln)]
    assert len(reds) == 2
    assert not re.search(r"\b(?:red|atom)\.global\.(?!gpu\.relaxed\.add\.v4\.f32)", ptx)
    (f,) = [f for f in got.report.findings if f.kind == "coalescing" and "tt.atomic_rmw" in f.message]
    assert f.message.endswith("the PTX at its Python line has 2 global atomic instructions, the narrowest 128-bit")
    assert "not read from the machine code" not in f.message
    count = next(c for c in f.claims if c.key == "atomics")
    assert [r.line for r in count.about] == reds
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    lie = replace(f, claims=tuple(replace(c, value=32) if c.key == "atomic_bits" else c for c in f.claims))
    res = consistency.check(comp, [lie], dict(got.report.metrics), got.stages)
    assert any(rule == "machine-atomics" for rule, _ in res.violations), res.violations[:2]


def test_compare_marks_a_width_one_config_has_not(tmp_path_factory: pytest.TempPathFactory, user_spec) -> None:  # type: ignore[no-untyped-def]
    """M4: ``compare`` of the LoRA shrink at SPLIT_K=1 and 8 (cuda:90): SPLIT_K=1 stores its tile (``st.global``,
    128-bit), SPLIT_K=8 adds it with atomics and stores nothing. Its "st bits" cell was blank (as for a failed
    compile) and the column was not marked as differing; it now says "none" and the column differs."""
    from ir_explorer.engines.compare import COLUMNS, compare

    own = Store(tmp_path_factory.mktemp("trial5_compare"))
    comps = compile_all([trial_request(W5, "w5_lora_shrink", user_spec, replace=("SPLIT_K=8->SPLIT_K=1",)),
                         trial_request(W5, "w5_lora_shrink", user_spec)], own)
    assert all(c.ok for c in comps)
    ptx = [consistency.stored_statements(c, own).stages["ptx"] for c in comps]
    stores = [re.findall(r"\bst\.global(?:\.v(\d))?\.b32\b", text) for text in ptx]
    assert stores[0] and all(v == "4" for v in stores[0]) and stores[1] == []
    assert re.search(r"\bred\.global\.", ptx[1]) and not re.search(r"\b(?:red|atom)\.global\.", ptx[0])
    cmp = compare(comps, own)
    j = [name for name, _, _ in COLUMNS].index("st bits")
    assert [row[j] for row in cmp.cells] == ["128", "none"]
    assert cmp.differs[j]
    ld = [name for name, _, _ in COLUMNS].index("ld bits")
    assert [row[ld] for row in cmp.cells] == ["32", "32"] and not cmp.differs[ld]


def test_diff_says_none_for_a_width_one_side_has_not() -> None:
    """M4, ``diff --configs``: the narrowest store of a config with no store is "none", not "?" (unknown):
    ``coalescing.analyze`` leaves ``min_store_bits`` out exactly when the machine code has no store."""
    from ir_explorer.analyses.metric_format import change_text

    assert change_text("min_store_bits", 128, None) == "narrowest global store: 128-bit → none"
    assert change_text("min_load_bits", None, 32) == "narrowest global load: none → 32-bit"
