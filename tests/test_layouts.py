"""Layout attributes and types decoded from real TTGIR (cuda:90, cuda:80, hip:gfx942)."""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ir_explorer.ir.layouts import (
    AmdMmaLayout,
    BlockedLayout,
    DotOperandLayout,
    NvidiaMmaLayout,
    NVMMASharedLayout,
    RawLayout,
    SharedMemorySpace,
    SliceLayout,
    SwizzledSharedLayout,
    find_types,
    parse_aliases,
    parse_layout,
    parse_type,
)


def _ttgir(compiled, kernel: str, target: str, config: int = 0) -> str:
    return compiled(kernel, target, config).stage("ttgir").text()


def test_matmul_sm90_layouts(compiled):
    aliases = parse_aliases(_ttgir(compiled, "matmul", "cuda:90"))
    assert aliases["#blocked1"] == BlockedLayout((1, 8), (4, 8), (8, 1), (1, 0), raw=aliases["#blocked1"].raw)
    assert aliases["#blocked1"].describe() == \
        "blocked sizePerThread=[1,8] threadsPerWarp=[4,8] warpsPerCTA=[8,1] order=[1,0]"
    mma = aliases["#mma"]
    assert isinstance(mma, NvidiaMmaLayout)
    assert (mma.version_major, mma.instr_shape, mma.warps_per_cta) == (3, (16, 128, 16), (8, 1))
    assert mma.instruction() == "wgmma"
    shared = aliases["#shared"]
    assert isinstance(shared, NVMMASharedLayout)
    assert (shared.swizzling_byte_width, shared.transposed, shared.element_bit_width) == (128, False, 16)
    assert isinstance(aliases["#smem"], SharedMemorySpace)
    assert not any(k.startswith("#loc") for k in aliases)


def test_matmul_sm80_layouts(compiled):
    text = _ttgir(compiled, "matmul", "cuda:80")
    aliases = parse_aliases(text)
    assert aliases["#mma"].describe() == "nvidia_mma v2 (mma.sync) instrShape=[16,8] warpsPerCTA=[2,4]"
    assert aliases["#shared"] == SwizzledSharedLayout(8, 1, 8, (1, 0), raw=aliases["#shared"].raw)
    # The dot operands of mma.sync come from shared memory through local_load into #ttg.dot_op.
    dot_ops = {t.layout for line in text.splitlines() for _, s in find_types(line)
               if (t := parse_type(s, aliases)) and isinstance(t.layout, DotOperandLayout)}
    assert {(d.op_idx, d.k_width) for d in dot_ops} == {(0, 2), (1, 2)}
    assert all(d.parent == aliases["#mma"] for d in dot_ops)


def test_matmul_gfx942_layouts(compiled):
    aliases = parse_aliases(_ttgir(compiled, "matmul", "hip:gfx942"))
    mfma = aliases["#mma"]
    assert isinstance(mfma, AmdMmaLayout)
    assert (mfma.kind, mfma.version, mfma.instr_shape, mfma.warps_per_cta, mfma.transposed) == \
        ("amd_mfma", 3, (32, 32, 8), (2, 4), True)
    rotating = aliases["#shared1"]
    assert isinstance(rotating, SwizzledSharedLayout) and rotating.rotating
    assert (rotating.vec, rotating.per_phase, rotating.max_phase, rotating.order) == (4, 1, 16, (0, 1))
    assert isinstance(aliases["#linear"], RawLayout) and aliases["#linear"].kind == "linear"


def test_flash_attention_sm90_two_mma_and_transposed_shared(compiled):
    aliases = parse_aliases(_ttgir(compiled, "flash_attention_fwd", "cuda:90"))
    assert aliases["#mma"].instr_shape == (16, 64, 16)
    assert aliases["#mma1"].instr_shape == (16, 128, 16)
    assert aliases["#shared1"].transposed is True


def test_types_resolve_layouts(compiled):
    text = _ttgir(compiled, "matmul", "cuda:90")
    aliases = parse_aliases(text)
    alloc = next(line for line in text.splitlines() if "ttg.local_alloc" in line)
    (_, memdesc), = find_types(alloc)
    t = parse_type(memdesc, aliases)
    assert t is not None
    assert (t.kind, t.shape, t.element, t.element_bits, t.mutable) == ("memdesc", (3, 128, 64), "f16", 16, True)
    assert t.layout == aliases["#shared"] and isinstance(t.memory_space, SharedMemorySpace)
    assert t.nbytes == 3 * 128 * 64 * 2
    kinds = Counter(parse_type(s, aliases).kind for line in text.splitlines()
                    for _, s in find_types(line))
    assert kinds["tensor"] > 100 and kinds["memdesc"] > 10
    slice_t = parse_type("tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>", aliases)
    assert slice_t is not None and isinstance(slice_t.layout, SliceLayout)
    assert slice_t.layout.parent == aliases["#blocked1"] and slice_t.layout.dim == 1
    ptr = parse_type("tensor<128x64x!tt.ptr<f16>, #blocked1>", aliases)
    assert ptr is not None and (ptr.element, ptr.element_bits) == ("!tt.ptr<f16>", 64)


def test_edge_cases() -> None:
    # Multi-CTA fields, as Triton prints them with num_ctas > 1.
    b = parse_layout("#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], "
                     "order = [1, 0], CTAsPerCGA = [2, 1], CTASplitNum = [2, 1], CTAOrder = [1, 0]}>")
    assert isinstance(b, BlockedLayout) and b.ctas_per_cga == (2, 1) and "CTAsPerCGA=[2,1]" in b.describe()
    # Triton 3.6's amd_mfma spelling (versionMajor/versionMinor).
    m = parse_layout("#ttg.amd_mfma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], "
                     "instrShape = [32, 32], isTransposed = true}>")
    assert isinstance(m, AmdMmaLayout) and m.version == 3
    assert isinstance(parse_layout("#blocked9"), RawLayout)  # unknown alias
    assert isinstance(parse_layout("#ttg.blocked<{sizePerThread = [1, 8]"), RawLayout)  # cut
    assert isinstance(parse_layout("#ttg.blocked<{sizePerThread = [x]}>"), RawLayout)
    assert parse_type("i32") is None
    cycle = parse_aliases("#a = #ttg.slice<{dim = 0, parent = #b}>\n#b = #ttg.slice<{dim = 0, parent = #a}>\n")
    assert isinstance(cycle["#b"], SliceLayout) and isinstance(cycle["#b"].parent, RawLayout)  # cycle cut


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_parsers_never_raise_on_cut_or_mutated_ir(compiled, data):
    text = _ttgir(compiled, "matmul", data.draw(st.sampled_from(["cuda:90", "cuda:80", "hip:gfx942"])))
    lines = [ln for ln in text.splitlines() if "#ttg." in ln or "tensor<" in ln]
    line = data.draw(st.sampled_from(lines))
    start = data.draw(st.integers(0, len(line)))
    end = data.draw(st.integers(start, len(line)))
    junk = data.draw(st.text(alphabet="<>{}[],=#x0123456789 ", max_size=6))
    cut = line[:start] + junk + line[end:]
    aliases = parse_aliases(text[: data.draw(st.integers(0, 3000))] + "\n" + cut)
    for layout in aliases.values():
        assert isinstance(layout.describe(), str)
    for _, s in find_types(cut):
        parse_type(s, aliases)
    parse_layout(cut[cut.find("#"):] if "#" in cut else cut, aliases)
