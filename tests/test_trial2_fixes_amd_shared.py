"""Regression tests for the shared-memory statements the second trial on public kernels found false on AMD gfx950
and Blackwell cuda:103 (docs/trial2_amd_blackwell.md: F1, F2, F3). Each compiles the trial's kernel with the trial's
own command line (tests/data/trial2_kernels/amd_commands.sh) and asserts the value read from the real IR."""

from __future__ import annotations

import re

import pytest
from conftest import DATA
from trial_commands import claim_context as _ctx
from trial_commands import trial_request
from trial_commands import with_claim as _with

from ir_explorer.analyses.findings import Finding
from ir_explorer.capture.compiles import Request, compile_all
from ir_explorer.core.model import Compilation
from ir_explorer.core.store import Store
from ir_explorer.engines.consistency import Statements, check, stored_statements
from ir_explorer.engines.rules import ClaimContext, check_claims

COMMANDS = DATA / "trial2_kernels" / "amd_commands.sh"
#: The trial's kernels these tests read (names in amd_commands.sh).
KERNELS = ("amd_vllm_w8a8_block_fp8", "amd_flaggems_bmm", "amd_fla_chunk_local_cumsum")


def amd_request(name: str, user_spec, target: str | None = None,  # type: ignore[no-untyped-def]
                replace: tuple[str, ...] = ()) -> Request:
    """The request of trial-2 AMD/Blackwell kernel ``name`` (config 0) with its amd_commands.sh options; ``target``
    and ``replace`` as :func:`trial_commands.trial_request` takes them."""
    return trial_request(COMMANDS, name, user_spec, target, replace)


#: The trial's extra configuration these tests read: sglang's grouped decode on gfx950 (its line says gfx942).
GROUPED_950 = "amd_sglang_decode_grouped@gfx950"


@pytest.fixture(scope="module")
def compiles(store: Store, user_spec) -> dict[str, Compilation]:
    """Each kernel of :data:`KERNELS` and :data:`GROUPED_950`, compiled in one parallel batch."""
    names = (*KERNELS, GROUPED_950)
    comps = compile_all([amd_request(k, user_spec) for k in KERNELS]
                        + [amd_request("amd_sglang_decode_grouped", user_spec, "hip:gfx950")], store)
    for name, comp in zip(names, comps, strict=True):
        assert comp.ok, (name, comp.failure)
    return dict(zip(names, comps, strict=True))


@pytest.fixture(scope="module")
def statements(store: Store, compiles: dict[str, Compilation]) -> dict[str, Statements]:
    """The report and the stage texts of each kernel of :data:`KERNELS`."""
    return {name: stored_statements(comp, store) for name, comp in compiles.items()}




def _verdicts(f: Finding, ctx: ClaimContext, rule: str) -> list[bool]:
    return [ok for r, ok, _ in check_claims(f, ctx) if r == rule]


# e.g. %a = ttg.local_alloc : () -> !ttg.memdesc<2x128x128xf8E4M3FN, #shared, #smem, mutable> loc(#loc93)
_ALLOC = re.compile(r"^\s*%(\w+) = ttg\.local_alloc\b.*!ttg\.memdesc<([\dx]+)x(bf16|f8E4M3FN), (#\w+),")
# e.g. #shared = #ttg.padded_shared<[1024:+16] {offset = [[0, 1], …], block = []}>
_PADDED = re.compile(r"^(#\w+) = #ttg\.padded_shared<\[([\d:+,\s]+)\]")


def _padded_allocations(ttgir: str) -> dict[str, tuple[int, int]]:
    """``{name: (unpadded bytes, padded bytes)}`` of each ``ttg.local_alloc`` in a ``#ttg.padded_shared`` layout,
    sized as Triton does (``PaddedSharedEncodingAttr::getPaddedSize``: per ``interval:+padding`` pair,
    ``(n >> log2 interval) << log2 padding`` elements, less one padding when ``n`` is a multiple of ``interval``;
    ``n`` the elements of the whole memdesc, buffers included)."""
    pads = {m.group(1): [tuple(int(x) for x in p.strip().split(":+")) for p in m.group(2).split(",")]
            for m in map(_PADDED.match, ttgir.splitlines()) if m}
    out = {}
    for m in map(_ALLOC.match, ttgir.splitlines()):
        if m and m.group(4) in pads:
            n = 1
            for d in m.group(2).split("x"):
                n *= int(d)
            size = 1 if m.group(3).startswith("f8") else 2
            extra = 0
            for interval, pad in pads[m.group(4)]:
                extra += (n >> (interval.bit_length() - 1)) << (pad.bit_length() - 1)
                if n % interval == 0:
                    extra -= pad
            out[f"%{m.group(1)}"] = (n * size, (n + extra) * size)
    return out


@pytest.mark.parametrize(("name", "expected"), [
    ("amd_vllm_w8a8_block_fp8", {"%a": (32768, 33264), "%b": (32768, 33264)}),
    ("amd_flaggems_bmm", {"%a": (32768, 33264), "%b": (32768, 34752)}),
    (GROUPED_950, {"%k_72": (16384, 16864), "%v_73": (16384, 16864)}),
])
def test_a_padded_shared_allocation_counts_its_padding(statements, compiles, name, expected) -> None:
    """F1: on gfx950 the stream pipeliner's buffers are ``#ttg.padded_shared`` (``[1024:+16]``, ``[512:+8]``,
    ``[512:+32]``); the report gave each its unpadded size (``%a: 2 buffers of 128x128xf8E4M3FN in padded_shared
    +16 every 1024 elements …: 32768 bytes``). Triton's size has the padding: the LLVM IR places the second
    allocation at ``@global_smem`` + the first one's padded size, and the metadata's ``shared`` is their sum. The
    rule ``allocation`` now sizes a padded memdesc the same way, so the old value is caught."""
    got, comp = statements[name], compiles[name]
    sizes = _padded_allocations(got.stages["ttgir"])
    assert sizes == expected
    # the IR: the second allocation's offset is one padded size, and the metadata is the padded sum
    offsets = {int(o) for o in re.findall(r"addrspace\(3\) @global_smem, i32 (\d+)", got.stages["llir"])}
    assert offsets & {padded for _, padded in expected.values()}, offsets
    if name != GROUPED_950:  # there %q_59 (unpadded, dead before the loop) shares their space
        assert comp.metadata["shared"] == sum(padded for _, padded in expected.values())
    ctx = _ctx(got, comp)
    for alloc, (unpadded, padded) in expected.items():
        found = [f for f in got.report.findings if f.kind == "shared_memory" and f.message.startswith(f"{alloc}: ")]
        assert len(found) == 1, [f.message[:80] for f in got.report.findings if f.kind == "shared_memory"]
        f = found[0]
        assert f.message.endswith(f": {padded} bytes"), f.message
        assert _verdicts(f, ctx, "allocation") and all(_verdicts(f, ctx, "allocation"))
        assert False in _verdicts(_with(f, "bytes", unpadded), ctx, "allocation")


@pytest.mark.parametrize("name", ["amd_vllm_w8a8_block_fp8", "amd_flaggems_bmm"])
def test_padding_is_not_called_scratch(statements, compiles, name) -> None:
    """F2: the total line said ``allocations total 65536 bytes; metadata shared = 66528; 992 more bytes: scratch
    for convert_layout/reduce/scan/atomics (1 such op(s) here) and alignment``: the 992 bytes (2480 for bmm) are the
    allocations' padding, and the one convert_layout goes through ``v_permlane32_swap`` (no LDS). With padded sizes
    the allocations match the metadata, and no byte is left to call scratch; ``shared-total`` catches the old
    figures."""
    got, comp = statements[name], compiles[name]
    amdgcn = got.stages["amdgcn"]
    assert "v_permlane32_swap" in amdgcn
    total = [f for f in got.report.findings if f.message.startswith("allocations total ")]
    assert len(total) == 1
    f = total[0]
    meta = comp.metadata["shared"]
    assert f"allocations total {meta} bytes; metadata shared = {meta}; they match" in f.message, f.message
    # no excess is left to call scratch (main's wording, trial 3 M5, says only ops that exchange data take any)
    assert "more bytes" not in f.message and "exchange data across lanes or warps" in f.message, f.message
    ctx = _ctx(got, comp)
    assert all(_verdicts(f, ctx, "shared-total"))
    assert False in _verdicts(_with(f, "allocations_bytes", 65536), ctx, "shared-total")
    assert not check(comp, got.report.findings, dict(got.report.metrics), got.stages).violations


def test_reused_space_is_counted_with_the_padding(statements, compiles) -> None:
    """F2 (the "fewer" case): sglang's grouped decode on gfx950 said ``allocations total 36864 bytes; metadata shared
    = 33728; 3136 fewer bytes``: with the two padded buffers at 16864 bytes each (llir: the second at
    ``@global_smem`` + 16864) the allocations are 37824 bytes, 4096 more than the metadata: %q_59's 4096 bytes
    (unpadded ``swizzled_shared``), dead before the loop's buffers are allocated, share their space."""
    got, comp = statements[GROUPED_950], compiles[GROUPED_950]
    assert comp.metadata["shared"] == 2 * 16864
    total = [f for f in got.report.findings if f.message.startswith("allocations total ")]
    assert len(total) == 1
    f = total[0]
    assert f.message.startswith("allocations total 37824 bytes; metadata shared = 33728; 4096 fewer bytes"), f.message
    ctx = _ctx(got, comp)
    assert all(_verdicts(f, ctx, "shared-total"))
    assert False in _verdicts(_with(f, "fewer", 3136), ctx, "shared-total")
    assert not check(comp, got.report.findings, dict(got.report.metrics), got.stages).violations


def test_a_store_ptx_writes_with_stmatrix_is_estimated_as_stmatrix(statements, compiles) -> None:
    """F3: fla chunk_local_cumsum on cuda:103 stores its 64x64 f32 mask ``m_s`` (a ``#blocked`` tensor,
    ``sizePerThread=[1,1]``) into shared memory for an FMA dot; the PTX of that Python line writes it with 8
    ``stmatrix.sync.aligned.m8n8.x4`` (16-byte rows), not with 4-byte ``st.shared``. The bank estimate said
    "4-byte accesses" (selfcheck's ``access-width`` caught it); it now models stmatrix's rows."""
    got, comp = statements["amd_fla_chunk_local_cumsum"], compiles["amd_fla_chunk_local_cumsum"]
    ttgir = got.stages["ttgir"].splitlines()
    alloc = [n for n, ln in enumerate(ttgir, 1) if re.search(r"%m_s\w* = ttg\.local_alloc %", ln)]
    assert len(alloc) == 1
    # the PTX of Python line 20 (m_s = tl.where(…)): stmatrix x4, and no 32-bit st.shared
    loc, at20 = None, []
    for ln in got.stages["ptx"].splitlines():
        m = re.match(r"\s*\.loc\s+1\s+(\d+)\s", ln)
        if m:
            loc = int(m.group(1))
        elif loc == 20 and re.search(r"\bst(matrix)?\.", ln):
            at20.append(ln.split()[0])
    assert at20 == ["stmatrix.sync.aligned.m8n8.x4.shared.b16"] * 8, at20
    writes = [f for f in got.report.findings if f.kind == "shared_memory" and f.lines == (alloc[0],)
              and "writes %m_s" in f.message]
    assert len(writes) == 1
    f = writes[0]
    width = f.claim("access_bytes")
    assert width is not None and width.value == 16, f.message
    assert "stmatrix" in f.message and "4-byte accesses" not in f.message, f.message
    ctx = _ctx(got, comp)
    assert all(_verdicts(f, ctx, "access-width"))
    assert False in _verdicts(_with(f, "access_bytes", 4), ctx, "access-width")
    assert not check(comp, got.report.findings, dict(got.report.metrics), got.stages).violations
