#!/usr/bin/env python3
"""Builds resources/rules/families/nccl_results.json (ncclResult_t) and nccl_warn.json (every
WARN of NCCL's transports and of the AWS OFI plugin, each as the shape of its format string),
from tests/data/families/nccl_results.tsv and nccl_warn.tsv. --check: fail when stale."""

import re

from family_json import emit, example, member, most_specific_first, name_field, names_of, read_list, shape

RESULTS = {  # (outcome, role, strength, symptom)
    "ncclUnhandledCudaError": ("gpu_software", "cascade", 25, "nccl_unhandled_cuda_error"),
    "ncclSystemError": ("network", "cascade", 30, "nccl_system_error"),
    "ncclInternalError": ("gpu_software", "cascade", 20, "nccl_internal_error"),
    "ncclInvalidArgument": ("application", "root", 40, "nccl_invalid_argument"),
    "ncclInvalidUsage": ("application", "root", 55, "nccl_invalid_usage"),
    "ncclRemoteError": ("network", "cascade", 30, "nccl_remote_error"),
    "ncclInProgress": ("unknown", "benign", 0, "nccl_in_progress"),
    "ncclTimeout": ("hang", "cascade", 25, "nccl_timeout"),
}


def judge(fmt, transport):
    """(outcome, role, strength, symptom) of a WARN, by what it says. Checked in order."""
    f = fmt.lower()
    rules = [
        ("async fatal event", ("network", "root", 75, "nccl_ib_async_event")),
        ("got completion from peer", ("network", "cascade", 40, "nccl_ib_completion_error")),
        ("connection closed by remote peer", ("network", "cascade", 20, "nccl_connection_closed")),
        ("socket progress error", ("network", "cascade", 20, "nccl_socket_error")),
        ("failed to bind nvlink sharp", ("gpu_software", "root", 55, "nccl_nvls_cuda_failure")),
        ("nccl_nvls_enable has been set", ("user", "root", 50, None)),
        ("no interface found", ("user", "root", 55, "nccl_no_socket_interface")),
        ("no ip interface found", ("user", "root", 55, "nccl_no_socket_interface")),
        ("fi_getinfo() call failed", ("user", "root", 50, "nccl_ofi_no_provider")),
        ("couldn't open a fabric provider", ("user", "root", 50, "nccl_ofi_no_provider")),
        ("efa provider requires", ("user", "root", 50, "nccl_ofi_no_provider")),
        ("completed with error", ("network", "cascade", 40, "nccl_ofi_completion_error")),
        ("cq_readerr", ("network", "cascade", 40, "nccl_ofi_completion_error")),
        ("completion error", ("network", "cascade", 40, "nccl_ofi_completion_error")),
        ("cq completion", ("network", "cascade", 35, "nccl_ofi_completion_error")),
        ("unable to open device", ("network", "root", 50, None)),
        ("gid table changed", ("network", "context", 30, None)),
        ("non-fatal async event", ("network", "context", 20, None)),
        ("failed to peer with device", ("gpu_software", "root", 45, None)),
        ("message truncated", ("application", "cascade", 25, None)),
        ("ignoring", ("unknown", "benign", 0, None)),
        ("deprecated", ("unknown", "benign", 0, None)),
        ("warning:", ("unknown", "benign", 0, None)),
        ("cuda", ("gpu_software", "cascade", 20, None)),
        ("alloc", ("host", "context", 15, None)),
        ("memory", ("host", "context", 15, None)),
        ("invalid", ("application", "context", 10, None)),
        ("unsupported", ("user", "context", 10, None)),
        ("not supported", ("user", "context", 10, None)),
        ("conflict", ("user", "context", 10, None)),
        ("must ", ("user", "context", 10, None)),
        ("exceed", ("user", "context", 10, None)),
        ("null", ("application", "context", 5, None)),
        ("state", ("network", "context", 10, None)),
        ("call to ", ("network", "cascade", 30, None)),
        ("timed out", ("network", "cascade", 30, None)),
        ("timeout", ("network", "cascade", 30, None)),
        ("unable", ("network", "cascade", 20, None)),
        ("fail", ("network", "cascade", 20, None)),
        ("error", ("network", "cascade", 20, None)),
        ("couldn't", ("network", "cascade", 20, None)),
        ("could not", ("network", "cascade", 20, None)),
    ]
    for words, verdict in rules:
        if words in f:
            return verdict
    return ("network", "context", 5, None)


def results_family():
    members = []
    for row in read_list("nccl_results"):
        name, number, string = row["name"], int(row["number"]), row["string"]
        outcome, role, strength, symptom = RESULTS[name]
        short = string.split(" (run with")[0]
        m = member({"name": name, "number": number, "string": string, "short": short}, outcome, role, strength,
                   symptom=symptom)
        m["kind"] = "interesting_node"
        members.append(m)
    emit("nccl_results", {
        "family": "nccl_results",
        "id": "nccl_result_family",
        "description": "Every ncclResult_t error of NCCL, by name and by ncclGetErrorString's text where PyTorch quotes it ('NCCL error in: <file>:<line>, <text>'). What NCCL returns is what its transport or CUDA reported first: a cascade, but for an invalid usage (the program's). ncclInProgress is a non-blocking communicator's status: benign.",
        "source": {"url": "https://github.com/NVIDIA/nccl/blob/5067397c2676d5aed50042fc39e5c8ee96eb0027/src/nccl.h.in",
                   "also": ["https://github.com/NVIDIA/nccl/blob/5067397c2676d5aed50042fc39e5c8ee96eb0027/src/init.cc"],
                   "list": "tests/data/families/nccl_results.tsv", "members": len(members)},
        "sources": ["applog"],
        "emits": {"symptom": "{name}", "title": "NCCL {name}: {short}", "kind": "interesting_node", "severity": "error", "scope": "node"},
        "forms": [
            {"capture": "nccl_result", "field": "name", "regex": "\\b(?P<nccl_result>{name})\\b",
             "example": "RuntimeError: NCCL communicator failed: {name}"},
            {"capture": "nccl_text", "field": "short", "regex": "\\bNCCL error in: [^,\\n]+, (?P<nccl_text>{short})\\b",
             "example": "torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1970, {string}, NCCL version 2.20.5",
             "note": "PyTorch's NCCL error, old and new texts (before and after '(run with NCCL_DEBUG=...)')"},
            {"capture": "nccl_text_wrapped", "field": "short", "regex": "\\bNCCL error: (?P<nccl_text_wrapped>{short})\\b",
             "example": "RuntimeError: NCCL error: {string}",
             "note": "vLLM's NCCL wrapper (pynccl) raising ncclGetErrorString's text"},
        ],
        "no_match": ["ncclSuccess", "NCCL error in: ProcessGroupNCCL.cpp:1970, no error", "ncclResult_t ret = ncclSuccess;"],
        "members": members,
    })


def warn_family():
    members = []
    rows = read_list("nccl_warn")
    for row in rows:
        formats, transport = names_of(row), row["transport"]
        fmt = formats[0]
        outcome, role, strength, symptom = judge(fmt, transport)
        title = f"NCCL {transport} WARN: " + re.sub(r"[{}]", "", fmt)[:90]
        m = member({"name": name_field(formats), "transport": transport, "file": row["file"],
                    "shape": name_field([shape(f) for f in formats])}, outcome, role, strength,
                   symptom=symptom or None, title=title)
        m["examples"] = [example(f, "node017:88412:88590 [5] NCCL WARN ") for f in formats]
        if role != "root":
            m["kind"] = "interesting_node"
        members.append(m)
    # The most specific shapes first: a line that two shapes fit is the one with more of its own text.
    most_specific_first(members)
    emit("nccl_warn", {
        "family": "nccl_warn",
        "id": "nccl_warn_family",
        "description": "Every WARN of NCCL's network transports (IB verbs, sockets, NVLS, CollNet, the net proxy, P2P, SHM, the verbs and socket wrappers) and of the AWS OFI/EFA plugin, each matched by the shape of its format string after 'NCCL WARN '. A failed completion on any transport is a cascade the way the IB one is; an async fatal event, a missing interface or fabric provider can start a failure. Formats with fewer than six letters of their own ('%s') are left out: the generic nccl_warn reads them.",
        "source": {"url": "https://github.com/NVIDIA/nccl/tree/5067397c2676d5aed50042fc39e5c8ee96eb0027/src/transport",
                   "also": ["https://github.com/NVIDIA/nccl/blob/5067397c2676d5aed50042fc39e5c8ee96eb0027/src/misc/ibvwrap.cc",
                            "https://github.com/NVIDIA/nccl/blob/5067397c2676d5aed50042fc39e5c8ee96eb0027/src/misc/socket.cc",
                            "https://github.com/aws/aws-ofi-nccl/tree/2daf7d303aa139a03140aa530957d10521e4478d/src"],
                   "list": "tests/data/families/nccl_warn.tsv", "members": len(members)},
        "sources": ["applog"],
        "emits": {"symptom": "nccl_warn_{name}", "title": "NCCL WARN", "kind": "interesting_node", "severity": "warning", "scope": "node"},
        "forms": [
            {"capture": "nccl_warn", "field": "shape", "patterns": True, "regex": "\\bNCCL WARN (?P<nccl_warn>{shape})",
             "note": "each member's shape is its format string as a regex; the member whose shape covers the whole WARN text (the first, most specific) is the one"},
        ],
        "no_match": ["node1:2:3 [0] NCCL INFO NET/IB : Using [0]mlx5_0:1/IB ; OOB ib0:10.0.0.1<0>",
                     "node1:2:3 [0] NCCL INFO NET/OFI Selected provider is efa, fabric is efa-direct (found 4 nics)"],
        "members": members,
    })


if __name__ == "__main__":
    results_family()
    warn_family()
