"""Regression tests for MMA and pipelining wording the trials left open, each on a trial kernel compiled with the
trial's own command line (``tests/data/trial2_kernels/*_commands.sh``); the true values are read from the raw TTGIR
text, and the old statements are fed to the rules (``with_claim``) to be refused.

* Trial 11c M2 (docs/trial11c.md): attorch's linear (f32 tiles cast to f16 after the load) said "(A: 32 bits loaded
  per value, by ttg.local_load at ttgir:208)"; the bytes come from global memory by the ``amdg.buffer_load_to_local``
  (gfx950) or ``ttg.async_copy_global_to_local`` (cuda:90) that fills the buffer the ``ttg.local_load`` reads. The
  finding now cites the copy as the load (``a/load_op``, ``a/load_line``) and the local_load as how it is read
  (``a/read_op``, ``a/read_line``); rule ``mma-flop`` re-derives both."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.engines import consistency

T11C = ROOT / "tests/data/trial2_kernels/t11c_commands.sh"

# e.g.       %x_229 = ttg.local_load %x_202 token %x_208 : !ttg.memdesc<128x32xf32, #shared, #smem, mutable> -> tensor<…
_LOCAL_LOAD = re.compile(r"^\s*%[\w.]+ = ttg\.local_load %[\w.]+ (?:token %[\w.]+ )?: "
                         r"!ttg\.memdesc<(?P<buf>(?P<shape>\d+x\d+)xf32[^>]*)> -> tensor<")
# e.g.       %x_227 = amdg.buffer_load_to_local %input_pointer[%x_225] mask = %x_222 into %x_226 {…} : … -> <128x32xf32,
#                     #shared, #smem, mutable> loc(#loc100)
# e.g.       %x_179 = ttg.async_copy_global_to_local %x_175, %x_176 mask %acc_178 {…} : … -> <128x32xf32, #shared, …>
_COPY = re.compile(r"^\s*%[\w.]+ = (?P<op>amdg\.buffer_load_to_local|ttg\.async_copy_global_to_local) .* -> "
                   r"<(?P<buf>[^>]*)> loc\(")
# e.g.     %acc_130:14 = scf.for %acc_194 = %c0_i32 to %acc_129 step %c1_i32 iter_args(…
_FOR = re.compile(r"^(?P<ind>\s*)%[\w.:]+ = scf\.for ")


@pytest.fixture(scope="module", params=["t11c_attorch_linear", "t11c_attorch_linear_h100"])
def linear(request, tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T11C, request.param)


def _mma(got):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "mma" and f.stage == "ttgir" and
                f.claim("flop_per_operand_byte") is not None)


def _loop_reads(ttgir: str) -> dict[str, tuple[int, int, str]]:
    """For A and B: ``(local_load line, copy line, copy op)`` read from the raw text of the one ``scf.for``'s body:
    the ``ttg.local_load`` of the f32 tile (A: 128x32, BLOCK_SIZE_BATCH x BLOCK_SIZE_IN_FEAT; B: 32x128, the trial's
    BLOCK_SIZE_IN_FEAT x BLOCK_SIZE_OUT_FEAT), and the one copy in the body whose destination buffer has the same
    type (shape, element, layout) as the buffer that local_load reads."""
    lines = ttgir.splitlines()
    heads = [(n, m.group("ind")) for n, ln in enumerate(lines, 1) if (m := _FOR.match(ln))]
    assert len(heads) == 1, heads
    head, ind = heads[0]
    end = next(k for k in range(head + 1, len(lines) + 1) if lines[k - 1].startswith(ind + "}"))
    body = range(head + 1, end)
    reads = {{"128x32": "a", "32x128": "b"}[m.group("shape")]: (k, m.group("buf")) for k in body
             if (m := _LOCAL_LOAD.match(lines[k - 1]))}
    copies = [(k, m.group("op"), m.group("buf")) for k in body if (m := _COPY.match(lines[k - 1]))]
    out = {}
    for role, (k, buf) in reads.items():
        same = [(c, op) for c, op, cbuf in copies if cbuf == buf]
        assert len(same) == 1, (role, buf, copies)
        out[role] = (k, *same[0])
    assert set(out) == {"a", "b"}, out
    return out


def test_flop_per_byte_cites_the_copy_that_brings_the_bytes(linear) -> None:
    """Trial 11c M2: each operand's bytes are cited at the global copy that fills its buffer in the loop, and the
    ``ttg.local_load`` as how they are read back; selfcheck holds."""
    comp, got = linear
    f = _mma(got)
    truth = _loop_reads(got.stages["ttgir"])
    for role, (read, copy, op) in truth.items():
        assert (f.claim(f"{role}/load_op").value, f.claim(f"{role}/load_line").value) == (op, copy)
        assert (f.claim(f"{role}/read_op").value, f.claim(f"{role}/read_line").value) == ("ttg.local_load", read)
        assert f.claim(f"{role}/loaded_bits").value == 32
        assert (f"({role.upper()}: 32 bits loaded per value, by {op} at ttgir:{copy} into shared memory, read into "
                f"registers by ttg.local_load at ttgir:{read})") in f.message, f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not [t for r, t in res.violations if r == "mma-flop"], res.violations[:3]


def test_the_local_load_as_the_load_is_refused(linear) -> None:
    """The trial's statement, the local_load cited as the load ("by ttg.local_load at ttgir:208"), and a read line
    moved, are refused by ``mma-flop``."""
    comp, got = linear
    f = _mma(got)
    truth = _loop_reads(got.stages["ttgir"])
    for role, (read, copy, _) in truth.items():
        for key, lie in ((f"{role}/load_op", "ttg.local_load"), (f"{role}/load_line", read),
                         (f"{role}/read_line", copy)):
            res = consistency.check(comp, [with_claim(f, key, lie)], dict(got.report.metrics), got.stages)
            assert [t for r, t in res.violations if r == "mma-flop" and key in t], (key, res.violations[:3])


# Trial 10a M2 (docs/trial10a.md): the warp-specialized fp8 GEMM on cuda:100 said "warp-specialized dot loop pipelined:
# 3 stages, 3 buffers ()": the rings %a and %b (3x128x128xf8E4M3FN) are allocated before the ttg.warp_specialize op
# and passed into its partitions as block arguments. The partitions' block arguments are now mapped to the op's
# captures (IRModule.alloc_origin with captures), so the finding names them, and rule pipe-buffers refuses a finding
# that names none of the allocations the loop reads.

T10A = ROOT / "tests/data/trial2_kernels/t10a_commands.sh"
# e.g.     %off_k:3 = ttg.warp_specialize(%b_34, %b, %a, %acc_26, …) attributes {requestedRegisters = …}
_WS = re.compile(r"^\s*(?:%[\w.:]+ = )?ttg\.warp_specialize\((?P<captures>[^)]*)\)")
# e.g.     partition0(%b_57: !ttg.memdesc<3x1xi64, …> loc("b"(#loc27)), %b_58: !ttg.memdesc<3x128x128xf8E4M3FN, …
_PARTITION = re.compile(r"^\s*partition\d+\((?P<args>.*)\)\s*num_warps")
_ARG = re.compile(r"(%[\w.]+): ")
# e.g.         %b_83 = ttg.memdesc_index %a_59[%b_77] : !ttg.memdesc<3x128x128xf8E4M3FN, #shared, …> -> …
_INDEX = re.compile(r"= ttg\.memdesc_index (?P<arg>%[\w.]+)\[%[\w.]+\] : !ttg\.memdesc<\d+x\d+x\d+x(?P<elem>\w+), "
                    r"#\w+, #smem")


@pytest.fixture(scope="module")
def fp8_ws(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T10A, "t10a_lmd_gemm_fp8_tma_ws")


def _ws_loop(got):  # type: ignore[no-untyped-def]
    return next(f for f in got.report.findings if f.kind == "pipelining" and f.stage == "ttgir"
                and f.claim("buffers") is not None and "warp-specialized" in f.message)


def _partition_rings(ttgir: str) -> set[str]:
    """The captures of the ``ttg.warp_specialize`` op, read from the raw text, that the partition holding the
    ``ttng.tc_gen5_mma`` indexes as a ring of data tiles (``ttg.memdesc_index`` of a block argument of rank 3 in
    shared memory that is no i64 barrier array; the accumulator's tensor memory is none), by the position of that
    block argument in the partition's header."""
    lines = ttgir.splitlines()
    ws = [m for ln in lines if (m := _WS.match(ln))]
    assert len(ws) == 1, ws
    captures = [c.strip() for c in ws[0].group("captures").split(",")]
    mma = next(n for n, ln in enumerate(lines) if "ttng.tc_gen5_mma " in ln and ln.startswith(" " * 8))
    head = next(n for n in range(mma, 0, -1) if _PARTITION.match(lines[n]))
    args = _ARG.findall(_PARTITION.match(lines[head]).group("args"))  # type: ignore[union-attr]
    assert len(args) == len(captures), (args, captures)
    indexed = {m.group("arg") for ln in lines[head:mma] if (m := _INDEX.search(ln)) and m.group("elem") != "i64"}
    return {captures[args.index(a)] for a in indexed if a in args}


def test_a_partitions_rings_are_named(fp8_ws) -> None:
    """Trial 10a M2: the MMA partition's rings are named by the allocations the ttg.warp_specialize op passes in
    (%a, %b, both 3x128x128xf8E4M3FN); selfcheck holds."""
    comp, got = fp8_ws
    rings = _partition_rings(got.stages["ttgir"])
    assert rings == {"%a", "%b"}, rings
    f = _ws_loop(got)
    named = {c.value for c in f.claims if c.key.startswith("allocations/")}
    assert named == rings, (named, f.message)
    assert f.claim("buffers").value == 3 and "3 buffers (%a, %b)" in f.message, f.message
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]


def test_a_finding_without_the_rings_is_refused(fp8_ws) -> None:
    """The trial's "3 buffers ()" (no allocation named) is refused by ``pipe-buffers``, and a barrier array named as
    a ring by ``pipe-alloc``."""
    import dataclasses

    comp, got = fp8_ws
    f = _ws_loop(got)
    n = sum(1 for c in f.claims if c.key.startswith("allocations/"))
    listed = ", ".join(f"{{allocations/{i}}}" for i in range(n))
    assert f"({listed})" in f.template
    old = dataclasses.replace(f, claims=tuple(c for c in f.claims if not c.key.startswith("allocations/")),
                              template=f.template.replace(f"({listed})", "()"))
    assert "3 buffers ()" in old.message
    res = consistency.check(comp, [old], dict(got.report.metrics), got.stages)
    assert [t for r, t in res.violations if r == "pipe-buffers"], res.violations[:3]
    barrier = next(ln.split(" = ")[0].strip() for ln in got.stages["ttgir"].splitlines()
                   if "= ttg.local_alloc" in ln and "xi64," in ln)
    res = consistency.check(comp, [with_claim(f, "allocations/0", barrier)], dict(got.report.metrics), got.stages)
    assert [t for r, t in res.violations if r == "pipe-alloc"], res.violations[:3]
