#!/usr/bin/env python3
"""Generate the sample failure bundles and test data of the Attribution Workbench.

Python 3 standard library only and fully deterministic (fixed seeds, fixed times, fixed
archive mtimes): running it twice produces byte-identical files.

    python3 scripts/gen_samples.py            # (re)write resources/samples/** and tests/data/**
    python3 scripts/gen_samples.py --check    # regenerate into a temp dir, diff, exit 1 on difference
    python3 scripts/gen_samples.py --out DIR  # write the whole tree under DIR instead of the repo

The bundle format is described in docs/bundle-format.md. Each bundle's content and expected
verdict are written to resources/samples/README.md and tests/data/README.md (outside the bundle
folders, so a loader never reads them as evidence). Only the bundle folders this script owns are
deleted and rewritten; other folders under tests/data are left alone.
"""

import argparse
import gzip
import hashlib
import io
import json
import os
import random
import shutil
import sys
import tarfile
import tempfile
import zipfile
from datetime import datetime, timezone

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NS = 1_000_000_000
MS = 1_000_000
US = 1_000

# --------------------------------------------------------------------------------------
# time helpers (all times are int nanoseconds since the Unix epoch, UTC)
# --------------------------------------------------------------------------------------


def T(hms, day="2026-11-30"):
    """'08:10:03.412345' -> ns since epoch (UTC)."""
    if "." in hms:
        main, frac = hms.split(".")
    else:
        main, frac = hms, "0"
    dt = datetime.strptime(day + " " + main, "%Y-%m-%d %H:%M:%S").replace(tzinfo=timezone.utc)
    return int(dt.timestamp()) * NS + int((frac + "000000000")[:9])


def dt_of(ns):
    return datetime.fromtimestamp(ns // NS, tz=timezone.utc).replace(microsecond=(ns % NS) // US)


def iso_z(ns):
    return dt_of(ns).strftime("%Y-%m-%dT%H:%M:%SZ")


def iso_ms(ns):
    return dt_of(ns).strftime("%Y-%m-%dT%H:%M:%S") + ".%03dZ" % ((ns % NS) // MS)


def st(t, line):
    """A line of srun's stderr as the batch script logs it: it pipes srun's stderr through
    `while read l; do echo "$(date -u +%FT%T.%3NZ) $l"; done`, so each line carries a UTC time."""
    return "%s %s" % (iso_ms(t), line)


def epoch_s(ns):
    return ns // NS


def f_glog_time(ns):
    """glog time 'MMDD HH:MM:SS.nnnnnnnnn' (no year)."""
    # most of our times are ms- or us-precise; real glog prints ns: fill the low digits
    if ns % MS == 0:
        ns += int(hexid("g/%d" % ns, 8), 16) % MS
    elif ns % US == 0:
        ns += int(hexid("g/%d" % ns, 8), 16) % US
    return dt_of(ns).strftime("%m%d %H:%M:%S") + ".%09d" % (ns % NS)


def f_glog(sev, ns, src, msg, rank=None, pid=None):
    if pid is not None:  # python glog style used by torchrun: 'W1130 08:00:03.512000 1 file:line] msg'
        return "%s%s %d %s] %s" % (sev, f_glog_time(ns)[:-3], pid, src, msg)
    pre = "[rank%d]:" % rank if rank is not None else ""
    return "%s[%s%s %s] %s" % (pre, sev, f_glog_time(ns), src, msg)


def f_pylog(ns):
    """Python logging default '2026-11-30 09:30:01,123'."""
    return dt_of(ns).strftime("%Y-%m-%d %H:%M:%S") + ",%03d" % ((ns % NS) // MS)


def f_megatron(ns):
    return dt_of(ns).strftime("[%Y-%m-%d %H:%M:%S]")


def f_nccl_ts(ns):
    return dt_of(ns).strftime("[%Y-%m-%d %H:%M:%S]")


def f_dmesg(mono_ns):
    return "[%5d.%06d]" % (mono_ns // NS, (mono_ns % NS) // US)


def f_dmesg_T(ns):
    return dt_of(ns).strftime("[%a %b %e %H:%M:%S %Y]")


def f_syslog(ns):
    return dt_of(ns).strftime("%b %e %H:%M:%S")


def f_short_iso(ns):
    return dt_of(ns).strftime("%Y-%m-%dT%H:%M:%S+0000")


def jdump(obj, compact=False):
    if compact:
        return json.dumps(obj, separators=(",", ":"), ensure_ascii=False) + "\n"
    return json.dumps(obj, indent=2, ensure_ascii=False) + "\n"


def hexid(seed, n):
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


def gpu_uuid(node, gpu):
    h = hexid("uuid/%s/%d" % (node, gpu), 32)
    return "GPU-%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:32])


def comm_ptr(node, rank):
    return "0x" + hexid("comm/%s/%d" % (node, rank), 12)


EXTRA_BUNDLES = []  # functions returning {repo-relative bundle root: Bundle}

# HGX H100 bus ids by GPU index
BUS = ["18", "2a", "3a", "5a", "9a", "ab", "ba", "db"]
PY = "/usr/local/lib/python3.10/dist-packages"

# --------------------------------------------------------------------------------------
# containers
# --------------------------------------------------------------------------------------


class NodeLog:
    """Blocks of lines with a (true) time; rendered in time order, blocks kept intact."""

    def __init__(self):
        self.blocks = []

    def add(self, t, lines, order=0):
        if isinstance(lines, str):
            lines = [lines]
        self.blocks.append((t, order, len(self.blocks), list(lines)))

    def sorted_blocks(self):
        return sorted(self.blocks, key=lambda b: (b[0], b[1], b[2]))

    def render(self):
        out = []
        for _, _, _, lines in self.sorted_blocks():
            out.extend(lines)
        return "\n".join(out) + "\n" if out else ""


class Bundle:
    def __init__(self):
        self.files = {}
        self.readme = None

    def put(self, rel, data):
        if rel == "README.md":  # expected verdicts live OUTSIDE the bundle (see README_INDEX)
            self.readme = data
            return
        if isinstance(data, str):
            data = data.encode("utf-8")
        assert rel not in self.files, rel
        self.files[rel] = data

    def write(self, root):
        if os.path.isdir(root):
            shutil.rmtree(root)
        for rel in sorted(self.files):
            p = os.path.join(root, rel)
            os.makedirs(os.path.dirname(p), exist_ok=True)
            with open(p, "wb") as f:
                f.write(self.files[rel])


# --------------------------------------------------------------------------------------
# Prometheus / DCGM helpers
# --------------------------------------------------------------------------------------


def prom_matrix(series):
    """series: list of (labels, [(ns, value_str), ...]) -> query_range response text."""
    result = []
    for labels, values in series:
        result.append({"metric": labels,
                       "values": [[epoch_s(t), v] for t, v in values]})
    return jdump({"status": "success", "data": {"resultType": "matrix", "result": result}},
                 compact=True)


def dcgm_labels(name, node, gpu, ip, model="NVIDIA H100 80GB HBM3", driver="550.54.15"):
    return {"__name__": name, "DCGM_FI_DRIVER_VERSION": driver, "Hostname": node,
            "UUID": gpu_uuid(node, gpu), "device": "nvidia%d" % gpu, "gpu": str(gpu),
            "instance": "%s:9400" % ip, "job": "dcgm-exporter", "modelName": model,
            "pci_bus_id": "00000000:%s:00.0" % BUS[gpu].upper()}


def sample_times(t0, t1, step=15):
    t = t0
    out = []
    while t <= t1:
        out.append(t)
        t += step * NS
    return out


# --------------------------------------------------------------------------------------
# common text snippets
# --------------------------------------------------------------------------------------

TYPED_STORAGE = ("%s/torch/_utils.py:831: UserWarning: TypedStorage is deprecated. It will be "
                 "removed in the future and UntypedStorage will be the only storage class. This "
                 "should only matter to you if you are using storages directly.  To access "
                 "UntypedStorage directly, use tensor.untyped_storage() instead of "
                 "tensor.storage()" % PY)
TE_WARN = ("%s/transformer_engine/pytorch/module/base.py:630: UserWarning: To guarantee overlapping "
           "TP and SP collectives with the backward GEMMs, set environment variable "
           "CUDA_DEVICE_MAX_CONNECTIONS = 1" % PY)


def watchdog_frames(seed):
    r = random.Random(seed)
    b1 = 0x7f0000000000 + r.randrange(0x10000000, 0xfffffff0) * 0x1000
    b2 = b1 + 0x1a0f000
    b3 = b1 + 0x4f1c2000
    b4 = b1 + 0x50e5f000
    return [
        "frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x96 (0x%x in %s/torch/lib/libc10.so)" % (b1 + 0x96446, PY),
        "frame #1: c10d::ProcessGroupNCCL::WorkNCCL::checkTimeout(std::optional<std::chrono::duration<long, std::ratio<1l, 1000l> > >) + 0x282 (0x%x in %s/torch/lib/libtorch_cuda.so)" % (b2 + 0x282772, PY),
        "frame #2: c10d::ProcessGroupNCCL::watchdogHandler() + 0x233 (0x%x in %s/torch/lib/libtorch_cuda.so)" % (b2 + 0x289bc3, PY),
        "frame #3: c10d::ProcessGroupNCCL::ncclCommWatchdog() + 0x14d (0x%x in %s/torch/lib/libtorch_cuda.so)" % (b2 + 0x28b61d, PY),
        "frame #4: <unknown function> + 0xdc253 (0x%x in /lib/x86_64-linux-gnu/libstdc++.so.6)" % (b3 + 0xdc253),
        "frame #5: <unknown function> + 0x94ac3 (0x%x in /lib/x86_64-linux-gnu/libc.so.6)" % (b4 + 0x94ac3),
        "frame #6: clone + 0x44 (0x%x in /lib/x86_64-linux-gnu/libc.so.6)" % (b4 + 0x126a04),
        "",
    ]


def cuda_check_frames(seed):
    r = random.Random(seed)
    b1 = 0x7f0000000000 + r.randrange(0x10000000, 0xfffffff0) * 0x1000
    b2 = b1 + 0x1a0f000
    return [
        "Exception raised from c10_cuda_check_implementation at ../c10/cuda/CUDAException.cpp:43 (most recent call first):",
        "frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x96 (0x%x in %s/torch/lib/libc10.so)" % (b1 + 0x96446, PY),
        "frame #1: c10::detail::torchCheckFail(char const*, char const*, unsigned int, std::string const&) + 0x64 (0x%x in %s/torch/lib/libc10.so)" % (b1 + 0x40f54, PY),
        "frame #2: c10::cuda::c10_cuda_check_implementation(int, char const*, char const*, int, bool) + 0x118 (0x%x in %s/torch/lib/libc10_cuda.so)" % (b1 + 0x6d8718, PY),
        "frame #3: c10d::ProcessGroupNCCL::WorkNCCL::finishedGPUExecutionInternal() const + 0x56 (0x%x in %s/torch/lib/libtorch_cuda.so)" % (b2 + 0x27d6a6, PY),
        "frame #4: c10d::ProcessGroupNCCL::WorkNCCL::isCompleted() + 0xa0 (0x%x in %s/torch/lib/libtorch_cuda.so)" % (b2 + 0x282a60, PY),
        "frame #5: c10d::ProcessGroupNCCL::watchdogHandler() + 0x1da (0x%x in %s/torch/lib/libtorch_cuda.so)" % (b2 + 0x289b6a, PY),
        "frame #6: c10d::ProcessGroupNCCL::ncclCommWatchdog() + 0x14d (0x%x in %s/torch/lib/libtorch_cuda.so)" % (b2 + 0x28b61d, PY),
        "",
    ]


MEGATRON_TB = [
    ("/workspace/Megatron-LM/pretrain_gpt.py", 287, "<module>", "pretrain("),
    ("/workspace/Megatron-LM/megatron/training/training.py", 386, "pretrain",
     "iteration, num_floating_point_operations_so_far = train("),
    ("/workspace/Megatron-LM/megatron/training/training.py", 1413, "train",
     "train_step(forward_step_func,"),
    ("/workspace/Megatron-LM/megatron/training/training.py", 752, "train_step",
     "losses_reduced = forward_backward_func("),
    ("/workspace/Megatron-LM/megatron/core/pipeline_parallel/schedules.py", 481, "forward_backward_no_pipelining",
     "backward_step(input_tensor, output_tensor, output_tensor_grad, model_type, config)"),
    ("/workspace/Megatron-LM/megatron/core/pipeline_parallel/schedules.py", 366, "backward_step",
     "custom_backward(output_tensor[0], output_tensor_grad[0])"),
    ("/workspace/Megatron-LM/megatron/core/pipeline_parallel/schedules.py", 150, "custom_backward",
     "Variable._execution_engine.run_backward("),
]


def py_traceback(rank, frames, final_lines):
    pre = "[rank%d]: " % rank
    out = [pre + "Traceback (most recent call last):"]
    for path, line, func, code in frames:
        out.append(pre + '  File "%s", line %d, in %s' % (path, line, func))
        out.append(pre + "    " + code)
    out.extend(pre + l for l in final_lines)
    return out


def cuda_error_tail(msg):
    return ["RuntimeError: CUDA error: %s" % msg,
            "CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.",
            "For debugging consider passing CUDA_LAUNCH_BLOCKING=1",
            "Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.",
            ""]


# --------------------------------------------------------------------------------------
# kernel log noise
# --------------------------------------------------------------------------------------


def boot_lines(node, r):
    """(mono_ns, msg) lines printed at boot."""
    L = [
        (0, "Linux version 5.15.0-122-generic (buildd@lcy02-amd64-034) (gcc (Ubuntu 11.4.0-1ubuntu1~22.04) 11.4.0, GNU ld (GNU Binutils for Ubuntu) 2.38) #132-Ubuntu SMP Thu Aug 29 13:45:52 UTC 2024 (Ubuntu 5.15.0-122.132-generic 5.15.163)"),
        (0, "Command line: BOOT_IMAGE=/boot/vmlinuz-5.15.0-122-generic root=UUID=%s ro console=tty0 console=ttyS0,115200n8 iommu=pt pci=realloc=off" % hexid("root/" + node, 8)),
        (0, "KERNEL supported cpus:"),
        (0, "  Intel GenuineIntel"),
        (0, "  AMD AuthenticAMD"),
        (0, "BIOS-provided physical RAM map:"),
        (1843211, "DMI: Supermicro SYS-821GE-TNHR/X13DEG-OAD, BIOS 2.1 04/12/2024"),
        (2114327000 + r.randrange(0, 90000000), "EXT4-fs (nvme0n1p1): mounted filesystem with ordered data mode. Opts: (null). Quota mode: none."),
        (9812004000 + r.randrange(0, 90000000), "mlx5_core 0000:18:00.0: firmware version: 28.39.1002"),
        (9930114000 + r.randrange(0, 90000000), "mlx5_core 0000:18:00.0: Rate limit: 127 rates are supported, range: 0Mbps to 195312Mbps"),
        (11402211000 + r.randrange(0, 9000000), "nvidia: loading out-of-tree module taints kernel."),
        (11402988000 + r.randrange(0, 9000000), "nvidia: module license 'NVIDIA' taints kernel."),
        (11527802000 + r.randrange(0, 9000000), "nvidia-nvlink: Nvlink Core is being initialized, major device number 508"),
        (11531110000 + r.randrange(0, 9000000), "NVRM: loading NVIDIA UNIX x86_64 Kernel Module  550.54.15  Tue Mar  5 22:23:56 UTC 2024"),
        (11603339000 + r.randrange(0, 9000000), "nvidia-modeset: Loading NVIDIA Kernel Mode Setting Driver for UNIX platforms  550.54.15  Tue Mar  5 21:48:45 UTC 2024"),
        (12021774000 + r.randrange(0, 9000000), "nvidia_peermem: module uses symbols nvUvmInterfaceDisableAccessCntr from proprietary module nvidia, inheriting taint."),
        (12022101000 + r.randrange(0, 9000000), "nvidia-peermem nvidia_peermem_init:529 INFO loaded"),
        (35021119000 + r.randrange(0, 900000000), "EXT4-fs (md0): mounted filesystem with ordered data mode. Opts: (null). Quota mode: none."),
        (41188021000 + r.randrange(0, 900000000), "IPv6: ADDRCONF(NETDEV_CHANGE): ibp24s0: link becomes ready"),
    ]
    return L


# --------------------------------------------------------------------------------------
# The Slurm + Megatron GPU-fault scenario (xid79, clock-skew, split-ingest, two-faults, no-failure)
# --------------------------------------------------------------------------------------


class SlurmRun:
    def __init__(self, seed, job_id, nodes, start, iter0, ip_base="10.0.0.", skew=None,
                 dmesg_T=(), world=None, nccl_version="2.21.5", boot_base="2026-11-20T03:14:00"):
        self.r = random.Random(seed)
        self.seed = seed
        self.job_id = job_id
        self.nodes = nodes
        self.start = start
        self.iter0 = iter0
        self.skew = skew or {}
        self.dmesg_T = set(dmesg_T)
        self.nccl_version = nccl_version
        self.warn_ts = nccl_version >= "2.23"  # NCCL 2.23+ stamps WARN lines by default
        self.app = {n: NodeLog() for n in nodes}
        self.kern = {n: [] for n in nodes}  # (true_ns, msg)
        self.ip = {n: ip_base + str(int("".join(c for c in n if c.isdigit()))) for n in nodes}
        self.ranks = {n: list(range(i * 8, i * 8 + 8)) for i, n in enumerate(nodes)}
        self.world = len(nodes) * 8
        self.boot = {}
        b0 = datetime.strptime(boot_base, "%Y-%m-%dT%H:%M:%S").replace(tzinfo=timezone.utc)
        for i, n in enumerate(nodes):
            self.boot[n] = int(b0.timestamp()) * NS + (i * 97 + self.r.randrange(0, 50)) * NS
        self.pid = {n: 2231000 + self.r.randrange(0, 60000) for n in nodes}
        self.dead = set()       # ranks that exited
        self.srun = []          # slurm .out lines (untimed) in order

    def warn_prefix(self, node, t):
        return (f_nccl_ts(self.lt(node, t)) + " ") if self.warn_ts else ""

    # local (node clock) time of a true time
    def lt(self, node, t):
        return t + int(self.skew.get(node, 0) * NS)

    def rank_pid(self, node, lr):
        return self.pid[node] + lr * 3

    def add_app(self, node, t, lines, order=0):
        self.app[node].add(t, lines, order)

    def add_kern(self, node, t, msgs):
        if isinstance(msgs, str):
            msgs = [msgs]
        for i, m in enumerate(msgs):
            self.kern[node].append((t + i * 3 * US, m))

    # ---- healthy noise ----------------------------------------------------------------
    def startup(self):
        r = self.r
        commid = "0x" + hexid("commid/%d" % self.job_id, 16)
        for n in self.nodes:
            t = self.start + 3 * NS + r.randrange(0, 400) * MS
            rk = self.ranks[n]
            self.add_app(n, t, "%s [INFO] [launcher.py:88] %s: launching %d local ranks (global %d-%d), "
                         "MASTER_ADDR=%s, MASTER_PORT=29500, WORLD_SIZE=%d"
                         % ("[" + f_pylog(self.lt(n, t)) + "]", n, len(rk), rk[0], rk[-1],
                            self.nodes[0], self.world), order=-1)
            for lr, rank in enumerate(rk):
                pid = self.rank_pid(n, lr)
                tw = t + (9000 + r.randrange(0, 2500)) * MS
                self.add_app(n, tw, ["[rank%d]:%s" % (rank, TYPED_STORAGE),
                                     "[rank%d]:  return self.fget.__get__(instance, owner)()" % rank])
                ti = self.start + 24 * NS + r.randrange(0, 900) * MS
                lines = [f_glog("I", self.lt(n, ti), "ProcessGroupNCCL.cpp:852",
                                "[PG 0 (default_pg) Rank %d] ProcessGroupNCCL initialization options: size: %d, "
                                "global rank: %d, TIMEOUT(ms): 600000, USE_HIGH_PRIORITY_STREAM: 0, SPLIT_FROM: 0, "
                                "SPLIT_COLOR: 0, PG Name: 0" % (rank, self.world, rank), rank=rank)]
                hdr = "%s:%d:%d [%d]" % (n, pid, pid, lr)
                hdr2 = "%s:%d:%d [%d]" % (n, pid, pid + 402, lr)
                lines += [
                    "%s NCCL INFO Bootstrap : Using eth0:%s<0>" % (hdr, self.ip[n]),
                    "%s%s NCCL WARN NET/Plugin : dlerror=libnccl-net.so: cannot open shared object file: No such file or directory No plugin found (libnccl-net.so), using internal implementation" % (self.warn_prefix(n, ti), hdr),
                    "%s NCCL INFO cudaDriverVersion 12040" % hdr,
                ]
                if rank == 0:
                    lines.append("NCCL version %s+cuda12.4" % self.nccl_version)
                lines += [
                    "%s NCCL INFO NET/IB : Using [0]mlx5_0:1/IB [1]mlx5_1:1/IB [2]mlx5_2:1/IB [3]mlx5_3:1/IB [4]mlx5_4:1/IB [5]mlx5_5:1/IB [6]mlx5_6:1/IB [7]mlx5_7:1/IB [RO]; OOB eth0:%s<0>" % (hdr2, self.ip[n]),
                    "%s NCCL INFO Using non-device net plugin version 0" % hdr2,
                    "%s NCCL INFO Using network IB" % hdr2,
                    "%s NCCL INFO comm %s rank %d nranks %d cudaDev %d nvmlDev %d busId %s000 commId %s - Init START" % (hdr2, comm_ptr(n, rank), rank, self.world, lr, lr, BUS[lr], commid),
                    "%s NCCL INFO Setting affinity for GPU %d to %s" % (hdr2, lr, "ffffffff,00000000,ffffffff" if lr < 4 else "ffffffff,00000000,ffffffff,00000000"),
                    "%s NCCL INFO comm %s rank %d nRanks %d nNodes %d localRanks 8 localRank %d MNNVL 0" % (hdr2, comm_ptr(n, rank), rank, self.world, len(self.nodes), lr),
                    "%s NCCL INFO Channel 00/0 : %d[%d] -> %d[%d] via P2P/CUMEM/read" % (hdr2, rank, lr, rk[(lr + 1) % 8], (lr + 1) % 8),
                    "%s NCCL INFO Connected all rings" % hdr2,
                    "%s NCCL INFO Connected all trees" % hdr2,
                    "%s NCCL INFO threadThresholds 8/8/64 | 1024/8/64 | 512 | 512" % hdr2,
                    "%s NCCL INFO 24 coll channels, 24 collnet channels, 0 nvls channels, 32 p2p channels, 32 p2p channels per peer" % hdr2,
                    "%s NCCL INFO comm %s rank %d nranks %d cudaDev %d busId %s000 commId %s - Init COMPLETE" % (hdr2, comm_ptr(n, rank), rank, self.world, lr, BUS[lr], commid),
                ]
                self.add_app(n, ti, lines)
                tb = self.start + 31 * NS + r.randrange(0, 600) * MS
                self.add_app(n, tb, f_glog("W", self.lt(n, tb), "ProcessGroupNCCL.cpp:4115",
                             "[PG ID 0 PG GUID 0 Rank %d]  using GPU %d to perform barrier as devices used by this "
                             "process are currently unknown. This can potentially cause a hang if this rank to GPU "
                             "mapping is incorrect. Specify device_ids in barrier() to force use of a particular "
                             "device, or call init_process_group() with a device_id." % (rank, lr), rank=rank))
                tt = self.start + 38 * NS + r.randrange(0, 900) * MS
                self.add_app(n, tt, ["[rank%d]:%s" % (rank, TE_WARN),
                                     "[rank%d]:  warnings.warn(" % rank])

    def iterations(self, t_first, t_end, step_ms=4213, log_every=5, nan_free=True):
        """Megatron iteration lines (printed into every node's log). Returns the last iteration."""
        r = random.Random(self.seed * 7 + 1)
        it = self.iter0
        t = t_first
        loss = 2.41
        last = it
        while t < t_end:
            it += 1
            if it % log_every == 0:
                loss = max(1.6, loss - 0.0009 + r.uniform(-0.012, 0.012))
                ms = step_ms + r.uniform(-60, 60)
                for n in self.nodes:
                    tn = t + r.randrange(0, 40) * MS
                    self.add_app(n, tn, " %s iteration %8d/  100000 | consumed samples: %12d | elapsed time per "
                                 "iteration (ms): %.1f | throughput per GPU (TFLOP/s/GPU): %.1f | learning rate: "
                                 "2.994E-04 | global batch size:  1024 | lm loss: %.6E | loss scale: 1.0 | grad norm: "
                                 "%.3f | number of skipped iterations:   0 | number of nan iterations:   0 |"
                                 % (f_megatron(self.lt(n, tn)), it, it * 1024, ms, 402.0 + r.uniform(-3, 3),
                                    loss, 0.35 + r.uniform(0, 0.1)))
                last = it
            t += step_ms * MS
        return last

    def kernel_noise(self, t_from, t_to):
        r = random.Random(self.seed * 11 + 3)
        for n in self.nodes:
            if r.random() < 0.5:
                t = t_from + r.randrange(0, max(1, (t_to - t_from) // MS)) * MS
                self.add_kern(n, t, "perf: interrupt took too long (2503 > 2500), lowering kernel.perf_event_max_sample_rate to 79750")
            t = t_from + r.randrange(0, max(1, (t_to - t_from) // MS)) * MS
            self.add_kern(n, t, "systemd-journald[812]: Data hash table of /var/log/journal/%s/system.journal has a fill level at 75.0 (174763 of 233016 items, 67108864 file size, 383 bytes per hash table item), suggesting rotation." % hexid("mid/" + n, 32))

    # ---- failure pieces ------------------------------------------------------------------
    def xid79(self, node, gpu, t, rank_pid):
        bus = BUS[gpu]
        serial = str(1654922000000 + int(hexid("sn/%s/%d" % (node, gpu), 6), 16))
        self.add_kern(node, t, [
            "NVRM: GPU at PCI:0000:%s:00: %s" % (bus, gpu_uuid(node, gpu)),
            "NVRM: GPU Board Serial Number: %s" % serial,
            "NVRM: Xid (PCI:0000:%s:00): 79, pid='<unknown>', name=<unknown>, GPU has fallen off the bus." % bus,
            "NVRM: GPU 0000:%s:00.0: GPU has fallen off the bus." % bus,
            "NVRM: GPU 0000:%s:00.0: GPU serial number is %s." % (bus, serial),
            "NVRM: A GPU crash dump has been created. If possible, please run",
            "NVRM: nvidia-bug-report.sh as root to collect this data before",
            "NVRM: the NVIDIA kernel module is unloaded.",
        ])
        self.add_kern(node, t + 2 * NS + 114 * MS,
                      "NVRM: Xid (PCI:0000:%s:00): 154, pid=%d, name=python, GPU recovery action changed from 0x0 (None) to 0x2 (Node Reboot Required)" % (bus, rank_pid))

    def cuda_crash(self, node, lr, t, msg, first=False):
        rank = self.ranks[node][lr]
        lt = self.lt(node, t)
        lines = [f_glog("E", lt, "ProcessGroupNCCL.cpp:1595",
                        "[PG 0 (default_pg) Rank %d] Process group watchdog thread terminated with exception: "
                        "CUDA error: %s" % (rank, msg), rank=rank),
                 "CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.",
                 "For debugging consider passing CUDA_LAUNCH_BLOCKING=1",
                 "Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.",
                 ""]
        lines += cuda_check_frames("cc/%s/%d" % (node, rank))
        lines += ["terminate called after throwing an instance of 'c10::DistBackendError'",
                  "  what():  [PG 0 (default_pg) Rank %d] Process group watchdog thread terminated with exception: CUDA error: %s" % (rank, msg)]
        self.add_app(node, t, lines)
        t2 = t + (31 + lr * 7) * MS
        tb = py_traceback(rank, MEGATRON_TB + [
            ("%s/torch/autograd/__init__.py" % PY, 347, "backward", "_engine_run_backward("),
            ("%s/torch/autograd/graph.py" % PY, 825, "_engine_run_backward",
             "return Variable._execution_engine.run_backward(  # Calls into the C++ engine to run the backward pass"),
        ], cuda_error_tail(msg)[:-1])
        self.add_app(node, t2, tb)
        self.dead.add(rank)

    def watchdog(self, node, lr, t, seq=1580, numel=52428800, extra_after=()):
        rank = self.ranks[node][lr]
        lt = self.lt(node, t)
        wn = ("WorkNCCL(SeqNum=%d, OpType=ALLREDUCE, NumelIn=%d, NumelOut=%d, Timeout(ms)=600000)"
              % (seq, numel, numel))
        d = lambda k: lt + k * 29 * US + (k * 7919 % 1000)
        lines = [
            f_glog("E", lt, "ProcessGroupNCCL.cpp:607",
                   "[Rank %d] Watchdog caught collective operation timeout: %s ran for 600060 milliseconds before timing out." % (rank, wn), rank=rank),
            f_glog("E", d(1), "ProcessGroupNCCL.cpp:1664",
                   "[PG 0 (default_pg) Rank %d] Exception (either an error or timeout) detected by watchdog at work: %d, last enqueued NCCL work: %d, last completed NCCL work: %d." % (rank, seq, seq, seq - 1), rank=rank),
            f_glog("E", d(2), "ProcessGroupNCCL.cpp:1709",
                   "[PG 0 (default_pg) Rank %d] Timeout at NCCL work: %d, last enqueued NCCL work: %d, last completed NCCL work: %d." % (rank, seq, seq, seq - 1), rank=rank),
            f_glog("E", d(3), "ProcessGroupNCCL.cpp:621",
                   "[Rank %d] Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data." % rank, rank=rank),
            f_glog("E", d(4), "ProcessGroupNCCL.cpp:627",
                   "[Rank %d] To avoid data inconsistency, we are taking the entire process down." % rank, rank=rank),
            f_glog("E", d(130), "ProcessGroupNCCL.cpp:1515",
                   "[PG 0 (default_pg) Rank %d] Process group watchdog thread terminated with exception: [Rank %d] Watchdog caught collective operation timeout: %s ran for 600060 milliseconds before timing out." % (rank, rank, wn), rank=rank),
            "Exception raised from checkTimeout at ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:609 (most recent call first):",
        ]
        lines += watchdog_frames("wd/%s/%d" % (node, rank))
        lines += list(extra_after)
        lines += ["terminate called after throwing an instance of 'c10::DistBackendError'",
                  "  what():  [PG 0 (default_pg) Rank %d] Process group watchdog thread terminated with exception: [Rank %d] Watchdog caught collective operation timeout: %s ran for 600060 milliseconds before timing out." % (rank, rank, wn)]
        self.add_app(node, t, lines)
        self.dead.add(rank)

    # ---- rendering -------------------------------------------------------------------
    def render_dmesg(self, node, pre_boot=True):
        r = random.Random("dm/" + node)
        out = []
        boot = self.boot[node]
        if node in self.dmesg_T:
            for mono, msg in boot_lines(node, r):
                out.append("%s %s" % (f_dmesg_T(self.lt(node, boot + mono)), msg))
            for t, msg in sorted(self.kern[node], key=lambda x: x[0]):
                out.append("%s %s" % (f_dmesg_T(self.lt(node, t)), msg))
        else:
            for mono, msg in boot_lines(node, r):
                out.append("%s %s" % (f_dmesg(mono), msg))
            for t, msg in sorted(self.kern[node], key=lambda x: x[0]):
                out.append("%s %s" % (f_dmesg(t - boot), msg))
        return "\n".join(out) + "\n"

    def manifest(self, wid, name, end, extra_sources=None):
        nodes = []
        for n in self.nodes:
            nodes.append({"name": n, "aliases": [n + ".cluster.local"], "ranks": self.ranks[n],
                          "gpus": 8, "boot_time": iso_z(self.lt(n, self.boot[n]))})
        m = {"format": "attribution-bundle/1",
             "workload": {"id": wid, "name": name, "scheduler": "slurm",
                          "start": iso_z(self.start), "end": iso_z(end)},
             "nodes": nodes}
        if extra_sources:
            m["sources"] = extra_sources
        return jdump(m)


def nodelist_expr(nodes):
    """node[001-016] style for numbered names with a common prefix."""
    prefix = nodes[0].rstrip("0123456789")
    nums = [n[len(prefix):] for n in nodes]
    width = len(nums[0])
    ints = [int(x) for x in nums]
    parts = []
    i = 0
    while i < len(ints):
        j = i
        while j + 1 < len(ints) and ints[j + 1] == ints[j] + 1:
            j += 1
        if i == j:
            parts.append("%0*d" % (width, ints[i]))
        else:
            parts.append("%0*d-%0*d" % (width, ints[i], width, ints[j]))
        i = j + 1
    return "%s[%s]" % (prefix, ",".join(parts))


def sacct_json(job_id, name, nodes, start, end, job_state, step_state, rc, failed_node="",
               signal=0, user="mlops", partition="h100", submit=None):
    nl = nodelist_expr(nodes)
    submit = submit if submit is not None else start - 41 * NS

    def tnum(ns):
        return {"set": True, "infinite": False, "number": epoch_s(ns)}

    status = ["SUCCESS"] if rc == 0 and job_state == "COMPLETED" else ["ERROR"]
    steps = []
    for sid, sname, st, rcode, snodes in [
            ("%d.batch" % job_id, "batch", "CANCELLED" if job_state != "COMPLETED" else "COMPLETED",
             0 if job_state == "COMPLETED" else 0, nodes[0]),
            ("%d.extern" % job_id, "extern", "COMPLETED", 0, nl),
            ("%d.0" % job_id, "python", step_state, rc, nl)]:
        steps.append({
            "step": {"id": sid, "name": sname},
            "nodes": {"count": 1 if sname == "batch" else len(nodes), "range": snodes},
            "state": [st],
            "exit_code": {"status": ["SUCCESS"] if rcode == 0 else ["ERROR"],
                          "return_code": {"set": True, "infinite": False, "number": rcode},
                          "signal": {"id": {"set": False, "infinite": False, "number": 0}, "name": ""}},
            "time": {"start": tnum(start + (2 if sname == "python" else 0) * NS),
                     "end": tnum(end), "elapsed": epoch_s(end) - epoch_s(start)},
            "tres": {"allocated": [{"type": "gres", "name": "gpu", "id": 1001, "count": 8 * (1 if sname == "batch" else len(nodes))}]},
        })
    job = {
        "account": "llm", "cluster": "gpucluster", "job_id": job_id, "name": name,
        "user": user, "partition": partition, "nodes": nl, "allocation_nodes": len(nodes),
        "failed_node": failed_node,
        "state": {"current": [job_state], "reason": "None"},
        "time": {"submission": epoch_s(submit), "start": epoch_s(start), "end": epoch_s(end),
                 "elapsed": epoch_s(end) - epoch_s(start),
                 "limit": {"set": True, "infinite": False, "number": 4320}},
        "exit_code": {"status": status,
                      "return_code": {"set": True, "infinite": False, "number": rc},
                      "signal": {"id": {"set": signal != 0, "infinite": False, "number": signal}, "name": ""}},
        "steps": steps,
    }
    return jdump({"meta": {"plugin": {"type": "openapi/slurmctld", "name": "Slurm OpenAPI slurmctld",
                                      "data_parser": "data_parser/v0.0.40", "accounting_storage": "accounting_storage/slurmdbd"},
                           "client": {"source": "/dev/pts/0", "user": "mlops", "group": "mlops"},
                           "command": ["sacct", "--json", "-j", str(job_id)],
                           "slurm": {"version": {"major": "23", "micro": "5", "minor": "11"}, "release": "23.11.5", "cluster": "gpucluster"}},
                  "jobs": [job], "warnings": [], "errors": []})


def gpu_metrics(run, nodes, t0, t1, power_fn, temp_fn, xid_fn, missing_fn=lambda n, g, t: False,
                xid_all=True):
    """Returns {filename: text} for DCGM xid/temp/power series (xid for every node if xid_all)."""
    times = sample_times(t0, t1)
    xid_series, temp_series, power_series = [], [], []
    for n in (run.nodes if xid_all else nodes):
        for g in range(8):
            xid_series.append((dcgm_labels("DCGM_FI_DEV_XID_ERRORS", n, g, run.ip[n]),
                               [(t, str(xid_fn(n, g, t))) for t in times]))
    r = random.Random(run.seed * 13 + 5)
    for n in nodes:
        for g in range(8):
            tv, pv = [], []
            for t in times:
                if missing_fn(n, g, t):
                    continue
                tv.append((t, "%d" % round(temp_fn(n, g, t) + r.uniform(-1.5, 1.5))))
                pv.append((t, "%.3f" % (power_fn(n, g, t) + r.uniform(-12, 12))))
            temp_series.append((dcgm_labels("DCGM_FI_DEV_GPU_TEMP", n, g, run.ip[n]), tv))
            power_series.append((dcgm_labels("DCGM_FI_DEV_POWER_USAGE", n, g, run.ip[n]), pv))
    return {"metrics/dcgm_xid_errors.json": prom_matrix(xid_series),
            "metrics/dcgm_gpu_temp.json": prom_matrix(temp_series),
            "metrics/dcgm_power_usage.json": prom_matrix(power_series)}


def node_load_metrics(run, t0, t1, load_fn):
    times = sample_times(t0, t1)
    r = random.Random(run.seed * 17 + 9)
    series = []
    for n in run.nodes:
        series.append(({"__name__": "node_load1", "instance": "%s:9100" % n, "job": "node-exporter"},
                       [(t, "%.2f" % (load_fn(n, t) + r.uniform(-0.6, 0.6))) for t in times]))
    return prom_matrix(series)


def xid79_story(b, seed, nodes, culprit, gpu, job_id, skew=None, dmesg_T=(), metric_nodes=None,
                manifest=True, split=None, name="llama-70b-pretrain"):
    """Scenario 1. Returns nothing; fills bundle b. split: None or (part1_predicate(rel)->bool)."""
    start = T("08:00:00")
    fault = T("08:10:03.412345")
    end = T("08:21:37")
    run = SlurmRun(seed, job_id, nodes, start, iter0=11450, skew=skew, dmesg_T=dmesg_T)
    run.startup()
    run.iterations(start + 44 * NS, fault)
    run.kernel_noise(start - 20 * 60 * NS, end)
    # the fault
    clr = gpu
    run.xid79(culprit, gpu, fault, run.rank_pid(culprit, clr))
    run.cuda_crash(culprit, clr, fault + 705 * MS, "unspecified launch failure", first=True)
    for lr in range(8):
        if lr != clr:
            run.cuda_crash(culprit, lr, fault + 1502 * MS + lr * 97 * MS, "an illegal memory access was encountered")
    crank = run.ranks[culprit][clr]
    # everybody else hangs in ALLREDUCE SeqNum 1580 (enqueued 08:10:04.348) -> watchdog at +600.060 s
    enq = T("08:10:04.348271")
    r = random.Random(seed * 3 + 1)
    ci = nodes.index(culprit)
    neighbours = {nodes[(ci - 1) % len(nodes)], nodes[(ci + 1) % len(nodes)]}
    sys_err_node = nodes[(ci + len(nodes) // 2) % len(nodes)]
    for n in nodes:
        if n == culprit:
            continue
        for lr in range(8):
            rank = run.ranks[n][lr]
            t = enq + 600060 * MS + r.randrange(0, 57000) * US
            pid = run.rank_pid(n, lr)
            extra = []
            if n in neighbours:
                extra = [
                    "%s:%d:%d [%d] NCCL INFO [Service thread] Connection closed by localRank %d" % (n, pid, pid + 417, lr, lr),
                    "%s:%d:%d [%d] misc/socket.cc:50 NCCL WARN socketProgress: Connection closed by remote peer %s.cluster.local<%d>" % (n, pid, pid + 417, lr, culprit, 57962 + lr),
                    "%s:%d:%d [%d] NCCL WARN [Proxy Service %d] Failed to execute operation Close from rank %d, retcode 6" % (n, pid, pid + 417, lr, rank, rank),
                ]
            run.watchdog(n, lr, t, extra_after=extra)
            if n in neighbours or n == sys_err_node:
                t2 = t + 61 * MS
                if n in neighbours:
                    tail = ["torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:2027, remote process exited or there was a network error, NCCL version 2.21.5",
                            "ncclRemoteError: A call failed possibly due to a network error or a remote process exiting prematurely.",
                            "Last error:",
                            "socketProgress: Connection closed by remote peer %s.cluster.local<%d>" % (culprit, 57962 + lr)]
                else:
                    tail = ["torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:2027, unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.21.5",
                            "ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error. ",
                            "Last error:",
                            "socketPollConnect: connect returned Connection refused, exceeded error retry count (35)"]
                run.add_app(n, t2, [f_glog("E", run.lt(n, t2), "ProcessGroupNCCL.cpp:1227",
                                           "[PG 0 (default_pg) Rank %d] ProcessGroupNCCL destructor entered." % rank, rank=rank)]
                            + py_traceback(rank, MEGATRON_TB[:4] + [
                                ("/workspace/Megatron-LM/megatron/core/distributed/param_and_grad_buffer.py", 418, "finish_grad_sync",
                                 "bucket.finish_grad_sync()"),
                                ("/workspace/Megatron-LM/megatron/core/distributed/param_and_grad_buffer.py", 176, "finish_grad_sync",
                                 "self.grad_reduce_handle.wait()")], tail))
    # kernel noise when the processes die (benign, printed on healthy exits too)
    for n in nodes:
        if n == culprit:
            continue
        t = enq + 600060 * MS + 2 * NS + r.randrange(0, 900) * MS
        run.add_kern(n, t, "nvidia-peermem nv_get_p2p_free_callback:127 ERROR detected invalid context, skipping further processing")

    # ---- files ----------------------------------------------------------------------
    files = {}
    for n in nodes:
        files["nodes/%s/train.log" % n] = run.app[n].render()
        files["nodes/%s/dmesg.log" % n] = run.render_dmesg(n)
    # slurm .out
    out = ["%s starting %s (job %d) on %d nodes: %s" % (iso_z(start + 1 * NS), name, job_id, len(nodes), nodelist_expr(nodes)),
           "MASTER_ADDR=%s MASTER_PORT=29500 WORLD_SIZE=%d" % (nodes[0], run.world),
           "NCCL_DEBUG=INFO NCCL_IB_HCA=mlx5 NCCL_SOCKET_IFNAME=eth0 TORCH_NCCL_ASYNC_ERROR_HANDLING=1",
           st(fault + 2391 * MS, "srun: error: %s: task %d: Exited with exit code 1" % (culprit, crank))]
    others = [x for x in run.ranks[culprit] if x != crank]
    out.append(st(fault + 2447 * MS, "srun: error: %s: tasks %s: Exited with exit code 1" % (culprit, rank_ranges(others))))
    order = [n for n in nodes if n != culprit]
    r.shuffle(order)
    wd_end = enq + 600060 * MS
    for k, n in enumerate(order):
        rk = run.ranks[n]
        out.append(st(wd_end + (1480 + k * 37) * MS, "srun: error: %s: tasks %d-%d: Aborted (core dumped)" % (n, rk[0], rk[-1])))
    out += [st(wd_end + 2210 * MS, "srun: Job step aborted: Waiting up to 32 seconds for job step to finish."),
            st(end + 3 * MS, "slurmstepd: error: *** STEP %d.0 ON %s CANCELLED AT %s ***" % (job_id, nodes[0], dt_of(end).strftime("%Y-%m-%dT%H:%M:%S"))),
            st(end + 5 * MS, "slurmstepd: error: *** JOB %d ON %s CANCELLED AT %s DUE TO NODE FAILURE, SEE SLURMCTLD LOG FOR DETAILS ***" % (job_id, nodes[0], dt_of(end).strftime("%Y-%m-%dT%H:%M:%S")))]
    files["slurm/slurm-%d.out" % job_id] = "\n".join(out) + "\n"
    files["slurm/sacct.json"] = sacct_json(job_id, name, nodes, start, end, "NODE_FAIL", "FAILED", 1,
                                           failed_node=culprit)
    sc_nodes = []
    for n in nodes:
        e = {"name": n, "hostname": n, "address": run.ip[n], "state": ["IDLE"], "reason": "",
             "gres": "gpu:h100:8", "boot_time": {"set": True, "infinite": False, "number": epoch_s(run.boot[n])}}
        if n == culprit:
            e["state"] = ["DOWN", "DRAIN"]
            e["reason"] = "NHC: check_nv_healthmon: GPU %d (0000:%s:00.0) has fallen off the bus" % (gpu, BUS[gpu])
            e["reason_changed_at"] = {"set": True, "infinite": False, "number": epoch_s(end)}
            e["reason_set_by_user"] = "root"
        sc_nodes.append(e)
    files["slurm/scontrol.json"] = jdump({"nodes": sc_nodes})
    # metrics
    m0, m1 = start - 5 * 60 * NS, T("08:25:00")
    wd = enq + 600060 * MS

    def power(n, g, t):
        if t < start + 40 * NS:
            return 75.0
        if t < fault + 10 * NS:
            return 655.0
        if t < wd + 5 * NS:
            return 118.0
        return 71.0

    def temp(n, g, t):
        if t < start + 40 * NS:
            return 33
        if t < fault + 10 * NS:
            return 63 + g % 3
        if t < wd + 5 * NS:
            return 45
        return 38

    metric_nodes = metric_nodes or nodes
    files.update(gpu_metrics(run, metric_nodes, m0, m1, power, temp,
                             xid_fn=lambda n, g, t: 79 if (n == culprit and g == gpu and t >= fault) else 0,
                             missing_fn=lambda n, g, t: n == culprit and t > fault))
    files["metrics/node_load1.json"] = node_load_metrics(
        run, m0, m1, lambda n, t: 0.8 if t < start else (38.0 if t < fault else (12.0 if t < wd else 0.9)))
    if manifest:
        files["bundle.json"] = run.manifest("slurm-%d" % job_id, name, end)
    for rel, data in files.items():
        if split is not None:
            rel = ("part1/" if split(rel) else "part2/") + rel
        b.put(rel, data)
    return run


def rank_ranges(ranks):
    ranks = sorted(ranks)
    parts = []
    i = 0
    while i < len(ranks):
        j = i
        while j + 1 < len(ranks) and ranks[j + 1] == ranks[j] + 1:
            j += 1
        parts.append(str(ranks[i]) if i == j else "%d-%d" % (ranks[i], ranks[j]))
        i = j + 1
    return ",".join(parts)


# --------------------------------------------------------------------------------------
# bundles
# --------------------------------------------------------------------------------------


def bundle_xid79():
    b = Bundle()
    nodes = ["node%03d" % i for i in range(1, 17)]
    xid79_story(b, 4242, nodes, "node007", 3, 4242, dmesg_T=("node003", "node012"),
                metric_nodes=["node001", "node006", "node007", "node008", "node012"])
    b.put("README.md", README_XID79)
    return b


README_XID79 = """# xid79-gpu-off-bus (default sample)

Slurm job 4242 (llama-70b-pretrain), 16 nodes node001..node016, 8 GPUs and 8 ranks per node.
Generated by scripts/gen_samples.py; do not edit by hand.

Expected verdict: GPU hardware fault. Culprit node007 (GPU 3, PCI 0000:5a:00, rank 51; node007 holds ranks 48-55).
Root symptom: `NVRM: Xid (PCI:0000:5a:00): 79, ... GPU has fallen off the bus.` at
2026-11-30T08:10:03.412Z in nodes/node007/dmesg.log (seconds since boot; boot_time in bundle.json).
Then node007's ranks die with CUDA errors (08:10:04), every other rank hits the NCCL watchdog
timeout (SeqNum=1580) at 08:20:04, Slurm ends the job as NODE_FAIL at 08:21:37.
"""



# --------------------------------------------------------------------------------------
# Scenario 2: checkpoint save PermissionError on Kubernetes (no manifest)
# --------------------------------------------------------------------------------------


def k8s_meta(name, ns, uid_seed, created, labels=None, rv=None):
    m = {"creationTimestamp": iso_z(created), "name": name, "namespace": ns,
         "resourceVersion": str(rv or (48112000 + int(hexid("rv/" + uid_seed, 5), 16) % 90000)),
         "uid": uuid_of(uid_seed)}
    if labels:
        m["labels"] = labels
    return m


def uuid_of(seed):
    h = hexid(seed, 32)
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:32])


def k8s_event(ns, obj_kind, obj_name, obj_uid, reason, message, etype, first, last, count,
              component, host=None, field_path=None, api="v1"):
    name = "%s.%s" % (obj_name, hexid("ev/%s/%s/%s" % (obj_name, reason, first), 16))
    io_ = {"apiVersion": api, "kind": obj_kind, "name": obj_name, "namespace": ns, "uid": obj_uid,
           "resourceVersion": str(48110000 + int(hexid("iorv/" + obj_name, 4), 16) % 9000)}
    if field_path:
        io_["fieldPath"] = field_path
    src = {"component": component}
    if host:
        src["host"] = host
    return {"apiVersion": "v1", "count": count, "eventTime": None, "firstTimestamp": iso_z(first),
            "involvedObject": io_, "kind": "Event", "lastTimestamp": iso_z(last), "message": message,
            "metadata": k8s_meta(name, ns, "evm/" + name, first), "reason": reason,
            "reportingComponent": component if component != "kubelet" else "kubelet",
            "reportingInstance": host or "", "source": src, "type": etype}


def journal_record(host, t, ident, msg, boot_ns, prio=6, pid=None, transport=None, seq=[0]):
    seq[0] += 1
    bid = hexid("boot/" + host, 32)
    rec = {
        "__CURSOR": "s=%s;i=%x;b=%s;m=%x;t=%x;x=%s" % (hexid("seqnum/" + host, 32), 0x3a2f00 + seq[0], bid,
                                                        (t - boot_ns) // US, t // US, hexid("x/%d" % seq[0], 16)),
        "__REALTIME_TIMESTAMP": str(t // US),
        "__MONOTONIC_TIMESTAMP": str((t - boot_ns) // US),
        "_BOOT_ID": bid,
        "_MACHINE_ID": hexid("mid/" + host, 32),
        "_HOSTNAME": host,
        "PRIORITY": str(prio),
        "SYSLOG_FACILITY": "0" if ident == "kernel" else "3",
        "SYSLOG_IDENTIFIER": ident,
        "_TRANSPORT": transport or ("kernel" if ident == "kernel" else "syslog"),
        "MESSAGE": msg,
    }
    if pid is not None:
        rec["_PID"] = str(pid)
        rec["SYSLOG_PID"] = str(pid)
    return rec


def rl(rank, t):
    """torchrun prefixes every stderr line of a rank (Python logging included) with [rankN]:."""
    return "[rank%d]:%s" % (rank, f_pylog(t))


def bundle_checkpoint():
    seed = 5150
    r = random.Random(seed)
    nodes = ["gpu-node-%d" % i for i in range(1, 9)]
    ns_ = "training"
    job = "llama-pretrain"
    pods = ["%s-worker-%d" % (job, i) for i in range(8)]
    culprit = "gpu-node-5"
    ci = nodes.index(culprit)
    world = 64
    pod_start = T("08:55:02.811")
    train_start = T("08:56:30")
    ckpt = T("09:30:00.412")
    fail_first = T("09:30:01.123")
    fanout = T("09:30:02.431")
    agent_end = T("09:30:05.912")
    ckpt_dir = "/mnt/ckpt/llama/iter_0012000"
    app = {n: NodeLog() for n in nodes}
    ip = {n: "10.2.0.%d" % (i + 1) for i, n in enumerate(nodes)}
    boot = {n: T("03:02:11", "2026-11-27") + i * 53 * NS for i, n in enumerate(nodes)}
    files = {}
    # ---- app logs ----
    for i, n in enumerate(nodes):
        pod = pods[i]
        ranks = list(range(8 * i, 8 * i + 8))
        lg = app[n]
        t = pod_start + r.randrange(0, 700) * MS
        lg.add(t, "%s INFO entrypoint: host %s pod %s/%s starting torchrun --nnodes=8 --nproc-per-node=8 "
               "--rdzv-backend=c10d --rdzv-endpoint=%s-worker-0:29400 --rdzv-id=%s train.py --config /etc/llama/70b.yaml"
               % (f_pylog(t), n, ns_, pod, job, job), order=-1)
        t2 = t + 700 * MS
        lg.add(t2, [f_glog("W", t2, "torch/distributed/run.py:793", "", pid=1),
                    "W1130 %s 1 torch/distributed/run.py:793] *****************************************" % f_glog_time(t2)[5:-3],
                    "W1130 %s 1 torch/distributed/run.py:793] Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to avoid your system being overloaded, please further tune the variable for optimal performance in your application as needed. " % f_glog_time(t2)[5:-3],
                    "W1130 %s 1 torch/distributed/run.py:793] *****************************************" % f_glog_time(t2)[5:-3]])
        for lr, rank in enumerate(ranks):
            tr = pod_start + 38 * NS + r.randrange(0, 1500) * MS
            lg.add(tr, ["%s INFO train: world size %d, rank %d, local rank %d, device cuda:%d, host %s"
                        % (rl(rank, tr), world, rank, lr, lr, n),
                        "[rank%d]:%s" % (rank, TYPED_STORAGE),
                        "[rank%d]:  return self.fget.__get__(instance, owner)()" % rank])
        t3 = pod_start + 70 * NS + r.randrange(0, 300) * MS
        lg.add(t3, ["%s INFO train: loading checkpoint from /mnt/ckpt/llama/iter_0011000" % rl(ranks[0], t3)])
        t4 = train_start - 2 * NS + r.randrange(0, 900) * MS
        lg.add(t4, ["%s INFO train: resumed from iteration 11000 (consumed samples 11264000)" % rl(ranks[0], t4)])
    it = 11000
    t = train_start
    loss = 2.36
    rr = random.Random(seed + 1)
    while it < 12000:
        it += 1
        t += 2010 * MS + rr.randrange(-15, 15) * MS
        if it % 10 == 0:
            loss = max(1.7, loss - 0.0004 + rr.uniform(-0.01, 0.01))
            for i, n in enumerate(nodes):
                tn = t + rr.randrange(0, 30) * MS
                app[n].add(tn, "%s INFO train: iteration %d/100000 | consumed samples: %d | elapsed time per iteration (ms): %.1f | lm loss: %.4f | grad norm: %.3f | tokens/s/gpu: %d |"
                           % (rl(8 * i, tn), it, it * 1024, 2010 + rr.uniform(-20, 20), loss, 0.3 + rr.uniform(0, 0.1), 3900 + rr.randrange(0, 90)))
    # checkpoint save
    for i, n in enumerate(nodes):
        for lr in range(8):
            rank = 8 * i + lr
            tc = ckpt + rr.randrange(0, 25) * MS
            app[n].add(tc, "%s INFO train: saving checkpoint at iteration 12000 to %s (torch.distributed.checkpoint, FileSystemWriter, thread_count=1)" % (rl(rank, tc), ckpt_dir))
    dcp = "%s/torch/distributed/checkpoint" % PY
    write_frames = [
        ("%s/utils.py" % dcp, 245, "all_reduce", "local_data = map_fun()"),
        ("%s/logger.py" % dcp, 87, "wrapper", "result = func(*args, **kwargs)"),
        ("%s/state_dict_saver.py" % dcp, 338, "write_data", "all_writes = storage_writer.write_data(final_local_plan, planner)"),
        ("%s/filesystem.py" % dcp, 583, "write_data", "_write_files_from_queue("),
        ("%s/filesystem.py" % dcp, 350, "_write_files_from_queue", 'with create_stream(file_name, "wb") as stream:'),
        ("%s/filesystem.py" % dcp, 440, "create_stream", "with path.open(mode) as stream:"),
        ("/usr/lib/python3.10/pathlib.py", 1119, "open", "return self._accessor.open(self, mode, buffering, encoding, errors,"),
    ]
    bad_ranks = list(range(8 * ci, 8 * ci + 8))
    first_rank = 8 * ci + 5
    fail_t = {}
    for lr in range(8):
        rank = 8 * ci + lr
        tf = fail_first if rank == first_rank else fail_first + (40 + lr * 23 + rr.randrange(0, 15)) * MS
        fail_t[rank] = tf
        path = "%s/__%d_0.distcp" % (ckpt_dir, rank)
        pre = "[rank%d]:" % rank
        lines = ["%s ERROR torch.distributed.checkpoint.filesystem: failed to write checkpoint shard %s" % (rl(rank, tf), path),
                 pre + "Traceback (most recent call last):"]
        for fpath, line, func, code in write_frames[3:]:
            lines += [pre + '  File "%s", line %d, in %s' % (fpath, line, func), pre + "    " + code]
        lines.append(pre + "PermissionError: [Errno 13] Permission denied: '%s'" % path)
        app[culprit].add(tf, lines)
    main_frames = [
        ("/workspace/train.py", 412, "<module>", "main()"),
        ("%s/torch/distributed/elastic/multiprocessing/errors/__init__.py" % PY, 355, "wrapper", "return f(*args, **kwargs)"),
        ("/workspace/train.py", 398, "main", "save_checkpoint(model, optimizer, iteration, args.save)"),
        ("/workspace/train.py", 221, "save_checkpoint", "dcp.save(state_dict, checkpoint_id=ckpt_dir)"),
        ("%s/logger.py" % dcp, 87, "wrapper", "result = func(*args, **kwargs)"),
        ("%s/utils.py" % dcp, 438, "inner_func", "return func(*args, **kwargs)"),
        ("%s/state_dict_saver.py" % dcp, 152, "save", "return _save_state_dict("),
        ("%s/state_dict_saver.py" % dcp, 348, "_save_state_dict", 'return distW.all_reduce("write", write_data, finish_checkpoint)'),
        ("%s/utils.py" % dcp, 258, "all_reduce", "raise final_result"),
    ]
    nested = []
    for rank in bad_ranks:
        nested.append("Traceback (most recent call last): (RANK %d)" % rank)
        for fpath, line, func, code in write_frames:
            nested += ['  File "%s", line %d, in %s' % (fpath, line, func), "    " + code]
        nested.append("PermissionError: [Errno 13] Permission denied: '%s/__%d_0.distcp'" % (ckpt_dir, rank))
    for i, n in enumerate(nodes):
        for lr in range(8):
            rank = 8 * i + lr
            tx = fanout + rr.randrange(0, 60) * MS
            lines = ["%s ERROR train: checkpoint save failed at iteration 12000, aborting" % rl(rank, tx)]
            lines += py_traceback(rank, main_frames,
                                  ["torch.distributed.checkpoint.api.CheckpointException: CheckpointException ranks:dict_keys(%s)" % bad_ranks] + nested)
            app[n].add(tx, lines)
    # torchrun agent summary per pod
    for i, n in enumerate(nodes):
        ranks = list(range(8 * i, 8 * i + 8))
        ta = agent_end + rr.randrange(0, 400) * MS
        pids = {rk: 203 + (rk % 8) * 2 for rk in ranks}
        if n == culprit:
            root = first_rank
            rt = fail_t[root] + 1200 * MS
        else:
            root = ranks[rr.randrange(0, 8)]
            rt = fanout + 300 * MS
        others = [x for x in ranks if x != root][:1]
        lines = [f_glog("E", ta, "torch/distributed/elastic/multiprocessing/api.py:869",
                        "failed (exitcode: 1) local_rank: %d (pid: %d) of binary: /usr/bin/python" % (root % 8, pids[root]), pid=1),
                 "Traceback (most recent call last):",
                 '  File "/usr/local/bin/torchrun", line 8, in <module>',
                 "    sys.exit(main())",
                 '  File "%s/torch/distributed/run.py", line 919, in main' % PY,
                 "    run(args)",
                 '  File "%s/torch/distributed/launcher/api.py", line 263, in launch_agent' % PY,
                 "    raise ChildFailedError(",
                 "torch.distributed.elastic.multiprocessing.errors.ChildFailedError: ",
                 "============================================================",
                 "train.py FAILED",
                 "------------------------------------------------------------",
                 "Failures:"]
        for k, o in enumerate(others):
            lines += ["[%d]:" % (k + 1),
                      "  time      : %s" % dt_of(rt + NS).strftime("%Y-%m-%d_%H:%M:%S"),
                      "  host      : %s" % n,
                      "  rank      : %d (local_rank: %d)" % (o, o % 8),
                      "  exitcode  : 1 (pid: %d)" % pids[o],
                      "  error_file: <N/A>",
                      "  traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html"]
        lines += ["------------------------------------------------------------",
                  "Root Cause (first observed failure):",
                  "[0]:",
                  "  time      : %s" % dt_of(rt).strftime("%Y-%m-%d_%H:%M:%S"),
                  "  host      : %s" % n,
                  "  rank      : %d (local_rank: %d)" % (root, root % 8),
                  "  exitcode  : 1 (pid: %d)" % pids[root],
                  "  error_file: <N/A>",
                  "  traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html",
                  "============================================================"]
        app[n].add(ta, lines)
        files["nodes/%s/train.log" % n] = app[n].render()
    # ---- NCCL debug files (NCCL_DEBUG_FILE=/logs/nccl-%h.%p.log, NCCL 2.23 timestamps WARN lines) ----
    commid = "0x" + hexid("commid/ckpt", 16)
    for i, n in enumerate(nodes):
        pid = 203
        hdr = "%s:%d:%d [0]" % (n, pid, pid)
        hdr2 = "%s:%d:%d [0]" % (n, pid, pid + 391)
        tn = pod_start + 44 * NS + r.randrange(0, 900) * MS
        rank = 8 * i
        lines = ["%s %s NCCL WARN NET/Plugin: Could not find: libnccl-net.so. Using internal network plugin." % (f_nccl_ts(tn), hdr),
                 "%s NCCL INFO Bootstrap : Using bond0:%s<0>" % (hdr, ip[n]),
                 "%s NCCL INFO cudaDriverVersion 12040" % hdr]
        if rank == 0:
            lines.append("NCCL version 2.23.4+cuda12.4")
        lines += ["%s NCCL INFO NET/IB : Using [0]mlx5_0:1/RoCE [1]mlx5_1:1/RoCE [2]mlx5_2:1/RoCE [3]mlx5_3:1/RoCE [RO]; OOB bond0:%s<0>" % (hdr2, ip[n]),
                  "%s NCCL INFO Using network IB" % hdr2,
                  "%s NCCL INFO comm %s rank %d nranks %d cudaDev 0 nvmlDev 0 busId 18000 commId %s - Init START" % (hdr2, comm_ptr(n, rank), rank, world, commid),
                  "%s NCCL INFO comm %s rank %d nRanks %d nNodes 8 localRanks 8 localRank 0 MNNVL 0" % (hdr2, comm_ptr(n, rank), rank, world),
                  "%s NCCL INFO Connected all rings" % hdr2,
                  "%s NCCL INFO Connected all trees" % hdr2,
                  "%s NCCL INFO comm %s rank %d nranks %d cudaDev 0 busId 18000 commId %s - Init COMPLETE" % (hdr2, comm_ptr(n, rank), rank, world, commid),
                  "%s NCCL INFO comm %s rank %d nranks %d cudaDev 0 busId 18000 - Destroy COMPLETE" % (hdr, comm_ptr(n, rank), rank, world)]
        files["nccl/nccl-%s.%d.log" % (n, pid)] = "\n".join(lines) + "\n"
    # ---- journals ----
    for i, n in enumerate(nodes):
        rj = random.Random("j/" + n)
        ev = []  # (t, ident, pid, prio, msg)
        kpid = 2210 + i
        ta = T("08:40:00") + rj.randrange(0, 60000) * MS
        ev.append((ta, "systemd", 1, 6, "Starting Daily apt upgrade and clean activities..."))
        ev.append((ta + 2391 * MS, "systemd", 1, 6, "apt-daily-upgrade.service: Deactivated successfully."))
        ev.append((pod_start - 900 * MS, "kubelet", kpid, 6, 'I1130 %s    %d kubelet.go:2430] "SyncLoop ADD" source="api" pods=["%s/%s"]' % (dt_of(pod_start - 900 * MS).strftime("%H:%M:%S.%f"), kpid, ns_, pods[i])))
        ev.append((pod_start - 400 * MS, "containerd", 1402, 6, 'time="%s" level=info msg="StartContainer for \\"%s\\" returns successfully"' % (dt_of(pod_start - 400 * MS).strftime("%Y-%m-%dT%H:%M:%S.%f000Z"), hexid("cid/" + n, 64))))
        ev.append((pod_start + 12 * NS + rj.randrange(0, 900) * MS, "kernel", None, 6, "nvidia-peermem nv_mem_get_pages:302 INFO peermem get pages"))
        ev.append((T("09:00:00") + rj.randrange(0, 1000) * MS, "systemd", 1, 6, "Starting Cleanup of Temporary Directories..."))
        ev.append((T("09:00:01") + rj.randrange(0, 1000) * MS, "systemd", 1, 6, "systemd-tmpfiles-clean.service: Deactivated successfully."))
        ev.append((T("09:17:00") + rj.randrange(0, 60000) * MS, "CRON", 88211 + i, 6, "(root) CMD (   cd / && run-parts --report /etc/cron.hourly)"))
        if n == culprit:
            ev.append((T("09:29:41.208"), "kernel", None, 4, "nfs: server fs01 not responding, still trying"))
            ev.append((T("09:29:44.880"), "kernel", None, 5, "nfs: server fs01 OK"))
            ev.append((T("09:29:47.031"), "nfsidmap", 411235, 3, "nss_getpwnam: name 'mlops@cluster.local' does not map into domain 'localdomain'"))
        td = agent_end + 1500 * MS + rj.randrange(0, 900) * MS
        ev.append((td, "kubelet", kpid, 6, 'I1130 %s    %d kubelet.go:2461] "SyncLoop (PLEG): event for pod" pod="%s/%s" event={"ID":"%s","Type":"ContainerDied","Data":"%s"}' % (dt_of(td).strftime("%H:%M:%S.%f"), kpid, ns_, pods[i], uuid_of("pod/" + pods[i]), hexid("cid/" + n, 64))))
        ev.append((td + 2 * NS, "kernel", None, 6, "nvidia-peermem nv_get_p2p_free_callback:127 ERROR detected invalid context, skipping further processing"))
        ev.sort(key=lambda e: e[0])
        if i % 2 == 1:  # even node number -> journal.log (short-iso)
            out = []
            for t, ident, pid, prio, msg in ev:
                tag = ident if pid is None else "%s[%d]" % (ident, pid)
                out.append("%s %s %s: %s" % (f_short_iso(t), n, tag, msg))
            files["nodes/%s/journal.log" % n] = "\n".join(out) + "\n"
        else:  # odd node number -> journal.json (journalctl -o json)
            out = []
            for t, ident, pid, prio, msg in ev:
                out.append("{ " + json.dumps(journal_record(n, t, ident, msg, boot[n], prio=prio, pid=pid), separators=(", ", " : "))[1:-1] + " }")
            files["nodes/%s/journal.json" % n] = "\n".join(out) + "\n"
    # ---- k8s ----
    items = []
    for i, n in enumerate(nodes):
        pod = pods[i]
        created = pod_start - 9 * NS
        fin = agent_end + 1500 * MS
        items.append({
            "apiVersion": "v1", "kind": "Pod",
            "metadata": dict(k8s_meta(pod, ns_, "pod/" + pod, created,
                                      labels={"training.kubeflow.org/job-name": job,
                                              "training.kubeflow.org/operator-name": "pytorchjob-controller",
                                              "training.kubeflow.org/replica-index": str(i),
                                              "training.kubeflow.org/replica-type": "worker"}),
                             ownerReferences=[{"apiVersion": "kubeflow.org/v1", "blockOwnerDeletion": True, "controller": True,
                                               "kind": "PyTorchJob", "name": job, "uid": uuid_of("job/" + job)}]),
            "spec": {"containers": [{"name": "pytorch", "image": "nvcr.io/nvidia/pytorch:24.09-py3",
                                     "command": ["/bin/bash", "-c", "/workspace/entrypoint.sh"],
                                     "resources": {"limits": {"nvidia.com/gpu": "8", "rdma/rdma_shared_device_a": "1"},
                                                   "requests": {"nvidia.com/gpu": "8", "rdma/rdma_shared_device_a": "1"}},
                                     "volumeMounts": [{"mountPath": "/mnt/ckpt", "name": "ckpt"}, {"mountPath": "/dev/shm", "name": "dshm"}]}],
                     "hostNetwork": True, "nodeName": n, "restartPolicy": "Never", "schedulerName": "default-scheduler",
                     "volumes": [{"name": "ckpt", "nfs": {"path": "/export/ckpt", "server": "fs01"}},
                                 {"emptyDir": {"medium": "Memory"}, "name": "dshm"}]},
            "status": {"conditions": [{"lastProbeTime": None, "lastTransitionTime": iso_z(created), "status": "True", "type": "PodScheduled"},
                                      {"lastProbeTime": None, "lastTransitionTime": iso_z(fin), "reason": "PodFailed", "status": "False", "type": "Ready"}],
                       "containerStatuses": [{"containerID": "containerd://" + hexid("cid/" + n, 64),
                                              "image": "nvcr.io/nvidia/pytorch:24.09-py3", "name": "pytorch", "ready": False,
                                              "restartCount": 0, "started": False,
                                              "state": {"terminated": {"containerID": "containerd://" + hexid("cid/" + n, 64),
                                                                       "exitCode": 1, "finishedAt": iso_z(fin), "reason": "Error",
                                                                       "startedAt": iso_z(pod_start - NS)}},
                                              "lastState": {}}],
                       "hostIP": ip[n], "podIP": ip[n], "phase": "Failed", "qosClass": "Burstable",
                       "startTime": iso_z(created)}})
    files["k8s/pods.json"] = jdump({"apiVersion": "v1", "items": items, "kind": "List", "metadata": {"resourceVersion": ""}})
    evs = []
    job_uid = uuid_of("job/" + job)
    for i, n in enumerate(nodes):
        pod = pods[i]
        puid = uuid_of("pod/" + pod)
        c = pod_start - 9 * NS
        evs.append(k8s_event(ns_, "PyTorchJob", job, job_uid, "SuccessfulCreatePod", "Created pod: %s" % pod, "Normal", c, c, 1, "pytorchjob-controller", api="kubeflow.org/v1"))
        evs.append(k8s_event(ns_, "Pod", pod, puid, "Scheduled", "Successfully assigned %s/%s to %s" % (ns_, pod, n), "Normal", c + NS, c + NS, 1, "default-scheduler"))
        evs.append(k8s_event(ns_, "Pod", pod, puid, "Pulled", 'Container image "nvcr.io/nvidia/pytorch:24.09-py3" already present on machine', "Normal", c + 4 * NS, c + 4 * NS, 1, "kubelet", host=n, field_path="spec.containers{pytorch}"))
        evs.append(k8s_event(ns_, "Pod", pod, puid, "Created", "Created container pytorch", "Normal", c + 5 * NS, c + 5 * NS, 1, "kubelet", host=n, field_path="spec.containers{pytorch}"))
        evs.append(k8s_event(ns_, "Pod", pod, puid, "Started", "Started container pytorch", "Normal", c + 7 * NS, c + 7 * NS, 1, "kubelet", host=n, field_path="spec.containers{pytorch}"))
    fin = agent_end + 1500 * MS
    order = [ci] + [i for i in range(8) if i != ci]
    for k, i in enumerate(order):
        evs.append(k8s_event(ns_, "PyTorchJob", job, job_uid, "ExitedWithCode", "Pod: %s.%s exited with code 1" % (ns_, pods[i]), "Normal", fin + (k * 130) * MS, fin + (k * 130) * MS, 1, "pytorchjob-controller", api="kubeflow.org/v1"))
    evs.append(k8s_event(ns_, "PyTorchJob", job, job_uid, "PyTorchJobFailed", "PyTorchJob %s/%s is failed because 8 Worker replica(s) failed." % (ns_, job), "Warning", fin + 2 * NS, fin + 2 * NS, 1, "pytorchjob-controller", api="kubeflow.org/v1"))
    # a benign, unrelated warning that keeps repeating all along (count > 1)
    evs.append(k8s_event("monitoring", "Pod", "dcgm-exporter-7kq2m", uuid_of("pod/dcgm"), "BackOff", "Back-off restarting failed container dcgm-exporter in pod dcgm-exporter-7kq2m_monitoring(%s)" % uuid_of("pod/dcgm"), "Warning", T("08:31:12"), T("09:31:40"), 14, "kubelet", host="gpu-node-2", field_path="spec.containers{dcgm-exporter}"))
    evs.sort(key=lambda e: (e["lastTimestamp"], e["metadata"]["name"]))
    files["k8s/events.json"] = jdump({"apiVersion": "v1", "items": evs, "kind": "List", "metadata": {"resourceVersion": ""}})
    # ---- metrics ----
    times = sample_times(T("08:50:00"), T("09:35:00"))
    rm = random.Random(seed + 7)
    series = []
    for i, n in enumerate(nodes):
        for g in (0, 1):
            vals = []
            for t in times:
                base = 72.0 if (t < train_start or t > fanout) else (640.0 if t < ckpt else 210.0)
                vals.append((t, "%.3f" % (base + rm.uniform(-10, 10))))
            lab = dcgm_labels("DCGM_FI_DEV_POWER_USAGE", n, g, ip[n])
            lab.update({"namespace": ns_, "pod": pods[i], "container": "pytorch"})
            series.append((lab, vals))
    files["metrics/dcgm_power_usage.json"] = prom_matrix(series)
    series = []
    for n in nodes:
        vals = []
        for t in times:
            v = 1.2 if (t < pod_start or t > fanout) else 41.0
            vals.append((t, "%.2f" % (v + rm.uniform(-0.8, 0.8))))
        series.append(({"__name__": "node_load1", "instance": "%s:9100" % n, "job": "node-exporter"}, vals))
    files["metrics/node_load1.json"] = prom_matrix(series)
    b = Bundle()
    for rel, data in files.items():
        b.put(rel, data)
    b.put("README.md", README_CKPT)
    return {"resources/samples/checkpoint-permission-denied": b}


README_CKPT = """# checkpoint-permission-denied

Kubernetes PyTorchJob training/llama-pretrain, 8 pods (hostNetwork) on gpu-node-1..gpu-node-8,
8 ranks each (gpu-node-5 holds ranks 32-39). NO bundle.json: nodes must be inferred from folder
names (nodes/<node>/), file names (nccl/nccl-<host>.<pid>.log) and host names inside lines
(journal, k8s). Generated by scripts/gen_samples.py; do not edit by hand.

Expected verdict: storage / checkpoint permission failure. Culprit gpu-node-5.
Root symptom: `PermissionError: [Errno 13] Permission denied: '/mnt/ckpt/llama/iter_0012000/__37_0.distcp'`
(torch.distributed.checkpoint save, rank 37) at 2026-11-30 09:30:01,123 in nodes/gpu-node-5/train.log.
Context on the same node: `nfs: server fs01 not responding` / `OK` (09:29:41/44) and an NFSv4 idmap
error (09:29:47) in nodes/gpu-node-5/journal.json. At 09:30:02.4 every rank on every node raises
`CheckpointException ranks:dict_keys([32, ..., 39])` (fan-out that quotes the PermissionErrors), torchrun
reports ChildFailedError, all pods end Failed/Error exit code 1. The dcgm-exporter BackOff event on
gpu-node-2 is unrelated noise (it repeats since 08:31).
"""

EXTRA_BUNDLES.append(bundle_checkpoint)


# --------------------------------------------------------------------------------------
# Scenario 3: InfiniBand link flap (Loki app logs, RFC 3164 kern.log, cloud events)
# --------------------------------------------------------------------------------------


def loki_streams(streams):
    """streams: list of (labels, [(ns, line)]) -> Loki query_range response text."""
    result = []
    total = 0
    for labels, entries in streams:
        result.append({"stream": labels, "values": [[str(t), line] for t, line in entries]})
        total += sum(len(l) for _, l in entries)
    n = sum(len(e) for _, e in streams)
    return jdump({"status": "success",
                  "data": {"resultType": "streams", "result": result,
                           "stats": {"summary": {"bytesProcessedPerSecond": 48817221, "linesProcessedPerSecond": 201344,
                                                 "totalBytesProcessed": total, "totalLinesProcessed": n,
                                                 "execTime": round(n / 201344.0, 6), "queueTime": 0.000312,
                                                 "subqueries": 0, "totalEntriesReturned": n}}}}, compact=True)


def nodelog_to_loki(nodelog, skew_ns=0):
    """Every line gets the Loki ingestion time of its block (+1 us per line to keep order)."""
    out = []
    last = 0
    for t, _, _, lines in nodelog.sorted_blocks():
        for k, line in enumerate(lines):
            ts = max(t + k * US + 250 * US, last + US)  # promtail reads the line a little later
            out.append((ts, line))
            last = ts
    return out


def bundle_ib_flap():
    seed = 6160
    job_id = 6160
    name = "mixtral-8x22b-sft"
    nodes = ["ib-node%02d" % i for i in range(1, 17)]
    culprit = "ib-node11"
    clr = 6  # mlx5_6 / 0000:c1:00.0 / ibp193s0 is the rail of GPU 6
    start = T("13:30:00")
    flaps = [T("14:02:11.204118"), T("14:03:02.877410"), T("14:04:27.115932"), T("14:05:40.530227")]
    enq = T("14:02:29.318044")
    end = T("14:13:04")
    run = SlurmRun(seed, job_id, nodes, start, iter0=3200, nccl_version="2.23.4",
                   boot_base="2026-11-18T22:41:00")
    ib_ip = {n: "10.1.0.%d" % int(n[-2:]) for n in nodes}
    run.startup()
    run.iterations(start + 44 * NS, enq, step_ms=3870)
    r = random.Random(seed + 3)
    ci = nodes.index(culprit)
    # NCCL async events on the culprit's rank that owns the flapping HCA
    crank = run.ranks[culprit][clr]
    cpid = run.rank_pid(culprit, clr)
    for k, tf in enumerate(flaps):
        t = tf + 2 * MS + r.randrange(0, 5) * MS
        run.add_app(culprit, t, "%s%s:%d:%d [%d] NCCL WARN NET/IB : mlx5_6:1 Got async event : port error" % (run.warn_prefix(culprit, t), culprit, cpid, cpid + 433, clr))
        tu = tf + (1600 + k * 300) * MS + 4 * MS
        run.add_app(culprit, tu, "%s%s:%d:%d [%d] NCCL WARN NET/IB : mlx5_6:1 Got async event : port active" % (run.warn_prefix(culprit, tu), culprit, cpid, cpid + 433, clr))
    # peers that talk to ib-node11 over rail 6 see transport retry exceeded
    peers = [nodes[ci - 1], nodes[ci + 1], nodes[2]]
    for j, pn in enumerate(peers):
        pr = run.ranks[pn][clr]
        pp = run.rank_pid(pn, clr)
        t = flaps[0] + (17800 + j * 611 + r.randrange(0, 300)) * MS
        qp = 49152 + j
        hdr = "%s:%d:%d [%d]" % (pn, pp, pp + 433, clr)
        lines = ["%s%s transport/net_ib.cc:1696 NCCL WARN NET/IB : Got completion from peer %s<%d> with status=IBV_WC_RETRY_EXC_ERR(12) opcode=%d len=%d vendor err 129 (%s) localGid ::ffff:%s remoteGids::ffff:%s"
                 % (run.warn_prefix(pn, t), hdr, ib_ip[culprit], qp, 0 if j != 1 else 1, 0, "Send" if j != 1 else "RDMA Write", ib_ip[pn], ib_ip[culprit]),
                 "%s NCCL INFO transport/net.cc:1303 -> 6" % hdr,
                 "%s NCCL INFO proxy.cc:731 -> 6" % hdr,
                 "%s%s proxy.cc:1545 NCCL WARN [Proxy Thread] Error encountered progressing operation=Send, res=6, closing connection" % (run.warn_prefix(pn, t), hdr)]
        run.add_app(pn, t, lines)
        t2 = t + 48 * MS
        run.add_app(pn, t2, "%s%s transport/net_ib.cc:1696 NCCL WARN NET/IB : Got completion from peer %s<%d> with status=IBV_WC_WR_FLUSH_ERR(5) opcode=0 len=0 vendor err 244 (Send) localGid ::ffff:%s remoteGids::ffff:%s"
                    % (run.warn_prefix(pn, t2), hdr, ib_ip[culprit], qp, ib_ip[pn], ib_ip[culprit]))
    # every rank (including ib-node11's) times out 600 s after the hung collective
    for n in nodes:
        for lr in range(8):
            t = enq + 600060 * MS + r.randrange(0, 58000) * US
            run.watchdog(n, lr, t, seq=4711, numel=67108864)
    # ---- kernel + syslog ----
    kern = {n: [] for n in nodes}
    syslog = {n: [] for n in nodes}
    for i, n in enumerate(nodes):
        rk = random.Random("k/" + n)
        boot = run.boot[n]
        mono = lambda t: f_dmesg(t - boot)
        for t, msg in [(start - 33 * 60 * NS + rk.randrange(0, 60000) * MS, "perf: interrupt took too long (2506 > 2500), lowering kernel.perf_event_max_sample_rate to 79750"),
                       (start + 21 * NS + rk.randrange(0, 2000) * MS, "nvidia-peermem nv_mem_get_pages:302 INFO peermem get pages"),
                       (enq + 600060 * MS + 2 * NS + rk.randrange(0, 900) * MS, "nvidia-peermem nv_get_p2p_free_callback:127 ERROR detected invalid context, skipping further processing")]:
            kern[n].append((t, "kernel: %s %s" % (mono(t), msg)))
        for hh in ("13:17:01", "14:17:01"):
            t = T(hh) + rk.randrange(0, 900) * MS
            syslog[n].append((t, "CRON[%d]: (root) CMD (   cd / && run-parts --report /etc/cron.hourly)" % (71000 + rk.randrange(0, 20000))))
        t = T("13:45:00") + rk.randrange(0, 600000) * MS
        syslog[n].append((t, "systemd[1]: Starting Message of the Day..."))
        syslog[n].append((t + 411 * MS, "systemd[1]: motd-news.service: Deactivated successfully."))
        t = T("13:52:00") + rk.randrange(0, 600000) * MS
        syslog[n].append((t, "chronyd[1187]: Selected source 10.0.0.250 (ntp1.cluster.local)"))
    boot = run.boot[culprit]
    for k, tf in enumerate(flaps):
        down = [(tf, "mlx5_core 0000:c1:00.0: mlx5_port_module_event:1131:(pid 0): Module 0, status: unplugged"),
                (tf + 91 * US, "mlx5_core 0000:c1:00.0 ibp193s0: Link down")]
        tu = tf + (1600 + k * 300) * MS
        up = [(tu, "mlx5_core 0000:c1:00.0: mlx5_port_module_event:1131:(pid 0): Module 0, status: plugged"),
              (tu + 212 * MS, "mlx5_core 0000:c1:00.0 ibp193s0: Link up")]
        for t, msg in down + up:
            kern[culprit].append((t, "kernel: %s %s" % (f_dmesg(t - boot), msg)))
        syslog[culprit].append((tf + 3 * MS, "systemd-networkd[1893]: ib0: Lost carrier"))
        syslog[culprit].append((tu + 230 * MS, "systemd-networkd[1893]: ib0: Gained carrier"))
    kern[culprit].append((flaps[-1] + 9 * NS, "kernel: %s %s" % (f_dmesg(flaps[-1] + 9 * NS - boot), "infiniband mlx5_6: mlx5_ib_event:3085:(pid 0): warning: event on port 1 (port error) while port is being re-initialized")))
    tz_node = "ib-node16"  # its rsyslog writes local time (+01:00); bundle.json says so
    files = {}
    for n in nodes:
        off = 3600 * NS if n == tz_node else 0
        files["nodes/%s/kern.log" % n] = "".join("%s %s %s\n" % (f_syslog(t + off), n, m) for t, m in sorted(kern[n]))
        files["nodes/%s/syslog" % n] = "".join("%s %s %s\n" % (f_syslog(t + off), n, m) for t, m in sorted(syslog[n]))
    # ---- loki ----
    streams = []
    for n in nodes:
        streams.append(({"host": n, "job": "slurm/%d" % job_id, "filename": "/shared/logs/%d/%s.log" % (job_id, n),
                         "service_name": "train"}, nodelog_to_loki(run.app[n])))
    files["loki/app.json"] = loki_streams(streams)
    # ---- slurm ----
    out = ["%s starting %s (job %d) on %d nodes: %s" % (iso_z(start + 1 * NS), name, job_id, len(nodes), nodelist_expr(nodes)),
           "MASTER_ADDR=%s MASTER_PORT=29500 WORLD_SIZE=%d" % (nodes[0], run.world),
           "NCCL_DEBUG=INFO NCCL_IB_HCA=mlx5 NCCL_IB_TIMEOUT=22 NCCL_IB_RETRY_CNT=7 TORCH_NCCL_ASYNC_ERROR_HANDLING=1"]
    order = list(nodes)
    r.shuffle(order)
    wd_end = enq + 600060 * MS
    for k, n in enumerate(order):
        rk = run.ranks[n]
        out.append(st(wd_end + (1520 + k * 41) * MS, "srun: error: %s: tasks %d-%d: Aborted (core dumped)" % (n, rk[0], rk[-1])))
    out += [st(wd_end + 2380 * MS, "srun: Job step aborted: Waiting up to 32 seconds for job step to finish."),
            st(wd_end + 34390 * MS, "srun: error: Timed out waiting for job step to complete")]
    files["slurm/slurm-%d.out" % job_id] = "\n".join(out) + "\n"
    files["slurm/sacct.json"] = sacct_json(job_id, name, nodes, start, end, "FAILED", "FAILED", 134, signal=0)
    # ---- metrics ----
    m0, m1 = T("13:25:00"), T("14:20:00")
    times = sample_times(m0, m1)
    series, carrier = [], []
    for n in nodes:
        vals, cv = [], []
        for t in times:
            c = sum(1 for f in flaps if f <= t) if n == culprit else 0
            vals.append((t, str(c)))
            cv.append((t, str(2 + 2 * c) if n == culprit else "2"))
        series.append(({"__name__": "node_infiniband_link_downed_total", "device": "mlx5_6", "port": "1",
                        "instance": "%s:9100" % n, "job": "node-exporter"}, vals))
        carrier.append(({"__name__": "node_network_carrier_changes_total", "device": "ib0",
                         "instance": "%s:9100" % n, "job": "node-exporter"}, cv))
    files["metrics/node_infiniband_link_downed_total.json"] = prom_matrix(series)
    files["metrics/node_network_carrier_changes_total.json"] = prom_matrix(carrier)
    wd = enq + 600060 * MS

    def power(n, g, t):
        if t < start + 40 * NS:
            return 74.0
        if t < enq:
            return 610.0
        if t < wd + 5 * NS:
            return 121.0
        return 70.0

    def temp(n, g, t):
        return 34 if t < start + 40 * NS else (61 + g % 3 if t < enq else (46 if t < wd + 5 * NS else 38))

    files.update(gpu_metrics(run, [nodes[ci - 1], culprit, nodes[ci + 1]], m0, m1, power, temp, xid_fn=lambda n, g, t: 0, xid_all=False))
    # ---- cloud ----
    ev = []
    for i, n in enumerate(nodes):
        inst = "i-0%s" % hexid("inst/" + n, 16)
        ev.append({"time": "2026-11-18T22:38:%02dZ" % (i * 3), "node": n, "instance": inst, "type": "instance_state_change",
                   "message": "Instance state changed from pending to running (p5.48xlarge, us-east-2a, capacity block cb-0f1e2d3c4b5a69788)"})
    for hh in ("13:30:00", "14:00:00"):
        for i, n in enumerate(nodes):
            inst = "i-0%s" % hexid("inst/" + n, 16)
            ev.append({"time": "2026-11-30T%sZ" % hh, "node": n, "instance": inst, "type": "status_check",
                       "message": "System status check: ok; Instance status check: ok; EBS status check: ok"})
    ev.append({"time": "2026-11-30T09:12:44Z", "node": "ib-node03", "instance": "i-0%s" % hexid("inst/ib-node03", 16),
               "type": "scheduled_maintenance",
               "message": "Scheduled event system-maintenance: network maintenance on the underlying host, window 2026-12-14T02:00:00Z to 2026-12-14T04:00:00Z (not before 2026-12-14T02:00:00Z)"})
    for i, n in enumerate(nodes):
        inst = "i-0%s" % hexid("inst/" + n, 16)
        ev.append({"time": "2026-11-30T14:15:00Z", "node": n, "instance": inst, "type": "status_check",
                   "message": "System status check: ok; Instance status check: ok; EBS status check: ok"})
    ev.sort(key=lambda e: (e["time"], e["node"]))
    files["cloud/events.ndjson"] = "".join(json.dumps(e, separators=(",", ":")) + "\n" for e in ev)
    files["bundle.json"] = run.manifest("slurm-%d" % job_id, name, end, extra_sources=[
        {"path": "nodes/%s/kern.log" % tz_node, "kind": "kernel", "node": tz_node, "timezone": "+01:00"},
        {"path": "nodes/%s/syslog" % tz_node, "kind": "syslog", "node": tz_node, "timezone": "+01:00"},
        {"path": "loki/app.json", "kind": "applog"},
        {"path": "cloud/events.ndjson", "kind": "cloud"}])
    b = Bundle()
    for rel, data in files.items():
        b.put(rel, data)
    b.put("README.md", README_IB)
    return {"resources/samples/ib-link-flap": b}


README_IB = """# ib-link-flap

Slurm job 6160 (mixtral-8x22b-sft), 16 nodes ib-node01..ib-node16, 8 ranks each (ib-node11 holds
ranks 80-87). Application logs come only as a Loki query_range response (loki/app.json, one stream
per host, label `host`); kernel logs are RFC 3164 kern.log files (kernel facility) and syslog files
(other facilities only, written with `*.*;kern.none`). ib-node16's rsyslog writes local time UTC+01:00
(bundle.json `sources` override). Generated by scripts/gen_samples.py; do not edit by hand.

Expected verdict: network fault (InfiniBand link flap). Culprit ib-node11 (HCA mlx5_6, 0000:c1:00.0,
ibp193s0, IB address 10.1.0.11). Root symptom: `mlx5_core 0000:c1:00.0 ibp193s0: Link down` at
2026-11-30T14:02:11.204Z in nodes/ib-node11/kern.log, repeated 4 times within 4 minutes (Link down /
Link up, `ib0: Lost carrier` in syslog, node_infiniband_link_downed_total 0 -> 4). Then peers
ib-node10, ib-node12 and ib-node03 log `NCCL WARN NET/IB : Got completion from peer 10.1.0.11<...>
with status=IBV_WC_RETRY_EXC_ERR(12)` (14:02:29-30), and all 128 ranks, ib-node11's included, hit
the watchdog timeout (SeqNum=4711) at 14:12:29. sacct: FAILED. cloud/events.ndjson has only benign
records (status checks ok, a maintenance notice for ib-node03 on 2026-12-14).
"""

EXTRA_BUNDLES.append(bundle_ib_flap)


# --------------------------------------------------------------------------------------
# test bundles (tests/data)
# --------------------------------------------------------------------------------------

SMALL = ["node005", "node006", "node007", "node008"]


def bundle_clock_skew():
    b = Bundle()
    xid79_story(b, 4242, SMALL, "node007", 3, 4242, skew={"node008": 4.0}, dmesg_T=("node006",))
    b.put("README.md", """# clock-skew (test data)

Scenario 1 (xid79-gpu-off-bus) shrunk to 4 nodes node005..node008 (ranks 0-31, node007 = 16-23).
node008's clock is 4.000 s AHEAD: every time written by node008 (train.log, and its dmesg
boot_time in bundle.json, which node008 itself reported) is true time + 4 s. Metrics and the
Slurm files are not skewed.

Expected verdict: GPU hardware fault, culprit node007 (GPU 3, rank 19), root symptom
`NVRM: Xid (PCI:0000:5a:00): 79 ... GPU has fallen off the bus.` at 08:10:03.412Z.
Expected skew estimate: node008 about +4.0 s (anchors: watchdog timeouts for SeqNum=1580, whose
true times lie within 57 ms across all ranks; NCCL Init COMPLETE), the others about 0.
""")
    return {"tests/data/clock-skew": b}


def split_part1(rel):
    return (rel == "bundle.json" or rel.startswith("slurm/") or rel.startswith("nodes/node005/")
            or rel in ("nodes/node006/train.log", "nodes/node008/train.log"))


def bundle_split():
    b = Bundle()
    xid79_story(b, 4242, SMALL, "node007", 3, 4242, split=split_part1)
    b.put("README.md", """# split-ingest (test data)

Scenario 1 shrunk to 4 nodes (node005..node008, no skew), files split over two folders for
testing two successive ingests into one workbench session:

- part1/: bundle.json, slurm/*, nodes/node005/*, nodes/node006/train.log, nodes/node008/train.log
- part2/: nodes/node006/dmesg.log, nodes/node007/* (the culprit), nodes/node008/dmesg.log, metrics/*

part1 alone: only watchdog-timeout victims and Slurm's NODE_FAIL/`srun: error: node007` lines;
no root symptom (the verdict may point at node007 only through Slurm, at low confidence).
part1 + part2: same verdict as clock-skew without skew: culprit node007 (GPU 3, rank 19),
root symptom Xid 79 at 08:10:03.412Z. node006 and node008 get files from both parts.
""")
    return {"tests/data/split-ingest": b}


def healthy_exit_lines(run, n, lr, t):
    rank = run.ranks[n][lr]
    return [f_glog("W", run.lt(n, t), "ProcessGroupNCCL.cpp:1250",
                   "Warning: WARNING: process group has NOT been destroyed before we destruct ProcessGroupNCCL. "
                   "On normal program exit, the application should call destroy_process_group to ensure that any "
                   "pending NCCL operations have finished in this process. In rare cases this process can exit "
                   "before this point and block the progress of another member of the process group. This "
                   "constraint has always been present,  but this warning has only been added since PyTorch 2.4 "
                   "(function operator())", rank=rank)]


def bundle_no_failure():
    nodes = ["node001", "node002", "node003", "node004"]
    job_id = 4300
    name = "llama-8b-finetune"
    start = T("06:00:00")
    run = SlurmRun(4300, job_id, nodes, start, iter0=0)
    run.startup()
    last = run.iterations(start + 44 * NS, T("06:19:40"), step_ms=3010, log_every=10)
    run.kernel_noise(start - 15 * 60 * NS, T("06:20:30"))
    fin = T("06:19:41.5")
    r = random.Random(4301)
    for n in nodes:
        tn = fin + r.randrange(0, 200) * MS
        run.add_app(n, tn, " %s training finished at iteration %d; saving final checkpoint to /lustre/ckpt/llama-8b-ft/iter_%07d" % (f_megatron(tn), last, last))
        tn2 = tn + 8400 * MS
        run.add_app(n, tn2, " %s successfully saved checkpoint from iteration %7d to /lustre/ckpt/llama-8b-ft [ t 1/1, p 1/1 ]" % (f_megatron(tn2), last))
        for lr in range(8):
            te = tn2 + (300 + r.randrange(0, 400)) * MS
            run.add_app(n, te, healthy_exit_lines(run, n, lr, te))
        run.add_kern(n, tn2 + 2 * NS, "nvidia-peermem nv_get_p2p_free_callback:127 ERROR detected invalid context, skipping further processing")
    end = T("06:20:03")
    files = {}
    for n in nodes:
        files["nodes/%s/train.log" % n] = run.app[n].render()
        files["nodes/%s/dmesg.log" % n] = run.render_dmesg(n)
    files["slurm/slurm-%d.out" % job_id] = "\n".join([
        "%s starting %s (job %d) on %d nodes: %s" % (iso_z(start + NS), name, job_id, len(nodes), nodelist_expr(nodes)),
        "MASTER_ADDR=%s MASTER_PORT=29500 WORLD_SIZE=%d" % (nodes[0], run.world),
        "%s finished with exit code 0" % iso_z(end)]) + "\n"
    files["slurm/sacct.json"] = sacct_json(job_id, name, nodes, start, end, "COMPLETED", "COMPLETED", 0)
    m0, m1 = start - 5 * 60 * NS, T("06:25:00")
    files.update(gpu_metrics(run, nodes, m0, m1,
                             lambda n, g, t: 74.0 if t < start + 40 * NS or t > end else 588.0,
                             lambda n, g, t: 33 if t < start + 40 * NS or t > end else 60 + g % 3,
                             xid_fn=lambda n, g, t: 0))
    files["metrics/node_load1.json"] = node_load_metrics(run, m0, m1, lambda n, t: 0.7 if (t < start or t > end) else 36.0)
    files["bundle.json"] = run.manifest("slurm-%d" % job_id, name, end)
    b = Bundle()
    for rel, data in files.items():
        b.put(rel, data)
    b.put("README.md", """# no-failure (test data)

Healthy Slurm job 4300 (llama-8b-finetune), 4 nodes node001..node004, ranks 0-31, COMPLETED with
exit code 0 at 06:20:03Z. Only the noise every healthy run prints: NCCL INFO, the NET/Plugin
`NCCL WARN` (dlerror libnccl-net.so), TypedStorage / TransformerEngine UserWarnings, the c10d
barrier warning, iteration lines, the "process group has NOT been destroyed" exit warning, and
kernel noise including `nvidia-peermem nv_get_p2p_free_callback:127 ERROR detected invalid context`.

Expected verdict: unknown / no failure, nobody blamed.
""")
    return {"tests/data/no-failure": b}


def bundle_two_faults():
    nodes = ["node001", "node002", "node003", "node004"]
    job_id = 7001
    name = "llama-70b-pretrain"
    start = T("10:00:00")
    xid_t = T("10:05:00.318552")
    enospc_t = T("10:08:30.771204")
    enq = T("10:05:01.102733")
    end = T("10:16:12")
    run = SlurmRun(7001, job_id, nodes, start, iter0=1200)
    run.startup()
    run.iterations(start + 44 * NS, xid_t, step_ms=4100)
    run.kernel_noise(start - 15 * 60 * NS, end)
    bad, bg = "node002", 1
    bus = BUS[bg]
    run.add_kern(bad, xid_t, [
        "NVRM: Xid (PCI:0000:%s:00): 48, pid=%d, name=python, Ch 00000010, intr 00000000. An uncorrectable double bit error (DBE) has been detected on GPU in the framebuffer at partition 6, subpartition 0." % (bus, run.rank_pid(bad, bg)),
        "NVRM: GPU at PCI:0000:%s:00: %s" % (bus, gpu_uuid(bad, bg)),
        "NVRM: GPU Board Serial Number: %s" % str(1654922000000 + int(hexid("sn/%s/%d" % (bad, bg), 6), 16)),
    ])
    crank = run.ranks[bad][bg]
    run.cuda_crash(bad, bg, xid_t + 655 * MS, "uncorrectable ECC error encountered")
    # independent storage fault on node004: the async trace writer fills /local_scratch
    sn, slr = "node004", 3
    srank = run.ranks[sn][slr]
    run.add_app(sn, enospc_t, [
        "[%s] [ERROR] [async_writer.py:91] rank%d: trace writer failed: [Errno 28] No space left on device: '/local_scratch/traces/rank%d/iter_0001274.pt.trace.json'" % (f_pylog(enospc_t), srank, srank),
        "[rank%d]:Exception in thread Thread-3 (_write_loop):" % srank,
        "[rank%d]:Traceback (most recent call last):" % srank,
        '[rank%d]:  File "/usr/lib/python3.10/threading.py", line 1016, in _bootstrap_inner' % srank,
        "[rank%d]:    self.run()" % srank,
        '[rank%d]:  File "/usr/lib/python3.10/threading.py", line 953, in run' % srank,
        "[rank%d]:    self._target(*self._args, **self._kwargs)" % srank,
        '[rank%d]:  File "/workspace/Megatron-LM/megatron/training/async_writer.py", line 88, in _write_loop' % srank,
        "[rank%d]:    f.write(chunk)" % srank,
        "[rank%d]:OSError: [Errno 28] No space left on device" % srank,
    ])
    run.add_kern(sn, enospc_t + 12 * MS, "EXT4-fs warning (device nvme1n1p1): ext4_dx_add_entry:2516: Directory (ino: 3932161) index full, reach max htree level :2")
    r = random.Random(7002)
    for n in nodes:
        for lr in range(8):
            if run.ranks[n][lr] == crank:
                continue
            run.watchdog(n, lr, enq + 600060 * MS + r.randrange(0, 55000) * US, seq=2233, numel=26214400)
    files = {}
    for n in nodes:
        files["nodes/%s/train.log" % n] = run.app[n].render()
        files["nodes/%s/dmesg.log" % n] = run.render_dmesg(n)
    out = ["%s starting %s (job %d) on %d nodes: %s" % (iso_z(start + NS), name, job_id, len(nodes), nodelist_expr(nodes)),
           "MASTER_ADDR=%s MASTER_PORT=29500 WORLD_SIZE=%d" % (nodes[0], run.world),
           st(xid_t + 1288 * MS, "srun: error: %s: task %d: Exited with exit code 1" % (bad, crank))]
    for k, n in enumerate(["node003", "node001", "node004", "node002"]):
        rk = [x for x in run.ranks[n] if x != crank]
        out.append(st(enq + 600060 * MS + (1510 + k * 44) * MS, "srun: error: %s: tasks %s: Aborted (core dumped)" % (n, rank_ranges(rk))))
    out.append(st(enq + 600060 * MS + 2290 * MS, "srun: Job step aborted: Waiting up to 32 seconds for job step to finish."))
    files["slurm/slurm-%d.out" % job_id] = "\n".join(out) + "\n"
    files["slurm/sacct.json"] = sacct_json(job_id, name, nodes, start, end, "FAILED", "FAILED", 1)
    m0, m1 = start - 5 * 60 * NS, T("10:20:00")
    wd = enq + 600060 * MS
    files.update(gpu_metrics(run, nodes, m0, m1,
                             lambda n, g, t: 74.0 if t < start + 40 * NS else (640.0 if t < xid_t else (115.0 if t < wd else 70.0)),
                             lambda n, g, t: 33 if t < start + 40 * NS else (62 if t < xid_t else 44),
                             xid_fn=lambda n, g, t: 48 if (n == bad and g == bg and t >= xid_t) else 0))
    times = sample_times(m0, m1)
    dbe = [(dcgm_labels("DCGM_FI_DEV_ECC_DBE_VOL_TOTAL", n, g, run.ip[n]),
            [(t, "1" if (n == bad and g == bg and t >= xid_t) else "0") for t in times]) for n in nodes for g in range(8)]
    files["metrics/dcgm_ecc_dbe_vol_total.json"] = prom_matrix(dbe)
    fs = []
    for n in nodes:
        vals = []
        for t in times:
            if n == sn:
                if t < start:
                    v = 412.0e9
                elif t < enospc_t:
                    v = max(0.0, 412.0e9 * (1 - (t - start) / float(enospc_t - start)))
                else:
                    v = 0.0
            else:
                v = 1.61e12 - (t - m0) / NS * 1.0e5
            vals.append((t, "%d" % v))
        fs.append(({"__name__": "node_filesystem_avail_bytes", "device": "/dev/nvme1n1p1", "fstype": "ext4",
                    "mountpoint": "/local_scratch", "instance": "%s:9100" % n, "job": "node-exporter"}, vals))
    files["metrics/node_filesystem_avail_bytes.json"] = prom_matrix(fs)
    files["bundle.json"] = run.manifest("slurm-%d" % job_id, name, end)
    b = Bundle()
    for rel, data in files.items():
        b.put(rel, data)
    b.put("README.md", """# two-faults (test data)

Slurm job 7001, 4 nodes node001..node004 (ranks 0-31). Two independent faults, minutes apart:

1. 10:05:00.318Z node002 GPU 1 (PCI 0000:2a:00): `NVRM: Xid (PCI:0000:2a:00): 48, ... An uncorrectable
   double bit error (DBE) has been detected ...`; rank 9 dies with `CUDA error: uncorrectable ECC error
   encountered` at 10:05:00.97; DCGM XID gauge 48 and ECC DBE count 1 on node002 gpu 1.
2. 10:08:30.771Z node004 rank 27: the async trace writer fails with `OSError: [Errno 28] No space left on
   device` (/local_scratch full; node_filesystem_avail_bytes reaches 0). This is unrelated to the hang.

All other ranks hit the watchdog timeout (SeqNum=2233, enqueued 10:05:01.10, before fault 2) at
10:15:01. sacct: FAILED.

Expected verdict: GPU hardware fault, culprit node002 (root symptom Xid 48 DBE). node004's
`No space left on device` must be reported as a separate, independent finding, not as the cause and
not as a consequence of the Xid.
""")
    return {"tests/data/two-faults": b}


def det_gzip(data, mtime=1796025600):
    bio = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=bio, mtime=mtime, compresslevel=9) as gz:
        gz.write(data)
    return bio.getvalue()


def det_tar(files, prefix, mtime=1796025600):
    bio = io.BytesIO()
    with tarfile.open(fileobj=bio, mode="w", format=tarfile.GNU_FORMAT) as tf:
        dirs = set()
        for rel in sorted(files):
            parts = (prefix + rel).split("/")[:-1]
            for k in range(1, len(parts) + 1):
                d = "/".join(parts[:k])
                if d and d not in dirs:
                    dirs.add(d)
                    ti = tarfile.TarInfo(d)
                    ti.type = tarfile.DIRTYPE
                    ti.mode = 0o755
                    ti.mtime = mtime
                    ti.uname = ti.gname = "root"
                    tf.addfile(ti)
            ti = tarfile.TarInfo(prefix + rel)
            ti.size = len(files[rel])
            ti.mode = 0o644
            ti.mtime = mtime
            ti.uname = ti.gname = "root"
            tf.addfile(ti, io.BytesIO(files[rel]))
    return bio.getvalue()


def det_zip(files, prefix=""):
    bio = io.BytesIO()
    with zipfile.ZipFile(bio, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for rel in sorted(files):
            zi = zipfile.ZipInfo(prefix + rel, date_time=(2026, 11, 30, 8, 30, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o100644 << 16
            zi.create_system = 3
            zf.writestr(zi, files[rel])
    return bio.getvalue()


def bundle_archives():
    content = bundle_clock_skew()["tests/data/clock-skew"].files
    b = Bundle()
    b.put("xid79-small.tar.gz", det_gzip(det_tar(content, "xid79-small/")))
    b.put("xid79-small.zip", det_zip(content))
    b.put("README.md", """# archives (test data)

The 4-node clock-skew bundle (tests/data/clock-skew, scenario 1 with node008 +4 s) packed two ways,
with fixed mtimes so the files are byte-identical on every run:

- xid79-small.tar.gz: gzip'd GNU tar, everything under ONE top-level folder `xid79-small/`
  (xid79-small/bundle.json, xid79-small/nodes/node007/dmesg.log, ...), directory entries included.
- xid79-small.zip: deflate, files at the archive ROOT (bundle.json, nodes/node007/dmesg.log, ...),
  no directory entries.

A loader must treat a single top-level folder as the bundle root. Expected verdict: as clock-skew
(culprit node007, Xid 79).
""")
    return {"tests/data/archives": b}


def bundle_bad():
    b = Bundle()
    nf = bundle_no_failure()["tests/data/no-failure"].files
    tgz = det_gzip(det_tar(nf, "no-failure/"))
    b.put("truncated-bundle.tar.gz", tgz[: len(tgz) * 6 // 10])
    metrics = nf["metrics/dcgm_gpu_temp.json"]
    b.put("invalid-metrics.json", metrics[:1500] + b',,"values":[[1796025600,"63"],[17960256' + b"\n")
    r = random.Random(99)
    raw = bytearray(r.getrandbits(8) for _ in range(65536))
    for k in range(0, len(raw), 97):
        raw[k] = 0
    b.put("binary.log", bytes(raw))
    b.put("empty.log", b"")
    lines = nf["nodes/node001/train.log"].split(b"\n")[:40]
    lines[3] = lines[3] + b" \xff\xfe invalid bytes"
    lines[7] = b"[rank2]: warning from Z\xfcrich (latin-1 byte) and a lone continuation \x80 byte"
    lines[12] = lines[12] + b" overlong \xc0\xaf and surrogate \xed\xa0\x80"
    lines[20] = lines[20] + b" truncated multibyte \xe2\x82"
    b.put("invalid-utf8.log", b"\n".join(lines) + b"\n")
    # a bundle that mixes good and bad files: the loader must keep the good ones
    mixed = {
        "bundle.json": nf["bundle.json"],
        "nodes/node001/train.log": nf["nodes/node001/train.log"],
        "nodes/node001/dmesg.log": bytes(raw[:4096]),
        "nodes/node002/train.log": b"\n".join(lines) + b"\n",
        "nodes/node003/train.log": b"",
        "metrics/dcgm_gpu_temp.json": metrics[:1500],
    }
    for rel, data in mixed.items():
        b.put("mixed-bundle/" + rel, data)
    b.put("invalid-manifest/bundle.json", nf["bundle.json"][:300])
    b.put("invalid-manifest/nodes/node001/train.log", nf["nodes/node001/train.log"])
    b.put("README.md", """# bad inputs (test data)

- truncated-bundle.tar.gz: the no-failure bundle as .tar.gz (top folder `no-failure/`), cut at 60 %
  of its bytes: gzip stream and tar both end early.
- invalid-metrics.json: a Prometheus query_range response cut after 1500 bytes plus garbage.
- binary.log: 64 KiB of random bytes (seed 99) with a NUL every 97 bytes.
- empty.log: zero bytes.
- invalid-utf8.log: 40 lines of a real train.log with invalid UTF-8 (0xFF 0xFE, a latin-1 byte,
  a lone continuation byte, an overlong encoding, an encoded surrogate, a truncated sequence).
- mixed-bundle/: valid bundle.json and nodes/node001/train.log next to a binary dmesg.log, an
  invalid-UTF-8 train.log, an empty train.log and a truncated metrics file. The loader must load the
  good files and report the bad ones (no crash, no abort of the whole bundle).
- invalid-manifest/: bundle.json cut after 300 bytes (invalid JSON) next to a valid train.log; the
  loader should report the manifest error and fall back to inferring nodes from folder names.
- The >10 MB single line is NOT stored in the repo: tests create it at run time, e.g. a file
  `huge-line.log` holding a timestamped prefix `2026-11-30 08:00:00,000 ` followed by 11 MiB of 'x'
  and a final '\\n', then one normal line. The loader must cap the line (not allocate unbounded memory
  or freeze) and still read the following line.
""")
    return {"tests/data/bad": b}


EXTRA_BUNDLES.extend([bundle_no_failure, bundle_two_faults, bundle_clock_skew, bundle_split,
                      bundle_archives, bundle_bad])


def bundle_everyday():
    """The everyday failures of a shared Slurm node (issue 45): scripts/gen_everyday_failures.py."""
    import gen_everyday_failures as everyday
    b = Bundle()
    for rel, data in sorted(everyday.files().items()):
        b.put(rel, data)
    b.put("README.md", everyday.README)
    return {"tests/data/everyday": b}


EXTRA_BUNDLES.append(bundle_everyday)

# --------------------------------------------------------------------------------------
# main
# --------------------------------------------------------------------------------------

BUNDLES = {}


def all_outputs():
    """{repo-relative path of a bundle root: Bundle}"""
    out = {}
    out["resources/samples/xid79-gpu-off-bus"] = bundle_xid79()
    for fn in EXTRA_BUNDLES:
        out.update(fn())
    return out




INDEX_HEAD = {
    "resources/samples": """# Sample bundles

Shipped with the workbench; generated by `python3 scripts/gen_samples.py` (deterministic; `--check`
verifies the committed files). Do not edit by hand. The format is described in docs/bundle-format.md.
The expected verdicts are kept here, outside the bundle folders, so that a loader never reads them
as evidence.
""",
    "tests/data": """# Test data

Generated by `python3 scripts/gen_samples.py` together with resources/samples (deterministic;
`--check` verifies). Do not edit by hand. Expected verdicts below; they are kept outside the bundle
folders so that a loader never reads them as evidence.
""",
}


def index_files(outs):
    """{repo-relative README path: text} listing each bundle's description and expected verdict."""
    res = {}
    for parent, head in INDEX_HEAD.items():
        parts = [head]
        for rel in sorted(outs):
            b = outs[rel]
            if os.path.dirname(rel) == parent and b.readme:
                text = b.readme.decode() if isinstance(b.readme, bytes) else b.readme
                lines = text.strip().split("\n")
                title = lines[0].lstrip("# ").split(" (")[0]
                lines[0] = "## `%s/` (%s)" % (os.path.basename(rel), title) if title != os.path.basename(rel) else "## `%s/`" % title
                parts.append("\n".join(("#" + l) if l.startswith("#") and k else l for k, l in enumerate(lines)))
        res[os.path.join(parent, "README.md")] = "\n\n".join(parts) + "\n"
    return res


def write_all(root):
    outs = all_outputs()
    for rel, b in outs.items():
        b.write(os.path.join(root, rel))
    for rel, text in index_files(outs).items():
        p = os.path.join(root, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "wb") as f:
            f.write(text.encode("utf-8"))
    return outs


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="regenerate into a temp dir and diff against the repo")
    ap.add_argument("--out", default=None, help="write under this directory instead of the repo")
    a = ap.parse_args()
    if a.check:
        tmp = tempfile.mkdtemp(prefix="gen_samples.")
        try:
            outs = write_all(tmp)
            bad = 0
            for rel in sorted(outs):
                want, have = os.path.join(tmp, rel), os.path.join(REPO, rel)
                wf = sorted(os.path.relpath(os.path.join(d, f), want) for d, _, fs in os.walk(want) for f in fs)
                hf = sorted(os.path.relpath(os.path.join(d, f), have) for d, _, fs in os.walk(have) for f in fs) if os.path.isdir(have) else []
                for f in sorted(set(wf) | set(hf)):
                    if f not in hf:
                        print("missing in repo: %s/%s" % (rel, f)); bad += 1
                    elif f not in wf:
                        print("not generated (stale): %s/%s" % (rel, f)); bad += 1
                    else:
                        with open(os.path.join(want, f), "rb") as x, open(os.path.join(have, f), "rb") as y:
                            if x.read() != y.read():
                                print("differs: %s/%s" % (rel, f)); bad += 1
            for rel in sorted(index_files(outs)):
                a_, b_ = os.path.join(tmp, rel), os.path.join(REPO, rel)
                if not os.path.exists(b_) or open(a_, "rb").read() != open(b_, "rb").read():
                    print("differs: %s" % rel); bad += 1
            print("gen_samples --check: %s" % ("OK" if not bad else "%d difference(s)" % bad))
            return 1 if bad else 0
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
    root = a.out or REPO
    outs = write_all(root)
    for rel in sorted(outs):
        size = sum(len(v) for v in outs[rel].files.values())
        print("%-50s %4d files %8.1f KB" % (rel, len(outs[rel].files), size / 1024.0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
