"""The instructions that move data in and out of shared memory, counted in PTX, SASS and AMDGCN.

``cp.async``, ``cp.async.bulk.tensor``, ``ldmatrix``/``stmatrix`` and ``ld/st.shared`` in PTX; ``LDSM``/``STSM``,
``LDGSTS``, ``UTMALDG``/``UTMASTG`` and ``LDS``/``STS`` in SASS; ``ds_read*``/``ds_write*`` and loads to LDS in
AMDGCN. :func:`movement` gives a stage's static counts (one per line), the lines of each instruction and the plain
loads/stores under 32 bits per lane (:class:`Movement`).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass

#: PTX shared-memory instructions, with the width each lane moves.
_PTX_PATTERNS = {
    # e.g. cp.async.cg.shared.global [ %r82 + 0 ], [ %rd48 + 0 ], 0x10, %r83;
    "cp.async": re.compile(r"\bcp\.async\.c[ag]\.shared(?:::\w+)?\.global(?:\.[\w:]+)*\s+\[[^\]]*\],\s*\[[^\]]*\],"
                           r"\s*(0x[0-9a-fA-F]+|\d+)"),
    # e.g. cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%r1], [%rd2, {%r3, %r4}], [%r5];
    "cp.async.bulk.tensor": re.compile(r"\bcp\.async\.bulk\.tensor\.\dd\.shared"),
    # e.g. cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [%rd1, {%r2, %r3}], [%r4];
    "cp.async.bulk.tensor (store)": re.compile(r"\bcp\.async\.bulk\.tensor\.\dd\.global\.shared"),
    # e.g. ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r1, %r2, %r3, %r4}, [%r5];
    "ldmatrix": re.compile(r"\bldmatrix\.sync\.aligned\.[\w.]+"),
    # e.g. stmatrix.sync.aligned.m8n8.x4.shared.b16 [%r1], {%r2, %r3, %r4, %r5};
    "stmatrix": re.compile(r"\bstmatrix\.sync\.aligned\.[\w.:]+"),
    # e.g. ld.shared.v4.b32 {%r1, %r2, %r3, %r4}, [%r5+0];
    "ld.shared": re.compile(r"\bld\.shared(?:::\w+)?(?:\.v(\d))?\.[bsuf](\d+)"),
    # e.g. st.shared.v4.b32 [%r5+0], {%r1, %r2, %r3, %r4};
    "st.shared": re.compile(r"\bst\.shared(?:::\w+)?(?:\.v(\d))?\.[bsuf](\d+)"),
}
#: SASS shared-memory instructions.
# e.g.   /*0a30*/  LDSM.16.MT88.4 R64, [R76+UR8+0x1000] ;    LDGSTS.E.BYPASS.LTC128B.128 [R1], desc[UR4][R2.64] ;
_SASS = re.compile(r"\b(LDSM|STSM|LDGSTS|UTMALDG|UTMASTG|LDS|STS)((?:\.[A-Z0-9_]+)*)\b")
#: AMDGCN LDS instructions.
# e.g.   ds_read_b128 v[4:7], v2 offset:1024      ds_write_b16 v3, v5      buffer_load_dword v1, s[0:3], 0 offen lds
_AMD_DS = re.compile(r"^\s*(ds_(?:read|write|load|store)\w*)")
_AMD_LDS_LOAD = re.compile(r"^\s*((?:buffer|global)_load_(?:lds_)?\w+)\b.*\blds\b|^\s*(global_load_lds_\w+)")
#: The bits each lane moves: the first width of the mnemonic. ``ds_read_b64_tr_b16``, gfx950's transposing read,
#: moves 64 bits per lane of 16-bit elements (AMD CDNA4 ISA §11.4 "MFMA Transpose Load from LDS": it loads 2 VGPRs
#: of 16-bit elements); gfx1250's ``ds_load_tr16_b128`` moves 128.
# e.g. ds_write_b16 / ds_read_u16 / ds_read2_b64 / ds_read_b128 / ds_read_b64_tr_b16
_AMD_WIDTH = re.compile(r"_[bui](\d+)")
#: A SASS instruction predicated on "not true" never runs: ptxas pads with them (``@!PT LDS RZ, [RZ]``).
# e.g.   /*0450*/  @!PT LDS RZ, [RZ] ;      /*0c70*/  @!UPT UIADD3 UR4, UPT, UPT, UR4, 0x1, URZ ;
_SASS_NEVER = re.compile(r"@!U?PT\s")
# e.g. LDS.U16   LDS.128   STS.64   (no suffix: 32 bits)
_SASS_WIDTH = re.compile(r"\.(?:U|S)?(8|16|32|64|128)\b")


@dataclass(frozen=True)
class Movement:
    """Shared-memory instructions of one stage: ``{instruction: count}``, the 1-based lines of each,
    and the access widths in bits of plain loads/stores (``{bits: count}``)."""

    stage: str
    counts: Mapping[str, int]
    lines: Mapping[str, tuple[int, ...]]
    narrow: Mapping[str, int]
    """Plain shared loads/stores narrower than 32 bits per lane, by instruction."""


def movement(stage: str, text: str) -> Movement:
    """Count the shared-memory instructions in a PTX, SASS or AMDGCN stage (static counts, one per line). A SASS
    instruction predicated on ``!PT`` (never true: ptxas's ``@!PT LDS RZ, [RZ]`` padding) never runs and is not
    counted."""
    counts: Counter[str] = Counter()
    lines: dict[str, list[int]] = {}
    narrow: Counter[str] = Counter()

    def add(key: str, ln: int) -> None:
        counts[key] += 1
        lines.setdefault(key, []).append(ln)

    for ln, line in enumerate(text.splitlines(), 1):
        if stage == "ptx":
            for key, rx in _PTX_PATTERNS.items():
                m = rx.search(line)
                if not m:
                    continue
                if key == "cp.async":
                    add(f"cp.async {int(m.group(1), 0)}B", ln)
                elif key in ("ld.shared", "st.shared"):
                    bits = int(m.group(1) or 1) * int(m.group(2))
                    add(f"{key} {bits}-bit", ln)
                    if bits < 32:
                        narrow[f"{key} {bits}-bit"] += 1
                else:
                    add(m.group(0) if key in ("ldmatrix", "stmatrix") else key, ln)
                break
        elif stage == "sass":
            m = _SASS.search(line)
            if m and not _SASS_NEVER.search(line[:m.start()]):
                key = m.group(1) + m.group(2)
                add(key, ln)
                if m.group(1) in ("LDS", "STS"):
                    w = _SASS_WIDTH.search(m.group(2))
                    if w and int(w.group(1)) < 32:
                        narrow[key] += 1
        elif stage == "amdgcn":
            m = _AMD_DS.match(line)
            if m:
                key = m.group(1)
                add(key, ln)
                w = _AMD_WIDTH.search(key)
                if w and int(w.group(1)) < 32 and "bpermute" not in key:
                    narrow[key] += 1
            else:
                m = _AMD_LDS_LOAD.match(line)
                if m:
                    add((m.group(1) or m.group(2)) + " (to LDS)", ln)
    return Movement(stage, dict(counts), {k: tuple(v) for k, v in lines.items()}, dict(narrow))
