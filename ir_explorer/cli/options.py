"""The options every compiling command shares, built once into a frozen
:class:`~ir_explorer.capture.select.CompileOptions` by one decorator, and the view side of the engine's
:func:`~ir_explorer.capture.select.gather` (progress, notes, ``--list``)."""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import click

from ir_explorer.capture.options import DEFAULT_TIMEOUT_S, OPTION_NAMES, CompileOptions
from ir_explorer.capture.select import Gathered, gather
from ir_explorer.cli import render
from ir_explorer.core.control_chars import elide
from ir_explorer.core.errors import small_index
from ir_explorer.core.model import Compilation, KernelSpec
from ir_explorer.core.store import Store


def complete_kernel(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[Any]:
    """Shell completion of a KERNEL: :func:`ir_explorer.cli.completion.complete_kernel`."""
    from ir_explorer.cli.completion import complete_kernel as complete  # deferred: only when the shell asks

    return complete(ctx, param, incomplete)


def complete_target(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[Any]:
    """Shell completion of a TARGET: :func:`ir_explorer.cli.completion.complete_target`."""
    from ir_explorer.cli.completion import complete_target as complete  # deferred: only when the shell asks

    return complete(ctx, param, incomplete)


def kernel_argument(name: str = "kernel", **settings: Any) -> Callable[[Any], Any]:
    """The KERNEL argument every command takes (a bundled name, ``FILE.py:KERNEL``, ``captured:NAME`` or a PATH),
    with its shell completion: bundled kernels, files, a file's ``@triton.jit`` functions."""
    return click.argument(name, shell_complete=complete_kernel, **settings)


#: Each :class:`CompileOptions` field's click option: ``(flags, settings)``, in ``--help`` order.
_OPTIONS: dict[str, tuple[tuple[str, ...], dict[str, Any]]] = {
    "cache_dir": (("--cache-dir",), dict(
        type=click.Path(file_okay=False), default=None, callback=lambda ctx, param, value: _not_empty(param, value),
        help="Store location (default: $IR_EXPLORER_CACHE_DIR or the user cache dir).")),
    "use_cache": (("--no-cache", "no_cache"), dict(
        is_flag=True, help="Compile again even when the store has the result.")),
    "timeout": (("--timeout",), dict(
        type=click.FloatRange(min=1.0), default=DEFAULT_TIMEOUT_S, show_default=True,
        callback=lambda ctx, param, value: _not_nan(param, value), help="Seconds one compile may take.")),
    "jobs": (("--jobs", "-j"), dict(
        type=click.IntRange(min=1), default=None, help="Parallel compiles (default: all cores).")),
    "signature": (("--signature",), dict(
        default=None, help='For FILE.py:KERNEL: Triton compile.py signature, e.g. "*fp16:16, *fp16:16, i32, 128".')),
    "arg_specs": (("--arg", "arg_specs"), dict(
        multiple=True, metavar="NAME=SPEC",
        help="For FILE.py:KERNEL: an example argument (repeatable): a tensor DTYPE[SHAPE] with optional "
             ":strides=S0,S1 and :align=BYTES (a=fp16[4096,4096]), or a value (M=4096, ACT=relu).")),
    "import_stubs": (("--no-import-side-effects", "import_stubs"), dict(
        is_flag=True,
        help="Import FILE.py with the GPU driver and torch.cuda stubbed (for files that touch the GPU at import).")),
    "num_warps": (("--num-warps",), dict(
        multiple=True, metavar="N[,N…]", callback=lambda ctx, param, value: _ints(param, value),
        help="Override num_warps; several values (4,8 or repeated) make one config each.")),
    "num_stages": (("--num-stages",), dict(
        multiple=True, metavar="N[,N…]", callback=lambda ctx, param, value: _ints(param, value),
        help="Override num_stages; several values make one config each.")),
    "constexprs": (("--constexpr", "constexprs"), dict(
        multiple=True, metavar="NAME=VALUE[,VALUE…]",
        help="Set a constexpr (repeatable): 128, 0.5, True, None, tl.float16/fp16, relu or 'relu'; several "
             "values (BLOCK=64,128) make one config each, and the configs are the product of every such option.")),
    "targets": (("--target", "-t", "targets"), dict(
        multiple=True, metavar="TARGET", shell_complete=complete_target,
        help="cuda:90 (default), cuda:80, hip:gfx942 … (repeatable; see `ir-explorer list`).")),
    "config": (("--config", "-c", "config"), dict(
        default="0", show_default=True, help="Config index or name, or 'all'.")),
    "passes_from": (("--passes-from", "passes_from"), dict(
        default=None, metavar="NAME",
        help="For a posted FILE.ttgir with -t: run Triton's make_ttgir passes on it from pass NAME on "
             "(tritongpu-pipeline, pipeline), then the rest of the pipeline; by default make_ttgir does not run.")),
    "tritons": (("--triton", "tritons"), dict(
        multiple=True, metavar="VERSION",
        help="Compile with this Triton release (repeatable), installed by `ir-explorer triton install VERSION`; "
             "'installed' is the one beside ir-explorer (the default).")),
}
#: The largest ``--num-warps``/``--num-stages`` taken: far above any real kernel, and within the C ``int`` Triton's
#: pass bindings take (99999999999999999999 stages failed as "pass TritonLoopUnroll failed", and was stored).
MAX_COUNT = 1024


def _ints(param: click.Parameter, values: Sequence[str]) -> tuple[int, ...]:
    """A multi-valued int option's values, repeated or comma-separated (``4,8``), in order, each once, each 1 to
    :data:`MAX_COUNT`."""
    out: list[int] = []
    for item in values:
        for piece in item.split(","):
            text = piece.strip()
            magnitude = small_index(text.removeprefix("-"))  # int() of 5,000 digits raises; '²' is isdigit()
            if magnitude is None and text.removeprefix("-").isascii() and text.removeprefix("-").isdigit():
                too = "is not a positive integer" if text.startswith("-") else f"is more than {MAX_COUNT}"
                raise click.BadParameter(f"{elide(text, 40)} {too}", param=param)
            if magnitude is None:
                raise click.BadParameter(f"{elide(text, 40)!r} is not an integer (give N or N,N,…)", param=param)
            number = -magnitude if text.startswith("-") else magnitude
            if number < 1:  # the config's own value would be used instead, silently (issue 16)
                raise click.BadParameter(f"{number} is not a positive integer", param=param)
            if number > MAX_COUNT:
                raise click.BadParameter(f"{number} is more than {MAX_COUNT}", param=param)
            if number not in out:
                out.append(number)
    return tuple(out)


def _not_nan(param: click.Parameter, value: float) -> float:
    """``--timeout nan`` passes ``FloatRange`` (NaN compares false) and timed every compile out at once."""
    if value != value:
        raise click.BadParameter("nan is not a number of seconds", param=param)
    return value


def _not_empty(param: click.Parameter, value: str | None) -> str | None:
    """``--cache-dir ''`` used the default store."""
    if value is not None and not value.strip():
        raise click.BadParameter("an empty path names no folder", param=param)
    return value


#: The click parameter name of each field, where it differs from the field's name.
_PARAM = {"use_cache": "no_cache"}


def compile_options(fn: Callable[..., Any] | None = None, *, config_default: str = "0",
                    only: Sequence[str] | None = None, output: bool = True,
                    helps: Mapping[str, str] | None = None) -> Any:
    """Add the shared compile options to a command and hand it ``opts=CompileOptions(...)``.

    ``only`` limits them to some :class:`CompileOptions` fields (a command that cannot use the others does
    not offer them); ``config_default`` is ``--config``'s default (``all`` for a command that shows every
    config); ``output`` adds ``--json`` (``as_json``) and ``--no-color`` (``no_color``); ``helps`` replaces some
    fields' help texts. Use ``@compile_options`` or ``@compile_options(config_default="all")``.
    """
    if fn is None:
        return lambda f: compile_options(f, config_default=config_default, only=only, output=output, helps=helps)
    fields = [f for f in _OPTIONS if only is None or f in only]

    @functools.wraps(fn)
    def command(**kwargs: Any) -> Any:
        ctx = click.get_current_context()
        values: dict[str, Any] = {}
        given = set()
        for name in fields:
            param = _PARAM.get(name, name)
            value = kwargs.pop(param)
            values[name] = (not value) if name == "use_cache" else value
            if ctx.get_parameter_source(param) is not click.core.ParameterSource.DEFAULT:
                given.add(name)
        for name in ("arg_specs", "constexprs", "targets", "num_warps", "num_stages", "tritons"):
            if name in values:
                values[name] = tuple(values[name])
        return fn(opts=CompileOptions(**values, given=frozenset(given)), **kwargs)

    decorated: Any = command
    if output:
        decorated = color_options(decorated)
        decorated = click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")(decorated)
    for name in reversed(fields):
        flags, settings = _OPTIONS[name]
        settings = {**settings, **({"default": config_default} if name == "config" else {}),
                    **({"help": helps[name]} if helps and name in helps else {})}
        decorated = click.option(*flags, **settings)(decorated)
    return decorated


assert set(_OPTIONS) == set(OPTION_NAMES), "every CompileOptions field has its click option"


def color_options(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``--no-color`` (handed to the command as ``no_color``) and ``--color=auto|always|never`` (recorded
    by :func:`ir_explorer.cli.render.set_color`, which ``render.use_color`` reads; ``FORCE_COLOR`` and
    ``NO_COLOR`` are honoured in ``auto``)."""
    fn = click.option("--color", type=click.Choice(render.COLOR_MODES), default=None, expose_value=False,
                      is_eager=True, callback=lambda ctx, param, value: render.set_color(value),
                      help="Colour: auto (on a terminal; FORCE_COLOR=1 forces it, NO_COLOR=1 stops it), "
                           "always, never.")(fn)
    return click.option("--no-color", is_flag=True, help="No colours (also: --color=never, NO_COLOR=1, or when "
                                                         "piped).")(fn)


def input_options(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``--kernel NAME`` and ``--list``, for commands taking a PATH where a KERNEL goes."""
    fn = click.option("--list", "list_kernels", is_flag=True,
                      help="PATH: list the kernels it holds (name, stages, Triton version, target) and exit.")(fn)
    return click.option("--kernel", "kernel_sel", default=None, metavar="NAME",
                        help="PATH: which kernel (a name, or an entry/hash prefix) when it holds several.")(fn)


def compilations(kernel: str, opts: CompileOptions, store: Store, *, kernel_sel: str | None = None,
                 list_kernels: bool = False, as_json: bool = False, passes: bool = False, llvm_passes: bool = False,
                 stage: str | None = None, one: bool = False) -> tuple[list[Compilation], KernelSpec | None]:
    """:func:`~ir_explorer.capture.select.gather` with a progress display, its notes and warnings on stderr,
    and ``--list`` (or a PATH of several kernels and no ``--kernel``) printed before exiting; ``one`` for a
    command that follows one config."""
    result: Gathered = gather(kernel, opts, store, kernel_sel=kernel_sel, list_kernels=list_kernels, passes=passes,
                              llvm_passes=llvm_passes, stage=stage, progress=render.progress, one=one)
    return render.shown(result, as_json), result.spec


#: ``--llvm-passes``, for the commands that read per-pass snapshots.
LLVM_PASSES = click.option("--llvm-passes", is_flag=True,
                           help="LLVM's passes (print-after-all, LLVM_IR_ENABLE_DUMP) instead of the MLIR ones.")
