"""Regression tests for trial 9d's F1 (docs/trial9d.md) on GPTQ-triton's ``matmul4_kernel`` (cuda:90, hip:gfx942).

The dot's B operand is 32x128xf16, but its values are dequantized in the loop from a 32x128xi32 tensor of packed
4-bit weights (``b_ptrs`` reads each i32 word for 8 consecutive k): ``ttg.local_load`` (cuda:90) or
``amdg.buffer_load`` (gfx942) of i32, ``arith.shrsi``, ``arith.andi``, ``arith.sitofp``, then scale and zero point.
The mma finding said "the 64x128 tile does 42.7 FLOP per byte of A and B loaded", counting B at f16's 16 bits; each
K step loads 4 bytes per B value: 2·64·128 / ((64·16 + 128·32) / 8) = 25.6. The finding now counts the bits of the
loads an operand's values come from (claims ``b/loaded_bits``, ``b/load_op``, ``b/load_line``; rule ``mma-flop``
reads the loads forward on its own model) and selfcheck refuses the old 42.7."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.engines import consistency
from ir_explorer.ir.mlir_model import parse
from ir_explorer.ir.operand_roles import roles

T9D = ROOT / "tests/data/trial2_kernels/t9d_commands.sh"
DOTS = ("ttng.warp_group_dot", "tt.dot")


@pytest.fixture(scope="module", params=["t9d_gptq_matmul4", "t9d_gptq_matmul4_mi300"])
def gptq(request, tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T9D, request.param)


def _b_source(ttgir: str) -> tuple[int, int, str]:
    """``(dot line, i32 load line, load op)``: the dot in the loop, and the load whose i32 words its B operand is
    converted from, read from the IR: back from B through ``local_alloc``/``local_load`` of a value, ``subf``,
    ``mulf``, ``sitofp`` (from i32), ``andi``, ``shrsi`` and, on gfx942, the loop's carried register."""
    model = parse(ttgir)
    dot = next(o for o in model.printed_ops if o.name in DOTS and o.loops)
    key = str(roles(dot)["b"])
    chain = []
    for _ in range(12):
        op = model.defining_op(key)
        assert op is not None, key
        chain.append(op.name)
        if op.name in ("ttg.local_load", "amdg.buffer_load") and "xi32" in str(model.values[key].type):
            break
        if op.name == "scf.for":  # the register prefetch: what each iteration yields
            key = model.carried(key)[1]
            continue
        key = str(op.operand_keys[0])
    assert "arith.sitofp" in chain and "arith.shrsi" in chain, chain
    load = model.defining_op(key)
    assert load is not None and load.loops == dot.loops, load
    assert tuple(model.type_of(key).shape) == tuple(model.type_of(str(roles(dot)["b"])).shape) == (32, 128)
    return dot.line, load.line, load.name


def _fill(ttgir: str, read: int) -> tuple[int, str]:
    """``(line, op)`` of the one copy from global memory in the ``ttg.local_load``'s loop (same indentation, after
    the loop's head) whose destination has the type of the buffer the local_load at line ``read`` reads."""
    lines = ttgir.splitlines()
    buf = re.search(r": !ttg\.memdesc<([^>]*)>", lines[read - 1])
    assert buf is not None, lines[read - 1]
    ind = lines[read - 1][:len(lines[read - 1]) - len(lines[read - 1].lstrip())]
    head = next(k for k in range(read - 1, 0, -1) if "scf.for" in lines[k - 1] and not lines[k - 1].startswith(ind))
    end = next(k for k in range(read, len(lines) + 1) if not lines[k - 1].startswith(ind))
    got = [(k, m.group(1)) for k in range(head + 1, end) if (m := re.match(
        r"\s*%[\w.]+ = (ttg\.async_copy_global_to_local|ttng\.async_tma_copy_global_to_local) .* -> <([^>]*)>",
        lines[k - 1])) and m.group(2) == buf.group(1)]
    assert len(got) == 1, got
    return got[0]


def _finding(got, line: int):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "mma" and f.stage == "ttgir" and f.lines == (line,))


def test_flop_per_byte_counts_the_i32_words_b_is_dequantized_from(gptq) -> None:
    """B's values come from 32-bit words, one per value: 25.6 FLOP per byte (A f16, 16 bits), not 42.7; the finding
    names the load; selfcheck holds."""
    comp, got = gptq
    dot, load, name = _b_source(got.stages["ttgir"])
    f = _finding(got, dot)
    assert f.claim("a/type").value == "f16" and f.claim("b/type").value == "f16"
    assert f.claim("flop_per_operand_byte").value == round(2 * 64 * 128 / ((64 * 16 + 128 * 32) / 8), 1) == 25.6
    assert f.claim("b/loaded_bits").value == 32 and f.claim("a/loaded_bits") is None
    said = f"by {name} at ttgir:{load}"
    if name == "ttg.local_load":  # trial 11c M2: the copy that fills the buffer it reads brings the bytes
        copy, op = _fill(got.stages["ttgir"], load)
        assert (f.claim("b/read_op").value, f.claim("b/read_line").value) == (name, load)
        said = f"by {op} at ttgir:{copy} into shared memory, read into registers by {name} at ttgir:{load}"
        name, load = op, copy
    assert (f.claim("b/load_op").value, f.claim("b/load_line").value) == (name, load)
    assert (f"the 64x128 tile does 25.6 FLOP per byte of A and B loaded (B: 32 bits loaded per value, {said})"
            ) in f.message, f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_the_old_f16_figure_is_caught(gptq) -> None:
    """Trial 9d's "42.7 FLOP per byte" (B counted at 16 bits), B's 16 bits, or another line as its load, are
    refused by ``mma-flop``."""
    comp, got = gptq
    dot, load, _ = _b_source(got.stages["ttgir"])
    f = _finding(got, dot)
    for key, lie in (("flop_per_operand_byte", 42.7), ("b/loaded_bits", 16), ("b/load_line", load + 1)):
        res = consistency.check(comp, [with_claim(f, key, lie)], dict(got.report.metrics), got.stages)
        assert [text for r, text in res.violations if r == "mma-flop" and key in text], (key, res.violations[:3])
