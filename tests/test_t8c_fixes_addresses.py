"""Regression tests for trial 8c's address items (docs/trial8c.md F1, F2): an ``scf.for`` induction variable is
computed from the loop's bounds and step, not from its ``iter_args``' initial values.

The backward walk of :mod:`ir_explorer.analyses.address_chains` reached an induction variable's ``scf.for`` and
followed every operand of the loop, the carried values' initial values included. F1, mamba's gated RMS-norm backward
(hip:gfx950): ``group * N`` initialises the carried pointers ``X``, ``DY``, ``Z``…, and the warning on it said it
addresses ``tl.load(Rstd + row)`` too, whose offset is the induction variable ``row`` and ``group * M``. F2, lightllm's
MLA decode (hip:gfx950): the program id initialises the carried ``sm_id`` of the batch loop ``for cur_batch in
tl.range(batch_size)``, and two warnings said ``cur_batch`` "steps by or ends at a program id" (``cur_batch *
stride_q_bs``). selfcheck's ``i32-product`` recomputed the same walk; it now also walks forward along the uses on its
own (a loop's operand reaches its induction variable or one carried value by position), so the old statements are
caught."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import trial_request

from ir_explorer.analyses import address_chains
from ir_explorer.capture.compiles import compile_all
from ir_explorer.core.store import Store
from ir_explorer.engines import consistency
from ir_explorer.engines.rules import addresses as address_rules

T8C = ROOT / "tests/data/trial2_kernels/t8c_commands.sh"
# e.g.     %dw:6 = scf.for %row = %row_start to %row_end_26 step %c1_i32 iter_args(%X_27 = %X_6, …) -> (…)  : i32 {
_FOR = re.compile(r"= scf\.for (?P<iv>%\w+) = (?P<lb>%\w+) to (?P<ub>%\w+) step (?P<step>%\w+) "
                  r"iter_args\((?P<args>[^)]*)\)")
# e.g.       %rstd = tt.addptr %Rstd_20, %row : !tt.ptr<f32>, i32 loc(#loc122)
_ADDPTR = re.compile(r"^\s*(?P<res>%\w+) = tt\.addptr (?P<base>%\w+), (?P<off>%\w+) :")
# e.g.       %rstd_48 = tt.load %rstd : !tt.ptr<f32> loc(#loc123)
_LOAD = re.compile(r"^\s*%\w+ = tt\.load (?P<ptr>%\w+)\b")
# e.g.     %X_4 = arith.muli %group, %N : i32 loc(#loc94)
_MULI = re.compile(r"^\s*(?P<res>%\w+) = arith\.muli (?P<a>%\w+), (?P<b>%\w+) : i32\b")


def _old_inputs(self: address_chains._Module, key: str, op: address_chains.IROp, bounds: bool = True) -> list[str]:
    """The walk before the fix: every operand of the op, an ``scf.for``'s ``iter_args`` for its induction variable
    (``bounds``, added later for the loop-bound walk, is ignored: the old walk had no such distinction)."""
    return address_chains._operands(op)


def _compile(tmp_path_factory: pytest.TempPathFactory, user_spec, name: str):  # type: ignore[no-untyped-def]
    own = Store(tmp_path_factory.mktemp(name))
    (comp,) = compile_all([trial_request(T8C, name, user_spec)], own)
    assert comp.ok, comp.failure
    return comp, own


@pytest.fixture(scope="module")
def mamba(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return _compile(tmp_path_factory, user_spec, "t8c_mamba_rmsnorm_gated_bwd")


@pytest.fixture(scope="module")
def lightllm(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return _compile(tmp_path_factory, user_spec, "t8c_lightllm_mla_decode")


def _statements(comp, store, monkeypatch: pytest.MonkeyPatch | None = None):  # type: ignore[no-untyped-def]
    """The report and its raw text, with the old walk when ``monkeypatch`` is given (the rules' cached walk reset)."""
    if monkeypatch is not None:
        monkeypatch.setattr(address_chains._Module, "inputs", _old_inputs)
    address_rules._LAST[:] = [None, None, None]
    return consistency.stored_statements(comp, store)


def _check(comp, got):  # type: ignore[no-untyped-def]
    address_rules._LAST[:] = [None, None, None]
    return consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)


def _warning(got, line: int):  # type: ignore[no-untyped-def]
    return next((f for f in got.report.findings if f.kind == "addresses" and f.severity == "warn"
                 and f.lines == (line,)), None)


def _rstd(ttir: str) -> tuple[int, int, str, str]:
    """(the ``group * N`` product's line, the ``tt.load`` of ``Rstd + row``'s line, its offset, the row loop's
    initial values), read from the TTIR: the load's pointer is a ``tt.addptr`` of the loop's induction variable."""
    lines = ttir.splitlines()
    loop = next(m for ln in lines if (m := _FOR.search(ln)))
    adds = {m["res"]: m for ln in lines if (m := _ADDPTR.match(ln))}
    load = next(n for n, ln in enumerate(lines, 1) if (m := _LOAD.match(ln)) and m["ptr"] in adds
                and adds[m["ptr"]]["off"] == loop["iv"])
    group_n = next(n for n, ln in enumerate(lines, 1)
                   if (m := _MULI.match(ln)) and (m["a"], m["b"]) == ("%group", "%N"))
    return group_n, load, loop["iv"], loop["args"]


def test_group_times_n_does_not_address_the_rstd_load(mamba) -> None:
    """``tl.load(Rstd + row)``'s pointer is ``Rstd + group * M`` plus the induction variable ``row`` of ``for row in
    range(row_start, row_end)``; ``group * N`` only initialises the loop's carried pointers (``X += … + group * N``).
    The warning on ``group * N`` lists the loads and stores of ``W``, ``X``, ``DY``, ``Z``, ``DZ``, ``DX`` and ``DW``,
    not the ``Rstd`` load; the one on ``group * M`` lists it; selfcheck holds."""
    comp, store = mamba
    got = _statements(comp, store)
    ttir = got.stages["ttir"]
    group_n, load, iv, inits = _rstd(ttir)
    x4 = _MULI.match(ttir.splitlines()[group_n - 1])["res"]  # type: ignore[index]
    assert iv == "%row" and x4 not in inits  # the product is not itself an initial value: it feeds them
    f = _warning(got, group_n)
    assert f is not None
    accesses = [c.value for c in f.claims if c.key.startswith("access/")]
    assert len(accesses) == 7 and load not in accesses and f"ttir:{load}," not in f.message
    group_m = next(g for g in got.report.findings if g.kind == "addresses" and g.severity == "warn"
                   and "%group, %M" in g.message)
    assert [c.value for c in group_m.claims if c.key.startswith("access/")] == [load]
    res = _check(comp, got)
    assert not res.violations, res.violations[:3]


def test_the_old_rstd_access_is_caught(mamba, monkeypatch: pytest.MonkeyPatch) -> None:
    """Trial 8c F1: with the old walk the ``group * N`` warning lists the ``Rstd`` load, and selfcheck's
    ``i32-product`` refuses it because the product's value reaches no pointer of that load along its uses."""
    comp, store = mamba
    got = _statements(comp, store, monkeypatch)
    group_n, load, _, _ = _rstd(got.stages["ttir"])
    f = _warning(got, group_n)
    assert f is not None and load in [c.value for c in f.claims if c.key.startswith("access/")]
    res = _check(comp, got)
    hit = [text for rule, text in res.violations if rule == "i32-product" and f"no pointer of ttir:{load}" in text]
    assert hit, res.violations[:3]


def test_the_batch_loop_variable_is_no_program_id(lightllm) -> None:
    """``for cur_batch in tl.range(batch_size, num_stages=1)`` is ``scf.for %cur_batch = %c0_i32 to %batch_size step
    %c1_i32 iter_args(%sm_id_… = %sm_id_…, …)``: the program id only initialises the carried ``sm_id``. No warning
    calls ``cur_batch * stride_q_bs`` a product of a program id (no i32 product of one addresses memory here), and
    selfcheck holds on the addresses findings."""
    comp, store = lightllm
    got = _statements(comp, store)
    loop = next(m for ln in got.stages["ttir"].splitlines() if (m := _FOR.search(ln)) and m["iv"] == "%cur_batch")
    assert (loop["lb"], loop["ub"], loop["step"]) == ("%c0_i32", "%batch_size", "%c1_i32")
    assert re.search(r"%sm_id_\w+ = %sm_id_\w+", loop["args"])
    warns = [f for f in got.report.findings if f.kind == "addresses" and f.severity == "warn"]
    # the warnings left are on loaded indices times strides (req_idx, kv_loc: trial 8c's omission), none on a pid
    assert warns and all(f.data["source"] == "load" and "program id" not in f.message for f in warns)
    assert got.report.metrics.get("i32_offset_products", 0) == 0
    res = _check(comp, got)
    assert not [v for v in res.violations if v[0].startswith("i32")], res.violations[:3]


def test_the_old_program_id_loop_is_caught(lightllm, monkeypatch: pytest.MonkeyPatch) -> None:
    """Trial 8c F2: with the old walk two warnings say ``cur_batch`` "steps by or ends at a program id"; selfcheck's
    ``i32-product`` refuses their ``pid_line``: the program id reaches no operand of the product along its uses."""
    comp, store = lightllm
    got = _statements(comp, store, monkeypatch)
    old = [f for f in got.report.findings if f.kind == "addresses" and f.severity == "warn"
           and f.data["source"] == "pid"]
    assert len(old) == 2 and all("steps by or ends at a program id" in f.message for f in old)
    res = _check(comp, got)
    hit = [text for rule, text in res.violations if rule == "i32-product" and "reaches no operand" in text]
    assert len(hit) >= 2, res.violations[:3]
