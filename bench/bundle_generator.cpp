// Large bundle generator (see bundle_generator.h). The line shapes are those of the
// shipped sample resources/samples/xid79-gpu-off-bus (scripts/gen_samples.py), scaled
// to many nodes and many lines; the times fit one 2026-11-30 job so that only
// time-of-day needs formatting.
#include "bundle_generator.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string_view>
#include <thread>
#include <vector>

namespace awbench {
namespace {

namespace fs = std::filesystem;

constexpr std::int64_t kJobStart = 1796025600;  // 2026-11-30T08:00:00Z, epoch seconds
constexpr std::int64_t kBootTime = 1795144466;  // 2026-11-20T03:14:26Z, node001's boot
constexpr double kBodyStart = 40.0;             // seconds after the job start
constexpr double kXid = 603.412351;             // the GPU falls off the bus
constexpr double kWatchdog = 1204.409002;       // every other rank times out
constexpr double kEnd = 1297.0;
constexpr unsigned kRanksPerNode = 8;

// splitmix64: tiny, fast and the same everywhere.
struct Rng {
    std::uint64_t s;
    std::uint64_t next() {
        std::uint64_t z = (s += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    unsigned below(unsigned n) { return static_cast<unsigned>(next() % n); }
};

class Text {
public:
    // Journal mode: each line becomes one `journalctl -o json` object of `host`, written by
    // `identifier` ("kernel" lines lose their "[seconds]" stamp, as the journal keeps none).
    void journal(std::string host, std::string identifier) {
        host_ = std::move(host);
        identifier_ = std::move(identifier);
    }
    // The time (seconds after the job start) of the lines that follow, for journal mode.
    void at(double secondsAfterStart) { at_ = secondsAfterStart; }
    void add(std::string_view s) { buf_.append(s); }
    template <typename... Args>
    void fmt(const char* format, Args... args) {
        char tmp[1024];
        const int n = std::snprintf(tmp, sizeof tmp, format, args...);
        if (n > 0) buf_.append(tmp, static_cast<std::size_t>(std::min<int>(n, sizeof tmp - 1)));
    }
    void line() {
        if (!host_.empty()) wrapLine();
        buf_.push_back('\n');
        lineStart_ = buf_.size();
        ++lines_;
    }
    std::string& str() { return buf_; }
    std::uint64_t lines() const { return lines_; }

private:
    void wrapLine() {
        std::string_view message(buf_.data() + lineStart_, buf_.size() - lineStart_);
        if (identifier_ == "kernel" && message.starts_with("[") && message.find("] ") != std::string_view::npos)
            message.remove_prefix(message.find("] ") + 2);
        std::string json;
        json.reserve(message.size() + 160);
        char head[160];
        std::snprintf(head, sizeof head,
                      "{\"__REALTIME_TIMESTAMP\":\"%lld\",\"_HOSTNAME\":\"%s\",\"_TRANSPORT\":\"%s\","
                      "\"SYSLOG_IDENTIFIER\":\"%s\",\"PRIORITY\":\"6\",\"MESSAGE\":\"",
                      static_cast<long long>((static_cast<double>(kJobStart) + at_) * 1e6), host_.c_str(),
                      identifier_ == "kernel" ? "kernel" : "stdout", identifier_.c_str());
        json += head;
        for (char c : message) {
            if (c == '"' || c == '\\') json.push_back('\\');
            json.push_back(c);
        }
        json += "\"}";
        buf_.replace(lineStart_, buf_.size() - lineStart_, json);
    }

    std::string buf_;
    std::uint64_t lines_ = 0;
    std::size_t lineStart_ = 0;
    std::string host_, identifier_;
    double at_ = 0;
};

struct Clock {
    int h, m, s;
    long ns;
};
Clock clockAt(double secondsAfterStart) {
    const double t = 8 * 3600.0 + secondsAfterStart;
    const auto whole = static_cast<long>(t);
    return {static_cast<int>(whole / 3600), static_cast<int>(whole / 60 % 60), static_cast<int>(whole % 60),
            static_cast<long>((t - static_cast<double>(whole)) * 1e9)};
}

void writeFile(const fs::path& path, const std::string& bytes) {
    fs::create_directories(path.parent_path());
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    if (!out) throw std::runtime_error("cannot write " + path.string());
}

// The first lines every rank prints (launcher, warnings, NCCL init).
void trainHeader(Text& t, const std::string& node, unsigned index, unsigned nodes) {
    const unsigned r0 = index * kRanksPerNode;
    t.at(3.147);
    t.fmt("[2026-11-30 08:00:03,147] [INFO] [launcher.py:88] %s: launching %u local ranks (global %u-%u), "
          "MASTER_ADDR=node0001, MASTER_PORT=29500, WORLD_SIZE=%u",
          node.c_str(), kRanksPerNode, r0, r0 + kRanksPerNode - 1, nodes * kRanksPerNode);
    t.line();
    for (unsigned g = 0; g < kRanksPerNode; ++g) {
        t.fmt("[rank%u]:/usr/local/lib/python3.10/dist-packages/torch/_utils.py:831: UserWarning: TypedStorage is "
              "deprecated. It will be removed in the future and UntypedStorage will be the only storage class. This "
              "should only matter to you if you are using storages directly.  To access UntypedStorage directly, use "
              "tensor.untyped_storage() instead of tensor.storage()",
              r0 + g);
        t.line();
        t.fmt("[rank%u]:  return self.fget.__get__(instance, owner)()", r0 + g);
        t.line();
    }
    for (unsigned g = 0; g < kRanksPerNode; ++g) {
        const unsigned pid = 2281025 + index * 13 + g;
        t.fmt("%s:%u:%u [%u] NCCL INFO NCCL_SOCKET_IFNAME set by environment to eth0", node.c_str(), pid, pid, g);
        t.line();
        t.fmt("%s:%u:%u [%u] NCCL INFO NET/Plugin: Could not find: libnccl-net.so. Using internal network plugin.",
              node.c_str(), pid, pid, g);
        t.line();
        t.fmt("%s:%u:%u [%u] NCCL INFO cudaDriverVersion 12040", node.c_str(), pid, pid, g);
        t.line();
        t.fmt("%s:%u:%u [%u] NCCL INFO comm 0x6e43a6052f70 rank %u nranks %u cudaDev %u busId %x000 commId "
              "0x2777e8001acfa0f1 - Init COMPLETE",
              node.c_str(), pid, pid + 402, g, r0 + g, nodes * kRanksPerNode, g, 0x18 + g * 0x10);
        t.line();
    }
    for (unsigned g = 0; g < kRanksPerNode; ++g) {
        const Clock c = clockAt(31.06 + g * 0.05);
        t.at(31.06 + g * 0.05);
        t.fmt("[rank%u]:[W1130 %02d:%02d:%02d.%09ld ProcessGroupNCCL.cpp:4115] [PG ID 0 PG GUID 0 Rank %u]  using GPU "
              "%u to perform barrier as devices used by this process are currently unknown. This can potentially "
              "cause a hang if this rank to GPU mapping is incorrect.",
              r0 + g, c.h, c.m, c.s, c.ns, r0 + g, g);
        t.line();
    }
}

// Mostly benign training output until `until` seconds, about `budget` bytes of it.
// One line of the plain shapes' bodies: the same events in the style each logger writes.
void shapedLine(Text& t, Rng& rng, Shape shape, unsigned rank, const Clock& c, unsigned& iteration) {
    const unsigned pick = rng.below(100);
    const unsigned ms = 4150 + rng.below(120);
    if (shape == Shape::IsoRank) {
        if (pick < 70)
            t.fmt("[rank%u]:2026-11-30T%02d:%02d:%02d.%06ldZ INFO train.py:412] step %u | loss %u.%04u | lr 2.99e-04 | "
                  "%u ms/step | %u.%u TFLOP/s",
                  rank, c.h, c.m, c.s, c.ns / 1000, ++iteration, 2, rng.below(10000), ms, 400 + rng.below(10),
                  rng.below(10));
        else if (pick < 97)
            t.fmt("[rank%u]:2026-11-30T%02d:%02d:%02d.%06ldZ INFO data.py:88] prefetched shard %06u (%u MiB) in %u ms",
                  rank, c.h, c.m, c.s, c.ns / 1000, rng.below(999999), 256 + rng.below(512), 1 + rng.below(90));
        else
            t.fmt("[rank%u]:2026-11-30T%02d:%02d:%02d.%06ldZ WARNING checkpoint.py:201] async save of shard %u is %u s "
                  "behind",
                  rank, c.h, c.m, c.s, c.ns / 1000, rng.below(64), 1 + rng.below(9));
    } else if (shape == Shape::PyTorch) {
        if (pick < 80)
            t.fmt(
                "[I1130 %02d:%02d:%02d.%09ld ProcessGroupNCCL.cpp:2210] [PG 0 (default_pg) Rank %u] work %u completed, "
                "OpType=ALLREDUCE, NumelIn=52428800, NumelOut=52428800",
                c.h, c.m, c.s, c.ns, rank, ++iteration);
        else if (pick < 97)
            t.fmt("[I1130 %02d:%02d:%02d.%09ld TCPStore.cpp:312] [c10d - debug] TCP client connected to host "
                  "node0001:29500 (rank %u)",
                  c.h, c.m, c.s, c.ns, rank);
        else
            t.fmt("[W1130 %02d:%02d:%02d.%09ld socket.cpp:464] [c10d] waitForInput: poll for socket "
                  "SocketImpl(fd=%u, addr=[node0001]:29500) returned 0, likely a timeout",
                  c.h, c.m, c.s, c.ns, 40 + rank % 50);
    } else {  // Glog: absl/glog from Python, microseconds and the thread id
        if (pick < 75)
            t.fmt("I1130 %02d:%02d:%02d.%06ld %7u train.py:412] step %u loss=%u.%04u lr=2.99e-04 step_time=%ums", c.h,
                  c.m, c.s, c.ns / 1000, 2281025 + rank, ++iteration, 2, rng.below(10000), ms);
        else if (pick < 97)
            t.fmt("I1130 %02d:%02d:%02d.%06ld %7u input_pipeline.py:96] shard %06u ready (%u MiB)", c.h, c.m, c.s,
                  c.ns / 1000, 2281025 + rank, rng.below(999999), 256 + rng.below(512));
        else
            t.fmt("W1130 %02d:%02d:%02d.%06ld %7u checkpoint_manager.py:201] save of step %u is %u s behind", c.h, c.m,
                  c.s, c.ns / 1000, 2281025 + rank, iteration, 1 + rng.below(9));
    }
    t.line();
}

// At least `minLines` lines of it too.
void trainBody(Text& t, Rng& rng, Shape shape, const std::string& node, unsigned index, std::uint64_t budget,
               std::uint64_t minLines, double until) {
    const unsigned r0 = index * kRanksPerNode;
    const std::size_t stop = t.str().size() + budget;
    const std::uint64_t lineStop = t.lines() + minLines;
    const double expectedLines = std::max(static_cast<double>(budget) / 100.0, static_cast<double>(minLines));
    const double step = (until - kBodyStart) / std::max(1.0, expectedLines);
    double now = kBodyStart;
    unsigned iteration = 11455, work = 1200, batch = 0;
    while (t.str().size() < stop || t.lines() < lineStop) {
        now = std::min(until - 0.5, now + step);
        t.at(now);
        const Clock c = clockAt(now);
        const unsigned g = rng.below(kRanksPerNode);
        const unsigned rank = r0 + g;
        if (shape == Shape::IsoRank || shape == Shape::PyTorch || shape == Shape::Glog) {
            shapedLine(t, rng, shape, rank, c, iteration);
            continue;
        }
        const unsigned pid = 2281025 + index * 13 + g;
        const unsigned pick = rng.below(100);
        if (pick < 46) {
            const unsigned ch = rng.below(32);
            t.fmt("%s:%u:%u [%u] NCCL INFO Channel %02u/0 : %u[%u] -> %u[%u] via P2P/CUMEM/read", node.c_str(), pid,
                  pid + 402, g, ch, rank, g, r0 + (g + 1) % kRanksPerNode, (g + 1) % kRanksPerNode);
        } else if (pick < 71) {
            t.fmt("[rank%u]:2026-11-30 %02d:%02d:%02d,%03ld INFO megatron.core.datasets.gpt_dataset: fetched batch "
                  "%u (%u samples) in %u.%02u ms",
                  rank, c.h, c.m, c.s, c.ns / 1000000, ++batch, 8u, 1 + rng.below(9), rng.below(100));
        } else if (pick < 86) {
            t.fmt("[rank%u]:[I1130 %02d:%02d:%02d.%09ld ProcessGroupNCCL.cpp:2210] [PG 0 (default_pg) Rank %u] work "
                  "%u completed, OpType=ALLREDUCE, NumelIn=52428800",
                  rank, c.h, c.m, c.s, c.ns, rank, ++work);
        } else if (pick < 88) {
            iteration += 5;
            t.fmt(" [2026-11-30 %02d:%02d:%02d] iteration %8u/  100000 | consumed samples: %12u | elapsed time per "
                  "iteration (ms): %u.%u | throughput per GPU (TFLOP/s/GPU): 40%u.%u | learning rate: 2.994E-04 | "
                  "global batch size:  1024 | lm loss: 2.4%05uE+00 | loss scale: 1.0 | grad norm: 0.%03u | "
                  "number of skipped iterations:   0 | number of nan iterations:   0 |",
                  c.h, c.m, c.s, iteration, iteration * 1024, 4150 + rng.below(120), rng.below(10), rng.below(6),
                  rng.below(10), rng.below(100000), 200 + rng.below(300));
        } else if (pick < 98) {
            t.fmt("data loader worker %u: prefetched shard %06u (%u MiB)", rng.below(8), rng.below(999999),
                  256 + rng.below(512));
        } else if (pick < 99) {
            t.fmt("[rank%u]:/usr/local/lib/python3.10/dist-packages/transformer_engine/pytorch/module/base.py:630: "
                  "UserWarning: To guarantee overlapping TP and SP collectives with the backward GEMMs, set "
                  "environment variable CUDA_DEVICE_MAX_CONNECTIONS = 1",
                  rank);
        } else {
            t.fmt("[%04d-11-30 %02d:%02d:%02d] %s:%u:%u [%u] NCCL WARN NET/Plugin : dlerror=libnccl-net.so: cannot "
                  "open shared object file: No such file or directory (ignored)",
                  2026, c.h, c.m, c.s, node.c_str(), pid, pid + 402, g);
        }
        t.line();
    }
}

// Every healthy rank: the collective never completes, the watchdog fires.
void watchdogTail(Text& t, unsigned index) {
    const unsigned r0 = index * kRanksPerNode;
    for (unsigned g = 0; g < kRanksPerNode; ++g) {
        const unsigned rank = r0 + g;
        const Clock c = clockAt(kWatchdog + g * 0.0198 + (index % 97) * 0.0003);
        t.at(kWatchdog + g * 0.0198 + (index % 97) * 0.0003);
        const char* ts = "%02d:%02d:%02d.%09ld";
        char when[40];
        std::snprintf(when, sizeof when, ts, c.h, c.m, c.s, c.ns);
        t.fmt("[rank%u]:[E1130 %s ProcessGroupNCCL.cpp:607] [Rank %u] Watchdog caught collective operation timeout: "
              "WorkNCCL(SeqNum=1580, OpType=ALLREDUCE, NumelIn=52428800, NumelOut=52428800, Timeout(ms)=600000) ran "
              "for 600060 milliseconds before timing out.",
              rank, when, rank);
        t.line();
        t.fmt("[rank%u]:[E1130 %s ProcessGroupNCCL.cpp:1664] [PG 0 (default_pg) Rank %u] Exception (either an error "
              "or timeout) detected by watchdog at work: 1580, last enqueued NCCL work: 1580, last completed NCCL "
              "work: 1579.",
              rank, when, rank);
        t.line();
        t.fmt("[rank%u]:[E1130 %s ProcessGroupNCCL.cpp:1709] [PG 0 (default_pg) Rank %u] Timeout at NCCL work: 1580, "
              "last enqueued NCCL work: 1580, last completed NCCL work: 1579.",
              rank, when, rank);
        t.line();
        t.fmt("[rank%u]:[E1130 %s ProcessGroupNCCL.cpp:621] [Rank %u] Some NCCL operations have failed or timed out. "
              "Due to the asynchronous nature of CUDA kernels, subsequent GPU operations might run on "
              "corrupted/incomplete data.",
              rank, when, rank);
        t.line();
        t.add("Exception raised from checkTimeout at ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:609 (most "
              "recent call first):");
        t.line();
        t.add("frame #1: c10d::ProcessGroupNCCL::WorkNCCL::checkTimeout(std::optional<std::chrono::duration<long, "
              "std::ratio<1l, 1000l> > >) + 0x282 (0x8b51d6b0e772 in "
              "/usr/local/lib/python3.10/dist-packages/torch/lib/libtorch_cuda.so)");
        t.line();
        t.add("terminate called after throwing an instance of 'c10::DistBackendError'");
        t.line();
    }
}

// The culprit node: the GPU is gone, its rank fails with an illegal memory access.
void culpritTail(Text& t, unsigned index, unsigned gpu) {
    const unsigned r0 = index * kRanksPerNode;
    for (unsigned g = 0; g < kRanksPerNode; ++g) {
        const unsigned rank = r0 + (g + gpu) % kRanksPerNode;
        const Clock c = clockAt(kXid + 2.18 + g * 0.011);
        t.at(kXid + 2.18 + g * 0.011);
        t.fmt("[rank%u]:[E1130 %02d:%02d:%02d.%09ld ProcessGroupNCCL.cpp:1595] [PG 0 (default_pg) Rank %u] Process "
              "group watchdog thread terminated with exception: CUDA error: an illegal memory access was encountered",
              rank, c.h, c.m, c.s, c.ns, rank);
        t.line();
        t.add("CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below "
              "might be incorrect.");
        t.line();
    }
    const unsigned rank = r0 + gpu;
    t.fmt("[rank%u]: Traceback (most recent call last):", rank);
    t.line();
    t.fmt("[rank%u]:   File \"/workspace/Megatron-LM/pretrain_gpt.py\", line 287, in <module>", rank);
    t.line();
    t.fmt("[rank%u]: RuntimeError: CUDA error: an illegal memory access was encountered", rank);
    t.line();
}

void dmesgFile(Text& t, Rng& rng, unsigned index, bool culprit, unsigned gpu, std::uint64_t budget) {
    static const char* const kBoot[] = {
        "[    0.000000] Linux version 5.15.0-122-generic (buildd@lcy02-amd64-034) (gcc (Ubuntu 11.4.0-1ubuntu1~22.04) "
        "11.4.0, GNU ld (GNU Binutils for Ubuntu) 2.38) #132-Ubuntu SMP Thu Aug 29 13:45:52 UTC 2024",
        "[    0.000000] Command line: BOOT_IMAGE=/boot/vmlinuz-5.15.0-122-generic root=UUID=96890680 ro console=tty0 "
        "console=ttyS0,115200n8 iommu=pt pci=realloc=off",
        "[    0.001843] DMI: Supermicro SYS-821GE-TNHR/X13DEG-OAD, BIOS 2.1 04/12/2024",
        "[    2.143301] EXT4-fs (nvme0n1p1): mounted filesystem with ordered data mode. Opts: (null). Quota mode: none.",
        "[    9.834055] mlx5_core 0000:18:00.0: firmware version: 28.39.1002",
        "[   11.410029] nvidia: loading out-of-tree module taints kernel.",
        "[   11.533342] NVRM: loading NVIDIA UNIX x86_64 Kernel Module  550.54.15  Tue Mar  5 22:23:56 UTC 2024",
        "[   12.025970] nvidia-peermem nvidia_peermem_init:529 INFO loaded",
        "[   41.453048] IPv6: ADDRCONF(NETDEV_CHANGE): ibp24s0: link becomes ready",
    };
    const double boot = static_cast<double>(kBootTime + index);
    t.at(boot - static_cast<double>(kJobStart));
    for (const char* line : kBoot) {
        t.add(line);
        t.line();
    }
    auto sinceBoot = [&](double afterStart) { return static_cast<double>(kJobStart) + afterStart - boot; };
    const std::size_t stop = t.str().size() + budget;
    const double until = culprit ? kXid - 1.0 : kEnd;
    const double step = (until - kBodyStart) / std::max<double>(1.0, static_cast<double>(budget) / 110.0);
    double now = kBodyStart;
    while (t.str().size() < stop) {
        now = std::min(until, now + step);
        t.at(now);
        const double s = sinceBoot(now);
        const unsigned pick = rng.below(100);
        if (pick < 40)
            t.fmt("[%12.6f] perf: interrupt took too long (%u > 2500), lowering kernel.perf_event_max_sample_rate to "
                  "79750",
                  s, 2501 + rng.below(900));
        else if (pick < 70)
            t.fmt("[%12.6f] mlx5_core 0000:%02x:00.0: mlx5_fw_tracer_handle_traces:750:(pid %u): FW trace: event "
                  "%u handled",
                  s, 0x18 + rng.below(8) * 0x10, rng.below(30000), rng.below(1000));
        else if (pick < 95)
            t.fmt("[%12.6f] audit: type=1400 audit(%lld.%03u:%u): apparmor=\"ALLOWED\" operation=\"open\" "
                  "profile=\"snap.prometheus-node-exporter\" name=\"/proc/%u/stat\"",
                  s, static_cast<long long>(kJobStart + static_cast<std::int64_t>(now)), rng.below(1000),
                  rng.below(99999), rng.below(65535));
        else
            t.fmt("[%12.6f] nvidia-peermem nv_get_p2p_free_callback:127 ERROR detected invalid context, skipping "
                  "further processing",
                  s);
        t.line();
    }
    if (culprit) {
        t.at(kXid);
        const double s = sinceBoot(kXid);
        const unsigned bus = 0x1a + gpu * 0x20;
        t.fmt("[%12.6f] NVRM: GPU at PCI:0000:%02x:00: GPU-d23f6da4-fdd2-74bf-462f-153db0e3ea25", s - 0.000006, bus);
        t.line();
        t.fmt("[%12.6f] NVRM: Xid (PCI:0000:%02x:00): 79, pid='<unknown>', name=<unknown>, GPU has fallen off the bus.",
              s, bus);
        t.line();
        t.fmt("[%12.6f] NVRM: GPU 0000:%02x:00.0: GPU has fallen off the bus.", s + 0.000003, bus);
        t.line();
        t.fmt("[%12.6f] NVRM: Xid (PCI:0000:%02x:00): 154, pid=2264155, name=python, GPU recovery action changed from "
              "0x0 (None) to 0x2 (Node Reboot Required)",
              s + 2.113994, bus);
        t.line();
    }
}

std::string manifest(unsigned nodes, const std::string& workloadId) {
    std::string m = "{\n  \"format\": \"attribution-bundle/1\",\n  \"workload\": {\"id\": \"" + workloadId +
                    "\", \"name\": "
                    "\"llama-405b-pretrain\", \"scheduler\": \"slurm\", \"start\": \"2026-11-30T08:00:00Z\", \"end\": "
                    "\"2026-11-30T08:21:37Z\"},\n  \"nodes\": [\n";
    for (unsigned n = 0; n < nodes; ++n) {
        const std::string name = generatedNodeName(n);
        char boot[32];
        const std::int64_t b = kBootTime + n;
        std::snprintf(boot, sizeof boot, "2026-11-20T03:%02lld:%02lldZ", static_cast<long long>((b - 1795143600) / 60),
                      static_cast<long long>((b - 1795143600) % 60));
        m += "    {\"name\": \"" + name + "\", \"aliases\": [\"" + name + ".cluster.local\"], \"ranks\": [";
        for (unsigned g = 0; g < kRanksPerNode; ++g) m += (g ? "," : "") + std::to_string(n * kRanksPerNode + g);
        m += "], \"gpus\": 8, \"boot_time\": \"" + std::string(boot) + "\"}" + (n + 1 < nodes ? ",\n" : "\n");
    }
    return m + "  ]\n}\n";
}

std::string slurmOut(unsigned nodes, unsigned culprit, unsigned gpu) {
    Text t;
    const std::string last = generatedNodeName(nodes - 1);
    t.fmt("2026-11-30T08:00:01Z starting llama-405b-pretrain (job 4242) on %u nodes: node[0001-%s]", nodes,
          last.c_str() + 4);
    t.line();
    const std::string cn = generatedNodeName(culprit);
    t.fmt("2026-11-30T08:10:05.803Z srun: error: %s: task %u: Exited with exit code 1", cn.c_str(),
          culprit * kRanksPerNode + gpu);
    t.line();
    for (unsigned n = 0; n < nodes; ++n) {
        if (n == culprit) continue;
        const Clock c = clockAt(kWatchdog + 1.5 + n * 0.001);
        t.fmt("2026-11-30T%02d:%02d:%02d.%03ldZ srun: error: %s: tasks %u-%u: Aborted (core dumped)", c.h, c.m, c.s,
              c.ns / 1000000, generatedNodeName(n).c_str(), n * kRanksPerNode, n * kRanksPerNode + kRanksPerNode - 1);
        t.line();
    }
    t.add(
        "2026-11-30T08:21:37.003Z slurmstepd: error: *** STEP 4242.0 ON node0001 CANCELLED AT 2026-11-30T08:21:37 ***");
    t.line();
    t.add("2026-11-30T08:21:37.005Z slurmstepd: error: *** JOB 4242 ON node0001 CANCELLED AT 2026-11-30T08:21:37 DUE "
          "TO NODE FAILURE, SEE SLURMCTLD LOG FOR DETAILS ***");
    t.line();
    return std::move(t.str());
}

std::string sacct(unsigned nodes, unsigned culprit) {
    const std::string range = "node[0001-" + generatedNodeName(nodes - 1).substr(4) + "]";
    return "{\"jobs\": [{\"job_id\": 4242, \"name\": \"llama-405b-pretrain\", \"nodes\": \"" + range +
           "\", \"failed_node\": \"" + generatedNodeName(culprit) +
           "\",\n  \"state\": {\"current\": [\"NODE_FAIL\"], \"reason\": \"None\"},\n"
           "  \"time\": {\"start\": 1796025600, \"end\": 1796026897, \"elapsed\": 1297, \"submission\": 1796025559},\n"
           "  \"exit_code\": {\"status\": [\"ERROR\"], \"return_code\": {\"set\": true, \"infinite\": false, "
           "\"number\": 1}},\n  \"steps\": [{\"step\": {\"id\": \"4242.0\", \"name\": \"python\"}, \"nodes\": "
           "{\"count\": " +
           std::to_string(nodes) + ", \"range\": \"" + range +
           "\"}, \"state\": [\"FAILED\"],\n"
           "    \"time\": {\"start\": {\"set\": true, \"infinite\": false, \"number\": 1796025602},\n"
           "             \"end\": {\"set\": true, \"infinite\": false, \"number\": 1796026897}}}]}]}\n";
}

}  // namespace

std::string generatedNodeName(unsigned index) {
    char name[16];
    std::snprintf(name, sizeof name, "node%04u", index + 1);
    return name;
}

const char* shapeName(Shape shape) {
    switch (shape) {
    case Shape::Megatron: return "megatron";
    case Shape::IsoRank: return "iso-rank";
    case Shape::PyTorch: return "pytorch";
    case Shape::Glog: return "glog";
    case Shape::JournalJson: return "journal-json";
    case Shape::ManySmall: return "many-small";
    case Shape::OneBig: return "one-big";
    }
    return "megatron";
}

bool parseShape(const std::string& name, Shape& shape) {
    for (Shape s : {Shape::Megatron, Shape::IsoRank, Shape::PyTorch, Shape::Glog, Shape::JournalJson, Shape::ManySmall,
                    Shape::OneBig})
        if (name == shapeName(s)) {
            shape = s;
            return true;
        }
    return false;
}

namespace {

// The training output of one node as a log per rank: a line goes to the rank its
// "[rankN]:" prefix names, an unprefixed line (NCCL, tracebacks) to the rank before it.
std::vector<std::string> splitByRank(const std::string& text, unsigned firstRank) {
    std::vector<std::string> logs(kRanksPerNode);
    unsigned current = 0;
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t end = std::min(text.find('\n', at), text.size() - 1) + 1;
        const std::string_view line(text.data() + at, end - at);
        if (line.starts_with("[rank")) {
            const unsigned rank = static_cast<unsigned>(std::strtoul(line.data() + 5, nullptr, 10));
            if (rank >= firstRank && rank < firstRank + kRanksPerNode) current = rank - firstRank;
        }
        logs[current].append(line);
        at = end;
    }
    return logs;
}

}  // namespace

GeneratedBundle generateBundle(const GeneratorOptions& options) {
    if (options.nodes == 0) throw std::runtime_error("at least one node");
    const fs::path root(options.outDir);
    fs::create_directories(root);
    const unsigned culprit = std::min(options.culpritNode, options.nodes - 1);
    const std::uint64_t perNode = options.totalBytes / options.nodes;
    const Shape shape = options.shape;
    std::vector<std::uint64_t> bytes(options.nodes), lines(options.nodes), files(options.nodes);
    // One file for every node's output, written in node order by one thread.
    std::ofstream jobOutput;
    const std::string slurmOutput = slurmOut(options.nodes, culprit, options.culpritGpu);
    if (shape == Shape::OneBig) {
        fs::create_directories(root / "slurm");
        jobOutput.open(root / "slurm" / "slurm-4242.out", std::ios::binary | std::ios::trunc);
        jobOutput.write(slurmOutput.data(), static_cast<std::streamsize>(slurmOutput.size()));
    }
    std::atomic<unsigned> next{0};
    auto worker = [&] {
        for (unsigned n; (n = next.fetch_add(1)) < options.nodes;) {
            Rng rng{options.seed * 0x100000001b3ULL + n};
            const std::string name = generatedNodeName(n);
            const bool isCulprit = n == culprit;
            const fs::path dir = root / "nodes" / name;
            Text train, kernel;
            if (shape == Shape::JournalJson) {
                train.journal(name, "python3");
                kernel.journal(name, "kernel");
            }
            const bool first = n == 0 && options.firstNodeLogBytes + options.firstNodeLogLines > 0;
            const std::uint64_t trainBytes =
                first ? std::max(perNode * 88 / 100, options.firstNodeLogBytes) : perNode * 88 / 100;
            train.str().reserve(trainBytes + perNode / 8 + 65536);
            trainHeader(train, name, n, options.nodes);
            trainBody(train, rng, shape, name, n, trainBytes, first ? options.firstNodeLogLines : 0,
                      isCulprit ? kXid : kXid - 0.2);
            if (isCulprit) culpritTail(train, n, options.culpritGpu);
            else watchdogTail(train, n);
            dmesgFile(kernel, rng, n, isCulprit, options.culpritGpu, perNode * 12 / 100);
            if (shape == Shape::JournalJson) {
                writeFile(dir / "journal-python3.json", train.str());
                writeFile(dir / "journal-kernel.json", kernel.str());
            } else {
                if (shape == Shape::ManySmall) {
                    const std::vector<std::string> logs = splitByRank(train.str(), n * kRanksPerNode);
                    for (unsigned g = 0; g < kRanksPerNode; ++g)
                        writeFile(dir / ("rank" + std::to_string(n * kRanksPerNode + g) + ".log"), logs[g]);
                    files[n] += kRanksPerNode - 1;
                } else if (shape == Shape::OneBig) {
                    jobOutput.write(train.str().data(), static_cast<std::streamsize>(train.str().size()));
                    if (!jobOutput) throw std::runtime_error("cannot write the job output");
                } else {
                    writeFile(dir / "train.log", train.str());
                }
                writeFile(dir / "dmesg.log", kernel.str());
            }
            bytes[n] = train.str().size() + kernel.str().size();
            lines[n] = train.lines() + kernel.lines();
            files[n] += shape == Shape::OneBig ? 1 : 2;
        }
    };
    unsigned threads = options.threads ? options.threads : std::max(1u, std::thread::hardware_concurrency());
    if (shape == Shape::OneBig) threads = 1;  // node order in the one file
    std::vector<std::thread> pool;
    for (unsigned i = 1; i < threads; ++i) pool.emplace_back(worker);
    worker();
    for (auto& th : pool) th.join();

    GeneratedBundle out;
    std::vector<std::pair<std::string, std::string>> rest = {
        {"bundle.json", manifest(options.nodes, options.workloadId)},
        {"slurm/sacct.json", sacct(options.nodes, culprit)}};
    if (shape != Shape::OneBig) {
        rest.emplace_back("slurm/slurm-4242.out", slurmOutput);
    } else {  // written first, with every node's output after it
        out.bytes += slurmOutput.size();
        out.lines += static_cast<std::uint64_t>(std::count(slurmOutput.begin(), slurmOutput.end(), '\n'));
        ++out.files;
    }
    for (const auto& [path, text] : rest) {
        writeFile(root / path, text);
        out.bytes += text.size();
        out.lines += static_cast<std::uint64_t>(std::count(text.begin(), text.end(), '\n'));
        ++out.files;
    }
    for (unsigned n = 0; n < options.nodes; ++n) {
        out.bytes += bytes[n];
        out.lines += lines[n];
        out.files += files[n];
    }
    out.culpritNodeName = generatedNodeName(culprit);
    out.culpritRank = static_cast<int>(culprit * kRanksPerNode + options.culpritGpu);
    return out;
}

}  // namespace awbench
