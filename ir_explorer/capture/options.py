"""What to compile and how: one frozen :class:`CompileOptions`, built once per command from its command line
(:mod:`ir_explorer.cli.options`) and handed to the engines (:mod:`ir_explorer.capture.select` and the rest)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ir_explorer.core.errors import UsageError
from ir_explorer.core.model import DEFAULT_TARGET, Target, Value
from ir_explorer.core.store import Store, default_root

if TYPE_CHECKING:
    from ir_explorer.capture.toolchains import Toolchain

#: Seconds one compile may take (``--timeout``).
DEFAULT_TIMEOUT_S = 600.0


@dataclass(frozen=True, eq=False, repr=False)
class CompileOptions(Value):
    """Every option that says what to compile and how, built once per command (``cli.options``).

    A field's option name is :data:`OPTION_NAMES`'s; :attr:`given` lists the options the user set, so that
    a command (or a PATH, which holds what it holds) refuses the ones it cannot use instead of ignoring them.
    """

    signature: str | None = None
    """For ``FILE.py:KERNEL``: a compile.py signature, ``"*fp16:16, *fp16:16, i32, 128"``."""
    arg_specs: tuple[str, ...] = ()
    """For ``FILE.py:KERNEL``: example arguments, ``a=fp16[4096,4096]`` or ``M=4096`` (``--arg``)."""
    import_stubs: bool = False
    """Import ``FILE.py`` with the GPU driver and ``torch.cuda`` stubbed (``--no-import-side-effects``)."""
    constexprs: tuple[str, ...] = ()
    """``NAME=VALUE`` overrides of constexprs, for every config (``--constexpr``); ``NAME=V1,V2`` (or the
    name given again) sweeps several values (:func:`ir_explorer.capture.select.sweep`)."""
    num_warps: tuple[int, ...] = ()
    """Overrides of every config's ``num_warps`` (warps per CTA); several values sweep (``--num-warps 4,8``);
    ``()``: the configs' own. A single int is taken as a one-value tuple."""
    num_stages: tuple[int, ...] = ()
    """Overrides of every config's ``num_stages`` (software-pipelining depth), as :attr:`num_warps`."""
    targets: tuple[str, ...] = ()
    """Target specs (``cuda:90``, ``hip:gfx942``); empty means :data:`DEFAULT_TARGET`."""
    config: str = "0"
    """Config selection: an index, a config's short name, or ``all``."""
    timeout: float = DEFAULT_TIMEOUT_S
    """Seconds one compile may take."""
    jobs: int | None = None
    """Parallel compiles (``None``: every core)."""
    use_cache: bool = True
    """Serve compiles from the store when it has them (``--no-cache`` sets ``False``)."""
    cache_dir: str | None = None
    """Store location (``None``: ``$IR_EXPLORER_CACHE_DIR`` or the user cache folder)."""
    tritons: tuple[str, ...] = ()
    """Triton releases to compile with (``--triton 3.6.0``, repeatable; ``installed`` names the Triton beside
    ir-explorer), each an installed toolchain (:mod:`ir_explorer.capture.toolchains`); empty: the installed one."""
    passes_from: str | None = None
    """For a posted TTGIR file: run Triton's ``make_ttgir`` passes on it from this one on (``--passes-from``,
    :mod:`ir_explorer.capture.passes_from`)."""
    given: frozenset[str] = field(default=frozenset(), compare=False)
    """The fields the user set on the command line (as opposed to their defaults)."""

    def __post_init__(self) -> None:
        for name in ("num_warps", "num_stages"):  # CompileOptions(num_warps=4) reads as (4,)
            value = getattr(self, name)
            if value is None or isinstance(value, int):
                object.__setattr__(self, name, () if value is None else (value,))

    def store(self) -> Store:
        """The store these options name (:func:`~ir_explorer.core.store.default_root`)."""
        return Store(default_root(self.cache_dir))

    def toolchains(self, store: Store) -> list[Toolchain | None]:
        """The toolchains :attr:`tritons` names, in order, each once (``None``: the Triton beside ir-explorer,
        named ``installed`` or by its own version, e.g. ``3.9.0``); ``[None]`` when none was given.
        :class:`UsageError` for a release that is not installed."""
        if not self.tritons:
            return [None]
        from ir_explorer.capture.toolchains import release  # deferred: only with --triton

        out: list[Toolchain | None] = []
        for name in self.tritons:
            tc = release(store.root, name)
            if tc not in out:
                out.append(tc)
        return out

    def target_list(self) -> list[Target]:
        """The targets, parsed; :class:`UsageError` for an unknown one."""
        return parse_targets(self.targets)

    def refuse(self, fields: Sequence[str], why: str) -> None:
        """Raise :class:`UsageError` when any of ``fields`` was given: the command cannot use it (``why``)."""
        for name in fields:
            if name in self.given:
                raise UsageError(f"{OPTION_NAMES[name]} {why}")

    def refuse_for_path(self) -> None:
        """A PATH holds what it holds: every compile option given with one is refused."""
        self.refuse([f for f in OPTION_NAMES if f not in _PATH_OK],
                    "applies to kernels compiled here, not to a PATH; use --kernel NAME to pick one of its kernels")


#: Each :class:`CompileOptions` field's command-line option.
OPTION_NAMES: Mapping[str, str] = {
    "signature": "--signature", "arg_specs": "--arg", "import_stubs": "--no-import-side-effects",
    "constexprs": "--constexpr", "num_warps": "--num-warps", "num_stages": "--num-stages",
    "targets": "--target", "config": "--config", "timeout": "--timeout", "jobs": "--jobs",
    "use_cache": "--no-cache", "cache_dir": "--cache-dir", "tritons": "--triton", "passes_from": "--passes-from",
}
#: Options that still mean something for a PATH: where the store is (a PATH is read into it).
_PATH_OK = frozenset({"cache_dir", "timeout", "jobs"})


def parse_targets(values: Sequence[str]) -> list[Target]:
    """``values`` as targets (:data:`DEFAULT_TARGET` when empty); :class:`UsageError` for an unknown one."""
    return [Target.parse(v) for v in (values or [DEFAULT_TARGET])]


