"""Regression tests for the narrow shared-memory causes trials 11a and 11b left open (docs/trial11a.md M2,
docs/trial11b.md M2).

11a M2, ColossalAI's flash decoding (cuda:100, cuda:90): ``acc = tl.sum(v * p[:, None], 0) / l_sum`` puts a
``tt.reduce`` (from ``tl.sum``, its ``loc`` a call site in ``standard.py``) and the ``ttg.convert_layout`` of its
result on one Python line. The reduce moves its f16 values through shared memory in 128-bit accesses
(``st/ld.shared.v4.b32``); the 8 ``st.shared.b16`` and the ``ld.shared.b16`` of the line are the convert's. The
narrow finding named both ops for them. Each op's lowered code carries its own ``loc`` in the PTX (``.loc …
inlined_at``), so the split is read from the location chains; rule ``narrow-scratch`` refuses a scratch op whose
chain no narrow instruction carries while another scratch op's of the line does."""

from __future__ import annotations

import dataclasses
import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial

from ir_explorer.analyses.findings import Claim, Ref
from ir_explorer.engines import consistency
from ir_explorer.engines.rules import check_claims
from ir_explorer.ir.sourcemap import source_chains

T11A = ROOT / "tests/data/trial2_kernels/t11a_commands.sh"
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

