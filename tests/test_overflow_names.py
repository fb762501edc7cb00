"""The i32-overflow warning names a tensor product's factors as the Python source writes them, through an inlined
user helper.

The bundled matmul computes its offsets in the ``@triton.jit`` helper ``matmul_tile`` (kernels/matmul.py), which
Triton inlines: the TTIR's ``loc`` of ``offs_m`` is ``callsite(loc("offs_m"(…helper line…)) at …call line…)``. The
names were read at the call site, where no name is, so the product ``offs_m[:, None] * stride_am`` was spelled
``(%a_ptrs) * stride_am`` and the fix ``(%a_ptrs).to(tl.int64)``: not Python. The fact under the width cited the text
``xi32>``."""

from __future__ import annotations

import re
from typing import Any

import pytest
from trial_commands import with_claim

from ir_explorer.core.store import Store
from ir_explorer.engines.consistency import ClaimContext, Statements, check, stored_statements
from ir_explorer.engines.rules import RULES

# e.g.     %a_ptrs = tt.expand_dims %offs_m_4 {axis = 1 : i32} : tensor<128xi32> -> tensor<128x1xi32> loc(#loc95)
_EXPAND = re.compile(r"^\s*(?P<res>%[\w.]+) = tt\.expand_dims (?P<src>%[\w.]+) \{axis = 1 : i32\}")
# e.g.     %a_ptrs_10 = arith.muli %a_ptrs, %a_ptrs_9 : tensor<128x1xi32> loc(#loc95)
_MULI = re.compile(r"^\s*%[\w.]+ = arith\.muli (?P<a>%[\w.]+), (?P<b>%[\w.]+) : (?P<ty>tensor<128x1xi32>)")


@pytest.fixture(scope="module")
def matmul(compiled, store: Store) -> tuple[Any, Statements]:
    comp = compiled("matmul", "cuda:90")
    return comp, stored_statements(comp, store)


def test_tensor_product_names_come_from_the_inlined_helper(matmul) -> None:
    """The raw TTIR: ``offs_m`` is defined with a NameLoc inside a ``callsite``, expanded (``[:, None]``) and
    multiplied by the splat of ``stride_am``. The warning names ``offs_m[:, None] * stride_am``, its fix
    ``offs_m[:, None].to(tl.int64)``; the width fact cites the product's printed type; selfcheck holds."""
    comp, got = matmul
    ttir = got.stages["ttir"]
    lines = ttir.splitlines()
    assert re.search(r'^#loc\d+ = loc\("offs_m"\(#loc\d+\)\)', ttir, re.M)
    expand = {m["res"]: m["src"] for ln in lines if (m := _EXPAND.match(ln))}
    products = [(n, m) for n, ln in enumerate(lines, 1) if (m := _MULI.match(ln)) and m["a"] in expand]
    assert products, "no offs_m[:, None] * stride product in the TTIR"
    line, mul = products[0]
    warn = next(f for f in got.report.findings if f.kind == "addresses" and f.lines == (line,))
    assert warn.claim("factors").value == "offs_m[:, None] * stride_am"
    assert warn.claim("fix").value == "offs_m[:, None].to(tl.int64)"
    assert "%" not in warn.message.split("Fix:")[1]
    assert any(fact.line == line and fact.text == mul["ty"] for fact in warn.facts)
    assert not check(comp, got.report.findings, dict(got.report.metrics), got.stages).violations

    ctx = ClaimContext(comp, got.stages, got.report.findings, dict(got.report.metrics))
    lie = with_claim(warn, "fix", "(%a_ptrs).to(tl.int64)")
    assert not RULES["var-name"](lie.claim("fix"), lie, ctx)[0]
