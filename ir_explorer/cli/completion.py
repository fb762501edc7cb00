"""Shell completion beyond click's commands and options: a KERNEL argument completes bundled kernels, file paths
and the ``@triton.jit`` functions of a ``FILE.py:`` (read with :func:`ast.parse`, never imported), and
``--target``/``--targets`` complete the known targets (:data:`~ir_explorer.core.model.KNOWN_TARGETS`).

Bash splits a word at ``:`` (``COMP_WORDBREAKS``), so ``matmul.py:ma`` and ``cuda:9`` reach click as three
words. :class:`BashComplete` joins them again before click parses the line, and answers with the part after the
last ``:``, the part bash replaces (what bash-completion's ``__ltrim_colon_completions`` does). zsh and fish keep
the word whole.
"""

from __future__ import annotations

import os
from typing import Any

import click
from click.shell_completion import BashComplete as _ClickBash
from click.shell_completion import CompletionItem, add_completion_class, split_arg_string

from ir_explorer.core.model import KNOWN_TARGETS


def complete_kernel(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[CompletionItem]:
    """KERNEL's completions for ``incomplete``: with ``FILE.py:``, that file's ``@triton.jit`` functions
    (``FILE.py:NAME``); else the bundled kernels whose name starts with it and a file or folder (a PATH to read,
    a ``FILE.py``) for the shell to complete, listed first (bash shows files only when no kernel name matches)."""
    if ".py:" in incomplete:
        path, _, prefix = incomplete.rpartition(":")
        from ir_explorer.capture.kernel_files import jit_functions  # deferred: completion only

        return [CompletionItem(f"{path}:{name}") for name in jit_functions(os.path.expanduser(path))
                if name.startswith(prefix)]
    from ir_explorer.capture import bundled  # deferred: the registry loads only to complete

    items = [CompletionItem(incomplete, type="file")]
    items += [CompletionItem(name, help=spec.description) for name, spec in bundled.registry().items()
              if name.startswith(incomplete)]
    return items


def complete_target(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[CompletionItem]:
    """The known targets (``cuda:90``, ``hip:gfx942`` …) that start with ``incomplete``, each with its GPUs."""
    return [CompletionItem(spec, help=gpus) for spec, gpus in KNOWN_TARGETS.items() if spec.startswith(incomplete)]


class BashComplete(_ClickBash):
    """Click's bash completion with words split at ``:`` joined again (see the module's docstring)."""

    def get_completion_args(self) -> tuple[list[str], str]:
        """``(args, incomplete)`` as click's, after joining each ``:`` word with its neighbours."""
        words = split_arg_string(os.environ["COMP_WORDS"])
        cword = int(os.environ["COMP_CWORD"])
        current = words[1:cword + 1] + ([""] if cword >= len(words) else [])
        joined: list[str] = []
        glue = False
        for word in current:
            if word == ":" and joined:
                joined[-1] += ":"
                glue = True
            elif glue:
                joined[-1] += word
                glue = False
            else:
                joined.append(word)
        raw = words[cword] if cword < len(words) else ""  # the word bash replaces: "ma" of "m.py:ma", or ":"
        self._kept = joined[-1][:len(joined[-1]) - len(raw)]
        return joined[:-1], joined[-1]

    def format_completion(self, item: CompletionItem[Any]) -> str:
        """``type,value``, the value without the part of the word bash keeps (up to the last ``:``)."""
        kept = getattr(self, "_kept", "")
        value = item.value[len(kept):] if kept and item.value.startswith(kept) else item.value
        return f"{item.type},{value}"


def install() -> None:
    """Use :class:`BashComplete` for ``_IR_EXPLORER_COMPLETE=bash_*`` (click's registry of shells)."""
    add_completion_class(BashComplete, "bash")
