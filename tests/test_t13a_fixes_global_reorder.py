"""Regression test for trial 13a's omission (docs/trial13a.md): on cuda:100 llm-foundry's flash attention with a
vector bias (``t13a_llmf_flash_bias_vec_sm100``) stores the rescale factor to the global scratch row TMP and loads it
back in the same iteration (Python lines 92-93). The pipeliner made the load a ``ttg.async_copy_global_to_local``
issued in iteration i, after iteration i's ``tt.store``, for iteration i+1, whose ``ttg.local_load`` comes after
iteration i+1's store: it reads iteration i's values. The report stated the ring and said nothing of the reordered
read-after-write; now a ``pipelining`` warning cites the store, the copy, the read and the loop, and rule
``global-raw-reorder`` holds it and refuses a moved line or another pointer."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT
from trial_commands import claim_context, compiled_trial, with_claim

from ir_explorer.engines import consistency
from ir_explorer.engines.rules import check_claims

T13A = ROOT / "tests/data/trial2_kernels/t13a_commands.sh"
# e.g.       tt.store %t_ptrs_67, %7 : tensor<128x!tt.ptr<f32>, #blocked1> loc(#loc73)
_STORE = re.compile(r"^\s*tt\.store %(?P<ptr>t_ptrs\w*), ")
# e.g.       %acc_o_scale_289 = ttg.async_copy_global_to_local %t_ptrs_111, %acc_o_scale_110 mask %acc_o_288 : …
_COPY = re.compile(r"^\s*%\w+ = ttg\.async_copy_global_to_local %(?P<ptr>t_ptrs\w*), %(?P<buf>\w+) ")
# e.g.       %acc_o_scale_256 = ttg.local_load %acc_o_scale_110 token %bias_243 : …
_READ = re.compile(r"^\s*%\w+ = ttg\.local_load %(?P<buf>\w+) token ")


@pytest.fixture(scope="module")
def llmf(tmp_path_factory: pytest.TempPathFactory, user_spec):  # type: ignore[no-untyped-def]
    return compiled_trial(tmp_path_factory, user_spec, T13A, "t13a_llmf_flash_bias_vec_sm100")


def test_tmp_load_pipelined_across_its_store_is_warned(llmf) -> None:
    """The warning cites the loop's TMP store, the cp.async of TMP that follows it in the loop body and the
    ``ttg.local_load`` of that copy's buffer between them, as the TTGIR holds them (read here by regexes, the loop by
    its indentation); its claims hold, and ``global-raw-reorder`` refuses a read cited before the store, a copy
    pointer that is not the copy's, and a store line moved off the store."""
    comp, got = llmf
    lines = got.stages["ttgir"].splitlines()
    (loop,) = [n for n, ln in enumerate(lines, 1) if ln.startswith("    %") and " = scf.for " in ln]
    depth = "      "  # the loop body's ops (the module's ops are at 4 spaces, the body's at 6)
    body = [n for n, ln in enumerate(lines[loop:], loop + 1) if ln.startswith(depth) and not ln.startswith(depth + " ")]
    end = next(n for n in body if lines[n - 1].strip().startswith("scf.yield"))
    body = [n for n in body if n <= end]
    (store,) = [n for n in body if _STORE.match(lines[n - 1])]
    (copy,) = [n for n in body if _COPY.match(lines[n - 1])]
    buf = _COPY.match(lines[copy - 1])["buf"]  # type: ignore[index]
    (read,) = [n for n in body if (m := _READ.match(lines[n - 1])) and m["buf"] == buf]
    assert store < read < copy, (store, read, copy)
    (f,) = [f for f in got.report.findings if f.kind == "pipelining" and f.claim("copy") is not None]
    assert f.severity == "warn" and f.lines == (store, copy, read)
    assert (f.claim("loop_line").value, f.claim("store_line").value, f.claim("copy_line").value,
            f.claim("read_line").value) == (loop, store, copy, read)
    assert f.claim("store_pointer").value == "%" + _STORE.match(lines[store - 1])["ptr"]  # type: ignore[index]
    assert f.claim("copy_pointer").value == "%" + _COPY.match(lines[copy - 1])["ptr"]  # type: ignore[index]
    assert f.python_line == 92 and "stores at Python line 92 and loads at line 93" in f.message, f.message
    ctx = claim_context(got, comp)
    assert all(ok for _, ok, _ in check_claims(f, ctx))
    for key, lie in (("read_line", store - 1), ("copy_pointer", f.claim("store_pointer").value),
                     ("store_line", store + 1)):
        assert not all(ok for rule, ok, _ in check_claims(with_claim(f, key, lie), ctx)
                       if rule == "global-raw-reorder"), key
    res = consistency.check(comp, got.report.findings, dict(got.report.metrics), got.stages)
    assert not res.violations, res.violations[:3]
