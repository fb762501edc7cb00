"""Regression test for trial 11d's F2 (docs/trial11d.md): the SASS byte store of the tensor-memory allocator laid
on the wrong PTX op.

On sm_100 (FBGEMM's block-scaled fp8 GEMM, ``t11d_fbgemm_fp8_block``) the SASS has one ``STS.U8`` the PTX has no
8-bit shared access for. The report said "tcgen05.alloc at ptx:50, whose SASS code stores a byte to shared memory";
``tcgen05.alloc``'s SASS (``UTCATOMSWS.FIND_AND_SET`` …, ``ATOMS.OR`` ×2) stores the allocated address with a 32-bit
``STS``; the byte store follows ``UVIRTCOUNT.DEALLOC.SMPOOL``, the code of ``tcgen05.relinquish_alloc_permit``
(ptx:57), warp 0 only. selfcheck's ``narrow-cause`` checked only that ptx:50 is the first ``tcgen05.alloc``."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.engines import consistency
from ir_explorer.engines.rules import check_claims

T11D = ROOT / "tests/data/trial2_kernels/t11d_commands.sh"


@pytest.fixture(scope="module")
def fp8_block(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T11D, "t11d_fbgemm_fp8_block")


def _narrow(got):  # type: ignore[no-untyped-def]
    [f] = [f for f in got.report.findings if f.kind == "shared_memory" and f.stage == "sass"
           and f.message.startswith("narrow shared-memory accesses")]
    return f


def test_the_byte_store_is_laid_on_the_relinquish(fp8_block) -> None:
    """The one ``STS.U8`` comes after ``UVIRTCOUNT.DEALLOC.SMPOOL`` with no ``UTCATOMSWS`` between them, and
    after the allocation's own 32-bit ``STS``; the finding names ``tcgen05.relinquish_alloc_permit`` at its PTX
    line (after ``tcgen05.alloc``'s) for the byte, and selfcheck holds."""
    comp, got = fp8_block
    sass = [ln for ln in got.stages["sass"].splitlines() if "@!PT" not in ln]
    ptx = got.stages["ptx"].splitlines()
    [byte] = [i for i, ln in enumerate(sass) if re.search(r"\bSTS\.U8\b", ln)]
    markers = [i for i, ln in enumerate(sass[:byte]) if "UVIRTCOUNT.DEALLOC" in ln or "UTCATOMSWS" in ln]
    assert "UVIRTCOUNT.DEALLOC.SMPOOL" in sass[markers[-1]] and byte - markers[-1] <= 3
    assert any(re.search(r"\bSTS \[", ln) for ln in sass[markers[0]:markers[-1]])  # the alloc's 32-bit store
    alloc = next(n for n, ln in enumerate(ptx, 1) if "tcgen05.alloc." in ln)
    relinquish = next(n for n, ln in enumerate(ptx, 1) if "tcgen05.relinquish_alloc_permit." in ln)
    assert alloc < relinquish
    f = _narrow(got)
    assert f.claim("tcgen05_alloc").value == alloc
    assert f.claim("byte_op").value == "tcgen05.relinquish_alloc_permit"
    assert f.claim("byte_line").value == relinquish
    assert f"ptxas's code for tcgen05.relinquish_alloc_permit at ptx:{relinquish} stores a byte" in f.message
    assert "whose SASS code stores a byte" not in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_owner_is_caught(fp8_block) -> None:
    """The old statement, the byte laid on ``tcgen05.alloc`` at its line, is refused by ``narrow-cause``."""
    comp, got = fp8_block
    f = _narrow(got)
    alloc = f.claim("tcgen05_alloc").value
    old = with_claim(with_claim(f, "byte_op", "tcgen05.alloc"), "byte_line", alloc)
    verdicts = [(ok, text) for rule, ok, text in check_claims(old, claim_context(got, comp))
                if rule == "narrow-cause" and ("byte_op" in text or "byte_line" in text)]
    assert len(verdicts) == 2 and not any(ok for ok, _ in verdicts), verdicts
