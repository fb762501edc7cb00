"""Control characters of untrusted text made visible before it reaches a terminal (issue 16).

IR, kernel names, file names and error messages come from inputs; written raw to a terminal, ``ESC [2J`` clears the
screen, ``ESC ]52;c;…`` writes the clipboard (OSC 52), ``ESC ]0;…`` sets the window title, and a newline in a file
name fakes an ``error:`` line. As ``less`` shows ESC as ``^[`` and GNU ``ls`` escapes control characters on a
terminal, :func:`escape` writes C0 controls and DEL in caret notation (``^[``, ``^G``, ``^?``), and C1 controls and
the Unicode bidirectional overrides (which reorder what a line shows, "Trojan Source") as ``<U+009B>``. Tab and,
unless asked, newline stay as they are. Views call it only when the text goes to a terminal: piped, the bytes stay
as they are. Pure functions over ``str``; imports nothing outside the standard library.

Colour is the one escape sequence the CLI writes itself, and input may hold it too (``ESC [8m`` conceals the
rest of a line, ``ESC [5m`` blinks: issue 24). So a colour sequence reaches a terminal only when the code that
made it marked it as ours (:func:`ours`: each ``ESC [ … m`` prefixed with a marker drawn at random when the
process starts, which input cannot guess); :func:`for_terminal` escapes every other one and drops the markers,
and :func:`unmarked` drops them for a pipe.
"""

from __future__ import annotations

import os
import re

#: C0 controls but tab and newline, DEL, C1 controls, and the bidi embeddings, overrides and isolates.
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f\x80-\x9f\u202a-\u202e\u2066-\u2069]")
_CONTROL_OR_NEWLINE = re.compile("[\x00-\x08\x0a-\x1f\x7f\x80-\x9f\u202a-\u202e\u2066-\u2069]")


def _visible(match: re.Match[str]) -> str:
    code = ord(match.group(0))
    if code < 0x20:
        return "^" + chr(code + 0x40)
    if code == 0x7F:
        return "^?"
    return f"<U+{code:04X}>"


def escape(text: str, keep_newlines: bool = True) -> str:
    """``text`` with every control character shown as printable text (``"\\x1b[2J"`` becomes ``"^[[2J"``); tab
    and (with ``keep_newlines``) newline are kept. Text without control characters is returned as it is."""
    pattern = _CONTROL if keep_newlines else _CONTROL_OR_NEWLINE
    return pattern.sub(_visible, text) if pattern.search(text) else text


def has_control(text: str) -> bool:
    """True when :func:`escape` would change ``text`` (newlines kept)."""
    return _CONTROL.search(text) is not None


def one_line(text: str, terminal: bool) -> str:
    """A message line (an error, a warning) made of input-derived parts: on a ``terminal`` every control
    character, newline included, is escaped; elsewhere only line breaks (``\\n``, ``\\r``) are, as ``^J``/``^M``,
    so that one message stays one line in a log."""
    if terminal:
        return escape(text, keep_newlines=False)
    return text.replace("\r", "^M").replace("\n", "^J") if ("\n" in text or "\r" in text) else text


#: Prefixed to each colour sequence the CLI itself writes: 8 characters of the Unicode private use area drawn at
#: start-up (about 100 bits: an input cannot hold it but by chance). From ``os.urandom``, the source ``secrets`` reads,
#: without importing ``secrets`` (it brings ``random``, ``hmac`` and ``base64``: about 1.5 ms of every start-up).
_MARK = "".join(chr(0xF0000 + int.from_bytes(os.urandom(4), "little") % 0xFFFE) for _ in range(8))
# e.g. \x1b[1;32m  (Select Graphic Rendition: what click.style, rich and Pygments write for colour and bold)
_SGR = re.compile(r"\x1b\[[0-9;]*m")
_OURS = re.compile("(" + re.escape(_MARK) + r"\x1b\[[0-9;]*m)")


def ours(styled: str) -> str:
    """``styled`` with each colour sequence (SGR) in it marked as the CLI's own, to pass :func:`for_terminal`. Call
    it only on text whose input-derived parts hold no SGR of their own: escaped ones (:func:`escape`), or none
    (``click.style`` of a constant)."""
    return _SGR.sub(lambda m: _MARK + m.group(0), styled)


def for_terminal(text: str) -> str:
    """``text`` as a terminal may get it: colour sequences marked by :func:`ours` kept (their marks dropped), every
    other control character escaped (:func:`escape`, newlines kept), an input's colour sequences among them."""
    if _MARK not in text:
        return escape(text)
    return "".join(part[len(_MARK):] if i % 2 else escape(part) for i, part in enumerate(_OURS.split(text)))


def unmarked(text: str) -> str:
    """``text`` without the marks of :func:`ours`, its bytes otherwise as they are (for a pipe)."""
    return text.replace(_MARK, "") if _MARK in text else text


def elide(text: str, width: int = 60) -> str:
    """``text`` when at most ``width`` characters, else its start and end around ``…`` and its length
    (``'99999…999 (5,000 characters)'``): a 5,000-digit option value stays one readable line in an error."""
    if len(text) <= width:
        return text
    head = max(1, width * 2 // 3)
    return f"{text[:head]}…{text[-(width - head):]} ({len(text):,} characters)"
