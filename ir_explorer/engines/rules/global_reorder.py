"""Rule of the claims of the reordered global read-after-write warning (:mod:`ir_explorer.analyses.global_reorder`).

Re-derived from the rules' own parse of the TTGIR (``ClaimContext.model``), on a path apart from the analysis: the
four cited ops must hold their op at their line and lie directly in the cited ``scf.for``'s body, store before read
before copy; the two pointers must spell one address expression (:func:`_expression`: each pointer unfolded into
its defining ops, printed names and types dropped, ``ttg.convert_layout`` skipped, where the analysis compares two
definitions op by op); the copy's ``ttg.async_commit_group`` must be an operand of the loop's ``scf.yield`` whose
region argument at that position an ``ttg.async_wait`` takes, and that wait's token the read's; the read and the
copy must view one allocation (the first operand of the view ops down to a ``ttg.local_alloc``).
"""

from __future__ import annotations

from ir_explorer.analyses.findings import Claim, Finding
from ir_explorer.engines.rules import ClaimContext, Verdict, claim_rule
from ir_explorer.ir.mlir_model import IRModule, IROp, display

_VIEWS = frozenset({"ttg.memdesc_index", "ttg.memdesc_subview", "ttg.memdesc_trans", "ttg.memdesc_reshape"})


def _expression(model: IRModule, key: str, depth: int = 16) -> str:
    """``key``'s value as an expression of op names and constants (``tt.addptr(tt.splat(…), arith.addi(…))``),
    printed names, types and layouts left out and ``ttg.convert_layout`` skipped; a block argument or function
    argument is its key."""
    op = model.defining_op(key)
    v = model.values.get(key)
    if op is None or v is None or v.is_block_arg or depth < 0:
        return key
    if op.name == "ttg.convert_layout" and op.operand_keys and op.operand_keys[0]:
        return _expression(model, op.operand_keys[0], depth)
    if not op.operand_keys:
        body = op.source.split(op.name, 1)[-1]
        body = body.rsplit(" : ", 1)[0] if " : " in body else body
        body = body.strip()
        if body.startswith("dense<") and body.endswith(">"):
            body = body[6:-1]
        return f"{op.name}[{body}]#{v.index}"
    inner = ", ".join(_expression(model, k, depth - 1) if k else "?" for k in op.operand_keys)
    return f"{op.name}({inner})#{v.index}"


def _allocation(model: IRModule, key: str) -> str | None:
    """The ``ttg.local_alloc`` result a memdesc value views (through :data:`_VIEWS`' first operands)."""
    for _ in range(32):
        op = model.defining_op(key)
        if op is None:
            return None
        if op.name == "ttg.local_alloc":
            return key
        if op.name not in _VIEWS or not op.operand_keys or not op.operand_keys[0]:
            return None
        key = op.operand_keys[0]
    return None


def _hazard(model: IRModule, loop: IROp, store: IROp, copy: IROp, read: IROp) -> str | None:
    """Why the four ops are not the hazard of the module docstring, or ``None`` when they are."""
    if loop.name != "scf.for" or (store.name, copy.name, read.name) != (
            "tt.store", "ttg.async_copy_global_to_local", "ttg.local_load"):
        return "the cited lines do not hold scf.for, tt.store, ttg.async_copy_global_to_local, ttg.local_load"
    if any(op.parent != loop.index or op.parent_region != 0 for op in (store, copy, read)):
        return "an op lies outside the loop's body"
    if not store.line < read.line < copy.line:
        return f"order store {store.line}, read {read.line}, copy {copy.line}"
    if _expression(model, store.operand_keys[0] or "") != _expression(model, copy.operand_keys[0] or ""):
        return "the two pointers are not one address expression"
    body = [op for op in model.ops if op.parent == loop.index and op.parent_region == 0]
    yields = [op for op in body if op.name == "scf.yield"]
    groups = {r for op in body if op.name == "ttg.async_commit_group" and copy.result_keys
              and copy.result_keys[0] in op.operand_keys for r in op.result_keys}
    positions = [i for i, k in enumerate(yields[-1].operand_keys if yields else ()) if k in groups]
    args = {v.key for v in model.values.values() if v.is_block_arg and v.owner == loop.index and v.region == 0
            and v.index - 1 in positions}
    wait = model.defining_op(read.operand_keys[1] or "") if len(read.operand_keys) > 1 else None
    if not args or wait is None or wait.name != "ttg.async_wait" or not args & set(wait.operand_keys):
        return "the read does not wait on the copy's group carried from the previous iteration"
    if _allocation(model, read.operand_keys[0] or "") != _allocation(model, copy.operand_keys[1] or "") \
            or _allocation(model, read.operand_keys[0] or "") is None:
        return "the read and the copy view different allocations"
    return None


@claim_rule("global-raw-reorder")
def global_raw_reorder(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """``store``/``copy``/``read``/``loop``: the op at the cited line; ``…_line``: that line; ``store_pointer``/
    ``copy_pointer``: the op's pointer operand as printed; and, for every claim, that the cited four ops are the
    hazard (:func:`_hazard`)."""
    model = ctx.model("ttgir")
    ops: dict[str, IROp] = {}
    for c in finding.claims:
        if c.key in ("store", "copy", "read", "loop") and c.about and c.about[0].line in model.by_line:
            ops[c.key] = model.by_line[c.about[0].line]
    if len(ops) != 4:
        return False, "the finding does not cite four ops of the TTGIR"
    role, _, what = claim.key.partition("_")
    op = ops.get(role)
    if op is None:
        return False, f"no rule for {claim.key}"
    if what == "":
        ok, said = claim.value == op.name, f"ttgir:{op.line} holds {op.name}"
    elif what == "line":
        ok, said = claim.value == op.line and [r.line for r in claim.about] == [op.line], f"the op is at {op.line}"
    elif what == "pointer":
        printed = f"%{display(op.operand_keys[0] or '')}" if op.operand_keys else None
        ok, said = claim.value == printed, f"the pointer is {printed}"
    else:
        return False, f"no rule for {claim.key}"
    why = _hazard(model, ops["loop"], ops["store"], ops["copy"], ops["read"])
    return ok and why is None, said + ("" if why is None else f"; {why}")
