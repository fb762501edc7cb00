"""Regression test for tensor memory as an occupancy limit on Blackwell (docs/trial5.md: M2): vLLM LoRA expand on
cuda:100 allocates 128 of the SM's 512 tensor-memory columns (PTX ``tcgen05.alloc … 128``), which allows 4 CTAs per
SM as its registers do; the occupancy finding said "limited by registers" and left tensor memory out of its limits.
Compiles the trial's kernel with its own command line (tests/data/trial2_kernels/w5_commands.sh) and the bundled
``matmul`` for cuda:100, and reads the real reports."""

from __future__ import annotations

import dataclasses
import re

import pytest
from conftest import DATA
from trial_commands import trial_request

from ir_explorer.analyses.occupancy import nvidia_occupancy, tmem_columns
from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.model import Compilation
from ir_explorer.core.store import Store
from ir_explorer.engines.consistency import stored_statements
from ir_explorer.engines.rules import ClaimContext, check_claims

# e.g. 	@%p1 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r27], 128;
_ALLOC = re.compile(r"tcgen05\.alloc\.cta_group::1\.sync\.aligned\.shared::cta\.b32 \[%r\d+\], (\d+);")
# e.g. module attributes {… ttg.tensor_memory_size = 128 : i32, …}
_TTGIR_SIZE = re.compile(r"ttg\.tensor_memory_size\"? = (\d+) : i32")


@pytest.fixture(scope="module")
def lora(store: Store, user_spec) -> Compilation:  # type: ignore[no-untyped-def]
    """w5_lora_expand compiled for cuda:100 with the trial's options."""
    comp = compile_all([trial_request(DATA / "trial2_kernels" / "w5_commands.sh", "w5_lora_expand", user_spec)],
                       store)[0]
    assert comp.ok, comp.failure
    return comp


def _occupancy(comp: Compilation, store: Store):  # type: ignore[no-untyped-def]
    got = stored_statements(comp, store)
    occ = next(f for f in got.report.findings if f.message.startswith("occupancy: "))
    return got, occ, ClaimContext(comp, got.stages, got.report.findings, dict(got.report.metrics))


def _failed(finding, ctx):  # type: ignore[no-untyped-def]
    return [r for r in check_claims(finding, ctx) if not r[1]]


def _lie(finding, key: str, value: object):  # type: ignore[no-untyped-def]
    return dataclasses.replace(finding, claims=tuple(dataclasses.replace(c, value=value) if c.key == key else c
                                                     for c in finding.claims))


@pytest.mark.parametrize("kernel", ["lora", "matmul"])
def test_tensor_memory_limits_ctas_on_sm100(kernel: str, lora: Compilation, compiled, store: Store) -> None:
    """M2: the columns the PTX's ``tcgen05.alloc`` takes (Triton's metadata ``tmem_size`` too) give the limit
    ``tensor memory`` = 512 // columns CTAs per SM; it is named as a binding limit when it allows the fewest (LoRA
    expand: 128 columns → 4, tied with registers), the summary line and the JSON carry it, and a wrong limit or a
    wrong column count is caught by the rules."""
    comp = lora if kernel == "lora" else compiled("matmul", "cuda:100")
    assert comp.ok, comp.failure
    got, occ, ctx = _occupancy(comp, store)
    allocs = [int(m[1]) for m in _ALLOC.finditer(got.stages["ptx"])]
    assert len(allocs) == 1, allocs
    columns = allocs[0]
    # Triton's TensorMemoryAllocation runs in make_llir: its total is the metadata's tmem_size, not in the TTGIR
    assert comp.metadata.get("tmem_size") == columns, comp.metadata.get("tmem_size")
    assert "ttng.tmem_alloc" in got.stages["ttgir"] and not _TTGIR_SIZE.search(got.stages["ttgir"])
    assert tmem_columns(got.stages["ptx"])[0] == columns
    if kernel == "lora":
        assert columns == 128
    limit = 512 // columns
    assert occ.claim("tmem_columns").value == columns
    assert occ.claim("limits/tensor memory").value == limit
    assert f"tensor memory {limit}" in occ.message, occ.message
    limits = {c.key.split("/", 1)[1]: c.value for c in occ.claims if c.key.startswith("limits/")}
    fewest = min(limits.values())
    assert got.report.metrics["occupancy_ctas_per_sm"] == fewest
    named = [k for k, v in limits.items() if v == fewest]
    assert occ.data["limiters"] == named and f"limited by {' and '.join(named)} " in occ.message
    if kernel == "lora":
        assert named == ["registers", "tensor memory"], occ.message
    summary = dict(got.report.summary)["occupancy"]
    assert f"limited by {' and '.join(named)}" in summary and f"{columns} of the SM's 512 columns" in summary
    assert not _failed(occ, ctx), _failed(occ, ctx)
    assert _failed(_lie(occ, "limits/tensor memory", limit + 1), ctx)
    assert _failed(_lie(occ, "tmem_columns", columns * 2), ctx)
    odd = dataclasses.replace(comp, metadata={**comp.metadata, "tmem_size": columns * 2})  # Triton disagrees
    assert _failed(occ, ClaimContext(odd, got.stages, got.report.findings, dict(got.report.metrics)))
    # the old finding: no tensor-memory limit among the limits, "limited by registers"
    old = dataclasses.replace(occ, template=occ.template.replace(", tensor memory {limits/tensor memory}", ""),
                              claims=tuple(c for c in occ.claims if c.key != "limits/tensor memory"))
    assert "occupancy" in {r for r, ok, _ in check_claims(old, ctx) if not ok}
    if kernel == "lora":
        assert "occupancy-limiters" in {r for r, ok, _ in check_claims(_lie(occ, "limited", "registers"), ctx)
                                        if not ok}


def test_no_tensor_memory_limit_without_tcgen05() -> None:
    """An SM without tensor memory (sm_90) or a kernel that allocates none has no ``tensor memory`` limit."""
    assert "tensor memory" not in nvidia_occupancy(90, 128, 0, 4, 0).limits  # type: ignore[union-attr]
    assert "tensor memory" not in nvidia_occupancy(100, 128, 0, 4, 0).limits  # type: ignore[union-attr]
    assert nvidia_occupancy(100, 32, 0, 4, 256).limits["tensor memory"] == 2  # type: ignore[union-attr]
