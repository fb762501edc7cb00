"""Regression tests for trial 9a M2 and trial 9d M2 (docs/trial9a.md, docs/trial9d.md): a dot's FLOP per byte said
"of A and B loaded" for operands that are not loaded each iteration.

Flash attention's PV dot takes P, computed in registers (``math.exp2`` of the QK^T result, ``arith.truncf``,
``ttg.convert_layout`` to the dot operand layout), never loaded; its QK^T dot takes Q, loaded once before the loop.
The mma finding said "the 128x128 tile does 64 FLOP per byte of A and B loaded" for both. It now names such an operand
(claims ``a/source`` = ``computed``/``once``, ``a/source_op``, ``a/source_line``) and states the figure over the
operands loaded in the dot's loop only: 2·M·N·K FLOP per K·N·2 bytes of B. Rule ``mma-flop`` re-derives it forward
from every load and copy on its own parse, so the old statement is refused. Each test reads the true values from
the raw IR with the model's def chains, not from the analysis."""

from __future__ import annotations

import dataclasses
import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.engines import consistency
from ir_explorer.ir.mlir_model import IRModule, IROp, parse
from ir_explorer.ir.operand_roles import roles

T9A = ROOT / "tests/data/trial2_kernels/t9a_commands.sh"
T9D = ROOT / "tests/data/trial2_kernels/t9d_commands.sh"
DOTS = ("ttng.warp_group_dot", "tt.dot")
#: What the operand chains pass through on their way from P's exp2 or Q's load to the dot, in these compiles.
_THROUGH = ("ttg.convert_layout", "arith.truncf", "arith.extf", "arith.mulf", "ttg.local_alloc", "ttg.local_load",
            "amdg.in_thread_transpose")


@pytest.fixture(scope="module", params=["t9d_ds_flash_packed", "t9a_sage_attn"])
def flash(request, tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    commands = T9D if request.param.startswith("t9d") else T9A
    return compiled_trial(tmp_path_factory, user_spec, commands, request.param)


def _chain(model: IRModule, key: str, stop: tuple[str, ...]) -> list[IROp]:
    """The defining ops from value ``key`` back to the first op named in ``stop`` (the first operand of each op
    of :data:`_THROUGH`; a ``local_load`` to the value its buffer was allocated from)."""
    out: list[IROp] = []
    for _ in range(16):
        op = model.defining_op(key)
        assert op is not None, key
        out.append(op)
        if op.name in stop:
            return out
        assert op.name in _THROUGH, [o.name for o in out]
        if op.name == "ttg.local_load":
            alloc = model.defining_op(str(op.operand_keys[0]))
            assert alloc is not None and alloc.name == "ttg.local_alloc" and alloc.operand_keys, alloc
            out.append(alloc)
            key = str(alloc.operand_keys[0])
            continue
        key = str(op.operand_keys[0])
    raise AssertionError([o.name for o in out])


def _dots(ttgir: str) -> tuple[IRModule, IROp, IROp]:
    """The model, and the loop's QK^T and PV dots (the first loop holding two dots: QK^T's result feeds PV's A)."""
    model = parse(ttgir)
    in_loop = [o for o in model.printed_ops if o.name in DOTS and o.loops]
    for qk in in_loop:
        for pv in in_loop:
            if pv.loops == qk.loops and pv.line > qk.line:
                return model, qk, pv
    raise AssertionError("no loop with two dots")


def _finding(got, line: int):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "mma" and f.stage == "ttgir" and f.lines == (line,)
                and f.claim("op") is not None and f.severity == "info")


def _mn(model: IRModule, dot: IROp) -> tuple[int, int, int]:
    """M, N of the dot's result and its B operand's bits per value, from the types the dot's line prints."""
    res = model.type_of(dot.result_keys[0])
    b = model.type_of(str(roles(dot)["b"]))
    assert res is not None and b is not None
    bits = {"f16": 16, "bf16": 16, "i8": 8}[b.element]
    return res.shape[0], res.shape[1], bits


def test_pv_dot_names_p_computed_and_counts_only_b(flash) -> None:
    """P reaches the PV dot from ``math.exp2`` in the loop through ``truncf`` and ``convert_layout`` (or a
    ``local_alloc`` for a shared-memory A): the finding says so, and 2·M·N / (N·bits_B/8) FLOP per byte of B."""
    comp, got = flash
    model, _, pv = _dots(got.stages["ttgir"])
    chain = _chain(model, str(roles(pv)["a"]), ("math.exp2",))
    exp2 = chain[-1]
    assert exp2.loops == pv.loops and "arith.truncf" in [o.name for o in chain]
    m, n, b_bits = _mn(model, pv)
    want = round(2 * m * n / (n * b_bits / 8), 1)
    f = _finding(got, pv.line)
    assert (f.claim("a/source").value, f.claim("a/source_op").value, f.claim("a/source_line").value) == \
        ("computed", "math.exp2", exp2.line)
    assert f.claim("flop_per_operand_byte").value == want and f.claim("b/source") is None
    # (SageAttention's P also takes in the block's k_scale, a 1-element copy: ", with a vector of 4 bytes …")
    assert f"A is not loaded (computed in registers: math.exp2 at ttgir:{exp2.line}" in f.message
    assert f"the {m}x{n} tile does {want:g} FLOP per byte of B loaded per iteration" in f.message
    assert "of A and B loaded" not in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_qk_dot_names_q_loaded_once_before_the_loop(flash) -> None:
    """Q reaches the QK^T dot from a global load outside the loop (``tt.load``/``amdg.buffer_load``, or a TMA
    copy into its buffer); K is copied in the loop: FLOP per byte of K only."""
    comp, got = flash
    model, qk, _ = _dots(got.stages["ttgir"])
    a = str(roles(qk)["a"])
    origin = model.alloc_origin(a)
    if origin.root is not None and origin.root.name == "ttg.local_alloc" and origin.root.operand_keys:
        a = str(origin.root.operand_keys[0])  # wgmma's shared-memory A: the value the buffer was made from
    load = _chain(model, a, ("tt.load", "amdg.buffer_load", "tt.descriptor_load"))[-1]
    assert not load.loops
    m, n, b_bits = _mn(model, qk)
    want = round(2 * m * n / (n * b_bits / 8), 1)
    f = _finding(got, qk.line)
    assert (f.claim("a/source").value, f.claim("a/source_op").value, f.claim("a/source_line").value) == \
        ("once", load.name, load.line)
    assert f.claim("flop_per_operand_byte").value == want
    assert f"A is loaded once, before the loop ({load.name} at ttgir:{load.line}), not per iteration" in f.message


def test_the_old_a_and_b_figure_is_caught(flash) -> None:
    """The old statement, 2·M·N / ((M + N)·bytes) "of A and B loaded" without the source claims, and each lie
    about P's source, are refused by ``mma-flop`` for the IR's reason."""
    comp, got = flash
    model, qk, pv = _dots(got.stages["ttgir"])
    metrics = dict(got.report.metrics)
    for dot in (qk, pv):
        f = _finding(got, dot.line)
        m, n, b_bits = _mn(model, dot)
        a = model.type_of(str(roles(dot)["a"]))
        a_bits = {"f16": 16, "bf16": 16, "i8": 8}[a.element] if a is not None else 0
        old = round(2 * m * n / ((m * a_bits + n * b_bits) / 8), 1)
        assert old != f.claim("flop_per_operand_byte").value
        stripped = with_claim(f, "flop_per_operand_byte", old)
        template = re.sub(r"; A is [^;]*", "", str(f.template)).replace("of B loaded per iteration",
                                                                        "of A and B loaded")
        stripped = dataclasses.replace(stripped, template=template, claims=tuple(
            c for c in stripped.claims if not c.key.startswith("a/source")))
        assert f"does {old:g} FLOP per byte of A and B loaded" in stripped.message
        res = consistency.check(comp, [stripped], metrics, got.stages)
        assert [t for r, t in res.violations if r == "mma-flop" and "flop_per_operand_byte" in t], res.violations
    f = _finding(got, pv.line)
    qk_line = qk.line
    for key, lie in (("a/source", "loop"), ("a/source", "once"), ("a/source_line", qk_line),
                     ("a/source_op", "arith.truncf")):
        res = consistency.check(comp, [with_claim(f, key, lie)], metrics, got.stages)
        assert [t for r, t in res.violations if r == "mma-flop" and key in t], (key, res.violations[:3])


@pytest.fixture(scope="module", params=["cuda:90", "hip:gfx942"])
def resident(request, tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    from ir_explorer.capture.compiles import Request, compile_all
    from ir_explorer.capture.kernel_files import parse_constexprs
    from ir_explorer.core.model import Target
    from ir_explorer.core.store import Store

    own = Store(tmp_path_factory.mktemp("resident_dot"))
    spec = user_spec(str(ROOT / "tests/data/flop_kernels/resident_dot.py:resident_dot"), None, 4, 3,
                     parse_constexprs(["BLOCK=64"]),
                     ("a_ptr=fp16[64,64]", "b_ptr=fp16[64,64]", "c_ptr=fp32[64,64]", "steps=8"))
    (comp,) = compile_all([Request(spec, 0, Target.parse(request.param))], own)
    assert comp.ok, comp.failure
    return comp, consistency.stored_statements(comp, own)


def test_no_figure_when_neither_operand_is_loaded_per_iteration(resident) -> None:
    """A dot in a loop whose A and B are loaded before it (``tests/data/flop_kernels/resident_dot.py``): both are
    named as loaded once, no FLOP per byte is stated, and one stated anyway (the old 2·64·64 / ((64 + 64)·2) = 32)
    is refused."""
    comp, got = resident
    model = parse(got.stages["ttgir"])
    (dot,) = [o for o in model.printed_ops if o.name in DOTS]
    assert dot.loops
    f = _finding(got, dot.line)
    for r in ("a", "b"):
        load = _chain(model, str(roles(dot)[r]), ("tt.load", "amdg.buffer_load"))[-1]
        assert not load.loops
        assert (f.claim(f"{r}/source").value, f.claim(f"{r}/source_line").value) == ("once", load.line)
    assert f.claim("flop_per_operand_byte") is None
    assert "neither operand is loaded per iteration, so no FLOP per byte is stated" in f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
    from ir_explorer.analyses.findings import Claim
    lie = dataclasses.replace(f, claims=(*f.claims, Claim("flop_per_operand_byte", 32.0, "count", "mma-flop",
                                                          f.claims[0].about)))
    res = consistency.check(comp, [lie], dict(got.report.metrics), got.stages)
    assert [t for r, t in res.violations if r == "mma-flop" and "neither A nor B is loaded" in t], res.violations


def test_warp_specialized_loads_count_through_the_partition_captures(compiled, store) -> None:
    """Bundled ``flash_attention_tma`` with ``WARP_SPECIALIZE=True`` on cuda:120 (config 1): the K and V tiles are
    copied by TMA in a loop of a ``ttg.warp_specialize`` partition into rings the partition sees as block arguments
    (its captures), and the dots read them in the default region's loop. Each dot's B is loaded per iteration (by
    the other partition's loop), Q once, before the loop; the figure is 2·128·128 / (128·16 / 8) = 128 FLOP per
    byte of B. Before, the analysis's walk stopped at the block argument (A and B counted: 64) and the rule's at the
    same place (neither: "no FLOP per byte"), so selfcheck refused a true-looking figure on the bundled corpus."""
    comp = compiled("flash_attention_tma", "cuda:120", 1)
    assert comp.ok, comp.failure
    got = consistency.stored_statements(comp, store)
    model = parse(got.stages["ttgir"])
    qk = next(o for o in model.printed_ops if o.name in DOTS and o.loops)
    ws = model.enclosing(qk, "ttg.warp_specialize")
    assert ws is not None
    # B's ring: a local_load of a view of an allocation made before the warp_specialize
    b_load = model.defining_op(str(roles(qk)["b"]))
    while b_load is not None and b_load.name != "ttg.local_load":
        b_load = model.defining_op(str(b_load.operand_keys[0]))
    assert b_load is not None
    ring = model.alloc_origin(str(b_load.operand_keys[0]), captures=True).alloc
    assert ring is not None and model.defining_op(ring).line < ws.line
    copies = [o for o in model.printed_ops if o.name == "ttng.async_tma_copy_global_to_local" and o.loops
              and model.enclosing(o, "ttg.warp_specialize") is ws and qk.loops[-1] not in o.loops]
    into_ring = [o for o in copies if any(model.alloc_origin(k, captures=True).alloc == ring
                                          for k in o.operand_keys if k)]
    assert into_ring, "no copy of the loader partition fills B's ring"
    assert all(model.alloc_origin(k).alloc != ring for o in into_ring for k in o.operand_keys if k)
    f = _finding(got, qk.line)
    assert f.claim("a/source").value == "once"
    assert f.claim("flop_per_operand_byte").value == 128.0
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not [t for r, t in res.violations if r == "mma-flop"], res.violations[:3]
    for lie in (64.0, 85.3):
        res = consistency.check(comp, [with_claim(f, "flop_per_operand_byte", lie)], dict(got.report.metrics),
                                got.stages)
        assert [t for r, t in res.violations if r == "mma-flop"], lie


T10D = ROOT / "tests/data/trial2_kernels/t10d_commands.sh"


@pytest.fixture(scope="module")
def ogs_sm120(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T10D, "t10d_tk_matmul_ogs_sm120")


def test_an_fp4_operand_unpacked_by_fp4_to_fp_is_loaded(ogs_sm120) -> None:
    """Trial 10d M4 (docs/trial10d.md): matmul_ogs on cuda:120 unpacks A from e2m1 pairs with ``ttg.fp4_to_fp``; its
    packed bytes are a ``tt.load`` of i8 in the dot's loop (carried to the next iteration). The finding said "A is
    not loaded (computed in registers: ttg.fp4_to_fp …)". Now ``fp4_to_fp`` passes a loaded value on, as an upcast
    does: A is counted at the bits the load moves per value (8 bits per 2 values: 4) and the figure is
    2·128·128 / ((128·4 + 128·16) / 8) = 102.4; the old figure over B alone (128) is refused."""
    comp, got = ogs_sm120
    model = parse(got.stages["ttgir"])
    dot = next(o for o in model.printed_ops if o.name in DOTS and o.loops)
    up = model.defining_op(str(roles(dot)["a"]))
    while up is not None and up.name != "ttg.fp4_to_fp":
        up = model.defining_op(str(up.operand_keys[0]))
    assert up is not None, "no fp4_to_fp on A's chain"
    f = _finding(got, dot.line)
    assert f.claim("a/source") is None
    assert f.claim("a/loaded_bits").value == 4
    load_line = f.claim("a/load_line").value
    load = model.by_line[load_line]
    assert load.name == "tt.load" and dot.loops[-1] in load.loops
    assert load.result_types[0].startswith("tensor<64x128xi8")  # 2 e2m1 values per byte of the 128x128 A
    assert f.claim("flop_per_operand_byte").value == 102.4
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not [t for r, t in res.violations if r == "mma-flop"], res.violations[:3]
    for key, lie in (("flop_per_operand_byte", 128.0),):  # the old figure over B alone
        res = consistency.check(comp, [with_claim(f, key, lie)], dict(got.report.metrics), got.stages)
        assert [t for r, t in res.violations if r == "mma-flop"], (key, lie)
