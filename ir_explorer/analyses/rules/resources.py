"""Rules of the claims about the compiled binary's resources: registers, spills, stack frame (ptxas), VGPRs, SGPRs,
scratch and waves per SIMD (AMDGPU), held against :class:`~ir_explorer.core.model.Resources` as the compile
recorded them (``ptxas -v``'s log, the ``.amdhsa`` notes of the AMDGCN text)."""

from __future__ import annotations

from ir_explorer.analyses.findings import Claim, Finding
from ir_explorer.analyses.rules import ClaimContext, Verdict, claim_rule, equal, metric_rule

#: A claim key's last part → the :class:`~ir_explorer.core.model.Resources` field it states (``vgprs`` is AMD's
#: ``registers``, ``lds_bytes`` its ``shared_bytes``, ``waves_per_simd`` its ``occupancy``).
_FIELDS = {"vgprs": "registers", "lds_bytes": "shared_bytes", "waves_per_simd": "occupancy"}


@claim_rule("resource")
def resource(claim: Claim, finding: Finding, ctx: ClaimContext) -> Verdict:
    """A resource count: the claim's key (its last ``/`` part) names a field of the compile's resources."""
    name = claim.key.rsplit("/", 1)[-1]
    res = ctx.comp.resources
    if res is None:
        return False, "the compile recorded no resources"
    return equal(claim.value, getattr(res, _FIELDS.get(name, name)))


@metric_rule("registers")
def registers(value: object, ctx: ClaimContext) -> Verdict:
    """``registers``: the resources' registers per thread (ptxas) or VGPRs (AMD)."""
    res = ctx.comp.resources
    return equal(value, res.registers if res is not None else None)
