"""Regression test for trial 12d's F1 (docs/trial12d.md): byte-wide shared stores said to have no cause.

The MX GEMM of ``t12d_mx_matmul`` (cuda:103; triton's ``mxfp8_mxfp4_matmul``) loads its packed-fp4 B tile,
``tensor<64x128xi8, #blocked>`` with ``sizePerThread = [1, 16]`` along N, and stores it with ``ttg.local_alloc`` into
``#ttg.nvmma_shared<{…, transposed = true, elementBitWidth = 8, fp4Padded = true}>``, which keeps K (dim 0)
contiguous: each lane's 16 bytes along N land apart, so the PTX writes them with 64 ``st.shared.b8`` per thread at
Python line 32. The narrow-access finding said "st.shared 8-bit ×64 at Python line 32: the IR shows no cause for
them", because the stored-from layout was compared only against ``swizzled_shared`` buffers (and the bank model
does not estimate ``fp4Padded``). Rule ``narrow-group`` checked a cause-less group only against converts."""

from __future__ import annotations

import dataclasses
import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial

from ir_explorer.engines import consistency
from ir_explorer.engines.rules import check_claims

T12D = ROOT / "tests/data/trial2_kernels/t12d_commands.sh"


@pytest.fixture(scope="module")
def mx(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T12D, "t12d_mx_matmul")


def _narrow(got, stage: str):  # type: ignore[no-untyped-def]
    [f] = [f for f in got.report.findings if f.kind == "shared_memory" and f.stage == stage
           and f.message.startswith("narrow shared-memory accesses")]
    return f


def _b_store(got) -> int:  # type: ignore[no-untyped-def]
    """The TTGIR line of B's ``ttg.local_alloc`` of a value into the ``fp4Padded`` buffer (read from the text)."""
    ttgir = got.stages["ttgir"].splitlines()
    aliases = {ln.split(" = ", 1)[0] for ln in ttgir if ln.startswith("#") and "fp4Padded = true" in ln
               and "transposed = true" in ln}
    [line] = [n for n, ln in enumerate(ttgir, 1)
              if re.search(r"= ttg\.local_alloc %\S+ : \(tensor<64x128xi8, #blocked", ln)
              and any(f"{a}," in ln for a in aliases)]
    return line


def test_the_fp4_tile_store_is_the_cause_of_the_byte_stores(mx) -> None:
    """64 ``st.shared.b8`` per thread in the PTX at Python line 32 (8192 bytes over 128 threads), all the PTX's
    narrow accesses; the finding names B's ``ttg.local_alloc`` as their cause (rule narrow-store: 8-bit elements, one
    contiguous along dim 0, the transposed nvmma buffer's fastest dimension), no longer "no cause"; selfcheck holds."""
    comp, got = mx
    ptx = got.stages["ptx"].splitlines()
    assert sum(1 for ln in ptx if re.search(r"\bst\.shared\.b8\b", ln)) == 64 * 128 * 8 // 8 // 128
    line = _b_store(got)
    f = _narrow(got, "ptx")
    assert "no cause" not in f.message, f.message
    causes = {c.key.split("/")[0] for c in f.claims if c.rule == "narrow-store" and c.key.endswith("/line")
              and c.value == line}
    assert len(causes) == 1
    [k] = causes
    assert f.claim(f"{k}/element_bits").value == 8
    assert f.claim(f"{k}/contiguous").value == 1
    assert f.claim(f"{k}/dim").value == 0
    assert f.claim(f"{k}/shared_transposed").value == "true"
    assert f.claim("group0/python_line").value == 32
    assert f"ttg.local_alloc at ttgir:{line} writes 8-bit elements" in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_no_cause_is_caught(mx) -> None:
    """The old statement, the line-32 group with no cause (its cause claims dropped), is refused by narrow-group;
    a lie about the store's fastest dimension by narrow-store."""
    comp, got = mx
    f = _narrow(got, "ptx")
    k = next(c.key.split("/")[0] for c in f.claims if c.rule == "narrow-store")
    old = dataclasses.replace(f, template="", message="… st.shared 8-bit ×64 at Python line 32: the IR shows no cause "
                              "for them, so the cause is not known", claims=tuple(
        dataclasses.replace(c, value="") if c.key == "group0/causes" else c
        for c in f.claims if not c.key.startswith(f"{k}/")))
    verdicts = [(ok, text) for rule, ok, text in check_claims(old, claim_context(got, comp)) if rule == "narrow-group"]
    assert verdicts and not all(ok for ok, _ in verdicts), verdicts
    lie = dataclasses.replace(f, claims=tuple(dataclasses.replace(c, value=1) if c.key == f"{k}/dim" else c
                                              for c in f.claims))
    verdicts = [(ok, text) for rule, ok, text in check_claims(lie, claim_context(got, comp)) if rule == "narrow-store"]
    assert verdicts and not all(ok for ok, _ in verdicts), verdicts


def test_the_def_line_byte_is_the_relinquish_beside_other_byte_stores(mx) -> None:
    """Trial 12d M1: the SASS's one ``STS.U8`` at the kernel's def line follows ``UVIRTCOUNT.DEALLOC.SMPOOL``
    (``tcgen05.relinquish_alloc_permit``'s code); the PTX's 64 byte stores of B carry line 32, none the def line, so
    the finding names the relinquish for it (it said "the IR shows no cause" because the PTX had byte stores at all)."""
    comp, got = mx
    ptx = got.stages["ptx"].splitlines()
    relinquish = next(n for n, ln in enumerate(ptx, 1) if "tcgen05.relinquish_alloc_permit." in ln)
    f = _narrow(got, "sass")
    assert f.claim("byte_op").value == "tcgen05.relinquish_alloc_permit"
    assert f.claim("byte_line").value == relinquish
    kernel = [c.key.split("/")[0] for c in f.claims if re.fullmatch(r"group\d+/kernel_line", c.key) and c.value]
    assert len(kernel) == 1 and f.claim(f"{kernel[0]}/causes").value != ""
    assert "no 8-bit shared-memory store of the PTX carries this line" in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
