"""Regression tests for the shared-memory access widths and narrow-access causes trial 12 left open.

* Trial 12d F2 (docs/trial12d.md): on sm_120 the warp-specialized attention ``t12d_ws_attn_sm120`` reads Q and V with
  ``ldmatrix`` (16-byte rows per lane address), but the bank findings said "4-byte accesses" (Q) and "2-byte
  accesses" (V): the PTX source map gave those ``ldmatrix`` no Python line, because the ``}`` that closes Triton's
  mbarrier wait loop inside an inline-asm block (at column 0) was read as the end of the function, so the ops' own
  lines had no ``ldmatrix`` and the bank model took the per-thread path.
* Trial 12a F2 (docs/trial12a.md): ``t12a_gguf_q6k`` (cuda:90) reads its u8 planes, ``tensor<16x64xi8, #blocked>``,
  with ``ldmatrix.sync.aligned.m8n8.x1.shared.b16``; the bank model said "4-byte accesses" (the blocked layout's
  vector), which rule ``access-width`` caught against the PTX's 16-byte rows.
"""

from __future__ import annotations

import dataclasses
import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.engines import consistency
from ir_explorer.engines.rules import check_claims
from ir_explorer.ir.sourcemap import python_lines

T12A = ROOT / "tests/data/trial2_kernels/t12a_commands.sh"
T12D = ROOT / "tests/data/trial2_kernels/t12d_commands.sh"

# e.g. ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%r552, %r553, %r596, %r597}, [%r1416+65536];
_LDMATRIX = re.compile(r"\bldmatrix\.sync\.aligned\.m8n8\.(x\d)(\.trans)?\.shared\.b16\b")
# e.g. ld.shared.v2.b32 {%r1, %r2}, [%r5+0];
_LD_SHARED = re.compile(r"\bld\.shared\b")


@pytest.fixture(scope="module")
def ws_attn(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T12D, "t12d_ws_attn_sm120")


@pytest.fixture(scope="module")
def q6k(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T12A, "t12a_gguf_q6k")


def _loads_by_python_line(ptx: str) -> dict[int | None, list[str]]:
    """The PTX's shared-memory loads (``ldmatrix`` shape and ``.trans``, or ``ld.shared``) by Python line."""
    out: dict[int | None, list[str]] = {}
    for line, loc in zip(ptx.splitlines(), python_lines("ptx", ptx), strict=True):
        if m := _LDMATRIX.search(line):
            out.setdefault(loc[1] if loc else None, []).append(f"ldmatrix.{m.group(1)}{m.group(2) or ''}")
        elif _LD_SHARED.search(line):
            out.setdefault(loc[1] if loc else None, []).append("ld.shared")
    return out


def _local_loads(got, tile: str) -> dict[int, str]:  # type: ignore[no-untyped-def]
    """``{ttgir line: its text}`` of the ``ttg.local_load`` ops into a ``tile`` tensor (read from the text)."""
    return {n: ln for n, ln in enumerate(got.stages["ttgir"].splitlines(), 1)
            if "= ttg.local_load " in ln and f"-> tensor<{tile}" in ln}


def _bank_finding(got, line: int):  # type: ignore[no-untyped-def]
    [f] = [f for f in got.report.findings if f.kind == "shared_memory" and f.stage == "ttgir" and f.lines
           and line in f.lines and f.claim("access_bytes") is not None]
    return f


def _refused(comp, got, f, rule: str) -> list[str]:  # type: ignore[no-untyped-def]
    """The texts of ``rule``'s verdicts on ``f`` that do not hold (none when the rule holds it or never ran)."""
    return [text for r, ok, text in check_claims(f, claim_context(got, comp)) if r == rule and not ok]


# The PTX of ws_attn on sm_120 (ptx:3185-3202 of the trial's dump): V's ldmatrix after the mbarrier wait of the
# partition's inline asm, whose `}` at column 0 ended the function for the source map.
_WAIT_THEN_LDMATRIX = """\
.visible .entry k()
{
\t.loc\t1 38 13
\tadd.s32 \t%r550, %r1003, 131264;
\t// begin inline asm
\t
{
\t.reg .pred complete;
\t.loc\t1 41 13
\twaitLoop:
\t.loc\t1 42 13
\tmbarrier.try_wait.parity.shared::cta.b64 complete, [%r550], %r3263;
\t@!complete bra.uni waitLoop;
}


\t// end inline asm
\tadd.s32 \t%r1416, %r1005, %r38;
\tldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%r552, %r553, %r596, %r597}, [%r1416+65536];
}
\t.file\t1 "/k/t12d_tb_ws_attn.py"
"""


def test_an_inline_asm_blocks_closing_brace_ends_no_function() -> None:
    """12d F2's root: the ``ldmatrix`` after an inline-asm block whose own ``}`` sits at column 0 keeps the
    location in effect before the block (line 38, V's load), not none; the function's own ``}`` still ends it."""
    lines = python_lines("ptx", _WAIT_THEN_LDMATRIX)
    text = _WAIT_THEN_LDMATRIX.splitlines()
    at = {t.strip().split(" ")[0]: loc for t, loc in zip(text, lines, strict=True) if loc is not None}
    assert at["ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"] == ("/k/t12d_tb_ws_attn.py", 38)
    assert at["mbarrier.try_wait.parity.shared::cta.b64"] == ("/k/t12d_tb_ws_attn.py", 38)
    assert lines[text.index("}", 3) + 1:] and all(loc is None for loc in lines[-2:])


def test_ws_attn_ldmatrix_reads_carry_their_ops_lines_and_16_byte_rows(ws_attn) -> None:
    """Q (``dot_op opIdx = 0``) is read by 16 ``ldmatrix…x4`` and V (``opIdx = 1``, two partitions' copies) by 128
    ``ldmatrix…x4.trans`` per thread, each at its op's own Python line with no ``ld.shared`` there; their bank
    findings say ldmatrix's 16-byte rows (were "4-byte" and "2-byte accesses"), and selfcheck holds."""
    comp, got = ws_attn
    loads = _loads_by_python_line(got.stages["ptx"])
    assert None not in loads, sorted(loads, key=str)
    q = _local_loads(got, "128x128xbf16, #ttg.dot_op<{opIdx = 0")
    v = _local_loads(got, "128x128xbf16, #ttg.dot_op<{opIdx = 1")
    assert len(q) == 1 and len(v) == 2
    for lines, want in ((q, ["ldmatrix.x4"] * 16), (v, ["ldmatrix.x4.trans"] * 128)):
        for n in lines:
            f = _bank_finding(got, n)
            assert loads[f.python_line] == want, (f.python_line, loads.get(f.python_line))
            assert f.claim("access_bytes").value == 16
            assert str(f.claim("model").value).startswith("ldmatrix: 8 lanes × 16-byte rows per phase")
            assert (f.claim("wavefronts").value, f.claim("ideal").value) == (1, 1)
    assert {_bank_finding(got, n).python_line for n in v} == {38}
    assert {_bank_finding(got, n).python_line for n in q} == {71}
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_ws_attn_old_widths_are_refused_by_the_ptx(ws_attn) -> None:
    """The old statements, V's "2-byte accesses" and Q's "4-byte accesses", are refused by rule ``access-width``
    against the widths the PTX of the op's line moves (16-byte ``ldmatrix`` rows), not only by the bank model."""
    comp, got = ws_attn
    for tile, old in (("128x128xbf16, #ttg.dot_op<{opIdx = 1", 2), ("128x128xbf16, #ttg.dot_op<{opIdx = 0", 4)):
        for n in _local_loads(got, tile):
            refused = _refused(comp, got, with_claim(_bank_finding(got, n), "access_bytes", old), "access-width")
            assert refused and "the PTX of its Python line moves [16]" in refused[0], refused


def test_q6k_u8_planes_are_read_as_ldmatrix_rows(q6k) -> None:
    """12a F2: the two u8 planes' ``ttg.local_load`` into ``#blocked`` (``sizePerThread = [1, 4]``) are
    ``ldmatrix…x1.shared.b16`` and no ``ld.shared`` at their Python lines 33 and 39; the bank findings model them as
    ldmatrix's 16-byte rows over the blocked layout's lanes (8 rows of one warp's 128 contiguous bytes: 1
    wavefront), no longer "4-byte accesses"; selfcheck holds (its access-width caught the old 4)."""
    comp, got = q6k
    loads = _loads_by_python_line(got.stages["ptx"])
    planes = _local_loads(got, "16x64xi8, #blocked")
    assert len(planes) == 2
    for n in planes:
        f = _bank_finding(got, n)
        assert f.python_line in (33, 39)
        assert loads[f.python_line] == ["ldmatrix.x1"] * 2, loads.get(f.python_line)
        assert f.claim("access_bytes").value == 16
        assert str(f.claim("model").value).startswith("ldmatrix: 8 lanes × 16-byte rows per phase, the rows of "
                                                      "warp 0 of blocked sizePerThread=[1,4]")
        assert (f.claim("wavefronts").value, f.claim("ideal").value) == (1, 1)
        assert "4-byte accesses" not in f.message
        refused = _refused(comp, got, with_claim(f, "access_bytes", 4), "access-width")
        assert refused and "the PTX of its Python line moves [16]" in refused[0], refused
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


# --- trial 12b F2 / 12c M1: a SASS narrow group the line table moved, given the PTX twin's line and cause ---------

T12B = ROOT / "tests/data/trial2_kernels/t12b_commands.sh"
T12C = ROOT / "tests/data/trial2_kernels/t12c_commands.sh"
#: (commands, trial name, the int8 tile the ttg.local_alloc writes, the SASS line-table line, the PTX's line)
_MOVED = {"full_int8": (T12B, "t12b_full_int8_h100", "64x128xi8", 59, 55),
          "int_scaled_mm": (T12C, "t12c_ao_int_scaled_mm", "128x128xi8", 44, 40)}


@pytest.fixture(scope="module", params=sorted(_MOVED))
def moved(request, tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    commands, name, tile, sass_line, ptx_line = _MOVED[request.param]
    return compiled_trial(tmp_path_factory, user_spec, commands, name), tile, sass_line, ptx_line


def _narrow(got, stage: str):  # type: ignore[no-untyped-def]
    [f] = [f for f in got.report.findings if f.kind == "shared_memory" and f.stage == stage
           and f.message.startswith("narrow shared-memory accesses")]
    return f


def test_sass_byte_stores_take_the_ptx_groups_line_and_cause(moved) -> None:
    """The SASS's ``STS.U8`` (as many as the PTX's ``st.shared.b8``, all at the PTX's one line) sit at another Python
    line in the SASS line table; the SASS finding keeps that line, says the PTX has them at the PTX's line, and names
    the PTX's cause: the ``ttg.local_alloc`` of the int8 tile into a ``transposed = true`` nvmma buffer (was "the IR
    shows no cause for them"); selfcheck holds."""
    (comp, got), tile, sass_line, ptx_line = moved
    ptx = got.stages["ptx"]
    byte_stores = [loc[1] if loc else None for line, loc in zip(ptx.splitlines(), python_lines("ptx", ptx),
                                                                strict=True)
                   if re.search(r"\bst\.shared\.b8\b", line)]
    assert byte_stores and set(byte_stores) == {ptx_line}
    sass_bytes = [ln for ln in got.stages["sass"].splitlines() if re.search(r"\bSTS\.U8\b", ln) and "@!PT" not in ln]
    assert len(sass_bytes) == len(byte_stores)
    ttgir = got.stages["ttgir"].splitlines()
    [alloc] = [n for n, ln in enumerate(ttgir, 1) if re.search(rf"= ttg\.local_alloc %\S+ : \(tensor<{tile}, ", ln)]
    f = _narrow(got, "sass")
    assert "no cause" not in f.message, f.message
    assert f.claim("group0/python_line").value == sass_line
    assert f.claim("group0/ptx_python_line").value == ptx_line
    assert f.claim("group0/count/STS.U8").value == len(byte_stores)
    assert f.claim("cause0/line").value == alloc and f.claim("cause0/op").value == "ttg.local_alloc"
    assert f.claim("cause0/access_bytes").value == 1
    p = _narrow(got, "ptx")
    assert (p.claim("group0/python_line").value, p.claim("cause0/line").value) == (ptx_line, alloc)
    assert f"the PTX has the same instructions at Python line {ptx_line}" in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_no_cause_and_a_wrong_ptx_line_are_refused(moved) -> None:
    """The old statement (the SASS group with no cause and no PTX line) is refused by rule ``narrow-group``, which
    finds the PTX group of the same width and count at the other line on its own; so is a PTX line it does not
    have."""
    (comp, got), _, sass_line, ptx_line = moved
    f = _narrow(got, "sass")
    ctx = claim_context(got, comp)
    old = dataclasses.replace(f, template="", message="… the IR shows no cause for them, so the cause is not known",
                              claims=tuple(dataclasses.replace(c, value="") if c.key == "group0/causes" else c
                                           for c in f.claims if not c.key.startswith("cause")
                                           and c.key != "group0/ptx_python_line"))
    refused = [text for rule, ok, text in check_claims(old, ctx) if rule == "narrow-group" and not ok]
    assert refused and "the PTX's group of the same instructions is at" in refused[0], refused
    for wrong in (sass_line, ptx_line + 1):
        lie = with_claim(f, "group0/ptx_python_line", wrong)
        assert [t for rule, ok, t in check_claims(lie, ctx) if rule == "narrow-group" and not ok]


def test_narrow_access_holds_the_ptx_width_of_the_ops_line(moved) -> None:
    """Trial 12d F4's residue: rule ``narrow-access`` holds a cause's ``access_bytes`` to the widths the PTX of the
    op's Python line stores (here only ``st.shared.b8``: 1 byte), not only to the bank model; a 2-byte lie is refused
    with the PTX's widths."""
    (comp, got), _, _, ptx_line = moved
    ptx = got.stages["ptx"]
    widths = {int(m.group(2) or 1) * int(m.group(3)) // 8
              for line, loc in zip(ptx.splitlines(), python_lines("ptx", ptx), strict=True)
              if loc and loc[1] == ptx_line and (m := re.search(r"\bst\.shared(\.v(\d))?\.[bsuf](\d+)\b", line))}
    assert widths == {1}
    f = _narrow(got, "ptx")
    ctx = claim_context(got, comp)
    held = [(ok, t) for rule, ok, t in check_claims(f, ctx) if rule == "narrow-access"]
    assert held and all(ok for ok, _ in held) and all("the PTX of its Python line moves [1]" in t for _, t in held)
    refused = [t for rule, ok, t in check_claims(with_claim(f, "cause0/access_bytes", 2), ctx)
               if rule == "narrow-access" and not ok]
    assert refused and "the PTX of its Python line moves [1]" in refused[0], refused
