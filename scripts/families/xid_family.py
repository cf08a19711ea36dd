#!/usr/bin/env python3
"""Builds resources/rules/families/xid.json: NVIDIA's whole Xid catalog (tests/data/families/xid.tsv),
every code with what its line means. --check: fail when the file is not what this writes."""

import json

from family_json import ROOT, emit, member, read_list

# The immediate action NVIDIA's catalog gives a code says whose fault it is: a bare-metal
# restart or a GPU reset, the GPU's; restarting the application, a fault of the GPU's software
# stack; an ignored code, context. Codes a hand-written rule reads
# keep that rule's judgement and symptom (gpu_xid.json), so their actions stay the same.
BUCKETS = {
    "RESTART_BM": ("gpu_hardware", "root", 90),
    "RESET_GPU": ("gpu_hardware", "root", 70),
    "WORKFLOW_NVLINK_ERR": ("gpu_hardware", "root", 75),
    "WORKFLOW_NVLINK5_ERR": ("gpu_hardware", "root", 70),
    "WORKFLOW_XID_48": ("gpu_hardware", "root", 90),
    "CHECK_MECHANICALS": ("gpu_hardware", "root", 60),
    "XID_154": ("gpu_hardware", "root", 60),
    "UPDATE_SWFW": ("gpu_software", "root", 50),
    "RESTART_VM": ("gpu_software", "root", 45),
    "CHECK_UVM": ("gpu_software", "root", 40),
    # Restarting the application clears an engine's fault, but the catalog does not say the
    # application caused it (13 and 31, which it names as such, are read by hand-written
    # rules): the GPU's software stack, weakly (the device plugin marks such a GPU unhealthy).
    "RESTART_APP": ("gpu_software", "root", 40),
    "WORKFLOW_XID_45": ("gpu_software", "context", 10),
    "IGNORE": ("gpu_hardware", "context", 10),
    "CONTACT_SUPPORT": ("gpu_hardware", "context", 20),
}
# Codes the catalog gives no bucket, judged by their description.
NO_BUCKET = {
    "167": ("gpu_hardware", "root", 75), "171": ("gpu_hardware", "root", 85), "172": ("gpu_hardware", "root", 85),
    "168": ("gpu_hardware", "root", 60), "169": ("gpu_hardware", "root", 65), "165": ("gpu_hardware", "context", 40),
}
BENIGN = {"106", "107"}  # SMBPBI test messages


def hand_rules():
    """code -> (outcome, role, strength, symptom) of gpu_xid.json's rule for it."""
    out = {}
    for r in json.loads((ROOT / "resources/rules/gpu_xid.json").read_text())["rules"]:
        if r["id"].startswith("xid_") and r["id"][4:].isdigit():
            e = r["emits"]
            out[r["id"][4:]] = (e["outcome"], e["role"], e["strength"], e["symptom"])
    return out


def main():
    hand = hand_rules()
    members = []
    for row in read_list("xid"):
        code, desc, bucket = row["name"], row["description"], row["immediate"]
        fields = {"name": code, "mnemonic": row["mnemonic"], "description": desc, "immediate": bucket}
        symptom = None
        if code in hand:
            outcome, role, strength, symptom = hand[code]
        elif code in BENIGN:
            outcome, role, strength = "unknown", "benign", 0
        elif desc == "Unused":
            outcome, role, strength = "gpu_hardware", "context", 5
        elif not bucket:
            outcome, role, strength = NO_BUCKET.get(code, ("gpu_hardware", "context", 20))
        else:
            outcome, role, strength = BUCKETS[bucket]
        m = member(fields, outcome, role, strength, symptom=symptom)
        if role != "root":
            m["kind"] = "interesting_node"
        members.append(m)
    emit("xid", {
        "family": "xid",
        "id": "xid_family",
        "description": "NVIDIA's whole Xid catalog (Ampere and newer), every code by 'Xid (PCI:...): N' and 'Xid=N'. NVIDIA's immediate action for a code says whose fault it is: a bare-metal restart or a GPU reset, the GPU's; restarting the application, the GPU's software stack; an ignored code is context; codes the catalog marks unused are context. Codes a hand-written rule reads (gpu_xid.json) keep its judgement.",
        "source": {"url": "https://docs.nvidia.com/deploy/xid-errors/analyzing-xid-catalog.html",
                   "also": ["https://github.com/leptonai/gpud/blob/4a8de33a3f02e207f39e9023d67125592d599731/components/accelerator/nvidia/xid/catalog_generated.go",
                            "https://github.com/NVIDIA/open-gpu-kernel-modules/blob/0b7b8041c2667cf18f353d2dbdfd5f09dbebf264/src/common/sdk/nvidia/inc/nverror.h"],
                   "list": "tests/data/families/xid.tsv", "members": len(members)},
        "sources": ["kernel", "applog"],
        "emits": {"symptom": "xid_{name}_{description}", "title": "Xid {name}: {description} ({pci})", "kind": "bad_node", "severity": "error", "scope": "gpu"},
        "forms": [
            {"capture": "xid", "field": "name", "regex": "\\bXid (?:\\((?P<pci>PCI:[0-9A-Fa-f:.]+)\\):? )?(?P<xid>{name})\\b",
             "example": "NVRM: Xid (PCI:0000:5a:00): {name}, pid=18204, name=python3, {description}"},
            {"capture": "xid_eq", "field": "name", "regex": "\\bXid=(?P<xid_eq>{name})\\b",
             "example": "gpu-health: XidCriticalError: Xid={name} on GPU-3c1f0e2a"},
        ],
        "no_match": ["NVRM: SXid (PCI:0000:e5:00): 12028, Non-fatal, Link 04", "NVRM: Xid (PCI:0000:5a:00): 0, pid=1",
                     "NVRM: Xid (PCI:0000:5a:00): 1790, pid=1", "Xid=173"],
        "members": members,
    })


if __name__ == "__main__":
    main()
