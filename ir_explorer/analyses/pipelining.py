"""Software pipelining: was the main loop pipelined, with how many stages and buffers, and was warp
specialization applied?

Triton's pipeliner (``lib/Dialect/TritonGPU/Transforms/Pipeliner/``; the AMD stream pipeliner in
``third_party/amd/lib/TritonAMDGPUTransforms/StreamPipeline.cpp``) turns the loads of a loop into
copies to multi-buffered shared memory issued ``num_stages - 1`` iterations ahead: the prologue
before the loop fills that many buffers, and the loop waits for the oldest copy
(``ttg.async_wait {num = N}``, ``ttng.wait_barrier`` for TMA) before using it. This module reads
the result in the final TTGIR:

* the main loops: ``scf.for`` ops whose body holds a dot (``tt.dot``, ``ttng.warp_group_dot``,
  ``ttng.tc_gen5_mma``), else ones holding global loads;
* stages applied = 1 + the prefetch distance: the copies the prologue (before the loop, at its nesting
  depth: in a persistent kernel, in the tile loop's body) issues into a buffer the loop reads, less the
  iterations whose dot was peeled into the prologue; 0 when the loop reads no
  multi-buffered allocation. That is the schedule's depth (the pipeliner's ``maxStage + 1``): an index ring (its data
  addresses another ring's copy, reaching no dot) counts to the dots through the copy it addresses, so vLLM's
  block-table index, 1 iteration ahead of the K copy that is 1 ahead of the dots, makes 3 stages while each ring's
  own depth is 2. In a ``ttg.warp_specialize`` partition (no prologue), the depth of
  the buffer ring the loop indexes;
* buffers = the leading dimension of those allocations; where the allocations differ in stages or buffers (vLLM's
  paged attention prefetches its 4-byte block-table index a stage deeper than K and V), each allocation's own
  stages, buffers and bytes per buffer;
* the async copies, commits and waits inside the loop;
* for a loop of constant bounds (``scf.for %iv = %c0 to %c2 step %c1``) fewer iterations than its copies run ahead:
  the copies of its body that run in no iteration (their ``%iv < ub - k·step`` predicate folded to ``%iv < 0``) and
  the prologue's copies under a constant-false mask (prefetches of iterations that do not exist; trial 7b M3, and
  trial 7a M1 for a loop the pipeliner then unrolled): :func:`idle_prefetch`.

Warnings: ``num_stages`` > 1 asked for but a main loop is not pipelined (for a loop with a dot, the module's
``num_stages`` (metadata) or the loop's ``tt.num_stages``; a loop without one is pipelined only when it carries
``tt.num_stages``, ``tl.range(…, num_stages=N)``: AssignLatencies.cpp's ``pipelineWithoutDot``); a loop whose
cp.async copies go into a single buffer (``num_stages=2`` with mma.sync: each load gets one stage of
latency, ``AssignLatencies.cpp``, and as many buffers, ``LowerLoops.cpp``; wgmma operands get one more,
and AMD's stream pipeliner prefetches into registers instead, so neither is warned about); and
``warp_specialize`` asked for (``tt.warp_specialize`` on a loop in TTIR) but no
``ttg.warp_specialize`` op in the TTGIR. Metric ``pipelined_stages``: the largest stage count
applied to a main loop (0 when none is pipelined).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from ir_explorer.analyses import axisinfo
from ir_explorer.analyses.findings import Analysis, AnalysisInput, Claim, Fact, Finding, Ref, Severity
from ir_explorer.analyses.occupancy import shared_limit
from ir_explorer.analyses.shared_memory.allocations import INDEX_OPS, alloc_of, allocations
from ir_explorer.ir import operand_roles
from ir_explorer.ir.layouts import element_bits, find_types, parse_type
from ir_explorer.ir.linear_layout import distribution, to_linear
from ir_explorer.ir.mlir_model import IRModule, IROp, display, parse
from ir_explorer.ir.ttgir import MEMDESC_VIEWS, Op, strip_loc

_DOTS = ("tt.dot", "ttng.warp_group_dot", "ttng.tc_gen5_mma", "tt.dot_scaled", "ttng.tc_gen5_mma_scaled")
_LOADS = ("tt.load", "tt.descriptor_load", "amdg.buffer_load")
# e.g. %src_row_11 = arith.extsi %src_row_10 : i32 to i64 loc(#loc65)   (a prefetched value cast before a loop)
_CASTS = frozenset({"arith.extsi", "arith.extui", "arith.trunci", "arith.extf", "arith.truncf", "arith.bitcast",
                    "arith.index_cast", "arith.sitofp", "arith.uitofp", "arith.fptosi", "arith.fptoui"})
#: Ops that fill a pipeline buffer (the producers of a stage).
_PRODUCERS = ("ttg.async_copy_global_to_local", "ttng.async_tma_copy_global_to_local", "ttg.local_store",
              "amdg.buffer_load_to_local", "ttng.async_copy_global_to_local")
#: Ops worth listing from a loop body: async copies, commits, waits, barriers.
_ASYNC = ("ttg.async_copy_global_to_local", "ttg.async_commit_group", "ttg.async_wait",
          "ttng.async_tma_copy_global_to_local", "ttng.wait_barrier", "ttng.barrier_expect", "ttng.arrive_barrier",
          "ttng.warp_group_dot_wait", "amdg.buffer_load_to_local", "amdg.buffer_load", "ttg.local_store",
          "ttng.tc_gen5_commit", "ttng.async_tma_copy_local_to_global")

# e.g. %a_104 = ttg.async_wait %a_95, %b_97 {num = 2 : i32}
_NUM = re.compile(r"\{num\s*=\s*(\d+)")
# e.g. ttng.warp_group_dot_wait %acc_107, %a_105, %b_106 {pendings = 1 : i32}
_PENDINGS = re.compile(r"pendings\s*=\s*(\d+)")
# The buffers a loop uses are followed only through the ops that pick one buffer of a ring
# (:data:`shared_memory.INDEX_OPS`), on the scoped model (:func:`shared_memory.alloc_of`): a name the printer
# reuses in a sibling loop is that loop's value, so a loop lists only the rings it indexes itself.
# e.g. } {tt.num_stages = 3 : i32, tt.warp_specialize} loc(#loc45)    (TTIR loop attributes)
_WS_ATTR = re.compile(r"\btt\.warp_specialize\b")
# e.g. } {tt.num_stages = 3 : i32} loc(#loc26)    (a loop of tl.range(…, num_stages=3))
_LOOP_STAGES = re.compile(r"^\s*\}.*\btt\.num_stages\s*=\s*(\d+)")


@dataclass(frozen=True)
class LoopReport:
    """One main loop: its 1-based TTGIR ``line``, the stages applied (0: not pipelined), the buffers
    of the allocations it reads (``allocations``: their keys in the scoped model, :mod:`ir_explorer.ir.mlir_model`;
    :func:`~ir_explorer.ir.mlir_model.display` prints them), and the async ops in its body ``{op: count}`` with
    their lines."""

    line: int
    has_dot: bool
    stages: int
    """The loop's schedule depth: 1 + the most iterations any of its copies runs ahead of its dots (an index ring's
    copy counted through the copy it addresses, :attr:`allocation_addresses`), the pipeliner's ``maxStage + 1``; for
    a loop without an index ring its deepest ring's :attr:`allocation_stages`."""
    buffers: int
    allocations: tuple[str, ...]
    async_ops: dict[str, int]
    async_lines: tuple[int, ...]
    waits: tuple[int, ...]
    """``num`` of each ``ttg.async_wait`` in the loop (copy groups left in flight)."""
    pendings: tuple[int, ...]
    """``pendings`` of each ``ttng.warp_group_dot_wait`` in the loop (wgmma groups left in flight)."""
    warp_specialized: bool = False
    """The loop runs inside a ``ttg.warp_specialize`` partition (its stages are the buffer ring's depth)."""
    prefetch_lines: tuple[int, ...] = ()
    """TTGIR lines of the loads before the loop that prefetch its first iterations into registers (AMD's stream
    pipeliner without a shared-memory buffer: :func:`_register_prefetch`); its stages are 1 + those loads per load
    of the loop."""
    allocation_buffers: tuple[int, ...] = ()
    """The buffers of each of :attr:`allocations` (the leading dimension of a ring a ``ttg.memdesc_index`` picks
    from, else 1), in that order: :attr:`buffers` is the largest (trial 6 M2: "4 buffers" of four allocations of
    which one had 4)."""
    allocation_stages: tuple[int, ...] = ()
    """The stages of each of :attr:`allocations`: 1 + the copies the prologue issues into it less its peeled
    reads (0: none), in that order (an index ring's counted to the copy it addresses); without an index ring
    :attr:`stages` is the largest (trial 6 M1: the 4-byte block-table index of vLLM's paged attention is 3 stages
    deep while K and V are 2, before the index's were counted to K's copy)."""
    allocation_addresses: tuple[int, ...] = ()
    """For each of :attr:`allocations`, the position in :attr:`allocations` of the ring whose copies it addresses
    and to which its stages are counted (an index ring, whose data reaches no dot: :func:`addressed_rings`; the one
    of those rings the prologue fills most), else -1."""
    allocation_bytes: tuple[int, ...] = ()
    """The bytes of the data of one buffer of each of :attr:`allocations` (its tile's elements times their bits / 8,
    without a padded layout's padding)."""


def loops(module: IRModule) -> list[LoopReport]:
    """The main loops of a TTGIR module's scoped model (:func:`ir_explorer.ir.mlir_model.parse`; innermost
    ``scf.for`` holding a dot; else holding loads): a loop around another such loop is none."""
    ops = module.printed_ops
    text_lines = module.text.splitlines()
    # buffer rings: indexed by memdesc_index, also of one buffer (num_stages=2 gives a load one stage of latency)
    rings = {op.operands[0] for op in ops if op.name in INDEX_OPS and op.operands}
    allocs = {a.name: a for a in allocations(module) if (a.buffers > 1 or a.name in rings) and not a.barrier}

    def root(key: str | None) -> str | None:
        # a warp-specialized partition's ring is a block argument: the ttg.warp_specialize op's capture (10a M2)
        alloc = alloc_of(module, key, INDEX_OPS, captures=True)
        return alloc if alloc in allocs else None
    body: dict[int, list[Op]] = {}
    for op in ops:
        if op.loops:
            body.setdefault(op.loops[-1], []).append(op)
    with_dot = [ln for ln, b in body.items() if any(o.name in _DOTS for o in b)]
    with_load = [ln for ln, b in body.items() if any(o.name in _LOADS or o.name in _PRODUCERS for o in b)]
    ops_by_line = {op.line: op for op in ops}
    # Triton pipelines innermost loops only (isOuterLoop, lib/Dialect/TritonGPU/Transforms/Pipeliner/
    # PipeliningUtility.cpp): a loop around another main loop is none, though its body may hold that loop's peeled
    # dot (trial 7a F3: a persistent kernel's scf.while of tiles was called "not pipelined"); nor is a loop whose body
    # holds any scf.for or scf.while of its own (isOuterLoop: an op of the loop's body block), though the inner one
    # loads nothing (trial 10b F1: torchtitan's loop over ranks, around a loop of stores, was called "pipelined: 1
    # stages")
    parents = {o.parent for o in ops if o.name in ("scf.for", "scf.while")}
    chosen = [ln for ln in sorted(with_dot or with_load)
              if not any(ln in ops_by_line[m].loops for m in (with_dot or with_load) if m != ln)
              and ops_by_line[ln].index not in parents]
    out = []
    for ln in chosen:
        inside = [o for o in ops if ln in o.loops]
        used = sorted({a for op in inside for o in op.operand_keys if (a := root(o)) is not None})
        # the prologue: between the loop's first buffer allocation and the loop, at the loop's own nesting depth
        # (outside any loop, or in the body of the loop around it: a persistent kernel's tile loop)
        start = min((allocs[u].line for u in used), default=ln)
        outer = ops_by_line[ln].loops
        prologue: Counter[str] = Counter()
        window = [op for op in ops if start < op.line < ln and op.loops == outer]
        for op in window:
            if op.name in _PRODUCERS:
                for name in op.operands:
                    if (a := root(name)) in used:
                        prologue[a] += 1
                        break
        peeled, untraced = _peeled_reads(window, set(used), module)
        ahead = {a: n - peeled[a] - untraced for a, n in prologue.items()}
        # a ring whose data reaches no dot (an index ring) is ahead of the copies it addresses: in the loop a copy
        # into ring X fills iteration i + (its prologue copies), so the index is that difference ahead of the first
        # (the most prefetched) copy it addresses
        # the schedule's depth counts each copy to the loop's dots: an index ring's copy runs its own distance ahead
        # of the copy it addresses, which runs that ring's distance ahead of the dots (vLLM at num_stages=3: the
        # block-table index 1 ahead of K, K 1 ahead of the dots: 3 stages, each ring 2)
        to_dot = dict(ahead)
        addressed: dict[str, int] = {}
        for a, ts in addressed_rings(inside, set(used), root).items():
            if a in prologue and (deepest := max(prologue.get(t, 0) for t in ts)) > 0:
                ahead[a] = prologue[a] - deepest
                target = max(sorted(ts), key=lambda t: prologue.get(t, 0))
                addressed[a] = used.index(target)
                to_dot[a] = ahead[a] + max(0, to_dot.get(target, 0))
        distance = max(to_dot.values(), default=0)
        stages = distance + 1 if used and distance > 0 else 0
        own_stages = tuple(ahead[u] + 1 if stages and ahead.get(u, 0) > 0 else 0 for u in used)
        # a ring of buffers indexed in the loop (also what warp-specialized partitions share)
        ring = max((t.shape[0] for o in inside if o.name in INDEX_OPS
                    for _, s in find_types(o.text)[:1] if (t := parse_type(s)) and len(t.shape) > 1
                    and t.element != "i64"), default=0)
        specialized = "ttg.warp_specialize" in ops_by_line[ln].regions
        if not stages and specialized and ring > 1:
            stages = ring
        prefetch = () if stages or specialized else _register_prefetch(ops, ops_by_line[ln], inside, text_lines)
        if prefetch:  # per load of the loop's own body: a load in its scf.if is none the pipeliner copies (9b F2)
            head = ops_by_line[ln]
            own = [o for o in inside if o.name in _LOADS and o.parent == head.index]
            stages = register_depth([_loc_of(text_lines, o.line) for o in prefetch],
                                    [_loc_of(text_lines, o.line) for o in own])
            if stages < 2:  # no iteration prefetched: loads before the loop that merely feed it (trial 10b F1)
                prefetch, stages = (), 0
        async_ops = Counter(o.name for o in inside if o.name in _ASYNC)
        out.append(LoopReport(
            ln, ln in with_dot, stages, max(max((allocs[u].buffers for u in used), default=0), ring), tuple(used),
            dict(async_ops), tuple(o.line for o in inside if o.name in _ASYNC),
            tuple(int(m.group(1)) for o in inside if o.name == "ttg.async_wait" and (m := _NUM.search(o.text))),
            tuple(int(m.group(1)) for o in inside if o.name == "ttng.warp_group_dot_wait"
                  and (m := _PENDINGS.search(o.text))), specialized, tuple(o.line for o in prefetch),
            tuple(allocs[u].buffers for u in used), own_stages, tuple(addressed.get(u, -1) for u in used),
            tuple(_tile_bytes(allocs[u].type.shape[1:] if allocs[u].buffers > 1 or u in rings else
                              allocs[u].type.shape, allocs[u].type.element) for u in used)))
    return out


#: Ops a dot operand passes through between its load and the dot in one iteration: a copy into shared memory, a
#: register layout change, a view of the buffer, its read back, an element conversion.
OPERAND_PATH = frozenset({"ttg.local_alloc", "ttg.local_load", "ttg.convert_layout", "ttg.memdesc_trans",
                          "ttg.memdesc_reshape", "amdg.in_thread_transpose", "arith.extf", "arith.truncf",
                          "tt.fp_to_fp", "arith.sitofp", "arith.extsi", "tt.trans"})


def nested_dots(module: IRModule, loop: int) -> list[tuple[IROp, IROp]]:
    """The dots of the ``scf.for`` at 1-based TTGIR line ``loop`` (ops of :data:`_DOTS` whose innermost loop it is)
    when none of them is an op of the loop's own body: each with the op directly in the body whose region holds it
    (an ``scf.if``), in line order. Empty when a dot sits directly in the body, when the loop has no dot, or when
    ``loop`` is no loop of ``module``.

    Why it matters: Triton's AssignLatencies.cpp (``loadOpsToIndirectionLevel``) starts its search for the loads to
    pipeline from the ``DotOpInterface`` ops of ``forOp.getBody()`` only, and follows an operand only to a defining
    op of the same block, so a dot nested in an ``scf.if`` of the body gives no load a latency (trial 14a M3:
    Lightning Attention-2's backward, ``if i > 0:`` around its loads and dot). Never raises."""
    head = module.by_line.get(loop)
    if head is None or head.name != "scf.for":
        return []
    out: list[tuple[IROp, IROp]] = []
    for dot in (o for o in module.printed_ops if o.name in _DOTS):
        chain: list[IROp] = []
        at = dot.parent
        while 0 <= at < len(module.ops) and module.ops[at].name not in ("scf.for", "scf.while") \
                and len(chain) < len(module.ops):
            chain.append(module.ops[at])
            at = module.ops[at].parent
        if at != head.index:
            continue
        if not chain:  # directly in the loop's body: AssignLatencies starts from it
            return []
        out.append((dot, chain[-1]))
    return out


def synchronous_operands(module: IRModule, loop: int) -> list[tuple[str, IROp, IROp]]:
    """The operands (``a``, ``b``) of the dots in the body of the loop at TTGIR ``loop`` that a load of the same
    iteration gives (``tt.load``/``amdg.buffer_load`` in the loop, then only :data:`OPERAND_PATH` ops, first operands,
    in the scoped model): no pipeliner ring or register prefetch feeds them, so each iteration waits for that load
    (trial 8d M1: a persistent matmul's B, loaded with ``tt.load`` and stored by ``ttg.local_alloc`` every iteration,
    while A came through a 3-buffer cp.async ring). ``(role, load op, dot op)``, each operand once, in line order."""
    out: list[tuple[str, IROp, IROp]] = []
    for dot in (o for o in module.printed_ops if o.name in _DOTS and o.loops and o.loops[-1] == loop):
        got = operand_roles.roles(dot)
        for role in ("a", "b"):
            key = got.get(role)
            op = module.defining_op(key) if isinstance(key, str) else None
            for _ in range(16):
                if op is None or op.name not in OPERAND_PATH or not op.operand_keys or not op.operand_keys[0]:
                    break
                op = module.defining_op(op.operand_keys[0])
            if op is not None and op.name in ("tt.load", "amdg.buffer_load") and op.loops and op.loops[-1] == loop \
                    and all(o[1] is not op for o in out):
                out.append((role, op, dot))
    return sorted(out, key=lambda t: t[1].line)


def _tile_bytes(shape: Sequence[int], element: str) -> int:
    """The bytes of one buffer of ``shape`` (its elements times ``element``'s bits / 8; a padded layout's padding not
    counted)."""
    n = 1
    for d in shape:
        n *= d
    return n * element_bits(element) // 8


#: Ops through which a loaded value addresses memory rather than feeding a dot: a ``local_load`` whose value only
#: reaches these in the prologue consumed no peeled iteration of the dot (:func:`_peeled_reads`).
_ADDRESSING = frozenset({"tt.addptr", "tt.load", "tt.store", "ttg.async_copy_global_to_local", "ttg.async_commit_group",
                         "ttg.async_wait", "amdg.buffer_load_to_local", "amdg.buffer_load",
                         "ttng.async_tma_copy_global_to_local", "tt.descriptor_load", "ttg.memdesc_index"})


#: Ops that store their first operand into the memdesc of their second (shared memory, tensor memory).
_STORES = frozenset({"ttg.local_store", "ttng.tmem_store"})


def _dots_reached(load: Op, users: Mapping[str, Sequence[Op]], read: Mapping[str, set[int]],
                  module: IRModule) -> set[int]:
    """The lines of the prologue's dots ``load``'s result reaches through the values computed from it (forward
    def-use over ``users``, the prologue's ops by operand; not through :data:`_ADDRESSING` ops: an index used to
    address other loads feeds no dot). A ``ttg.local_store`` or ``ttng.tmem_store`` of it leads on to the buffer it
    stores into, and reaches the dots ``read`` names for that buffer's allocation (the allocations the prologue's
    dots take A or B from, :meth:`IRModule.alloc_origin`, wherever the view was made, each with the lines of those
    dots: trial 8b F2, FlagAttention's backward on sm_100 stores P^T into a buffer whose ``ttg.memdesc_trans`` view,
    made before the prologue, is the peeled dV dot's A)."""
    todo, seen = list(load.results), set(load.results)
    out: set[int] = set()
    while todo:
        name = todo.pop()
        for user in users.get(name, ()):
            if user.name in _DOTS:
                out.add(user.line)
                continue
            if user.name in _ADDRESSING:
                continue
            # a value stored into shared or tensor memory reaches what reads that buffer (mamba: B scaled, stored,
            # then MMA'd; attention's backward: P = exp(qk - m) stored to TMEM, then tcgen05's operand)
            stored = user.name in _STORES and user.operands[:1] == (name,)
            if stored and len(user.operands) > 1 and (a := module.alloc_origin(user.operands[1]).alloc) is not None \
                    and a in read:
                out |= read[a]
                continue
            for r in user.operands[1:2] if stored else user.results:
                if r not in seen:
                    seen.add(r)
                    todo.append(r)
    return out


def addressed_rings(body: Sequence[Op], rings: set[str], root: Callable[[str], str | None]
                    ) -> dict[str, set[str]]:
    """The rings of ``rings`` whose data reaches no dot in the loop ``body`` (its ops), each with the rings whose
    copies its values address there: every ``ttg.local_load`` of it in the body is followed forward over the body's
    ops (not across ``scf.yield``, nor past a register load it addresses); a ring one of whose reads reaches a dot or
    the data operand of a ``ttg.local_store`` or ``ttng.tmem_store`` is data, not an index. ``root(key)`` names the
    ring a memdesc value views. Trial 9c F3: fastvideo's ``%kv_idx`` (cuda:103) addresses the K and V TMA copies
    and the block-size copy; Triton's ``AssignLatencies.cpp`` gives a load that feeds another load's address its own
    latency before that load (``loadOpsToIndirectionLevel``)."""
    find = root
    users: dict[str, list[Op]] = {}
    for op in body:
        for name in op.operands:
            users.setdefault(name, []).append(op)
    out: dict[str, set[str]] = {}
    data: set[str] = set()
    for op in body:
        if op.name != "ttg.local_load" or not op.operands or (a := find(op.operands[0])) not in rings:
            continue
        todo, seen, hit = list(op.results), set(op.results), set()
        while todo and a not in data:
            name = todo.pop()
            for user in users.get(name, ()):
                if user.name in _DOTS or (user.name in _STORES and user.operands[:1] == (name,)):
                    data.add(a)
                    break
                if user.name in ("scf.yield", "tt.load", "tt.descriptor_load", "amdg.buffer_load"):
                    continue  # carried to the next iteration, or a register load it addresses
                if user.name in _PRODUCERS:
                    hit |= {t for k in user.operands if k != name and (t := find(k)) in rings and t != a}
                    continue
                for r in user.results:
                    if r not in seen:
                        seen.add(r)
                        todo.append(r)
        if hit:
            out.setdefault(a, set()).update(hit)
    return {a: ts for a, ts in out.items() if a not in data}


def _peeled_reads(window: Sequence[Op], buffers: set[str], module: IRModule) -> tuple[Counter[str], int]:
    """The dots the pipeliner peeled into the prologue (``window``: the ops before the loop at its depth), as reads
    of each buffer ring: ``({allocation: dots reading it}, dots whose A/B operands lead to none)``. A dot's A and B
    (by role, :mod:`ir_explorer.ir.operand_roles`) are followed back through the window's view ops
    (``ttg.memdesc_index``, ``ttg.memdesc_trans`` …) to an allocation of ``buffers``. Flash attention on sm_100 peels
    two iterations of ``q @ k^T`` and one of ``p @ v``: K's ring is 2 iterations ahead of its peeled dots, and so is
    V's (3 stages), where one count of all peeled dots made it 2 stages, or none (num_stages=2). A ``ttg.local_load``
    of a ring in the window also consumes a peeled iteration's slot (trial 7b: mamba's chunk state on sm_100 reads
    iteration 0's B, ``dA`` and ``dt`` with ``local_load`` before the peeled ``tc_gen5_mma``, and counting only the
    dot's operands made those rings one iteration deeper than they are, 5 stages for num_stages=4); each ring counts
    the distinct slots (``ttg.memdesc_index`` views) read, so a dot and a ``local_load`` of one slot count once. Only a
    ``local_load`` whose value reaches a peeled dot counts: vLLM's paged attention loads the block-table index of
    iteration 0 in the prologue to address iteration 0's K and V copies, which consumes no peeled iteration (the
    index stays 2 iterations ahead of the dot, 3 stages)."""
    defs = {r: op for op in window for r in op.results}
    users: dict[str, list[Op]] = {}
    for op in window:
        for name in op.operands:
            users.setdefault(name, []).append(op)
    read: dict[str, set[int]] = {}
    for op in window:
        for r in ("a", "b") if op.name in _DOTS else ():
            if isinstance(n := operand_roles.role(op, r), str) and (a := module.alloc_origin(n).alloc) is not None:
                read.setdefault(a, set()).add(op.line)
    slots: dict[str, set[object]] = {}
    untraced = 0
    # the dots a counted local_load reaches: their iteration's slots are counted already, so such a dot whose own A
    # and B lead to no ring is no untraced peeled iteration (trial 10b F2: the scaled mm's peeled tc_gen5_mma takes A
    # from tensor memory and B from a local_store of the scaled local_loads of %a and %b; counting it again made 2
    # stages "not pipelined" and 3 stages 2)
    fed: set[int] = set()
    for op in window:
        dot = op.name in _DOTS
        if not dot:
            if op.name != "ttg.local_load" or not (reached := _dots_reached(op, users, read, module)):
                continue
            fed |= reached
        hit = set()
        # A and B by role: a tt.dot_scaled prints A's scale second (ir/operand_roles.py)
        names = [n for r in ("a", "b") if isinstance(n := operand_roles.role(op, r), str)] if dot else \
            list(op.operands[:1])
        for name in names:
            seen, slot = 0, None
            while name not in buffers and (d := defs.get(name)) is not None and d.name in MEMDESC_VIEWS \
                    and d.operands and seen < 8:
                slot = name if slot is None and d.name in INDEX_OPS else slot
                name, seen = d.operands[0], seen + 1
            if name in buffers:
                hit.add(name)
                slots.setdefault(name, set()).add(slot if slot is not None else op.line)
        untraced += dot and not hit and op.line not in fed
    return Counter({a: len(s) for a, s in slots.items()}), untraced


def _register_prefetch(ops: Sequence[Op], head: Op, inside: Sequence[Op], text_lines: Sequence[str]) -> list[Op]:
    """The loads before the loop ``head`` (at its nesting depth, after the loop before it there) whose results are
    initial values of its ``iter_args``, directly or through casts (:data:`_CASTS`: TransformerEngine's row id,
    ``arith.extsi`` to i64 before the loop carries it; trial 9b F2 missed it): the iterations AMD's stream pipeliner
    prefetches into registers (``StreamPipeline.cpp``; TTGIR marks them ``amd.pipeliner_part = "prologue"``), the
    loop loading the ones after and carrying them: each a clone of a load of the body, so it ends with the same
    ``loc(#locN)`` as one (``text_lines``: the module's lines). ``[]`` when the loop has no load of its own."""
    if not any(o.name in _LOADS and o.loops[-1] == head.line for o in inside):
        return []
    before = max((o.line for o in ops if o.name in ("scf.for", "scf.while") and o.loops == head.loops
                  and o.line < head.line), default=0)
    window = [o for o in ops if before < o.line < head.line and o.loops == head.loops]
    fed = {init.split("#")[0] for _, init in head.iter_args}
    for o in reversed(window):
        if o.name in _CASTS and o.results and o.results[0] in fed and o.operands:
            fed.add(o.operands[0])
    # a prefetched iteration is the pipeliner's clone of a load of the body, with its location: a load of the
    # kernel's own before the loop that sets a carried value (lmdeploy's output = tl.load(indice_ptr), trial 10a F3)
    # is none, and neither is a loop on a target whose pipeliner does not prefetch into registers
    body_locs = {loc for o in inside if o.name in _LOADS and (loc := _loc_of(text_lines, o.line))}
    return [o for o in window if o.name in _LOADS and o.results and o.results[0] in fed
            and _loc_of(text_lines, o.line) in body_locs]


def register_depth(prefetched: Sequence[str | None], own: Sequence[str | None]) -> int:
    """The stages of AMD's register prefetch: 1 + the most iterations any one load of the loop's body is prefetched,
    each prefetch a clone of a body load with its location (``prefetched``: the locations of the loads before the
    loop that its ``iter_args`` bind; ``own``: those of the loads of its body, one location per load, so two body
    loads at one location prefetched once each are 1 iteration). The pipeliner stages loads one by one: trident's
    attention backward on gfx942 (trial 11c F4) prefetches its log-sum-exp row one iteration ahead and none of its
    other four loads, 2 stages, which ``len(prefetched) // len(own) + 1`` made 1, "not pipelined"."""
    body = Counter(own)
    per_load = Counter(prefetched)
    return 1 + max((-(-n // max(1, body.get(loc, 1))) for loc, n in per_load.items()), default=0)


# e.g.     %output = tt.load %indice_ptr_91 : !tt.ptr<i64> loc(#loc150)
_TRAILING_LOC = re.compile(r"\bloc\((#loc\d+)\)\s*$")


def _loc_of(lines: Sequence[str], line: int) -> str | None:
    """The location alias (``#loc150``) a TTGIR op line ends with (``None`` without one)."""
    m = _TRAILING_LOC.search(lines[line - 1]) if 0 < line <= len(lines) else None
    return m.group(1) if m else None


@dataclass(frozen=True)
class CarriedLoad:
    """A load of a pipelined loop's body whose value the loop carries in registers to a later iteration: the
    ``scf.yield`` gives it to an ``iter_args`` value, which the next iteration yields on to another, and so on, until
    the iteration that uses it (Triton's pipeliner keeps a load it does not turn into an async copy in registers,
    ``LowerLoops.cpp``; ``PipelineExpander.cpp`` carries each value an op of an earlier stage gives a later one through
    the loop's ``iter_args``). int4_m16 on sm_100 (trial 9b M2): the packed B tile is loaded in iteration ``i`` and
    used in ``i + 3``, the prologue loading the first three."""

    line: int
    """The TTGIR line of the load in the loop's body."""
    op: str
    """The load's op (``tt.load``, ``tt.descriptor_load``, ``amdg.buffer_load``)."""
    args: tuple[str, ...]
    """The keys of the ``iter_args`` values it passes through (scoped model), the one the yield gives the load's value
    first; the last is the one the body uses: its length is how many iterations ahead of its use the load runs."""
    prologue: tuple[int, ...]
    """The TTGIR lines of the loads before the loop whose values (directly or through casts) are the initial values
    of :attr:`args`: the first iterations' tiles."""
    yield_line: int
    """The TTGIR line of the loop's ``scf.yield``."""
    thread_bytes: int | None
    """Bytes of one loaded tile each thread holds (the tile's bytes / the module's threads, from the load's tensor
    type and layout: ``ir.linear_layout.distribution``); ``None`` where the layout broadcasts elements to several
    threads or is not modelled."""

    @property
    def iterations(self) -> int:
        """How many iterations ahead of its use the load runs (the ``iter_args`` it is carried through)."""
        return len(self.args)

    @property
    def registers(self) -> int | None:
        """32-bit registers per thread the carried tiles take, ``thread_bytes · iterations / 4`` rounded up
        (the values the loop carries from one iteration to the next), ``None`` without :attr:`thread_bytes`."""
        return None if self.thread_bytes is None else -(-self.thread_bytes * self.iterations // 4)


# e.g. module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, …, "ttg.threads-per-warp" = 64 : i32} {
_MODULE_ATTRS = re.compile(r"^module attributes \{.*$", re.MULTILINE)


def _module_int(module: IRModule, key: str) -> int | None:
    """An integer module attribute (``ttg.num-warps``, ``ttg.threads-per-warp``) of the model's ``module attributes``
    line, or ``None``."""
    attrs = _MODULE_ATTRS.search(module.text)
    m = re.search(rf'"?ttg\.{re.escape(key)}"?\s*=\s*(\d+)', attrs.group(0)) if attrs else None
    return int(m.group(1)) if m else None


def _stored(module: IRModule, key: str) -> bool:
    """Whether value ``key``, or a value computed from it in registers (forward over its uses, not across an
    ``scf.yield``), is stored into shared or tensor memory by ``ttg.local_store``/``ttng.tmem_store`` or copied by a
    :data:`_PRODUCERS` op (AMD's stream pipeliner converts a loaded tile's layout before storing it into its ring)."""
    return _flows_into(module, key, lambda u, k: u.name in _PRODUCERS
                       or (u.name in _STORES and u.operand_keys[:1] == (k,)))


def _flows_into(module: IRModule, key: str, into: Callable[[IROp, str], bool]) -> bool:
    """Whether ``into(op, value)`` holds for a user of value ``key`` or of a value computed from it in registers
    (forward over the uses, not across an ``scf.yield``; at most 256 values)."""
    todo, seen = [key], {key}
    while todo and len(seen) < 256:
        k = todo.pop()
        for u in module.users(k):
            if into(u, k):
                return True
            if u.name == "scf.yield":
                continue
            for r in u.result_keys:
                if r not in seen:
                    seen.add(r)
                    todo.append(r)
    return False


def register_carried(module: IRModule, loop: int) -> list[CarriedLoad]:
    """The loads of a tensor (a tile; not a scalar: sage attention's ``k_scale``) directly in the body of the
    ``scf.for`` at TTGIR line ``loop`` that the loop carries in registers to a later iteration (:class:`CarriedLoad`),
    in line order: the load's result is yielded to an ``iter_args`` value, and so on along the yield (at most as many
    hops as the loop has ``iter_args``; each value before the last used by the yield only), to one the body uses in an
    op other than the yield and that is not stored, nor any value computed from it, into shared or tensor memory
    (:func:`_stored`: AMD's stream pipeliner stages a load through registers into its ring, which is the ring's copy,
    not a register operand). Never raises."""
    head = module.by_line.get(loop)
    if head is None or head.name != "scf.for":
        return []
    yields = [o for o in module.ops if o.parent == head.index and o.name == "scf.yield"]
    if not yields:
        return []
    args = {v.index - 1: v.key for v in module.values.values()
            if v.owner == head.index and v.is_block_arg and v.region == 0 and v.index >= 1}
    to_arg: dict[str, str] = {}
    for i, k in enumerate(yields[-1].operand_keys):
        if k is not None and i in args:
            to_arg.setdefault(k, args[i])
    inits = {args[i]: init.split("#")[0] for i, (_, init) in enumerate(head.iter_args) if i in args}
    warps, lanes = _module_int(module, "num-warps"), _module_int(module, "threads-per-warp")
    out = []
    for op in module.printed_ops:
        if op.parent != head.index or op.name not in _LOADS or not op.result_keys \
                or module.type_of(op.result_keys[0]) is None:  # a scalar (a scale, a block size) is no tile
            continue
        chain: list[str] = []
        cur = op.result_keys[0]
        while cur in to_arg and len(chain) < len(args) and to_arg[cur] not in chain:
            cur = to_arg[cur]
            chain.append(cur)
        users = [u for u in module.users(cur) if u.name != "scf.yield"] if chain else []
        # the load's value and each iter_args value before the last only pass on (no use in their own iteration)
        early = any(u.name != "scf.yield" for k in (op.result_keys[0], *chain[:-1]) for u in module.users(k))
        if not users or early or _stored(module, cur):
            continue
        prologue = []
        for a in chain:
            d = module.defining_op(inits.get(a, ""))
            while d is not None and d.name in _CASTS and d.operand_keys and d.operand_keys[0]:
                d = module.defining_op(d.operand_keys[0])
            if d is not None and d.name in _LOADS and d.parent == head.parent and d.line < head.line:
                prologue.append(d.line)
        ty = module.type_of(op.result_keys[0])
        per = None
        if ty is not None and ty.layout is not None and warps and lanes:
            ll = to_linear(ty.layout, ty.shape, lanes)
            dist = distribution(ll) if ll is not None else None
            if dist is not None and dist.copies == 1 and dist.registers * warps * lanes == ty.numel:
                per = dist.registers * ty.element_bits // 8
        out.append(CarriedLoad(op.line, op.name, tuple(chain), tuple(sorted(prologue)), yields[-1].line, per))
    return out


@dataclass(frozen=True)
class CopyOverlap:
    """Whether a pipelined loop's cp.async copies overlap any of its dots (trial 9d M1), read from the order of the
    ops of its body. Triton's ``ttg.async_wait`` "waits until at most ``num`` async copy groups are outstanding
    ... ``num = 0`` waits until all groups of async copies are complete" (``TTG_AsyncWaitOp``,
    ``include/triton/Dialect/TritonGPU/IR/TritonGPUOps.td``), and ``ttng.warp_group_dot_wait`` "waits until there are
    ``pendings`` or fewer outstanding async dot operations" (``TTNG_WarpGroupDotWaitOp``,
    ``include/triton/Dialect/TritonNvidiaGPU/IR/TritonNvidiaGPUOps.td``); a ``tt.dot`` (mma.sync, FMA) completes where
    it stands. So when the body's first ``ttg.async_wait`` before its first dot has ``num = 0`` and every copy of the
    body is issued after its last dot completed, a copy runs only between the end of one iteration's dots and the
    start of the next one's: none overlaps a dot (gptq at ``num_stages=2`` on sm_90: the copies after
    ``warp_group_dot_wait {pendings = 0}``, the next iteration opening with ``ttg.async_wait {num = 0}``)."""

    none: bool
    """The conditions above hold, so no copy of the loop overlaps a dot. ``False`` says only that the body does not
    have this form (matmul at num_stages=2 on sm_80 waits for its copies with ``num = 0`` within the iteration,
    before its last dot, and is not recognised)."""
    wait_line: int | None
    """The TTGIR line of the body's first ``ttg.async_wait`` before its first dot (``None``: there is none)."""
    first_dot: int | None
    """The TTGIR line of the body's first dot."""
    dot_done: int | None
    """The TTGIR line where the body's last dot has completed: that ``tt.dot``, or the first ``warp_group_dot_wait
    {pendings = 0}`` after a ``ttng.warp_group_dot``; ``None`` when nothing in the body completes it (a
    ``tc_gen5_mma``, an async dot without such a wait)."""
    copies: tuple[int, ...]
    """The TTGIR lines of the body's ``ttg.async_copy_global_to_local`` ops (TMA loops: its
    ``ttng.async_tma_copy_global_to_local`` ops)."""
    tma: bool = False
    """The loop's copies are TMA copies, waited for with ``ttng.wait_barrier`` (``wait_line``)."""


def copy_overlap(module: IRModule, loop: int, stages: int | None = None) -> CopyOverlap | None:
    """:class:`CopyOverlap` of the loop at TTGIR line ``loop`` (its body's ops, nested ones too, by line), for a loop
    whose body holds a dot and either cp.async copies (``ttg.async_copy_global_to_local``) and a ``ttg.async_wait``,
    or TMA copies (``ttng.async_tma_copy_global_to_local``, no cp.async) and a ``ttng.wait_barrier`` before its first
    dot on a barrier indexed (``ttg.memdesc_index``) from the value the copies' barriers are indexed from; ``None``
    otherwise. A TMA copy completes on the mbarrier it is given (``TTNG_AsyncTMACopyGlobalToLocalOp``) and a ring of
    ``stages`` 2 (the loop's schedule depth, :attr:`LoopReport.stages`) copies one iteration ahead: the only copies
    in flight when an iteration starts are the previous iteration's, so its first ``ttng.wait_barrier`` before its
    first dot waits for them, as ``async_wait {num = 0}`` does for cp.async. A dot completes where it stands
    (``tt.dot``), at the first ``warp_group_dot_wait {pendings = 0}`` after it, or for a ``tc_gen5_mma`` at the first
    ``ttng.wait_barrier`` after it on a barrier it arrives on. Never raises."""
    body = sorted((o for o in module.printed_ops if o.loops and o.loops[-1] == loop), key=lambda o: o.line)
    dots = [o for o in body if o.name in _DOTS]
    copies = tuple(o.line for o in body if o.name == "ttg.async_copy_global_to_local")
    tma = not copies
    if tma:
        copies = tuple(o.line for o in body if o.name == "ttng.async_tma_copy_global_to_local")
    if not dots or not copies:
        return None
    first, last = dots[0].line, dots[-1]
    if tma:  # the barriers the copies arrive on (MLIR's operands: desc, coords, barrier, result, pred)
        def root(key: str) -> str:  # the value a barrier is indexed from (ttg.memdesc_index)
            for _ in range(8):
                d = module.defining_op(key)
                if d is None or d.name != "ttg.memdesc_index" or key not in d.result_keys or not d.operand_keys[0]:
                    break
                key = d.operand_keys[0]
            return key
        rings = {root(k) for o in body if o.name == "ttng.async_tma_copy_global_to_local"
                 and len(o.operand_keys) >= 3 and (k := o.operand_keys[-3])}
        wait = next((o for o in body if o.name == "ttng.wait_barrier" and o.line < first and o.operand_keys
                     and o.operand_keys[0] and root(o.operand_keys[0]) in rings), None)
    else:
        wait = next((o for o in body if o.name == "ttg.async_wait" and o.line < first), None)
    if wait is None and (tma or not any(o.name == "ttg.async_wait" for o in body)):
        return None
    num = _NUM.search(wait.text) if wait is not None and not tma else None
    done: int | None = None
    if last.name in ("tt.dot", "tt.dot_scaled"):
        done = last.line
    elif last.name == "ttng.warp_group_dot":
        done = next((o.line for o in body if o.name == "ttng.warp_group_dot_wait" and o.line > last.line
                     and (m := _PENDINGS.search(o.text)) is not None and int(m.group(1)) == 0), None)
    elif last.name in _TC05:
        n = len(_BARRIER_GROUP.findall(strip_loc(last.text).split("{", 1)[0].split(" : ")[0]))
        keys = last.operand_keys
        bars = set(keys[len(keys) - 2 * n:len(keys) - n]) if n and len(keys) >= 2 * n else set()
        done = next((o.line for o in body if o.name == "ttng.wait_barrier" and o.line > last.line
                     and o.operand_keys and o.operand_keys[0] in bars), None)
    waited = stages == 2 if tma else num is not None and int(num.group(1)) == 0
    ok = waited and done is not None and min(copies) > done
    return CopyOverlap(ok, wait.line if wait is not None else None, first, done, copies, tma)


#: Async MMAs whose completion a loop waits for: tcgen05 through the mbarriers it arrives on, wgmma through
#: ``ttng.warp_group_dot_wait``.
_TC05 = ("ttng.tc_gen5_mma", "ttng.tc_gen5_mma_scaled")
# e.g.   ttng.tc_gen5_mma %a_98, %b_97, %acc, %true, %true, %off_k_103[%true] {is_async} : …
#        (one ``%barrier[%pred]`` group per completion barrier, after the a, b, d operands)
_BARRIER_GROUP = re.compile(r"(%[\w$.#-]+)\[%[\w$.#-]+\]")


@dataclass(frozen=True)
class MmaWait:
    """Where one async MMA of a loop body is waited for before the body issues its next MMA."""

    mma: int
    """The TTGIR line of the MMA (``ttng.tc_gen5_mma``/``_scaled`` or ``ttng.warp_group_dot``)."""
    op: str
    """Its op name."""
    wait: int
    """The TTGIR line of the op that waits for it: a ``ttng.wait_barrier`` on a barrier the MMA arrives on, or a
    ``ttng.warp_group_dot_wait {pendings = 0}``."""
    wait_op: str
    """That op's name."""
    next_iteration: bool
    """The wait stands before the MMA in the body: it waits, in the next iteration, for the barrier the MMA's
    iteration yielded to the ``iter_args`` value it waits on (fp8 GEMM on sm_100: the accumulator is rescaled before
    each MMA); ``False``: it follows the MMA in its own iteration."""


@dataclass(frozen=True)
class MmaOverlap:
    """Whether a loop's async MMAs overlap one another (trial 10a M3, 10d M3), read from the order of the ops of its
    body (its own level, not nested regions). An MMA ``j`` overlaps the next one issued (``j + 1``, or the first of
    the next iteration) unless the body waits for its completion between the two issues:

    * ``ttng.tc_gen5_mma`` ``{is_async}`` "will trigger a commit/arrive on" each barrier it is given, and "the result
      will be safe to read after a barrier wait" (``TTNG_TCGen5MMAOp``,
      ``include/triton/Dialect/TritonNvidiaGPU/IR/TritonNvidiaGPUOps.td``), and ``ttng.wait_barrier`` "blocks the
      program progress until the mbarrier object in ``alloc`` completes its current phase"
      (``TTNG_WaitBarrierOp``): a wait on the MMA's barrier value (not predicated, or on a constant ``true``) after
      it, or, before the first MMA, on the ``iter_args`` value the ``scf.yield`` gives the last MMA's barrier, waits
      for it. MMAv5 pipelining (``lib/Dialect/TritonGPU/Transforms/Pipeliner/LowerLoops.cpp``: "Overlap the mma
      with itself", ``waitNumStages = 2``) moves that wait past the next MMA (the bundled matmul on sm_100 waits for
      iteration i-1's MMA right after issuing iteration i's) unless the loop reads and rewrites the accumulator
      between two MMAs (``hasAccReadModifyWrite``, ``include/triton/Dialect/TritonNvidiaGPU/Transforms/
      MMAv5PipelineUtility.h``: "we need to insert a wait after the mma to read back the accumulator"): then the
      body waits before it reads it with ``ttng.tmem_load``; or where it rewrites an operand the MMA reads from one
      tensor-memory buffer (trial 10b's scaled matmul ``ttng.tmem_store``-s its rescaled A there each iteration,
      after waiting for the previous MMA). A ``ttng.tc_gen5_commit`` after the MMA (not predicated, or on a constant
      ``true``) "makes the mbarrier object track the completion of all prior asynchronous tcgen5 operations"
      (``TTNG_TCGen5CommitOp``): its barrier is the MMA's too. A wait names the same barrier as the MMA or commit
      when it is the same value, or a ``ttg.memdesc_index`` of the same allocation (a partition's capture followed)
      at the same index, any index of an array of one barrier.
    * ``ttng.warp_group_dot`` ``{isAsync = true}`` completes at a ``ttng.warp_group_dot_wait`` that "waits until
      there are ``pendings`` or fewer outstanding async dot operations" (``TTNG_WarpGroupDotWaitOp``): one with
      ``pendings = 0`` between the two issues completes it (``WGMMAPipeline.cpp`` keeps ``pendings = 1`` where the
      accumulator is not used in the loop between two dots).

    Flash attention on sm_90 and sm_100 issues the P·V MMA and the next Q·Kᵀ MMA without a wait between them, so its
    MMAs overlap and it does not have this form."""

    none: bool
    """Every async MMA of the body is waited for before the next is issued: no two MMAs of the loop are in flight
    at once. ``False`` says only that the body does not have this form."""
    waits: tuple[MmaWait, ...]
    """Each MMA's wait, in line order of the MMAs (where :attr:`none` holds)."""


def mma_overlap(module: IRModule, loop: int) -> MmaOverlap | None:
    """:class:`MmaOverlap` of the ``scf.for`` at TTGIR line ``loop``, for a body whose own level holds async MMAs
    only (``ttng.tc_gen5_mma``/``_scaled`` with ``is_async``, ``ttng.warp_group_dot`` with ``isAsync = true``);
    ``None`` otherwise (no MMA, or a synchronous dot: ``tt.dot`` on mma.sync). Never raises."""
    head = module.by_line.get(loop)
    if head is None or head.name != "scf.for":
        return None
    body = sorted((o for o in module.ops if o.parent == head.index and not o.implicit), key=lambda o: o.line)
    dots = [o for o in body if o.name in _DOTS]
    if not dots or not all((o.name in _TC05 and "is_async" in o.text) or
                           (o.name == "ttng.warp_group_dot" and "isAsync = true" in o.text) for o in dots):
        return None
    yields = [o for o in module.ops if o.parent == head.index and o.name == "scf.yield"]
    args = {v.key: v.index - 1 for v in module.values.values()
            if v.owner == head.index and v.is_block_arg and v.region == 0 and v.index >= 1}
    yielded = yields[-1].operand_keys if yields else ()

    def barriers(o: IROp) -> list[str]:
        n = len(_BARRIER_GROUP.findall(strip_loc(o.text).split("{", 1)[0].split(" : ")[0]))
        keys = o.operand_keys
        return [k for k in keys[len(keys) - 2 * n:len(keys) - n] if k] if n and len(keys) >= 2 * n else []

    def unconditional(w: IROp) -> bool:
        # ``$alloc, $phase (, $pred)? (deps …)?``: a third operand before ``deps`` is the predicate
        printed = strip_loc(w.text).split(" : ")[0].split(" deps ")[0]
        if printed.count(",") < 2 or len(w.operand_keys) < 3 or w.operand_keys[2] is None:
            return True
        d = module.defining_op(w.operand_keys[2])
        return d is not None and d.name == "arith.constant" and "true" in d.text.split("=", 1)[1].split(":")[0]

    def barrier_id(key: str) -> tuple[str, ...]:
        # one mbarrier: the value, or (allocation, index) of a ttg.memdesc_index of an array of them; any index of
        # an array of one barrier is that barrier
        d = module.defining_op(key)
        if d is None or d.name != "ttg.memdesc_index" or len(d.operand_keys) < 2 or not d.operand_keys[0]:
            return (key,)
        alloc = module.alloc_origin(d.operand_keys[0], captures=True).alloc or d.operand_keys[0]
        t = module.type_of(alloc)
        return (alloc,) if t is not None and t.shape[:1] == (1,) else (alloc, d.operand_keys[1] or "")

    def unconditional_commit(c: IROp) -> bool:
        # ``$barrier (, $pred)?``: a commit with a predicate counts only when it is a constant true
        if len(c.operand_keys) < 2 or c.operand_keys[1] is None:
            return True
        d = module.defining_op(c.operand_keys[1])
        return d is not None and d.name == "arith.constant" and "true" in d.text.split("=", 1)[1].split(":")[0]

    out: list[MmaWait] = []
    for j, dot in enumerate(dots):
        last = j == len(dots) - 1
        after = [o for o in body if o.line > dot.line and (last or o.line < dots[j + 1].line)]
        before = [o for o in body if o.line < dots[0].line] if last else []
        found: MmaWait | None = None
        if dot.name == "ttng.warp_group_dot":
            for o, nxt in [(o, False) for o in after] + [(o, True) for o in before]:
                if o.name == "ttng.warp_group_dot_wait" and (m := _PENDINGS.search(o.text)) and m.group(1) == "0":
                    found = MmaWait(dot.line, dot.name, o.line, o.name, nxt)
                    break
        else:
            # a ttng.tc_gen5_commit after the MMA makes its barrier arrive when every tcgen05 op issued before it
            # completes (TTNG_TCGen5CommitOp), the MMA included: its barrier is the MMA's too
            commits = [o for o in after if o.name == "ttng.tc_gen5_commit" and o.operand_keys and
                       o.operand_keys[0] and unconditional_commit(o)]
            own = set(barriers(dot)) | {str(o.operand_keys[0]) for o in commits}
            carried = {k for k, i in args.items() if i < len(yielded) and yielded[i] in own}
            own_ids = {barrier_id(k): dot.line for k in barriers(dot)}  # id -> the line from which it is armed
            for c in commits:
                own_ids.setdefault(barrier_id(str(c.operand_keys[0])), c.line)
            for o, nxt in [(o, False) for o in after] + [(o, True) for o in before]:
                if o.name != "ttng.wait_barrier" or not o.operand_keys or not o.operand_keys[0] or \
                        not unconditional(o):
                    continue
                if (o.operand_keys[0] in carried) if nxt else \
                        own_ids.get(barrier_id(o.operand_keys[0]), o.line) < o.line:
                    found = MmaWait(dot.line, dot.name, o.line, o.name, nxt)
                    break
        if found is None:
            return MmaOverlap(False, ())
        out.append(found)
    return MmaOverlap(True, tuple(out))


def _reaches_shared(module: IRModule, key: str) -> bool:
    """Whether value ``key``, or a value computed from it in registers (forward over its uses, not across an
    ``scf.yield``), is stored into shared memory (``ttg.local_store`` of it, ``ttg.local_alloc`` of it): a ring's
    register-staged fill (AMD's stream pipeliner) or a dot operand loaded in the same iteration."""
    return _flows_into(module, key, lambda u, k: u.name in ("ttg.local_store", "ttg.local_alloc")
                       and u.operand_keys[:1] == (k,))


def _single_buffer_copy(module: IRModule, r: LoopReport, last: Claim | None, head: Ref
                        ) -> tuple[str, str, list[Claim]]:
    """The single-buffer warning's copy and wait clauses (templates) and their claims: "the cp.async of the next
    tile" and "async_wait num=N waits for it", or where TMA fills one of the loop's buffers (:func:`copy_kinds`),
    "the copy of the next tile (cp.async and TMA)" and the mbarrier wait of the TMA copy beside the async_wait
    (claim ``copy_kinds``, rule ``pipe-copy-kinds``; trial 15d F2: Helion's 3-D attention on sm_120, V by
    ``ttng.async_tma_copy_global_to_local``, was said to be a cp.async waited for by async_wait)."""
    claims: list[Claim] = []
    kinds = sorted({k for a in r.allocations for k in copy_kinds(module, a)}, key=str.lower)
    tma = "TMA" in kinds
    if tma:
        claims.append(Claim("copy_kinds", " and ".join(kinds), "text", "pipe-copy-kinds", (head,)))
    wait = ""
    if last is not None and last.value == 0:
        claims.append(Claim("waits_before", "the next MMA" if r.has_dot else "the next iteration's reads", "text",
                            "pipe-loop", (head,)))
        wait = (f", and async_wait num={{{last.key}}} waits for the cp.async group (ttng.wait_barrier for the TMA "
                "copy's mbarrier) before {waits_before}: little of their latency is hidden") if tma else \
            f", and async_wait num={{{last.key}}} waits for it before {{waits_before}}: little of its latency is hidden"
    return ("the copy of the next tile ({copy_kinds})" if tma else "the cp.async of the next tile"), wait, claims


def _single_buffer_tail(module: IRModule, r: LoopReport, lines: Sequence[str], head: Ref, index: bool,
                        more: str, inp: AnalysisInput | None = None) -> tuple[str, list[Claim]]:
    """The end of the single-buffer warning of loop ``r`` and its claims: where an index ring addresses the copies
    (``index``), AssignLatencies' sharing of the stages; where a plain ``tt.load`` of the body does
    (:func:`plain_index_loads`, claims ``index_load_lines/J``), the same, naming those loads; else ``; {more} gives 2
    buffers`` (claim ``next_buffers``), and where the second buffers would take the CTA's shared memory (Triton's
    metadata ``shared`` of ``inp`` plus one more buffer of each allocation) over what one CTA may use on the target,
    that the config could not launch (claims ``next_extra_bytes``, ``next_shared_bytes``, ``shared_limit``; trial
    13d M2: sm_120's 99 KiB, 88.25 KiB at num_stages=2 and 128.2 KiB at 3). Rule ``pipe-asked`` (trial 12a F4:
    "num_stages=3 gives 2 buffers" of a loop whose page-table loads took the added stage)."""
    if index:
        return (" (an index load that addresses another load's copy shares num_stages - 1 stages of latency with it: "
                "AssignLatencies.cpp)"), []
    plain = plain_index_loads(module, r.line)
    if not plain:
        text, claims = f"; {more} gives {{next_buffers}} buffers", [Claim("next_buffers", 2, "count", "pipe-asked",
                                                                         (head,))]
        shared = inp.metadata.get("shared") if inp is not None else None
        limit = shared_limit(inp.target.arch) if inp is not None else None
        extra = sum(r.allocation_bytes)
        if isinstance(shared, int) and limit and extra and len(r.allocation_bytes) == len(r.allocations) \
                and shared + extra > limit:
            claims += [Claim("next_extra_bytes", extra, "bytes", "pipe-asked", (head,)),
                       Claim("next_shared_bytes", shared + extra, "bytes", "pipe-asked", (head,)),
                       Claim("shared_limit", limit, "bytes", "pipe-asked", (head,))]
            text += (", {next_extra_bytes:size} more shared memory: about {next_shared_bytes:size} per CTA, over the "
                     f"{{shared_limit:size}} one CTA may use on {inp.target.spec if inp is not None else ''}, so that "
                     "config could not launch")
        return text, claims
    one = len(plain) == 1
    at = ", ".join(f"{{index_load_lines/{j}}}" for j in range(len(plain)))
    text = (f" (the plain tt.load{'' if one else ' ops'} at ttgir:{at} address{'es' if one else ''} the copies, an "
            "index level: Triton's AssignLatencies.cpp pipelines no load whose level is num_stages - 1 or more, and "
            "splits num_stages - 1 stages of latency evenly between the levels it keeps, so added stages do not all "
            "go to the copies)")
    return text, [Claim(f"index_load_lines/{j}", o.line, "line", "pipe-asked", (_line_ref(lines, o.line),))
                  for j, o in enumerate(plain)]


def plain_index_loads(module: IRModule, loop: int) -> list[IROp]:
    """The ``tt.load`` ops of the body block of the loop at TTGIR line ``loop`` whose values reach, forward along
    their uses within the iteration (not through a load, a yield or a nested region's op), the pointer operand of a
    ``ttg.async_copy_global_to_local`` of the loop: an index read into registers that addresses a ring's copy
    (ktransformers' page table, trial 12a F4). Triton's AssignLatencies.cpp counts such a load as an indirection
    level and shares the loop's stages between it and the copy, so one more stage does not give the copy a second
    buffer. In line order. Never raises."""
    copies = [o for o in module.printed_ops if o.name == "ttg.async_copy_global_to_local" and loop in o.loops]
    targets = {o.operand_keys[0] for o in copies if o.operand_keys and o.operand_keys[0]}
    out = []
    for o in module.printed_ops:
        if o.name != "tt.load" or not o.loops or o.loops[-1] != loop or not o.result_keys or not targets:
            continue
        todo, seen = [o.result_keys[0]], set[str]()
        while todo and len(seen) < 4096:
            k = todo.pop()
            if k in seen:
                continue
            seen.add(k)
            if k in targets:
                out.append(o)
                break
            todo += [u for user in module.users(k) if user.name not in _INDEX_STOPS for u in user.result_keys]
    return out


#: Ops a value stops at on its way from an index load to a copy's address: data, and the values of regions.
_INDEX_STOPS = frozenset({"tt.load", "ttg.local_load", "scf.yield", "scf.for", "scf.if", "scf.while"})


def body_loads(module: IRModule, loop: int) -> list[IROp]:
    """The loads (``tt.load``, ``tt.descriptor_load``, ``amdg.buffer_load``) in the body of the loop at TTGIR line
    ``loop`` (nested regions too) whose values go into registers only: neither they nor any value computed from them
    in the iteration is stored into shared memory (:func:`_reaches_shared`), and the loop does not carry them to a
    later iteration (:func:`register_carried`, named on their own). Beside a loop's rings these are loads no ring
    covers (trial 10d M3: matmul_ogs's scales, ttgir:216 ``tt.load`` every iteration beside the two cp.async rings).
    In line order. Never raises."""
    carried = {c.line for c in register_carried(module, loop)}
    return [o for o in module.printed_ops if o.name in _LOADS and o.loops and o.loops[-1] == loop
            and o.line not in carried and o.result_keys and not _reaches_shared(module, o.result_keys[0])]


def _narrow_loads(inp: AnalysisInput, loop: int) -> tuple[str, list[Fact]]:
    """Why the ``tt.load`` ops of the loop at TTGIR line ``loop`` (of ``inp``'s TTGIR, its loads read from the shared
    scoped model, ``inp.model("ttgir")``; in a dot loop the cause judges only those its dots' operands reach,
    :func:`_dot_operand_loads`) got no pipeline stage, when the width rule says:
    Triton's ``canBeConvertedToAsyncLoad`` (``lib/Dialect/TritonGPU/Transforms/Pipeliner/PipeliningUtility.cpp``)
    pipelines a load only when its pointer's AxisInfo contiguity (within the alignment and the layout's
    contiguous elements per thread) and its mask's alignment give at least 32 bits per thread. Returns ``(cause,
    facts)``: the cause when every load is narrower (``""`` otherwise), and a fact per load citing its line,
    whose claim gives its width; ``("", [])`` without loads."""
    axis = axisinfo.analyze_module(inp.stages["ttgir"])
    loads = [o for o in inp.model("ttgir").printed_ops if o.name == "tt.load" and loop in o.loops]
    # in a dot loop only the loads its dots' A and B operands reach are judged (trial 14d M1: two 32-bit scale loads
    # after the dot hid the 8-bit A and B loads of rtp-llm's fp8 GEMM)
    fed = _dot_operand_loads(inp, loop)
    by_line = {o.line: o for o in axis.ops}
    widths, judged = [], []
    for op in loads:
        vw = axisinfo.access_vector(by_line[op.line], axis) if op.line in by_line else None
        if vw is None:
            if fed is None or op.line in fed:
                return "", []
            continue  # a scalar load no dot operand reaches: no width to give, none needed
        elems = max(1, min(v for k, v in vw.limits.items() if k != "128-bit"))
        bounds = ", ".join(f"{k} {v}" for k, v in vw.limits.items() if k != "128-bit")
        widths.append((op.line, elems * vw.element_bits, bounds))
        if fed is None or op.line in fed:
            judged.append(widths[-1])
    if not widths:
        return "", []
    if judged and all(bits < 32 for _, bits, _ in judged):
        which = "its loads are" if len(judged) == len(loads) else \
            "the loads its dots' operands read (the only ones AssignLatencies.cpp considers in a dot loop) are"
        cause = (f"{which} narrower than the 32 bits per thread Triton's canBeConvertedToAsyncLoad asks for "
                 "(AxisInfo): " + "; ".join(f"tt.load at ttgir:{ln} moves {bits} bits per thread ({bounds} elements)"
                                            for ln, bits, bounds in judged))
        facts = [Fact("ttgir", ln, "tt.load", cause) for ln, _, _ in judged]
        for op in loads:  # what bounds each: the op AxisInfo names (an addptr of an argument without hints …)
            if op.line not in {ln for ln, _, _ in judged}:
                continue
            why = axisinfo.explain_access(axis, by_line.get(op.line), lambda _: (None, None)).data.get("cause")
            if isinstance(why, dict) and why.get("ttgir_line"):
                facts.append(Fact("ttgir", int(why["ttgir_line"]), str(why["op"]), cause))
        return cause, list(dict.fromkeys(facts))
    said = "; ".join(f"tt.load at ttgir:{ln} moves {bits} bits per thread ({bounds} elements)"
                     for ln, bits, bounds in widths)
    claim = f"per AxisInfo, {said}"
    lines = [ln for ln, _, _ in widths]
    wide = [ln for ln, bits, _ in widths if bits >= 32 and fed is not None and ln not in fed]
    if wide:
        # a load wide enough for cp.async that no dot's A or B operand reaches gets no stage in a loop with a dot
        # (trial 14b M1: S-LoRA's expand reads the 128-bit Out tile it adds the dot to; none of the reasons listed
        # was its own)
        at = ", ".join(f"ttgir:{ln}" for ln in wide)
        claim += (f"; tt.load at {at} feeds no dot's A or B operand, and in a loop with a dot AssignLatencies.cpp "
                  "(loadOpsToIndirectionLevel) gives a stage only to the loads those operands reach")
    return "", [Fact("ttgir", ln, "tt.load", claim) for ln in lines]


def _dot_operand_loads(inp: AnalysisInput, loop: int) -> set[int] | None:
    """The TTGIR lines of the ``tt.load`` ops of the loop at TTGIR line ``loop`` that a dot of its body reaches
    through its A and B operands (the defining ops of the body, backwards), as Triton's AssignLatencies.cpp
    ``loadOpsToIndirectionLevel`` walks them (``lib/Dialect/TritonGPU/Transforms/Pipeliner``: a DFS from each dot over
    its operands but the accumulator); ``None`` when the body holds no dot."""
    model = inp.model("ttgir")
    body = [o for o in model.printed_ops if o.loops and o.loops[-1] == loop]
    dots = [o for o in body if o.name in _DOTS]
    if not dots:
        return None
    lines = {o.line for o in body}
    todo = [k for d in dots for k in d.operand_keys[:2] if k]
    seen: set[str] = set()
    out: set[int] = set()
    while todo and len(seen) < 4096:
        key = todo.pop()
        if key in seen:
            continue
        seen.add(key)
        op = model.defining_op(key)
        if op is None or op.line not in lines:
            continue
        if op.name == "tt.load":
            out.add(op.line)
        todo += [k for k in op.operand_keys if k]
    return out


def warp_specialize_requested(ttir: str) -> list[int]:
    """1-based TTIR lines of loops marked ``tt.warp_specialize`` (``tl.range(…, warp_specialize=True)``)."""
    return [i for i, line in enumerate(ttir.splitlines(), 1) if _WS_ATTR.search(line) and line.lstrip().startswith("}")]


def loop_num_stages(inp: AnalysisInput) -> dict[tuple[str | None, int | None], int]:
    """``{(python_file, python_line): N}`` of the TTIR loops marked ``tt.num_stages = N``
    (``tl.range(…, num_stages=N)``), by the Python line of the loop (its closing line's location)."""
    out: dict[tuple[str | None, int | None], int] = {}
    for i, line in enumerate(inp.stages.get("ttir", "").splitlines(), 1):
        m = _LOOP_STAGES.match(line)
        if m is not None:
            where = inp.python_location("ttir", i)
            if where[1] is not None:
                out[where] = int(m.group(1))
    return out


def _brace(text: str) -> str:
    """``text`` as literal template text (:func:`~ir_explorer.analyses.findings.render`): braces doubled."""
    return text.replace("{", "{{").replace("}", "}}")


def _line_ref(lines: Sequence[str], n: int, until: str | None = None) -> Ref:
    """A ref to TTGIR line ``n`` holding its op text (without ``loc(…)``), or the text up to and with ``until``
    (``%acc_80:9 = scf.for``): a ref moved to another line does not hold it."""
    text = strip_loc(lines[n - 1]).strip() if 0 < n <= len(lines) else ""
    if until is not None and until in text:
        text = text[:text.index(until) + len(until)]
    return Ref("ttgir", n, text)


# e.g. %c2_i32 = arith.constant 2 : i32    e.g. %cst_9 = arith.constant dense<false> : tensor<64x32xi1, #blocked1>
_CONST = re.compile(r"arith\.constant (?:dense<)?(?P<v>-?\d+|true|false)\b")
#: Ops a stage predicate passes through into a copy's mask (``tt.splat``, ``arith.andi`` with the bounds mask …).
_MASK_OPS = frozenset({"tt.splat", "tt.broadcast", "tt.expand_dims", "arith.andi", "ttg.convert_layout"})


def _const(module: IRModule, key: str | None) -> int | bool | None:
    """The value of the ``arith.constant`` (integer, ``i1``, splat ``dense<…>``) ``key`` names, else ``None``."""
    op = module.defining_op(key) if key else None
    m = _CONST.search(op.text) if op is not None and op.name == "arith.constant" else None
    if m is None:
        return None
    v = m.group("v")
    return v == "true" if v in ("true", "false") else int(v)


def trip_count(module: IRModule, head: IROp) -> int | None:
    """The iterations of the ``scf.for`` ``head`` when its lower bound, upper bound and step are constants
    (``ceil((ub - lb) / step)``, at least 0), else ``None``."""
    lb, ub, step = (list(head.operand_keys[:3]) + [None] * 3)[:3]
    lo, hi, st = (_const(module, k) for k in (lb, ub, step))
    if any(isinstance(v, bool) or not isinstance(v, int) for v in (lo, hi, st)) or not st:
        return None
    assert isinstance(lo, int) and isinstance(hi, int) and isinstance(st, int)
    return max(0, -(-(hi - lo) // st))


def _copy_predicate(op: IROp) -> str | None:
    """The key of a copy's predicate: a cp.async's or ``amdg.buffer_load_to_local``'s mask, a TMA copy's ``pred``
    (its last operand); ``None`` for one without."""
    if op.name in ("ttg.async_copy_global_to_local", "amdg.buffer_load_to_local"):
        m = re.search(r"\bmask\s*=?\s*%(?P<k>[\w$.#-]+)", op.text)
        return m.group("k") if m else None
    if op.name == "ttng.async_tma_copy_global_to_local" and op.operand_keys:
        return op.operand_keys[-1]
    return None


def never_copies(module: IRModule, head: IROp | None, copies: Sequence[IROp]) -> list[IROp]:
    """The ``copies`` that copy nothing: their predicate is the constant ``false`` (the pipeliner's prologue copy of
    an iteration a constant trip count does not have), or, in the body of the ``scf.for`` ``head`` with a constant
    lower bound, comes (through ``tt.splat``, ``arith.andi`` …) from ``arith.cmpi slt, %iv, %c`` with a constant
    ``c`` at or below that bound (``PipelineExpander.cpp``'s ``%iv < ub - k·step`` of a copy ``k`` iterations ahead,
    folded for a loop of fewer than ``k`` iterations: trial 7b M3, fla's ``%iv < 0``)."""
    iv = module.induction_variable(head) if head is not None else None
    lo = _const(module, head.operand_keys[0]) if head is not None and head.operand_keys else None
    out = []
    for op in copies:
        todo, seen, dead = [_copy_predicate(op)], set(), False
        while todo:
            key = todo.pop()
            if key is None or key in seen:
                continue
            seen.add(key)
            value = _const(module, key)
            d = module.defining_op(key)
            if value is False:
                dead = True
            elif d is not None and d.name == "arith.cmpi" and " slt, " in d.text and iv is not None \
                    and d.operand_keys[:1] == (iv,) and isinstance(lo, int) and not isinstance(lo, bool):
                c = _const(module, d.operand_keys[1] if len(d.operand_keys) > 1 else None)
                dead = dead or (isinstance(c, int) and not isinstance(c, bool) and c <= lo)
            elif d is not None and d.name in _MASK_OPS:
                todo += list(d.operand_keys)
        if dead:
            out.append(op)
    return out


def idle_prefetch(module: IRModule, r: LoopReport) -> tuple[int | None, list[IROp], list[IROp], list[IROp]]:
    """For pipelined loop ``r``: ``(trip count, copies of its rings in its body, those that never run, the
    prologue's copies into its rings that copy nothing)`` (:func:`never_copies`); the trip count is ``None`` unless
    the loop's bounds are constants."""
    head = module.by_line.get(r.line)
    if head is None or head.name != "scf.for":
        return None, [], [], []
    rings = set(r.allocations)

    def into_ring(o: IROp) -> bool:
        return o.name in ASYNC_COPIES and any(k is not None and module.alloc_origin(k).alloc in rings
                                              for k in o.operand_keys)
    body = [o for o in module.printed_ops if o.parent == head.index and into_ring(o)]
    start = min((d.line for a in rings if (d := module.defining_op(a)) is not None), default=r.line)
    before = [o for o in module.printed_ops if start < o.line < r.line and o.parent == head.parent and into_ring(o)]
    return trip_count(module, head), body, never_copies(module, head, body), never_copies(module, None, before)


# e.g. {allocations/2} {allocation_stages/2} stages in {allocation_buffers/2} buffer of {allocation_bytes/2} bytes
#      (an index: its stages are counted to the copies into {allocations/0} it addresses)    (analyze's template)
_INDEX_NOTE = re.compile(r"\{allocations/(?P<i>\d+)\} [^;,]*?\(an index: its stages are counted to the copies "
                         r"into \{allocations/(?P<t>\d+)\}")


def stages_note(findings: Sequence[Finding], stages: object, cell: bool = False) -> str:
    """What the summary's ``pipelining N stages`` (and ``compare``'s stages cell) adds for the first pipelined loop
    finding of ``N`` stages (its claims, which rule ``pipe-stages``/``pipe-trip`` re-derive): where its rings differ
    in depth, the deepest rings and the others' stages (trial 6 M1: "3 stages" said of vLLM's K and V rings, 2
    deep, when only the block-table index was 3), ``" (%physical_block_idx_73; 2 for %K_74, %V_75)"``; where a
    constant trip count leaves its own copies idle, ``" (the loop runs 2 iterations; its copies in the loop never
    run)"`` (trial 7b M3); where an index ring makes the schedule deeper than every ring (its copy runs ahead of the
    copy it addresses), that ``N`` is the schedule's and each ring's own depth follows, ``" (schedule; rings %K_74,
    %V_75 2 stages, %physical_block_idx_73 2 stages …)"`` (vLLM at num_stages=3: 3 stages); where its
    claim ``copies_between_iterations`` holds (:func:`copy_overlap`), ``" (no copy overlaps a dot)"`` (trial 9d M1:
    gptq's "2 stages" at num_stages=2, whose copies are waited for before any dot of the next iteration); where its
    claims ``body_loads`` (:func:`body_loads`) and ``register_carried`` (:func:`register_carried`) are not both 0,
    their sum, ``" (2 loads of the body through no ring, 1 of them carried in registers to a later iteration)"``, and
    where ``mmas_serialized`` holds (:func:`mma_overlap`), ``" (the MMAs do not overlap: each is waited for before the
    next)"`` (trial 10a M3, 10d M3: "3 stages" read as if the whole loop overlapped); where the kernel's main loops
    are partly pipelined (their findings' ``loop`` and ``stages`` claims), ``" (1 of 2 loops pipelined: ttgir:77;
    not pipelined: ttgir:131)"``. ``""`` otherwise. ``cell``:
    the short form, without the trip count's words."""
    found = [f for f in findings if f.kind == "pipelining" and f.claim("loop_kind") is not None
             and (c := f.claim("stages")) is not None and c.value == stages and stages]
    # the loop's own finding, whose words tell its index rings, before a warning about the same loop
    loop = next((f for f in found if " pipelined: " in f.template), found[0] if found else None)
    if loop is None:
        return ""
    parts = []
    depth = {str(c.value): d.value for c in loop.claims if c.key.startswith("allocations/")
             and (d := loop.claim("allocation_stages/" + c.key.split("/")[1])) is not None}
    # an index ring's stages, counted to the copy it addresses (the finding's own words: analyze)
    index = {f"{{allocations/{m['i']}}}": f"{{allocations/{m['t']}}}" for m in _INDEX_NOTE.finditer(loop.template)}
    index = {str(a.value): str(t.value) for k, v in index.items()
             if (a := loop.claim(k[1:-1])) is not None and (t := loop.claim(v[1:-1])) is not None}
    if index and depth and stages not in depth.values():
        # the schedule is deeper than each ring: an index copy runs ahead of the copy it addresses (vLLM at
        # num_stages=3: 3 stages, each ring 2)
        rings = {v: [a for a, w in depth.items() if w == v and a not in index] for v in sorted(set(depth.values()),
                                                                                          key=lambda v: -int(str(v)))}
        # "N stages", not a bare N that reads as buffers (trial 12a M1: "rings %k, %kpe, %v 2" of one buffer each)
        said = [f"{', '.join(names)} {v} stages" for v, names in rings.items() if names]
        said += [f"{a} {depth[a]} stages counted to the {t} copy" for a, t in index.items() if a in depth]
        parts.append("schedule; rings " + ", ".join(said))
    elif len(set(depth.values())) > 1:
        deepest = [a for a, v in depth.items() if v == stages]
        others = {v: [a for a, w in depth.items() if w == v] for v in sorted(set(depth.values()) - {stages},
                                                                               key=lambda v: -int(str(v)))}
        parts.append(", ".join(deepest) + "".join(f"; {v} for {', '.join(names)}" for v, names in others.items()))
    idle, total, trips = (loop.claim(k) for k in ("idle_copies", "loop_copies", "trip_count"))
    if idle is not None and total is not None and trips is not None and idle.value and idle.value == total.value \
            and not cell:
        parts.append(f"the loop runs {trips.value} iteration{'s' * (trips.value != 1)}; its copies in the loop "
                     "never run")
    elif idle is not None and total is not None and trips is not None and idle.value == total.value and idle.value:
        parts.append(f"{trips.value} iterations")
    overlap = loop.claim("copies_between_iterations")
    if overlap is not None and overlap.value is True:  # its copies run between the dots of two iterations (9d M1)
        parts.append("no copy overlaps a dot")
    loads = loop.claim("body_loads")
    carried = loop.claim("register_carried")
    plain = loads.value if loads is not None and isinstance(loads.value, int) else 0
    held = carried.value if carried is not None and isinstance(carried.value, int) else 0
    if plain or held:  # loads beside the rings (10d M3), a register-carried one among them (trial 15b F3: "1 load
        # of the body through no ring" of a loop whose i8 mask load the yield also carried an iteration ahead)
        n = plain + held
        which = ", carried" if n == 1 else ", all carried" if not plain else f", {held} of them carried"
        parts.append(f"{n} load{'s' * (n != 1)} of the body through no ring"
                     + (f"{which} in registers to a later iteration" if held else ""))
    serial = loop.claim("mmas_serialized")
    if serial is not None and serial.value is True:  # each MMA waited for before the next (10a M3)
        parts.append("the MMAs do not overlap: each is waited for before the next")
    # a kernel whose main loops are partly pipelined: which are and which are not, as their findings say (10d M3)
    each: dict[object, object] = {}
    for f in findings:
        if f.kind == "pipelining" and f.claim("loop_kind") is not None and (st := f.claim("stages")) is not None \
                and (at := f.claim("loop")) is not None:
            each.setdefault(at.value, st.value)
    on = sorted(str(ln) for ln, st in each.items() if st)
    off = sorted(str(ln) for ln, st in each.items() if not st)
    if on and off:
        parts.append(f"{len(on)} of {len(each)} loops pipelined" if cell else
                     f"{len(on)} of {len(each)} loops pipelined: ttgir:{', '.join(on)}; not pipelined: "
                     f"ttgir:{', '.join(off)}")
    return f" ({'; '.join(parts)})" if parts else ""


def outer_prologue(module: IRModule, loop: int) -> tuple[IROp, list[IROp]] | None:
    """The loop around the pipelined ``scf.for`` at TTGIR line ``loop`` (an ``scf.for``/``scf.while`` whose body
    holds it directly) and the async copies (:data:`ASYNC_COPIES`) of that body between the previous loop of the
    body (or its start) and ``loop``, in line order: the pipeliner's prologue, which the expander puts right before
    the loop it pipelines (PipelineExpander.cpp ``emitPrologue``), so it runs again in every iteration of the loop
    around it (trial 14a: scatter2scatter's K ring, its prologue once per expert). ``None`` when ``loop`` is no
    ``scf.for`` directly in another loop's body, or no copy precedes it there."""
    head = module.by_line.get(loop)
    if head is None or head.name != "scf.for" or not 0 <= head.parent < len(module.ops):
        return None
    outer = module.ops[head.parent]
    if outer.name not in ("scf.for", "scf.while"):
        return None
    siblings = [o for o in module.printed_ops if o.parent == head.parent and o.line < loop]
    start = max((o.end_line for o in siblings if o.name in ("scf.for", "scf.while")), default=outer.line)
    copies = [o for o in siblings if o.name in ASYNC_COPIES and o.line > start]
    return (outer, copies) if copies else None


def _outer_note(module: IRModule, r: LoopReport, lines: Sequence[str], head: Ref) -> tuple[str, list[Claim]]:
    """The template part and claims of a pipelined loop inside another loop (:func:`outer_prologue`):
    ``outer_loop_line``, ``prologue_copies`` (citing each copy) and ``prologue_copy_lines/N``. ``("", [])`` when
    it is in none or no copy precedes it."""
    got = outer_prologue(module, r.line)
    if got is None:
        return "", []
    outer, copies = got
    refs = tuple(_line_ref(lines, o.line) for o in copies)
    claims = [Claim("outer_loop_line", outer.line, "line", "pipe-loop", (head, _line_ref(lines, outer.line,
                                                                                      outer.name))),
              Claim("prologue_copies", len(copies), "count", "pipe-loop", (head, *refs)),
              *(Claim(f"prologue_copy_lines/{i}", o.line, "line", "pipe-loop", (head, refs[i]))
                for i, o in enumerate(copies))]
    at = ", ".join(f"{{prologue_copy_lines/{i}}}" for i in range(len(copies)))
    return (f"; it sits in the loop at ttgir:{{outer_loop_line}}, so its prologue's {{prologue_copies}} async "
            f"cop{'y' if len(copies) == 1 else 'ies'} (ttgir:{at}) run again in every iteration of that loop"), claims


def _trip_note(module: IRModule, r: LoopReport, lines: Sequence[str], head: Ref) -> tuple[str, list[Claim]]:
    """The template part and claims of a pipelined loop whose constant trip count leaves prefetch copies with
    nothing to copy (:func:`idle_prefetch`; trial 7b M3: fla's 2-iteration loop of 3 stages, whose own TMA copy is
    predicated on ``%iv < 0``): ``trip_count``, ``loop_copies`` and ``idle_copies`` (the ring copies of the body,
    and those that never run, citing their lines; ``idle_lines/N`` each), ``dead_prologue_copies`` (the prologue's
    copies into its rings under a constant-false predicate, citing theirs). ``("", [])`` when the trip count is not
    a constant or every copy runs."""
    trips, body, idle, dead = idle_prefetch(module, r)
    if trips is None or not (idle or dead):
        return "", []
    claims = [Claim("trip_count", trips, "count", "pipe-trip", (head,)),
              Claim("loop_copies", len(body), "count", "pipe-trip", tuple(_line_ref(lines, o.line) for o in body)),
              Claim("idle_copies", len(idle), "count", "pipe-trip", tuple(_line_ref(lines, o.line) for o in idle)),
              Claim("dead_prologue_copies", len(dead), "count", "pipe-trip",
                    tuple(_line_ref(lines, o.line) for o in dead))]
    claims += [Claim(f"idle_lines/{i}", o.line, "line", "pipe-trip", (_line_ref(lines, o.line),))
               for i, o in enumerate(idle)]
    text = f"; the loop runs {{trip_count}} iteration{'s' * (trips != 1)}"
    at = ", ".join(f"{{idle_lines/{i}}}" for i in range(len(idle)))
    if idle and len(idle) == len(body):
        text += (f": its own cop{'y' if len(idle) == 1 else 'ies'} into the rings (ttgir:{at}) never "
                 f"run{'s' * (len(idle) == 1)} (predicated on iterations past its last), so the prologue copies "
                 "every iteration's tile before the loop starts and the loop issues none")
    elif idle:
        text += f": {{idle_copies}} of its {{loop_copies}} copies into the rings (ttgir:{at}) never run"
    if dead:
        text += ("; {dead_prologue_copies} of the prologue's copies into the rings are masked off (a constant false "
                 "predicate): they fill iterations that do not exist")
    return text, claims


def _carried_note(module: IRModule, r: LoopReport, lines: Sequence[str], head: Ref) -> tuple[str, list[Claim]]:
    """The template part and claims of the loads a dot loop with rings carries in registers (:func:`register_carried`;
    trial 9b M2: int4_m16's packed B, 3 iterations ahead in registers, while the finding named only A's ring), rule
    ``pipe-carried``: ``register_carried`` (how many, citing them; 0 too, so an omission is caught), and per load ``N``
    ``carried/N/line``, ``…/op``, ``…/iterations`` (the ``iter_args`` it passes through), ``…/args`` (their names),
    ``…/prologue_loads`` and ``…/prologue_lines/J`` (the loads before the loop that feed them), ``…/yield_line``,
    and where the layout gives each thread its own elements ``…/thread_bytes`` (bytes of one tile per thread) and
    ``…/registers`` (32-bit registers per thread of the tiles carried)."""
    carried = register_carried(module, r.line)
    claims = [Claim("register_carried", len(carried), "count", "pipe-carried",
                    tuple(_line_ref(lines, c.line) for c in carried) or (head,))]
    text = ""
    for i, c in enumerate(carried):
        at, k = (_line_ref(lines, c.line),), f"carried/{i}"
        claims += [Claim(f"{k}/line", c.line, "line", "pipe-carried", at),
                   Claim(f"{k}/op", c.op, "op", "pipe-carried", at),
                   Claim(f"{k}/iterations", c.iterations, "count", "pipe-carried", (*at, head)),
                   Claim(f"{k}/args", ", ".join(f"%{display(a)}" for a in c.args), "text", "pipe-carried", (head,)),
                   Claim(f"{k}/prologue_loads", len(c.prologue), "count", "pipe-carried",
                         tuple(_line_ref(lines, n) for n in c.prologue) or (head,)),
                   Claim(f"{k}/yield_line", c.yield_line, "line", "pipe-carried", (_line_ref(lines, c.yield_line),))]
        claims += [Claim(f"{k}/prologue_lines/{j}", n, "line", "pipe-carried", (_line_ref(lines, n),))
                   for j, n in enumerate(c.prologue)]
        passes = "passes each on to the next; the last is used" if c.iterations > 1 else "gives it the load's value"
        text += (f"; {{{k}/op}} at ttgir:{{{k}/line}} goes through no ring: the loop carries its tile in registers "
                 f"{{{k}/iterations}} iteration{'s' * (c.iterations != 1)} ahead of its use, through iter_args "
                 f"{{{k}/args}} (the yield at ttgir:{{{k}/yield_line}} {passes})")
        if c.prologue:
            first = f"first {{{k}/prologue_loads}} tiles" if len(c.prologue) > 1 else "first tile"
            text += (f", the {first} loaded before the loop (ttgir:"
                     + ", ".join(f"{{{k}/prologue_lines/{j}}}" for j in range(len(c.prologue))) + ")")
        if c.thread_bytes is not None and c.registers is not None:
            claims += [Claim(f"{k}/thread_bytes", c.thread_bytes, "bytes", "pipe-carried", at),
                       Claim(f"{k}/registers", c.registers, "registers", "pipe-carried", (*at, head))]
            text += (f"; {{{k}/thread_bytes}} bytes per thread per tile: {{{k}/registers}} 32-bit registers per "
                     + (f"thread for the {{{k}/iterations}} tiles carried" if c.iterations > 1 else
                        "thread for the tile carried"))
    return text, claims


def _overlap_note(module: IRModule, r: LoopReport, lines: Sequence[str], head: Ref) -> tuple[str, list[Claim]]:
    """The template part and claims of a dot loop whose cp.async copies overlap no dot (:func:`copy_overlap`; trial
    9d M1: gptq at ``num_stages=2`` on sm_90 was said to be "pipelined: 2 stages"), rule ``pipe-overlap``:
    ``copies_between_iterations`` (the flag of :attr:`CopyOverlap.none`: the body waits for every copy group before
    its first dot and issues its copies after its last dot completed; on every loop :func:`copy_overlap` reads, so an
    omission is caught; false says only that the body does not have this form, not that a copy overlaps a dot), and
    where it holds ``overlap/wait_line``, ``overlap/first_dot``, ``overlap/dot_done``, ``overlap/copies`` and
    ``overlap/copy_lines/J``, each citing its op's line."""
    ov = copy_overlap(module, r.line, r.stages)
    if ov is None:
        return "", []
    claims = [Claim("copies_between_iterations", ov.none, "flag", "pipe-overlap", (head,))]
    if not ov.none or ov.wait_line is None or ov.first_dot is None or ov.dot_done is None:
        return "", claims
    claims += [Claim("overlap/wait_line", ov.wait_line, "line", "pipe-overlap", (_line_ref(lines, ov.wait_line),)),
               Claim("overlap/first_dot", ov.first_dot, "line", "pipe-overlap", (_line_ref(lines, ov.first_dot),)),
               Claim("overlap/dot_done", ov.dot_done, "line", "pipe-overlap", (_line_ref(lines, ov.dot_done),)),
               Claim("overlap/copies", len(ov.copies), "count", "pipe-overlap",
                     tuple(_line_ref(lines, n) for n in ov.copies))]
    claims += [Claim(f"overlap/copy_lines/{j}", n, "line", "pipe-overlap", (_line_ref(lines, n),))
               for j, n in enumerate(ov.copies)]
    where = ", ".join(f"{{overlap/copy_lines/{j}}}" for j in range(len(ov.copies)))
    copies = "its copy" if len(ov.copies) == 1 else "its {overlap/copies} copies"
    waits = ("ttng.wait_barrier at ttgir:{overlap/wait_line} waits for the copies of the previous iteration (a "
             "ring one iteration ahead: 2 stages)" if ov.tma else
             "ttg.async_wait {{num = 0}} at ttgir:{overlap/wait_line} waits for every copy group in flight")
    text = (f"; no copy overlaps a dot: {waits} before the first dot (ttgir:{{overlap/first_dot}}), and the loop "
            f"issues {copies} "
            f"(ttgir:{where}) only after its last dot has completed (ttgir:{{overlap/dot_done}}): the copies issued "
            "in one iteration are waited for before any dot of the next runs")
    return text, claims


def _mma_note(module: IRModule, r: LoopReport, lines: Sequence[str], head: Ref) -> tuple[str, list[Claim]]:
    """The template part and claims of a dot loop whose async MMAs do not overlap one another (:func:`mma_overlap`;
    trial 10a M3: the fp8 GEMM's "pipelined: 3 stages" while each iteration waits for the previous MMA before it
    rescales the accumulator and issues the next), rule ``pipe-overlap``: ``mmas_serialized`` (the flag of
    :attr:`MmaOverlap.none`, on every loop :func:`mma_overlap` reads, so an omission is caught; false says only that
    the body does not have this form), and where it holds per MMA ``J`` ``mma_wait/J/mma`` and ``mma_wait/J/wait``
    (the lines of the MMA and of the op that waits for it) and ``mma_wait/J/next_iteration`` (the wait stands before
    the MMA, in the next iteration)."""
    ov = mma_overlap(module, r.line)
    if ov is None:
        return "", []
    claims = [Claim("mmas_serialized", ov.none, "flag", "pipe-overlap", (head,))]
    if not ov.none:
        return "", claims
    said = []
    for j, w in enumerate(ov.waits):
        k = f"mma_wait/{j}"
        claims += [Claim(f"{k}/mma", w.mma, "line", "pipe-overlap", (_line_ref(lines, w.mma),)),
                   Claim(f"{k}/wait", w.wait, "line", "pipe-overlap", (_line_ref(lines, w.wait),)),
                   Claim(f"{k}/next_iteration", w.next_iteration, "flag", "pipe-overlap",
                         (_line_ref(lines, w.wait), _line_ref(lines, w.mma)))]
        what = f"{w.wait_op} {{{{pendings = 0}}}}" if w.wait_op == "ttng.warp_group_dot_wait" else w.wait_op
        if w.next_iteration:
            said.append(f"ttgir:{{{k}/wait}} {what} waits for the {w.op} of ttgir:{{{k}/mma}} issued in the previous "
                        "iteration before it is issued again")
        else:
            said.append(f"ttgir:{{{k}/wait}} {what} right after ttgir:{{{k}/mma}} {w.op}")
    text = ("; the copies run ahead, but each MMA is waited for before the next is issued (" + "; ".join(said)
            + "): the MMAs do not overlap one another")
    return text, claims


def _body_loads_note(module: IRModule, r: LoopReport, lines: Sequence[str], head: Ref) -> tuple[str, list[Claim]]:
    """The template part and claims of the loads of a pipelined dot loop's body that no ring covers
    (:func:`body_loads`; trial 10d M3: matmul_ogs's scales, a plain ``tt.load`` beside two cp.async rings), rule
    ``pipe-carried``: ``body_loads`` (how many, citing them) and ``body_load_lines/J``; ``("", [])`` where there are
    none or the loop is not pipelined."""
    found = body_loads(module, r.line) if r.stages else []
    if not found:
        return "", []
    claims = [Claim("body_loads", len(found), "count", "pipe-carried", tuple(_line_ref(lines, o.line) for o in found))]
    claims += [Claim(f"body_load_lines/{j}", o.line, "line", "pipe-carried", (_line_ref(lines, o.line),))
               for j, o in enumerate(found)]
    ops = sorted({o.name for o in found})
    at = ", ".join(f"{{body_load_lines/{j}}}" for j in range(len(found)))
    one = len(found) == 1
    text = (f"; {'a plain ' if one else '{body_loads} plain '}{'/'.join(ops)} in the body (ttgir:{at}) "
            f"load{'s' * one} into registers through no ring")
    return text, claims


def _dot_loop_notes(module: IRModule, r: LoopReport, lines: Sequence[str], head: Ref) -> tuple[str, list[Claim]]:
    """For a dot loop with rings: the operands it carries in registers beside them (:func:`_carried_note`, trial 9b
    M2), whether its copies overlap no dot (:func:`_overlap_note`, trial 9d M1), the loads of its body no ring
    covers (:func:`_body_loads_note`, trial 10d M3) and whether its MMAs overlap one another (:func:`_mma_note`,
    trial 10a M3), as one template part and its claims; ``("", [])`` for a loop without a dot."""
    if not r.has_dot:
        return "", []
    carried, claims = _carried_note(module, r, lines, head)
    overlap, more = _overlap_note(module, r, lines, head)
    loads, most = _body_loads_note(module, r, lines, head)
    mma, last = _mma_note(module, r, lines, head)
    ahead = "; the copies run ahead, but "
    if overlap and mma.startswith(ahead):  # no copy overlaps a dot: none runs ahead (trial 12c M5)
        mma = "; " + mma[len(ahead):]
    return carried + overlap + loads + mma, claims + more + most + last


def _loop_claims(r: LoopReport, module: IRModule, lines: Sequence[str], what: str, asked: object,
                 own: int | None) -> tuple[list[Claim], str, str]:
    """The claims every finding about main loop ``r`` states (see :func:`analyze`), the template of its ``in the
    loop: …`` part and of its buffers (``{allocations/0}, {allocations/1}``)."""
    head = _line_ref(lines, r.line, "scf.for")
    inside = [o for o in module.printed_ops if r.line in o.loops]
    allocs = []
    for i, a in enumerate(r.allocations):
        d = module.defining_op(a)
        at = (Ref("ttgir", d.line, f"%{display(a)} = "),) if d is not None else ()
        allocs.append(Claim(f"allocations/{i}", f"%{display(a)}", "value", "pipe-alloc", at))
    per: list[Claim] = []  # each allocation's buffers, bytes per buffer and stages where they differ (trial 6 M1, M2)
    differ = len(set(r.allocation_buffers)) > 1 or len(set(r.allocation_stages)) > 1 \
        or any(t >= 0 for t in r.allocation_addresses)
    for i, c in enumerate(allocs if differ else []):
        if i < len(r.allocation_buffers):
            per.append(Claim(f"allocation_buffers/{i}", r.allocation_buffers[i], "buffers", "pipe-buffers", c.about))
        if i < len(r.allocation_bytes):
            per.append(Claim(f"allocation_bytes/{i}", r.allocation_bytes[i], "bytes", "pipe-buffers", c.about))
        if i < len(r.allocation_stages):
            per.append(Claim(f"allocation_stages/{i}", r.allocation_stages[i], "stages", "pipe-stages", (head,)))
    claims = [Claim("loop", r.line, "line", "pipe-loop", (head,)),
              Claim("loop_kind", what, "text", "pipe-loop", (head,)),
              Claim("stages", r.stages, "stages", "pipe-stages", (head,)),
              Claim("buffers", r.buffers, "buffers", "pipe-buffers", (head,)), *allocs, *per,
              Claim("num_stages", asked if isinstance(asked, int) else None, "stages", "pipe-asked", (head,)),
              Claim("loop_num_stages", own, "stages", "pipe-asked", (head,))]
    for op, n in sorted(r.async_ops.items()):
        claims.append(Claim(f"async_ops/{op}", n, "count", "pipe-async",
                            tuple(_line_ref(lines, o.line) for o in inside if o.name == op)))
    ops = ", ".join(f"{op} ×{{async_ops/{op}}}" for op in sorted(r.async_ops)) or "no async copies"
    for key, op, rx in (("async_wait_num", "ttg.async_wait", _NUM), ("wgmma_pendings", "ttng.warp_group_dot_wait",
                                                                      _PENDINGS)):
        found = [(o.line, int(m.group(1))) for o in inside if o.name == op and (m := rx.search(o.text))]
        claims += [Claim(f"{key}/{i}", v, "count", "pipe-wait", (_line_ref(lines, n),))
                   for i, (n, v) in enumerate(found)]
        if found and r.stages:
            first = {v: i for i, (_, v) in reversed(list(enumerate(found)))}
            word = "async_wait num" if key == "async_wait_num" else "warp_group_dot_wait pendings"
            ops += f"; {word}=[" + ", ".join(f"{{{key}/{first[v]}}}" for v in sorted(first)) + "]"
    return claims, ops, ", ".join(f"{{allocations/{i}}}" for i in range(len(r.allocations)))


def analyze(inp: AnalysisInput) -> Analysis:
    """Pipelining findings and the metric ``pipelined_stages``. Never raises. Each finding states its values as
    typed claims (:class:`~ir_explorer.analyses.findings.Claim`; rules in
    :mod:`ir_explorer.engines.rules.mma_pipelining`): a loop finding its loop line and kind, stages, buffers, the
    allocations it reads, the async ops of its body with each ``async_wait`` ``num`` and ``warp_group_dot_wait``
    ``pendings``, and the ``num_stages`` asked for (the module's, or ``loop_num_stages``, the loop's own
    ``tl.range(…, num_stages=N)``); its message is rendered from them."""
    text = inp.stages.get("ttgir")
    if not text:
        return Analysis()
    findings: list[Finding] = []
    asked = inp.metadata.get("num_stages")
    module = inp.model("ttgir")
    reports = loops(module)
    lines = text.splitlines()
    ops_at = {o.line: o for o in module.printed_ops}

    def finding(severity: Severity, template: str, claims: Sequence[Claim], line: int,
                facts: Sequence[Fact] = (), data: dict[str, object] | None = None, stage: str = "ttgir") -> Finding:
        file, pyline = inp.python_location(stage, line)
        return Finding(kind="pipelining", severity=severity, template=template, claims=tuple(claims), stage=stage,
                       lines=(line,), python_file=file, python_line=pyline, data=data or {}, facts=tuple(facts))

    marked = loop_num_stages(inp)
    for r in reports:
        what = "dot loop" if r.has_dot else "load loop"
        # Triton's AssignLatencies.cpp gives the loads of a loop without a dot latencies only when the loop
        # carries tt.num_stages (pipelineWithoutDot); the module's num_stages is a request for dot loops only.
        own = marked.get(inp.python_location("ttgir", r.line))
        asked_here = own if own is not None else asked
        if r.stages and r.warp_specialized:
            what = f"warp-specialized {what}"
        claims, ops, buffers = _loop_claims(r, module, lines, what, asked_here, own)
        if r.stages:
            if r.prefetch_lines and not r.allocations:  # AMD's stream pipeliner, loads prefetched into registers
                # each load named by the op its line holds (tt.load, or amdg.buffer_load once AMD's
                # ConvertToBufferOps rewrote it): trial item F2 called an amdg.buffer_load "tt.load"
                names = [o.name for n in r.prefetch_lines if (o := ops_at.get(n)) is not None]
                if len(names) != len(r.prefetch_lines):
                    names = ["load"] * len(r.prefetch_lines)
                groups = list(dict.fromkeys(names))
                feed = "feeds" if len(names) == 1 else "feed"
                claim = (" and ".join(f"{names.count(g)} {g}" for g in groups)
                         + f" before the loop (ttgir:{', '.join(str(n) for n in r.prefetch_lines)}) {feed} its "
                         f"iter_args: {r.stages - 1} iteration{'s' * (r.stages != 2)} prefetched into registers")
                claims += [Claim(f"prefetch_lines/{i}", n, "line", "pipe-prefetch", (_line_ref(lines, n),))
                           for i, n in enumerate(r.prefetch_lines)]
                claims += [Claim(f"prefetch_ops/{i}", name, "op", "pipe-prefetch", (_line_ref(lines, n),))
                           for i, (n, name) in enumerate(zip(r.prefetch_lines, names, strict=True))]
                claims += [Claim(f"prefetch_count/{g}", names.count(g), "count", "pipe-prefetch") for g in groups]
                claims += [Claim("prefetch_loads", len(r.prefetch_lines), "count", "pipe-prefetch"),
                           Claim("prefetched_iterations", r.stages - 1, "count", "pipe-stages",
                                 (_line_ref(lines, r.line, "scf.for"),))]
                first = {g: names.index(g) for g in groups}
                said = (" and ".join(f"{{prefetch_count/{g}}} {{prefetch_ops/{first[g]}}}" for g in groups)
                        + " before the loop (ttgir:"
                        + ", ".join(f"{{prefetch_lines/{i}}}" for i in range(len(r.prefetch_lines)))
                        + f") {feed} its iter_args: {{prefetched_iterations}} iteration{'s' * (r.stages != 2)} "
                          "prefetched into registers")
                # the loads of the body with no clone before the loop: each still waits in its own iteration
                # (trial 11c F4: the lse row prefetched, the other four loads of the attention backward not)
                fed = {_loc_of(lines, n) for n in r.prefetch_lines}
                head_op = ops_at.get(r.line)
                rest = sum(1 for o in module.printed_ops if o.name in _LOADS and head_op is not None
                           and o.parent == head_op.index and _loc_of(lines, o.line) not in fed)
                if rest:
                    claims.append(Claim("unprefetched_loads", rest, "count", "pipe-prefetch",
                                        (_line_ref(lines, r.line, "scf.for"),)))
                    said += ("; the loop's other {unprefetched_loads} load" + "s" * (rest != 1)
                             + " are not prefetched: each loads in its own iteration")
                findings.append(finding("info", "{loop_kind} pipelined: {stages} stages, no shared-memory buffer: "
                                        + said + "; in the loop: " + ops, claims, r.line,
                                        tuple(Fact("ttgir", n, name, claim)
                                              for n, name in zip(r.prefetch_lines, names, strict=True))))
                continue
            # the dot operands no ring feeds: loaded in the same iteration (trial 8d M1)
            sync = synchronous_operands(module, r.line) if r.has_dot else []
            head = _line_ref(lines, r.line, "scf.for")
            sync_claims = [c for i, (role, load, dot) in enumerate(sync) for c in (
                Claim(f"sync_operand/{i}", role.upper(), "text", "pipe-loop",
                      (head, Ref("ttgir", load.line, load.name), Ref("ttgir", dot.line, dot.name))),
                Claim(f"sync_operand_line/{i}", load.line, "line", "pipe-loop",
                      (head, Ref("ttgir", load.line, load.name), Ref("ttgir", dot.line, dot.name))))]
            sync_note = "".join(
                f"; the dot's {{sync_operand/{i}}} operand is not prefetched: {load.name} at "
                f"ttgir:{{sync_operand_line/{i}}} loads it in the same iteration"
                for i, (_, load, _) in enumerate(sync))
            trip_note, trip_claims = _trip_note(module, r, lines, head)
            sync_note += trip_note
            sync_claims += trip_claims
            more_note, more_claims = _dot_loop_notes(module, r, lines, head)
            sync_note += more_note
            sync_claims += more_claims
            outer_note, outer_claims = _outer_note(module, r, lines, head)
            sync_note += outer_note
            sync_claims += outer_claims
            index = any(t >= 0 for t in r.allocation_addresses)
            if len(set(r.allocation_buffers)) > 1 or len(set(r.allocation_stages)) > 1 or index:
                # each allocation's own depth: "3 stages, 2 buffers" read as K and V 3 deep when only the 4-byte
                # block-table index was (trial 6 M1), "4 buffers (%a, %b, %c, %d)" as 4 each (M2)
                each = ", ".join(
                    f"{{allocations/{i}}} {{allocation_stages/{i}}} stage{'s' * (st != 1)} in "
                    f"{{allocation_buffers/{i}}} buffer{'s' * (nb != 1)} of {{allocation_bytes/{i}}} bytes"
                    + (f" (an index: its stages are counted to the copies into {{allocations/{t}}} it addresses)"
                       if (t := (r.allocation_addresses[i:i + 1] or (-1,))[0]) >= 0 else "")
                    for i, (st, nb) in enumerate(zip(r.allocation_stages, r.allocation_buffers, strict=True)))
                # the loop's count is its schedule's depth; an index ring's copy runs ahead of the copy it
                # addresses, so the schedule can be deeper than every ring (vLLM: 3 stages of rings 2 deep)
                depth = ("the schedule's depth: 1 + the iterations its furthest copy runs ahead of the dots, an "
                         "index's through the copy it addresses" if index else "its deepest allocation's")
                findings.append(finding("info", f"{{loop_kind}} pipelined: {{stages}} stages ({depth}), up to "
                                        f"{{buffers}} buffer{'s' * (r.buffers != 1)}; per "
                                        f"allocation: {each}; in the loop: {ops}{sync_note}", claims + sync_claims,
                                        r.line))
            else:
                # a warp-specialized partition's rings are its block arguments: no allocation of its own to name
                # (trial 10a M2 printed "3 buffers ()"); they are the ttg.warp_specialize op's captures
                named = f" ({buffers})" if buffers else (
                    " (rings the ttg.warp_specialize op passes to its partitions)" if r.warp_specialized else "")
                findings.append(finding("info", f"{{loop_kind}} pipelined: {{stages}} stages, {{buffers}} "
                                        f"buffer{'s' * (r.buffers != 1)}{named}; in the loop: {ops}{sync_note}",
                                        claims + sync_claims, r.line))
            if r.buffers == 1 and "ttg.async_copy_global_to_local" in r.async_ops:
                single = f"{what} copies into a single buffer ({', '.join('%' + display(a) for a in r.allocations)})"
                found = ((d.line, m) for a in r.allocations if (d := module.defining_op(a)) is not None
                         and (m := re.match(rf"%{re.escape(display(a))} = ttg\.local_alloc[^\n]*memdesc<1x",
                                            d.source)))
                allocs = [Fact("ttgir", ln, m.group(0).strip(), single) for ln, m in found]
                waits = [c for c in claims if c.key.startswith("async_wait_num/")]
                last = max(waits, key=lambda c: (c.value, -int(c.key.split("/")[1])), default=None)
                # the knob that sets the depth: the loop's own tl.range(…, num_stages=N) where the TTIR loop carries
                # tt.num_stages, else the module's; what the wait holds back: the MMA of a dot loop, the reads of a
                # load loop (trial 8d F4: "the next MMA" of an RMS norm's row loop, "num_stages=3" for a compile that
                # had it, the loop's tl.range(num_stages=2) setting its depth)
                # the knob's value is the one asked, not the schedule's stage count: indirect loads two iterations
                # ahead make 3 stages of tl.range(…, num_stages=2) (trial 9b F3 quoted "num_stages=3", and "=4" as
                # the setting that gives 2 buffers)
                if isinstance(asked_here, int):
                    now, then = ("{loop_num_stages}", "{next_num_stages}") if own is not None else \
                        ("{num_stages}", "{next_num_stages}")
                    nxt = Claim("next_num_stages", asked_here + 1, "stages", "pipe-asked", (head,))
                else:
                    now, then = "{stages}", "{suggested}"
                    nxt = Claim("suggested", r.stages + 1, "stages", "pipe-stages", (head,))
                ask = f"tl.range(…, num_stages={now})" if own is not None else f"num_stages={now}"
                more = f"tl.range(…, num_stages={then})" if own is not None else f"num_stages={then}"
                if index and not isinstance(asked_here, int):  # a load addressing another's copy splits
                    # num_stages - 1 between them (AssignLatencies.cpp: latency (num_stages - 1) / (indirection
                    # levels + 1); trial 9c S1): the knob asked, not the index ring's depth
                    ask = "tl.range(…, num_stages={loop_num_stages})" if own is not None else "num_stages={num_stages}"
                extra = [nxt, Claim("knob", "tl.range" if own is not None else "num_stages", "text", "pipe-asked",
                                    (head,))]
                # a plain tt.load of the body whose value addresses the copies is an index level too (trial 12a F4:
                # ktransformers' page table at s2; at num_stages=3 and 4 the page loads became rings and K/V kept 1
                # buffer, at 5 they got 2): the next setting does not simply give the copies a second buffer
                tail, more_claims = _single_buffer_tail(module, r, lines, head, index, more, inp)
                extra += more_claims
                copy, wait, more_claims = _single_buffer_copy(module, r, last, head)
                extra += more_claims
                findings.append(finding(
                    "warn", f"{{loop_kind}} copies into a single buffer ({buffers}): {ask} gives each "
                    "load one stage of latency, and Triton's pipeliner allocates as many buffers as stages between a "
                    f"load and its use (LowerLoops.cpp), so {copy} can only start after "
                    f"this iteration's last read of the buffer{wait}"
                    + tail,
                    [*claims, *extra], r.line, allocs))
        elif (head_op := ops_at.get(r.line)) is not None and head_op.name == "scf.while":
            # a while loop: Triton's pipeliner (AssignLatencies, LowerLoops, PipelineExpander) rewrites scf.for loops
            # only, and tl.range marks only a for loop (trial 13d F1: Megatron's THD token search was told to ask
            # for tl.range(…, num_stages=N))
            findings.append(finding(
                "info", "{loop_kind} not pipelined: it is a while loop ({loop_op}), and Triton's pipeliner "
                "(lib/Dialect/TritonGPU/Transforms/Pipeliner) rewrites scf.for loops only, so neither num_stages "
                f"nor tl.range(…, num_stages=N) applies to it; in the loop: {ops}",
                [*claims, Claim("loop_op", "scf.while", "op", "pipe-loop", (_line_ref(lines, r.line, "scf.while"),))],
                r.line, (Fact("ttgir", r.line, "scf.while", what),)))
        elif not r.has_dot and own is None:
            module_says = f"the module's num_stages={asked}"
            # the pass that decides it: NVIDIA's AssignLatencies.cpp, AMD's own ScheduleLoops.cpp (both read
            # ``pipelineWithoutDot`` off the loop's tt.num_stages; trial 2 F4 named the NVIDIA file on hip)
            source = "AssignLatencies.cpp" if inp.target.backend == "cuda" else \
                "third_party/amd ScheduleLoops.cpp, tritonamdgpu-schedule-loops"
            findings.append(finding(
                "info", "{loop_kind} not pipelined: Triton pipelines a loop without tl.dot only when it is marked "
                f"tl.range(…, num_stages=N) (tt.num_stages in the TTIR; {source}), and "
                f"the module's num_stages={{num_stages}} is no request for it; in the loop: {ops}", claims, r.line,
                (Fact("ttgir", r.line, "scf.for", what), Fact("metadata", 0, f"num_stages = {asked}", module_says))))
        elif isinstance(asked_here, int) and asked_here > 1:
            request = "tl.range(…, num_stages={loop_num_stages})" if own is not None else "num_stages={num_stages}"
            narrow, facts = _narrow_loads(inp, r.line)
            data: dict[str, object] = {}
            nested = nested_dots(module, r.line) if inp.target.backend == "cuda" else []
            if nested:
                # the dots sit in an scf.if of the body: AssignLatencies.cpp starts from the body's own dots, so
                # none of its load filters is what stops it (trial 14a M3 listed narrow, indirect and outer-loop
                # loads for 128-bit direct loads of an innermost loop, under `if i > 0:`)
                holder = nested[0][1]
                at, head_ref = _line_ref(lines, holder.line), _line_ref(lines, r.line, "scf.for")
                dot_refs = tuple(_line_ref(lines, d.line) for d, _ in nested)
                claims = [*claims,
                          Claim("skip_reason", "nested dot", "text", "pipe-loop", (head_ref, at, *dot_refs)),
                          Claim("nested_in_line", holder.line, "line", "pipe-loop", (head_ref, at)),
                          Claim("nested_in_op", holder.name, "op", "pipe-loop", (head_ref, at)),
                          *(Claim(f"nested_dot_lines/{i}", d.line, "line", "pipe-loop", (head_ref, dot_refs[i]))
                            for i, (d, _) in enumerate(nested))]
                dots = ", ".join(f"{{nested_dot_lines/{i}}}" for i in range(len(nested)))
                why = (f"its {'dot' if len(nested) == 1 else 'dots'} (ttgir:{dots}) "
                       f"{'sits' if len(nested) == 1 else 'sit'} inside the {{nested_in_op}} at "
                       "ttgir:{nested_in_line}, not directly in the loop's body, and Triton's AssignLatencies.cpp "
                       "(loadOpsToIndirectionLevel) looks for the loads to pipeline only from the dots directly in "
                       "the loop's body, following operands within one block")
                cause = f"inside the {holder.name} at ttgir:{holder.line}, not directly in the loop's body"
                data["causes"] = [cause]
                facts = [Fact("ttgir", holder.line, holder.name, cause)]
                findings.append(finding(
                    "warn", f"{request} was asked for but this {{loop_kind}} is not pipelined: no load in it got a "
                    f"pipeline stage ({why}); in the loop: {ops}", claims, r.line, facts, data))
                continue
            if narrow:
                data["causes"] = [narrow]
                why = narrow
            else:
                why = ("Triton's AssignLatencies.cpp skips loads narrower than 32 bits per thread, which cp.async "
                       "cannot copy, loads reached at several indirection levels or at one of num_stages - 1 or "
                       "more, e.g. a load whose address another load gives, in a dot loop the loads no dot operand "
                       "reads, and outer loops")
                why += f"; {facts[0].claim}" if facts else ""
                claims = [*claims, Claim("skip_reason", "load filters", "text", "pipe-loop",
                                         (_line_ref(lines, r.line, "scf.for"),))]
            findings.append(finding(
                "warn", f"{request} was asked for but this {{loop_kind}} is not pipelined: no load in it got a "
                f"pipeline stage ({_brace(why)}); in the loop: {ops}", claims, r.line, facts, data))
        else:
            findings.append(finding("info", f"{{loop_kind}} not pipelined (num_stages={{num_stages}}); in the loop: "
                                    f"{ops}", claims, r.line))
    findings += _warp_specialize_findings(inp, text, finding)
    findings += schedule_findings(inp)
    unrolled = _unrolled(inp, module, lines) if not reports else None
    if unrolled is not None:  # no stage count to give: "not pipelined" would deny the rings (trial item M5)
        findings.append(unrolled)
        return Analysis(findings, {})
    metrics = {"pipelined_stages": max((r.stages for r in reports), default=0)} if reports else \
        {"pipelined_stages": 0}
    return Analysis(findings, metrics)


def _warp_specialize_findings(inp: AnalysisInput, text: str, finding: Callable[..., Finding]) -> list[Finding]:
    """The finding on a ``tl.range(…, warp_specialize=True)`` of the TTIR: applied (a ``ttg.warp_specialize`` in
    the TTGIR ``text``) or not; ``finding`` builds one (:func:`analyze`'s). Empty when none was asked for."""
    ws_lines = warp_specialize_requested(inp.stages.get("ttir", ""))
    if not ws_lines:
        return []
    found: list[Finding] = []
    ttir_lines = inp.stages.get("ttir", "").splitlines()
    asked_ws = Claim("requested", True, "flag", "pipe-ws",
                     (Ref("ttir", ws_lines[0], strip_loc(ttir_lines[ws_lines[0] - 1]).strip()),))
    if "ttg.warp_specialize" in text:
        found.append(finding("info", "warp_specialize was asked for and applied (ttg.warp_specialize in the TTGIR)",
                             [asked_ws, Claim("applied", True, "flag", "pipe-ws")], ws_lines[0], stage="ttir"))
    else:
        absent = "the TTGIR has no ttg.warp_specialize op"
        found.append(finding(
            "warn", f"warp_specialize=True was asked for but not applied: {absent} (the target {{target}} or "
            "this loop is not supported), so the loop compiles as without it",
            [asked_ws, Claim("applied", False, "flag", "pipe-ws"), Claim("target", inp.target.spec, "text",
                                                                          "pipe-ws")],
            ws_lines[0], (Fact("ttir", ws_lines[0], "tt.warp_specialize", "warp_specialize=True was asked for"),
                          Fact("ttgir", 0, "tt.func", absent, absent="ttg.warp_specialize")),
            {"causes": [absent]}, stage="ttir"))
    return found


#: Ops that copy global memory into a buffer asynchronously (what fills a pipeliner's ring).
ASYNC_COPIES = ("ttg.async_copy_global_to_local", "ttng.async_tma_copy_global_to_local", "amdg.buffer_load_to_local")


def _unrolled(inp: AnalysisInput, module: IRModule, lines: Sequence[str]) -> Finding | None:
    """An ``info`` finding for a kernel whose TTIR has loops and whose TTGIR has none (no ``scf.for``) but holds
    the pipeliner's buffer rings (allocations of 2 or more buffers a ``ttg.memdesc_index`` picks from, filled by
    async copies): the loops were pipelined and then removed, their few iterations unrolled (a ``tl.range`` of 2
    constant iterations). ``None`` otherwise. Claims (rule ``pipe-unrolled``): ``ttir_loop`` (the first TTIR
    ``scf.for`` line), ``ttir_loops/N`` (each TTIR ``scf.for`` line: trial 6 F4 named only the first of two) and
    ``ttir_loop_count``, ``ttgir_loops`` (0), ``rings/N`` (each ring's name), ``ring_buffers/N`` (its leading
    dimension), ``ring_copies/N`` (the async copies whose destination :meth:`IRModule.alloc_origin` traces to that
    ring, citing their lines), ``buffers`` (the largest ring), ``copies`` (the copies into the rings: trial 6 F5
    counted a TMA copy into a single buffer too) and ``other_copies`` (the async copies into no ring)."""
    ttir = inp.stages.get("ttir", "").splitlines()
    loops_ttir = [n for n, ln in enumerate(ttir, 1) if re.search(r"=\s*scf\.for\s|^\s*scf\.for\s", strip_loc(ln))]
    if not loops_ttir or any(o.name in ("scf.for", "scf.while") for o in module.printed_ops):
        return None
    indexed = {o.operand_keys[0] for o in module.printed_ops if o.name in INDEX_OPS and o.operand_keys}
    rings = [a for a in allocations(module) if a.buffers > 1 and not a.barrier and a.name in indexed]
    copies = [o for o in module.printed_ops if o.name in ASYNC_COPIES]
    if not rings or not copies:
        return None
    into: dict[str, list[int]] = {a.name: [] for a in rings}
    other: list[int] = []
    for o in copies:  # the ring its destination views (a barrier operand traces to an mbarrier array, no ring)
        hit = next((org.alloc for k in o.operand_keys if k is not None
                    and (org := module.alloc_origin(k)).alloc in into), None)
        if hit is not None:
            into[hit].append(o.line)
        else:
            other.append(o.line)
    first = loops_ttir[0]
    claims = [Claim("ttir_loop", first, "line", "pipe-unrolled",
                    (Ref("ttir", first, strip_loc(ttir[first - 1]).strip()[:60]),)),
              Claim("ttir_loop_count", len(loops_ttir), "count", "pipe-unrolled"),
              Claim("ttgir_loops", 0, "count", "pipe-unrolled"),
              Claim("buffers", max(a.buffers for a in rings), "buffers", "pipe-unrolled",
                    tuple(_line_ref(lines, a.line) for a in rings)),
              Claim("copies", sum(len(v) for v in into.values()), "count", "pipe-unrolled",
                    tuple(_line_ref(lines, n) for v in into.values() for n in v)),
              Claim("other_copies", len(other), "count", "pipe-unrolled", tuple(_line_ref(lines, n) for n in other))]
    claims += [Claim(f"ttir_loops/{i}", n, "line", "pipe-unrolled",
                     (Ref("ttir", n, strip_loc(ttir[n - 1]).strip()[:60]),)) for i, n in enumerate(loops_ttir)]
    for i, a in enumerate(rings):
        at = (Ref("ttgir", a.line, f"%{display(a.name)} = "),)
        claims += [Claim(f"rings/{i}", f"%{display(a.name)}", "value", "pipe-unrolled", at),
                   Claim(f"ring_buffers/{i}", a.buffers, "buffers", "pipe-unrolled", at),
                   Claim(f"ring_copies/{i}", len(into[a.name]), "count", "pipe-unrolled",
                         tuple(_line_ref(lines, n) for n in into[a.name]))]
    names = "; ".join(f"{{rings/{i}}}: {{ring_buffers/{i}}} buffers filled by {{ring_copies/{i}}} async copies"
                      for i in range(len(rings)))
    idle = _unrolled_idle(inp, module, lines, rings, [o for o in copies if o.line not in other])
    many = len(loops_ttir) > 1
    where = ", ".join(f"{{ttir_loops/{i}}}" for i in range(len(loops_ttir)))
    template = ("no loop is left in the TTGIR ({ttgir_loops} scf.for) though the TTIR has {ttir_loop_count} "
                f"(ttir:{where}): the pipeliner multi-buffered {'their' if many else 'its'} loads ({names}) and "
                f"the loop{'s were' if many else ' was'} then removed, {'their' if many else 'its'} iterations "
                "unrolled, so no stage count is given")
    if idle is not None:
        template += idle[0]
        claims += idle[1]
    if other:
        claims += [Claim(f"other_copy_lines/{i}", n, "line", "pipe-unrolled", (_line_ref(lines, n),))
                   for i, n in enumerate(other)]
        template += "; {other_copies} other async cop" + ("ies fill" if len(other) != 1 else "y fills") + \
            " no ring (ttgir:" + ", ".join(f"{{other_copy_lines/{i}}}" for i in range(len(other))) + ")"
    file, pyline = inp.python_location("ttir", first)
    return Finding(kind="pipelining", severity="info", template=template, claims=tuple(claims), stage="ttir",
                   lines=tuple(loops_ttir), python_file=file, python_line=pyline)


def _unrolled_idle(inp: AnalysisInput, module: IRModule, lines: Sequence[str], rings: Sequence[object],
                   copies: Sequence[IROp]) -> tuple[str, list[Claim]] | None:
    """For an unrolled pipelined loop (:func:`_unrolled`) whose TTIR loop has a constant trip count: the copies into
    its rings that copy nothing (a constant-false mask: :func:`never_copies`, the prefetches of iterations the loop
    does not have; trial 7a M1, liger's 2-iteration loop compiled with num_stages=3) and the ring slots (a constant
    ``ttg.memdesc_index``) that only those copies write and nothing reads. ``(template part, claims)``:
    ``ttir_trip_count``, ``dead_copies`` (citing them), ``dead_copy_lines/N``, ``unread_slot/N`` (citing the slot's
    views); ``None`` without a constant trip count or a dead copy."""
    try:
        ttir = inp.model("ttir")
    except KeyError:
        return None
    heads = [o for o in ttir.printed_ops if o.name == "scf.for"]
    trips = trip_count(ttir, heads[0]) if len(heads) == 1 else None
    dead = never_copies(module, None, copies)
    if trips is None or not dead:
        return None
    names = {getattr(a, "name", None) for a in rings}
    views: dict[int, list[IROp]] = {}  # constant slot -> its views of the rings
    for o in module.printed_ops:
        if o.name in INDEX_OPS and o.operand_keys and o.operand_keys[0] in names and len(o.operand_keys) > 1:
            slot = _const(module, o.operand_keys[1])
            if isinstance(slot, int) and not isinstance(slot, bool):
                views.setdefault(slot, []).append(o)
    dead_set = {o.index for o in dead}
    unread = []
    for slot, vs in sorted(views.items()):
        users = [u for v in vs for k in v.result_keys for u in module.users(k)]
        if users and all(u.index in dead_set for u in users):
            unread.append((slot, vs))
    claims = [Claim("ttir_trip_count", trips, "count", "pipe-unrolled", (Ref("ttir", heads[0].line, strip_loc(
                  inp.stages["ttir"].splitlines()[heads[0].line - 1]).strip()[:60]),)),
              Claim("dead_copies", len(dead), "count", "pipe-unrolled", tuple(_line_ref(lines, o.line) for o in dead))]
    claims += [Claim(f"dead_copy_lines/{i}", o.line, "line", "pipe-unrolled", (_line_ref(lines, o.line),))
               for i, o in enumerate(dead)]
    claims += [Claim(f"unread_slot/{i}", slot, "count", "pipe-unrolled", tuple(_line_ref(lines, v.line) for v in vs))
               for i, (slot, vs) in enumerate(unread)]
    at = ", ".join(f"{{dead_copy_lines/{i}}}" for i in range(len(dead)))
    text = (f"; the TTIR loop runs {{ttir_trip_count}} iteration{'s' * (trips != 1)}: {{dead_copies}} of the copies "
            f"into the rings (ttgir:{at}) are masked off (a constant false mask): they fill iterations that do not "
            "exist")
    if unread:
        text += (f", and ring slot{'s' * (len(unread) != 1)} "
                 + ", ".join(f"{{unread_slot/{i}}}" for i in range(len(unread)))
                 + f" {'is' if len(unread) == 1 else 'are'} written only by them and never read")
    return text, claims


# ---------------------------------------------------------------------------------- loop schedule

#: The parts of a pipelined loop, as :func:`loop_parts` names them.
PROLOGUE, BODY, EPILOGUE, LOOP = "prologue", "loop body", "epilogue", "loop"
#: The ops of a loop schedule (:func:`schedule`), by role: loads, waits and dots.
SCHEDULE_LOADS = ("ttg.async_copy_global_to_local", "ttng.async_tma_copy_global_to_local", "tt.load",
                  "tt.descriptor_load", "amdg.buffer_load_to_local", "amdg.buffer_load")
SCHEDULE_WAITS = ("ttg.async_wait", "ttng.warp_group_dot_wait", "ttng.wait_barrier")
SCHEDULE_OPS = SCHEDULE_LOADS + SCHEDULE_WAITS + _DOTS
# e.g. } loc(#loc79)     } else {      (a line that closes a region; one ending in "{" opens another)
_CLOSES = re.compile(r"^\s*}")
_Where = tuple[str, int] | None
#: Ops that act through memory or tokens: followed forward from the values a loop's ``iter_args`` come from.
_WRITERS = frozenset(_PRODUCERS + _DOTS + _ASYNC + SCHEDULE_WAITS)


@dataclass(frozen=True)
class LoopParts:
    """The lines of one pipelined loop's parts in the final TTGIR (1-based). ``loop`` is the ``scf.for`` line,
    ``end`` its closing ``}``; ``body`` the lines strictly between them; ``prologue``/``epilogue`` the op lines of
    the loop's own region (the function body, or the body of a loop around it) whose Python line is one of the
    loop's (its ``scf.for`` line, a line of an op in it): before the ``scf.for`` (after the previous loop of that
    region) those the initial values of its ``iter_args`` are computed from (the pipeliner's copies of the loop's
    ops for its first iterations, which ``PipelineExpander.cpp`` emits before the loop, and the code hoisted out of
    the loop that they use); after its ``}`` (before the next loop; ops in the regions of ops there included, such
    as the ``scf.if`` AMD's stream pipeliner puts a peeled last iteration in) those that use the loop's results or
    buffers (:func:`_epilogue`: the waits and deallocations the pipeliner puts after it, a peeled iteration).
    ``stages`` is :attr:`LoopReport.stages`."""

    loop: int
    end: int
    stages: int
    prologue: tuple[int, ...]
    body: tuple[int, ...]
    epilogue: tuple[int, ...]

    def part(self, line: int) -> str | None:
        """The part ``line`` lies in: :data:`PROLOGUE`, :data:`BODY`, :data:`EPILOGUE`, :data:`LOOP` (the
        ``scf.for`` line and its ``}``), or ``None`` for a line of none of them."""
        if line in (self.loop, self.end):
            return LOOP
        if self.loop < line < self.end:
            return BODY
        if line in self.prologue:
            return PROLOGUE
        return EPILOGUE if line in self.epilogue else None


@dataclass(frozen=True)
class ScheduledOp:
    """A load, wait or dot of a pipelined loop: its ``part`` (:data:`PROLOGUE`, :data:`BODY`, :data:`EPILOGUE`),
    TTGIR ``line``, op ``name``, its Python ``(file, line)`` (``None`` without a location), and ``detail``: the
    ``num`` of a ``ttg.async_wait`` (copy groups left in flight), the ``pendings`` of a
    ``ttng.warp_group_dot_wait``, else ``""``."""

    part: str
    line: int
    name: str
    python: _Where
    detail: str = ""


def _regions(lines: list[str]) -> list[int]:
    """The id of the innermost region each line lies in (0: the module level); the line that opens a region
    (``scf.for … {``) lies in the region around it, like its closing ``}``."""
    return [chain[-1] for chain in _region_chains(lines)]


def _region_chains(lines: list[str]) -> list[tuple[int, ...]]:
    """The ids of the regions each line lies in, outermost first (``(0,)``: the module level); the line that
    opens a region (``scf.for … {``) lies in the regions around it, like its closing ``}``; ``} else {`` closes one
    region and opens the next."""
    out: list[tuple[int, ...]] = []
    stack = [0]
    fresh = 0
    for raw in lines:
        line = strip_loc(raw).rstrip()
        closes = bool(_CLOSES.match(line))
        if closes and len(stack) > 1:
            stack.pop()
        out.append(tuple(stack))
        if line.endswith("{"):
            fresh += 1
            stack.append(fresh)
    return out


def loop_parts(text: str, source_lines: Sequence[_Where], module: IRModule | None = None) -> list[LoopParts]:
    """The parts of each pipelined main loop (:func:`loops` with ``stages > 0``) of a final TTGIR module, in
    loop order. ``source_lines`` are the Python ``(file, line)`` of each line of ``text``
    (:func:`ir_explorer.ir.sourcemap.python_lines`); without them prologue and epilogue are empty. Never raises.

    What Triton emits (``lib/Dialect/TritonGPU/Transforms/Pipeliner/``): ``LowerLoops.cpp`` turns the loads of
    the loop into async copies to a buffer ring; ``PipelineExpander.cpp`` peels the ops of stages below the last
    of the first ``num_stages - 1`` iterations into a prologue before the ``scf.for``; ``SoftwarePipeliner.cpp``
    expands with ``peelEpilogue = false``, so the loop's last iterations run in it with their copies predicated
    off (``wrapInMaskOp``), and it puts an ``async_wait`` of 0 (and the wgmma wait) after the loop. ``module`` is
    ``text``'s scoped model (:func:`ir_explorer.ir.mlir_model.parse`; parsed here when not given): the ops' names
    are its keys, so a loop's buffers and results are its own even where a sibling loop prints the same names."""
    module = module if module is not None else parse(text)
    ops = module.printed_ops
    lines = text.splitlines()
    chains = _region_chains(lines)
    region = [c[-1] for c in chains]
    out: list[LoopParts] = []
    claimed: set[int] = set()  # epilogue lines of the loops before: not the prologue of the next one
    for r in loops(module):
        if not r.stages or r.line > len(lines):
            continue
        inside = [o.line for o in ops if r.line in o.loops]
        end = max(inside, default=r.line) + 1
        if end > len(lines) or not _CLOSES.match(lines[end - 1]):
            continue
        own = {source_lines[n - 1] for n in range(r.line, end + 1) if n <= len(source_lines)} - {None}
        # a dot outside the loop is a peeled iteration only from the Python line of a dot of the body (trial 8b F1:
        # FlagAttention's q = tl.dot(q, eye) before the loop, whose result the body converts at that line)
        own_dots = {source_lines[o.line - 1] for o in ops if r.line in o.loops and o.name in _DOTS
                    and o.line <= len(source_lines)} - {None}

        def of_loop(o: IROp, own: set[_Where] = own, own_dots: set[_Where] = own_dots) -> bool:
            return source_lines[o.line - 1] in (own_dots if o.name in _DOTS else own)
        home = region[r.line - 1]
        siblings = [o.line for o in ops if o.name in ("scf.for", "scf.while") and region[o.line - 1] == home]
        before = max((s for s in siblings if s < r.line), default=0)
        after = min((s for s in siblings if s > r.line), default=len(lines) + 1)
        if before:  # after the previous loop's closing line
            before = next((n for n in range(before, r.line) if region[n - 1] == home and _CLOSES.match(lines[n - 1])),
                          before)
        mine = [o for o in ops if region[o.line - 1] == home and o.line <= len(source_lines) and of_loop(o)]
        # after the loop, the ops of its region and of the regions nested in it (a peeled last iteration's dot in
        # the scf.if AMD's stream pipeliner guards it with: trial item F3)
        later = [o for o in ops if end < o.line < after and o.line <= len(source_lines) and home in chains[o.line - 1]
                 and of_loop(o)]
        epilogue = _epilogue(later, r, ops, module, end)
        window = [o for o in ops if before < o.line < r.line and region[o.line - 1] == home and o.line not in claimed]
        feeds = _feeding(window, next((o for o in ops if o.line == r.line), None), r.allocations)
        claimed.update(epilogue)
        out.append(LoopParts(r.line, end, r.stages, tuple(o.line for o in mine if o.line in feeds),
                             tuple(range(r.line + 1, end)), epilogue))
    return out


def _feeding(window: Sequence[Op], head: Op | None, buffers: Sequence[str]) -> set[int]:
    """The lines of the ops of ``window`` (before the loop, in its region) that the initial values of the loop's
    ``iter_args`` and its ring ``buffers`` (:attr:`LoopReport.allocations`) are computed from (a backward slice),
    and of the ops that act on what the slice holds (an op without results, one of :data:`_WRITERS`, or a view of a
    buffer: ``ttg.memdesc_index``…), with their own slices, to a fixed point. The prologue's copies reach the loop
    as their tokens and buffer views (or, with TMA, through the buffers the loop indexes), a peeled dot as its
    accumulator, AMD's prefetch as the buffers it stores into."""
    if head is None:
        return set()
    defs = {r: o for o in window for r in o.results}
    seen: set[int] = set()
    names: set[str] = set()

    def walk(todo: list[str]) -> None:
        while todo:
            o = defs.get(todo.pop().split("#")[0])
            if o is not None and o.line not in seen:
                seen.add(o.line)
                names.update(o.results)
                todo.extend(o.operands)

    walk([init for _, init in head.iter_args] + list(buffers))
    acting = [o for o in window if not o.results or o.name in _WRITERS or o.name in MEMDESC_VIEWS]
    grew = True
    while grew:
        grew = False
        for o in acting:
            if o.line not in seen and any(x.split("#")[0] in names for x in o.operands):
                seen.add(o.line)
                names.update(o.results)
                walk(list(o.operands))
                grew = True
    return seen


def _epilogue(after: Sequence[Op], r: LoopReport, ops: Sequence[Op], module: IRModule | None = None,
              end: int = 0) -> tuple[int, ...]:
    """The lines of ``after`` (the ops of the loop's Python lines after it, up to the next loop) that depend on the
    loop: they use its results or its buffers, or what such an op computed, or are a wait without operands
    (``ttg.async_wait {num = 0}``), or sit in a region of an op after the loop's closing line ``end`` whose regions
    hold such an op: the ``scf.if`` the pipeliner puts a peeled last iteration in, whose condition and whose scalar
    loads come from values computed before the loop (trial 11d F1: FBGEMM's block-scaled fp8 GEMM, the last
    iteration's two scale ``tt.load`` under ``scf.if %acc_50`` beside its ``ttng.wait_barrier``). ``module``:
    the scoped model whose :attr:`IRModule.ops` the ops' ``parent`` indices point into (without it, or without
    ``end``, only the first rule applies). The rest is code of the next loop's lines (a helper's loop called
    twice, as flash attention's two key loops: both loops have the same Python lines) before that loop: its
    prologue."""
    head = next((o for o in ops if o.line == r.line), None)
    used = set(head.results if head else ()) | set(r.allocations)
    out: set[int] = set()
    holders: set[int] = set()  # the ops after the loop whose regions hold an op of the epilogue

    def ancestors(o: Op) -> list[int]:
        chain, p = [], getattr(o, "parent", -1)
        while module is not None and end and 0 <= p < len(module.ops) and module.ops[p].line > end:
            chain.append(p)
            p = module.ops[p].parent
        return chain
    grew = True
    while grew:  # to a fixed point: an op taken for its region may compute what a later op uses
        grew = False
        for o in after:
            if o.line in out:
                continue
            if (o.name in SCHEDULE_WAITS and not o.operands) or {x.split("#")[0] for x in o.operands} & used \
                    or holders.intersection(ancestors(o)):
                out.add(o.line)
                used.update(o.results)
                holders.update(ancestors(o))
                grew = True
    return tuple(o.line for o in after if o.line in out)


def schedule(text: str, source_lines: Sequence[_Where], module: IRModule | None = None
             ) -> list[tuple[LoopParts, list[ScheduledOp]]]:
    """Each pipelined loop's parts (:func:`loop_parts`) with the loads, waits and dots (:data:`SCHEDULE_OPS`) of
    its prologue, body (nested regions included) and epilogue, in line order. ``module``: ``text``'s scoped model
    (parsed here when not given). Never raises."""
    module = module if module is not None else parse(text)
    ops = [o for o in module.printed_ops if o.name in SCHEDULE_OPS]
    out = []
    for parts in loop_parts(text, source_lines, module):
        picked = []
        for o in ops:
            part = parts.part(o.line)
            if part is None or part == LOOP:
                continue
            m = _NUM.search(o.text) if o.name == "ttg.async_wait" else \
                _PENDINGS.search(o.text) if o.name == "ttng.warp_group_dot_wait" else None
            detail = f"{'num' if o.name == 'ttg.async_wait' else 'pendings'}={m.group(1)}" if m else ""
            where = source_lines[o.line - 1] if o.line <= len(source_lines) else None
            picked.append(ScheduledOp(part, o.line, o.name, where, detail))
        out.append((parts, picked))
    return out


def _schedule_text(part: str, picked: Sequence[ScheduledOp]) -> str:
    """The template of one part of a loop schedule: ``prologue: ttg.async_copy_global_to_local ×{counts/…} at
    {ops/0/ttgir_line}, … (matmul.py:{ops/0/python_line}, …)`` (rendered ``prologue:
    ttg.async_copy_global_to_local ×4 at 87, 96, 109, 118 (matmul.py:63, 64)``): the ops of one part by name and
    detail, with their TTGIR lines and the Python lines they came from, each from its claim (``ops/N/…``, ``N``
    its index in ``picked``)."""
    mine = [(i, o) for i, o in enumerate(picked) if o.part == part]
    if not mine:  # only loads, waits and dots are listed: a peeled iteration's compute and stores may be there
        return f"{part}: no load, wait or dot"  # (trial 2 M2: "epilogue: none" read as "nothing after the loop")
    groups = []
    for name, detail in dict.fromkeys((o.name, o.detail) for _, o in mine):
        these = [(i, o) for i, o in mine if (o.name, o.detail) == (name, detail)]
        py = {o.python: i for i, o in reversed(these) if o.python}  # the first op of each Python line
        py = {k: py[k] for k in dict.fromkeys(o.python for _, o in these if o.python)}
        files = list(dict.fromkeys(Path(f).name for f, _ in py))
        if len(files) == 1:
            where = f" ({_brace(files[0])}:{', '.join(f'{{ops/{i}/python_line}}' for i in py.values())})"
        else:
            where = f" ({', '.join(f'{_brace(Path(f).name)}:{{ops/{i}/python_line}}' for (f, _), i in py.items())})" \
                if py else ""
        every = sum(1 for _, o in mine if o.name == name) == len(these)  # the group is all of this op in the part
        count = f"{{counts/{part}/{name}}}" if every else str(len(these))
        first = these[0][0]
        shown = f"{{ops/{first}/op}}" + (f" {{ops/{first}/detail}}" if detail else "")
        groups.append(f"{shown} ×{count} at "
                      f"{', '.join(f'{{ops/{i}/ttgir_line}}' for i, _ in these)}{where}")
    return f"{part}: " + "; ".join(groups)


def _dots_outside(module: IRModule, loop: int) -> list[IROp]:
    """The dot ops of ``module`` that the ``scf.for`` at TTGIR line ``loop`` does not hold (no op of their parent
    chain is the loop), in line order: the dots of other statements, other loops, peeled iterations."""
    head = module.by_line.get(loop)
    if head is None:
        return []
    out = []
    for op in module.printed_ops:
        if op.name not in _DOTS:
            continue
        p = op.parent
        while p >= 0 and p != head.index:
            p = module.ops[p].parent
        if p != head.index:
            out.append(op)
    return out


def schedule_findings(inp: AnalysisInput) -> list[Finding]:
    """One ``info`` finding of kind ``pipelining`` per pipelined loop: its schedule (:func:`schedule`), each
    load, wait and dot with its TTGIR line and Python line, by part, and whether dots run outside the loop (peeled
    iterations). Claims: ``loop_line``, ``end_line``, ``stages``, ``peeled/prologue`` and ``peeled/epilogue`` (the
    dots of those parts, for a loop with a dot); where neither has one and the kernel has other dots,
    ``other_dot_count`` and per dot ``N``
    ``other_dots/N/ttgir_line``, ``…/op``, ``…/python_line``: the kernel's dots the loop does not hold (its parent
    chain in the scoped model; trial 6 F1: "no dot before or after the loop" denied mamba's ``tl.dot(C,
    prev_states)`` before it), ``counts/<part>/<op>`` and, per op ``N`` in line order,
    ``ops/N/part``, ``…/op``, ``…/ttgir_line``,
    ``…/detail``, ``…/python_file``, ``…/python_line`` (so ``data["counts"]`` is ``{part: {op: n}}`` and
    ``data["ops"]`` a list of ``{part, op, ttgir_line, detail, python_file, python_line}``). None without the TTGIR's
    source map (:attr:`AnalysisInput.source_lines`)."""
    text, where = inp.stages.get("ttgir"), inp.source_lines.get("ttgir")
    if not text or not where:  # without the source map no op can be placed in the prologue or the epilogue
        return []
    lines = text.splitlines()
    out = []
    model = inp.model("ttgir")
    for parts, picked in schedule(text, where, model):
        counts = {p: dict(Counter(o.name for o in picked if o.part == p)) for p in (PROLOGUE, BODY, EPILOGUE)}
        # the dots of the prologue and the epilogue: iterations the pipeliner peeled out of the loop (trial item
        # F3: a tcgen05 dot peeled into the prologue was denied)
        peeled = {p: sum(n for op, n in counts[p].items() if op in _DOTS) for p in (PROLOGUE, EPILOGUE)}
        tail = ""
        extra: list[Claim] = []
        if any(o.name in _DOTS for o in picked):
            if peeled[PROLOGUE] or peeled[EPILOGUE]:
                outside = [f"{{peeled/{p}}} in the {p}" for p in (PROLOGUE, EPILOGUE) if peeled[p]]
                tail = ("; dots outside the loop (" + " and ".join(outside) + "): the pipeliner peeled iterations out "
                        "of it, so the loop does not run every iteration's dot")
            else:  # other statements' dots may run outside it (trial 6 F1: mamba's tl.dot(C, prev_states))
                others = _dots_outside(model, parts.loop)
                tail = ("; no iteration of the loop's dots was peeled into a prologue or an epilogue (the loop runs "
                        "every iteration's dot)")
                if others:
                    tail += "; other dots outside the loop ({other_dot_count}): " + ", ".join(
                        f"{{other_dots/{i}/op}} at ttgir:{{other_dots/{i}/ttgir_line}}"
                        + (f" ({_brace(Path(w[0] or '').name)}:{{other_dots/{i}/python_line}})"
                           if (w := inp.python_location("ttgir", d.line))[1] is not None else "")
                        for i, d in enumerate(others))
                    extra = [Claim("other_dot_count", len(others), "count", "sched-other-dots",
                                   tuple(_line_ref(lines, d.line) for d in others))]
                for i, d in enumerate(others):
                    at = (_line_ref(lines, d.line),)
                    extra += [Claim(f"other_dots/{i}/ttgir_line", d.line, "line", "sched-other-dots", at),
                              Claim(f"other_dots/{i}/op", d.name, "op", "sched-other-dots", at),
                              Claim(f"other_dots/{i}/python_line", inp.python_location("ttgir", d.line)[1], "line",
                                    "sched-other-dots", at)]
        template = ("loop schedule (TTGIR {loop_line}-{end_line}, {stages} stages): "
                    + " | ".join(_schedule_text(p, picked) for p in (PROLOGUE, BODY, EPILOGUE)) + tail)
        head = _line_ref(lines, parts.loop, "scf.for")
        claims = [Claim("loop_line", parts.loop, "line", "pipe-loop", (head,)),
                  Claim("end_line", parts.end, "line", "sched-end", (_line_ref(lines, parts.end),)),
                  Claim("stages", parts.stages, "stages", "pipe-stages", (head,))]
        if tail:
            claims += [Claim(f"peeled/{p}", n, "count", "sched-peeled", (head,)) for p, n in peeled.items()]
        claims += extra
        for p, by_op in counts.items():
            claims += [Claim(f"counts/{p}/{name}", n, "count", "sched-count",
                             tuple(_line_ref(lines, o.line) for o in picked if o.part == p and o.name == name))
                       for name, n in by_op.items()]
        for i, o in enumerate(picked):
            at = (_line_ref(lines, o.line),)
            claims += [Claim(f"ops/{i}/part", o.part, "text", "sched-op", at),
                       Claim(f"ops/{i}/op", o.name, "op", "sched-op", at),
                       Claim(f"ops/{i}/ttgir_line", o.line, "line", "sched-op", at),
                       Claim(f"ops/{i}/detail", o.detail, "text", "sched-op", at),
                       Claim(f"ops/{i}/python_file", o.python[0] if o.python else None, "text", "sched-python", at),
                       Claim(f"ops/{i}/python_line", o.python[1] if o.python else None, "line", "sched-python")]
        file, pyline = inp.python_location("ttgir", parts.loop)
        out.append(Finding(kind="pipelining", severity="info", template=template, claims=tuple(claims),
                           stage="ttgir", lines=(parts.loop, *(o.line for o in picked)),
                           python_file=file, python_line=pyline))
    return out


#: Memory-descriptor views an allocation reaches its copies through (a ring's slot, a slice, a transposed view).
_MEMDESC_VIEWS = ("ttg.memdesc_index", "ttg.memdesc_subslice", "ttg.memdesc_trans", "ttg.memdesc_reinterpret",
                  "ttg.memdesc_subview")
#: The asynchronous copies into shared memory, by the engine that runs them (PTX ISA: cp.async, 9.7.9.25;
#: cp.async.bulk.tensor, 9.7.9.27).
_COPY_KINDS = {"ttg.async_copy_global_to_local": "cp.async", "ttng.async_tma_copy_global_to_local": "TMA"}


def copy_kinds(module: IRModule, allocation: str) -> tuple[str, ...]:
    """The kinds of asynchronous copy that write the shared-memory allocation ``allocation`` (a value key of
    ``module``, a ``ttg.local_alloc`` result): ``"cp.async"`` for a ``ttg.async_copy_global_to_local``, ``"TMA"``
    for a ``ttng.async_tma_copy_global_to_local``, found among the users of the allocation and of the views of it
    (:data:`_MEMDESC_VIEWS`); sorted (case-insensitive: ``cp.async`` before ``TMA``), ``()`` for none. A view
    carried through a loop's ``iter_args`` is not followed."""
    seen: set[str] = set()
    todo, kinds = [allocation], set()
    while todo:
        key = todo.pop()
        if key in seen:
            continue
        seen.add(key)
        for user in module.users(key):
            if user.name in _COPY_KINDS:
                kinds.add(_COPY_KINDS[user.name])
            elif user.name in _MEMDESC_VIEWS:
                todo.extend(user.result_keys)
    return tuple(sorted(kinds, key=str.lower))
