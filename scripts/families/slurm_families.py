#!/usr/bin/env python3
"""Builds resources/rules/families/slurm_states.json, slurm_reasons.json and slurm_errors.json
from Slurm's own lists (tests/data/families/slurm_*.tsv): every job state, every job state
reason, every error slurmd and slurmstepd print. --check: fail when stale."""

from family_json import emit, example, member, most_specific_first, name_field, names_of, read_list, shape

C = "284c3b95f08a2dc2478499837b03355e1b9c5c75"
# The job_container plugin's last commit (83db1ab, after it, renamed it namespace).
JOB_CONTAINER_COMMIT = "f5b7d6c8d91aaba3463d87bc3517c5c3a782c82a"
URL = f"https://github.com/SchedMD/slurm/blob/{C}"

# Job states: what the scheduler decided. A job's own end (FAILED, a non-zero exit) says only
# that something failed; a node failure, a preemption, a time limit say why.
STATES = {
    "NODE_FAIL": ("infrastructure", "root", 45, "slurm_node_fail"),
    "BOOT_FAIL": ("infrastructure", "root", 55, None),
    "PREEMPTED": ("infrastructure", "root", 75, "slurm_preempted"),
    "TIMEOUT": ("user", "root", 60, "slurm_time_limit"),
    "DEADLINE": ("user", "root", 50, None),
    "OUT_OF_MEMORY": ("application", "root", 60, "slurm_out_of_memory"),
    "CANCELLED": ("user", "root", 40, "slurm_cancelled"),
    "FAILED": ("application", "context", 10, None),
    "SPECIAL_EXIT": ("application", "context", 15, None),
    "REQUEUED": ("infrastructure", "context", 30, None),
    "REQUEUE_FED": ("infrastructure", "context", 20, None),
    "REQUEUE_HOLD": ("infrastructure", "context", 20, None),
    "SUSPENDED": ("infrastructure", "context", 15, None),
    "STOPPED": ("user", "context", 15, None),
    "RESV_DEL_HOLD": ("infrastructure", "context", 15, None),
}
BENIGN_STATES = {"PENDING", "RUNNING", "COMPLETED", "COMPLETING", "STAGE_OUT", "CONFIGURING", "EXPEDITING",
                 "RESIZING", "REVOKED", "SIGNALING"}

# Reasons: a pending job's are waits (benign); a failed job's say why it ended.
REASONS = {
    "NodeDown": ("infrastructure", "root", 45, None),
    "SystemFailure": ("infrastructure", "root", 50, None),
    "JobLaunchFailure": ("infrastructure", "root", 45, None),
    "TimeLimit": ("user", "root", 55, "slurm_time_limit"),
    "DeadLine": ("user", "root", 45, None),
    "OutOfMemory": ("application", "root", 55, "slurm_out_of_memory"),
    "BadConstraints": ("user", "root", 45, None),
    "Constraints": ("user", "root", 40, None),
    "InactiveLimit": ("user", "root", 40, None),
    "InvalidAccount": ("user", "root", 40, None),
    "InvalidQOS": ("user", "root", 40, None),
    "BurstBufferOperation": ("storage", "root", 45, None),
    "NonZeroExitCode": ("application", "context", 10, None),
    "RaisedSignal": ("application", "context", 15, None),
    "PartitionDown": ("infrastructure", "context", 30, None),
    "ReqNodeNotAvail": ("infrastructure", "context", 20, None),
    "launch_failed_requeued_held": ("infrastructure", "context", 30, None),
}

# slurmd and slurmstepd errors, by what they say (checked in order). Most are Slurm's own
# plumbing: shown, never blamed. The step's end for a limit or a preemption is the
# scheduler's decision; a program that cannot be started is the job's.
ERRORS = [
    ("DUE TO TIME LIMIT", ("user", "root", 60, "slurm_time_limit", "job")),
    ("DUE TO PREEMPTION", ("infrastructure", "root", 75, "slurm_preempted", "job")),
    ("DUE TO JOB REQUEUE", ("infrastructure", "root", 45, "slurm_job_requeued", "job")),
    ("DUE TO NODE", ("infrastructure", "context", 30, "slurm_job_cancelled_node_failure", "job")),
    ("DUE TO TASK FAILURE", ("application", "cascade", 10, None, "job")),
    ("DUE to SIGNAL", ("user", "context", 10, None, "job")),
    ("FAILED (non-zero exit code", ("application", "context", 10, None, "job")),
    ("STEPD TERMINATED", ("host", "context", 30, None, None)),
    ("oom_kill event", ("application", "root", 60, "slurm_out_of_memory", None)),
    ("OOM Killed", ("application", "root", 60, "slurm_out_of_memory", None)),
    ("Exceeded job memory limit", ("application", "root", 55, "slurm_out_of_memory", None)),
    ("Exceeded step memory limit", ("application", "root", 55, "slurm_out_of_memory", None)),
    ("execve(", ("user", "root", 50, None, None)),
    ("TMPDIR", ("storage", "root", 45, None, None)),
    ("couldn't chdir", ("user", "context", 20, None, None)),
    ("killed by signal", ("application", "cascade", 10, None, None)),
]

# The job_container plugin (tmpfs: a private /tmp, /dev/shm and BasePath per job, entered by
# setns) sets the job up on its node before any task runs: when it cannot create or join the
# job's namespace, the step never starts (mgr.c: "container_g_join failed", the step aborts).
# That is the cluster's side, not the job's (ArjunaCluster/ArjunaUsers#123: /scratch/<job>/.active
# missing for every user's jobs until the admins fixed it). Whether one node or the whole
# BasePath is at fault the line does not say, so it blames no node: the cluster's setup seen
# from that node (scope service, kind interesting_node), as an NFS server's fault is.
# Only the setup formats of its own words are root; the same plugin's cleanup after the job
# (umount2, rmdir, the epilog script), its restart and configuration errors, and its generic
# ones (mmap, fork, semaphores: any part of Slurm prints those) stay context.
JOB_CONTAINER_SETUP = {
    "%s: no path to private directories specified.", "%s: Failed to create %s, %m", "%s: lchown failed for %s: %m",
    "%s: %s mount failed, %m", "%s: /dev/shm mount failed: %m", "%s: Initial base mount failed: %m",
    "%s: open failed %s: %m", "%s: InitScript: %s failed with rc: %d", "%s: Failed to make root private: %m",
    "%s: Failed to make root shared: %m", "%s: Failed to make root slave: %m", "%s: could not mount private shm",
    "%s: ns base mount failed: %m", "%s: CloneNSScript %s failed with rc=%d", "%s: open failed for %s: %m",
    "%s: setns failed for %s: %m", "%s container_g_join(%u): %m", "container_g_join(%u): %m",
    "%s: container_g_stepd_create(%u): %m", "container_g_join failed: %u",
}
JOB_CONTAINER_ROOT = ("infrastructure", "root", 45, "slurm_job_container_setup", None)
# Lines the plugin printed in the field, verbatim, by member.
JOB_CONTAINER_REAL = {
    "%s: open failed %s: %m": "slurmstepd: error: container_p_join: open failed /scratch/119383/.active: No such file or directory",
    "container_g_join failed: %u": "slurmstepd: error: container_g_join failed: 119383",
}
JOB_CONTAINER_REAL_SOURCE = "https://github.com/ArjunaCluster/ArjunaUsers/issues/123"
# A member's own near misses: another format of the plugin, a line at another level.
JOB_CONTAINER_NEAR = {
    "%s: open failed %s: %m": ["slurmstepd: error: container_p_join: open failed for /scratch/7/.ns: No such file or directory"],
    "container_g_join failed: %u": ["slurmstepd: error: container_g_join failed: job 7"],
}


def state_family():
    members = []
    for row in read_list("slurm_states"):
        name = row["name"]
        if name in BENIGN_STATES:
            outcome, role, strength, symptom = "unknown", "benign", 0, None
        else:
            outcome, role, strength, symptom = STATES[name]
        members.append(member({"name": name}, outcome, role, strength, symptom=symptom))
    emit("slurm_states", {
        "family": "slurm_states",
        "id": "slurm_state_family",
        "description": "Every job state Slurm prints, in its records (state=...), scontrol (JobState=...) and sacct. A node failure, a boot failure or a preemption is the infrastructure's; a time limit or a deadline the user's; FAILED alone says nothing of why (context); the states of a job at work are benign.",
        "source": {"url": f"{URL}/src/common/slurm_protocol_defs.c", "list": "tests/data/families/slurm_states.tsv",
                   "members": len(members)},
        "sources": ["scheduler", "applog", "other"],
        "emits": {"symptom": "slurm_state_{name}", "title": "Slurm job state {name}", "kind": "job", "severity": "error", "scope": "job"},
        "forms": [
            {"capture": "slurm_state", "field": "name", "regex": "\\bstate=(?P<slurm_state>{name})\\b",
             "example": "slurm job=4242 state={name} exit_code=0:0"},
            {"capture": "slurm_jobstate", "field": "name", "regex": "\\bJobState=(?P<slurm_jobstate>{name})\\b",
             "example": "   JobState={name} Reason=None Dependency=(null)"},
        ],
        "no_match": ["slurm job=4242 state=NODE_FAILURES", "JobState=UNKNOWN_STATE Reason=None"],
        "members": members,
    })


def reason_family():
    members = []
    for row in read_list("slurm_reasons"):
        name = row["name"]
        outcome, role, strength, symptom = REASONS.get(name, ("unknown", "benign", 0, None))
        members.append(member({"name": name, "enums": row["enums"]}, outcome, role, strength, symptom=symptom))
    emit("slurm_reasons", {
        "family": "slurm_reasons",
        "id": "slurm_reason_family",
        "description": "Every job state reason Slurm prints (Reason=... in scontrol, reason=... in records). A pending job's reasons are waits: benign. A failed job's say why it ended: a node down or a system failure is the infrastructure's, a time limit or a bad request the user's, an out-of-memory the application's.",
        "source": {"url": f"{URL}/src/common/job_state_reason.c", "list": "tests/data/families/slurm_reasons.tsv",
                   "members": len(members)},
        "sources": ["scheduler", "applog", "other"],
        "emits": {"symptom": "slurm_reason_{name}", "title": "Slurm job reason {name}", "kind": "job", "severity": "warning", "scope": "job"},
        "forms": [
            {"capture": "slurm_reason", "field": "name", "regex": "\\b[Rr]eason=(?P<slurm_reason>{name})(?:[\\s,)]|$)",
             "example": "   JobState=FAILED Reason={name} Dependency=(null)"},
        ],
        "no_match": ["JobState=FAILED Reason=NodeDownstream", "reason=whatever the user typed"],
        "members": members,
    })


def error_family():
    members = []
    for row in read_list("slurm_errors"):
        formats = names_of(row)
        fmt = formats[0]
        outcome, role, strength, symptom, scope = JOB_CONTAINER_ROOT if fmt in JOB_CONTAINER_SETUP else next(
            (v for words, v in ERRORS if words in fmt), ("infrastructure", "context", 10, None, None))
        title = "slurmstepd error: " + fmt.replace("{", "(").replace("}", ")")[:90]
        m = member({"name": name_field(formats), "file": row["file"], "shape": name_field([shape(f) for f in formats])},
                   outcome, role, strength, symptom=symptom, title=title)
        if scope == "job":
            m["kind"], m["scope"] = "job", "job"
        elif role != "root" or outcome in ("application", "user") or fmt in JOB_CONTAINER_SETUP:
            m["kind"] = "interesting_node"
        if fmt in JOB_CONTAINER_SETUP:
            m["scope"] = "service"  # the cluster's setup seen from the node, not the node's fault
        m["examples"] = [example(f, "slurmstepd: error: ") for f in formats]
        if fmt in JOB_CONTAINER_REAL:
            m["real"] = [{"line": JOB_CONTAINER_REAL[fmt], "source": JOB_CONTAINER_REAL_SOURCE}]
        if fmt in JOB_CONTAINER_NEAR:
            m["no_match"] = JOB_CONTAINER_NEAR[fmt]
        members.append(m)
    most_specific_first(members)
    emit("slurm_errors", {
        "family": "slurm_errors",
        "id": "slurm_stepd_error_family",
        "description": "Every error slurmd and slurmstepd print (and the cgroup task, memory and accounting plugins slurmstepd runs, and the job_container plugin), each by the shape of its format after 'slurmstepd: error: ' or 'slurmd: error: '. A step ended for a time limit, a preemption or a requeue is the scheduler's decision; a memory limit the application's; a program that cannot be executed the user's; a job container (tmpfs) that cannot be created or joined is the cluster's setup on the node, which the line does not single out (infrastructure, no node blamed: ArjunaCluster/ArjunaUsers#123); the rest is Slurm's plumbing: shown, never blamed.",
        "source": {"url": f"https://github.com/SchedMD/slurm/tree/{C}/src/slurmd",
                   "also": [f"https://github.com/SchedMD/slurm/tree/{C}/src/plugins/task/cgroup",
                            f"https://github.com/SchedMD/slurm/tree/{C}/src/plugins/cgroup",
                            f"https://github.com/SchedMD/slurm/tree/{JOB_CONTAINER_COMMIT}/src/plugins/job_container/tmpfs"],
                   "list": "tests/data/families/slurm_errors.tsv", "members": len(members)},
        "sources": ["scheduler", "applog", "other"],
        "emits": {"symptom": "slurmstepd_{name}", "title": "slurmstepd error", "kind": "bad_node", "severity": "error", "scope": "node"},
        "forms": [
            {"capture": "slurm_error", "field": "shape", "patterns": True,
             "regex": "\\bslurm(?:stepd|d)(?:-[\\w.-]+|\\[\\d+\\])?: error: (?P<slurm_error>{shape})"},
        ],
        "no_match": ["slurmstepd: info: task/cgroup: loaded", "slurmd: debug:  Log file re-opened",
                     "slurmstepd: debug:  container_p_join: open failed /scratch/7/.active: No such file or directory",
                     "slurmstepd: debug:  container_p_join: job 7 joined its namespace",
                     "slurmd: debug:  job_container/tmpfs: _create_ns: created /scratch/7"],
        "members": members,
    })


if __name__ == "__main__":
    state_family()
    reason_family()
    error_family()
