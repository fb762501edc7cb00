"""Other Triton releases, each in a venv of its own under the store root: ``ir-explorer triton install 3.6.0``.

A compile's worker is a child process (:mod:`ir_explorer.capture.prewarm`), so a different Triton is a different
interpreter for that child: the venv's ``bin/python`` runs ``ir_explorer.capture.worker`` from this checkout
(``PYTHONPATH``; the worker imports only the standard library besides Triton). The store keys every compile on
the Triton version (:meth:`ir_explorer.capture.compiles.Request.key`), every request names it, a worker running
another Triton refuses the request (:func:`ir_explorer.capture.worker.wrong_release`), and an entry is served only
to a read that asks for the release it names (:meth:`ir_explorer.core.store.Store.load`), so releases never mix.

Layout under the store root (``--cache-dir``, ``$IR_EXPLORER_CACHE_DIR`` or the user cache folder)::

    toolchains/triton-3.6.0/            a venv: bin/python, lib/python3.11/site-packages/triton …
    toolchains/triton-3.6.0/irx-toolchain.json   {"triton": "3.6.0", "python": "3.11"}, written last: the
                                                 install is complete (the version is read from the package)
    toolchains/.install-3.6.0-<pid>-…/  an install under way (renamed into place when it is complete)

(``$IR_EXPLORER_TOOLCHAINS`` names another folder for ``toolchains/``.)

An install killed outright (``kill -9``, a lost terminal) cannot remove its ``.install-*`` folder (about 670 MB for
a real Triton); ``triton list`` and the next ``triton install`` remove every ``.install-*`` and ``.remove-*`` folder
whose process (the pid in its name) is gone (:func:`clean_leftovers`).

An install builds the venv in a temporary folder and renames it into place only once Triton imports there, so
a failed or interrupted install leaves no half-made toolchain, and of two processes installing one release at
once, one rename wins and the other removes its copy: both end with one working toolchain. ``pip`` runs as the
user would run it, so their configuration (``pip.conf``, ``$PIP_INDEX_URL``, ``$PIP_FIND_LINKS``) applies.

This module never imports Triton.
"""

from __future__ import annotations

import json
import os
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from importlib.util import find_spec
from pathlib import Path

from ir_explorer.core.control_chars import elide
from ir_explorer.core.errors import IRExplorerError, UsageError
from ir_explorer.core.model import Value

__all__ = ["INSTALLED", "MARKER", "ROOT_ENV", "TORCH_REQUIREMENT", "Toolchain", "check_version", "find", "has_torch",
           "install", "install_torch", "installed", "installed_version", "release", "release_key", "remove",
           "resolve_range", "toolchains_root", "triton_version"]

#: A Triton release as ``pip`` names it: ``3.6.0``, ``3.7.1``, ``3.4.0rc1``.
_VERSION = re.compile(r"\d{1,9}\.\d{1,9}(?:\.\d{1,9})?(?:(?:a|b|rc)\d{1,9})?")
#: The marker an installed toolchain holds, written after Triton was found importable.
MARKER = "irx-toolchain.json"
#: ``--triton installed``: the Triton installed beside ir-explorer (the default), not a toolchain.
INSTALLED = "installed"
#: Seconds ``pip install`` may take.
INSTALL_TIMEOUT_S = 1800
#: The torch ``triton install --with-torch`` puts into a toolchain: the CPU build the project pins (pyproject's
#: ``torch`` extra). Triton 3.6's and 3.7's AMD backend imports torch unconditionally while specializing the
#: arguments (``HIPBackend.is_within_2gb`` in ``triton/backends/amd/compiler.py``: ``import torch``, then
#: ``hasattr(arg, "ptr_range")``, which the worker's fake tensors answer before any torch type is looked at), so
#: with it ``hip:`` targets compile, and the answer is the one any torch gives; 3.8 and later import it only if
#: present.
TORCH_REQUIREMENT = "torch==2.13.0+cpu"
#: PyTorch's index of CPU builds (PyPI has no ``+cpu``); an extra index: ``pip.conf``'s find-links and indexes
#: still apply, so a wheel on disk is found offline.
TORCH_INDEX = "https://download.pytorch.org/whl/cpu"


@dataclass(frozen=True, eq=False, repr=False)
class Toolchain(Value):
    """One installed Triton release: its version (``triton.__version__``) and its venv."""

    version: str
    root: Path

    @property
    def python(self) -> Path:
        """The venv's interpreter, which runs the compile workers."""
        return self.root / "bin" / "python"


#: Where the toolchains live instead of under the store (shared by several stores, e.g. a test session's).
ROOT_ENV = "IR_EXPLORER_TOOLCHAINS"


def toolchains_root(store_root: Path) -> Path:
    """``$IR_EXPLORER_TOOLCHAINS``, else ``<store root>/toolchains``: where the venvs live (outside ``v1/``, so
    the store's size limit and ``cache prune`` never count or evict them)."""
    override = os.environ.get(ROOT_ENV)
    return Path(override).expanduser() if override else store_root / "toolchains"


def check_version(version: str) -> str:
    """``version`` stripped, if it reads as a Triton release (``3.6.0``); :class:`UsageError` otherwise."""
    version = version.strip()
    if not _VERSION.fullmatch(version):
        raise UsageError(f"not a Triton release: {elide(version)!r} (e.g. 3.6.0)")
    return version


def installed(store_root: Path) -> list[Toolchain]:
    """The complete toolchains under ``store_root``, oldest release first (an install under way, or a folder
    without its marker, is not one).

    Each one's version is its own ``triton`` package's ``__version__`` (:func:`_read_version`), not what its
    marker or folder name claims: a toolchain whose marker says 3.9.0 but that holds 3.6.0 is 3.6.0 (issue 24: it
    compiled 3.6.0's IR under 3.9.0's store keys). A folder whose package version cannot be read is none."""
    base = toolchains_root(store_root)
    try:
        folders = [p for p in base.iterdir() if p.name.startswith("triton-") and (p / MARKER).is_file()]
    except OSError:
        return []
    found = [Toolchain(version, folder) for folder in folders
             if (version := _read_version(folder)) is not None and _VERSION.fullmatch(version)]
    return sorted(found, key=lambda t: release_key(t.version))


def release_key(version: str) -> tuple[int, ...]:
    """A sort key for release strings: ``3.10.0`` after ``3.9.0``; a pre-release before its release."""
    parts = re.findall(r"\d+|[a-z]+", version)
    key: list[int] = []
    for part in parts:
        key.append(int(part) if part.isdigit() else -100 + "abrc".find(part[:2]))
    return tuple(key) + (0,) * (4 - len(key))


def triton_version() -> str:
    """The installed Triton's version, read from its ``__init__.py`` without importing it.

    Raises :class:`IRExplorerError` when Triton is not installed.
    """
    spec = find_spec("triton")
    if spec is None or spec.origin is None:
        raise IRExplorerError("triton is not installed in this Python environment (pip install triton)")
    with open(spec.origin, encoding="utf-8") as fh:
        for line in fh:
            if line.startswith("__version__"):
                return line.split("=", 1)[1].strip().strip("'\"")
    return "unknown"


def installed_version() -> str | None:
    """:func:`triton_version`, or ``None`` when no Triton is installed beside ir-explorer (toolchains may still
    compile)."""
    try:
        return triton_version()
    except IRExplorerError:
        return None


def install_command(version: str) -> str:
    """The command line that installs ``version``."""
    return f"ir-explorer triton install {version}"


def find(store_root: Path, version: str) -> Toolchain:
    """The installed toolchain of ``version`` (as its ``triton`` package says: :func:`installed`).
    :class:`UsageError` naming the installed ones and the install command when it is not installed."""
    version = check_version(version)
    have = installed(store_root)
    for tc in have:
        if release_key(tc.version) == release_key(version):  # 3.6 names 3.6.0, as pip's ==3.6 does
            return tc
    names = ", ".join(t.version for t in have) or "none"
    raise UsageError(f"Triton {version} is not installed (installed: {names}); run: {install_command(version)}")


def release(store_root: Path, name: str) -> Toolchain | None:
    """The release ``name`` names for ``--triton``: ``None`` for the Triton beside ir-explorer (``installed``, or its
    own number: ``3.9.0`` when 3.9.0 is the one installed, even where a toolchain claims that number too), else the
    installed toolchain (:func:`find`'s :class:`UsageError` when there is none)."""
    beside = installed_version()
    if name.strip() == INSTALLED or (beside is not None and release_key(check_version(name)) == release_key(beside)):
        return None
    return find(store_root, name)


def resolve_range(store_root: Path, spec: str, beside: str | None = None) -> list[Toolchain | None]:
    """The releases ``spec`` names, oldest first: ``3.2.0..3.9.0`` (every installed release from one to the
    other, both ends included and required; :class:`UsageError` when the first is newer than the second),
    ``3.6.0,3.9.0`` (those), or one version. ``beside`` is the version of the Triton installed beside
    ir-explorer, which counts as installed (``None`` in the list), also where a toolchain has that version;
    ``installed`` names it too, in a list or at either end of a range (``3.6.0..installed``). :class:`UsageError`
    for a version that is not installed, naming the install command of each missing one."""
    have: dict[str, Toolchain | None] = {t.version: t for t in installed(store_root)}
    if beside is not None:
        have[beside] = None  # the release beside ir-explorer answers to its own number (issue 24)

    def named(v: str) -> str:
        return beside or INSTALLED if v.strip() == INSTALLED else check_version(v)

    if ".." in spec:
        low, high = (named(s) for s in spec.split("..", 1))
        if release_key(low) > release_key(high):
            raise UsageError(f"{spec}: a range runs from the older release to the newer one ({high}..{low})")
        wanted = [low, high]
    else:
        wanted = [named(v) for v in spec.split(",") if v.strip()]
    missing = [v for v in wanted if v not in have]
    if missing or not wanted:
        commands = "; ".join(install_command(v) for v in missing)
        raise UsageError(f"{spec}: not installed: {', '.join(missing)} (run: {commands})" if missing
                         else f"no release named in {spec!r}")
    if ".." in spec:
        wanted = [v for v in have if release_key(low) <= release_key(v) <= release_key(high)]
    return [have[v] for v in sorted(dict.fromkeys(wanted), key=release_key)]


def install(store_root: Path, version: str, *, python: str | None = None, quiet: bool = False,
            on_start: Callable[[], None] | None = None) -> Toolchain:
    """Install Triton ``version`` into ``<store root>/toolchains/triton-VERSION`` and return it; an installed
    one is returned as it is.

    The venv is made with ``python`` (default: this interpreter, so that the worker, which runs this package's
    code from ``PYTHONPATH``, finds the same Python) and filled with ``python -m pip install triton==VERSION``.
    ``on_start`` is called once the temporary folder exists (the CLI says "installing" then, not before a refusal).
    Raises :class:`UsageError` for a malformed version, :class:`IRExplorerError` when the toolchains folder cannot be
    written (a file, read-only), when ``venv`` or ``pip`` fails (pip's last lines quoted; nothing is left behind), or
    when the installed Triton's ``__version__`` is not a release (it names the folder)."""
    import shutil
    import subprocess
    import tempfile

    version = check_version(version)
    for tc in installed(store_root):
        if release_key(tc.version) == release_key(version):
            return tc
    base = toolchains_root(store_root)
    clean_leftovers(store_root)
    try:
        base.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".install-{version}-{os.getpid()}-", dir=base))
    except OSError as exc:  # a file where the folder goes, a read-only store
        why = "a file, not a folder" if base.exists() and not base.is_dir() else exc.strerror or str(exc)
        raise IRExplorerError(f"cannot install into {base}: {why}") from None
    if on_start is not None:
        on_start()
    try:
        _run([python or sys.executable, "-m", "venv", str(tmp)], "creating a venv", quiet)
        _run([str(tmp / "bin" / "python"), "-m", "pip", "install", "--disable-pip-version-check",
              f"triton=={version}"], f"pip install triton=={version}", quiet)
        found = _read_version(tmp)
        if found is None:
            raise IRExplorerError(f"pip install triton=={version} left no importable triton in {tmp}")
        if not _VERSION.fullmatch(found):  # a wheel's __version__ names the folder: no '../', no 5,000 digits
            raise IRExplorerError(f"pip install triton=={version} installed a triton whose __version__ is "
                                  f"{elide(found)!r}, not a release; not installed")
        py = subprocess.run([str(tmp / "bin" / "python"), "-c", "import sys; print('%d.%d' % sys.version_info[:2])"],
                            capture_output=True, text=True, check=False).stdout.strip()
        final = base / f"triton-{found}"
        try:
            (tmp / MARKER).write_text(json.dumps({"triton": found, "python": py}))
            os.rename(tmp, final)  # atomic; fails when another install of this release got there first
        except OSError as exc:
            if not (final / MARKER).is_file():
                raise IRExplorerError(f"cannot install into {final}: {exc.strerror or exc}") from None
            shutil.rmtree(tmp, ignore_errors=True)
        return Toolchain(found, final)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise


# e.g. .install-3.6.0-81234-k2j3h4l5    e.g. .remove-triton-3.6.0-81234
_LEFTOVER = re.compile(r"\.install-[^-/]+-(?P<pid>\d{1,9})-.*|\.remove-triton-[^-/]+-(?P<rpid>\d{1,9})")


def clean_leftovers(store_root: Path) -> list[Path]:
    """Remove the ``.install-*`` and ``.remove-*`` folders under the toolchains folder whose process is gone (the
    pid in the name names no live process: ``os.kill(pid, 0)`` raises ``ProcessLookupError``), left by an install or
    removal killed outright. A live one (an install under way) stays. Returns what was removed; a folder that cannot
    be listed or removed is left as it is (``triton list`` must still list)."""
    base = toolchains_root(store_root)
    try:
        entries = list(base.iterdir())
    except OSError:
        return []
    import shutil  # deferred: shutil brings bz2 and lzma, which a cached dump never needs

    removed = []
    for path in entries:
        m = _LEFTOVER.fullmatch(path.name)
        if m is None or path.is_symlink() or not path.is_dir():
            continue
        pid = int(m.group("pid") or m.group("rpid"))
        if pid != os.getpid() and not _alive(pid):
            shutil.rmtree(path, ignore_errors=True)
            if not path.exists():
                removed.append(path)
    return removed


def _alive(pid: int) -> bool:
    """Whether process ``pid`` exists (one we may not signal exists too)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # EPERM: another user's process
        return True
    return True


def has_torch(tc: Toolchain) -> bool:
    """Whether the toolchain's venv holds a ``torch`` package (its ``site-packages/torch/__init__.py``)."""
    return any(tc.root.glob("lib/python*/site-packages/torch/__init__.py"))


def install_torch(tc: Toolchain, *, quiet: bool = False) -> bool:
    """Put :data:`TORCH_REQUIREMENT` into ``tc``'s venv (``pip install``, from :data:`TORCH_INDEX` or the user's
    own indexes and wheels), so that its AMD backend imports; ``False`` when it had torch already. Raises
    :class:`IRExplorerError` when pip fails (its last lines quoted; the venv is as pip left it)."""
    if has_torch(tc):
        return False
    _run([str(tc.python), "-m", "pip", "install", "--disable-pip-version-check", TORCH_REQUIREMENT,
          "--extra-index-url", TORCH_INDEX], f"pip install {TORCH_REQUIREMENT} into Triton {tc.version}", quiet)
    return True


def remove(store_root: Path, version: str) -> Toolchain:
    """Remove the installed toolchain of ``version`` (:func:`find`'s errors when there is none; :class:`IRExplorerError`
    when the toolchains folder is read-only). The folder is
    first renamed out of sight, so a compile starting meanwhile sees it installed or gone, never half."""
    tc = find(store_root, version)
    gone = tc.root.with_name(f".remove-{tc.root.name}-{os.getpid()}")
    try:
        os.rename(tc.root, gone)
    except OSError as exc:  # a read-only toolchains folder
        raise IRExplorerError(f"cannot remove {tc.root}: {exc.strerror or exc}") from None
    import shutil

    shutil.rmtree(gone, ignore_errors=True)
    return tc


#: The most of a toolchain's ``triton/__init__.py`` read for its version (3.6.0's is 1.7 KB).
_MAX_INIT_BYTES = 1 << 20


def _read_version(venv: Path) -> str | None:
    """``triton.__version__`` of the venv as its ``__init__.py`` writes it, read without importing it; ``None`` when
    there is none, or it is not a regular file inside the venv (a symlink out, ``/dev/zero``, a FIFO) or over
    :data:`_MAX_INIT_BYTES`. The text is not checked here: a caller holds it to :data:`_VERSION` (a release) before
    it names a toolchain or a folder."""
    from ir_explorer.inputs.files import Skipped, read_inside  # deferred: only when toolchains are listed

    for init in sorted(venv.glob("lib/python*/site-packages/triton/__init__.py")):
        try:
            text = read_inside(init, venv, _MAX_INIT_BYTES).decode("utf-8", errors="replace")
        except Skipped:
            continue
        m = re.search(r"^__version__\s*=\s*['\"]([^'\"\n]+)['\"]", text, re.M)
        if m:
            return m.group(1)
    return None


def _run(argv: list[str], what: str, quiet: bool) -> None:
    """Run an install step; :class:`IRExplorerError` with its last output lines when it fails."""
    import subprocess

    try:
        proc = subprocess.run(argv, stdout=subprocess.DEVNULL if quiet else sys.stderr, stderr=subprocess.PIPE,
                              text=True, timeout=INSTALL_TIMEOUT_S, check=False)
    except subprocess.TimeoutExpired as exc:
        raise IRExplorerError(f"{what} did not finish within {INSTALL_TIMEOUT_S} s") from exc
    if proc.returncode != 0:
        tail = [line for line in (proc.stderr or "").strip().splitlines() if line.strip()][-3:]
        detail = (": " + " | ".join(tail)) if tail else ""
        raise IRExplorerError(f"{what} failed (exit code {proc.returncode}){detail}")
