"""The everyday failures of a shared Slurm node, as `attribution-cli collect` writes their bundles.

Issue 45: on a one-machine Slurm 22.05 with cgroup memory limits, the bundles of the most common
failures got the wrong verdict (another job's OOM blamed on the node, a job's own cgroup OOM blamed on
the host, a time limit or a cancel seen twice and called "no order", a node failure called unknown).
These bundles reproduce them in the shapes that Slurm and the kernel gave there (tests/slurm/
everyday_failures_test.sh runs the real thing): Slurm 22.05's `sacct --json`, slurmstepd's lines in the
job's output, `dmesg -T` with the kernel's OOM report of a cgroup v1 (/slurm_<host>/uid_N/job_M) or v2
(/system.slice/slurmstepd.scope/job_M) job, and the manifest collect writes.

Called by scripts/gen_samples.py (tests/data/everyday/, README in tests/data/README.md).
"""

import datetime
import json

HOST = "cn042"
NS = 1_000_000_000
BOOT = datetime.datetime(2026, 12, 7, 12, 35, 12, tzinfo=datetime.timezone.utc)


def t(hms):
    """Seconds since the epoch of 2026-12-07 HH:MM:SS UTC."""
    h, m, s = (int(x) for x in hms.split(":"))
    return int(datetime.datetime(2026, 12, 7, h, m, s, tzinfo=datetime.timezone.utc).timestamp())


def iso(sec):
    return datetime.datetime.fromtimestamp(sec, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.000Z")


def slurm_local(sec):
    return datetime.datetime.fromtimestamp(sec, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S")


def dmesg_t(sec):
    return datetime.datetime.fromtimestamp(sec, datetime.timezone.utc).strftime("[%a %b %e %H:%M:%S %Y]")


def jdump(obj):
    return json.dumps(obj, indent=2) + "\n"


def manifest(job, name, start, end):
    """bundle.json as `attribution-cli collect --slurm-job` writes it."""
    return jdump({"format": "attribution-bundle/1",
                  "workload": {"id": "slurm-%d" % job, "name": name, "scheduler": "slurm",
                               "start": iso(start), "end": iso(end)},
                  "nodes": [{"name": HOST}]})


def exit_code(status, rc=None, signal=None):
    sig = {"signal_id": signal[0], "name": signal[1]} if signal else {"signal_id": None, "name": None}
    return {"status": status, "return_code": rc, "signal": sig}


def sacct(job, name, start, end, state, steps, req_mb=200, code=None, limit_min=5):
    """`sacct --json -j JOB` of Slurm 22.05 (data parser v0.0.38): states are strings, times numbers."""
    def tres_max(rss):
        return {"requested": {"max": [{"type": "cpu", "name": None, "id": 1, "count": 0, "task": 0, "node": HOST},
                                      {"type": "mem", "name": None, "id": 2, "count": rss, "task": 0, "node": HOST}]}}
    return jdump({
        "meta": {"plugin": {"type": "openapi/dbv0.0.38", "name": "Slurm OpenAPI DB v0.0.38"},
                 "Slurm": {"version": {"major": 22, "micro": 8, "minor": 5}, "release": "22.05.8"}},
        "errors": [],
        "jobs": [{
            "account": "root", "allocation_nodes": 1, "cluster": "awtest", "job_id": job, "name": name,
            "nodes": HOST, "partition": "debug", "failed_node": None,
            "state": {"current": state, "reason": "None"},
            "time": {"elapsed": end - start, "eligible": start - 1, "end": end, "start": start,
                     "submission": start - 1, "suspended": 0, "limit": limit_min},
            "exit_code": code or exit_code("SUCCESS", 0),
            "required": {"CPUs": 1, "memory": req_mb},
            "tres": {"allocated": [{"type": "cpu", "name": None, "id": 1, "count": 1},
                                   {"type": "mem", "name": None, "id": 2, "count": req_mb}],
                     "requested": [{"type": "cpu", "name": None, "id": 1, "count": 1},
                                   {"type": "mem", "name": None, "id": 2, "count": req_mb},
                                   {"type": "node", "name": None, "id": 4, "count": 1}]},
            "working_directory": "/home/ana/run",
            "steps": [{"nodes": {"list": [HOST], "count": 1, "range": HOST},
                       "time": {"elapsed": end - start, "end": end, "start": start, "suspended": 0},
                       "exit_code": sstate[2],
                       "state": sstate[1],
                       "step": {"job_id": job, "het": {"component": None}, "id": sstate[0], "name": sstate[0]},
                       "tres": tres_max(sstate[3])} for sstate in steps],
        }]})


def boot_lines():
    return [dmesg_t(BOOT.timestamp() + 1) + " EXT4-fs (vda): mounted filesystem r/w without journal. Quota mode: none."]


# The Call Trace of a memory cgroup's OOM kill, as Linux 6.18 printed it on the test node.
MEMCG_TRACE = ["Call Trace:", " <TASK>", " dump_stack_lvl+0x59/0x90", " dump_header+0x43/0x1c0",
               " oom_kill_process.cold+0x8/0x8a", " out_of_memory+0xf3/0x340", " mem_cgroup_out_of_memory+0xf1/0x140",
               " try_charge_memcg+0x439/0x700", " charge_memcg+0x2f/0x90", " __mem_cgroup_charge+0x2c/0x90",
               " do_anonymous_page+0x220/0xaa0", " __handle_mm_fault+0xa6c/0xfb0", " handle_mm_fault+0xd3/0x340",
               " exc_page_fault+0x176/0x770", " asm_exc_page_fault+0x22/0x30", " </TASK>"]


def memcg_oom_report(sec, cg, task_cg, pid, comm, uid, limit_kb, cgroup_lines, task_rows, killed):
    """The kernel's report of a memory cgroup's OOM kill, as dmesg -T printed it on the test
    node (Linux 6.18): header, Call Trace, the cgroup's usage at its limit, its stats, the
    tasks, the oom-kill line naming the cgroup, the kill."""
    lines = ["%s invoked oom-killer: gfp_mask=0xcc0(GFP_KERNEL), order=0, oom_score_adj=0" % comm,
             "CPU: 1 UID: %d PID: %d Comm: %s Not tainted 6.18.44-fc-v1300 #1 PREEMPT(none) " % (uid, pid, comm)]
    lines += MEMCG_TRACE
    lines.append("memory: usage %dkB, limit %dkB, failcnt 0" % (limit_kb, limit_kb))
    lines += [l % cg if "%s" in l else l for l in cgroup_lines]
    lines += ["Tasks state (memory values in pages):",
              "[  pid  ]   uid  tgid total_vm      rss rss_anon rss_file rss_shmem pgtables_bytes swapents oom_score_adj name"]
    lines += task_rows
    lines.append("oom-kill:constraint=CONSTRAINT_MEMCG,nodemask=(null),cpuset=/,mems_allowed=0,oom_memcg=%s,"
                 "task_memcg=%s,task=%s,pid=%d,uid=%d" % (cg, task_cg, comm, pid, uid))
    lines.append("Memory cgroup out of memory: Killed process %d (%s) %s, UID:%d pgtables:456kB oom_score_adj:0"
                 % (pid, comm, killed, uid))
    return [dmesg_t(sec) + " " + l for l in lines]


def oom_report_v1(sec, job, pid, comm="python3", uid=1000):
    """A cgroup v1 job's (/slurm_<host>/uid_N/job_M): what the test node printed."""
    cg = "/slurm_%s/uid_%d/job_%d" % (HOST, uid, job)
    return memcg_oom_report(
        sec, cg, cg + "/step_batch/task_0", pid, comm, uid, 204800,
        ["memory+swap: usage 204800kB, limit 204800kB, failcnt 0", "kmem: usage 636kB, limit 9007199254740988kB, failcnt 0",
         "Memory cgroup stats for %s:", "hierarchical_memory_limit 209715200", "hierarchical_memsw_limit 209715200",
         "total_rss 209063936"],
        ["[  %5d]     0 %5d    19144     1516      256     1260         0    73728        0             0 slurmstepd" % (pid - 7, pid - 7),
         "[  %5d]  %4d %5d    55361    52598    50944     1654         0   466944        0             0 %s" % (pid, uid, pid, comm)],
        "total-vm:221444kB, anon-rss:203776kB, file-rss:6616kB, shmem-rss:0kB")


def oom_report_v2(sec, job, pid, comm="python", uid=1001):
    """A cgroup v2 job's (/system.slice/slurmstepd.scope/job_M)."""
    cg = "/system.slice/slurmstepd.scope/job_%d" % job
    return memcg_oom_report(
        sec, cg, cg + "/step_0/user/task_0", pid, comm, uid, 1048576,
        ["swap: usage 0kB, limit 0kB, failcnt 0", "Memory cgroup stats for %s:", "anon 1067782144", "file 0", "kernel 3522560"],
        ["[  %5d]  %4d %5d   412000   261000   260000     1000         0  2150400        0             0 %s" % (pid, uid, pid, comm)],
        "total-vm:1648000kB, anon-rss:1040000kB, file-rss:4000kB, shmem-rss:0kB")


def global_oom_report(sec, job, pid, comm="python3", uid=1000):
    """A system-wide OOM (no cgroup limit reached): the global killer took a task of job M."""
    lines = [
        "%s invoked oom-killer: gfp_mask=0x140dca(GFP_HIGHUSER_MOVABLE|__GFP_COMP|__GFP_ZERO), order=0, oom_score_adj=0" % comm,
        "Call Trace:", " <TASK>", " dump_stack_lvl+0x59/0x90", " oom_kill_process.cold+0x8/0x8a",
        " out_of_memory+0xf3/0x340", " __alloc_pages_slowpath+0x729/0x1050", " </TASK>",
        "Mem-Info:",
        "oom-kill:constraint=CONSTRAINT_NONE,nodemask=(null),cpuset=/,mems_allowed=0,global_oom,"
        "task_memcg=/slurm_%s/uid_%d/job_%d/step_batch/task_0,task=%s,pid=%d,uid=%d" % (HOST, uid, job, comm, pid, uid),
        "Out of memory: Killed process %d (%s) total-vm:24105000kB, anon-rss:23900000kB, file-rss:0kB, "
        "shmem-rss:0kB, UID:%d pgtables:47000kB oom_score_adj:0" % (pid, comm, uid),
    ]
    return [dmesg_t(sec) + " " + l for l in lines]


def dmesg(*blocks):
    out = boot_lines()
    for b in blocks:
        out.extend(b)
    return "\n".join(out) + "\n"


def stepd(line):
    return "slurmstepd-%s: error: %s" % (HOST, line)


SIG_TERM = ("SIGNALED", None, (15, "Terminated"))


def time_limit_job(job, name, start, end, kernel_lines=None):
    """A job that slept past its 1-minute limit: sacct's TIMEOUT (its batch step CANCELLED by
    SIGTERM), slurmstepd's line in its output, and the node's kernel log when given."""
    files = {
        "bundle.json": manifest(job, name, start, end),
        "slurm/sacct.json": sacct(job, name, start, end, "TIMEOUT", [("batch", "CANCELLED", exit_code(*SIG_TERM), 1130496)],
                                  req_mb=100, limit_min=1),
        "slurm/slurm-%d.out" % job: "start\n" + stepd("*** JOB %d ON %s CANCELLED AT %s DUE TO TIME LIMIT ***\n"
                                                    % (job, HOST, slurm_local(end))),
    }
    if kernel_lines:
        files["nodes/%s/dmesg.log" % HOST] = dmesg(kernel_lines)
    return files


def cases():
    """{case name: {bundle-relative path: text}} and the README."""
    out = {}

    # 1. Another job's OOM before this one started, and this one hits its time limit.
    out["other-jobs-oom-then-time-limit"] = time_limit_job(4104, "tl", t("13:00:40"), t("13:01:46"),
                                                           oom_report_v1(t("13:00:05"), 4101, 11877))
    # 2. Another job's OOM on the shared node while this one runs (cgroup v2), then a time limit.
    out["other-jobs-oom-during-time-limit"] = time_limit_job(4108, "tl2", t("13:10:00"), t("13:11:05"),
                                                             oom_report_v2(t("13:10:31"), 4107, 20411))
    # 3. The job's own cgroup OOM, with the node's kernel log.
    s, e = t("13:00:03"), t("13:00:06")
    own = {
        "bundle.json": manifest(4101, "hog", s, e),
        "slurm/sacct.json": sacct(4101, "hog", s, e, "OUT_OF_MEMORY",
                                  [("batch", "OUT_OF_MEMORY", exit_code("SIGNALED", None, (125, "Unknown signal 125")), 3428352)],
                                  code=exit_code("SIGNALED", None, (125, "Unknown signal 125"))),
        "slurm/slurm-4101.out": "Killed\n" + stepd("Detected 1 oom-kill event(s) in StepId=4101.batch. Some of your "
                                                   "processes may have been killed by the cgroup out-of-memory handler.\n"),
    }
    out["own-oom-with-kernel-logs"] = dict(own, **{"nodes/%s/dmesg.log" % HOST: dmesg(oom_report_v1(t("13:00:05"), 4101, 11877))})
    # 4. The same from Slurm alone.
    out["own-oom-slurm-only"] = own
    # 5. A time limit, collected right after: sacct and slurmstepd both say it.
    out["time-limit"] = time_limit_job(4102, "tl", t("13:02:20"), t("13:03:46"))
    # 6. scancel, collected right after.
    s, e = t("13:02:20"), t("13:02:24")
    out["cancelled"] = {
        "bundle.json": manifest(4103, "cx", s, e),
        "slurm/sacct.json": sacct(4103, "cx", s, e, "CANCELLED", [("batch", "CANCELLED", exit_code(*SIG_TERM), 1130496)],
                                  req_mb=100),
        "slurm/slurm-4103.out": "start\n" + stepd("*** JOB 4103 ON %s CANCELLED AT %s ***\n" % (HOST, slurm_local(e))),
    }
    # 7. The node set DOWN under the running job.
    s, e = t("13:04:21"), t("13:04:23")
    out["node-down"] = {
        "bundle.json": manifest(4105, "nd", s, e),
        "slurm/sacct.json": sacct(4105, "nd", s, e, "NODE_FAIL", [("batch", "CANCELLED", exit_code("SUCCESS", 0), 1130496)],
                                  req_mb=100),
        "slurm/slurm-4105.out": "start\n" + stepd("*** JOB 4105 ON %s CANCELLED AT %s DUE TO NODE FAILURE, SEE SLURMCTLD "
                                                  "LOG FOR DETAILS ***\n" % (HOST, slurm_local(e))),
    }
    # 8. The host itself ran out of memory (no cgroup limit reached) and the global killer took this job's task.
    s, e = t("14:00:00"), t("14:20:07")
    out["host-oom-kills-this-job"] = {
        "bundle.json": manifest(4110, "big", s, e),
        "slurm/sacct.json": sacct(4110, "big", s, e, "FAILED",
                                  [("batch", "FAILED", exit_code("SIGNALED", None, (9, "Killed")), 24000000000)],
                                  req_mb=0, code=exit_code("SIGNALED", None, (9, "Killed"))),
        "slurm/slurm-4110.out": "/var/spool/slurmd/job04110/slurm_script: line 3: 31337 Killed                  python3 train.py\n",
        "nodes/%s/dmesg.log" % HOST: dmesg(global_oom_report(t("14:20:05"), 4110, 31337)),
    }
    # 9. A GPU fell off the bus two minutes before the job started: a fault that persists explains it.
    s, e = t("15:00:00"), t("15:00:09")
    out["gpu-off-bus-before-start"] = {
        "bundle.json": manifest(4111, "train", s, e),
        "slurm/sacct.json": sacct(4111, "train", s, e, "FAILED",
                                  [("batch", "FAILED", exit_code("EXIT_CODE", 1), 1130496)],
                                  req_mb=8000, code=exit_code("EXIT_CODE", 1)),
        "slurm/slurm-4111.out": "RuntimeError: No CUDA GPUs are available\n",
        "nodes/%s/dmesg.log" % HOST: dmesg([dmesg_t(t("14:58:02")) + " NVRM: Xid (PCI:0000:5a:00): 79, pid=4242, "
                                            "GPU has fallen off the bus."]),
    }
    # 10. A job that failed and left nothing but its state: unknown, with what is missing.
    s, e = t("16:00:00"), t("16:00:02")
    out["failed-nothing-else"] = {
        "bundle.json": manifest(4112, "fails", s, e),
        "slurm/sacct.json": sacct(4112, "fails", s, e, "FAILED", [("batch", "FAILED", exit_code("EXIT_CODE", 1), 1130496)],
                                  req_mb=100, code=exit_code("EXIT_CODE", 1)),
    }
    return out


README = """# Everyday failures of a shared Slurm node (issue 45)

Generated by `scripts/gen_everyday_failures.py` (through gen_samples.py): one folder per case, as
`attribution-cli collect --slurm-job` writes them on a one-machine Slurm 22.05 with cgroup memory
limits (tests/slurm/everyday_failures_test.sh runs the real thing), node `cn042`. Expected verdicts
(tests/engine/everyday_failures_test.cpp):

| case | what happened | verdict |
|---|---|---|
| `other-jobs-oom-then-time-limit` | job 4101 (cgroup v1) was OOM-killed at 13:00:05; job 4104 started at 13:00:40 on the same node and hit its time limit; collected with `dmesg -T` | `user`, nobody blamed, `slurm_time_limit`; job 4101's OOM report is noise |
| `other-jobs-oom-during-time-limit` | job 4107 (cgroup v2) was OOM-killed while job 4108 ran on the same node; 4108 hit its time limit | `user`, nobody blamed, `slurm_time_limit` |
| `own-oom-with-kernel-logs` | job 4101 went over its `--mem=200M`; sacct, slurmstepd and the kernel report it | `application`, nobody blamed, `cgroup_oom_kill`; the action says 200M asked, 3348K sampled |
| `own-oom-slurm-only` | the same without the kernel log | `application`, nobody blamed, `slurm_out_of_memory` |
| `time-limit` | job 4102 hit its time limit; sacct and slurmstepd both say it | `user`, `slurm_time_limit`, one fault |
| `cancelled` | job 4103 was cancelled (scancel) | `user`, `slurm_cancelled`, one fault |
| `node-down` | cn042 was set DOWN under job 4105 (NODE_FAIL; its step CANCELLED) | `infrastructure`, culprit cn042 |
| `host-oom-kills-this-job` | the host ran out of memory (global OOM killer) and killed job 4110's task | `host`, culprit cn042 |
| `gpu-off-bus-before-start` | Xid 79 two minutes before job 4111 started; the job found no GPU | `gpu_hardware`, culprit cn042 |
| `failed-nothing-else` | job 4112 FAILED and left only sacct's record | `unknown`, with the job's node and window and the missing sources (`--kernel-logs`, `--prometheus URL`, ...) |
"""


def files():
    """{path under tests/data/everyday: bytes}."""
    res = {}
    for case, fs in cases().items():
        for rel, text in fs.items():
            res["%s/%s" % (case, rel)] = text.encode("utf-8")
    return res
