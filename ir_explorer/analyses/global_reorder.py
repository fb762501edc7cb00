"""A read-after-write through global memory that the software pipeliner reordered across loop iterations.

Triton's pipeliner (``lib/Dialect/TritonGPU/Transforms/Pipeliner``: ``AssignLatencies``, ``LowerLoops``) turns a
``tt.load`` of a loop into a ``ttg.async_copy_global_to_local`` (cp.async) issued one or more iterations ahead of its
use; it does not ask whether the loop stores to the addresses it loads. A loop that stores to a global buffer and
reads it back in the same iteration (llm-foundry's flash attention: ``tl.store(t_ptrs, acc_o_scale)`` then
``acc_o_scale = tl.load(t_ptrs)``, a workaround kept from an old compiler bug) then reads, in iteration i+1, data the
copy fetched in iteration i, before iteration i+1's store (trial 13a, cuda:100).

:func:`analyze` finds, in each ``scf.for`` body of the TTGIR, a ``tt.store`` and a later
``ttg.async_copy_global_to_local`` whose pointers are the same addresses (:func:`same_address`: one SSA value, or
two whose definitions are alike op for op up to ``ttg.convert_layout`` and the layouts of ``tt.splat``,
``tt.make_range`` …), whose commit group is carried to the next iteration by the loop's ``scf.yield``, and whose
buffer a ``ttg.local_load`` reads after the store, through an ``ttg.async_wait`` on that carried group. Each claim is
re-derived by rule ``global-raw-reorder`` (:mod:`ir_explorer.engines.rules.global_reorder`).
"""

from __future__ import annotations

import re

from ir_explorer.analyses.findings import Analysis, AnalysisInput, Claim, Finding, Ref
from ir_explorer.ir.mlir_model import IRModule, IROp, display

_RULE = "global-raw-reorder"
# e.g. %offs_m_13 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, …}>>
# e.g. %cst = arith.constant dense<0.000000e+00> : tensor<128xf32, #blocked1>
_DENSE = re.compile(r"^dense<(.*)>$")


def _constant_text(op: IROp) -> str:
    """An operand-less op's attributes and value without its type (``{end = 128 : i32, start = 0 : i32}``; a
    ``dense<X>`` splat as ``X``), so one constant in two layouts compares equal."""
    after = op.source.split(op.name, 1)[-1].strip()
    value = after.rsplit(" : ", 1)[0].strip() if " : " in after else after
    m = _DENSE.match(value)
    return m.group(1) if m else value


def same_address(model: IRModule, a: str, b: str, depth: int = 16) -> bool:
    """Whether values ``a`` and ``b`` (keys of ``model``) hold the same values element for element up to layout:
    the same key; or, after stepping through ``ttg.convert_layout`` ops, results of one position of two ops with
    one name, the same operand-less text (:func:`_constant_text`) and pairwise such operands, ``depth`` ops deep.
    A block argument is only itself. Never raises."""
    if depth < 0:
        return False
    a, b = _through_converts(model, a), _through_converts(model, b)
    if a == b:
        return True
    va, vb = model.values.get(a), model.values.get(b)
    oa, ob = model.defining_op(a), model.defining_op(b)
    if va is None or vb is None or oa is None or ob is None or va.is_block_arg or vb.is_block_arg:
        return False
    if oa.name != ob.name or va.index != vb.index or len(oa.operand_keys) != len(ob.operand_keys):
        return False
    if not oa.operand_keys:
        return _constant_text(oa) == _constant_text(ob)
    return all(x is not None and y is not None and same_address(model, x, y, depth - 1)
               for x, y in zip(oa.operand_keys, ob.operand_keys, strict=True))


def _through_converts(model: IRModule, key: str) -> str:
    """``key``, or the source of the ``ttg.convert_layout`` chain that defines it."""
    for _ in range(64):
        op = model.defining_op(key)
        v = model.values.get(key)
        if op is None or v is None or v.is_block_arg or op.name != "ttg.convert_layout" or not op.operand_keys \
                or op.operand_keys[0] is None:
            return key
        key = op.operand_keys[0]
    return key


def reordered(model: IRModule) -> list[tuple[IROp, IROp, IROp, IROp]]:
    """``(loop, store, copy, read)`` for each hazard of the module docstring: ``loop`` an ``scf.for``; ``store`` a
    ``tt.store`` and ``copy`` a later ``ttg.async_copy_global_to_local`` of its body, pointers the same addresses;
    the copy's ``ttg.async_commit_group`` yielded to the next iteration; ``read`` a ``ttg.local_load`` of the body
    after the store, of the copy's allocation, whose token is an ``ttg.async_wait`` on the loop's carried group.
    Never raises."""
    out: list[tuple[IROp, IROp, IROp, IROp]] = []
    for loop in model.ops:
        if loop.name != "scf.for":
            continue
        body = [op for op in model.ops if op.parent == loop.index and op.parent_region == 0]
        yields = [op for op in body if op.name == "scf.yield"]
        if not yields:
            continue
        yielded = yields[-1].operand_keys
        args = {v.index - 1: v.key for v in model.values.values()
                if v.is_block_arg and v.owner == loop.index and v.region == 0 and v.index > 0}
        stores = [op for op in body if op.name == "tt.store" and op.operand_keys and op.operand_keys[0]]
        for copy in (op for op in body if op.name == "ttg.async_copy_global_to_local"):
            if len(copy.operand_keys) < 2 or not copy.operand_keys[0] or not copy.operand_keys[1] \
                    or not copy.result_keys:
                continue
            carried = {args[i] for u in model.users(copy.result_keys[0]) if u.name == "ttg.async_commit_group"
                       for r in u.result_keys for i, y in enumerate(yielded) if y == r and i in args}
            if not carried:
                continue
            alloc = model.alloc_origin(copy.operand_keys[1]).alloc
            for store in stores:
                if store.line >= copy.line or not same_address(model, store.operand_keys[0] or "",
                                                               copy.operand_keys[0]):
                    continue
                for read in body:
                    if read.name != "ttg.local_load" or not store.line < read.line < copy.line \
                            or len(read.operand_keys) < 2 or not read.operand_keys[0] \
                            or model.alloc_origin(read.operand_keys[0]).alloc != alloc or alloc is None:
                        continue
                    wait = model.defining_op(read.operand_keys[1] or "")
                    if wait is not None and wait.name == "ttg.async_wait" and carried & set(wait.operand_keys):
                        out.append((loop, store, copy, read))
                        break
    return out


def analyze(inp: AnalysisInput) -> Analysis:
    """One ``warn`` of kind ``pipelining`` per hazard of :func:`reordered` in the TTGIR, citing the store, the
    copy, the read and the loop (their lines and ops as claims of rule ``global-raw-reorder``), at the store's line.
    No findings without a TTGIR."""
    if "ttgir" not in inp.stages:
        return Analysis([], {})
    model = inp.model("ttgir")
    findings: list[Finding] = []
    for loop, store, copy, read in reordered(model):
        def ref(op: IROp) -> tuple[Ref, ...]:
            """The op's own line and name."""
            return (Ref("ttgir", op.line, op.name),)
        s_ptr, c_ptr = display(store.operand_keys[0] or ""), display(copy.operand_keys[0] or "")
        claims = [Claim("store", "tt.store", "op", _RULE, ref(store)),
                  Claim("store_pointer", f"%{s_ptr}", "value", _RULE, ref(store)),
                  Claim("copy", "ttg.async_copy_global_to_local", "op", _RULE, ref(copy)),
                  Claim("copy_pointer", f"%{c_ptr}", "value", _RULE, ref(copy)),
                  Claim("read", "ttg.local_load", "op", _RULE, ref(read)),
                  Claim("loop", "scf.for", "op", _RULE, ref(loop)),
                  Claim("store_line", store.line, "line", _RULE, ref(store)),
                  Claim("copy_line", copy.line, "line", _RULE, ref(copy)),
                  Claim("read_line", read.line, "line", _RULE, ref(read)),
                  Claim("loop_line", loop.line, "line", _RULE, ref(loop))]
        file, pyline = inp.python_location("ttgir", store.line)
        _, read_py = inp.python_location("ttgir", read.line)
        source = f"; the source stores at Python line {pyline} and loads at line {read_py} in one iteration" \
            if pyline and read_py else ""
        findings.append(Finding(
            kind="pipelining", severity="warn", stage="ttgir", lines=(store.line, copy.line, read.line),
            python_file=file, python_line=pyline, claims=tuple(claims),
            template="read-after-write through global memory reordered by the pipeliner: in the {loop} at "
                     "ttgir:{loop_line}, the {store} at ttgir:{store_line} ({store_pointer}) writes the addresses "
                     "the {copy} at ttgir:{copy_line} ({copy_pointer}, the same pointer up to layout) reads, after "
                     "the store, for the next iteration (its commit group goes through the scf.yield); the next "
                     "iteration's {read} at ttgir:{read_line} comes after that iteration's store but reads what "
                     "the copy fetched, so it sees the previous iteration's stored values" + source))
    return Analysis(findings, {})
