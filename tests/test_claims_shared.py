"""The shared-memory and async-copy findings state their claims as typed data (issue 23, items 3 and 4), and each
kind of claim has a rule (:mod:`ir_explorer.engines.rules.shared`) that re-derives it from the IR: on real
compiles (the session's matmul on sm_80, sm_90 and gfx942; an int8 dot on sm_80), each claim's value, unit, rule
and refs, and a lie in each kind of claim, caught by its own rule."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pytest
from conftest import DATA

from ir_explorer.analyses.findings import Claim, Finding, Ref
from ir_explorer.capture.compiles import Request, compile_all
from ir_explorer.core.model import Compilation, Target
from ir_explorer.core.store import Store
from ir_explorer.engines.consistency import Statements, check, stored_statements

TALL_DOT = f"{DATA / 'truth_kernels' / 'tall_dot.py'}:tall_dot"


@pytest.fixture(scope="module")
def sm80(compiled, store: Store) -> tuple[Compilation, Statements]:
    """The bundled matmul on sm_80: two double-buffered ``#ttg.swizzled_shared`` tiles filled by ``cp.async`` and
    read by ``ldmatrix``."""
    comp = compiled("matmul", "cuda:80")
    return comp, stored_statements(comp, store)


@pytest.fixture(scope="module")
def sm90(compiled, store: Store) -> tuple[Compilation, Statements]:
    """The bundled matmul on sm_90: three-buffer ``#ttg.nvmma_shared`` tiles read by ``ttng.warp_group_dot``."""
    comp = compiled("matmul", "cuda:90")
    return comp, stored_statements(comp, store)


@pytest.fixture(scope="module")
def i8_80(store: Store, user_spec) -> tuple[Compilation, Statements]:
    """An int8 ``tl.dot`` on sm_80: B's ``ttg.local_load`` into its ``dot_op`` reads one byte per lane (64
    ``ld.shared.b8``), a narrow-access warning."""
    [comp] = compile_all([Request(user_spec(TALL_DOT, "*i8:16, *i8:16, *i32:16, 64, 64, 64", 4, 1), 0,
                                  Target.parse("cuda:80"))], store)
    assert comp.ok, comp.failure
    return comp, stored_statements(comp, store)


def _rules(case: tuple[Compilation, Statements], findings: Sequence[Finding] | None = None,
           metrics: dict[str, Any] | None = None) -> list[str]:
    """The rules of the false statements the check finds in the case's report (its findings and metrics, or
    ``findings``/``metrics`` in their place)."""
    comp, got = case
    return [r for r, _ in check(comp, list(got.report.findings if findings is None else findings),
                                dict(got.report.metrics if metrics is None else metrics), got.stages).violations]


def _lie(case: tuple[Compilation, Statements], f: Finding, key: str, value: object) -> list[str]:
    """The rules that catch finding ``f`` of the case's report with its claim ``key`` set to ``value`` (the message
    re-rendered from it)."""
    claims = tuple(replace(c, value=value) if c.key == key else c for c in f.claims)
    assert claims != f.claims, key
    lied = replace(f, claims=claims)
    return _rules(case, [lied if g is f else g for g in case[1].report.findings])


def _alloc_findings(case: tuple[Compilation, Statements]) -> list[Finding]:
    return [f for f in case[1].report.findings if f.kind == "shared_memory" and f.claim("buffers") is not None]


def _claims(f: Finding) -> dict[str, tuple[object, str, str]]:
    return {c.key: (c.value, c.unit, c.rule) for c in f.claims}


def test_sm80_allocation_claims_and_their_lies(sm80) -> None:
    """Each sm_80 allocation states its name, 2 buffers of a 64-row fp16 tile, its bytes and swizzled layout, about
    its ``ttg.local_alloc`` line; the message is rendered from them. A wrong buffer count, name, shape, element type,
    byte count or layout is caught by the rule of that claim."""
    assert not _rules(sm80)
    ttgir = sm80[1].stages["ttgir"].splitlines()
    allocs = _alloc_findings(sm80)
    assert len(allocs) == 2
    for f in allocs:
        n = f.lines[0]
        name = re.match(r"\s*(%[\w$.-]+) = ttg\.local_alloc", ttgir[n - 1])
        assert name is not None
        claims = _claims(f)
        shape = claims["shape"][0]
        assert isinstance(shape, tuple) and shape[0] == 2 and len(shape) == 3
        assert claims["name"] == (name.group(1), "value", "allocation")
        assert claims["buffers"] == (2, "buffers", "buffers")
        assert claims["tile"] == (shape[1:], "shape", "allocation")
        assert claims["element"] == ("f16", "type", "allocation")
        assert claims["bytes"] == (2 * shape[1] * shape[2] * 2, "bytes", "allocation")
        assert claims["layout"] == ("swizzled_shared vec=8 perPhase=1 maxPhase=8 order=[1,0]", "layout", "alloc-layout")
        assert claims["barrier"] == (False, "flag", "alloc-layout")
        assert all(c.about == (Ref("ttgir", n, f"{name.group(1)} = ttg.local_alloc"),) for c in f.claims)
        assert f.message == (f"{name.group(1)}: 2 buffers of {shape[1]}x{shape[2]}xf16 in swizzled_shared vec=8 "
                             f"perPhase=1 maxPhase=8 order=[1,0]: {claims['bytes'][0]} bytes")
        assert f.data["buffers"] == 2 and f.data["shape"] == list(shape)
    a, b = allocs
    assert _lie(sm80, a, "buffers", 3) == ["buffers"]
    assert _lie(sm80, a, "buffers", 1) == ["buffers"]
    assert _lie(sm80, a, "name", b.claim("name").value) == ["allocation"]  # type: ignore[union-attr]
    assert _lie(sm80, a, "bytes", a.data["bytes"] + 1) == ["allocation"]
    assert _lie(sm80, a, "shape", (3, *a.data["shape"][1:])) == ["allocation"]
    assert _lie(sm80, a, "tile", tuple(a.data["shape"])) == ["allocation"]
    assert _lie(sm80, a, "element", "f32") == ["allocation"]
    assert _lie(sm80, a, "layout", "swizzled_shared vec=4 perPhase=1 maxPhase=8 order=[1,0]") == ["alloc-layout"]
    assert _lie(sm80, a, "layout", "mbarrier array") == ["alloc-layout"]
    assert _lie(sm80, a, "barrier", True) == ["alloc-layout"]
    moved = replace(a.claims[0], about=(Ref("ttgir", b.lines[0], a.claims[0].about[0].text),))
    assert "ref" in _rules(sm80, [replace(a, claims=(moved, *a.claims[1:])) if f is a else f
                                  for f in sm80[1].report.findings])


def test_total_claims_and_the_shared_bytes_metric(sm80, sm90) -> None:
    """The total states the allocations' bytes, metadata ``shared`` and their difference (65536 both on sm_80,
    98304 on sm_90) and the ops that may need scratch; the ``shared_bytes`` metric is metadata ``shared``. A lie in
    each is caught by ``shared-total``, ``scratch-ops`` or the metric's rule."""
    for case, total in ((sm80, 65536), (sm90, 98304)):
        [f] = [f for f in case[1].report.findings if f.claim("allocations_bytes") is not None]
        claims = _claims(f)
        assert claims["allocations_bytes"] == (total, "bytes", "shared-total")
        assert claims["metadata_shared"] == (total, "bytes", "shared-total")
        assert claims["difference"] == (0, "bytes", "shared-total")
        assert claims["scratch_ops"][1:] == ("count", "scratch-ops")
        assert f.message.startswith(f"allocations total {total} bytes; metadata shared = {total}; they match")
        assert sorted(r.line for r in f.claim("allocations_bytes").about) == list(f.lines)  # type: ignore[union-attr]
        assert case[1].report.metrics["shared_bytes"] == total
        for key in ("allocations_bytes", "metadata_shared", "difference"):
            assert _lie(case, f, key, total + 1 if key != "difference" else 1) == ["shared-total"], key
        assert _lie(case, f, "scratch_ops", claims["scratch_ops"][0] + 1) == ["scratch-ops"]  # type: ignore[operator]
        assert _rules(case, metrics={**case[1].report.metrics, "shared_bytes": total + 1}) == ["metric:shared_bytes"]


def _bank(case: tuple[Compilation, Statements], op: str) -> list[Finding]:
    return [f for f in case[1].report.findings if f.kind == "shared_memory" and f.claim("op") is not None
            and f.claim("op").value == op]  # type: ignore[union-attr]


def test_sm80_access_claims_and_their_lies(sm80) -> None:
    """The ``cp.async`` writes and ``ldmatrix`` reads of the sm_80 tiles: their op, target allocation, its bytes and
    layout, the swizzle read from the ``#shared`` alias (vec 8, perPhase 1, maxPhase 8, order [1, 0]), and the bank
    model's figures (conflict-free). A lie in each is caught by its rule; a swizzle claim also cites the alias's
    definition line."""
    ttgir = sm80[1].stages["ttgir"].splitlines()
    copies = _bank(sm80, "ttg.async_copy_global_to_local")
    loads = _bank(sm80, "ttg.local_load")
    assert copies and loads
    allocs = {f.claim("name").value for f in _alloc_findings(sm80)}  # type: ignore[union-attr]
    for f in copies + loads:
        c = _claims(f)
        if f in copies:  # the copies write a buffer of an allocation; ldmatrix reads K-slices (ttg.memdesc_subslice)
            assert c["target"][0] in allocs and c["target"][1:] == ("value", "access-target")
        else:  # of both allocations, named by their layout
            assert c["target"] == ("swizzled_shared vec=8 perPhase=1 maxPhase=8 order=[1,0]", "layout", "access-target")
        assert c["count"] == (len(f.lines), "count", "access-count")
        assert {k: v[0] for k, v in c.items() if k.startswith("swizzle/")} == {
            "swizzle/vec": 8, "swizzle/per_phase": 1, "swizzle/max_phase": 8, "swizzle/order": (1, 0)}
        assert f.data["swizzle"] == {"vec": 8, "per_phase": 1, "max_phase": 8, "order": [1, 0]}
        alias = [r for r in f.claim("swizzle/vec").about if r.text.startswith("#")]  # type: ignore[union-attr]
        assert len(alias) == 1 and ttgir[alias[0].line - 1].startswith(f"{alias[0].text}#ttg.swizzled_shared<")
        assert c["wavefronts"][0] == c["ideal"][0] and c["ways"][0] == 1.0
        assert all(f.claim("op").value in ttgir[n - 1] for n in f.lines)  # type: ignore[union-attr]
        assert "no bank conflicts expected" in f.message and f.severity == "info"
    copy = copies[0]
    assert _claims(copy)["access_bytes"] == (16, "bytes", "access-width")
    assert _claims(copy)["side"] == ("store", "text", "access-op")
    other = next(a for a in allocs if a != copy.claim("target").value)  # type: ignore[union-attr]
    assert "access-target" in _lie(sm80, copy, "target", other)
    assert _lie(sm80, copy, "bytes", copy.data["bytes"] + 1) == ["allocation-bytes"]
    assert _lie(sm80, copy, "layout", "swizzled_shared vec=1 perPhase=1 maxPhase=1 order=[1,0] (no swizzle)") == [
        "access-layout"]
    assert _lie(sm80, copy, "dot_operand", True) == ["access-layout"]
    assert _lie(sm80, copy, "side", "load") == ["access-op"]
    assert {"access-op"} <= set(_lie(sm80, copy, "op", "ttg.local_store"))
    assert _lie(sm80, copy, "count", len(copy.lines) + 1) == ["access-count"]
    for key, value in (("swizzle/vec", 4), ("swizzle/per_phase", 2), ("swizzle/max_phase", 4),
                       ("swizzle/order", (0, 1))):
        assert _lie(sm80, copy, key, value) == ["swizzle"], key
    assert _lie(sm80, copy, "wavefronts", _claims(copy)["wavefronts"][0] + 1) == ["bank-model"]  # type: ignore[operator]
    assert _lie(sm80, copy, "ideal", _claims(copy)["ideal"][0] + 1) == ["bank-model"]  # type: ignore[operator]
    assert _lie(sm80, copy, "access_bytes", 8) == ["access-width"]
    assert _lie(sm80, copy, "model", "ldmatrix: 8 lanes × 16-byte rows per phase") == ["bank-model"]
    assert any(f.claim("dot_operand").value for f in loads)  # type: ignore[union-attr]
    # a layout the loads' memdescs do not have (the bank model, keyed by target, has no estimate for it either)
    assert "access-target" in _lie(sm80, loads[0], "target", "nvmma_shared swizzle=128B transposed=false "
                                   "elementBitWidth=16")


def test_sm90_wgmma_operand_swizzle(sm90) -> None:
    """``ttng.warp_group_dot`` reads A and B from ``#ttg.nvmma_shared`` tiles: the swizzle claims are read from
    their alias (128-byte rows of 16-bit elements); a lie in the row width or element width is caught."""
    dots = _bank(sm90, "ttng.warp_group_dot")
    assert len(dots) == 2
    for f in dots:
        c = _claims(f)
        assert (c["swizzle/swizzling_byte_width"], c["swizzle/element_bit_width"]) == (
            (128, "bytes", "swizzle"), (16, "bits", "swizzle"))
        assert c["model"][0].startswith("wgmma reads the tile directly")
        assert _lie(sm90, f, "swizzle/swizzling_byte_width", 64) == ["swizzle"]
        assert _lie(sm90, f, "swizzle/element_bit_width", 8) == ["swizzle"]
        assert _lie(sm90, f, "swizzle/transposed", not c["swizzle/transposed"][0]) == ["swizzle"]
    assert {f.claim("target").value for f in dots} == {  # type: ignore[union-attr]
        f.claim("name").value for f in _alloc_findings(sm90)}  # type: ignore[union-attr]


def test_traffic_counts_are_recounted(sm80) -> None:
    """The PTX and SASS traffic findings count each shared-memory instruction (24 ``cp.async`` of 16 bytes, 20 + 10
    ``ldmatrix``; 20 ``LDSM.16.M88.4``), one claim each, citing every line of it; a count plus one, or a line
    left out of its refs, is caught by ``traffic-count``."""
    traffic = {f.stage: f for f in sm80[1].report.findings if any(c.key.startswith("counts/") for c in f.claims)}
    ptx, sass = traffic["ptx"], traffic["sass"]
    assert ptx.kind == sass.kind == "async_copy"
    assert ptx.data["counts"]["cp.async 16B"] == 24
    assert ptx.data["counts"]["ldmatrix.sync.aligned.m8n8.x4.shared.b16"] == 20
    assert sass.data["counts"]["LDSM.16.M88.4"] == 20 and sass.data["counts"]["LDSM.16.MT88.4"] == 10
    lines = sm80[1].stages["ptx"].splitlines()
    claim = ptx.claim("counts/cp.async 16B")
    assert claim is not None and (claim.unit, claim.rule) == ("count", "traffic-count")
    assert len(claim.about) == 24 and all("cp.async" in lines[r.line - 1] and r.stage == "ptx" for r in claim.about)
    assert "cp.async 16B ×24" in ptx.message
    assert _lie(sm80, ptx, "counts/cp.async 16B", 25) == ["traffic-count"]
    assert _lie(sm80, sass, "counts/LDSM.16.M88.4", 21) == ["traffic-count"]
    short = replace(claim, about=claim.about[1:])
    assert "traffic-count" in _rules(sm80, [replace(ptx, claims=tuple(short if c is claim else c for c in ptx.claims))
                                            if f is ptx else f for f in sm80[1].report.findings])


def test_narrow_accesses_are_recounted_and_their_cause_held(i8_80) -> None:
    """The int8 dot's 64 ``ld.shared.b8`` are a narrow-access warning whose count is a claim (``narrow-count``
    recounts them, and holds the instruction under 32 bits); it is not ptxas's own code (``narrow-cause``)."""
    assert not _rules(i8_80)
    [f] = [f for f in i8_80[1].report.findings if f.stage == "ptx" and f.claim("ptxas_only") is not None]
    assert f.severity == "warn" and f.data["narrow"] == {"ld.shared 8-bit": 64}
    assert _claims(f)["narrow/ld.shared 8-bit"] == (64, "count", "narrow-count")
    assert _claims(f)["ptxas_only"] == (False, "flag", "narrow-cause")
    assert f.message.startswith("narrow shared-memory accesses in ptx: ld.shared 8-bit ×64 (under 32 bits per lane; ")
    assert _lie(i8_80, f, "narrow/ld.shared 8-bit", 65) == ["narrow-count"]
    # its cause: B's ttg.local_load into the dot_op, 1 byte per lane by the bank model, a fact at its line
    ttgir = i8_80[1].stages["ttgir"].splitlines()
    cause = _claims(f)
    line = cause["cause0/line"][0]
    assert (cause["cause0/op"], cause["cause0/access_bytes"]) == (("ttg.local_load", "op", "narrow-access"),
                                                                  (1, "bytes", "narrow-access"))
    assert cause["cause0/line"][1:] == ("line", "narrow-access") and "ttg.local_load" in ttgir[line - 1]  # type: ignore[index]
    assert f.data["causes"] == [f"ttg.local_load at ttgir:{line} reads {cause['cause0/target'][0]} in 1-byte accesses "
                                "(model estimate)"] and f.data["causes"][0] in f.message
    assert "narrow-access" in _lie(i8_80, f, "cause0/access_bytes", 2)
    assert "narrow-access" in _lie(i8_80, f, "cause0/line", line + 1)  # type: ignore[operator]
    assert _lie(i8_80, f, "ptxas_only", True) == ["narrow-cause"]
    wide = Claim("narrow/ld.shared 32-bit", 0, "count", "narrow-count", ())
    assert "narrow-count" in _rules(i8_80, [replace(f, claims=(*f.claims, wide)) if g is f else g
                                           for g in i8_80[1].report.findings])


def test_amd_narrow_lds_cause_is_a_layout_claim(compiled, store: Store) -> None:
    """On gfx942 (no bank model) the flash attention's 16-bit LDS accesses are blamed on a data allocation's
    ``swizzled_shared`` layout whose vector is under 32 bits: its alias, ``vec``, element bits and vector bits are
    claims about the alias's definition line (rule ``narrow-layout``); a lie in each is caught."""
    comp = compiled("flash_attention_fwd", "hip:gfx942")
    case = (comp, stored_statements(comp, store))
    assert not _rules(case)
    [f] = [f for f in case[1].report.findings if f.stage == "amdgcn" and f.claim("ptxas_only") is not None]
    assert f.data["narrow"] == {"ds_read_u16": 160, "ds_write_b16": 160}
    c = _claims(f)
    # each Python line's group names what its own ops show: the layouts' vec, and the stores' register layouts
    layouts = sorted(k for k in c if k.endswith("/layout") and c[k][2] == "narrow-layout")
    assert layouts and all(c[k][1] == "layout" for k in layouts)
    k = layouts[0].split("/")[0]
    vec, bits = c[f"{k}/vec"][0], c[f"{k}/element_bits"][0]
    assert bits == 16 and c[f"{k}/vector_bits"][0] == vec * bits < 32  # type: ignore[operator]
    ttgir = case[1].stages["ttgir"].splitlines()
    [ref] = f.claim(f"{k}/vec").about  # type: ignore[union-attr]
    assert ttgir[ref.line - 1].startswith(f"{c[f'{k}/layout'][0]} = #ttg.swizzled_shared<{{vec = {vec},")
    for key, value in (("vec", vec + 1), ("element_bits", 8), ("vector_bits", 64)):  # type: ignore[operator]
        assert "narrow-layout" in _lie(case, f, f"{k}/{key}", value), key


def test_amd_lds_note_states_the_wave_lanes_as_a_claim(compiled, store: Store) -> None:
    """Regression: the note that LDS bank conflicts are not estimated said "64-lane waves" as free text on every AMD
    target, gfx1100 (RDNA3, 32-lane waves) too. The lanes are now a claim (the TTGIR module's
    ``ttg.threads-per-warp``, about its ``module attributes`` line, rule ``lds-wave``): 64 on gfx942, 32 on gfx1100;
    a wrong lane count, or the claim about another line, is caught."""
    comp = compiled("matmul", "hip:gfx942")
    case = (comp, stored_statements(comp, store))
    assert not _rules(case)
    [f] = [f for f in case[1].report.findings if f.claim("wave_lanes") is not None]
    assert f.message == ("bank conflicts not estimated on AMD: LDS banking (64-lane waves, ds_read_b128 phases) is "
                         "not modelled")
    c = f.claim("wave_lanes")
    assert c is not None and (c.value, c.unit, c.rule) == (64, "lanes", "lds-wave")
    [ref] = c.about
    line = case[1].stages["ttgir"].splitlines()[ref.line - 1]
    assert line.startswith("module attributes") and '"ttg.threads-per-warp" = 64 : i32' in line
    assert "lds-wave" in _lie(case, f, "wave_lanes", 32)
    moved = replace(f, claims=(replace(c, about=(replace(ref, line=ref.line + 1),)),))
    assert "lds-wave" in _rules(case, [moved if g is f else g for g in case[1].report.findings])
    rdna = compiled("matmul", "hip:gfx1100")
    rdna_case = (rdna, stored_statements(rdna, store))
    [g] = [g for g in rdna_case[1].report.findings if g.claim("wave_lanes") is not None]
    assert "(32-lane waves," in g.message and "lds-wave" not in _rules(rdna_case)


def test_an_instruction_name_a_template_cannot_hold_is_escaped_in_its_claim_key() -> None:
    """A ``str.format`` field ends at ``:`` (``stmatrix….shared::cta.b16`` would name ``…shared``): the claim key
    escapes such characters, the message still prints the instruction, and ``traffic-count`` reads the name back
    (its recount of this PTX line finds the instruction)."""
    from ir_explorer.analyses.findings import render
    from ir_explorer.analyses.shared_memory.analysis import _count_claims, claim_key
    from ir_explorer.analyses.shared_memory.movement import Movement
    from ir_explorer.engines.rules import shared_instructions as rules

    name = "stmatrix.sync.aligned.m8n8.x4.shared::cta.b16"
    line = f"\t{name} [%r1], {{%r2, %r3, %r4, %r5}};"
    mv = Movement("ptx", {name: 1}, {name: (1,)}, {})
    claims, text = _count_claims("counts", mv, mv.counts, "traffic-count")
    assert claims[0].key == f"counts/{claim_key(name)}" and ":" not in claims[0].key
    assert render(text, claims) == f"{name} ×1"
    assert rules._ptx_instruction(line) == name
    assert rules._ptx_instruction("\tld.shared.v4.b32 {%r1, %r2, %r3, %r4}, [%r5+0];") == "ld.shared 128-bit"
    assert rules._ptx_instruction("\t@%p1 cp.async.cg.shared.global [ %r82 + 0 ], [ %rd48 + 0 ], 0x10, %r83;") == \
        "cp.async 16B"
    assert rules._sass_instruction("        /*0a30*/                   LDSM.16.MT88.4 R64, [R76+UR8+0x1000] ;") == \
        "LDSM.16.MT88.4"
    assert rules._amd_instruction("\tbuffer_load_dword v1, s[0:3], 0 offen lds") == "buffer_load_dword (to LDS)"
