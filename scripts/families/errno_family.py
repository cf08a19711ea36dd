#!/usr/bin/env python3
"""Builds resources/rules/families/errno.json: every Linux errno (tests/data/families/errno.tsv,
from the kernel's uapi headers and glibc's strerror texts), with what a line naming it means
to a training job. --check: fail when the file is not what this script writes."""

from family_json import emit, member, name_field, names_of, read_list

# (outcome, role, strength[, symptom]) by name. An errno that can start a failure on its own
# is a root: a full or failing filesystem, memory the host cannot give, a hardware-poisoned
# page. A refused, reset or timed-out connection is what a rank sees when its peer died or
# its network failed: a cascade. Retries and progress reports (EAGAIN, EINTR, EINPROGRESS)
# are printed by healthy programs: benign. Everything else is context: shown, never blamed.
JUDGED = {
    # Storage: the file system is full, failing, stale or read-only.
    "ENOSPC": ("storage", "root", 75, "no_space_left"),
    "EDQUOT": ("storage", "root", 75, "storage_quota_exceeded"),
    "EIO": ("storage", "root", 65, "io_error"),
    "EROFS": ("storage", "root", 60, "read_only_filesystem"),
    "ESTALE": ("storage", "root", 65, "stale_file_handle"),
    "EUCLEAN": ("storage", "root", 65, "storage_needs_cleaning"),
    "EFBIG": ("storage", "root", 55, "storage_file_too_large"),
    "EREMOTEIO": ("storage", "root", 55, "storage_remote_io_error"),
    "ENOLCK": ("storage", "context", 30, "storage_no_locks"),
    "EBADMSG": ("storage", "context", 20),
    "ENOMEDIUM": ("storage", "context", 20),
    # The host: memory it cannot give, a page its hardware poisoned, its own file table.
    "ENOMEM": ("host", "root", 50),
    "EHWPOISON": ("host", "root", 85, "host_memory_page_poisoned"),
    "ENFILE": ("host", "root", 45),
    # The job's own setup: its limits, its ports, its binaries.
    "EMFILE": ("user", "root", 50),
    "EADDRINUSE": ("user", "root", 55, "rendezvous_port_in_use"),
    "EADDRNOTAVAIL": ("user", "root", 40),
    "ENOEXEC": ("user", "root", 50),
    "ELIBACC": ("user", "root", 40),
    "ELIBBAD": ("user", "root", 40),
    # The network: a local interface down is a fault; the rest is what a peer's failure looks like.
    "ENETDOWN": ("network", "root", 55),
    "ECONNREFUSED": ("network", "cascade", 25, "peer_connection_refused"),
    "ECONNRESET": ("network", "cascade", 25, "peer_connection_reset"),
    "ECONNABORTED": ("network", "cascade", 20),
    "ETIMEDOUT": ("network", "cascade", 30, "peer_connection_timed_out"),
    "EPIPE": ("network", "cascade", 15),
    "ENOTCONN": ("network", "cascade", 15),
    "ESHUTDOWN": ("network", "cascade", 15),
    "ENETUNREACH": ("network", "cascade", 30),
    "EHOSTUNREACH": ("network", "cascade", 30),
    "EHOSTDOWN": ("network", "cascade", 25),
    "ENETRESET": ("network", "cascade", 25),
    "ENOLINK": ("network", "cascade", 20),
    "ECOMM": ("network", "cascade", 15),
    "EPROTO": ("network", "cascade", 15),
    "ENONET": ("network", "cascade", 20),
    "ECANCELED": ("unknown", "cascade", 5),
    "EOWNERDEAD": ("unknown", "cascade", 10),
    # Printed by healthy programs that retry or wait.
    "EAGAIN": ("unknown", "benign", 0),
    "EINTR": ("unknown", "benign", 0),
    "EINPROGRESS": ("unknown", "benign", 0),
    "EALREADY": ("unknown", "benign", 0),
    "ERESTART": ("unknown", "benign", 0),
    "ECHILD": ("unknown", "benign", 0),
    "ENODATA": ("unknown", "benign", 0),
    "ERFKILL": ("unknown", "benign", 0),
}
# Context, by outcome it would hint at (never blamed).
CONTEXT = {
    "user": ["ENOENT", "EACCES", "EPERM", "ENOTDIR", "EISDIR", "ENAMETOOLONG", "ELOOP", "E2BIG", "ETXTBSY",
             "EEXIST", "ENOTEMPTY", "EXDEV", "EMLINK", "ELIBSCN", "ELIBMAX", "ELIBEXEC", "ENOPKG"],
    "host": ["ENODEV", "ENXIO", "EBUSY", "ENOBUFS", "ENOSR", "EUSERS"],
}
CONTEXT_STRENGTH = {"ENOENT": 10, "EACCES": 20, "EPERM": 15, "ENODEV": 20, "EBUSY": 15, "ENOBUFS": 20}

FORMS = [
    {"capture": "errno_number", "field": "number", "regex": "\\[Errno (?P<errno_number>{number})\\]",
     "example": "OSError: [Errno {number}] {string}: '/scratch/job-4242/ckpt/step_001200.pt'",
     "note": "Python's OSError and its subclasses"},
    {"capture": "errno_code", "field": "number", "regex": "\\berrno:? ?[=:]? ?(?P<errno_code>{number})\\b(?: - | \\()",
     "example": "[W socket.cpp:663] [c10d] The client socket has failed to connect to [node-3]:29500 (errno: {number} - {string}).",
     "note": "C and C++ programs: 'errno: 111 - ...', 'errno=28 (...)'"},
    {"capture": "errno_name", "field": "name", "regex": "\\b(?P<errno_name>{name})\\b",
     "example": "write(fd=17, len=1048576) failed: {name}"},
    {"capture": "errno_text", "field": "string", "regex": "(?P<errno_text>{string})",
     "example": "open(\"/scratch/job-4242/shard_0007.bin\"): {string}",
     "note": "strerror()'s text alone, as perror() and most C programs print it"},
]

NEAR_MISSES = [
    "export ENOSPC_WARN_PERCENT=90",
    "[Errno 0] Success",
    "connect retry 3/10 (errno: 0 - Success)",
    "no space left on device checks: disabled",
    "read 4096 bytes: input/output errors = 0",
    "[Errno 134] Unknown error 134",
    "[Errno 41] Unknown error 41",
    "NEIO counters reset",
]


def main():
    members = []
    for row in read_list("errno"):
        names, number, string = names_of(row), row["number"], row["string"]
        name = names[0]
        fields = {"name": name_field(names), "number": int(number), "string": string}
        if name in JUDGED:
            outcome, role, strength, *symptom = JUDGED[name]
            m = member(fields, outcome, role, strength, symptom=symptom[0] if symptom else None)
        else:
            hint = next((o for o, ns in CONTEXT.items() if name in ns), "unknown")
            m = member(fields, hint, "context", CONTEXT_STRENGTH.get(name, 5))
        if m["role"] in ("context", "benign") or m["outcome"] in ("user",):
            m["kind"] = "interesting_node"
        members.append(m)
    emit("errno", {
        "family": "errno",
        "id": "errno_family",
        "description": "Every Linux error number, by name, number or strerror text, as Python, C programs and perror() print them. A member that can start a failure on its own (ENOSPC, EDQUOT, EIO, EHWPOISON...) is a root; a refused or reset connection is a cascade; retries are benign.",
        "source": {"url": "https://github.com/torvalds/linux/blob/01b944fe1cd4e21a2a9ed51adbdbafe2d5e905ba/include/uapi/asm-generic/errno.h",
                   "also": ["https://github.com/torvalds/linux/blob/2cc2c3cb54de578666d905537e4c15969caf0dc5/include/uapi/asm-generic/errno-base.h",
                            "https://github.com/bminor/glibc/blob/3d7d5c10c806ee24f8e35014e41e203002609a3f/sysdeps/gnu/errlist.h"],
                   "list": "tests/data/families/errno.tsv", "members": len(members)},
        "sources": ["applog", "kernel"],
        "emits": {"symptom": "errno_{name}", "title": "{name} ({string})", "kind": "bad_node", "severity": "error", "scope": "node"},
        "forms": FORMS,
        "no_match": NEAR_MISSES,
        "members": members,
    })


if __name__ == "__main__":
    main()
