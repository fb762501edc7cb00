"""Tests for ``ir_explorer.ir.lexers`` on genuine Triton output.

A session fixture compiles three small kernels offline (no GPU): an elementwise add, a
pipelined matmul (``tl.dot``: wgmma/HGMMA on cuda:90, MFMA on hip:gfx942) and a softmax (whose
``tt.reduce`` prints in generic form with a ``^bb0`` block), records an ``MLIR_ENABLE_DUMP`` of
the add kernel, and disassembles the cubins with ``nvdisasm``, ``cuobjdump`` and Triton's
``get_sass``. The tests then check token types against that text, and Hypothesis feeds slices
and mutations of it to every lexer.
"""

from __future__ import annotations

import bisect
import concurrent.futures
import contextlib
import functools
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pygments.lexers.asm import LlvmLexer
from pygments.lexers.ptx import PtxLexer
from pygments.lexers.special import TextLexer
from pygments.token import Comment, Error, Generic, Keyword, Name, Number, Punctuation, String, _TokenType

from ir_explorer.ir.lexers import (
    LAYOUT_BLOCKED,
    LAYOUT_MEMORY,
    LAYOUT_MMA,
    LAYOUT_SHARED,
    LOCATION,
    AMDGCNLexer,
    MLIRLexer,
    SASSLexer,
    highlight,
    lexer_for_stage,
)

triton = pytest.importorskip("triton")
tl = pytest.importorskip("triton.language")

from triton.backends.compiler import GPUTarget  # noqa: E402
from triton.compiler import ASTSource  # noqa: E402

REPO = Path(__file__).resolve().parent.parent

# --------------------------------------------------------------------------------------
# Kernels
# --------------------------------------------------------------------------------------


@triton.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask) + tl.load(y_ptr + offs, mask=mask), mask=mask)


@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_bk, stride_cm,
                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):  # fmt: skip
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_k[None, :]
    b_ptrs = b_ptr + offs_k[:, None] * stride_bk + offs_n[None, :]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for _ in range(0, K, BLOCK_K):
        acc = tl.dot(tl.load(a_ptrs), tl.load(b_ptrs), acc)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K * stride_bk
    c_ptrs = c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :]
    tl.store(c_ptrs, acc.to(tl.float16), mask=(offs_m[:, None] < M) & (offs_n[None, :] < N))


@triton.jit
def softmax_kernel(out_ptr, in_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    x = tl.load(in_ptr + row * n_cols + offs, mask=offs < n_cols, other=-float("inf"))
    num = tl.exp(x - tl.max(x, axis=0))
    tl.store(out_ptr + row * n_cols + offs, num / tl.sum(num, axis=0), mask=offs < n_cols)


ADD = (
    add_kernel,
    {"x_ptr": "*fp32", "y_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32", "BLOCK": "constexpr"},
    {(4,): 1024},
    {(i,): [["tt.divisibility", 16]] for i in range(3)},
)
MATMUL = (
    matmul_kernel,
    {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp16", "M": "i32", "N": "i32", "K": "i32",
     "stride_am": "i32", "stride_bk": "i32", "stride_cm": "i32",
     "BLOCK_M": "constexpr", "BLOCK_N": "constexpr", "BLOCK_K": "constexpr"},
    {(9,): 128, (10,): 128, (11,): 64},
    {(i,): [["tt.divisibility", 16]] for i in range(9)},
)  # fmt: skip
SOFTMAX = (
    softmax_kernel,
    {"out_ptr": "*fp32", "in_ptr": "*fp32", "n_cols": "i32", "BLOCK": "constexpr"},
    {(3,): 1024},
    {(0,): [["tt.divisibility", 16]], (1,): [["tt.divisibility", 16]]},
)
CUDA90 = GPUTarget("cuda", 90, 32)
GFX942 = GPUTarget("hip", "gfx942", 64)


# --------------------------------------------------------------------------------------
# The corpus of real Triton output
# --------------------------------------------------------------------------------------


@contextlib.contextmanager
def _environ(**values: str) -> Iterator[None]:
    old = {key: os.environ.get(key) for key in values}
    os.environ.update(values)
    try:
        yield
    finally:
        for key, value in old.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def _compile(kernel: tuple, target: GPUTarget, **options: int):
    fn, signature, constexprs, attrs = kernel
    return triton.compile(ASTSource(fn, signature, constexprs, attrs), target=target, options=options)


def _nvidia_tool(name: str) -> str | None:
    with contextlib.suppress(Exception):
        path = triton.knobs.nvidia.__getattribute__(name).path
        if path and Path(path).is_file():
            return path
    bundled = Path(triton.__file__).parent / "backends" / "nvidia" / "bin" / name
    return str(bundled) if bundled.is_file() else shutil.which(name)


def _run(*argv: str) -> str:
    return subprocess.run(argv, capture_output=True, text=True, check=True, timeout=120).stdout


@pytest.fixture(scope="session")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[str, str]]:
    """``name → (stage, text)`` for every text stage of the three kernels, plus a pass dump
    and four SASS renderings. Compiled once per session into a private Triton cache."""
    tmp = tmp_path_factory.mktemp("lexers")
    texts: dict[str, tuple[str, str]] = {}
    dump = tmp / "add.mlir-dump"
    with _environ(TRITON_CACHE_DIR=str(tmp / "cache"), TRITON_DEFAULT_FP_FUSION="1"):
        # The pass dump of the add kernel, written by a child process: MLIR's stream to MLIR_DUMP_PATH is
        # flushed only when the process ends (read in-process, it stopped at a multiple of 4096 bytes,
        # mid-line). Triton writes the dump to MLIR_DUMP_PATH where it knows the variable, else to stderr.
        child = subprocess.run(
            [sys.executable, "-c", "import importlib.util as u, sys; s = u.spec_from_file_location('lexers', "
             f"{__file__!r}); m = u.module_from_spec(s); s.loader.exec_module(m); m._compile(m.ADD, m.CUDA90)"],
            env={**os.environ, "MLIR_ENABLE_DUMP": "1", "MLIR_DUMP_PATH": str(dump)}, capture_output=True,
            text=True, timeout=300, check=True)
        add = _compile(ADD, CUDA90)
        matmul = _compile(MATMUL, CUDA90, num_warps=4, num_stages=3)
        softmax = _compile(SOFTMAX, CUDA90, num_warps=4)
        matmul_hip = _compile(MATMUL, GFX942, num_warps=4, num_stages=2)
    texts["add-dump"] = ("mlir", dump.read_text() if dump.is_file() else child.stderr)
    for label, kernel, stages in (
        ("add-cuda90", add, ("ttir", "ttgir", "llir", "ptx")),
        ("matmul-cuda90", matmul, ("ttir", "ttgir", "llir", "ptx")),
        ("softmax-cuda90", softmax, ("ttir", "ttgir")),
        ("matmul-gfx942", matmul_hip, ("ttir", "ttgir", "llir", "amdgcn")),
    ):
        for stage in stages:
            texts[f"{label}/{stage}"] = (stage, kernel.asm[stage])

    # The disassemblers take about a second each: run them side by side.
    nvdisasm, cuobjdump = _nvidia_tool("nvdisasm"), _nvidia_tool("cuobjdump")
    jobs: dict[str, Callable[[], str]] = {}
    for label, kernel in (("add-cuda90", add), ("matmul-cuda90", matmul)):
        cubin = tmp / f"{label}.cubin"
        cubin.write_bytes(kernel.asm["cubin"])
        if nvdisasm:
            jobs[f"{label}/sass-nvdisasm-g"] = functools.partial(_run, nvdisasm, "-c", "-g", str(cubin))
            jobs[f"{label}/sass-nvdisasm-gi-hex"] = functools.partial(_run, nvdisasm, "-gi", "-hex", str(cubin))
        if cuobjdump:
            from triton.tools.disasm import get_sass

            jobs[f"{label}/sass-cuobjdump"] = functools.partial(_run, cuobjdump, "-sass", str(cubin))
            jobs[f"{label}/sass-get_sass"] = functools.partial(get_sass, kernel.asm["cubin"])
    with concurrent.futures.ThreadPoolExecutor(max_workers=len(jobs) or 1) as pool:
        futures = {name: pool.submit(job) for name, job in jobs.items()}
        for name, future in futures.items():
            texts[name] = ("sass", future.result())
    return texts


Span = tuple[int, _TokenType, str]


class Lexed:
    """A text with its tokens, searchable by offset."""

    def __init__(self, stage: str, text: str) -> None:
        self.stage, self.text = stage, text
        self.tokens: list[Span] = list(lexer_for_stage(stage).get_tokens_unprocessed(text))
        self.starts = [index for index, _, _ in self.tokens]

    def at(self, offset: int) -> Span:
        """The token that covers ``offset``."""
        return self.tokens[bisect.bisect_right(self.starts, offset) - 1]

    def of_value(self, value: str) -> set[_TokenType]:
        return {ttype for _, ttype, v in self.tokens if v == value}

    def expect(self, pattern: str, ttype: _TokenType, group: int = 0, skip: tuple = (), flags: int = re.M) -> int:
        """Every match of ``pattern`` (its ``group``) is exactly one token of type ``ttype`` (or a
        subtype); matches that fall inside a token of a type in ``skip`` are ignored. Returns
        the number of matches checked."""
        checked = 0
        for m in re.finditer(pattern, self.text, flags):
            start, value = m.start(group), m.group(group)
            index, found, token = self.at(start)
            if any(found in s for s in skip):
                continue
            where = self.text[max(0, start - 60) : start + 60]
            assert (index, token) == (start, value), f"{value!r} split as {token!r} in …{where}…"
            assert found in ttype, f"{value!r} is {found}, not {ttype}, in …{where}…"
            checked += 1
        return checked


@pytest.fixture(scope="session")
def lexed(corpus: dict[str, tuple[str, str]]) -> dict[str, Lexed]:
    return {name: Lexed(stage, text) for name, (stage, text) in corpus.items()}


def _need(lexed: dict[str, Lexed], name: str) -> Lexed:
    if name not in lexed:
        pytest.skip(f"{name} was not produced (tool missing)")
    return lexed[name]


# --------------------------------------------------------------------------------------
# Every real text: no Error tokens, nothing lost
# --------------------------------------------------------------------------------------


def test_corpus_has_every_stage(corpus: dict[str, tuple[str, str]]) -> None:
    stages = {stage for stage, _ in corpus.values()}
    assert {"mlir", "ttir", "ttgir", "llir", "ptx", "amdgcn"} <= stages
    assert all(text.strip() for _, text in corpus.values())


def test_no_error_tokens_and_lossless(corpus: dict[str, tuple[str, str]], lexed: dict[str, Lexed]) -> None:
    for name, (stage, text) in corpus.items():
        errors = [(i, v) for i, t, v in lexed[name].tokens if t in Error]
        assert not errors, f"{name}: Error tokens {errors[:5]}"
        assert "".join(v for _, _, v in lexed[name].tokens) == text, name
        # get_tokens too: the lexers are built with stripnl=False, ensurenl=False.
        if len(text) < 100_000:
            assert "".join(v for _, v in lexer_for_stage(stage).get_tokens(text)) == text, name


def test_own_lexers_emit_no_empty_tokens(lexed: dict[str, Lexed]) -> None:
    for name, item in lexed.items():
        if item.stage in ("mlir", "ttir", "ttgir", "sass", "amdgcn"):
            assert all(v for _, _, v in item.tokens), name


# --------------------------------------------------------------------------------------
# MLIR
# --------------------------------------------------------------------------------------

OP_AT_LINE_START = (
    r"^[ \t]*(?:%[\w.$-]+(?::\d+)?(?:, %[\w.$-]+(?::\d+)?)* = )?"
    r"((?:tt|ttg|ttng|amdgpu|nvgpu|nvws|scf|arith|math|cf|gpu|llvm|nvvm|rocdl|builtin|ub)\.[\w.]+)"
)


def _mlir_texts(lexed: dict[str, Lexed]) -> list[tuple[str, Lexed]]:
    return [(n, x) for n, x in lexed.items() if x.stage in ("mlir", "ttir", "ttgir")]


def test_mlir_ops_are_builtins(lexed: dict[str, Lexed]) -> None:
    total = 0
    for _, item in _mlir_texts(lexed):
        total += item.expect(OP_AT_LINE_START, Name.Builtin, group=1)
    assert total > 1000
    ttgir = lexed["matmul-cuda90/ttgir"]
    for op in ("ttg.convert_layout", "ttng.warp_group_dot", "ttg.async_copy_global_to_local", "scf.for",
               "arith.addi", "ttg.local_alloc", "tt.splat"):  # fmt: skip
        assert ttgir.of_value(op) == {Name.Builtin}, op
    assert lexed["add-cuda90/ttgir"].of_value("tt.load") == {Name.Builtin}
    assert lexed["add-cuda90/ttir"].of_value("tt.load") == {Name.Builtin}
    dump = lexed["add-dump"]
    assert dump.of_value("llvm.func") == {Name.Builtin}
    assert dump.of_value("llvm.inline_asm") == {Name.Builtin}


def test_mlir_ssa_values_are_variables(lexed: dict[str, Lexed]) -> None:
    for name, item in _mlir_texts(lexed):
        n = item.expect(r"%[\w.$-]+(?:#\d+)?", Name.Variable, skip=(String, Comment, Generic))
        assert n > 20, name
    ttgir = lexed["matmul-cuda90/ttgir"]
    assert ttgir.of_value("%a_ptr") == {Name.Variable}
    assert ttgir.of_value("%c0_i32") == {Name.Variable}
    results = [v for _, t, v in ttgir.tokens if t is Name.Variable and "#" in v]
    assert results, "expected a result-number reference such as %acc_60#0"


def test_mlir_symbols_and_attribute_keys(lexed: dict[str, Lexed]) -> None:
    ttgir = lexed["matmul-cuda90/ttgir"]
    assert ttgir.of_value("@matmul_kernel") == {Name.Function}
    assert ttgir.of_value("tt.divisibility") == {Name.Attribute}
    assert ttgir.of_value('"ttg.num-warps"') == {Name.Attribute}
    assert ttgir.of_value("ttg.target") == {Name.Attribute}
    assert ttgir.of_value("sizePerThread") == {Name.Attribute}
    assert ttgir.of_value('"cuda:90"') == {String.Double}
    for _, item in _mlir_texts(lexed):
        item.expect(r"\{(tt\.divisibility) = ", Name.Attribute, group=1)


def test_mlir_types(lexed: dict[str, Lexed]) -> None:
    for _, item in _mlir_texts(lexed):
        item.expect(r"\btensor(?=<)", Keyword.Type, skip=(String, Comment))
        item.expect(r"(?<=tensor<)((?:\d+x)+)", Keyword.Type, group=1, skip=(String, Comment))
        item.expect(
            r"(?<=tensor<)(?:\d+x)+((?:[su]?i|f|bf)\d+(?:E\d+M\d+\w*)?)(?!\w)",
            Keyword.Type,
            group=1,
            skip=(String, Comment),
        )
        item.expect(r"!(?:tt|ttg|llvm)(?:\.\w+)+", Keyword.Type, skip=(String, Comment))
        item.expect(r"(?<=: )(?:i1|i32|i64|f16|f32)\b", Keyword.Type, skip=(String, Comment))
    ttgir = lexed["matmul-cuda90/ttgir"]
    for value in ("tensor", "!tt.ptr", "!ttg.memdesc", "128x64x", "f16", "f32", "i32", "mutable"):
        assert ttgir.of_value(value) == {Keyword.Type}, value
    assert lexed["add-dump"].of_value("!llvm.ptr") == {Keyword.Type}


LAYOUT_KIND_OF = {
    "#ttg.blocked": LAYOUT_BLOCKED,
    "#ttg.slice": LAYOUT_BLOCKED,
    "#ttg.linear": LAYOUT_BLOCKED,
    "#ttg.nvidia_mma": LAYOUT_MMA,
    "#ttg.amd_mfma": LAYOUT_MMA,
    "#ttg.dot_op": LAYOUT_MMA,
    "#ttg.nvmma_shared": LAYOUT_SHARED,
    "#ttg.swizzled_shared": LAYOUT_SHARED,
    "#ttg.amd_rotating_shared": LAYOUT_SHARED,
    "#ttg.shared_memory": LAYOUT_MEMORY,
}


@pytest.mark.parametrize("name", ["matmul-cuda90/ttgir", "matmul-gfx942/ttgir", "softmax-cuda90/ttgir"])
def test_mlir_layouts_by_kind(lexed: dict[str, Lexed], name: str) -> None:
    item = lexed[name]
    seen_kinds = set()
    for m in re.finditer(r"^(#\w+) = (#ttg\.\w+)", item.text, re.M):
        alias, kind = m.groups()
        if kind not in LAYOUT_KIND_OF:
            continue
        expected = LAYOUT_KIND_OF[kind]
        assert item.of_value(kind) == {expected}, kind
        # The alias takes the kind of its definition, wherever it is used.
        assert item.of_value(alias) == {expected}, alias
        seen_kinds.add(expected)
    for kind, expected in LAYOUT_KIND_OF.items():
        if kind in item.text:
            assert item.of_value(kind) == {expected}, kind
    if "ttgir" in name and "softmax" not in name:
        assert {LAYOUT_BLOCKED, LAYOUT_MMA, LAYOUT_SHARED, LAYOUT_MEMORY} <= seen_kinds
        # The four kinds are four distinct token types.
        assert len({LAYOUT_BLOCKED, LAYOUT_MMA, LAYOUT_SHARED, LAYOUT_MEMORY}) == 4
    assert all(t in Name.Label for t in item.of_value("#blocked"))


def test_mlir_specific_layouts(lexed: dict[str, Lexed]) -> None:
    cuda, hip = lexed["matmul-cuda90/ttgir"], lexed["matmul-gfx942/ttgir"]
    assert cuda.of_value("#blocked") == {LAYOUT_BLOCKED}
    assert cuda.of_value("#mma") == {LAYOUT_MMA}
    assert cuda.of_value("#shared") == {LAYOUT_SHARED}
    assert cuda.of_value("#smem") == {LAYOUT_MEMORY}
    assert cuda.of_value("#ttg.nvidia_mma") == {LAYOUT_MMA}
    assert hip.of_value("#ttg.amd_mfma") == {LAYOUT_MMA}
    assert hip.of_value("#ttg.dot_op") == {LAYOUT_MMA}
    assert hip.of_value("#ttg.swizzled_shared") == {LAYOUT_SHARED}


def test_mlir_locations_are_deemphasized(lexed: dict[str, Lexed]) -> None:
    for name, item in _mlir_texts(lexed):
        checked = 0
        for m in re.finditer(r"\bloc\(", item.text):
            start, ttype, value = item.at(m.start())
            if ttype in String or ttype in Generic:
                continue
            assert ttype in LOCATION, (name, value)
            # A location token is a whole loc(...), or a whole '#loc3 = loc(...)' line.
            assert start == m.start() or re.fullmatch(r"#loc\d* = loc\(.*\)", value), value
            assert value.endswith(")"), value
            checked += 1
        assert checked > 10, name
        assert item.expect(r"^#loc\d* = loc\(.*\)$", LOCATION) > 5, name
        assert item.of_value("loc(#loc)") <= {LOCATION}


def test_mlir_dump_headings(corpus: dict[str, tuple[str, str]], lexed: dict[str, Lexed]) -> None:
    dump = lexed["add-dump"]
    headings = re.findall(r"^// -----//.*$", dump.text, re.M)
    assert len(headings) > 20
    assert dump.expect(r"^// -----//.*$", Generic.Heading) == len(headings)
    assert any("IR Dump Before TritonGPUCoalesce" in h for h in headings)


def test_mlir_generic_form_reduce(lexed: dict[str, Lexed]) -> None:
    for name in ("softmax-cuda90/ttir", "softmax-cuda90/ttgir"):
        item = lexed[name]
        assert item.of_value('"tt.reduce"') == {Name.Builtin}
        assert item.of_value("tt.reduce.return") == {Name.Builtin}
        item.expect(r"\^bb\d+", Name.Label.Block)


MLIR_SAMPLES = [
    ("%12 = ttg.convert_layout %11 : tensor<128x64xf16, #blocked> -> tensor<128x64xf16, #blocked1>",
     {"%12": Name.Variable, "ttg.convert_layout": Name.Builtin, "tensor": Keyword.Type, "128x64x": Keyword.Type,
      "f16": Keyword.Type, "#blocked": LAYOUT_BLOCKED, "#blocked1": LAYOUT_BLOCKED}),
    ("%acc = ttng.warp_group_dot %a, %b, %c {isAsync = true} : !ttg.memdesc<128x64xf16, #shared, #smem> * "
     "!ttg.memdesc<64x128xf16, #shared1, #smem> -> tensor<128x128xf32, #mma>",
     {"ttng.warp_group_dot": Name.Builtin, "isAsync": Name.Attribute, "true": Keyword.Constant,
      "!ttg.memdesc": Keyword.Type, "#shared": LAYOUT_SHARED, "#shared1": LAYOUT_SHARED, "#smem": LAYOUT_MEMORY,
      "#mma": LAYOUT_MMA}),
    ("%x = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>",
     {"3x128x64x": Keyword.Type, "mutable": Keyword.Type}),
    ("#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>",
     {"#mma": LAYOUT_MMA, "#ttg.nvidia_mma": LAYOUT_MMA, "versionMajor": Name.Attribute, "3": Number.Integer}),
    ("#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>",
     {"#shared": LAYOUT_SHARED, "#ttg.swizzled_shared": LAYOUT_SHARED, "vec": Name.Attribute}),
    ("#shared2 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>",
     {"#ttg.nvmma_shared": LAYOUT_SHARED, "false": Keyword.Constant}),
    ("%d = ttg.local_load %s : !ttg.memdesc<64x16xf16, #shared> -> tensor<64x16xf16, "
     "#ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>",
     {"#ttg.dot_op": LAYOUT_MMA, "opIdx": Name.Attribute, "#mma": LAYOUT_MMA}),
    ("%tm = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>",
     {"#tmem": LAYOUT_MEMORY, "#ttng.tensor_memory": LAYOUT_MEMORY, "ttng.tmem_alloc": Name.Builtin}),
    ("%r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (i32, f32) : i32 {",
     {"%r": Name.Variable, "scf.for": Name.Builtin, "to": Keyword, "step": Keyword, "iter_args": Keyword,
      "(": Punctuation}),
    ("scf.yield %12#1, %arg3 : index, f32 loc(#loc12)",
     {"%12#1": Name.Variable, "%arg3": Name.Variable, "index": Keyword.Type, "loc(#loc12)": LOCATION}),
    ("llvm.func @matmul_kernel(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<3>) attributes {nvvm.kernel = 1 : ui1} {",
     {"llvm.func": Name.Builtin, "@matmul_kernel": Name.Function, "!llvm.ptr": Keyword.Type,
      "nvvm.kernel": Name.Attribute, "ui1": Keyword.Type, "attributes": Keyword}),
    ("%5 = arith.cmpi slt, %3, %4 : tensor<1024xi32, #blocked>",
     {"arith.cmpi": Name.Builtin, "slt": Keyword.Pseudo, "1024x": Keyword.Type, "i32": Keyword.Type}),
    ("%cst = arith.constant dense<0xFF800000> : tensor<128xf32, #ttg.slice<{dim = 1, parent = #blocked}>>",
     {"dense": Keyword, "0xFF800000": Number.Hex, "#ttg.slice": LAYOUT_BLOCKED, "dim": Name.Attribute}),
    ("%f = tt.fp_to_fp %x : tensor<16xf8E4M3FN> -> tensor<16xbf16>",
     {"f8E4M3FN": Keyword.Type, "bf16": Keyword.Type}),
    ('%a_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32} loc("a_ptr"(#loc))',
     {"%a_ptr": Name.Variable, "!tt.ptr": Keyword.Type, "tt.divisibility": Name.Attribute,
      'loc("a_ptr"(#loc))': LOCATION}),
    ("#loc12 = loc(\"/tmp/k.py\":18:52)", {"#loc12 = loc(\"/tmp/k.py\":18:52)": LOCATION}),
    ("%x = tt.load %p : tensor<1024x!tt.ptr<f32>> loc(fused[#loc3, #loc4])",
     {"tt.load": Name.Builtin, "1024x": Keyword.Type, "loc(fused[#loc3, #loc4])": LOCATION}),
    ("// -----// IR Dump Before TritonGPUCoalesce: tritongpu-coalesce ('builtin.module' operation) //----- //",
     {"// -----// IR Dump Before TritonGPUCoalesce: tritongpu-coalesce ('builtin.module' operation) //----- //":
      Generic.Heading}),
    ("// a comment", {"// a comment": Comment.Single}),
    ("%9 = ttg.warp_id {omitUniformHint} loc(#loc18)", {"omitUniformHint": Name.Attribute}),
]  # fmt: skip


@pytest.mark.parametrize(("line", "expected"), MLIR_SAMPLES)
def test_mlir_samples(line: str, expected: dict[str, _TokenType | None]) -> None:
    tokens = list(MLIRLexer().get_tokens(line))
    assert "".join(v for _, v in tokens) == line
    assert not [v for t, v in tokens if t in Error]
    by_value: dict[str, set[_TokenType]] = {}
    for ttype, value in tokens:
        by_value.setdefault(value, set()).add(ttype)
    for value, ttype in expected.items():
        if ttype is None:
            assert value not in by_value, value
        else:
            assert by_value.get(value) == {ttype}, (value, by_value.get(value))


def test_mlir_alias_kind_follows_definition() -> None:
    text = "#foo = #ttg.nvidia_mma<{versionMajor = 2}>\n%0 = tt.bar %1 : tensor<4xf32, #foo>\n"
    assert {t for t, v in MLIRLexer().get_tokens(text) if v == "#foo"} == {LAYOUT_MMA}
    # Without a definition, the name decides; an unknown alias stays a plain Name.Label.
    tokens = dict((v, t) for t, v in MLIRLexer().get_tokens("tensor<4xf32, #blocked3> #linear #foo"))
    assert (tokens["#blocked3"], tokens["#linear"], tokens["#foo"]) == (LAYOUT_BLOCKED, LAYOUT_BLOCKED, Name.Label)


# --------------------------------------------------------------------------------------
# SASS
# --------------------------------------------------------------------------------------


def _sass_instruction(flavour: str, guarded: bool) -> str:
    """A regex for an instruction line: group 1 the guard, group 2 the opcode."""
    prefix = r"^[-\d]{2}:[-\d]:[-\d]:[-Y]:[0-9a-f]+\t" if flavour == "get_sass" else r"^[ \t]*/\*[0-9a-f]{4,}\*/[ \t]+"
    guard = r"(@!?U?P(?:\d|T))[ \t]+" if guarded else r"(@!?U?P(?:\d|T)[ \t]+)?"
    return prefix + guard + r"([A-Z][A-Z0-9_]*(?:\.\w+)*)"


@pytest.mark.parametrize("flavour", ["nvdisasm-g", "nvdisasm-gi-hex", "cuobjdump", "get_sass"])
def test_sass_opcodes_and_guards(lexed: dict[str, Lexed], flavour: str) -> None:
    item = _need(lexed, f"matmul-cuda90/sass-{flavour}")
    assert item.expect(_sass_instruction(flavour, guarded=False), Keyword, group=2) > 200
    assert item.expect(_sass_instruction(flavour, guarded=True), Name.Decorator, group=1) > 5
    assert item.expect(_sass_instruction(flavour, guarded=True), Keyword, group=2) > 5
    hgmma = {t for _, t, v in item.tokens if v.startswith("HGMMA.")}
    assert hgmma == {Keyword}, "sm_90 matmul must use HGMMA"


@pytest.mark.parametrize("flavour", ["nvdisasm-g", "nvdisasm-gi-hex", "cuobjdump", "get_sass"])
def test_sass_operands(lexed: dict[str, Lexed], flavour: str) -> None:
    item = _need(lexed, f"matmul-cuda90/sass-{flavour}")
    skip = (Comment, String, Name.Label, Name.Function, Name.Decorator)
    assert item.expect(r"(?<![\w.])R\d+(?:\.\w+)*(?![\w])", Name.Variable, skip=skip) > 500
    assert item.expect(r"(?<![\w.])UR\d+(?:\.\w+)*(?![\w])", Name.Variable, skip=skip) > 10
    assert item.expect(r"(?<![\w.@!])U?P\d(?![\w])", Name.Variable.Magic, skip=skip) > 5
    item.expect(r"(?<![\w.])(?:RZ|URZ|PT|UPT|SRZ)(?![\w])", Name.Builtin, skip=skip)
    assert item.expect(r"c\[0x\w+\]\[0x\w+\]", Name.Constant, skip=skip) > 3
    assert item.of_value("R24") <= {Name.Variable}
    assert item.of_value("gdesc") == {Name.Builtin}
    item.expect(r"S2R R\d+, (SR_\w+(?:\.[XYZ])?)", Name.Builtin, group=1)


def test_sass_comments_labels_and_headers(lexed: dict[str, Lexed]) -> None:
    g = _need(lexed, "matmul-cuda90/sass-nvdisasm-g")
    assert g.expect(r"//## File \"[^\n]*", Comment.Preproc) > 10
    assert g.expect(r"/\*[0-9a-f]{4}\*/", Comment.Special) > 200
    assert g.expect(r"^(\.L_x_\d+):", Name.Label, group=1) > 0
    g.expect(r"`\((\.L_x_\d+)\)", Name.Label, group=1)
    g.expect(r"^//-{5,}.*$", Generic.Subheading)
    g.expect(r"^[ \t]*(\.(?:section|align|global|type|size|other|target))\b", Keyword.Pseudo, group=1)
    assert g.expect(r"^(matmul_kernel):", Name.Function, group=1) == 1
    hexed = _need(lexed, "matmul-cuda90/sass-nvdisasm-gi-hex")
    assert hexed.expect(r"/\* 0x[0-9a-f]{16} \*/", Comment.Multiline) > 400
    assert hexed.expect(r"//## File \"[^\n]*", Comment.Preproc) > 10  # -gi: with "inlined at" when inlined
    cuobjdump = _need(lexed, "matmul-cuda90/sass-cuobjdump")
    assert cuobjdump.expect(r"Function : (\w+)", Name.Function, group=1) == 1
    get_sass = _need(lexed, "matmul-cuda90/sass-get_sass")
    assert get_sass.expect(r"^Function:(\w+)", Name.Function, group=1) == 1
    assert get_sass.expect(r"^[-\d]{2}:[-\d]:[-\d]:[-Y]:[0-9a-f]+", Comment.Special) > 200


SASS_SAMPLES = [
    ("        /*0120*/                   LDG.E.128 R4, desc[UR6][R2.64] ;",
     {"/*0120*/": Comment.Special, "LDG.E.128": Keyword, "R4": Name.Variable, "desc": Name.Builtin,
      "UR6": Name.Variable, "R2.64": Name.Variable}),
    ("HGMMA.64x128x16.F32 R24, gdesc[UR4], RZ, !UPT ;",
     {"HGMMA.64x128x16.F32": Keyword, "R24": Name.Variable, "RZ": Name.Builtin, "UPT": Name.Builtin}),
    ("        /*0300*/              @!P0 BRA `(.L_x_0) ;   /* 0x000fe200078e00ff */",
     {"@!P0": Name.Decorator, "BRA": Keyword, ".L_x_0": Name.Label, "/* 0x000fe200078e00ff */": Comment.Multiline}),
    ("        /*01f0*/                   ISETP.GE.AND P0, PT, R24, 0x40, PT ;",
     {"ISETP.GE.AND": Keyword, "P0": Name.Variable.Magic, "PT": Name.Builtin, "0x40": Number.Hex}),
    ("        /*0000*/                   LDC R1, c[0x0][0x28] ;", {"c[0x0][0x28]": Name.Constant}),
    ("\t//## File \"/tmp/k.py\", line 12", {"//## File \"/tmp/k.py\", line 12": Comment.Preproc}),
    (".L_x_3:", {".L_x_3": Name.Label}),
    ("@P0 BRA `(.L_x_1) ;", {"@P0": Name.Decorator, "BRA": Keyword}),
]  # fmt: skip


@pytest.mark.parametrize(("line", "expected"), SASS_SAMPLES)
def test_sass_samples(line: str, expected: dict[str, _TokenType]) -> None:
    tokens = list(SASSLexer().get_tokens(line))
    assert "".join(v for _, v in tokens) == line
    for value, ttype in expected.items():
        assert {t for t, v in tokens if v == value} == {ttype}, value


# --------------------------------------------------------------------------------------
# AMDGCN
# --------------------------------------------------------------------------------------


def _outside_metadata(text: str) -> str:
    """The text with the .amdgpu_metadata block blanked (same length, so offsets hold)."""
    return re.sub(r"\.amdgpu_metadata.*?\.end_amdgpu_metadata", lambda m: " " * len(m.group()), text, flags=re.S)


def test_amdgcn(lexed: dict[str, Lexed]) -> None:
    item = lexed["matmul-gfx942/amdgcn"]
    code = _outside_metadata(item.text)
    mnemonics = [m for m in re.finditer(r"^\t([a-z][a-z0-9_]*)(?=[ \t]|$)", code, re.M)]
    assert len(mnemonics) > 300
    for m in mnemonics:
        assert item.at(m.start(1))[1:] == (Keyword, m.group(1))
    assert item.of_value("v_mfma_f32_32x32x8_f16") == {Keyword}
    assert item.of_value("s_waitcnt") == {Keyword}
    assert item.of_value("global_load_dwordx4") == {Keyword}
    skip = (Comment, String, Name.Label, Name.Function, Name.Attribute, Keyword)
    assert item.expect(r"(?<![\w.$])[vsa]\[\d+:\d+\]", Name.Variable, skip=skip) > 100
    assert item.expect(r"(?<![\w.$%])v\d+(?![\w])", Name.Variable, skip=skip) > 100
    assert item.expect(r"(?<![\w.$%])s\d+(?![\w])", Name.Variable, skip=skip) > 50
    assert item.expect(r"\b(lgkmcnt|vmcnt)\(", Name.Attribute, group=1, skip=(Comment,)) > 5
    assert item.expect(r"^\t+(\.amdhsa_\w+)", Keyword.Pseudo, group=1) > 20
    assert item.expect(r"^(\.LBB\d+_\d+):", Name.Label, group=1) > 5
    assert item.expect(r"^(matmul_kernel):", Name.Function, group=1) == 1
    assert item.expect(r"^[ \t]*(;[^\n]*)", Comment.Single, group=1) > 10
    assert item.of_value(".agpr_count") == {Name.Attribute}  # the YAML metadata


AMDGCN_SAMPLES = [
    ("\tv_mfma_f32_32x32x8_f16 v[0:15], v[16:17], v[18:19], v[0:15]",
     {"v_mfma_f32_32x32x8_f16": Keyword, "v[0:15]": Name.Variable, "v[16:17]": Name.Variable}),
    ("\tbuffer_load_dwordx4 v[0:3], v4, s[8:11], 0 offen offset:16",
     {"buffer_load_dwordx4": Keyword, "s[8:11]": Name.Variable, "offen": Name.Attribute, "offset": Name.Attribute}),
    ("\tglobal_load_dwordx4 v[4:7], v[2:3], off", {"off": Name.Builtin}),
    ("\ts_waitcnt vmcnt(0) lgkmcnt(0)", {"s_waitcnt": Keyword, "vmcnt": Name.Attribute}),
    ("\tv_accvgpr_read_b32 v0, a[12:15]  ; spill", {"a[12:15]": Name.Variable, "; spill": Comment.Single}),
    ("\ts_and_saveexec_b64 s[0:1], vcc", {"vcc": Name.Builtin}),
    ("\t\t.amdhsa_next_free_vgpr 308", {".amdhsa_next_free_vgpr": Keyword.Pseudo, "308": Number.Integer}),
    (".LBB0_6:                                ; %bb.5", {".LBB0_6": Name.Label}),
    ("\ts_cbranch_execz .LBB0_6", {".LBB0_6": Name.Label}),
]  # fmt: skip


@pytest.mark.parametrize(("line", "expected"), AMDGCN_SAMPLES)
def test_amdgcn_samples(line: str, expected: dict[str, _TokenType]) -> None:
    tokens = list(AMDGCNLexer().get_tokens(line))
    assert "".join(v for _, v in tokens) == line
    for value, ttype in expected.items():
        assert {t for t, v in tokens if v == value} == {ttype}, value


# --------------------------------------------------------------------------------------
# lexer_for_stage, highlight, import cost
# --------------------------------------------------------------------------------------


def test_lexer_for_stage() -> None:
    assert isinstance(lexer_for_stage("ttir"), MLIRLexer)
    assert isinstance(lexer_for_stage("ttgir"), MLIRLexer)
    assert isinstance(lexer_for_stage("TTGIR"), MLIRLexer)
    assert isinstance(lexer_for_stage("llir"), LlvmLexer)
    assert isinstance(lexer_for_stage("ptx"), PtxLexer)
    assert isinstance(lexer_for_stage("sass"), SASSLexer)
    assert isinstance(lexer_for_stage("amdgcn"), AMDGCNLexer)
    for other in ("cubin", "hsaco", "source", "", "nonsense"):
        assert type(lexer_for_stage(other)) is TextLexer
    assert lexer_for_stage("ttgir") is not lexer_for_stage("ttgir")
    assert {"mlir", "ttir", "ttgir"} <= set(MLIRLexer.aliases)
    assert {"*.mlir", "*.ttir", "*.ttgir"} <= set(MLIRLexer.filenames)
    assert "sass" in SASSLexer.aliases and "amdgcn" in AMDGCNLexer.aliases


ANSI = re.compile(r"\x1b\[[0-9;]*m")


def test_highlight(corpus: dict[str, tuple[str, str]]) -> None:
    stage, text = corpus["matmul-cuda90/ttgir"]
    out = highlight(text, stage)
    assert "\x1b[38;5;" in out
    assert ANSI.sub("", out) == text

    def colour_of(value: str) -> str:
        m = re.search(r"((?:\x1b\[[0-9;]*m)+)" + re.escape(value) + r"(?![\w])", out)
        assert m, value
        return m.group(1)

    # The layout kinds, an op and a location look different from each other.
    looks = [colour_of(v) for v in ("#blocked", "#mma", "#shared", "#smem", "ttng.warp_group_dot", "loc(#loc)")]
    assert len(set(looks)) == len(looks)
    for style in ("monokai", "solarized-dark"):
        assert ANSI.sub("", highlight(text, "ttgir", style=style)) == text
    plain = "no colour here\n"
    assert ANSI.sub("", highlight(plain, "cubin")) == plain


def test_highlight_every_stage(corpus: dict[str, tuple[str, str]]) -> None:
    for name, (stage, text) in corpus.items():
        if len(text) < 200_000:
            assert ANSI.sub("", highlight(text, stage)) == text, name


def test_import_is_cheap() -> None:
    code = (
        "import sys, ir_explorer.ir.lexers\n"
        "heavy = [m for m in sys.modules if m.startswith(('pygments.formatters', 'pygments.lexers', "
        "'pygments.styles', 'triton'))]\n"
        "print(heavy)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO)
    assert out.stdout.strip() == "[]"


# --------------------------------------------------------------------------------------
# Property tests: slices and mutations of real IR
# --------------------------------------------------------------------------------------

# Characters that matter to the lexers, plus arbitrary ones (no \r: Pygments' get_tokens turns
# \r\n into \n, which is checked separately below).
_NOISE = st.text(
    alphabet=st.sampled_from(list("%#@!^<>(){}[]:;,=\"'\\/`|*-+.x09 \t\n_abcfivsRPUZ"))
    | st.characters(exclude_characters="\r\ufeff", exclude_categories=("Cs",)),
    max_size=6,
)


@st.composite
def _mutated(draw: st.DrawFn, texts: list[tuple[str, str]]) -> tuple[str, str]:
    stage, text = draw(st.sampled_from(texts))
    start = draw(st.integers(0, max(0, len(text) - 1)))
    piece = text[start : start + draw(st.integers(0, 3000))]
    for _ in range(draw(st.integers(0, 6))):
        at = draw(st.integers(0, len(piece)))
        if draw(st.booleans()):
            piece = piece[:at] + draw(_NOISE) + piece[at:]
        else:
            piece = piece[:at] + piece[at + draw(st.integers(1, 8)) :]
    return stage, piece


def _property_texts(corpus: dict[str, tuple[str, str]]) -> list[tuple[str, str]]:
    return sorted(corpus.values())


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_property_lossless_on_mutated_ir(corpus: dict[str, tuple[str, str]], data: st.DataObject) -> None:
    stage, text = data.draw(_mutated(_property_texts(corpus)))
    for lexer_stage in dict.fromkeys((stage, "ttgir", "sass", "amdgcn")):  # each text to the other lexers too
        tokens = list(lexer_for_stage(lexer_stage).get_tokens(text))
        assert "".join(v for _, v in tokens) == text
        assert not [v for t, v in tokens if t in Error]
        if lexer_stage in ("ttgir", "sass", "amdgcn"):
            assert all(v for _, v in tokens)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=st.text(max_size=400), stage=st.sampled_from(["ttgir", "sass", "amdgcn", "llir", "ptx", "other"]))
def test_property_arbitrary_text(text: str, stage: str) -> None:
    lexer = lexer_for_stage(stage)
    tokens = list(lexer.get_tokens_unprocessed(text))
    assert "".join(v for _, _, v in tokens) == text
    assert not [v for _, t, v in tokens if t in Error]
    normalised = text.replace("\r\n", "\n").replace("\r", "\n").removeprefix("\ufeff")
    assert "".join(v for _, v in lexer.get_tokens(text)) == normalised
    assert ANSI.sub("", highlight(text, stage)) == normalised
