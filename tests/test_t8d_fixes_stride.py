"""Regression test for trial 8d's F2 (docs/trial8d.md) on vLLM's ``batched_triton_kernel`` (cuda:90).

``stride_ak`` is annotated ``tl.int64`` and passed as 1; Triton's binder keeps an annotated parameter a runtime
argument (``%stride_ak: i64``), so "(a unit stride passed as an integer argument becomes the constant 1)" told the
author to do what was done. The sentence now states the argument's declared type as a claim
(``cause/inner_stride_type/N``, rule ``coal-inner-stride``: the ``tt.func`` line's declaration) and that Triton
makes an argument equal to 1 the constant 1 only for a parameter without a type annotation."""

from __future__ import annotations

import re
import shlex
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import compiled_trial

from ir_explorer.engines import consistency

T8D = ROOT / "tests/data/trial2_kernels/t8d_commands.sh"


@pytest.fixture(scope="module")
def moe(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T8D, "t8d_batched_moe_h100")


def test_an_annotated_unit_stride_is_not_said_to_become_the_constant_1(moe) -> None:
    """``--arg stride_ak=1`` was passed, and the TTGIR keeps ``%stride_ak: i64`` (no tt.divisibility, no constant):
    the A load's warning names the stride with its type, i64, says an annotated parameter is not specialized, and
    no longer says a unit stride passed as an integer becomes the constant 1. selfcheck holds."""
    comp, got = moe
    opts = next(ln.split("|")[2] for ln in T8D.read_text().splitlines() if ln.startswith("t8d_batched_moe_h100|"))
    assert "--arg stride_ak=1" in " ".join(shlex.split(opts))
    ttgir = got.stages["ttgir"]
    assert re.search(r"%stride_ak: i64 loc\(", ttgir), "stride_ak is no plain i64 argument"
    f = next(f for f in got.report.findings if f.kind == "coalescing" and f.severity == "warn"
             and "tensor<64x128xf8E4M3FN>" in f.message and f.message.startswith("narrow load"))
    i = next(c.key.rsplit("/", 1)[1] for c in f.claims if c.key.startswith("cause/inner_stride/")
             and c.value == "stride_ak")
    assert f.claim(f"cause/inner_stride_type/{i}").value == "i64"
    assert "a unit stride passed as an integer argument becomes the constant 1" not in f.message
    # A's offsets along dim 0 are multiplied by stride_am too: order[0] is the layout's choice (trial 8d M2)
    assert ("'stride_ak' multiplies the offsets along dim 1, the layout's fastest dimension (order[0] = 1; the offsets "
            "along dim 0 are multiplied by the runtime argument 'stride_am' too, so which dimension is contiguous in "
            "memory is not known from the IR), and is an i64 argument") in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_stride_sentence_is_caught(moe) -> None:
    """The sentence names the argument's type; said to be i32 (the type of an argument Triton would have made the
    constant 1 had it been 1 and unannotated), it is refused by ``coal-inner-stride``, which reads the argument's
    declared type in the rules' model of the ``tt.func`` line."""
    comp, got = moe
    f = next(f for f in got.report.findings if f.kind == "coalescing" and f.severity == "warn"
             and "tensor<64x128xf8E4M3FN>" in f.message and f.message.startswith("narrow load"))
    key = next(c.key for c in f.claims if c.key.startswith("cause/inner_stride_type/"))
    lie = replace(f, claims=tuple(replace(c, value="i32") if c.key == key else c for c in f.claims))
    res = consistency.check(comp, [lie], dict(got.report.metrics), got.stages)
    # the re-rendered sentence no longer matches the facts it rests on either ("fact")
    assert "coal-inner-stride" in [r for r, _ in res.violations], res.violations[:3]
    assert {r for r, _ in res.violations} <= {"coal-inner-stride", "fact"}, res.violations[:3]
