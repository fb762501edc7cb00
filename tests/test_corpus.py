"""The consistency check over the whole corpus (issue 15, "make it systematic"): every statement ``report`` makes
about every bundled kernel and config on cuda:80, cuda:90, cuda:100, cuda:120 and hip:gfx942, and about the
kernels written for the tests in ``tests/data/``, holds against the raw text it is about
(:mod:`ir_explorer.engines.consistency`: Python and IR lines cited, ops named, counts, shared bytes, config
labels, the facts each cause rests on …). A false statement fails here, not in a user's terminal.

The compiles go to the session's store: a bundled case shares its pytest-xdist group with the snapshot test of
the same kernel and target (``tests/test_snapshots.py``), so one worker compiles it once and the other test
reads it; the cases are one test each, so the workers spread them over the cores. A compile two tests check (the
claim-rule test's config 0 of each kernel) is checked once in the run (:func:`_checked`).
"""

from __future__ import annotations

import hashlib
import json
import os
from collections import Counter
from pathlib import Path

import pytest
import trial_commands
from conftest import DATA, bundled_case, bundled_group
from test_trial_fixes_addresses import trial_request

from ir_explorer.capture import bundled
from ir_explorer.capture.compiles import Request, compile_all
from ir_explorer.core.model import Compilation, Config, Target
from ir_explorer.core.store import Store
from ir_explorer.engines.consistency import CheckResult, check_stored

#: The targets of the corpus: Ampere, Hopper, datacenter and consumer Blackwell, CDNA3.
TARGETS = ("cuda:80", "cuda:90", "cuda:100", "cuda:120", "hip:gfx942")
BUNDLED = [pytest.param(name, target, marks=bundled_group(name, target), id=f"{name}-{target}")
           for name, spec in bundled.registry().items() for target in TARGETS if spec.supports(Target.parse(target))]

TRUTH, AXIS = DATA / "truth_kernels", DATA / "axis_kernels" / "access.py"
OFFSETS, STAGING = DATA / "address_kernels" / "offsets.py", DATA / "smem_kernels" / "staging.py"
ISSUE23 = DATA / "issue23_kernels" / "fresh.py"
TRIAL, TRIAL2 = DATA / "trial_kernels", DATA / "trial2_kernels"
#: Kernels written for the tests: (file:kernel, signature, num_warps, num_stages, target). ``None`` warps and
#: stages: the kernel's own autotune configs, each one compiled. Most are the cases other tests compile (the same
#: request is served from the store); together they cover what issue 15 lists.
FRESH = {
    # row loops without and with tl.range(num_stages=…); a parameter named num_stages
    "row_loop_plain": (f"{TRUTH / 'row_loops.py'}:row_sum_plain", "*fp32:16, *fp32:16, i32:16, i32:16, 1024", 4, 3,
                       "cuda:90"),
    "row_loop_staged": (f"{TRUTH / 'row_loops.py'}:row_sum_staged", "*fp16, *fp32:16, i32, i32, 1024", 4, 3,
                        "cuda:90"),
    "row_loop_schedule": (f"{DATA / 'schedule_kernels' / 'row_sum.py'}:row_sum_kernel",
                          "*fp32:16, *fp32:16, i32:16, i32:16, 64, 64, 4", 4, 3, "cuda:80"),
    "num_stages_param": (f"{TRUTH / 'options.py'}:staged_rows", "*fp32:16, *fp32:16, i32, i32, i32:16, 1024, 2", 4,
                         3, "cuda:90"),
    # tl.inline_asm_elementwise
    "inline_asm": (f"{TRUTH / 'inline_asm.py'}:asm_scale", "*fp32:16, *fp32:16, *fp32:16, i32, 1024", 4, 1,
                   "cuda:90"),
    # tl.gather, a tuple associative_scan, atomics with a spin lock, tensor descriptors, Inductor's xindex // 2
    "gather": (f"{TRUTH / 'patterns.py'}:gather_rows", "*fp32:16, *i32:16, *fp32:16, 128", None, None, "cuda:90"),
    "tuple_scan": (f"{TRUTH / 'patterns.py'}:running_argmax", "*fp32:16, *fp32:16, *i32:16, 256", None, None,
                   "hip:gfx942"),
    "spin_lock": (f"{TRUTH / 'patterns.py'}:locked_accumulate", "*fp32:16, *fp32:16, *i32:16, i32, 1024", None,
                  None, "cuda:80"),
    "descriptors": (f"{TRUTH / 'patterns.py'}:descriptor_copy", "*fp16:16, *fp16:16, i32:16, i32:16, 64, 64", None,
                    None, "cuda:100"),
    "inductor_half": (f"{TRUTH / 'patterns.py'}:inductor_half", "*fp16:16, *fp16:16, i32:16, 1024", 4, 3, "cuda:90"),
    "atomic_sum": (f"{AXIS}:atomic_sum", "*fp32:16, *fp32:16, 1024", 4, 3, "cuda:90"),
    # fp8 dots: wgmma on sm_90, upcast to f16 MFMA on gfx942
    "fp8_dot_sm90": (f"{TRUTH / 'fp8_dot.py'}:fp8_dot", "*fp8e4nv:16, *fp8e4nv:16, *fp16:16, 64, 64, 64", 4, 1,
                     "cuda:90"),
    "fp8_dot_gfx942": (f"{TRUTH / 'fp8_dot.py'}:fp8_dot", "*fp8e4nv:16, *fp8e4nv:16, *fp16:16, 64, 64, 64", None,
                       None, "hip:gfx942"),
    # transposed and strided loads
    "transpose": (f"{STAGING}:transpose", "*fp16:16, *fp16:16, 128", 4, 1, "cuda:80"),
    "colmajor_dot": (f"{STAGING}:dot_a_colmajor", "*fp32:16, *fp32:16, *fp32:16, i32, 128, 128, 32", 4, 1,
                     "cuda:80"),
    "strided": (f"{DATA / 'analysis_kernels.py'}:strided_copy", "*fp16:16, *fp16:16, i32, 1024", 4, 1, "cuda:90"),
    "column_walk": (f"{AXIS}:column_walk", "*fp32:16, *fp32:16, i32, 1024", 4, 3, "cuda:90"),
    "half_index": (f"{AXIS}:half_index", "*fp32:16, *fp32:16, 1024", 4, 3, "cuda:90"),
    # i32 and i64 offsets; a libdevice call (tl.sin: __nv_sinf's local array)
    "offsets_i32": (f"{OFFSETS}:batch_offset_i32", "*fp32:16, *fp32:16, i32:16, 1024", 4, 3, "cuda:90"),
    "offsets_i64": (f"{OFFSETS}:batch_offset_i64", "*fp32:16, *fp32:16, i32:16, 1024", 4, 3, "cuda:90"),
    "libdevice_sin": (f"{OFFSETS}:sin_rows", "*fp32, *fp32, i32, 1024", 4, 3, "cuda:90"),
    # tl.device_print: vprintf's argument buffer in local memory (STL, no spill; trial M7)
    "device_print": (f"{TRIAL / 'debug_print_kernel.py'}:kernel_device_print", "*i32:16, *i32:16, 128", 4, 3,
                     "cuda:90"),
    # autotune plus heuristics with constexprs in the signature; HIP configs with waves_per_eu
    "autotune_heuristics": (f"{TRUTH / 'autotuned.py'}:tuned_tile",
                            "*fp16:16, *fp16:16, *fp16:16, i32:16, i32:16, i32:16, i32:16, 64, 128, 32", None, None,
                            "cuda:90"),
    "waves_per_eu": (f"{TRUTH / 'options.py'}:hip_scale", "*fp32:16, *fp32:16, i32", None, None, "hip:gfx942"),
    # dots that miss the tensor-core path, a tall unpipelined tile, a layout of 2048 elements per thread
    "mma_sync_on_sm90": (f"{DATA / 'analysis_kernels.py'}:small_dot", "*fp16:16, *fp16:16, *fp16:16, 16, 64, 64", 4,
                         1, "cuda:90"),
    "ieee_dot": (f"{DATA / 'analysis_kernels.py'}:ieee_dot", "*fp32:16, *fp32:16, *fp32:16, 32, 32, 32", 4, 1,
                 "cuda:90"),
    "tall_dot": (f"{TRUTH / 'tall_dot.py'}:tall_dot", "*bf16:16, *bf16:16, *fp32:16, 64, 512, 16", 4, 1, "cuda:90"),
    "wide_rows": (f"{DATA / 'layout_kernels' / 'tiles.py'}:wide_rows", "*fp32:16, *fp32:16, 4, 65536", 4, 1,
                  "cuda:90"),
    # warp_specialize=True that sm_100 does not apply to plain loads; a persistent tile loop around a K loop
    "warp_specialize": (f"{DATA / 'pipelining_kernels.py'}:matmul_ws_kernel",
                        "*fp16:16, *fp16:16, *fp16:16, i32:16, i32:16, i32:16, i32:16, i32:16, i32:16, 128, 128, 64",
                        4, 3, "cuda:100"),
    "persistent": (f"{DATA / 'pipelining_kernels.py'}:matmul_persistent_kernel",
                   "*fp16:16, *fp16:16, *fp16:16, i32:16, i32:16, i32:16, i32:16, i32:16, i32:16, i32, 128, 128, 64",
                   4, 3, "cuda:90"),
    # consumer Blackwell: a pipelined tl.dot tile
    "dot_sm120": (f"{TRUTH / 'passes.py'}:tile_matmul",
                  "*fp16:16, *fp16:16, *fp16:16, i32:16, i32:16, i32:16, i32:16, 64, 64, 32", 4, 3, "cuda:120"),
    # no hints at all: every access narrow, each cause with its fact
    "unhinted_add": (f"{DATA / 'analysis_kernels.py'}:add_kernel", "*fp32, *fp32, *fp32, i32, 1024", 4, 1,
                     "cuda:90"),
    "frontend_warning": (f"{TRUTH / 'frontend_warning.py'}:where_int", "*fp32:16, *fp32:16, 256", 4, 1, "cuda:90"),
    # issue 23: tcgen05 with a transposed operand (sm_100), a pipelined tcgen05 K loop (sm_103), AMD's stream
    # pipeliner with ds_read_b64_tr_b16 and direct-to-LDS loads, a loop prefetched in registers, tl.device_print
    # (gfx950); the same requests as tests/test_issue23_truth.py, served from the store when it ran first
    "tcgen05_transposed": (f"{ISSUE23}:trans_dot", "*fp16:16, *fp16:16, *fp16:16, 64, 64, 64", 4, 1, "cuda:100"),
    "tcgen05_loop_sm103": (f"{ISSUE23}:k_loop", "*fp16:16, *fp16:16, *fp16:16, i32:16, 128, 128, 64", 8, 3,
                           "cuda:103"),
    "stream_pipeline_gfx950": (f"{ISSUE23}:k_loop", "*fp16:16, *fp16:16, *fp16:16, i32:16, 128, 128, 64", 8, 3,
                               "hip:gfx950"),
    "register_prefetch_gfx950": (f"{ISSUE23}:staged_sum", "*fp32:16, *fp32:16, i32:16, 8, 256", 4, 3, "hip:gfx950"),
    "device_print_gfx950": (f"{ISSUE23}:printed", "*fp32:16, *fp32:16, 256", 4, 1, "hip:gfx950"),
    # issue 23 item 6 (trial M5): a 2-iteration K loop the pipeliner double-buffered and then unrolled away
    "unrolled_pipeline_sm100": (f"{DATA / 'trial_kernels' / 'fla_chunk_attn_o.py'}:chunk_fwd_o",
                                "*bf16:16, *bf16:16, *bf16:16, *bf16:16, *bf16:16, fp32, i32:16, 16, 128, 128, 64, "
                                "64, 64", 4, 2, "cuda:100"),
    # issue 23 item 6 (trial M1): an f16 tt.reduce whose cross-warp scratch is read and written 16 bits a lane
    "f16_reduce_sm80": (f"{DATA / 'trial_kernels' / 'liger_rms_norm.py'}:rms_norm_fwd",
                        "*fp16:16, i32:16, *fp16:16, i32:16, *fp16:16, *fp32:16, i32, i32:16, fp32, fp32, 4096", 8, 3,
                        "cuda:80"),
}
#: The targets issue 23 added to the fresh part of the corpus (no bundled case: CI time).
WIDER = ("cuda:100", "cuda:103", "hip:gfx950")


def _check(requests: list[Request], store: Store) -> CheckResult:
    """Compile ``requests`` (served from the store when another test compiled them) and check every statement
    about each, its label against the config it asked for (:func:`_checked`: once per compile in the run)."""
    comps = compile_all(requests, store)
    assert all(c.ok for c in comps), [c.failure.headline() for c in comps if c.failure]
    result = CheckResult()
    for req, comp in zip(requests, comps, strict=True):
        one = _checked(comp, store, req.spec.configs[req.config_index])
        result.checked += one.checked
        result.violations += one.violations
        result.unchecked += one.unchecked
        result.by_rule.update(one.by_rule)
    return result


def _checked(comp: Compilation, store: Store, expected: Config) -> CheckResult:
    """:func:`check_stored` of one compile, kept beside the run's shared store (a JSON file per compilation key and
    config), so that a compile two tests check is checked once in the run, whichever test and pytest-xdist worker
    comes first: ``test_every_claim_rule_fires_on_the_corpus`` checks config 0 of every fresh kernel and of the
    bundled matmul and attention, which the per-kernel tests check too. The same code checks the same compile
    and its stored passes, so the result is the same; workers that check one compile at the same time both
    write it (atomically)."""
    folder = store.root.parent / f"{store.root.name}-checked"
    path = folder / f"{hashlib.sha256(f'{comp.key} {expected!r}'.encode()).hexdigest()}.json"
    try:
        kept = json.loads(path.read_text())
        return CheckResult(kept["checked"], [tuple(v) for v in kept["violations"]], kept["unchecked"],
                           Counter(kept["by_rule"]))
    except FileNotFoundError:
        pass
    result = check_stored(comp, store, expected, CheckResult())
    folder.mkdir(exist_ok=True)
    part = path.with_suffix(f".{os.getpid()}.part")
    part.write_text(json.dumps({"checked": result.checked, "violations": result.violations,
                                "unchecked": result.unchecked, "by_rule": dict(result.by_rule)}))
    os.replace(part, path)
    return result


@pytest.mark.slow
@pytest.mark.parametrize(("kernel", "target"), BUNDLED)
def test_every_statement_holds_on_the_bundled_kernels(store: Store, kernel: str, target: str) -> None:
    """Every config of one bundled kernel on one target, its MLIR passes captured: at least 300 statements per
    config (the pass list's among them), none false."""
    requests = bundled_case(kernel, target)
    result = _check(requests, store)
    assert result.checked >= 300 * len(requests) and not result.violations, result.violations[:5]
    assert result.unchecked == 0  # our own compiles: every file they cite is here


@pytest.mark.parametrize("case", list(FRESH))
def test_every_statement_holds_on_the_fresh_kernels(store: Store, user_spec, case: str) -> None:
    """Every config of one kernel written for the tests: at least 10 statements per config, none false."""
    ref, signature, warps, stages, target = FRESH[case]
    spec = user_spec(ref, signature, warps, stages)
    requests = [Request(spec, i, Target.parse(target)) for i in range(len(spec.configs))]
    result = _check(requests, store)
    assert result.checked >= 10 * len(requests) and not result.violations, result.violations[:5]


def test_the_corpus_covers_what_issue_15_lists() -> None:
    """At least 20 fresh kernels, each file of them in tests/data, all five targets in both parts, and cuda:103 and
    hip:gfx950 (issue 23) in the fresh part."""
    assert len(FRESH) >= 20 and len({ref for ref, *_ in FRESH.values()}) >= 20
    assert all(DATA in Path(ref.split(":")[0]).parents for ref, *_ in FRESH.values())
    assert {t for *_, t in FRESH.values()} == set(TARGETS) | set(WIDER)
    assert {p.values[1] for p in BUNDLED} == set(TARGETS)


@pytest.mark.slow
def test_every_claim_rule_fires_on_the_corpus(store: Store, user_spec) -> None:
    """Issue 23, item 3: each claim rule and each metric rule (:mod:`ir_explorer.engines.rules`) checks at least one
    statement on the corpus (every fresh kernel, and config 0 of the bundled matmul and attention on each target,
    with their passes), so no rule is dead code; no statement is false and no claim names an unknown rule."""
    from ir_explorer.engines.rules import METRIC_RULES, RULES

    requests = [Request(user_spec(ref, sig, warps, stages), 0, Target.parse(target))
                for ref, sig, warps, stages, target in FRESH.values()]
    requests += [r for k in ("matmul", "flash_attention_fwd") for t in TARGETS for r in bundled_case(k, t)[:1]]
    # a tl.atomic_add scatter that gfx950 makes an amdg.buffer_atomic_rmw (trial M8): its --arg tensors (sizes, so a
    # pointer range) are what lets Triton use buffer ops, which a signature alone does not
    requests.append(trial_request("liger_embedding_bwd", user_spec))
    # a K loop of wgmma m64n64k16 whose N is BLOCK_N = 64 (rules mma-wgmma and mma-knob: trial 6 M3 left the
    # corpus's other m64n64 dot, fp8_dot's, outside any loop, so unwarned)
    requests.append(bundled_case("matmul_autotuned", "cuda:90")[3])
    # the rules no fresh or bundled kernel reaches, each with a trial kernel whose report states its claim: a product
    # that only bounds a loop (loop-bound), a runtime stride after a warned product (offset-factor), narrow stores
    # run once per CTA (narrow-once) and an AMD local_store's 16-bit lanes (narrow-store), a constant 2-trip loop
    # whose own copy never runs (pipe-trip), a copy whose pointer repeats each address 8 times (redundant-fetch), a
    # loaded factor the IR bounds (load-bound: matmul_ogs's expt_id = expt_data & 0xFFFF)
    for commands, name in (("t8c", "t8c_mamba_rmsnorm_gated_bwd"), ("t7b", "t7b_mamba_cumsum_bwd"),
                           ("t8b", "t8b_flagattn_fwd"), ("t7a", "t7a_flaggems_conv2d"), ("t7b", "t7b_fla_kkt"),
                           ("t9d", "t9d_gptq_matmul4"), ("t10d", "t10d_tk_matmul_ogs"),
                           # a WS dispatch byte (narrow-dispatch), an fp8 dot operand of kWidth 1 (narrow-dot-load), a
                           # convert in a flattened loop's epilogue branch (cvt-branch), a copy into a transposed
                           # nvmma_shared buffer (coal-dest-order), a constant stride of a gathered index
                           ("t10a", "t10a_lmd_gemm_fp8_tma_ws"), ("t10b", "t10b_scaled_mm_sm90"),
                           ("t10b", "t10b_persistent_fp8"), ("t11c", "t11c_trident_attn_fwd"),
                           # a kernel whose PTX is one trap: 576 TMEM columns (ptx-trap), an i8 copy whose
                           # destination's swizzle vec = 8 bounds it (coal-dest-vec)
                           ("t12b", "t12b_ring_bwd_b200"), ("t12b", "t12b_full_int8_5090"),
                           # a warp-specialized kernel at .maxnreg 256 whose partitions set setmaxnreg budgets
                           # (ptx-setmaxnreg); one that spills, its STL/LDL under USETMAXREG budgets
                           # (sass-usetmaxreg); a TMP load pipelined across its store (global-raw-reorder)
                           ("t12d", "t12d_ws_matmul"), ("t12d", "t12d_ws_attn"),
                           ("t13a", "t13a_llmf_flash_bias_vec_sm100"),
                           # an i32 product that only a remainder and a quotient read: an index, not elements
                           # (divided-product: stream-K's pid * per_pid)
                           ("t13c", "t13c_tblas_streamk"),
                           # 3-D mma.sync layouts the linear-layout decoder does not model (undecoded_layouts)
                           ("t15d", "t15d_attn3d_sm120")):
        requests.append(trial_commands.trial_request(TRIAL2 / f"{commands}_commands.sh", name, user_spec))
    # a constant inner stride of an AMD buffer load (coal-const-stride: "non-unit inner stride 96")
    column = user_spec(f"{DATA / 'truth_kernels/patterns.py'}:column_tile", None, None, None,
                       {"BM": 64, "BN": 32}, ("x_ptr=fp32[1048576]", "out_ptr=fp32[65536]"))
    requests.append(Request(column, 0, Target.parse("hip:gfx942")))
    result = _check(requests, store)
    assert not result.violations, result.violations[:5]
    expected = set(RULES) | {f"metric:{k}" for k in METRIC_RULES} | {"ref", "cited"}
    assert expected - set(result.by_rule) == set(), sorted(result.by_rule.items())
