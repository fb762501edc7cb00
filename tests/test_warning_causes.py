"""Regression tests for the causes the warnings name (issue 23's trials 7b, 8b, 8c, 8d): each cause is a claim that
selfcheck re-derives on its own path, so the old, false sentence is caught.

* Trial 8c M1 (mamba ``rmsnorm_gated_bwd``, hip:gfx950): ``(row_block_id + 1) * rows_per_program`` was said to be
  "used as a pointer offset by ttir:82"; it is the upper bound of the row loop (``arith.minsi`` with ``M``, then the
  ``to`` of the ``scf.for``), a wrong result if it wraps, not a fault. The product of the induction variable itself
  stays an offset (``row * stride`` in ``address_kernels/loop_bounds.py``).
* Loaded indices times runtime strides (vLLM unified attention's ``physical_block_idx * stride_k_cache_0``,
  lightllm's ``kv_loc[None, :] * stride_kv_bs``) got no finding: they are warned, citing the ``tt.load``, with no
  bound invented for the loaded value.
* Trial 7b M1 (mamba ``chunk_cumsum_bwd``): the runtime stride the product is multiplied by on its way to the
  offset (``pid_c * chunk_size * stride_dt_seqlen``) was dropped; it is named.
"""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from conftest import ROOT
from trial_commands import compiled_trial, with_claim

from ir_explorer.analyses.findings import Claim
from ir_explorer.engines import consistency
from ir_explorer.engines.rules import addresses as address_rules

TRIALS = ROOT / "tests/data/trial2_kernels"


def _check(comp, got, findings=None):  # type: ignore[no-untyped-def]
    """selfcheck's violations on ``findings`` (the report's own by default), the rules' cached walk reset."""
    address_rules._LAST[:] = [None, None, None]
    return consistency.check(comp, list(got.report.findings if findings is None else findings),
                             dict(got.report.metrics), got.stages).violations


def _swap(got, old, new):  # type: ignore[no-untyped-def]
    return [new if f is old else f for f in got.report.findings]


def _line(text: str, pattern: str) -> int:
    (n,) = [i for i, ln in enumerate(text.splitlines(), 1) if re.search(pattern, ln)]
    return n


def _warn(got, line: int):  # type: ignore[no-untyped-def]
    (f,) = [f for f in got.report.findings if f.kind == "addresses" and f.severity == "warn" and f.lines == (line,)]
    return f


@pytest.fixture(scope="module")
def mamba(tmp_path_factory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, TRIALS / "t8c_commands.sh", "t8c_mamba_rmsnorm_gated_bwd")


@pytest.fixture(scope="module")
def vllm(tmp_path_factory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, TRIALS / "z6_commands.sh", "z6_vllm_unified_attn")


@pytest.fixture(scope="module")
def cumsum(tmp_path_factory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, TRIALS / "t7b_commands.sh", "t7b_mamba_cumsum_bwd")


def test_a_loop_bound_product_is_called_the_loops_bound(mamba) -> None:
    """Trial 8c M1: ``%row_end_25 = arith.muli %row_end, %rows_per_program`` → ``%row_end_26 = arith.minsi
    %row_end_25, %M`` → ``scf.for %row = %row_start to %row_end_26``; ``tl.load(Rstd + row)`` is addressed by the
    induction variable. The warning names the loop, the ``minsi`` and the load, says a wrap is a wrong result, and is
    not counted among the offset products (``i32_offset_products`` 4 of the 5 warnings); selfcheck holds."""
    comp, got = mamba
    ttir = got.stages["ttir"]
    mul = _line(ttir, r"%row_end_25 = arith\.muli %row_end, %rows_per_program : i32")
    minsi = _line(ttir, r"%row_end_26 = arith\.minsi %row_end_25, %M : i32")
    loop = _line(ttir, r"scf\.for %row = %row_start to %row_end_26 step")
    load = _line(ttir, r"= tt\.load %rstd :")
    w = _warn(got, mul)
    claims = {c.key: c.value for c in w.claims}
    assert (claims["bound_loop/0"], claims["bound_op"], claims["bound_op_line"]) == (loop, "arith.minsi", minsi)
    assert claims["loop_access/0"] == load and not any(k.startswith("access/") for k in claims)
    assert "used as a pointer offset" not in w.message
    assert f"upper bound of the loop at ttir:{loop} (scf.for … to, through arith.minsi at ttir:{minsi})" in w.message
    assert "a wrong result, not an out-of-bounds pointer" in w.message
    warns = [f for f in got.report.findings if f.kind == "addresses" and f.severity == "warn"]
    assert len(warns) == 5 and got.report.metrics["i32_offset_products"] == 4
    assert not _check(comp, got)


def test_the_old_offset_statement_on_the_bound_is_caught(mamba) -> None:
    """The statement before the fix, "used as a pointer offset by ttir:82" (claim ``access/0`` of rule
    ``i32-product``) on the loop-bound product, is refused: its value reaches the load's pointer only through the
    loop's upper bound, which is no term of the induction variable. A bound moved to another line or an access the
    loop's variable does not address are refused by ``loop-bound``."""
    comp, got = mamba
    ttir = got.stages["ttir"]
    w = _warn(got, _line(ttir, r"%row_end_25 = arith\.muli"))
    load = _line(ttir, r"= tt\.load %rstd :")
    kept = tuple(c for c in w.claims if not c.key.startswith(("bound_", "loop_access/")))
    old = replace(w, claims=(*kept, Claim("access/0", load, "line", "i32-product")),
                  data={**w.data, "role": "offset", "loops": [], "accesses": [load]},
                  template="{product} (ttir:{line}): i{width} product of a program id (tt.get_program_id, "
                           "ttir:{pid_line}) and the runtime argument '{argument}', used as a pointer offset by "
                           "ttir:{access/0}: it overflows once {factors} > 2^31-1 elements ({example}). Fix: {fix} "
                           "before the product")
    hit = _check(comp, got, _swap(got, w, old))
    assert any(rule == "i32-product" and f"reaches no pointer of ttir:{load}" in text for rule, text in hit), hit
    x_load = _line(ttir, r"= tt\.load %x_33, ")
    assert any(rule == "loop-bound" for rule, _ in _check(comp, got, _swap(got, w, with_claim(w, "loop_access/0",
                                                                                                 x_load))))
    minsi = w.claim("bound_op_line").value
    assert any(rule == "loop-bound" for rule, _ in _check(comp, got, _swap(got, w, with_claim(w, "bound_op_line",
                                                                                                 minsi - 1))))


def test_the_induction_variable_product_stays_an_offset(compiled_user) -> None:
    """``for row in range(pid * rows_per_program, min((pid + 1) * rows_per_program, M))`` with ``X + row * stride``:
    ``pid * rows_per_program`` (the lower bound, a term of ``row``) is an offset, and the warning names the runtime
    ``stride`` that ``row`` is multiplied by; ``(pid + 1) * rows_per_program`` is the loop's bound."""
    comp, got = compiled_user
    ttir = got.stages["ttir"]
    lower = _warn(got, _line(ttir, r"%row_start = arith\.muli %pid, %rows_per_program"))
    upper = _warn(got, _line(ttir, r"= arith\.muli %row_end, %rows_per_program"))
    times = _line(ttir, r"= arith\.muli %row, %stride : i32")
    assert lower.data["role"] == "offset" and upper.data["role"] == "bound"
    assert lower.claim("factor/0/line").value == times and lower.claim("factor/0/name").value == "stride"
    assert "once pid * rows_per_program * stride > 2^31-1" in lower.message
    assert not _check(comp, got)
    assert any(rule == "offset-factor" for rule, _ in _check(comp, got, _swap(got, lower, with_claim(
        lower, "factor/0/line", times + 1))))


@pytest.fixture(scope="module")
def compiled_user(tmp_path_factory, user_spec):  # type: ignore[no-untyped-def]
    from ir_explorer.capture.compiles import Request, compile_all
    from ir_explorer.core.model import Target
    from ir_explorer.core.store import Store

    own = Store(tmp_path_factory.mktemp("loop_bounds"))
    spec = user_spec(str(ROOT / "tests/data/address_kernels/loop_bounds.py") + ":row_copy", None, 4, 3, {"BLOCK": 256},
                     ("X=fp32[4096,256]", "Y=fp32[4096,256]", "stride=256", "rows_per_program=64", "M=4096"))
    (comp,) = compile_all([Request(spec, 0, Target.parse("cuda:90"))], own)
    assert comp.ok, comp.failure
    return comp, consistency.stored_statements(comp, own)


def test_a_loaded_block_index_times_a_stride_is_warned(vllm) -> None:
    """vLLM's ``physical_block_idx = tl.load(block_tables_ptr + …)`` times ``stride_k_cache_0`` (and
    ``stride_v_cache_0``) is an i32 offset product: warned, citing the ``tt.load`` and the ``arith.muli``, with the
    loaded value's bound said to be unknown (no example of sizes); selfcheck holds, and refuses a ``load_line`` moved
    off the load or a product said to be a program id's."""
    comp, got = vllm
    ttir = got.stages["ttir"]
    load = _line(ttir, r"%physical_block_idx_\d+ = tt\.load ")
    k = _warn(got, _line(ttir, r"= arith\.muli %physical_block_idx_\d+, %stride_k_cache_0 : i32"))
    v = _warn(got, _line(ttir, r"= arith\.muli %physical_block_idx_\d+, %stride_v_cache_0 : i32"))
    for w, arg in ((k, "stride_k_cache_0"), (v, "stride_v_cache_0")):
        assert w.claim("load_line").value == load and w.claim("argument").value == arg
        assert w.claim("load_name").value == "physical_block_idx" and w.data["source"] == "load"
        assert f"product of physical_block_idx, built from the value tt.load reads at ttir:{load} (data" in w.message
        assert f"once physical_block_idx * {arg} > 2^31-1 elements; the IR gives no bound" in w.message
        assert "e.g." not in w.message and "pid" not in {c.key for c in w.claims}
    assert not _check(comp, got)
    assert any(rule == "i32-product" for rule, _ in _check(comp, got, _swap(got, k, with_claim(k, "load_line",
                                                                                                  load - 1))))
    as_pid = replace(k, claims=tuple(replace(c, key="pid_line") if c.key == "load_line" else c for c in k.claims),
                     template=k.template.replace("{load_line}", "{pid_line}"))
    assert any(rule == "i32-product" for rule, _ in _check(comp, got, _swap(got, k, as_pid)))


def test_a_runtime_factor_after_the_product_is_named(cumsum) -> None:
    """Trial 7b M1: ``%dt_ptr_12 = arith.muli %pid_c, %chunk_size`` reaches ``tl.load(dt_ptr + …)`` multiplied by
    ``stride_dt_seqlen`` (``%dt_ptr_13 = arith.muli %dt_ptr_12, %stride_dt_seqlen``): the warning names that factor,
    its line and the ``tt.addptr`` it reaches; selfcheck holds and refuses a dropped factor (``i32-product`` counts
    them on its own walk) or a moved one (``offset-factor``)."""
    comp, got = cumsum
    ttir = got.stages["ttir"]
    m = re.search(r"^\s*(%\w+) = arith\.muli %pid_c, %chunk_size : i32", ttir, re.M)
    assert m is not None
    w = _warn(got, _line(ttir, rf"{m[1]} = arith\.muli %pid_c, %chunk_size"))
    times = _line(ttir, rf"= arith\.muli {m[1]}, %stride_dt_seqlen : i32")
    names = {c.value for c in w.claims if re.fullmatch(r"factor/\d+/name", c.key)}
    assert "stride_dt_seqlen" in names and times in {c.value for c in w.claims if c.key.endswith("/line")}
    assert f"'stride_dt_seqlen' (arith.muli ttir:{times}, into the tt.addptr at ttir:" in w.message
    assert not _check(comp, got)
    dropped = replace(w, claims=tuple(c for c in w.claims if not c.key.startswith("factor/")),
                      template=re.sub(r" On its way to pointer offsets.*?2\^31-1\.", "", w.template))
    assert "stride_dt_seqlen" not in dropped.message
    assert any(rule == "i32-product" and "runtime factors on its way" in text
               for rule, text in _check(comp, got, _swap(got, w, dropped)))
    moved = with_claim(w, "factor/0/line", w.claim("factor/0/line").value + 1)
    assert any(rule == "offset-factor" for rule, _ in _check(comp, got, _swap(got, w, moved)))


@pytest.fixture(scope="module")
def flagattn(tmp_path_factory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, TRIALS / "t8b_commands.sh", "t8b_flagattn_fwd")


def test_a_one_time_narrow_store_is_info(flagattn) -> None:
    """Trial 8b M2 (FlagAttention forward, cuda:90): the 32 ``STS.U16`` (``st.shared`` 16-bit in the PTX) are the
    identity matrix's ``ttg.local_alloc`` before the ``scf.for`` of the K/V loop, executed once per CTA: the
    narrow-access findings say so and are ``info``; selfcheck holds, and ``narrow-once`` refuses the claim when the
    cause is moved to an op inside the loop."""
    comp, got = flagattn
    ttgir = got.stages["ttgir"].splitlines()
    narrow = [f for f in got.report.findings if f.kind == "shared_memory" and "narrow shared-memory" in f.message]
    assert {f.stage for f in narrow} == {"ptx", "sass"}
    loop = next(n for n, ln in enumerate(ttgir, 1) if " scf.for " in ln)
    for f in narrow:
        alloc = f.claim("cause0/line").value
        assert "ttg.local_alloc" in ttgir[alloc - 1] and alloc < loop and f.severity == "info"
        assert f.claim("once").value is True and "they run once per CTA" in f.message
    assert not _check(comp, got)
    body = next(n for n, ln in enumerate(ttgir[loop:], loop + 1) if "ttg.local_alloc" in ln or "tt.dot" in ln
                or "ttng.warp_group_dot" in ln)
    f = narrow[0]
    moved = with_claim(f, "cause0/line", body)
    hit = _check(comp, got, _swap(got, f, moved))
    assert any(rule == "narrow-once" and "inside a loop" in text for rule, text in hit), hit


@pytest.fixture(scope="module")
def conv2d(tmp_path_factory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, TRIALS / "t7a_commands.sh", "t7a_flaggems_conv2d")


@pytest.fixture(scope="module")
def extend_attn(tmp_path_factory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, TRIALS / "t8d_commands.sh", "t8d_extend_attn")


def _amdgcn_python_lines(got, mnemonic: str) -> set[int]:  # type: ignore[no-untyped-def]
    """The Python lines the AMDGCN's ``.loc`` directives give the lines holding ``mnemonic`` (read here: each
    ``.loc FILE LINE COL`` applies to the instructions after it)."""
    out, current = set(), None
    for ln in got.stages["amdgcn"].splitlines():
        m = re.match(r"\s*\.loc\s+\d+\s+(\d+)\s+\d+", ln)
        if m:
            current = int(m[1])
        elif re.match(rf"\s*{mnemonic}\s", ln) and current is not None:
            out.add(current)
    return out


def test_amd_narrow_writes_name_the_local_store_and_its_layouts(conv2d) -> None:
    """Trial 7a F2's real cause (flaggems conv2d, hip:gfx950): the 48 ``ds_write_b16`` are the ``ttg.local_store``s
    of the 16-bit ``xb`` (``#blocked``, sizePerThread [1, 1]) and ``wb`` (``#blocked3``) tiles into ``#shared`` /
    ``#shared1`` (order [1, 0]): one element per lane along dim 1 per write. The cause names each store, its line,
    both layouts' fields, and the AMDGCN's ``ds_write_b16`` carry the stores' Python lines (51, 52); two of the four
    stores are in the loop, so the finding stays a ``warn``. selfcheck holds and refuses a wrong run, order or line."""
    comp, got = conv2d
    ttgir = got.stages["ttgir"].splitlines()
    (f,) = [f for f in got.report.findings if f.kind == "shared_memory" and "narrow shared-memory" in f.message]
    stores = [n for n, ln in enumerate(ttgir, 1) if "ttg.local_store" in ln]
    assert len(stores) == 4 and f.severity == "warn" and "once" not in {c.key for c in f.claims}
    causes = {c.key.split("/")[0]: {} for c in f.claims if c.rule == "narrow-store"}
    for c in f.claims:
        if c.rule == "narrow-store":
            causes[c.key.split("/")[0]][c.key.split("/")[1]] = c.value
    assert sorted(c["line"] for c in causes.values()) == stores
    for c in causes.values():
        line = ttgir[c["line"] - 1]
        assert f"xf16, {c['layout']}> -> !ttg.memdesc<" in line and f"f16, {c['shared']}, #smem" in line
        defs = next(ln for ln in ttgir if ln.startswith(f"{c['layout']} = #ttg.blocked<"))
        assert "sizePerThread = [1, 1]" in defs and c["size_per_thread"] == "[1, 1]" and c["order"] == "[1, 0]"
        assert (c["contiguous"], c["dim"], c["shared_order"], c["element_bits"]) == (1, 1, "[1, 0]", 16)
    assert "ttg.local_store at ttgir:155 writes 16-bit elements from #blocked (sizePerThread = [1, 1]" in f.message
    assert _amdgcn_python_lines(got, "ds_write_b16") == {51, 52}
    assert not _check(comp, got)
    for key, value in (("cause0/contiguous", 2), ("cause0/shared_order", "[0, 1]"), ("cause1/line", stores[0])):
        hit = _check(comp, got, _swap(got, f, with_claim(f, key, value)))
        assert any(rule == "narrow-store" for rule, _ in hit), (key, hit)


def test_amd_narrow_writes_of_an_mfma_tile(extend_attn) -> None:
    """Trial 8d F3's real cause (sglang extend_attn, hip:gfx950): the ``ds_write_b16``/``ds_write_b16_d16_hi`` are the
    two ``ttg.local_alloc``s of ``p.to(v.dtype)`` (``#mma``) into ``#shared2`` (order [0, 1]); the mfma layout gives a
    lane 1 element along dim 0 (its register bases step along dim 1). Both allocs are named; selfcheck holds."""
    comp, got = extend_attn
    ttgir = got.stages["ttgir"].splitlines()
    (f,) = [f for f in got.report.findings if f.kind == "shared_memory" and "narrow shared-memory" in f.message]
    lines = [c.value for c in f.claims if c.rule == "narrow-store" and c.key.endswith("/line")]
    assert len(lines) == 2
    for n in lines:
        assert re.search(r"= ttg\.local_alloc %\w+ : \(tensor<64x64xbf16, #mma>\) -> !ttg\.memdesc<64x64xbf16, "
                         r"#shared2,", ttgir[n - 1])
    assert any(ln.startswith("#shared2 = ") and "order = [0, 1]" in ln for ln in ttgir)
    assert "from #mma, whose lanes hold 1 contiguous element(s) along dim 0" in f.message
    assert _amdgcn_python_lines(got, "ds_write_b16") == {57, 80}
    assert not _check(comp, got)


@pytest.fixture(scope="module")
def batched_moe(tmp_path_factory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, TRIALS / "t8d_commands.sh", "t8d_batched_moe")


def test_the_layouts_fastest_dimension_is_not_called_the_contiguous_one(batched_moe) -> None:
    """Trial 8d M2 (vLLM batched MoE, cuda:103): B is stored ``[E, N, K]`` with ``stride_bk = 1`` annotated
    ``tl.int64`` (a runtime argument), so both of the B tile's strides are runtime values and ``order = [1, 0]`` is
    the layout's choice. The narrow B load's cause names ``stride_bn`` along "dim 1, the layout's fastest dimension"
    and ``stride_bk`` as the other dimension's runtime stride (claim ``cause/other_stride/0`` at its
    ``arith.muli``), not "the contiguous dimension"; selfcheck holds and refuses the other stride said to be
    ``stride_bn`` (whose product varies along dim 1)."""
    comp, got = batched_moe
    ttgir = got.stages["ttgir"].splitlines()
    (f,) = [f for f in got.report.findings if f.kind == "coalescing" and f.severity == "warn"
            and f.message.startswith("narrow load") and "'stride_bn'" in f.message]
    inner = next(c for c in f.claims if c.key.startswith("cause/inner_stride/") and c.value == "stride_bn")
    i = inner.key.rsplit("/", 1)[1]
    other = f.claim(f"cause/other_stride/{i}")
    m = re.search(r"= arith\.muli (%[\w.]+), (%[\w.]+) :", ttgir[other.about[0].line - 1])
    assert other.value == "stride_bk" and m is not None
    assert "%stride_bk" in m.groups() or any(re.search(rf"^\s*{re.escape(n)} = tt\.splat %stride_bk\b", ln)
                                             for n in m.groups() for ln in ttgir)
    assert "'stride_bn' multiplies the offsets along dim 1, the layout's fastest dimension (order[0] = 1; the " \
           "offsets along dim 0 are multiplied by the runtime argument 'stride_bk' too" in f.message
    assert "'stride_bn' multiplies the offsets along the contiguous dimension" not in f.message
    assert not _check(comp, got)
    lie = replace(f, claims=tuple(replace(c, about=inner.about, value="stride_bn") if c is other else c
                                  for c in f.claims))
    assert any(rule == "coal-inner-stride" for rule, _ in _check(comp, got, _swap(got, f, lie)))


@pytest.fixture(scope="module")
def prefill(tmp_path_factory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, TRIALS / "t7b_commands.sh", "t7b_sglang_prefill")


def test_a_loaded_start_plus_a_loop_variable_is_a_loaded_product(prefill) -> None:
    """sglang prefill (trial 7b's omission): ``(seq_start + start_n) * stride_kbs``, ``seq_start = tl.load(B_Start_Loc
    + batch)`` and ``start_n`` a loop variable whose upper bound comes from ``seq_len`` (a load) and the program id
    ``qblk`` (causal): the factor is built from the loaded ``seq_start``; it was called "a product of a program id".
    The warning cites the ``seq_start`` load, not the ``seq_len`` one that only bounds the loop; selfcheck holds and
    refuses the ``seq_len`` load (``i32-product``: the walk gives the ``seq_start`` load)."""
    comp, got = prefill
    ttir = got.stages["ttir"]
    start = _line(ttir, r"%seq_start_\d+ = tt\.load ")
    length = _line(ttir, r"%seq_len_\d+ = tt\.load ")
    w = _warn(got, _line(ttir, r"= arith\.muli %kt_\d+, %stride_kbs : i32"))
    assert w.data["source"] == "load" and w.claim("load_line").value == start
    assert w.claim("load_name").value == "(seq_start + start_n)" and "program id" not in w.message
    q = _warn(got, _line(ttir, r"= arith\.muli %q_off_\d+, %q_off_\d+ : tensor<128x1xi32>"))
    assert q.claim("argument").value == "stride_qbs" and q.claim("load_line").value == start
    assert not _check(comp, got)
    hit = _check(comp, got, _swap(got, w, with_claim(w, "load_line", length)))
    assert any(rule == "i32-product" and f"load_line = {length}" in text for rule, text in hit), hit
