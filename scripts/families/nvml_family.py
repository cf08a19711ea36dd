#!/usr/bin/env python3
"""Builds resources/rules/families/nvml.json: every NVML return code (tests/data/families/nvml.tsv,
from NVIDIA's nvml.h and nvidia-ml-py), by name, by pynvml's exception class and by the text
nvmlErrorString and nvidia-smi print. --check: fail when the file is not what this writes."""

from family_json import emit, member, read_list

# (outcome, role, strength[, symptom]). A GPU NVML cannot reach, that needs a reset or whose
# infoROM is corrupt is the GPU's fault; a driver the library does not match (after an
# upgrade without a reboot), a driver not loaded or a device the OS blocks is the node's
# software. Answers that healthy tools print ([Not Supported]) are benign.
JUDGED = {
    "NVML_ERROR_GPU_IS_LOST": ("gpu_hardware", "root", 85, "gpu_unreachable"),
    "NVML_ERROR_RESET_REQUIRED": ("gpu_hardware", "root", 70),
    "NVML_ERROR_CORRUPTED_INFOROM": ("gpu_hardware", "root", 60),
    "NVML_ERROR_IRQ_ISSUE": ("gpu_hardware", "root", 60),
    "NVML_ERROR_INSUFFICIENT_POWER": ("gpu_hardware", "root", 65),
    "NVML_ERROR_LIB_RM_VERSION_MISMATCH": ("gpu_software", "root", 70),
    "NVML_ERROR_DRIVER_NOT_LOADED": ("gpu_software", "root", 65),
    "NVML_ERROR_OPERATING_SYSTEM": ("gpu_software", "root", 50),
    "NVML_ERROR_GPU_NOT_FOUND": ("gpu_software", "root", 50),
    "NVML_ERROR_LIBRARY_NOT_FOUND": ("gpu_software", "root", 45),
    "NVML_ERROR_UNKNOWN": ("gpu_software", "root", 50),
    "NVML_ERROR_NOT_READY": ("gpu_software", "context", 30),
    "NVML_ERROR_TIMEOUT": ("gpu_software", "cascade", 20),
    "NVML_ERROR_NO_PERMISSION": ("user", "context", 20),
    "NVML_ERROR_NOT_SUPPORTED": ("unknown", "benign", 0),
    "NVML_ERROR_ALREADY_INITIALIZED": ("unknown", "benign", 0),
    "NVML_ERROR_NO_DATA": ("unknown", "benign", 0),
    "NVML_ERROR_DEPRECATED": ("unknown", "benign", 0),
    "NVML_ERROR_FREQ_NOT_SUPPORTED": ("unknown", "benign", 0),
    "NVML_ERROR_RESET_TYPE_NOT_SUPPORTED": ("unknown", "benign", 0),
    "NVML_ERROR_VGPU_ECC_NOT_SUPPORTED": ("unknown", "benign", 0),
}
# nvidia-smi's own words for a return code, where they differ from nvmlErrorString's.
SMI = {"NVML_ERROR_LIB_RM_VERSION_MISMATCH": "Driver/library version mismatch"}
REAL = {
    "NVML_ERROR_LIB_RM_VERSION_MISMATCH": [
        {"line": "[task 2025-07-01T05:06:30.005+00:00] [train] [nvidia-smi(stdout)] Failed to initialize NVML: Driver/library version mismatch",
         "source": "https://github.com/mozilla/translations/issues/1167"},
        {"line": "Failed to initialize NVML: Driver/library version mismatch",
         "source": "https://github.com/lyulyul/shine-cluster/issues/30"}],
}


def pynvml_class(name):
    """pynvml's exception class for a code: NVML_ERROR_GPU_IS_LOST -> NVMLError_GpuIsLost."""
    return "NVMLError_" + "".join(w.capitalize() for w in name[len("NVML_ERROR_"):].split("_"))


FORMS = [
    {"capture": "nvml_name", "field": "name", "regex": "\\b(?P<nvml_name>{name})\\b",
     "example": "nvmlDeviceGetHandleByIndex(3) returned {name}"},
    {"capture": "nvml_class", "field": "pynvml", "regex": "\\b(?P<nvml_class>{pynvml})\\b",
     "example": "pynvml.nvml.{pynvml}: {string}", "note": "nvidia-ml-py's exception classes"},
    {"capture": "nvml_text", "field": "string", "regex": "\\bNVML(?: [A-Za-z]+)?: (?P<nvml_text>{string})",
     "example": "Failed to initialize NVML: {string}", "note": "nvidia-smi and the tools built on NVML"},
    {"capture": "nvml_smi", "field": "smi", "regex": "\\bNVML: (?P<nvml_smi>{smi})",
     "example": "Failed to initialize NVML: {smi}"},
]

NEAR_MISSES = [
    "NVML_SUCCESS",
    "Failed to initialize NVML: Success",
    "NVML library version: 550.144",
    "pynvml.nvml.NVMLError_Uninitializedness",
    "NVML_ERROR_GPU_IS_LOST_COUNT=0",
]


def main():
    members = []
    for row in read_list("nvml"):
        name = row["name"]
        fields = {"name": name, "number": int(row["number"]), "pynvml": pynvml_class(name)}
        if row.get("string"):
            fields["string"] = row["string"]
        if name in SMI:
            fields["smi"] = SMI[name]
        outcome, role, strength, *symptom = JUDGED.get(name, ("unknown", "context", 10))
        m = member(fields, outcome, role, strength, symptom=symptom[0] if symptom else None, real=REAL.get(name))
        if "string" not in fields:
            m["examples"] = [f"nvml call failed: {name} ({fields['number']})"]
        if role != "root":
            m["kind"] = "interesting_node"
        members.append(m)
    emit("nvml", {
        "family": "nvml",
        "id": "nvml_return_family",
        "description": "Every NVML return code (nvmlReturn_t) by name, by nvidia-ml-py's exception class, and by the text nvidia-smi and NVML tools print after 'NVML: '. A lost GPU is gpu_hardware; a library that does not match the loaded driver (a driver upgraded without a reboot), or no driver, is the node's gpu_software; [Not Supported] answers are benign.",
        "source": {"url": "https://github.com/NVIDIA/go-nvml/blob/2f9e261fe40a7a1c54783d66805e8920564763b4/pkg/nvml/nvml.h",
                   "also": ["https://github.com/XuehaiPan/nvidia-ml-py/blob/51b9f1363c753ba855424a9c03f8eabe05ccb784/pynvml.py"],
                   "list": "tests/data/families/nvml.tsv", "members": len(members)},
        "sources": ["applog", "kernel", "other"],
        "emits": {"symptom": "{name}", "title": "NVML {name}", "kind": "bad_node", "severity": "error", "scope": "node"},
        "forms": FORMS,
        "no_match": NEAR_MISSES,
        "members": members,
    })


if __name__ == "__main__":
    main()
