"""Regression tests for the ``addresses`` statements the trial on public kernels found false (issue 23 item 6,
docs/trial_public_kernels.md: F1, F5, F7, F11, M3). Each compiles the trial's kernel with the trial's own command
line (tests/data/trial_kernels/commands.sh) and reads the real report."""

from __future__ import annotations

import re

import pytest
from conftest import DATA
from trial_commands import trial_request as _request

from ir_explorer.analyses.address_chains import _bound, chains
from ir_explorer.analyses.findings import Finding
from ir_explorer.capture.compiles import Request, compile_all
from ir_explorer.core.model import Compilation
from ir_explorer.core.store import Store
from ir_explorer.engines.report import build_report
from ir_explorer.ir import mlir_model

TRIAL = DATA / "trial_kernels"
#: The trial's kernels these tests read (names in commands.sh).
KERNELS = ("tutorial_layernorm", "vllm_per_token_group_quant_fp8", "fla_fused_recurrent", "fla_chunk_attn_o",
           "tutorial_layernorm_bwd_dx", "tutorial_softmax")


def trial_request(name: str, user_spec) -> Request:  # type: ignore[no-untyped-def]
    """The request of first-trial kernel ``name`` (config 0) with its commands.sh options."""
    return _request(TRIAL / "commands.sh", name, user_spec)


@pytest.fixture(scope="module")
def compiles(store: Store, user_spec) -> dict[str, Compilation]:
    """Each kernel of :data:`KERNELS`, compiled in one parallel batch."""
    comps = compile_all([trial_request(k, user_spec) for k in KERNELS], store)
    for name, comp in zip(KERNELS, comps, strict=True):
        assert comp.ok, (name, comp.failure)
    return dict(zip(KERNELS, comps, strict=True))


@pytest.fixture(scope="module")
def warnings(store: Store, compiles: dict[str, Compilation]) -> dict[str, list[Finding]]:
    """The ``addresses`` warnings of each kernel of :data:`KERNELS`."""
    return {name: [f for f in build_report(comp, store).findings if f.kind == "addresses" and f.severity == "warn"]
            for name, comp in compiles.items()}


def _at(found: list[Finding], line: int) -> Finding:
    """The warning whose product is at TTIR ``line``."""
    hits = [f for f in found if f.lines == (line,)]
    assert len(hits) == 1, [f.message[:120] for f in found]
    return hits[0]


def test_each_argument_factor_keeps_its_own_name(warnings) -> None:
    """F1: the overflow condition named the kernel's last runtime parameter (``row * eps``, ``row * fp8_max``)
    instead of the factor: ``_var_name`` took the last ``loc("NAME")`` of the ``tt.func`` line for every argument."""
    ln = _at(warnings["tutorial_layernorm"], 26)  # %Y_1 = arith.muli %row, %stride : i32
    assert "arith.muli %row, %stride" in ln.message
    assert "overflows once row * stride > 2^31-1 elements" in ln.message and "eps" not in ln.message
    quant = warnings["vllm_per_token_group_quant_fp8"]
    assert [re.search(r"overflows once (\S+ \* \S+) >", f.message)[1] for f in quant] == [  # type: ignore[index]
        "row * y_row_stride", "row_g_id * group_size", "g_id * group_size"]
    assert not any("fp8_max" in f.message for f in quant)


def test_a_subexpression_factor_is_spelled_not_named_after_the_assignment(warnings) -> None:
    """F7: ``p_o = o + (i_bh + i_k * tl.num_programs(2)) * T * V + …`` names every op of the statement ``p_o``;
    the factor ``%p_o_18`` is the subexpression ``i_bh + i_k * tl.num_programs(2)`` (``i_v, i_k, i_bh`` are
    program ids 0, 1, 2), and the fix cast the pointer ``p_o``. Since trial 14c M1 the factor is named as the cited
    line writes it, ``(i_bh + i_k * tl.num_programs(2))``, where the walk spelled it ``(tl.program_id(2) + …)``."""
    w = _at(warnings["fla_fused_recurrent"], 48)  # %p_o_19 = arith.muli %p_o_18, %T : i32
    assert "arith.muli %p_o_18, %T" in w.message
    factor = "(i_bh + i_k * tl.num_programs(2))"
    # trial 2 M3: the product reaches its tt.addptr times V = 128 (``%p_o_20 = arith.muli %p_o_19, %c128_i32``)
    assert f"overflows, from this product alone, once {factor} * T > 16777215 (2^31-1 // 128;" in w.message
    assert (w.claim("scale").value, w.claim("threshold").value) == (128, (2**31 - 1) // 128)
    assert w.data["fix"] == f"{factor}.to(tl.int64)" and "p_o.to" not in w.message


def test_a_remainder_by_a_constant_bounds_the_example(warnings) -> None:
    """F5: ``lock_id = row % GROUP_SIZE_M`` (64) is at most 63, so "from lock_id = 1024 on" could not happen; the
    product overflows only once N > (2^31-1) // 63 = 34087042."""
    w = _at(warnings["tutorial_layernorm_bwd_dx"], 39)  # %DW_7 = arith.muli %lock_id, %N : i32
    assert "arith.muli %lock_id, %N" in w.message
    assert "lock_id is at most 63, so only from N = 34087043 on" in w.message and "1024 on" not in w.message
    assert 63 * 34087043 > 2**31 - 1 >= 63 * 34087042


def test_a_derived_factor_gets_the_example_not_the_argument(warnings) -> None:
    """F5: ``NT = tl.cdiv(T, BT)`` (an inlined call: its ops' locations are ``callsite``s of the ``NT = …``
    statement); the example gave T = 2*1024*1024, which makes NT only 32768. It now gives NT itself."""
    w = _at(warnings["fla_chunk_attn_o"], 38)  # %h_13 = arith.muli %3, %NT_5 : i32
    # trial 2 M3: ``h + ((boh + i_t) * H + i_h) * K * V``: the product reaches its tt.addptr times 16 * 16384
    assert "overflows, from this product alone, once (tl.program_id(2) // 16) * NT > 8191 (2^31-1 // 262144;" \
        in w.message
    assert (w.claim("scale").value, w.claim("threshold").value) == (16 * 16384, 8191)
    assert "e.g. NT = 8 from (tl.program_id(2) // 16) = 1024 on" in w.message
    assert "T = 2*1024*1024" not in w.message.replace("NT = ", "")


def test_each_product_cites_its_own_ptx_multiply(warnings) -> None:
    """F11: ``row_g_id * group_size`` (``row_g_id = g_id % groups_per_row``) cited the PTX of the next product,
    ``g_id * group_size``: the dataflow search by ``%ctaid.x`` matched the program id itself. Each now cites its
    own multiply: two different PTX lines, and only ``g_id``'s is found from ``%ctaid.x``."""
    quant = warnings["vllm_per_token_group_quant_fp8"]
    rem, direct = _at(quant, 23), _at(quant, 26)
    assert rem.data["ptx"]["line"] != direct.data["ptx"]["line"]
    assert direct.data["ptx"]["found"] == "dataflow" and rem.data["ptx"]["found"] != "dataflow"
    assert re.match(r"(mul|mad)\.lo\.s32 ", rem.data["ptx"]["text"])
    assert "%ctaid" not in rem.message


def test_a_persistent_loop_variable_is_not_called_a_program_id(warnings) -> None:
    """M3: ``for row_idx in tl.range(row_start, n_rows, row_step)`` with ``row_start = tl.program_id(0)``: the
    factor is the loop's induction variable, which starts at the program id; it was called "a program id"."""
    w = _at(warnings["tutorial_softmax"], 24)  # %row_start_ptr = arith.muli %row_idx, %input_row_stride : i32
    assert "arith.muli %row_idx, %input_row_stride" in w.message
    assert ("i32 product of the induction variable of the loop at ttir:23 (it starts at a program id: "
            "tt.get_program_id, ttir:18) and the runtime argument 'input_row_stride'") in w.message
    assert "overflows once row_idx * input_row_stride > 2^31-1" in w.message


def test_bounds_come_from_remainders_by_constants_only(compiles) -> None:
    """F5: the bound behind "lock_id is at most 63" is read from ``%lock_id = arith.remsi %row, %c64_i32``; the
    program id, the argument ``N`` and their product have none, so the product stays a warning (both factors
    bounded and a product below 2^31 would drop it)."""
    model = mlir_model.parse(compiles["tutorial_layernorm_bwd_dx"].stages["ttir"].text())
    by_name = {mlir_model.display(v.key): v.key for v in model.values.values()}
    assert "arith.remsi %row, %c64_i32" in model.by_line[36].source
    assert _bound(model, by_name["lock_id"]) == 63
    assert _bound(model, by_name["row"]) is None and _bound(model, by_name["N"]) is None
    _, products = chains(model)
    assert [(p.line, p.argument) for p in products] == [(32, "stride"), (39, "N")]
