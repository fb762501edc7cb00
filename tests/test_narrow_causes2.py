"""Regression tests for the narrow shared-memory causes trials 11a and 11b left open (docs/trial11a.md M2,
docs/trial11b.md M2).

11a M2, ColossalAI's flash decoding (cuda:100, cuda:90): ``acc = tl.sum(v * p[:, None], 0) / l_sum`` puts a
``tt.reduce`` (from ``tl.sum``, its ``loc`` a call site in ``standard.py``) and the ``ttg.convert_layout`` of its
result on one Python line. The reduce moves its f16 values through shared memory in 128-bit accesses
(``st/ld.shared.v4.b32``); the 8 ``st.shared.b16`` and the ``ld.shared.b16`` of the line are the convert's. The
narrow finding named both ops for them. Each op's lowered code carries its own ``loc`` in the PTX (``.loc …
inlined_at``), so the split is read from the location chains; rule ``narrow-scratch`` refuses a scratch op whose
chain no narrow instruction carries while another scratch op's of the line does. Where two scratch ops share a chain
(two ``tl.sum``s on one line, ``two_sums``) the finding says that the split is not derivable.

11b M2, the mLSTM recurrent kernel (cuda:100): the pipeliner peeled the first iteration, so the ``ttg.local_load`` of
the K tile at Python line 63 has two copies, the prologue's (outside every loop) and the loop's (in the ``scf.for``);
each makes 32 of the 64 ``ld.shared.b16``. The finding named the prologue's alone. Each copy is now named with its
count, split by the stage's own loops (a label and a branch back to it); rule ``narrow-access`` re-derives the split
and refuses a copy named alone.

Trial 10b M1's "at most once every K iterations" (a convert in an ``scf.if`` of a loop whose condition is a wrapping
counter reaching ``K - 1``) was said of any ``K``, also one computed in the loop, where no period follows
(``varying_cycle``, tests/data/narrow2_kernels); now only for ``K - 1`` computed outside the loop."""

from __future__ import annotations

import dataclasses
import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.analyses.findings import Claim, Ref
from ir_explorer.engines import consistency
from ir_explorer.engines.rules import check_claims
from ir_explorer.ir.sourcemap import source_chains

T11A = ROOT / "tests/data/trial2_kernels/t11a_commands.sh"
T11B = ROOT / "tests/data/trial2_kernels/t11b_commands.sh"
# e.g.     %acc_47 = "tt.reduce"(%acc_46) <{axis = 0 : i32}> ({
_REDUCE = re.compile(r'^\s*%acc\w* = "tt\.reduce"\(%acc\w*\) <\{axis = 0 : i32\}>')
# e.g.     %acc_48 = ttg.convert_layout %acc_47 : tensor<128xf16, #ttg.slice<{dim = 0, parent = #blocked}>> -> …
_CVT = re.compile(r"^\s*%acc\w* = ttg\.convert_layout %acc\w* : tensor<128xf16, #ttg\.slice<\{dim = 0, ")
# e.g. 	st.shared.v4.b32 	[%r261], {%r262, %r263, %r264, %r265};      ld.shared.b16 	%rs174, [%r78];
_PTX_SHARED = re.compile(r"^\s*(?:@!?%\w+\s+)?(?P<op>(?:st|ld)\.shared(?:\.v(?P<v>\d))?\.b(?P<bits>\d+))\s")


@pytest.fixture(scope="module", params=["t11a_cai_flash_decoding", "t11a_cai_flash_decoding_sm90"])
def decoding(request, tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T11A, request.param)


def _line(ttgir: str, pattern: re.Pattern[str]) -> int:
    return next(n for n, ln in enumerate(ttgir.splitlines(), 1) if pattern.match(ln))


def _narrow(got, stage: str):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.stage == stage and f.message.startswith("narrow shared-memory"))


def _bits_by_chain(ptx: str, chain: tuple) -> list[int]:  # type: ignore[type-arg]
    """Bits per lane of each PTX shared load/store whose full location chain is ``chain``."""
    chains = source_chains("ptx", ptx)
    out = []
    for n, ln in enumerate(ptx.splitlines(), 1):
        if (m := _PTX_SHARED.match(ln)) and chains[n - 1] == chain:
            out.append(int(m["bits"]) * int(m["v"] or 1))
    return out


def test_the_reduce_is_not_named_for_its_convert_s_16_bit_accesses(decoding) -> None:
    """The reduce's own code (its location chain, ``standard.py`` called at the line) moves 128 bits per lane; the
    convert's own code holds the narrow stores and loads of the line (8 + 1). The ptx and sass narrow findings name
    the convert and not the reduce; selfcheck holds."""
    comp, got = decoding
    ttgir, ptx = got.stages["ttgir"], got.stages["ptx"]
    reduce, cvt = _line(ttgir, _REDUCE), _line(ttgir, _CVT)
    chains = source_chains("ttgir", ttgir)
    assert chains[reduce - 1] != chains[cvt - 1]
    assert set(_bits_by_chain(ptx, chains[reduce - 1])) == {128}
    assert sorted(_bits_by_chain(ptx, chains[cvt - 1])) == [16] * 9
    for stage in ("ptx", "sass"):
        f = _narrow(got, stage)
        named = {c.value for c in f.claims if re.fullmatch(r"cause\d+/line", c.key)}
        assert cvt in named and reduce not in named, f.message
        assert f"ttg.convert_layout at ttgir:{cvt} moves f16" in f.message
        assert f"tt.reduce at ttgir:{reduce}" not in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_reduce_cause_is_caught(decoding) -> None:
    """The old statement, the convert's cause re-pointed at the reduce ("tt.reduce at ttgir:127 moves f16 values
    (16 bits) through its shared-memory scratch", every claim citing the reduce's line), is refused by
    ``narrow-scratch``: the narrow code of the line carries the convert's location, not the reduce's."""
    comp, got = decoding
    ttgir = got.stages["ttgir"]
    reduce, cvt = _line(ttgir, _REDUCE), _line(ttgir, _CVT)
    f = _narrow(got, "ptx")
    k = next(c.key.split("/")[0] for c in f.claims if c.key.endswith("/line") and c.value == cvt)
    ref = (Ref("ttgir", reduce, "tt.reduce"),)

    def lie(c: Claim) -> Claim:
        if not c.key.startswith(k + "/"):
            return c
        value = "tt.reduce" if c.key.endswith("/op") else reduce if c.key.endswith("/line") else c.value
        return dataclasses.replace(c, value=value, about=ref)

    old = dataclasses.replace(f, claims=tuple(lie(c) for c in f.claims))
    verdicts = [(ok, text) for rule, ok, text in check_claims(old, claim_context(got, comp))
                if rule == "narrow-scratch"]
    assert verdicts and not all(ok for ok, _ in verdicts), verdicts
    assert any(f"ttgir:{cvt}'s" in text for ok, text in verdicts if not ok), verdicts



# e.g.     %matK_k_145 = ttg.local_load %matK_k_70 : !ttg.memdesc<64x64xbf16, #shared, #smem, mutable> -> tensor<64x64xbf16, #linear1> loc(#loc146)  # noqa: E501
_K_LOAD = re.compile(r"^\s*%matK_k\w* = ttg\.local_load %matK_k\w* : !ttg\.memdesc<64x64xbf16, .*-> tensor<64x64xbf16, "
                     r"#linear1>")
# e.g. $L__BB0_13:        bra.uni 	$L__BB0_24;
_LABEL = re.compile(r"^(\$L__\w+):")
_BRANCH = re.compile(r"\bbra(?:\.uni)?\s+(\$L__\w+);")


def _ptx_loops(ptx: str) -> list[tuple[int, int]]:
    """``(first, last)`` line spans of the PTX's loops: a branch back to a label above it closes one."""
    lines = ptx.splitlines()
    at = {m[1]: n for n, ln in enumerate(lines, 1) if (m := _LABEL.match(ln.strip()))}
    return [(at[m[1]], n) for n, ln in enumerate(lines, 1) if (m := _BRANCH.search(ln)) and at.get(m[1], n + 1) < n]


@pytest.fixture(scope="module")
def rec(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T11B, "t11b_mlstm_rec_fw")


def test_each_copy_of_the_k_load_is_named_with_its_count(rec) -> None:
    """Two ``ttg.local_load``s of the K tile read from the TTGIR, one outside every loop and one inside the
    ``scf.for`` (by indentation); 32 of the PTX's 64 ``ld.shared.b16`` lie outside the PTX's loops and 32 inside. The
    ptx finding names each copy with its count and loop; the sass finding splits its 64 ``LDS.U16`` the same way;
    selfcheck holds."""
    comp, got = rec
    ttgir = got.stages["ttgir"].splitlines()
    loads = [n for n, ln in enumerate(ttgir, 1) if _K_LOAD.match(ln)]
    assert len(loads) == 2, loads
    prologue, looped = loads
    indent = len(ttgir[looped - 1]) - len(ttgir[looped - 1].lstrip())
    loop = next(n for n in range(looped - 1, 0, -1) if "scf.for" in ttgir[n - 1]
                and len(ttgir[n - 1]) - len(ttgir[n - 1].lstrip()) < indent)
    assert loop < looped and not any("scf.for" in ln for ln in ttgir[:prologue - 1])
    ptx = got.stages["ptx"]
    narrow = [n for n, ln in enumerate(ptx.splitlines(), 1) if "ld.shared.b16" in ln]
    inside = [n for n in narrow if any(a < n < b for a, b in _ptx_loops(ptx))]
    assert (len(narrow), len(inside)) == (64, 32)
    f = _narrow(got, "ptx")
    causes = {c.value: c.key.split("/")[0] for c in f.claims if re.fullmatch(r"cause\d+/line", c.key)}
    assert set(causes) >= {prologue, looped}, f.message
    mine = {line: f.claim(f"{causes[line]}/count") for line in (prologue, looped)}
    assert sorted(r.line for r in mine[looped].about) == inside  # type: ignore[union-attr]
    assert sorted(r.line for r in mine[prologue].about) == sorted(set(narrow) - set(inside))  # type: ignore[union-attr]
    assert f.claim(f"{causes[looped]}/loop_line").value == loop  # type: ignore[union-attr]
    assert f.claim(f"{causes[prologue]}/loop_line").value == 0  # type: ignore[union-attr]
    assert f"ttgir:{looped} reads %matK_k in 2-byte accesses (model estimate): ×32 of them, in the loop at " \
        f"ttgir:{loop}" in f.message, f.message
    assert f"ttgir:{prologue} reads %matK_k in 2-byte accesses (model estimate): ×32 of them, outside every loop" \
        in f.message
    s = _narrow(got, "sass")
    assert sorted(c.value for c in s.claims if re.fullmatch(r"cause\d+/count", c.key)) == [32, 32], s.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_prologue_copy_named_alone_is_caught(rec) -> None:
    """The old statement, the prologue's ``ttg.local_load`` the only cause of the line (its ``count`` and
    ``loop_line`` and the loop copy's cause dropped), is refused by ``narrow-access``: the loop's copy makes 32 of
    them; so is a wrong count."""
    comp, got = rec
    f = _narrow(got, "ptx")
    counted = sorted((c.key.split("/")[0] for c in f.claims if c.key.endswith("/count")),
                     key=lambda k: f.claim(f"{k}/line").value)  # type: ignore[union-attr]
    first, second = counted
    template = re.sub(rf": ×\{{{first}/count\}} of them, outside every loop", "", f.template)
    template = re.sub(rf"; \{{{second}/op\}}.*?in the loop at ttgir:\{{{second}/loop_line\}}", "", template)
    assert "count}" not in template and f"{{{second}/" not in template, template
    old = dataclasses.replace(f, template=template,
                              claims=tuple(c for c in f.claims if not c.key.startswith(second + "/")
                                           and c.key not in (f"{first}/count", f"{first}/loop_line")))
    assert f"ttgir:{f.claim(f'{first}/line').value} reads %matK_k in 2-byte accesses (model estimate))" \
        in old.message, old.message  # type: ignore[union-attr]
    verdicts = [(ok, text) for rule, ok, text in check_claims(old, claim_context(got, comp))
                if rule == "narrow-access"]
    assert any(not ok and "its copy at another loop depth, makes 32" in text for ok, text in verdicts), verdicts
    lie = dataclasses.replace(f, claims=tuple(dataclasses.replace(c, value=33) if c.key == f"{first}/count" else c
                                              for c in f.claims))
    verdicts = [(ok, text) for rule, ok, text in check_claims(lie, claim_context(got, comp))
                if rule == "narrow-access"]
    assert any(not ok for ok, _ in verdicts), verdicts


NARROW2 = ROOT / "tests/data/narrow2_kernels/commands.sh"


def test_no_period_when_the_wrap_bound_is_loaded_in_the_loop(tmp_path_factory: pytest.TempPathFactory,
                                                              user_spec) -> None:  # type: ignore[no-untyped-def]
    """"at most once every K iterations" (trial 10b M1's wording) holds only when ``L = K - 1`` is the same in every
    iteration. In ``varying_cycle`` (cuda:90) the counter wraps at ``tl.load(k_ptr + i) - 1``: its ``arith.subi``
    (read from the text) is inside the loop, so the convert in the ``scf.if`` is said to run only where the condition
    holds, with no period; ``cvt-branch`` refuses the old ``cycle_value`` (``K``, loaded in the loop) and its
    line."""
    comp, got = compiled_trial(tmp_path_factory, user_spec, NARROW2, "varying_cycle")
    f = next(f for f in got.report.findings if f.kind == "convert_layout" and f.claim("branch_line") is not None)
    ttgir = got.stages["ttgir"].splitlines()
    branch, loop = f.claim("branch_line").value, f.claim("loop_line").value  # type: ignore[union-attr]
    cond = re.search(r"scf\.if (%\w+)", ttgir[branch - 1])[1]  # type: ignore[index]
    last = next(m[1] for ln in ttgir if (m := re.search(rf"{cond} = arith\.cmpi eq, %\w+, (%\w+) :", ln)))
    sub, k = next((n, m[1]) for n, ln in enumerate(ttgir, 1)
                  if (m := re.match(rf"\s*{last} = arith\.subi (%\w+), %c1_i32", ln)))
    wraps = [n for n, ln in enumerate(ttgir, 1) if re.search(r"= arith\.select %\w+, %c0_i32, %\w+ : i32", ln)]
    assert loop < sub < branch and wraps, (loop, sub, branch)
    assert len(ttgir[sub - 1]) - len(ttgir[sub - 1].lstrip()) > len(ttgir[loop - 1]) - len(ttgir[loop - 1].lstrip())
    assert f.claim("cycle_value") is None and "once every" not in f.message, f.message
    assert "so it runs only in the iterations where that condition holds" in f.message
    about = f.claim("branch_line").about  # type: ignore[union-attr]
    old = dataclasses.replace(f, claims=f.claims + (Claim("cycle_value", k, "value", "cvt-branch", about),
                                                    Claim("cycle_line", wraps[0], "line", "cvt-branch", about)))
    verdicts = [(ok, text) for rule, ok, text in check_claims(old, claim_context(got, comp)) if rule == "cvt-branch"]
    assert sum(not ok for ok, _ in verdicts) == 2, verdicts
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_two_reduces_of_one_location_are_said_not_to_be_split(tmp_path_factory: pytest.TempPathFactory,
                                                               user_spec) -> None:  # type: ignore[no-untyped-def]
    """``tl.sum(a, 0) + tl.sum(b * b, 0)`` of f16 (``two_sums``, cuda:90): two ``tt.reduce``s with one location chain
    (read from the TTGIR), and every narrow ``st/ld.shared.b16`` of the PTX carries it, so the chains cannot split
    them: the finding names both and says that which makes which is not derivable (``same_location_as``, each the
    other's line); a ``same_location_as`` naming a line of another chain is refused by ``narrow-scratch``."""
    comp, got = compiled_trial(tmp_path_factory, user_spec, NARROW2, "two_sums")
    ttgir, ptx = got.stages["ttgir"], got.stages["ptx"]
    reduces = [n for n, ln in enumerate(ttgir.splitlines(), 1) if re.match(r'\s*%\w+ = "tt\.reduce"\(', ln)]
    chains = source_chains("ttgir", ttgir)
    assert len(reduces) == 2 and chains[reduces[0] - 1] == chains[reduces[1] - 1] != ()
    assert sorted(_bits_by_chain(ptx, chains[reduces[0] - 1])) == [16] * 4
    f = _narrow(got, "ptx")
    twins = {f.claim(c.key.replace("/same_location_as", "/line")).value: c.value  # type: ignore[union-attr]
             for c in f.claims if c.key.endswith("/same_location_as")}
    assert twins == {reduces[0]: reduces[1], reduces[1]: reduces[0]}, f.message
    assert f"(its code carries the same location as ttgir:{reduces[1]}'s, so which of them makes which of these " \
        "accesses is not derivable)" in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    other = next(n for n, ln in enumerate(ttgir.splitlines(), 1) if "tt.store" in ln)
    assert chains[other - 1] != chains[reduces[0] - 1]
    lie = with_claim(f, next(c.key for c in f.claims if c.key.endswith("/same_location_as")), other)
    verdicts = [(ok, text) for rule, ok, text in check_claims(lie, claim_context(got, comp))
                if rule == "narrow-scratch"]
    assert any(not ok for ok, _ in verdicts), verdicts
