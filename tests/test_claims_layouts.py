"""The ``layout`` and ``convert_layout`` findings as typed claims (issue 23, items 3 and 4): each value they state is
a :class:`~ir_explorer.analyses.findings.Claim` their message is rendered from, and a lie in any claim is caught by
the rule that re-derives it from the TTGIR (``ir_explorer/engines/rules/layouts.py``).

Real compiles (Triton 3.9, offline): the bundled matmul on cuda:90 (its wgmma accumulator and epilogue conversion),
and the 128x128 fp16 transpose of ``tests/data/smem_kernels/staging.py`` on cuda:80 (one conversion through shared
memory, the only shared-memory user: the figures of ``tests/test_staging.py``, worked out there by hand)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from conftest import DATA

from ir_explorer.analyses.findings import Finding
from ir_explorer.capture import bundled
from ir_explorer.capture.compiles import Request, compile_all
from ir_explorer.core.model import Target
from ir_explorer.core.store import Store
from ir_explorer.engines import consistency
from ir_explorer.engines.rules.layouts import blocked_tile
from ir_explorer.ir.layouts import parse_aliases, parse_type
from ir_explorer.ir.linear_layout import distribution, to_linear


@pytest.fixture(scope="module")
def own(tmp_path_factory: pytest.TempPathFactory) -> Store:
    """A store of this module's own: compiles without the pass capture, whose reports never read the passes another
    test of the session captured for the same compile (with them a conversion's decision is Triton's own)."""
    return Store(tmp_path_factory.mktemp("claims_layouts"))


@pytest.fixture(scope="module")
def matmul(own: Store) -> tuple[Any, consistency.Statements]:
    """The bundled matmul on cuda:90 (config 0: 128x128x64, 8 warps): its report and raw text."""
    (comp,) = compile_all([Request(bundled.get("matmul"), 0, Target.parse("cuda:90"))], own)
    return comp, consistency.stored_statements(comp, own)


@pytest.fixture(scope="module")
def transpose(own: Store, user_spec) -> tuple[Any, consistency.Statements]:
    """The 128x128 fp16 ``tl.trans`` of ``staging.py`` on cuda:80 (4 warps, num_stages=1), compiled without the pass
    capture (so the conversion's decision is the model's, backed by metadata ``shared``)."""
    spec = user_spec(f"{DATA / 'smem_kernels' / 'staging.py'}:transpose", "*fp16:16, *fp16:16, 128", 4, 1)
    (comp,) = compile_all([Request(spec, 0, Target.parse("cuda:80"))], own)
    return comp, consistency.stored_statements(comp, own)


def _rules(comp: Any, got: consistency.Statements, findings: list[Finding] | None = None,
           metrics: dict[str, Any] | None = None) -> list[str]:
    """The rules of the consistency check's false statements on the report (or on ``findings``/``metrics``)."""
    res = consistency.check(comp, got.report.findings if findings is None else findings,
                            dict(got.report.metrics) if metrics is None else metrics, got.stages)
    return [rule for rule, _ in res.violations]


def _lie(got: consistency.Statements, f: Finding, key: str, value: Any) -> list[Finding]:
    """The report's findings with claim ``key`` of ``f`` set to ``value`` (message and data re-rendered)."""
    lied = replace(f, claims=tuple(replace(c, value=value) if c.key == key else c for c in f.claims))
    assert lied.message != f.message or f.claim(key) is not None
    return [lied if x is f else x for x in got.report.findings]


def _overview(got: consistency.Statements) -> Finding:
    (f,) = [f for f in got.report.findings if f.kind == "layout" and f.data["check"] == "overview"]
    return f


def test_overview_states_the_wgmma_accumulator_as_claims(matmul):
    """The matmul's largest tile is its wgmma accumulator, ``tensor<128x128xf32, #mma>`` (nvidia_mma v3, instrShape
    [16,128,16], warpsPerCTA [8,1]): each warp holds 16 rows x 128 columns = 2048 elements, 64 per lane, no copies.
    Each value is a claim about the op line that first names the type, citing the op and the type."""
    comp, matmul = matmul
    f = _overview(matmul)
    lines = matmul.stages["ttgir"].splitlines()
    c = {x.key: x for x in f.claims}
    assert (c["tensors/0/shape"].value, c["tensors/0/layout"].value) == ((128, 128), "#mma")
    assert [(c[f"tensors/0/{k}"].value, c[f"tensors/0/{k}"].unit, c[f"tensors/0/{k}"].rule)
            for k in ("registers", "per_warp", "numel", "copies", "threads")] == [
        (64, "elements", "layout-tile"), (2048, "elements", "layout-tile"), (16384, "elements", "layout-tile"),
        (1, "count", "layout-tile"), (256, "count", "layout-tile")]
    line = c["tensors/0/line"]
    assert (line.unit, line.rule) == ("line", "first-use")
    op, ty = line.about
    assert op.line == ty.line == line.value and ty.text == "tensor<128x128xf32, #mma>"
    assert op.text in lines[op.line - 1] and ty.text in lines[ty.line - 1]
    assert not any("tensor<128x128xf32, #mma>" in ln for ln in lines[:line.value - 1])
    assert f.message.startswith(f"{c['count'].value} tensor layouts (shape, layout) decoded as linear layouts, "
                                f"largest tiles first: 128x128 #mma (line {line.value}): 64 elements per thread, "
                                "2048 per warp;")
    assert f.data["tensors"][0]["registers"] == 64 and f.data["tensors"][0]["shape"] == [128, 128]
    assert set(f.lines) == {x.value for x in f.claims if x.key.endswith("/line")}
    assert matmul.report.metrics["max_elements_per_thread"] == 64
    assert not _rules(comp, matmul)


def test_each_layout_claim_kind_has_a_rule_that_catches_a_lie(matmul):
    """A lie in each kind of claim of the overview is caught by its own rule: a shape (``tensor-type`` reads the
    type on the cited line), a layout alias swapped, a line moved (``first-use``), elements per thread, an XOR
    offset of the lanes holding copies (``layout-tile``: the ``#blocked`` closed form of the alias's line, the
    linear layout for ``#mma`` and slices), the count of layouts and the lines the overview cites (``layout-count``:
    a line moved onto another row's is still a cited line); and the metrics."""
    comp, matmul = matmul
    f = _overview(matmul)
    c = {x.key: x for x in f.claims}
    copied = next(k for k in c if "/lane_copies/" in k and not k.endswith("/0"))
    blocked = next(k.rsplit("/", 1)[0] for k, x in c.items() if k.endswith("/layout") and x.value == "#blocked")
    for key, value, rule in (("tensors/0/shape", (129, 128), "tensor-type"),
                             ("tensors/0/layout", "#blocked", "tensor-type"),
                             ("tensors/0/line", c["tensors/0/line"].value + 1, "first-use"),
                             ("tensors/0/registers", 65, "layout-tile"),
                             (f"{blocked}/per_warp", c[f"{blocked}/per_warp"].value * 2, "layout-tile"),
                             (copied, c[copied].value + 1, "layout-tile"),
                             ("count", c["count"].value + 1, "layout-count")):
        assert rule in _rules(comp, matmul, _lie(matmul, f, key, value)), key
    cited = replace(f, lines=(f.lines[1], *f.lines[1:]))  # the first row's line moved onto the second row's
    assert "layout-count" in _rules(comp, matmul, [cited if x is f else x for x in matmul.report.findings])
    metrics = dict(matmul.report.metrics)
    assert _rules(comp, matmul, metrics={**metrics, "max_elements_per_thread": 65}) == [
        "metric:max_elements_per_thread"]
    assert _rules(comp, matmul, metrics={**metrics, "convert_layouts": metrics["convert_layouts"] + 1}) == [
        "metric:convert_layouts"]


def test_a_moved_type_ref_is_caught(matmul):
    """A claim whose type ref is moved to another line holding the same type is caught by its rule: the op and
    the type it cites must be on one line."""
    comp, matmul = matmul
    f = _overview(matmul)
    c = {x.key: x for x in f.claims}
    reg = c["tensors/1/registers"]
    lines = matmul.stages["ttgir"].splitlines()
    op, ty = reg.about
    later = next(n for n in range(ty.line + 1, len(lines) + 1) if ty.text in lines[n - 1])
    moved = replace(f, claims=tuple(replace(x, about=(op, replace(ty, line=later))) if x is reg else x
                                    for x in f.claims))
    assert "layout-tile" in _rules(comp, matmul, [moved if x is f else x for x in matmul.report.findings])


def test_blocked_closed_form_equals_the_linear_layout():
    """The ``layout-tile`` rule's closed form of ``#blocked`` against the linear layout (Triton's construction) on a
    broadcast, a repeat and an exact fit: e.g. ``tensor<64x1>`` with threadsPerWarp [1, 32] at 4 warps [4, 1]: 16
    rows per thread... each lane holds the same 16 (lanes l^1 … l^31 copies), 32 threads per element."""
    text = ("#b = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], "
            "order = [1, 0]}>\n#c = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [4, 8], "
            "warpsPerCTA = [2, 2], order = [0, 1]}>\n")
    aliases = parse_aliases(text)
    cases = [("#b", (64, 1), [1, 1], [1, 32], [4, 1], [1, 0]), ("#c", (128, 64), [2, 4], [4, 8], [2, 2], [0, 1]),
             ("#c", (2, 4), [2, 4], [4, 8], [2, 2], [0, 1]), ("#b", (4, 128), [1, 1], [1, 32], [4, 1], [1, 0])]
    for alias, shape, spt, tpw, wpc, order in cases:
        t = parse_type(f"tensor<{'x'.join(map(str, shape))}xf32, {alias}>", aliases)
        assert t is not None and t.layout is not None
        ll = to_linear(t.layout, t.shape, 32)
        d = distribution(ll) if ll is not None else None
        assert d is not None
        want = {k: v for k, v in d.to_json().items()}
        got = blocked_tile(spt, tpw, wpc, order, shape)
        assert got is not None
        assert {k: list(v) if isinstance(v, tuple) else v for k, v in got.items()} == want, (alias, shape)
    rows = blocked_tile([1, 1], [1, 32], [4, 1], [1, 0], (64, 1))
    assert rows is not None and (rows["registers"], rows["per_warp"], rows["copies"]) == (16, 16, 32)
    assert rows["lane_copies"] == tuple(range(32)) and rows["warp_copies"] == (0,)


def _cvt(got: consistency.Statements) -> Finding:
    (f,) = [f for f in got.report.findings if f.kind == "convert_layout"]
    return f


def test_transpose_conversion_states_its_claims(transpose):
    """The transpose's one conversion, #blocked1 ([8,1]x[16,2]x[1,4], order [0,1]) to #blocked ([1,8]x[2,16]x[4,1]):
    128x128 f16 over 128 threads, 128 elements per thread on each side, a 32768-byte tile and scratch (metadata
    shared, the only shared-memory user), 16 ``st.shared`` 128-bit and 16 ``ldmatrix….trans`` at its Python line
    (each claim citing its PTX lines), and the unswizzled model of ``test_staging.py``: dim 0 fastest, store 1-way
    (16-byte), load 16-way (2-byte)."""
    comp, got = transpose
    f = _cvt(got)
    c = {x.key: x for x in f.claims}
    line = got.stages["ttgir"].splitlines()[f.lines[0] - 1]
    assert "ttg.convert_layout" in line and all(r.text in line for r in c["shape"].about)
    assert [(k, c[k].value, c[k].unit, c[k].rule) for k in ("shape", "element", "tile_bytes", "scratch_bytes",
                                                           "src_per_thread", "dst_per_thread")] == [
        ("shape", (128, 128), "shape", "tensor-type"), ("element", "f16", "type", "tensor-type"),
        ("tile_bytes", 32768, "bytes", "cvt-bytes"), ("scratch_bytes", 32768, "bytes", "scratch"),
        ("src_per_thread", 128, "elements", "layout-tile"), ("dst_per_thread", 128, "elements", "layout-tile")]
    ptx = got.stages["ptx"].splitlines()
    st = c["ptx_instructions/st.shared 128-bit"]
    assert st.value == len(st.about) == 16 and all(ptx[r.line - 1].strip() == r.text and "st.shared.v4" in r.text
                                                     for r in st.about)
    assert c["ptx_instructions/ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"].value == 16
    assert [c[f"unswizzled/0/{k}"].value for k in ("order/0", "order/1", "store/wavefronts", "store/ideal",
                                                    "load/wavefronts", "load/ideal", "load/access_bytes")] == [
        0, 1, 4, 4, 16, 1, 2]
    assert f.message.startswith("ttg.convert_layout of 128x128xf16 through shared memory (metadata shared confirms "
                                "it): blocked sizePerThread=[8,1] threadsPerWarp=[16,2] warpsPerCTA=[1,4] order=[0,1] "
                                "[128 per thread] -> blocked sizePerThread=[1,8] threadsPerWarp=[2,16] "
                                "warpsPerCTA=[4,1] order=[1,0] [128 per thread]; elements change warps")
    assert "order=[0,1]: store 1-way (16-byte, 4 wavefronts for 4), load 16-way (2-byte, 16 wavefronts for 1)" \
        in f.message
    assert got.report.metrics["convert_layouts"] == 1
    assert not _rules(comp, got)


def test_each_conversion_claim_kind_has_a_rule_that_catches_a_lie(transpose):
    """A lie in each kind of conversion claim is caught by the rule that re-derives it: the shape and element
    (``tensor-type``), the tile's bytes (``cvt-bytes``), a side's layout (``cvt-type``) and elements per thread
    (``layout-tile``), in a loop (``cvt-loop``: no ``scf.for`` encloses it), the decision (``cvt-decision``), the
    scratch (``scratch``), a PTX count (``ptx-shared``) and the bank model (``cvt-bank-model``)."""
    comp, got = transpose
    f = _cvt(got)
    c = {x.key: x for x in f.claims}
    for key, value, rule in (("shape", (256, 128), "tensor-type"), ("element", "f32", "tensor-type"),
                             ("tile_bytes", 65536, "cvt-bytes"), ("src", c["dst"].value, "cvt-type"),
                             ("dst_per_thread", 129, "layout-tile"), ("in_loop", True, "cvt-loop"),
                             ("scratch", False, "cvt-decision"), ("reason", "same layout: no data movement",
                                                                  "cvt-decision"),
                             ("scratch_bytes", 16384, "scratch"), ("scratch_at_most", 32769, "scratch"),
                             ("ptx_instructions/st.shared 128-bit", 17, "ptx-shared"),
                             ("unswizzled/0/load/wavefronts", 17, "cvt-bank-model"),
                             ("unswizzled/0/store/ideal", 5, "cvt-bank-model"),
                             ("unswizzled/1/order/0", 0, "cvt-bank-model")):
        assert rule in _rules(comp, got, _lie(got, f, key, value)), key
    st = c["ptx_instructions/st.shared 128-bit"]
    dropped = replace(f, claims=tuple(replace(x, about=x.about[1:]) if x is st else x for x in f.claims))
    assert "ptx-shared" in _rules(comp, got, [dropped if x is f else x for x in got.report.findings])
