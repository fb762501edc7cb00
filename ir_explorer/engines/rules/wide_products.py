"""The rule of the 64-bit products' count (``i64-products``), re-derived from the raw IR by a definition of its own,
apart from the address-chain walk (:func:`ir_explorer.analyses.address_chains.chains`) the analysis counts with.

Issue 23 asks each rule to re-derive a claim independently of the analysis that made it. Trial 14d F1 showed why:
the analysis said "6 product(s) … in 64 bits" where the TTIR holds 11 (the walk took a tensor product only in i32),
and a rule that recounted with that same walk agreed with it. This rule counts on the rules' own parse of the stage
(:meth:`ClaimContext.model`) by a simpler definition, each part read from the op's own line or the model's def-use
edges:

* the op is an ``arith.muli`` whose result is an ``i64`` or a tensor of ``i64`` (its result type);
* one operand is built from a ``tt.get_program_id`` and the other from an integer argument of the kernel, each by
  following operands backwards through every op (a loop's induction variable through its bounds and step; not a
  loop-carried value, which the iterations set), stopping at a ``tt.load``, constants and ranges. A factor built
  from a ``tt.load`` is the load's, not a program id's: it does not count, unless it is a scalar that holds a program
  id as well (``(k_bos + pid) * stride``: a loaded sequence start plus the block index);
* it is no ``x // n * n`` or ``x // (m * n) * n`` (through casts): the part of a remainder, at most ``x``;
* its value reaches the offset (operand 1) of a ``tt.addptr``, forward through ops with an integer result (no load,
  no comparison, no ``scf`` op: a loop's bound is no offset; the worklist of uses is
  :func:`~ir_explorer.analyses.address_chains.feeds_offset`'s, the step this rule's own);
* it is innermost: no other such product of a program id by an argument (in any width) is among its operands'
  ops (``pid * s * h`` is one product, named by its inner one).

Pure functions over stored text: no Triton, no store."""

from __future__ import annotations

import re
from collections.abc import Iterable

from ir_explorer.analyses.address_chains import feeds_offset
from ir_explorer.analyses.findings import Claim, Finding
from ir_explorer.engines.rules import ClaimContext, Verdict, claim_rule, equal
from ir_explorer.ir.mlir_model import IRModule, IROp

# e.g.     %a_ptrs_16 = arith.muli %a_ptrs_14, %a_ptrs_15 : tensor<64x1xi64> loc(#loc114)   (result type
# tensor<64x1xi64>)     e.g.     %a_ptrs_9 = arith.muli %a_ptrs, %stride_ae : i64 loc(#loc113)   (i64)
_INT_RESULT = re.compile(r"^(?:tensor<(?:\d+x)+)?i(\d+)\b")
# e.g. %stride_am: i64 loc("stride_am"(#loc27))   e.g. %N: i32 {tt.divisibility = 16 : i32}
_INT_ARG = re.compile(r"^i\d+$")
#: Ops whose result is no value computed from their operands (the backward walk stops there).
_LEAVES = frozenset({"tt.make_range", "arith.constant", "tt.get_num_programs"})
#: Integer casts (a value keeps its meaning through them).
_CASTS = ("arith.extsi", "arith.extui", "arith.trunci", "arith.index_cast")
#: Ops through which a value does not go on forward towards an offset (a read, a comparison, a loop or a branch).
_NOT_OFFSET = ("tt.load", "tt.descriptor_load", "arith.cmpi", "tt.addptr", "tt.store", "tt.atomic_rmw")


def _sources(model: IRModule, keys: Iterable[str]) -> set[str]:
    """What ``keys`` are built from, walking backwards through the model's def-use edges: ``"pid"`` (a
    ``tt.get_program_id``), ``"arg"`` (an integer argument of the kernel), ``"load"`` (a ``tt.load``, not followed),
    and ``"muli:LINE"`` for each ``arith.muli`` on the way."""
    args = {v.key: v.type or "" for v in model.function_args}
    todo, seen, found = list(keys), set[str](), set[str]()
    while todo and len(seen) < 4096:
        key = todo.pop()
        if key in seen:
            continue
        seen.add(key)
        if key in args:
            if _INT_ARG.match(args[key].strip()):
                found.add("arg")
            continue
        op, v = model.defining_op(key), model.values.get(key)
        if op is None or v is None or model.carried(key):  # a loop-carried value: set by the iterations
            continue
        if v.is_block_arg:
            if op.name == "scf.for" and v.region == 0 and v.index == 0:  # an induction variable: bounds and step
                todo.extend(k for k in op.operand_keys[:3] if k is not None)
            continue
        if op.name == "tt.get_program_id":
            found.add("pid")
        elif op.name in ("tt.load", "tt.descriptor_load"):
            found.add("load")
        elif op.name not in _LEAVES:
            if op.name == "arith.muli":
                found.add(f"muli:{op.line}")
            todo.extend(k for k in op.operand_keys if k is not None)
    return found


def _bits(op: IROp) -> int | None:
    """The bits of the integer element of ``op``'s first result (``tensor<64x1xi64>``: 64), ``None`` when it is no
    integer (a float, a pointer, a memdesc) or has no type."""
    m = _INT_RESULT.match((op.result_types[0] or "").strip()) if op.result_types else None
    return int(m[1]) if m else None


def _carries_offset(user: IROp) -> bool:
    """Whether a value used by ``user`` goes on in ``user``'s result towards an offset: an op with an integer result
    (not :data:`_NOT_OFFSET`, not an ``scf`` op)."""
    return user.name not in _NOT_OFFSET and not user.name.startswith("scf.") and _bits(user) not in (None, 1)


def _is_pid_product(model: IRModule, op: IROp) -> bool:
    """Whether ``op`` is an ``arith.muli`` of a value built from a program id by one built from an integer argument
    (:func:`_sources` of each operand), no factor a loaded value's (a scalar one that holds a program id as well
    excepted), and no ``x // n * n`` (:func:`_remainder_part`)."""
    keys = [k for k in op.operand_keys if k is not None]
    if op.name != "arith.muli" or len(keys) != 2:
        return False
    if _remainder_part(model, keys):
        return False
    tensor = (op.result_types[0] or "").startswith("tensor<") if op.result_types else False
    a, b = (_sources(model, [k]) for k in keys)
    for pid, other in ((a, b), (b, a)):
        # a factor read from memory is the load's, not a program id's: a scalar one counts when it holds a program id
        # as well (``(k_bos + pid) * stride``: a loaded sequence start plus the block index), a tensor one never
        loaded = "load" in pid and (tensor or "pid" not in pid) or "load" in other and "pid" not in other
        if "pid" in pid and "arg" in other and not loaded:
            return True
    return False


def _uncast(model: IRModule, key: str) -> str:
    """``key``, or the value it was extended or truncated from, repeatedly."""
    for _ in range(8):
        op, v = model.defining_op(key), model.values.get(key)
        if op is None or v is None or v.is_block_arg or op.name not in _CASTS or not op.operand_keys \
                or op.operand_keys[0] is None:
            break
        key = op.operand_keys[0]
    return key


def _remainder_part(model: IRModule, keys: list[str]) -> bool:
    """Whether the product of ``keys`` is ``x // n * n`` or ``x // (m * n) * n`` (through casts): a quotient times
    its divisor or a factor of it, the part of a remainder (``x - x // n * n``) that is at most ``x``, no new index."""
    for q, n in ((keys[0], keys[1]), (keys[1], keys[0])):
        q, n = _uncast(model, q), _uncast(model, n)
        div, v = model.defining_op(q), model.values.get(q)
        if div is None or v is None or v.is_block_arg or div.name not in ("arith.divsi", "arith.divui") \
                or len(div.operand_keys) != 2 or div.operand_keys[1] is None:
            continue
        d = _uncast(model, div.operand_keys[1])
        by, dv = model.defining_op(d), model.values.get(d)
        if d == n or by is not None and dv is not None and not dv.is_block_arg and by.name == "arith.muli" \
                and n in {_uncast(model, k) for k in by.operand_keys if k is not None}:
            return True
    return False


def wide_products(model: IRModule) -> list[int]:
    """The lines of the ``arith.muli`` ops in 64 bits that multiply a value built from a program id by one built from
    an integer argument of the kernel and reach a ``tt.addptr`` offset, innermost only (the module docstring's
    definition), in line order. Never raises on a parsed model."""
    out = []
    for op in model.printed_ops:
        if op.name != "arith.muli" or _bits(op) != 64 or not _is_pid_product(model, op):
            continue
        if not feeds_offset(model, op, _carries_offset):  # the walk of uses, with this rule's own step
            continue
        inner = [int(s[5:]) for s in _sources(model, [k for k in op.operand_keys if k]) if s.startswith("muli:")]
        if any(_is_pid_product(model, model.by_line[ln]) for ln in inner if ln in model.by_line):
            continue
        out.append(op.line)
    return out


@claim_rule("i64-products")
def i64_products(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``count``: the products of a program id by a runtime argument computed in 64 bits that offsets hold, recounted
    by :func:`wide_products` on the rules' own parse of the finding's stage (not the analysis's walk)."""
    return equal(claim.value, len(wide_products(ctx.model(finding.stage))))
