"""Regression tests for the shared-memory statements trial 3 found false (docs/trial3.md: F1, F2). Each compiles
the trial's kernel with its own command line (tests/data/trial2_kernels/s3_commands.sh) and reads the real report,
the IR it cites and the verdicts of the rules ``selfcheck`` runs."""

from __future__ import annotations

import dataclasses
import re

import pytest
from conftest import DATA
from trial_commands import claim_context as _ctx
from trial_commands import trial_request
from trial_commands import with_claim as _with

from ir_explorer.analyses.findings import Ref
from ir_explorer.capture.compiles import Request, compile_all
from ir_explorer.core.model import Compilation
from ir_explorer.core.store import Store
from ir_explorer.engines.consistency import Statements, stored_statements
from ir_explorer.engines.rules import ClaimContext, check_claims

COMMANDS = DATA / "trial2_kernels" / "s3_commands.sh"
#: The trial's kernels these tests read (names in s3_commands.sh).
KERNELS = ("bnb_int8_matmul_dequant", "lightllm_token_att1")


def s3_request(name: str, user_spec) -> Request:  # type: ignore[no-untyped-def]
    """The request of trial-3 kernel ``name`` (config 0) with its s3_commands.sh options."""
    return trial_request(COMMANDS, name, user_spec)


@pytest.fixture(scope="module")
def compiles(store: Store, user_spec) -> dict[str, Compilation]:
    """Each kernel of :data:`KERNELS`, compiled in one parallel batch."""
    comps = compile_all([s3_request(k, user_spec) for k in KERNELS], store)
    for name, comp in zip(KERNELS, comps, strict=True):
        assert comp.ok, (name, comp.failure)
    return dict(zip(KERNELS, comps, strict=True))


@pytest.fixture(scope="module")
def statements(store: Store, compiles: dict[str, Compilation]) -> dict[str, Statements]:
    """The report and the stage texts of each kernel of :data:`KERNELS`."""
    return {name: stored_statements(comp, store) for name, comp in compiles.items()}




def _padded(numel: int, intervals: list[tuple[int, int]]) -> int:
    """Triton's ``PaddedSharedEncodingAttr::getPaddedSize`` (lib/Dialect/TritonGPU/IR/Dialect.cpp), written out."""
    pad = 0
    for interval, p in intervals:
        pad += (numel >> (interval.bit_length() - 1)) << (p.bit_length() - 1)
        if numel % interval == 0:
            pad -= p
    return numel + pad


def test_padded_shared_allocations_count_their_padding(statements, compiles) -> None:
    """F2: bnb_int8_matmul_dequant on gfx950, ttgir:108/109 ``ttg.local_alloc`` of ``2x128x64xi8`` and
    ``2x64x128xi8`` in ``#ttg.padded_shared<[1024:+16] …>``. The report said 16384 bytes each and blamed the 480 bytes
    between their total and metadata ``shared`` (33248) on scratch; Triton sizes each at 16384 + 16 × 16 − 16 = 16624
    bytes, the two sum to the metadata exactly. The rules ``allocation`` and ``shared-total`` now count the padding
    too: the old values are caught."""
    comp = compiles["bnb_int8_matmul_dequant"]
    got = statements["bnb_int8_matmul_dequant"]
    lines = got.stages["ttgir"].splitlines()
    pads = {m.group(1): [(int(i), int(p)) for i, p in re.findall(r"(\d+):\+(\d+)", m.group(2))]
            for ln in lines if (m := re.match(r"^(#[\w$.-]+) = #ttg\.padded_shared<\[([^\]]*)\]", ln))}
    allocs = [(n, m) for n, ln in enumerate(lines, 1)
              if (m := re.search(r"= ttg\.local_alloc : \(\) -> !ttg\.memdesc<([\dx]+)xi8, (#[\w$.-]+),", ln))]
    assert len(allocs) == 2 and all(m.group(2) in pads for _, m in allocs), allocs
    sizes = {}
    for n, m in allocs:
        numel = 1
        for d in m.group(1).split("x"):
            numel *= int(d)
        sizes[n] = _padded(numel, pads[m.group(2)])
    assert sorted(sizes.values()) == [16624, 16624]
    assert comp.metadata["shared"] == sum(sizes.values()) == 33248
    ctx = _ctx(got, comp)
    shared = [f for f in got.report.findings if f.kind == "shared_memory"]
    for n, size in sizes.items():
        f = next(f for f in shared if f.lines == (n,) and f.message.startswith("%"))
        assert f.message.endswith(f": {size} bytes"), f.message
        assert all(ok for r, ok, _ in check_claims(f, ctx) if r == "allocation")
        assert not all(ok for r, ok, _ in check_claims(_with(f, "bytes", 16384), ctx) if r == "allocation")
    total = next(f for f in shared if f.message.startswith("allocations total "))
    assert total.message.startswith("allocations total 33248 bytes; metadata shared = 33248; they match"), \
        total.message
    assert "more bytes: scratch" not in total.message
    assert all(ok for r, ok, _ in check_claims(total, ctx) if r == "shared-total")
    for key, lie in (("allocations_bytes", 32768), ("difference", 480)):
        assert not all(ok for r, ok, _ in check_claims(_with(total, key, lie), ctx) if r == "shared-total"), key


def test_a_reduce_within_one_warp_is_no_narrow_scratch_cause(statements, compiles) -> None:
    """F1: lightllm_token_att1 on cuda:90, the trial's ttgir:97 ``tt.reduce`` (axis 1) of ``tensor<32x128xf16,
    #blocked>`` with ``warpsPerCTA = [4, 1]``: axis 1 lies in one warp, Triton reduces it with ``shfl.sync.bfly``
    only. The narrow-access findings said it "moves f16 values (16 bits) through its shared-memory scratch"; the 16-bit
    shared accesses are the two converts'. Rule ``narrow-scratch`` now refuses a one-warp reduce as a cause."""
    comp = compiles["lightllm_token_att1"]
    got = statements["lightllm_token_att1"]
    lines = got.stages["ttgir"].splitlines()
    reduce_at = [n for n, ln in enumerate(lines, 1) if '"tt.reduce"' in ln]
    assert len(reduce_at) == 1 and "<{axis = 1 : i32}>" in lines[reduce_at[0] - 1]
    n = reduce_at[0]
    close = next(ln for ln in lines[n:] if ln.lstrip().startswith("})"))
    alias = re.search(r"\(tensor<32x128xf16, (#\w+)>\)", close)
    assert alias, close
    definition = next(ln for ln in lines if ln.startswith(f"{alias.group(1)} = "))
    assert "threadsPerWarp = [2, 16], warpsPerCTA = [4, 1]" in definition, definition
    # the PTX: the reduce's Python line shuffles, and every 16-bit shared access is at a convert's Python line
    ptx = got.stages["ptx"]
    assert len(re.findall(r"shfl\.sync\.bfly\.b32", ptx)) == 16
    narrow = [f for f in got.report.findings if f.message.startswith("narrow shared-memory accesses in ")]
    assert {f.stage for f in narrow} == {"ptx", "sass"}
    ctx = ClaimContext(comp, got.stages, got.report.findings, dict(got.report.metrics))
    for f in narrow:
        assert "tt.reduce" not in f.message, f.message
        assert f.message.count("ttg.convert_layout at ttgir:") == 2, f.message
        assert all(ok for r, ok, _ in check_claims(f, ctx) if r == "narrow-scratch")
        # the old statement: cause0 names the reduce (its line, op and f16 element); the rule catches it
        ref = (Ref("ttgir", n, "tt.reduce"),)
        lie = {"cause0/op": "tt.reduce", "cause0/line": n, "cause0/element": "f16", "cause0/element_bits": 16}
        wrong = dataclasses.replace(f, claims=tuple(dataclasses.replace(c, value=lie[c.key], about=ref)
                                                    if c.key in lie else c for c in f.claims))
        verdicts = [ok for r, ok, _ in check_claims(wrong, ctx) if r == "narrow-scratch"]
        assert verdicts.count(False) == 4, verdicts
