"""The artifact model: what a kernel is, how it is launched, and what compiling it produced.

Everything here is a frozen dataclass with no dependency on Triton, torch or Textual, so the
CLI, the store and the analyses can use it without paying for those imports.

Two families of classes:

* **Inputs**: :class:`Target`, :class:`TensorArg`, :class:`ScalarArg`, :class:`SigArg`,
  :class:`Config`, :class:`KernelSpec`. A kernel is a ``@triton.jit`` function in a Python
  file plus the launch arguments that decide its specialization.
* **Results**: :class:`Stage`, :class:`PassDump`, :class:`Resources`, :class:`CompileFailure`,
  :class:`Compilation`. Stage and pass texts live in the store and are read lazily through
  :class:`TextSource` objects, so a ``Compilation`` for a 40 MB dump costs nothing until a
  view asks for one of its texts.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any, Protocol

from ir_explorer.core.control_chars import elide
from ir_explorer.core.errors import UsageError, small_index

# --------------------------------------------------------------------------------------
# Targets
# --------------------------------------------------------------------------------------

#: Stages of the NVIDIA pipeline, in order (``triton/backends/nvidia/compiler.py:add_stages``);
#: ``sass`` is derived from the cubin with ``nvdisasm``.
NVIDIA_STAGES = ("ttir", "ttgir", "llir", "ptx", "cubin", "sass")
#: Stages of the AMD pipeline, in order (``triton/backends/amd/compiler.py:add_stages``).
AMD_STAGES = ("ttir", "ttgir", "llir", "amdgcn", "hsaco")
#: Text stages a user can ask ``dump`` for.
TEXT_STAGES = ("ttir", "ttgir", "llir", "ptx", "sass", "amdgcn")
#: Binary stages: stored, never printed.
BINARY_STAGES = ("cubin", "hsaco")

#: Targets we know by name, with the GPUs they stand for. ``cuda:NN`` is ``GPUTarget("cuda", NN, 32)``;
#: ``hip:gfxNNN`` is ``GPUTarget("hip", "gfxNNN", 64)`` for CDNA and ``32`` for RDNA (gfx1xxx).
KNOWN_TARGETS: dict[str, str] = {
    "cuda:75": "T4, RTX 20xx (Turing)",
    "cuda:80": "A100 (Ampere)",
    "cuda:86": "A10, RTX 30xx (Ampere)",
    "cuda:89": "L4, L40, RTX 40xx (Ada)",
    "cuda:90": "H100, H200 (Hopper)",
    "cuda:100": "B200 (Blackwell)",
    "cuda:103": "B300 (Blackwell Ultra)",
    "cuda:120": "RTX 50xx (Blackwell)",
    "hip:gfx90a": "MI200 (CDNA2)",
    "hip:gfx942": "MI300X (CDNA3)",
    "hip:gfx950": "MI350 (CDNA4)",
    "hip:gfx1100": "RX 7900 (RDNA3)",
    "hip:gfx1200": "RX 9070 (RDNA4)",
}
DEFAULT_TARGET = "cuda:90"


def target_hint(word: str) -> str:
    """``"; did you mean cuda:90?"`` for a target written another way: an arch (``sm90``, ``sm_90``, ``90``,
    ``gfx942``) or a GPU :data:`KNOWN_TARGETS` names (``h100``, ``mi300``, ``hopper``); the one target a name
    matches exactly, else the closest (:func:`~ir_explorer.core.errors.did_you_mean`); ``""`` when none is close."""
    from ir_explorer.core.errors import did_you_mean  # deferred: only an error needs it

    names: dict[str, str] = {}
    for spec, gpus in KNOWN_TARGETS.items():
        backend, arch = spec.split(":")
        names.update(dict.fromkeys([spec, arch, f"{backend}{arch}"], spec))
        if backend == "cuda":
            names.update(dict.fromkeys([f"sm{arch}", f"sm_{arch}", f"compute_{arch}"], spec))
        for gpu in gpus.replace("(", ",").replace(")", ",").split(","):
            if gpu.strip():
                names.setdefault(gpu.strip().lower(), spec)
                names.setdefault(gpu.strip().lower().replace(" ", ""), spec)
    word = word.strip().lower()
    exact = names.get(word) or names.get(word.replace(" ", "").replace("-", ""))
    return f"; did you mean {exact}?" if exact else did_you_mean(word, names)


class Value:
    """``==``, ``hash`` and ``repr`` of this module's frozen dataclasses, as :func:`dataclasses.dataclass` would
    write them (over the fields with ``compare``, resp. ``repr``, set), but written once: ``dataclass`` runs ``exec``
    for each method of each class separately, which made up most of this module's import time. Every frozen
    dataclass on the cached ``dump`` path is a ``@dataclass(frozen=True, eq=False, repr=False)`` subclass of it."""

    __slots__ = ()

    def _compared(self) -> tuple[Any, ...]:
        names = _COMPARED.get(type(self))
        if names is None:
            names = _COMPARED[type(self)] = tuple(f.name for f in fields(self) if f.compare)  # type: ignore[arg-type]
        return tuple(getattr(self, n) for n in names)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._compared() == other._compared()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(self._compared())

    def __repr__(self) -> str:
        shown = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in fields(self) if f.repr)  # type: ignore[arg-type]
        return f"{type(self).__qualname__}({shown})"


#: Per class, the names of the fields ``==`` and ``hash`` compare.
_COMPARED: dict[type, tuple[str, ...]] = {}


@dataclass(frozen=True, eq=False, repr=False)
class Target(Value):
    """A compilation target, the offline twin of Triton's ``GPUTarget(backend, arch, warp_size)``.

    Parsed from ``"cuda:90"`` or ``"hip:gfx942"`` (``triton/backends/compiler.py:GPUTarget``).
    """

    backend: str
    """``"cuda"`` or ``"hip"``."""
    arch: int | str
    """Compute capability as an int for CUDA (``90``), the gfx name for HIP (``"gfx942"``)."""
    warp_size: int
    """Threads per warp (32 on NVIDIA and RDNA, 64 on CDNA)."""

    @classmethod
    def parse(cls, text: str) -> Target:
        """Parse ``cuda:90`` / ``hip:gfx942`` (optionally ``:WARP_SIZE``).

        Raises :class:`UsageError` naming the known targets when ``text`` is not one of them.
        """
        spec = text.strip().lower()
        if spec not in KNOWN_TARGETS:
            known = ", ".join(KNOWN_TARGETS)
            raise UsageError(f"unknown target {text!r}; known targets: {known}{target_hint(spec)}")
        backend, arch = spec.split(":", 1)
        if backend == "cuda":
            return cls("cuda", int(arch), 32)
        return cls("hip", arch, 32 if arch.startswith("gfx1") else 64)

    @property
    def spec(self) -> str:
        """The short name, e.g. ``cuda:90``."""
        return f"{self.backend}:{self.arch}"

    @property
    def is_nvidia(self) -> bool:
        return self.backend == "cuda"

    @property
    def stages(self) -> tuple[str, ...]:
        """The stages this target's pipeline produces, in order."""
        return NVIDIA_STAGES if self.is_nvidia else AMD_STAGES

    @property
    def binary_stage(self) -> str:
        """``cubin`` on NVIDIA, ``hsaco`` on AMD."""
        return "cubin" if self.is_nvidia else "hsaco"

    def missing_stage(self, stage: str) -> str | None:
        """Why this target's pipeline has no ``stage`` and what to ask for instead (``None`` when it has it):
        ``"stage ptx does not exist for hip:gfx942 (ptx and sass exist for cuda targets only; hip's machine
        code: --stage amdgcn)"``."""
        if stage in self.stages:
            return None
        if stage in ("ptx", "sass", "cubin"):
            hint = "ptx and sass exist for cuda targets only; hip's machine code: --stage amdgcn"
        else:
            hint = "amdgcn exists for hip targets only; cuda's machine code: --stage ptx or sass"
        return f"stage {stage} does not exist for {self.spec} ({hint})"

    def check_stage(self, stage: str) -> None:
        """Raise :class:`UsageError` when this target's pipeline has no ``stage``, naming those it has."""
        missing = self.missing_stage(stage)
        if missing is not None:
            raise UsageError(f"{missing}; choose one of: {', '.join(s for s in self.stages if s in TEXT_STAGES)}")

    def as_tuple(self) -> tuple[str, int | str, int]:
        """Arguments for ``triton.backends.compiler.GPUTarget``."""
        return (self.backend, self.arch, self.warp_size)


# --------------------------------------------------------------------------------------
# Kernel inputs
# --------------------------------------------------------------------------------------

#: Element types by their Triton signature names (``triton/runtime/jit.py``'s ``type_canonicalisation_dict``
#: values), each with its ``triton.language`` attribute and its size in bytes (``i1`` is stored as a byte).
DTYPES: dict[str, tuple[str, int]] = {
    "fp8e4nv": ("float8e4nv", 1), "fp8e5": ("float8e5", 1), "fp8e4b15": ("float8e4b15", 1),
    "fp8e4b8": ("float8e4b8", 1), "fp8e5b16": ("float8e5b16", 1),
    "fp16": ("float16", 2), "bf16": ("bfloat16", 2), "fp32": ("float32", 4), "fp64": ("float64", 8),
    "i1": ("int1", 1), "i8": ("int8", 1), "i16": ("int16", 2), "i32": ("int32", 4), "i64": ("int64", 8),
    "u8": ("uint8", 1), "u16": ("uint16", 2), "u32": ("uint32", 4), "u64": ("uint64", 8),
}  # fmt: skip
#: Element sizes in bytes of the dtypes example tensors may have (Triton's signature names).
DTYPE_BYTES = {name: size for name, (_, size) in DTYPES.items()}
#: Other spellings users write: ``triton.language`` names (``float16``) and torch names (``half``, ``bool``).
_DTYPE_ALIASES = {
    **{tl_name: short for short, (tl_name, _) in DTYPES.items()},
    "half": "fp16", "float": "fp32", "double": "fp64", "bool": "i1",
    "float8_e4m3fn": "fp8e4nv", "float8_e5m2": "fp8e5", "float8_e4m3fnuz": "fp8e4b8", "float8_e5m2fnuz": "fp8e5b16",
}  # fmt: skip


def dtype_name(text: str) -> str | None:
    """The Triton signature name (``fp16``, ``i32``) of ``fp16``, ``float16``, ``tl.float16``,
    ``triton.language.float16`` or a torch name (``half``, ``bfloat16``); ``None`` if it is none of them."""
    bare = text.strip()
    for prefix in ("triton.language.", "tl.", "torch."):
        if bare.startswith(prefix):
            bare = bare[len(prefix):]
            break
    return bare if bare in DTYPES else _DTYPE_ALIASES.get(bare)


@dataclass(frozen=True, eq=False, repr=False)
class DTypeValue(Value):
    """A ``tl.dtype`` as a constexpr value (``OUT_DTYPE=tl.float16``); the worker turns it into the
    ``triton.language`` object."""

    name: str
    """The Triton signature name: ``fp16``, ``bf16``, ``i32`` … (a key of :data:`DTYPES`)."""

    def __str__(self) -> str:
        return f"tl.{DTYPES[self.name][0]}"


#: What a ``tl.constexpr`` may hold here: a number, a bool, ``None``, a string or a dtype.
ConstexprValue = int | float | bool | str | DTypeValue | None


@dataclass(frozen=True, eq=False, repr=False)
class TensorArg(Value):
    """An example tensor argument, as a real launch would pass it.

    The JIT sees only its element type and whether ``data_ptr()`` is 16-byte aligned
    (``tt.divisibility = 16``). Shape and strides matter through the integer arguments that
    carry them, and for the GPU runs that build real tensors from this description.
    """

    name: str
    """Parameter name in the kernel signature."""
    dtype: str
    """Triton element type name: ``fp16``, ``bf16``, ``fp32``, ``fp8e4nv`` …"""
    shape: tuple[int, ...]
    """Shape in elements."""
    strides: tuple[int, ...] | None = None
    """Strides in elements; ``None`` means contiguous (row-major)."""
    align: int = 16
    """Alignment of the data pointer in bytes; 16 gives ``tt.divisibility = 16``."""

    def __post_init__(self) -> None:
        if self.dtype not in DTYPE_BYTES:
            raise UsageError(f"unknown dtype {self.dtype!r} for {self.name}; known: {', '.join(DTYPE_BYTES)}")

    @property
    def contiguous_strides(self) -> tuple[int, ...]:
        """Row-major strides of ``shape`` in elements."""
        strides: list[int] = []
        acc = 1
        for size in reversed(self.shape):
            strides.append(acc)
            acc *= size
        return tuple(reversed(strides))

    def stride(self, dim: int) -> int:
        """Stride of dimension ``dim`` in elements."""
        return (self.strides or self.contiguous_strides)[dim]

    @property
    def storage_bytes(self) -> int:
        """Bytes from the first to one past the last element the strides reach."""
        if any(s == 0 for s in self.shape):
            return 0
        strides = self.strides or self.contiguous_strides
        last = sum((size - 1) * stride for size, stride in zip(self.shape, strides, strict=True))
        return (last + 1) * DTYPE_BYTES[self.dtype]

    def describe(self) -> str:
        dims = ",".join(str(s) for s in self.shape)
        return f"{self.name}={self.dtype}[{dims}]"


@dataclass(frozen=True, eq=False, repr=False)
class ScalarArg(Value):
    """An example scalar argument, specialized the way the JIT does it.

    An int equal to 1 becomes a constant, an int divisible by 16 gets ``tt.divisibility = 16``
    (``triton/runtime/jit.py``, ``native_specialize_impl``), unless the parameter is in the
    kernel's ``do_not_specialize``; ``None`` becomes a constexpr. A ``tl.constexpr`` parameter
    may take any :data:`ConstexprValue` (a string, a dtype …).
    """

    name: str
    value: ConstexprValue

    def describe(self) -> str:
        return f"{self.name}={self.value}"


@dataclass(frozen=True, eq=False, repr=False)
class SigArg(Value):
    """One entry of a ``triton/tools/compile.py`` signature: ``*fp16:16``, ``i32``, ``i32:1`` or ``128``.

    ``type`` is ``None`` for a bare constant (``128``), which becomes a constexpr.
    """

    name: str
    type: str | None
    hint: int | None = None
    """``16`` adds ``tt.divisibility = 16``; ``1`` makes the argument the constant 1."""
    value: int | float | None = None
    """The constexpr value of a bare constant."""

    def describe(self) -> str:
        if self.type is None:
            return f"{self.name}={self.value}"
        return f"{self.name}:{self.type}" + (f":{self.hint}" if self.hint else "")


Arg = TensorArg | ScalarArg | SigArg


def constexpr_to_json(value: ConstexprValue) -> Any:
    """A JSON-safe form of a constexpr value: itself, or ``{"dtype": "fp16"}`` for a :class:`DTypeValue`."""
    return {"dtype": value.name} if isinstance(value, DTypeValue) else value


def constexpr_from_json(data: Any) -> ConstexprValue:
    """Inverse of :func:`constexpr_to_json`."""
    return DTypeValue(data["dtype"]) if isinstance(data, dict) else data


@dataclass(frozen=True, eq=False, repr=False)
class Config(Value):
    """One compile configuration: constexpr values plus launch options (``triton.Config``).

    ``num_warps``/``num_stages`` ``None`` is a launch that leaves them unset (a plain ``@triton.jit`` kernel launched
    without them, or a ``triton.Config(num_stages=None)``): Triton's backend then uses its options class's default
    (``CUDAOptions.num_stages = 3``, ``HIPOptions.num_stages = 2`` in Triton 3.9), which depends on the target. A
    compile request resolves it for its target before anything is keyed or compiled
    (:func:`ir_explorer.capture.compiles.with_backend_defaults`), recording the options it took from the backend in
    :attr:`defaults`."""

    constexprs: tuple[tuple[str, ConstexprValue], ...] = ()
    """``(name, value)`` pairs, e.g. ``(("BLOCK_M", 128), ("BLOCK_N", 256))``."""
    num_warps: int | None = 4
    """Warps per CTA; the default 4 is ``triton.Config``'s; ``None``: the backend's default (unresolved)."""
    num_stages: int | None = 3
    """Software-pipelining stages asked for; the default 3 is ``triton.Config``'s; ``None``: the backend's default
    (unresolved)."""
    options: tuple[tuple[str, Any], ...] = ()
    """Other compile options (``num_ctas``, ``maxnreg``, ``enable_fp_fusion`` …)."""
    defaults: tuple[tuple[str, str], ...] = field(default=(), compare=False)
    """``(option, options class)`` for each of ``num_warps``/``num_stages`` whose value is the backend's default
    because the launch left it unset, e.g. ``(("num_stages", "HIPOptions"),)``. Not part of what is compiled: a
    config that gives the same value explicitly compiles to the same kernel and has the same store key
    (:meth:`compiled`)."""

    @classmethod
    def make(cls, num_warps: int = 4, num_stages: int = 3, options: Mapping[str, Any] | None = None,
             **constexprs: ConstexprValue) -> Config:
        """Build a config the way ``triton.Config(kwargs, num_warps=…, num_stages=…)`` reads."""
        return cls(tuple(constexprs.items()), num_warps, num_stages, tuple(sorted((options or {}).items())))

    def _option_label(self, name: str) -> str:
        value = getattr(self, name)
        if value is None:
            return f"{name}=(the backend's default)"
        whose = dict(self.defaults).get(name)
        return f"{name}={value} ({_OPTIONS_VENDOR.get(whose, whose)}'s default)" if whose else f"{name}={value}"

    def label(self) -> str:
        """``BLOCK_M=128 BLOCK_N=256 BLOCK_K=64 num_warps=8 num_stages=3``; an option the backend's default
        gave says so: ``num_stages=2 (HIP's default)``."""
        parts = [f"{k}={v}" for k, v in self.constexprs]
        parts += [self._option_label("num_warps"), self._option_label("num_stages")]
        parts += [f"{k}={v}" for k, v in self.options]
        return " ".join(parts)

    def short(self) -> str:
        """A compact name for tables and paths: ``128x256x64_w8_s3`` (``_wd``/``_sd`` for an unresolved default)."""
        vals = [str(v) for _, v in self.constexprs]
        head = "x".join(vals) if vals else "default"
        warps = "d" if self.num_warps is None else self.num_warps
        stages = "d" if self.num_stages is None else self.num_stages
        return f"{head}_w{warps}_s{stages}"

    def compiled(self) -> Config:
        """This config without :attr:`defaults`: what the compile (and its store key) depends on."""
        return replace(self, defaults=()) if self.defaults else self

    def to_json(self) -> dict[str, Any]:
        out = {
            "constexprs": {k: constexpr_to_json(v) for k, v in self.constexprs},
            "num_warps": self.num_warps,
            "num_stages": self.num_stages,
            "options": dict(self.options),
        }
        if self.defaults:  # only when set, so that configs stored before it existed read back equal
            out["defaults"] = dict(self.defaults)
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Config:
        warps, stages = data.get("num_warps", 4), data.get("num_stages", 3)
        defaults = data.get("defaults") or {}
        return cls(
            tuple((k, constexpr_from_json(v)) for k, v in data.get("constexprs", {}).items()),
            None if warps is None else int(warps),
            None if stages is None else int(stages),
            tuple(sorted(data.get("options", {}).items())),
            tuple((str(k), str(v)) for k, v in dict(defaults).items()),
        )


#: How a header names a backend's options class: ``num_stages=2 (HIP's default)``.
_OPTIONS_VENDOR = {"HIPOptions": "HIP", "CUDAOptions": "CUDA"}


#: Vendor of each :attr:`Target.backend`, for messages.
_VENDORS = {"cuda": "NVIDIA", "hip": "AMD"}


@dataclass(frozen=True, eq=False, repr=False)
class KernelSpec(Value):
    """A kernel to compile: a ``@triton.jit`` function in a file, its example arguments and configs.

    ``args`` covers every non-constexpr parameter in signature order: either example
    arguments (:class:`TensorArg` / :class:`ScalarArg`, specialized like a real launch) or a
    compile.py signature (:class:`SigArg`, taken literally).
    """

    name: str
    """The name users type: ``matmul``, or ``path/file.py:kernel`` for their own kernels."""
    path: Path
    """The Python file that defines the kernel."""
    function: str
    """Attribute name of the ``@triton.jit`` (or ``@triton.autotune``) object in that file."""
    args: tuple[Arg, ...]
    configs: tuple[Config, ...]
    constexprs: tuple[tuple[str, ConstexprValue], ...] = ()
    """Constexprs fixed for every config (e.g. ``HEAD_DIM``)."""
    description: str = ""
    autotuned: bool = False
    """True when the kernel object is a ``triton.autotune`` wrapper over these configs."""
    import_stubs: bool = False
    """Import the kernel file with the GPU driver and ``torch.cuda`` stubbed (``--no-import-side-effects``),
    for files that touch the GPU at import."""
    passes_from: str = ""
    """For a posted TTGIR file: the MLIR pass (``tritongpu-pipeline``) from which Triton's ``make_ttgir`` passes
    run on the file before the rest of the pipeline (``--passes-from``); ``""``: the pipeline goes on from
    ``make_llir``, as ``triton.compile(path)`` does."""
    backends: tuple[str, ...] = ("cuda", "hip")
    """The :attr:`Target.backend` values the kernel is written for: ``("cuda",)`` for an NVIDIA-only kernel
    (TMA descriptors, ``warp_specialize``), which is then never compiled for ``hip:…`` targets."""
    shown_path: str = ""
    """For an IR file compiled from the copy kept in the store (:attr:`path`): the path the user gave, which the
    compile's messages name instead of the copy's; ``""`` otherwise."""
    notes: tuple[str, ...] = field(default=(), compare=False)
    """What finding the configs left to say: the autotune key, ignored pre-hooks, an unevaluated
    ``prune_configs_by``."""
    pruned: tuple[Config, ...] = field(default=(), compare=False)
    """The autotune configs its ``prune_configs_by`` left out of :attr:`configs` on the example arguments (Triton's
    ``Autotuner.prune_configs``, run by the inspecting worker), in the autotuner's order; never compiled."""
    flops: Callable[[Mapping[str, Any]], float] | None = field(default=None, compare=False, repr=False)
    """FLOPs of one launch given ``{arg name: value}`` (tensors as :class:`TensorArg`), for TFLOP/s
    figures; ``None`` for memory-bound kernels, which are rated in GB/s instead."""

    @property
    def uses_signature(self) -> bool:
        """True when ``args`` is a compile.py signature rather than example arguments."""
        return any(isinstance(a, SigArg) for a in self.args)

    @property
    def vendors(self) -> str:
        """``"NVIDIA only"``, ``"AMD only"``, or ``""`` for a kernel written for every backend."""
        if set(self.backends) >= {"cuda", "hip"}:
            return ""
        return " and ".join(_VENDORS.get(b, b) for b in self.backends) + " only"

    def supports(self, target: Target) -> bool:
        """True when the kernel is written for ``target``'s backend (see :attr:`backends`)."""
        return target.backend in self.backends

    def check_target(self, target: Target) -> None:
        """Raise :class:`UsageError` when the kernel is not written for ``target``'s backend."""
        if not self.supports(target):
            fits = ", ".join(t for t in KNOWN_TARGETS if t.split(":", 1)[0] in self.backends)
            raise UsageError(f"{self.name} is {self.vendors} and cannot be compiled for {target.spec}; "
                             f"choose one of: {fits}")

    def config(self, selector: str | int) -> tuple[int, Config]:
        """Find a config by index or by its ``short()`` name; :class:`UsageError` lists the choices."""
        text = str(selector)
        index = small_index(text)
        if index is not None and index < len(self.configs):
            return index, self.configs[index]
        for i, cfg in enumerate(self.configs):
            if cfg.short() == text:
                return i, cfg
        choices = ", ".join(f"{i} ({c.short()})" for i, c in enumerate(self.configs))
        raise UsageError(f"unknown config {elide(text)!r} for {self.name}; choose one of: {choices}, all")


# --------------------------------------------------------------------------------------
# Results
# --------------------------------------------------------------------------------------


class TextSource(Protocol):
    """Something that yields a stored artifact's bytes on demand (a store blob)."""

    @property
    def size(self) -> int:
        """Size of the uncompressed content in bytes."""

    def read_bytes(self) -> bytes: ...


@dataclass(frozen=True, eq=False, repr=False)
class Stage(Value):
    """One stage of the pipeline (``ttir``, ``ttgir``, ``llir``, ``ptx``, ``cubin``, ``sass`` …)."""

    name: str
    source: TextSource = field(repr=False, compare=False)
    """Where the content lives; read lazily."""
    time_ms: float | None = None
    """Wall time Triton spent producing this stage, in ms (``knobs.CompileTimes``)."""

    @property
    def size(self) -> int:
        """Size of the stage in bytes."""
        return self.source.size

    @property
    def is_binary(self) -> bool:
        return self.name in BINARY_STAGES

    def read_bytes(self) -> bytes:
        return self.source.read_bytes()

    def text(self) -> str:
        """The stage as text (UTF-8). Raises ``ValueError`` for binary stages."""
        if self.is_binary:
            raise ValueError(f"stage {self.name} is binary")
        return self.source.read_bytes().decode("utf-8", errors="replace")


@dataclass(frozen=True, eq=False, repr=False)
class IRSize(Value):
    """How big one IR text is (:func:`ir_explorer.ir.passcost.ir_size`)."""

    lines: int
    """Lines of the text (``str.splitlines``)."""
    ops: int
    """MLIR op lines (the sum of :func:`ir_explorer.ir.ttgir.op_counts`: lines whose op is ``dialect.name``)."""
    tensor: str | None = None
    """The largest ranked ``tensor<…>`` type by element count, as written (``tensor<128x128xf32, #mma>``; an
    inline encoding written ``…``); ``None`` when the text has none (LLVM dialect)."""
    tensor_elements: int | None = None
    """Its element count (the product of its dimensions)."""

    def to_json(self) -> dict[str, Any]:
        return {"lines": self.lines, "ops": self.ops,
                "largest_tensor": None if self.tensor is None else {"type": self.tensor,
                                                                    "elements": self.tensor_elements}}


@dataclass(frozen=True, eq=False, repr=False)
class PassDump(Value):
    """One snapshot from ``MLIR_ENABLE_DUMP``: the IR *before* a pass ran (MLIR's ``IR Dump Before``).

    The IR *after* pass ``i`` is the snapshot of pass ``i + 1`` (or the pipeline's final IR).
    """

    index: int
    """0-based position in the whole pipeline (make_ttir, make_ttgir, make_llir concatenated)."""
    name: str
    """Pass class name, e.g. ``TritonGPUCoalesce``; for internal steps, ``TritonGPUPipeline/LowerLoops``."""
    arg: str
    """Pass argument with options, e.g. ``tritongpu-pipeline{num-stages=3}``."""
    scope: str
    """The op the pass ran on: ``builtin.module`` or ``tt.func @kernel``."""
    kind: str
    """``before`` (IR before the pass), ``internal`` (a pass's own intermediate dump, after a step),
    or ``failed`` (IR after a pass that failed)."""
    changed: bool | None
    """Whether the pass changed the IR (its snapshot differs from the next); ``None`` if unknown. An
    ``internal`` step compares its snapshot with the one before it, and a pass with internal steps the
    IR before it with the next snapshot after its steps (:func:`ir_explorer.ir.passdump.pass_spans`)."""
    lines_added: int
    """Lines in the next snapshot that are not in this one (multiset difference)."""
    lines_removed: int
    """Lines in this snapshot that are not in the next one."""
    source: TextSource = field(repr=False, compare=False)
    """The IR text of this snapshot, read lazily."""
    time_ms: float | None = None
    """The pass's wall time in ms from MLIR's pass timing (:mod:`ir_explorer.ir.passcost`), measured in the compile
    that captured the snapshots; ``None``: not timed (a capture made before pass timing, a raw ``MLIR_ENABLE_DUMP``
    log, an ``internal`` step or ``failed`` snapshot, a pass MLIR timed within another one)."""
    size: IRSize | None = None
    """The size of this snapshot's IR (the IR *before* the pass); ``None`` when the stored list predates sizes
    (:func:`ir_explorer.ir.passcost.ir_size` computes it from the text)."""

    @property
    def short_arg(self) -> str:
        """The pass argument without its options: ``tritongpu-pipeline``."""
        return self.arg.split("{", 1)[0]

    def text(self) -> str:
        return self.source.read_bytes().decode("utf-8", errors="replace")


@dataclass(frozen=True, eq=False, repr=False)
class Resources(Value):
    """Hardware resources of the compiled kernel.

    NVIDIA figures come from ``ptxas -v`` as Triton ran it (``knobs.nvidia.dump_ptxas_log``);
    AMD figures from the ``.amdhsa``/metadata notes in the amdgcn text.
    """

    registers: int | None = None
    """32-bit registers per thread (NVIDIA) or VGPRs (AMD)."""
    spill_store_bytes: int = 0
    spill_load_bytes: int = 0
    stack_frame_bytes: int = 0
    shared_bytes: int | None = None
    """Static shared memory / LDS in bytes as the assembler reports it."""
    barriers: int | None = None
    sgprs: int | None = None
    """AMD scalar registers."""
    agprs: int | None = None
    """AMD accumulation registers (CDNA)."""
    vgpr_spills: int | None = None
    sgpr_spills: int | None = None
    scratch_bytes: int | None = None
    """AMD private segment (scratch) bytes per work-item."""
    occupancy: int | None = None
    """Waves per SIMD the AMD compiler reports."""
    source: str = ""
    """Where the numbers came from: ``ptxas`` or ``amdgcn``."""

    @property
    def spills(self) -> bool:
        return bool(self.spill_store_bytes or self.spill_load_bytes or self.vgpr_spills or self.sgpr_spills)

    def to_json(self) -> dict[str, Any]:
        return {k: v for k, v in self.__dict__.items()}


#: Signals that mean the compiler itself aborted (deterministic, a property of the kernel), not that the process was
#: killed (``SIGKILL`` from the OOM killer or a user, ``SIGTERM``: the environment, never stored).
COMPILER_ABORTS = ("SIGABRT", "SIGSEGV", "SIGBUS", "SIGFPE", "SIGILL", "SIGTRAP")


@dataclass(frozen=True, eq=False, repr=False)
class CompileFailure(Value):
    """Why a kernel did not compile, and what was produced before it failed."""

    kind: str
    """``frontend`` (Python to TTIR), ``pass`` (an MLIR pass), ``llvm``, ``ptxas``, ``assembler``,
    ``timeout``, ``crash`` (the compiler process died), ``memory``, ``environment`` (this Triton cannot compile
    for the target here: a module its backend imports is missing, e.g. torch for Triton 3.6's AMD backend) or
    ``internal``."""
    message: str
    """Triton's message, first line first."""
    stage: str | None = None
    """The stage that was being produced (``ttgir`` …)."""
    python_location: str | None = None
    """``file:line`` of the Python line the error points at."""
    python_line: str | None = None
    """The text of that Python line."""
    failing_pass: str | None = None
    """The MLIR pass that failed, from the per-pass dump."""
    failing_pass_index: int | None = None
    last_good_stage: str | None = None
    """The last stage that compiled; its text is in ``Compilation.stages``."""
    diagnostics: str = ""
    """Compiler stderr (MLIR diagnostics, ptxas log), trimmed."""

    def headline(self) -> str:
        """One line: what failed, where, and the first line of the message."""
        first = self.message.strip().splitlines()[0] if self.message.strip() else ""
        if self.kind == "pass":
            what = f"pass {self.failing_pass or '(unknown)'} failed"
        elif self.kind == "frontend":
            what = "frontend error"
        elif self.kind == "crash":
            what = "the compiler crashed" + (f" in pass {self.failing_pass}" if self.failing_pass else "")
        elif self.kind == "timeout":
            what = "the compile timed out"
        elif self.kind == "memory":
            what = "the compile ran out of memory"
        elif self.kind == "environment":
            what = "cannot compile here"
        else:
            what = f"{self.kind} failed"
        if self.stage and self.kind not in ("pass", "frontend"):
            what += f" while producing {self.stage}"
        loc = f" at {self.python_location}" if self.python_location else ""
        return f"{what}{loc}: {first}" if first else f"{what}{loc}"

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass(frozen=True, eq=False, repr=False)
class Compilation(Value):
    """Everything one compile of one kernel, config and target produced."""

    key: str
    """Content address in the store: sha256 of Triton version, kernel source, specialization,
    options and target."""
    kernel: str
    config_index: int
    config: Config
    target: Target
    triton_version: str
    stages: Mapping[str, Stage]
    """Stages in pipeline order; on failure, the ones produced before it."""
    metadata: Mapping[str, Any]
    """Triton's kernel metadata (``shared`` bytes, ``num_warps``, ``num_stages``, ``name`` …)."""
    resources: Resources | None
    failure: CompileFailure | None = None
    source_path: str = ""
    """The kernel's Python file when it was compiled."""
    python_source: TextSource | None = field(default=None, repr=False, compare=False)
    """The kernel file's text at compile time."""
    compile_ms: float | None = None
    """Wall time of the compile inside the worker, in ms."""
    cache_hit: bool = False
    """True when this came from the store without compiling."""
    diagnostics: str = ""
    """Warnings Triton printed while compiling."""
    origin: str = ""
    """Where an ingested compilation was read from (a Triton cache entry folder, a dump file);
    empty for our own compiles (:mod:`ir_explorer.inputs`)."""

    @property
    def ok(self) -> bool:
        return self.failure is None

    @property
    def shared_bytes(self) -> int | None:
        """Shared memory per CTA in bytes, from Triton's metadata (``ttg.shared``)."""
        value = self.metadata.get("shared")
        return int(value) if value is not None else None

    def stage_shares(self) -> list[tuple[str, float, float | None]]:
        """``(stage, ms, share)`` of each timed stage in pipeline order: its wall time (:attr:`Stage.time_ms`) and
        its share of the timed stages' sum (0..1; ``None`` when that sum is 0). Empty when no stage was timed
        (a compile read from a user's files)."""
        timed = [(n, s.time_ms) for n, s in self.stages.items() if s.time_ms is not None]
        total = sum(ms for _, ms in timed)
        return [(n, ms, ms / total if total else None) for n, ms in timed]

    def title(self) -> str:
        """How messages and headers name this compilation: ``matmul [config 0: BLOCK_M=128 …] on cuda:90``, or
        ``add_kernel from ~/.triton/cache/AB… (cuda:90, Triton 3.6.0)`` for one read from a user's files."""
        if self.origin:
            return f"{self.kernel} from {self.origin} ({self.target.spec}, Triton {self.triton_version})"
        return f"{self.kernel} [config {self.config_index}: {self.config.label()}] on {self.target.spec}"

    def heading(self) -> str:
        """:meth:`title` with the Triton release that compiled it (:attr:`triton_version`, what the worker's
        ``triton.__version__`` said): ``matmul [config 0: …] on cuda:90, Triton 3.9.0``. What the views' headers
        print, so that no IR is shown without the release that made it (issue 24)."""
        return self.title() if self.origin else f"{self.title()}, Triton {self.triton_version}"

    def stage(self, name: str) -> Stage:
        """The named stage. Raises :class:`UsageError` when this target or compile has none."""
        if name in self.stages:
            return self.stages[name]
        self.target.check_stage(name)
        raise UsageError(f"stage {name!r} was not produced for {self.kernel} on {self.target.spec}")


def arg_to_json(arg: Arg) -> dict[str, Any]:
    """A JSON-safe dict for one argument (the form the worker and the store key use)."""
    if isinstance(arg, TensorArg):
        return {"kind": "tensor", "name": arg.name, "dtype": arg.dtype, "shape": list(arg.shape),
                "strides": list(arg.strides) if arg.strides else None, "align": arg.align}
    if isinstance(arg, ScalarArg):
        return {"kind": "scalar", "name": arg.name, "value": constexpr_to_json(arg.value)}
    return {"kind": "sig", "name": arg.name, "type": arg.type, "hint": arg.hint, "value": arg.value}


def arg_from_json(data: Mapping[str, Any]) -> Arg:
    """Inverse of :func:`arg_to_json`."""
    kind = data["kind"]
    if kind == "tensor":
        strides = tuple(data["strides"]) if data.get("strides") else None
        return TensorArg(data["name"], data["dtype"], tuple(data["shape"]), strides, int(data.get("align", 16)))
    if kind == "scalar":
        return ScalarArg(data["name"], constexpr_from_json(data["value"]))
    return SigArg(data["name"], data.get("type"), data.get("hint"), data.get("value"))
