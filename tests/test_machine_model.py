"""The machine-code model (:mod:`ir_explorer.ir.machine`) on real compiles: counts of PTX ``ld.global.v4``, SASS
``LDG.E.128``, AMDGCN ``buffer_load_dwordx4``/``ds_read_b128``, predicates (SASS ``@!PT``), the functions of a
``tl.device_print`` kernel (PTX ``vprintf``, AMD's inlined ``__ockl_printf_*``), and an oracle: the model's count of
memory instructions per space and kind equals a count made by whole-text regexes written apart from the model."""

from __future__ import annotations

import dataclasses
import re
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_trial_fixes_addresses import trial_request

from ir_explorer.capture.compiles import compile_all
from ir_explorer.capture.disassemble import with_sass
from ir_explorer.core.model import Compilation, Target
from ir_explorer.core.store import Store
from ir_explorer.ir import machine


@pytest.fixture(scope="module")
def trial(store: Store, user_spec) -> dict[str, Compilation]:
    """``debug_print_kernel`` on cuda:90 (its trial options) and on hip:gfx942, and ``fla_fused_recurrent``
    (hip:gfx942)."""
    printed = trial_request("debug_print_kernel", user_spec)
    reqs = {"print90": printed, "print942": dataclasses.replace(printed, target=Target.parse("hip:gfx942")),
            "recurrent": trial_request("fla_fused_recurrent", user_spec)}
    comps = compile_all(list(reqs.values()), store)
    assert all(c.ok for c in comps), [c.failure for c in comps]
    return {k: with_sass(c, store) if c.target.is_nvidia else c for k, c in zip(reqs, comps, strict=True)}


@pytest.fixture(scope="module")
def full(compiled, store: Store):  # type: ignore[no-untyped-def]
    """``compiled`` with the SASS disassembled (nvdisasm, :func:`with_sass`) for NVIDIA targets."""
    def get(kernel: str, target: str) -> Compilation:
        comp = compiled(kernel, target)
        return with_sass(comp, store) if comp.target.is_nvidia else comp
    return get


def _code(comp: Compilation, stage: str) -> machine.MachineCode:
    ptx = comp.stage("ptx").text() if stage == "sass" else None
    return machine.parse(stage, comp.stage(stage).text(), ptx)


def _opcodes(code: machine.MachineCode) -> Counter[str]:
    return Counter(i.opcode for i in code.instructions)


def test_gelu_cuda90_ptx_and_sass_vector_loads(full) -> None:
    comp = full("gelu", "cuda:90")
    ptx, sass = _code(comp, "ptx"), _code(comp, "sass")
    [ld] = [i for i in ptx.memory() if i.memory is not None and i.memory.kind == "load" and i.memory.space == "global"]
    assert ld.opcode == "ld.global.v4.b32" and (ld.base, ld.modifiers) == ("ld", ("global", "v4", "b32"))
    assert ld.memory == machine.MemoryAccess("load", "global", 128, 4)
    assert ld.predicate is not None and ld.predicate.startswith("%p") and ld.function == comp.metadata["name"]
    assert len(ld.operands) == 2 and ld.operands[0].startswith("{") and ld.operands[1].startswith("[")
    [ldg] = [i for i in sass.memory() if i.base == "LDG"]
    assert ldg.opcode.startswith("LDG.E.128") and ldg.memory is not None and ldg.memory.bits == 128
    assert [f.name for f in sass.functions] == [comp.metadata["name"]]
    assert sass.python_location(ldg.line) is not None  # through the PTX's .loc (sourcemap)


def test_matmul_cuda80_async_copies_and_never_executed_padding(full) -> None:
    """Regression the model guards (issue 23): ptxas's ``@!PT LDS RZ, [RZ]`` padding never runs; the model says so
    (:attr:`Instruction.never`), so shared-memory counts can leave it out."""
    comp = full("matmul", "cuda:80")
    ptx, sass = _code(comp, "ptx"), _code(comp, "sass")
    copies = [i.memory for i in ptx.memory() if i.base == "cp"]
    assert len(copies) == 24 and set(copies) == {machine.MemoryAccess("copy", "global", 128, dest="shared")}
    assert _opcodes(sass)["LDGSTS.E.BYPASS.LTC128B.128"] == 24
    never = [i for i in sass.instructions if i.never]
    assert len(never) == 3 and {i.opcode for i in never} == {"LDS"} and {i.predicate for i in never} == {"!PT"}
    assert Counter(i.opcode for i in sass.memory() if i.memory is not None and i.memory.space == "shared"
                   and not i.never) == {"LDSM.16.M88.4": 20, "LDSM.16.MT88.4": 10, "LDS.128": 8, "STS.128": 8}
    assert sum(1 for i in ptx.memory() if i.memory is not None and i.memory.kind == "store"
               and i.memory.space == "global") == 8


def test_matmul_gfx942_buffer_loads_and_lds(full) -> None:
    code = _code(full("matmul", "hip:gfx942"), "amdgcn")
    loads = [i for i in code.memory() if i.opcode == "buffer_load_dwordx4"]
    assert len(loads) == 12 and {i.modifiers for i in loads} == {("offen",)}
    assert {i.memory for i in loads} == {machine.MemoryAccess("load", "buffer", 128, 4)}
    lds = Counter((i.opcode, i.memory.kind, i.memory.bits) for i in code.memory()
                  if i.memory is not None and i.memory.space == "lds")
    assert lds == {("ds_read2st64_b64", "load", 64): 24, ("ds_read_b64", "load", 64): 24,
                   ("ds_write2st64_b32", "store", 32): 1, ("ds_write2st64_b64", "store", 64): 6,
                   ("ds_write_b32", "store", 32): 22}


def test_ds_read_b128_of_fla_fused_recurrent(trial) -> None:
    code = _code(trial["recurrent"], "amdgcn")
    [rd] = [i for i in code.memory() if i.opcode == "ds_read_b128"]
    assert rd.memory == machine.MemoryAccess("load", "lds", 128)


def test_device_print_functions(trial) -> None:
    """PTX: ``vprintf`` is an extern declaration, not the kernel; AMDGCN: the printf runtime is inlined into the one
    kernel function, each instruction marked with the ``__ockl_printf_*`` it came from, and only the tl.load and
    tl.store are the kernel's own global accesses."""
    ptx = _code(trial["print90"], "ptx")
    kinds = {f.name: f.kind for f in ptx.functions}
    assert kinds == {"vprintf": "extern", "kernel_device_print": "entry"}
    assert {i.function for i in ptx.instructions} == {"kernel_device_print"}
    assert [i.operands[1] for i in ptx.instructions if i.base == "call"] == ["vprintf"]
    amd = _code(trial["print942"], "amdgcn")
    assert [f.name for f in amd.functions] == ["kernel_device_print"]
    assert {i.runtime for i in amd.instructions} == {None, "__ockl_printf_begin", "__ockl_printf_append_string_n",
                                                     "__ockl_printf_append_args"}
    own = Counter(i.memory.kind for i in amd.memory() if i.memory is not None and i.runtime is None
                  and i.memory.global_memory)
    assert own == {"load": 1, "store": 1}
    assert any(i.memory.kind == "atomic" for i in amd.memory() if i.memory is not None and i.runtime is not None)


# ---------------------------------------------------------------------------------- the oracle
#: Whole-text counts, written apart from the model: (stage, space, kind) → a MULTILINE regex of its lines.
_ORACLE = {
    ("ptx", "global", "load"): r"^\s*(?:@!?%\w+\s+)?ld\.global\b",
    ("ptx", "global", "store"): r"^\s*(?:@!?%\w+\s+)?st\.global\b",
    ("ptx", "shared", "load"): r"^\s*(?:@!?%\w+\s+)?(?:ld\.shared\b|ldmatrix\.)",
    ("ptx", "shared", "store"): r"^\s*(?:@!?%\w+\s+)?(?:st\.shared\b|stmatrix\.)",
    ("ptx", "local", "load"): r"^\s*(?:@!?%\w+\s+)?ld\.local\b",
    ("ptx", "local", "store"): r"^\s*(?:@!?%\w+\s+)?st\.local\b",
    ("ptx", "global", "copy"): r"^\s*(?:@!?%\w+\s+)?cp\.async\.(?:c[ag]|bulk\.tensor\.\dd\.shared)\S*\.global",
    ("ptx", "global", "atomic"): r"^\s*(?:@!?%\w+\s+)?(?:atom|red)\.\S*global",
    ("sass", "global", "load"): r"^\s*/\*[0-9a-f]{4}\*/\s+(?:@!?P\w+\s+)?LDG[. ]",
    ("sass", "global", "store"): r"^\s*/\*[0-9a-f]{4}\*/\s+(?:@!?P\w+\s+)?STG[. ]",
    ("sass", "shared", "load"): r"^\s*/\*[0-9a-f]{4}\*/\s+(?:@!?P\w+\s+)?LDS(?:M)?[. ]",
    ("sass", "shared", "store"): r"^\s*/\*[0-9a-f]{4}\*/\s+(?:@!?P\w+\s+)?STS(?:M)?[. ]",
    ("sass", "local", "load"): r"^\s*/\*[0-9a-f]{4}\*/\s+(?:@!?P\w+\s+)?LDL[. ]",
    ("sass", "local", "store"): r"^\s*/\*[0-9a-f]{4}\*/\s+(?:@!?P\w+\s+)?STL[. ]",
    ("sass", "global", "copy"): r"^\s*/\*[0-9a-f]{4}\*/\s+(?:@!?P\w+\s+)?(?:LDGSTS|UTMALDG)[. ]",
    ("amdgcn", "buffer", "load"): r"^\s+buffer_load_(?!.*\blds\b)\w+",
    ("amdgcn", "buffer", "store"): r"^\s+buffer_store_\w+",
    ("amdgcn", "global", "load"): r"^\s+global_load_(?!lds)(?!.*\blds\b)\w+",
    ("amdgcn", "global", "store"): r"^\s+global_store_\w+",
    ("amdgcn", "lds", "load"): r"^\s+ds_(?:read|load)\w*",
    ("amdgcn", "lds", "store"): r"^\s+ds_(?:write|store)\w*",
    ("amdgcn", "scratch", "load"): r"^\s+scratch_load_\w+",
    ("amdgcn", "scratch", "store"): r"^\s+scratch_store_\w+",
}


def _oracle_cases(full, trial) -> list[tuple[str, Compilation]]:  # type: ignore[no-untyped-def]
    out = [(f"{k}@{t}", full(k, t)) for k in ("matmul", "gelu") for t in ("cuda:80", "cuda:90", "hip:gfx942")]
    return out + [(name, comp) for name, comp in trial.items()]


def test_memory_counts_equal_an_independent_count(full, trial) -> None:
    """For every compile here and every (stage, space, kind) of :data:`_ORACLE`, the model's count equals the
    whole-text regex count; and at least one of each stage's counts is not zero (the oracle is not vacuous)."""
    seen: Counter[str] = Counter()
    for name, comp in _oracle_cases(full, trial):
        for stage in ("ptx", "sass", "amdgcn"):
            if stage not in comp.stages:
                continue
            text = comp.stage(stage).text()
            code = machine.parse(stage, text)
            got = Counter((i.memory.space, i.memory.kind) for i in code.memory() if i.memory is not None)
            for (where, space, kind), rx in _ORACLE.items():
                if where == stage:
                    want = len(re.findall(rx, text, re.MULTILINE))
                    assert got[(space, kind)] == want, (name, stage, space, kind)
                    seen[stage] += want
    assert all(seen[s] > 0 for s in ("ptx", "sass", "amdgcn")), seen


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_parse_never_raises_on_cut_or_mutated_machine_code(full, data) -> None:  # type: ignore[no-untyped-def]
    """Cut real PTX/SASS/AMDGCN anywhere and insert noise: :func:`machine.parse` still returns a model whose every
    instruction line is in the text and whose functions end no earlier than they start."""
    stage, kernel, target = data.draw(st.sampled_from([("ptx", "matmul", "cuda:80"), ("sass", "matmul", "cuda:80"),
                                                      ("amdgcn", "matmul", "hip:gfx942")]))
    text = full(kernel, target).stage(stage).text()
    start = data.draw(st.integers(0, len(text)))
    piece = text[start:data.draw(st.integers(start, min(len(text), start + 20000)))]
    at = data.draw(st.integers(0, len(piece)))
    mutated = piece[:at] + data.draw(st.text(max_size=50)) + piece[at:]
    code = machine.parse(stage, mutated)
    n = len(mutated.splitlines())
    assert all(1 <= i.line <= n for i in code.instructions)
    assert all(f.first <= f.last for f in code.functions)
