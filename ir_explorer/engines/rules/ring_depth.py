"""Each buffer ring's pipelining depth, read from what Triton's pipeliner encodes in the loop it expanded: the rules'
own path to a ring's stage count (:mod:`ir_explorer.engines.rules.mma_pipelining`, rule ``pipe-stages``), apart from
:func:`ir_explorer.analyses.pipelining.loops` (which counts the prologue's copies less its peeled reads).

What the pipeliner writes (``lib/Dialect/TritonGPU/Transforms/Pipeliner/PipelineExpander.cpp``, ``createKernel``;
``SoftwarePipeliner.cpp`` expands with ``peelEpilogue = false``): an op scheduled at stage ``s`` of a schedule of
``maxStage + 1`` stages runs, in the loop's iteration ``i``, the work of iteration ``i + k`` with ``k = maxStage - s``
(its uses of the induction variable become ``%iv + k·step``), and when ``k > 0`` it is predicated on
``%iv < ub - k·step`` (``arith.cmpi slt``; canonicalized to ``%iv < C`` for a constant ``ub``, ``arith.subi %ub,
%c(k·step)`` otherwise). ``predicateOp`` (``PipeliningUtility.cpp``) puts that predicate into a cp.async's mask
(``tt.splat`` of it, ``arith.andi`` with the bounds mask), a TMA copy's and a ``tc_gen5_mma``'s ``pred`` operand; the
ops of the last stage (``k = 0``) carry none. So:

* a ring's copies in the loop (``ttg.async_copy_global_to_local``, ``ttng.async_tma_copy_global_to_local``,
  ``amdg.buffer_load_to_local``, ``ttg.local_store`` into one of its buffers) fill the buffer of iteration
  ``i + k_copy``;
* the dots its data reaches in the loop (a dot that takes a view of the ring, or one a ``ttg.local_load`` of it
  reaches along its uses, through ``ttg.local_store``/``ttng.tmem_store`` into a buffer and that buffer's readers, not
  through ops that only address memory) run iteration ``i + k_dot``; the first of them (the largest ``k_dot``) is the
  one the ring is ahead of;
* where the copies and a dot reading the ring pick their buffer with ``LowerLoops.cpp``'s wrapped counters
  (:func:`slot_offset`: slot ``(c0 + 1 + i) mod n`` in iteration ``i``), their offsets must differ by ``k_copy -
  k_dot`` (mod ``n``): the dot reads the slot the copy of its iteration filled; a ring where they do not is not
  recognised;
* the loop's schedule depth (:func:`schedule_depth`) = 1 + the most iterations a ring's copies run ahead of the
  loop's dots: an index ring's ``k_copy`` less the ``k_dot`` of the ring whose copy it addresses;
* stages = ``1 + k_copy - k_dot`` (1 + the iterations the copies run ahead of the first dot their data reaches); a
  ring whose data reaches no dot (vLLM's block-table index, which addresses the K and V copies; fastvideo's
  ``%kv_idx``) is counted ahead of the first op that consumes its data, the first (largest ``k``) copy whose pointer
  or coordinates its values compute (:func:`_addressed_copies`), as Triton's ``AssignLatencies.cpp`` gives a load
  feeding another load's address its own latency before that load; it is counted ahead of the loop's own iteration
  (``k_dot = 0``) only where it addresses no copy.

AMD's stream pipeliner (``third_party/amd/lib/TritonAMDGPUTransforms/StreamPipeline.cpp``) peels the epilogue
instead (the loop's upper bound is lowered) and predicates nothing: there, a reader's buffer view that is a loop-carried
value whose ``scf.yield`` gives the view a copy of the body filled is that many iterations behind the copy (one
carried hop per iteration). A form none of these reads is not guessed: :attr:`RingDepth.stages` is ``None`` and
:attr:`RingDepth.why` says what was not recognised. Pure functions over the rules' own parse (``ctx.model``)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ir_explorer.ir.mlir_model import IRModule, IROp
from ir_explorer.ir.operand_roles import roles

#: Ops that fill one buffer of a ring (what the pipeliner's copies are).
FILLS = ("ttg.async_copy_global_to_local", "ttng.async_tma_copy_global_to_local", "amdg.buffer_load_to_local",
         "ttg.local_store")
#: The dot ops (the readers a ring is ahead of).
DOTS = ("tt.dot", "tt.dot_scaled", "ttng.warp_group_dot", "ttng.tc_gen5_mma", "ttng.tc_gen5_mma_scaled")
#: Ops a predicate passes through on its way into a cp.async mask (``tt.splat %pred``, ``arith.andi`` with the bounds
#: mask, a broadcast to the tile's shape, a layout change).
_MASK_PATH = frozenset({"tt.splat", "tt.broadcast", "tt.expand_dims", "arith.andi", "ttg.convert_layout",
                        "tt.reshape"})
#: Ops through which a loaded value only addresses memory or orders copies: a value that reaches only these feeds
#: no dot.
_ADDRESSING = frozenset({"tt.addptr", "tt.load", "tt.store", "ttg.async_copy_global_to_local",
                         "ttg.async_commit_group", "ttg.async_wait", "amdg.buffer_load", "amdg.buffer_load_to_local",
                         "amdg.buffer_store", "ttng.async_tma_copy_global_to_local", "tt.descriptor_load",
                         "ttng.wait_barrier", "ttg.memdesc_index", "scf.yield"})
_STORES = ("ttg.local_store", "ttng.tmem_store")
# e.g. %c5_i32 = arith.constant 5 : i32    e.g. %c-64_i32 = arith.constant -64 : i32
_INT = re.compile(r"arith\.constant (?P<v>-?\d+) : i\d+")
# e.g. %true = arith.constant true    e.g. %cst_9 = arith.constant dense<false> : tensor<64x32xi1, #blocked>
_BOOL = re.compile(r"arith\.constant (?:dense<)?(?P<v>true|false)\b")


@dataclass(frozen=True)
class RingDepth:
    """One ring's depth in one loop, as the pipeliner encoded it (see the module docstring)."""

    stages: int | None
    """``1 + copy_ahead - dot_ahead``; ``None`` when a form was not recognised (:attr:`why`)."""
    copy_ahead: int | None
    """The iterations ahead of the loop's own (``k``) that the ring's copies in the loop fill."""
    dot_ahead: int | None
    """The iterations ahead of the loop's own that the first dot the ring's data reaches runs; for a ring whose data
    reaches no dot, the first copy its data addresses (0 when it addresses none either)."""
    copies: tuple[int, ...]
    """TTGIR lines of the ring's copies in the loop."""
    dots: tuple[int, ...]
    """TTGIR lines of the dots in the loop its data reaches."""
    why: str
    """How the depth was read, or what was not recognised."""
    addresses: tuple[int, ...] = ()
    """For a ring whose data reaches no dot (an index ring): TTGIR lines of the copies its data addresses (the
    first of which, the largest ``k``, :attr:`dot_ahead` is counted to); else ``()``."""


def schedule_depth(depths: dict[str, RingDepth]) -> tuple[int | None, str]:
    """The loop's schedule depth from its rings' depths (:func:`ring_depths`, each read): 1 + the most iterations
    any ring's copies run ahead of the loop's dots, the pipeliner's ``maxStage + 1``. A ring whose data reaches a dot
    is ``copy_ahead - dot_ahead`` ahead of it; an index ring's copies are ``copy_ahead`` minus the ``dot_ahead`` of
    the ring whose copy it addresses (the one with a copy at a line of :attr:`RingDepth.addresses`; vLLM at
    num_stages=3: the block-table index 2 iterations, the K copy 1: 3 stages, where each ring is 2 deep). Without an
    index ring, the deepest ring's stages. ``(None, why)`` where a ring's depth was not read or the ring an index
    addresses is not one of ``depths``."""
    unread = [d for d in depths.values() if d.stages is None]
    if unread:
        return None, unread[0].why
    ahead: list[int] = []
    for a, d in depths.items():
        if d.copy_ahead is None or d.dot_ahead is None:
            return None, f"{a}: {d.why}"
        if not d.addresses:
            ahead.append(d.copy_ahead - d.dot_ahead)
            continue
        fed = [t for b, t in depths.items() if b != a and set(t.copies) & set(d.addresses) and t.copy_ahead is not None
               and t.copy_ahead == d.dot_ahead and not t.addresses]
        if not fed:
            return None, f"no ring's copy in the loop is the one {a} addresses at ttgir:{min(d.addresses)}"
        ahead.append(d.copy_ahead - max(t.dot_ahead for t in fed if t.dot_ahead is not None))
    if not ahead:
        return None, "no ring"
    return 1 + max(ahead), "1 + the most iterations a ring's copies run ahead of the loop's dots"


def constant(model: IRModule, key: str | None) -> int | bool | None:
    """The value of an ``arith.constant`` integer or ``i1`` (splat ``dense<…>`` included) named ``key``, else
    ``None``."""
    op = model.defining_op(key) if key else None
    if op is None or op.name != "arith.constant":
        return None
    if (m := _INT.search(op.text)) is not None:
        return int(m.group("v"))
    if (b := _BOOL.search(op.text)) is not None:
        return b.group("v") == "true"
    return None


def loop_bounds(model: IRModule, head: IROp) -> tuple[str | None, str | None, str | None, str | None]:
    """``(lb, ub, step, iv)`` keys of an ``scf.for``: its first three operands and its region's argument 0."""
    ks = list(head.operand_keys[:3]) + [None] * (3 - len(head.operand_keys[:3]))
    iv = next((v.key for v in model.values.values() if v.owner == head.index and v.is_block_arg and v.index == 0
               and v.region == 0), None)
    return ks[0], ks[1], ks[2], iv


def trip_count(model: IRModule, head: IROp) -> int | None:
    """The iterations of an ``scf.for`` whose bounds and step are constants (``ceil((ub - lb) / step)``, 0 when
    ``ub <= lb``), else ``None``."""
    lb, ub, step, _ = loop_bounds(model, head)
    lo, hi, st = constant(model, lb), constant(model, ub), constant(model, step)
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in (lo, hi, st)) or not st:
        return None
    assert isinstance(lo, int) and isinstance(hi, int) and isinstance(st, int)
    return max(0, -(-(hi - lo) // st))


def _linear(model: IRModule, key: str | None) -> tuple[str | None, int]:
    """``key`` as ``base + offset``: through ``arith.subi``/``arith.addi`` of a constant (``%N_CTX - 256`` is
    ``("N_CTX", -256)``); a constant is ``(None, value)``; anything else ``(key, 0)``."""
    off = 0
    for _ in range(8):
        cv = constant(model, key)
        if isinstance(cv, int) and not isinstance(cv, bool):
            return None, off + cv
        op = model.defining_op(key) if key else None
        if op is None or op.name not in ("arith.subi", "arith.addi") or len(op.operand_keys) != 2:
            break
        a, b = op.operand_keys
        bv, av = constant(model, b), constant(model, a)
        if isinstance(bv, int) and not isinstance(bv, bool):
            off, key = off + (bv if op.name == "arith.addi" else -bv), a
        elif op.name == "arith.addi" and isinstance(av, int) and not isinstance(av, bool):
            off, key = off + av, b
        else:
            break
    return key, off


def pipelined_bound(model: IRModule, head: IROp) -> str | None:
    """The upper bound the pipeliner's predicates are relative to: the loop's own, or, where ``peelLoopEpilogue``
    (``lib/Dialect/Triton/Transforms/LoopPeeling.cpp``, run after the expansion for a tcgen05 loop) lowered it to
    ``ub - step`` and put the last iteration in an ``scf.if`` right after the loop, on ``lastIV < ub`` (folded to a
    comparison of that ``ub``, ``arith.cmpi sgt, %ub, %lb``), the ``ub`` before that (the predicates in the body keep
    it)."""
    _, ub, step, _ = loop_bounds(model, head)
    op = model.defining_op(ub) if ub else None
    if op is None or op.name != "arith.subi" or len(op.operand_keys) != 2 or not op.operand_keys[0]:
        return ub
    st, sub = constant(model, step), op.operand_keys[1]
    if not (sub == step or (isinstance(st, int) and constant(model, sub) == st)):
        return ub
    base = op.operand_keys[0]
    # the peeled iteration: the first op after the loop that is not integer arithmetic (the last iteration's
    # ``lastIV = lb + (ub - lb - 1) // step * step`` comes first when lb is not a constant) is an scf.if on
    # ``lastIV < ub`` (folded to ``ub > lb`` or ``lb < ub``), a comparison of the bound before peeling (trial 9a:
    # SageAttention's diagonal loop from ``start_m * 128``)
    after = _after_loop(model, head)
    cond = model.defining_op(after.operand_keys[0]) if after is not None and after.name == "scf.if" \
        and after.operand_keys and after.operand_keys[0] else None
    peeled = cond is not None and cond.name == "arith.cmpi" and base in cond.operand_keys
    return base if peeled else ub


def _after_loop(model: IRModule, head: IROp) -> IROp | None:
    """The first op after the loop ``head`` in its block that is not an ``arith`` integer op."""
    return next((o for o in model.ops if o.parent == head.parent and o.index > head.index and not o.implicit
                 and o.name not in _LAST_IV_OPS), None)


#: The ops of ``peelLoopEpilogue``'s last induction value (``arith.subi``, ``arith.divsi``, ``arith.muli``,
#: ``arith.addi``) that may stand between a loop and the scf.if of its peeled iteration.
_LAST_IV_OPS = frozenset({"arith.subi", "arith.divsi", "arith.divui", "arith.muli", "arith.addi"})


def peeled_iteration(model: IRModule, head: IROp) -> IROp | None:
    """The ``scf.if`` holding the loop's last iteration where :func:`pipelined_bound` found it peeled, else
    ``None``."""
    if pipelined_bound(model, head) == loop_bounds(model, head)[1]:
        return None
    return _after_loop(model, head)


#: Ops through which a copy's address (a pointer, a TMA coordinate) is computed from the induction variable.
_ADDRESS_PATH = frozenset({"tt.addptr", "tt.splat", "tt.broadcast", "tt.expand_dims", "arith.muli", "arith.addi",
                           "arith.extsi", "arith.extui", "arith.index_cast", "ttg.convert_layout", "tt.reshape"})


def address_ahead(model: IRModule, head: IROp, op: IROp) -> int | None:
    """The iterations ahead of the loop's own that fill ``op`` of the loop ``head`` loads, read from its address:
    its pointer or coordinates (every operand but its predicate and its destination) computed through
    :data:`_ADDRESS_PATH` ops from ``%iv + c`` (``arith.addi`` of the induction variable and a constant; the
    pipeliner's ``%iv + k·step``: ``%acc_225 = arith.addi %acc_160, %c128_i32`` with step 64 is 2) or from ``%iv``
    itself (0). ``None`` where the address is not computed from ``%iv`` (a pointer carried through the loop), is
    computed from several offsets, or the offset is no multiple of the step."""
    _, _, step, iv = loop_bounds(model, head)
    st = constant(model, step)
    if iv is None or not isinstance(st, int) or isinstance(st, bool) or st <= 0:
        return None
    skip = {fill_predicate(op)} | {k for k in op.operand_keys if k is not None and (t := model.type_of(k)) is not None
                                   and t.kind == "memdesc"}
    todo = [k for k in op.operand_keys if k is not None and k not in skip]
    seen, offsets = set(todo), set()
    while todo:
        key = todo.pop()
        if key == iv:
            offsets.add(0)
            continue
        d = model.defining_op(key)
        if d is None or d.name not in _ADDRESS_PATH:
            continue
        if d.name == "arith.addi" and iv in d.operand_keys and len(d.operand_keys) == 2:
            c = constant(model, next((k for k in d.operand_keys if k != iv), iv))
            if isinstance(c, int) and not isinstance(c, bool):
                offsets.add(c)
                continue
        for k in d.operand_keys:
            if k is not None and k not in seen:
                seen.add(k)
                todo.append(k)
    if len(offsets) != 1:
        return None
    (off,) = offsets
    return off // st if off % st == 0 and off >= 0 else None


def _tail_dots(model: IRModule, head: IROp) -> list[IROp]:
    """The dots after the loop ``head`` in its block, up to the next ``scf.for`` there, that have the signature
    (:func:`_signature`) of a dot in its body: where the loop's upper bound is a constant, ``peelLoopEpilogue``'s
    ``scf.if`` on ``lastIV < ub`` folds away and the peeled last iteration's ops stand right after the loop."""
    inner = {_signature(o) for o in model.printed_ops if head.line in o.loops and o.name in DOTS}
    out: list[IROp] = []
    for o in model.printed_ops:
        if o.parent != head.parent or o.index <= head.index or o.implicit:
            continue
        if o.name == "scf.for":
            break
        if o.name in DOTS and _signature(o) in inner:
            out.append(o)
    return out


def constant_peel(model: IRModule, head: IROp) -> tuple[int, str]:
    """``(1, why)`` where the loop ``head`` with a constant upper bound had its last iteration peeled after the
    pipeliner's expansion (``peelLoopEpilogue``: the bound lowered by one step, so each stage predicate ``%iv < ub -
    k·step`` reads one iteration less against the loop's own bound; trial 12b S1, SageAttention's int8 kernel on
    cuda:100: loop bound 8128 for N_CTX 8192, the V copy of ``%iv + 128`` under ``%iv < 8064``); ``(0, why)`` else.
    Peeled means both: a dot of the body's signature follows the loop (:func:`_tail_dots`), and every copy of the
    body whose address gives its iteration (:func:`address_ahead`, at least one) is one iteration further ahead than
    its predicate against the loop's own bound."""
    _, ub, step, _ = loop_bounds(model, head)
    if not isinstance(constant(model, ub), int) or isinstance(constant(model, ub), bool) or \
            pipelined_bound(model, head) != ub:
        return 0, "not a constant bound"
    tail = _tail_dots(model, head)
    if not tail:
        return 0, "no dot of the body's after the loop"
    seen: list[tuple[int, int, int]] = []
    for o in model.printed_ops:
        if o.parent != head.index or o.name not in FILLS:
            continue
        kp, _ = ahead(model, head, fill_predicate(o))
        ka = address_ahead(model, head, o)
        if kp is not None and ka is not None and fill_predicate(o) is not None:
            seen.append((o.line, ka, kp))
    if not seen or any(ka != kp + 1 for _, ka, kp in seen):
        return 0, f"copies' addresses against their predicates: {seen[:3]}"
    return 1, (f"the last iteration peeled after the loop (ttgir:{tail[0].line}); the copy at ttgir:{seen[0][0]} "
               f"loads iteration %iv + {seen[0][1]}·step under a predicate of {seen[0][2]} against the loop's bound")


def _signature(op: IROp) -> str:
    """An op's name and types (the text after its last `` : ``): what a copy of it in a peeled iteration keeps."""
    return op.name + " : " + op.source.rsplit(" : ", 1)[-1].strip()


def _k_of_bound(model: IRModule, head: IROp, c: str | None, peeled_steps: int = 0) -> tuple[int | None, str]:
    """``k`` of a stage predicate ``%iv < c`` (``c = ub - k·step``), or ``(None, why)``: ``c`` and ``ub`` are read as
    a common base plus constants (:func:`_linear`: ``%iv < 5`` of ``ub = 7``; ``%N_CTX - 256`` of ``ub = %N_CTX -
    64`` with step 64 is ``k = 3``), or ``c`` is ``ub - step·K``. ``peeled_steps`` steps are added to a constant
    ``ub`` whose peeled last iteration :func:`constant_peel` found."""
    _, ub, step, _ = loop_bounds(model, head)
    st = constant(model, step)
    ub = pipelined_bound(model, head)
    cb, co = _linear(model, c)
    ubb, ubo = _linear(model, ub)
    if ubb is None and isinstance(st, int) and not isinstance(st, bool):
        ubo += peeled_steps * st
    if cb == ubb and isinstance(st, int) and not isinstance(st, bool) and st > 0:
        if (ubo - co) % st == 0 and ubo >= co:
            return (ubo - co) // st, f"%iv < ub - {ubo - co} with step {st}"
        return None, f"%iv < ub - {ubo - co}: no multiple of the step {st}"
    op = model.defining_op(c) if c else None
    mul = model.defining_op(op.operand_keys[1]) if op is not None and op.name == "arith.subi" \
        and len(op.operand_keys) == 2 and op.operand_keys[0] == ub and op.operand_keys[1] else None
    if mul is not None and mul.name == "arith.muli" and step in mul.operand_keys:
        other = next((k for k in mul.operand_keys if k != step), step)
        kv = constant(model, other)
        if isinstance(kv, int) and not isinstance(kv, bool) and kv > 0:
            return kv, f"%iv < ub - {kv}·step"
    return None, f"a bound {op.name if op else c!r} that is not ub - k·step"


def ahead(model: IRModule, head: IROp | None, pred: str | None, peeled_steps: int = 0) -> tuple[int | None, str]:
    """``k`` of a predicate value (a cp.async mask, a TMA copy's or MMA's ``pred``): 0 for the constant ``true``
    (the last stage), ``k`` of the ``arith.cmpi slt, %iv, …`` it comes from through :data:`_MASK_PATH` ops; ``(None,
    why)`` when it comes from none, from several with different ``k``, or is the constant ``false`` (``why`` then
    starts with ``never``). ``peeled_steps``: see :func:`_k_of_bound` (0 reads ``k`` against the loop's own bound,
    which is what the loop's trip count goes with)."""
    iv = loop_bounds(model, head)[3] if head is not None else None
    if pred is None:
        return 0, "unpredicated"
    todo, seen, ks, leaves = [pred], set(), set(), []
    while todo:
        key = todo.pop()
        if key in seen:
            continue
        seen.add(key)
        cv = constant(model, key)
        if cv is not None:
            leaves.append(cv)
            continue
        op = model.defining_op(key)
        if op is None:
            continue
        if op.name == "arith.cmpi" and " slt, " in op.text and op.operand_keys[:1] == (iv,) and head is not None:
            ks.add(_k_of_bound(model, head, op.operand_keys[1], peeled_steps))
        elif op.name in _MASK_PATH:
            todo += [k for k in op.operand_keys if k is not None]
    if len(ks) == 1:
        (k, why), = ks
        return k, why
    if len(ks) > 1:
        return None, f"several stage predicates: {sorted(w for _, w in ks)}"
    if leaves and all(v is False for v in leaves):
        return None, "never: its predicate is the constant false"
    if not leaves or all(v is True for v in leaves):
        return 0, "no stage predicate (the last stage)"
    return None, "a predicate the pipeliner's forms do not give"


def _fill_target(model: IRModule, op: IROp, alloc: str) -> str | None:
    """The operand of fill ``op`` that views a buffer of ``alloc`` (its destination), or ``None``."""
    for k in op.operand_keys:
        if k is not None and model.alloc_origin(k).alloc == alloc:
            t = model.type_of(k)
            if t is not None and t.kind == "memdesc":
                return k
    return None


def fill_predicate(op: IROp) -> str | None:
    """The predicate operand of a fill: a cp.async's or ``buffer_load_to_local``'s ``mask``, a TMA copy's ``pred``
    (its last operand), ``None`` for one without."""
    if op.name in ("ttg.async_copy_global_to_local", "amdg.buffer_load_to_local"):
        m = re.search(r"\bmask\s*=?\s*%(?P<k>[\w$.#-]+)", op.text)
        return m.group("k") if m else None
    if op.name == "ttng.async_tma_copy_global_to_local":
        return op.operand_keys[-1] if op.operand_keys else None
    return None


def _dot_pred(op: IROp) -> str | None:
    """A dot's stage predicate: ``pred`` of a ``tc_gen5_mma``; ``None`` for the others (not predicated)."""
    got = roles(op)
    p = got.get("pred")
    return p if isinstance(p, str) else None


def _reached_dots(model: IRModule, body: set[int], start: list[str]) -> dict[int, IROp]:
    """The dots of ``body`` (op indices) that the values ``start`` reach along their uses: directly, through computed
    values, through a store into a buffer and that buffer's readers; not through :data:`_ADDRESSING` ops nor a loop's
    carried values (a ``scf.yield``)."""
    out: dict[int, IROp] = {}
    seen, todo = set(start), list(start)
    stored: set[str] = set()
    while todo:
        key = todo.pop()
        for user in model.users(key):
            if user.index not in body:
                continue
            if user.name in DOTS:
                out[user.index] = user
                continue
            if user.name in _ADDRESSING:
                continue
            nxt = list(user.result_keys)
            if user.name in _STORES:  # on to the buffer it stores into, and from there to its readers in the body,
                # wherever their view of it was made (trial 8b F2: P^T stored, its memdesc_trans view made before
                # the loop is the dV MMA's A)
                for k in user.operand_keys:
                    t = model.type_of(k) if k is not None and k != key else None
                    a = model.alloc_origin(k).alloc if t is not None and t.kind == "memdesc" and k else None
                    if a is not None and a not in stored:
                        stored.add(a)
                        for o in model.printed_ops:
                            if o.index in body and o.name in DOTS + ("ttg.local_load",) and any(
                                    x is not None and model.alloc_origin(x).alloc == a for x in o.operand_keys):
                                if o.name in DOTS:
                                    out[o.index] = o
                                else:
                                    nxt += list(o.result_keys)
            for k in nxt:
                if k not in seen:
                    seen.add(k)
                    todo.append(k)
    return out


def _addressed_copies(model: IRModule, body: set[int], ring: str, readers: list[IROp]) -> list[IROp]:
    """The copies of ``body`` (op indices) into another buffer that the values the ``ttg.local_load`` ops of
    ``readers`` read from ``ring`` address (their pointer or coordinates, along the uses, not across ``scf.yield``
    nor past a register load): what an index ring's data reaches instead of a dot (trial 9c F3: ``%kv_idx`` gives
    the K copy's row)."""
    out: dict[int, IROp] = {}
    todo = [k for o in readers if o.name == "ttg.local_load" for k in o.result_keys]
    seen = set(todo)
    while todo:
        key = todo.pop()
        for user in model.users(key):
            if user.index not in body or user.name in ("scf.yield", "tt.load", "tt.descriptor_load",
                                                       "amdg.buffer_load"):
                continue
            if user.name in FILLS:
                if _fill_target(model, user, ring) is None and user.name != "ttg.local_store":
                    out[user.index] = user
                continue
            for k in user.result_keys:
                if k not in seen:
                    seen.add(k)
                    todo.append(k)
    return sorted(out.values(), key=lambda o: o.line)


def _carried_hops(model: IRModule, head: IROp, key: str, targets: set[str]) -> int | None:
    """How many loop-carried hops of ``head`` lead from a reader's buffer view ``key`` (through view ops) to one of
    ``targets`` (the views the loop's copies fill): 0 when it is one of them, ``None`` when it leads to none."""
    views = ("ttg.memdesc_trans", "ttg.memdesc_reshape", "ttg.memdesc_subslice")
    hops = 0
    for _ in range(16):
        if key in targets:
            return hops
        v = model.values.get(key)
        op = model.defining_op(key)
        if v is None or op is None:
            return None
        if op is head and v.is_block_arg:
            got = model.carried(key)
            if len(got) < 2:
                return None
            key, hops = got[1], hops + 1
            continue
        if not v.is_block_arg and op.name in views and op.operand_keys and op.operand_keys[0]:
            key = op.operand_keys[0]
            continue
        return None
    return None


def slot_offset(model: IRModule, head: IROp, view: str | None) -> tuple[int, int] | None:
    """``(offset, n)`` of a ring buffer view the loop picks with a counter: ``view`` is (through views) a
    ``ttg.memdesc_index %ring[%idx]`` in the body of ``head`` whose ``%idx`` is ``LowerLoops.cpp``'s wrapped counter,
    ``arith.select`` of ``%c + 1`` and 0 with ``%c`` a carried value of the loop of constant initial value ``c0``: in
    iteration ``i`` it picks slot ``(c0 + 1 + i) mod n`` (``n`` the ring's leading dimension); ``offset`` is
    ``(c0 + 1) mod n``. ``None`` for another form."""
    key = view
    for _ in range(8):
        op = model.defining_op(key) if key else None
        if op is None or op.parent != head.index:
            return None
        if op.name == "ttg.memdesc_index":
            break
        if op.name not in ("ttg.memdesc_trans", "ttg.memdesc_reshape", "ttg.memdesc_subslice") or not op.operand_keys:
            return None
        key = op.operand_keys[0]
    else:
        return None
    ring = model.type_of(op.operand_keys[0]) if op.operand_keys and op.operand_keys[0] else None
    idx = op.operand_keys[1] if len(op.operand_keys) > 1 else None
    if ring is None or not ring.shape or not idx:
        return None
    n = ring.shape[0]

    def counter(key: str | None) -> int | None:
        """``c0`` of a carried value ``key`` of the loop that its ``scf.yield`` advances by one (wrapped)."""
        v = model.values.get(key or "")
        if v is None or v.owner != head.index or not v.is_block_arg:
            return None
        got = model.carried(key or "")
        c0 = constant(model, got[0]) if got else None
        nxt = _wrapped_increment(model, got[1]) if len(got) > 1 else None
        return c0 if nxt == key and isinstance(c0, int) and not isinstance(c0, bool) else None
    c0 = counter(idx)  # the index is the counter itself: slot (c0 + i) mod n
    if c0 is not None:
        return c0 % n, n
    c0 = counter(_wrapped_increment(model, idx))  # the counter advanced first: slot (c0 + 1 + i) mod n
    return ((c0 + 1) % n, n) if c0 is not None else None


def _wrapped_increment(model: IRModule, key: str | None) -> str | None:
    """``%c`` where ``key`` is ``arith.select`` of ``%c + 1`` and 0 (``LowerLoops.cpp``'s counter, wrapped at the
    ring's size), else ``None``."""
    sel = model.defining_op(key) if key else None
    if sel is None or sel.name != "arith.select":
        return None
    for k in sel.operand_keys[1:]:
        add = model.defining_op(k) if k else None
        if add is not None and add.name == "arith.addi" and len(add.operand_keys) == 2 \
                and constant(model, add.operand_keys[1]) == 1:
            return add.operand_keys[0]
    return None


def ring_depths(model: IRModule, loop: int, rings: list[str]) -> dict[str, RingDepth]:
    """Each of ``rings`` (allocation keys of ``model``) with its depth in the ``scf.for`` at TTGIR line ``loop``
    (see the module docstring). Never raises."""
    head = model.by_line.get(loop)
    out: dict[str, RingDepth] = {}
    if head is None or head.name != "scf.for":
        return {a: RingDepth(None, None, None, (), (), f"ttgir:{loop} is no scf.for") for a in rings}
    peeled: IROp | None = peeled_iteration(model, head)
    last = {_signature(o) for o in model.printed_ops if peeled is not None and peeled.line < o.line <= peeled.end_line
            and o.name in DOTS}
    steps, peel_why = constant_peel(model, head)
    if steps:  # the peeled iteration stands after the loop: its dots are the loop's last stage's
        peeled = head
        last = {_signature(o) for o in _tail_dots(model, head)}
    inside = [o for o in model.printed_ops if loop in o.loops]
    body = {o.index for o in inside}
    own = [o for o in inside if o.loops and o.loops[-1] == loop and o.parent == head.index]
    for a in rings:
        fills = [(o, t) for o in own if o.name in FILLS and (t := _fill_target(model, o, a)) is not None]
        if not fills:
            out[a] = RingDepth(None, None, None, (), (), "no copy into it in the loop's body")
            continue
        copy_k = {ahead(model, head, fill_predicate(o), steps) for o, _ in fills}
        lines = tuple(o.line for o, _ in fills)
        # its readers in the loop: a dot taking a view of it, a local_load of it
        readers = [o for o in inside if o.name in DOTS + ("ttg.local_load",)
                   and any(k is not None and model.alloc_origin(k).alloc == a for k in o.operand_keys)]
        dots: dict[int, IROp] = {o.index: o for o in readers if o.name in DOTS}
        for o in readers:
            if o.name == "ttg.local_load":
                dots.update(_reached_dots(model, body, list(o.result_keys)))
        dot_lines = tuple(sorted(d.line for d in dots.values()))
        predicated = any(k != (0, "unpredicated") and k[1] != "no stage predicate (the last stage)" for k in copy_k)
        if predicated:
            if len(copy_k) != 1 or next(iter(copy_k))[0] is None:
                why = "; ".join(sorted(w for _, w in copy_k))
                out[a] = RingDepth(None, None, None, lines, dot_lines, f"its copies' predicates: {why}")
                continue
            (kc, how), = copy_k
            assert kc is not None
            dk = [ahead(model, head, _dot_pred(d), steps) for d in dots.values()]
            if any(k is None for k, _ in dk):
                out[a] = RingDepth(None, kc, None, lines, dot_lines,
                                   "a dot's predicate: " + "; ".join(w for k, w in dk if k is None))
                continue
            # the slots (i mod n) agree: a copy of iteration i + kc and a dot of i + k read one slot iff their
            # counters' offsets differ by kc - k (mod n)
            filled = {slot_offset(model, head, t) for _, t in fills}
            clash, agree, ks = [], 0, []
            for d, (k, why) in zip(dots.values(), dk, strict=True):
                # a peeled bound folds the predicate of k = 1, %iv < ub - step, to true: an unpredicated dot is of
                # k = 0 when its copy runs in the peeled last iteration, of k = 1 (predicated off there) when not
                unpred = why in ("unpredicated", "no stage predicate (the last stage)")
                cands = [0 if _signature(d) in last else 1] if peeled is not None and unpred else [k]
                reads = [r for key in d.operand_keys if key is not None and model.alloc_origin(key).alloc == a
                         and (r := slot_offset(model, head, key)) is not None]
                pairs = [(f, r) for f in filled if f is not None for r in reads]
                fits = [c for c in cands if c is not None and all((f[0] - r[0] - (kc - c)) % f[1] == 0
                                                                  for f, r in pairs)]  # type: ignore[operator]
                if len(fits) != 1:  # the slots disagree with its predicate
                    clash.append((d.line, cands, pairs[:1]))
                    continue
                agree += len(pairs)
                ks.append(fits[0])
            if clash:
                line, said, pairs = clash[0]
                where = (f"reads counter offset {pairs[0][1][0]} of {pairs[0][1][1]} slots where the copies fill "
                         f"{pairs[0][0][0]}" if pairs else "reads no slot the copies' counters tell")
                out[a] = RingDepth(None, kc, None, lines, dot_lines,
                                   f"the dot at ttgir:{line} {where}: not {kc} - {said[0] if said else '?'} "
                                   "iterations after them, as the predicates say")
                continue
            kd, to = max(ks, default=0), "first dot"
            if not dots and (fed := _addressed_copies(model, body, a, readers)):
                # an index ring: ahead of the first (most prefetched) copy its data addresses
                fk = {ahead(model, head, fill_predicate(o), steps) for o in fed}
                if any(k is None for k, _ in fk):
                    out[a] = RingDepth(None, kc, None, lines, dot_lines, "a copy it addresses: "
                                       + "; ".join(w for k, w in fk if k is None))
                    continue
                kd = max(k for k, _ in fk if k is not None)
                to = f"first copy it addresses (ttgir:{min(o.line for o in fed)})"
                addressed = tuple(o.line for o in fed if ahead(model, head, fill_predicate(o), steps)[0] == kd)
            else:
                addressed = ()
            out[a] = RingDepth(1 + kc - kd, kc, kd, lines, dot_lines,
                               f"copies {kc} iterations ahead ({how}{'; ub + step: ' + peel_why if steps else ''}); "
                               f"{to} {kd} ahead"
                               + (f"; the slots (i mod n) of {agree} dot read{'s' * (agree != 1)} agree" if agree
                                  else ""), addressed)
            continue
        # no stage predicate on its copies: AMD's peeled epilogue; the readers' views carried from the copies' views
        targets = {t for _, t in fills}  # the views the copies fill (their memdesc_index results)
        hops = {_carried_hops(model, head, k, targets) for o in readers for k in o.operand_keys
                if k is not None and model.alloc_origin(k).alloc == a}
        if len(hops) != 1 or None in hops:
            out[a] = RingDepth(None, None, None, lines, dot_lines,
                               "unpredicated copies, and its readers' views are not the copies' views carried "
                               f"through the loop (hops {sorted(h for h in hops if h is not None)})")
            continue
        (h,) = hops
        assert h is not None
        out[a] = RingDepth(1 + h, h, 0, lines, dot_lines,
                           f"unpredicated copies (peeled epilogue) read {h} iteration{'s' * (h != 1)} later")
    return out
