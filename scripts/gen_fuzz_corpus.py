#!/usr/bin/env python3
"""Writes the seed corpus of the fuzz targets to tests/fuzz/corpus/<target>/.

Seeds are small: pieces of the generated sample bundles and test data (resources/samples,
tests/data), cut to at most MAX_SEED bytes, plus a few hand-written lines for formats the
samples lack (Loki, journald, every timestamp form). Python standard library only and
deterministic, so the committed corpus can be checked with --check:

    python3 scripts/gen_fuzz_corpus.py           # (re)write tests/fuzz/corpus
    python3 scripts/gen_fuzz_corpus.py --check   # exit 1 when the committed corpus differs
"""
import gzip
import io
import os
import pickle
import shutil
import sys
import tarfile
import tempfile
import zipfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MAX_SEED = 8 * 1024


def read(rel, limit=MAX_SEED):
    with open(os.path.join(REPO, rel), "rb") as f:
        return f.read(limit)


def files(pattern_dirs, suffixes, exclude=()):
    """Repo-relative paths under the given folders whose names end with a suffix."""
    out = []
    for top in pattern_dirs:
        for d, _, names in os.walk(os.path.join(REPO, top)):
            for n in names:
                rel = os.path.relpath(os.path.join(d, n), REPO)
                if n.endswith(suffixes) and not any(x in rel for x in exclude):
                    out.append(rel)
    return sorted(out)


SAMPLES = ["resources/samples", "tests/data"]

TIMESTAMP_LINES = [
    b"2026-11-30T08:01:02.123456789Z kernel: NVRM: Xid 79",
    b"2026-11-30T08:01:02+05:30 host msg",
    b"2026-11-30 08:01:02,123 - INFO - hello",
    b"[2026-11-30 08:01:02.123] [info] msg",
    b"[rank3]:[E1130 08:11:02.408271257 ProcessGroupNCCL.cpp:607] [Rank 3] Watchdog",
    b"[default5]:2026-11-30 08:01:02,123 x",
    b"3: 2026-11-30T08:01:02Z line",
    b"I1130 08:01:02.123456    1234 kubelet.go:12] msg",
    b"Nov 30 08:01:02 node001 kernel: NVRM: Xid (PCI:0000:3b:00): 79",
    b"Dec 31 23:59:59 node001 kernel: year rollover",
    b"<4>Nov 30 08:01:02 node001 kernel: prio",
    b"[  123.456789] NVRM: Xid 79",
    b"[Mon Nov 30 08:01:02 2026] NVRM: Xid 79",
    b"1796025600 epoch seconds",
    b"1796025600123 epoch ms",
    b"1796025600123456 epoch us",
    b"1796025600123456789 epoch ns",
    b"1796025600.5 fractional",
    b"+02:00", b"-0530", b"Z", b"UTC", b"+2",
]

LOKI = (b'{"status":"success","data":{"resultType":"streams","result":[{"stream":{"host":"node001",'
        b'"job":"train"},"values":[["1796025662123000000","[rank0]: NCCL error"],'
        b'["1796025663000000000","2026-11-30 08:01:03,000 INFO ok"]]}]}}')
JOURNAL = (b'{"__REALTIME_TIMESTAMP":"1796025662123456","_HOSTNAME":"node001","SYSLOG_IDENTIFIER":"kernel",'
           b'"MESSAGE":"NVRM: Xid (PCI:0000:3b:00): 79, GPU has fallen off the bus"}\n'
           b'{"__REALTIME_TIMESTAMP":"1796025663000000","_HOSTNAME":"node001","MESSAGE":[78,86,82,77]}\n')


def small_tar(members, gz):
    bio = io.BytesIO()
    with tarfile.open(fileobj=bio, mode="w", format=tarfile.GNU_FORMAT) as tf:
        for name, data, kind in members:
            ti = tarfile.TarInfo(name)
            ti.mtime = 1796025600
            if kind == "link":
                ti.type, ti.linkname = tarfile.SYMTYPE, data.decode()
                tf.addfile(ti)
            else:
                ti.size = len(data)
                tf.addfile(ti, io.BytesIO(data))
    raw = bio.getvalue()
    if not gz:
        return raw
    out = io.BytesIO()
    with gzip.GzipFile(fileobj=out, mode="wb", mtime=0) as g:
        g.write(raw)
    return out.getvalue()


def small_zip(members):
    bio = io.BytesIO()
    with zipfile.ZipFile(bio, "w") as zf:
        for name, data in members:
            zi = zipfile.ZipInfo(name, date_time=(2026, 11, 30, 8, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(zi, data)
    return bio.getvalue()


def action_fill_seeds():
    """fuzz_action_fill: a knob byte (the scheduler: 0 slurm, 1 kubernetes, 2 either), then
    values for node, gpu_id, job_id, reason, pci, uuid, gpu, nodes, separated by NUL bytes:
    a real culprit, and the values a hostile bundle, job or cluster answer could give."""
    def seed(knob, *values):
        return bytes([knob]) + b"\0".join(v.encode("utf-8") for v in values)
    good = ("node007", "00000000:5A:00.0", "4242", "Xid 79: GPU has fallen off the bus (attribution)",
            "0000:5a:00", "GPU-d23f6da4-fdd2-74bf-462f-153db0e3ea25", "3", "node007,node008")
    return {
        "good-slurm": seed(0, *good),
        "good-kubernetes": seed(1, *good),
        "good-either": seed(2, *good),
        "words-in-node": seed(0, "node007 sudo touch -- /tmp/pwned", *good[1:]),
        "k8s-selector-node": seed(1, "--selector=kubernetes.io/os=linux", *good[1:]),
        "ssh-option-node": seed(2, "-oProxyCommand=touch /tmp/pwned", *good[1:]),
        "shell-syntax": seed(0, "$(reboot)", "`id`", "4242;reboot", 'x" && reboot "', "0000:5a:00;id",
                             "GPU-$(id)", "-1", "node1,-x"),
        "options-everywhere": seed(2, "node7", "--gpu-reset", "-1", "-x", "--", "MIG-", "0 1", "a,,b"),
        "upper-case-k8s": seed(1, "Node007", "0", "1", "reason", "3b:00.0", "GPU-D23F6DA4-FDD2-74BF-462F-153DB0E3EA25",
                               "12345", "n1"),
        "long-values": seed(2, "a" * 64 + ".b", "9" * 5, "9" * 19, "r" * 300, "0000:5a:00.8", "GPU-" + "0" * 36,
                            "1" * 19, ",".join(["n"] * 70)),
        "controls": seed(0, "node\x1b]52;c;cHduZWQ=\x07", "0\n1", "42\r", "\x1b[1A\x1b[2K", "\u009b", "", "", ""),
    }


MARKDOWN_SEEDS = {
    "link": "[x](javascript:alert(1))",
    "image": "![x](javascript:alert(1))",
    "reference": "[x][1]\n[1]: javascript:alert(1)",
    "autolink": "<javascript:alert(1)>",
    "html": "<img src=x onerror=alert(1)><script>alert(1)</script>",
    "bare-urls": "see https://evil.example and www.evil.example or root@evil.example",
    "backticks": "a``b``[x](javascript:alert(1))``",
    "only-backticks": "```",
    "cell": "a | b | [x](y)",
    "heading": "x\n# heading\n[x]: javascript:alert(1)",
    "escapes": "\\[x\\](y) \\<a>",
    "entities": "&lt;script&gt; &#91;x&#93;(y)",
    "terminal": "node\x1b]52;c;cHduZWQ=\x07 \x1b[1A\x1b[2K",
}


def seeds():
    """{target: {seed name: bytes}}"""
    out = {t: {} for t in ["manifest", "timestamp", "prometheus", "slurm", "k8s", "cloud_events",
                           "loki_journal", "archive", "rule_catalog", "flight_recorder", "text_log",
                           "load_and_ingest", "action_fill", "markdown_escape", "host_list", "node_tables"]}
    out["action_fill"] = action_fill_seeds()
    out["markdown_escape"] = {name: text.encode("utf-8") for name, text in MARKDOWN_SEEDS.items()}

    def add(target, rel_or_name, data):
        name = rel_or_name.replace("/", "_")
        out[target][name] = data[:MAX_SEED]

    for rel in files(SAMPLES, ("bundle.json",)):
        add("manifest", rel, read(rel))
    for rel in files(SAMPLES, (".json",), exclude=("flight_recorder",)):
        if "/metrics/" in rel or rel.endswith("invalid-metrics.json"):
            add("prometheus", rel, read(rel))
        elif "/slurm/" in rel:
            add("slurm", rel, read(rel))
        elif "/k8s/" in rel:
            add("k8s", rel, read(rel))
    # The plain `scontrol show node` the Slurm reader reads too (Slurm 22.05.8's, the quick start's).
    for rel in ("tests/data/recorded/slurm/scontrol_show_node_22.05.8_drained.txt",
                "tests/data/real/sched-scontrol-node-down-not-responding-quickstart/bundle/slurm/scontrol_show_node.txt"):
        add("slurm", rel, read(rel))
    for rel in files(SAMPLES, (".ndjson",)) + files(SAMPLES, ("events.json",), exclude=("k8s",)):
        if "/cloud/" in rel:
            add("cloud_events", rel, read(rel))
    out["cloud_events"]["array.json"] = (b'{"events":[{"time":1796025600,"node":"node003","type":"maintenance",'
                                         b'"instance":"i-0abc","message":"scheduled \\"reboot\\""}]}')
    out["loki_journal"]["loki.json"] = LOKI
    out["loki_journal"]["journal.ndjson"] = JOURNAL
    for rel in files(["resources/rules"], (".json",)):
        add("rule_catalog", rel, read(rel, 32 * 1024))
    # A whole family small enough to be read to its end (the built-in ones are cut at 32 KiB):
    # a text form, a pattern form, aliases, a member with its own examples and real line.
    out["rule_catalog"]["family-small.json"] = (
        b'{"family": "beeps", "id": "beep_family", "description": "d",\n'
        b' "source": {"url": "https://example.invalid/list", "list": "x.tsv"}, "sources": ["applog"],\n'
        b' "emits": {"symptom": "beep_{name}", "title": "beep {name} {number}"},\n'
        b' "forms": [{"capture": "b", "field": "name", "regex": "\\\\bBEEP_(?P<b>{name})\\\\b", "example": "got BEEP_{name}"},\n'
        b'           {"capture": "w", "field": "shape", "patterns": true, "regex": "WARN (?P<w>{shape})"}],\n'
        b' "no_match": ["BEEP_"],\n'
        b' "members": [{"name": ["LOUD", "NOISY"], "number": 1, "shape": "loud at \\\\d+", "outcome": "host", "role": "root", "strength": 60},\n'
        b'             {"name": "SOFT", "number": 2, "outcome": "unknown", "role": "benign", "strength": 0,\n'
        b'              "examples": ["BEEP_SOFT"], "real": [{"line": "x BEEP_SOFT", "source": "https://example.invalid"}]}]}\n')
    # Flight Recorder: one dump of each form (pickle protocols 2, 4, 5; JSON) and the hostile ones.
    for case in ["one-missing", "two-missing", "started-not-completed", "json-form", "hostile"]:
        folder = os.path.join("tests/data/flight-recorder", case)
        for rel in files([folder], ("_dump_0", "_dump_3", "_dump_4", "nccl_trace_rank_0", "rank0.json")):
            add("flight_recorder", rel, read(rel, 64 * 1024))
    out["flight_recorder"]["small-pickle"] = pickle.dumps(
        {"version": "2.9", "entries": [{"record_id": 1, "state": "started", "frames": [], "collective_seq_id": 7,
                                         "input_sizes": [[4]], "time_created_ns": 1796025600 * 10**9}],
         "pg_config": {"0": {"name": "0", "desc": "default_pg", "ranks": "[0, 1]"}}}, protocol=2)
    for i, line in enumerate(TIMESTAMP_LINES):
        for knob in (0, 1, 6, 9):
            out["timestamp"]["line%02d-knob%d" % (i, knob)] = bytes([knob]) + line
    for rel in files(SAMPLES, (".log", ".out"))[:40:3] + ["tests/data/bad/invalid-utf8.log"]:
        add("text_log", rel, b"\x01" + read(rel, 4096))
    # Characters beyond ASCII: the two RE2 folds to ASCII letters (KELVIN SIGN, LONG S), which
    # make a line try every rule, and progress bars and accents, which must not.
    folds = ("node1:1:1 [0] NCCL INFO ring 0\n"
             "NVRM: XI\u212a 79 fell off the bus\n"
             "Epoch 3:  45%|\u2588\u2588\u2588\u2588      | 450/1000 [00:45<00:55]\n"
             "lo\u017fs is nan, caf\u00e9 error\n"
             "xid 79 and an \u00e9 error\n").encode("utf-8")
    out["text_log"]["folds-and-bars.log"] = b"\x01" + folds
    # The first byte places the log (node log, dmesg, alias folder, job output) and sizes the pieces.
    for i, rel in enumerate(files(SAMPLES, (".log", ".out"))[:40:4]):
        add("load_and_ingest", rel, bytes([(i * 37 + 3) % 256]) + read(rel, 4096))
    out["load_and_ingest"]["folds-and-bars.log"] = b"\x05" + folds
    # Archives: the stored test archives when small, plus tiny ones made here (tar, tar.gz,
    # zip, an unsafe path, a symlink, a truncated gzip).
    for rel in files(["tests/data/archives", "tests/data/bad"], (".tar.gz", ".zip")):
        data = read(rel, 1 << 30)
        if len(data) <= 64 * 1024:
            add("archive", rel, data)
    members = [("b/bundle.json", read("tests/data/no-failure/bundle.json"), "file"),
               ("b/nodes/node001/train.log", b"2026-11-30 08:00:00,000 hello\n", "file")]
    out["archive"]["tiny.tar"] = small_tar(members, gz=False)
    out["archive"]["tiny.tar.gz"] = small_tar(members, gz=True)
    out["archive"]["tiny.zip"] = small_zip([(m[0], m[1]) for m in members])
    out["archive"]["unsafe.tar"] = small_tar([("../escape.log", b"x\n", "file"), ("/abs.log", b"y\n", "file"),
                                              ("link.log", b"/etc/passwd", "link")], gz=False)
    tgz = out["archive"]["tiny.tar.gz"]
    out["archive"]["truncated.tar.gz"] = tgz[: len(tgz) // 2]
    out["host_list"] = host_list_seeds()
    out["node_tables"] = node_tables_seeds()
    return out


def node_tables_seeds():
    """`dcgmi health -c` (DCGM 1's boxes, -j's JSON), `dcgmi diag -j` and `kubectl get pods -o wide`
    as the corpus keeps them, and DCGM 2's health tree and DCGM 3 and 4's diag tables laid out as
    dcgmi/Health.cpp and dcgmi/Diag.cpp lay them out."""
    seeds = {}
    for rel in ("tests/data/real/src45-dcgm-health-doc-pcie-replay-inforom-warning/bundle/dcgmi-health.txt",
                "tests/data/real/src7g-gpu-recovery-action-reset-xid120-dcgmi-health-healthy/bundle/dcgmi-health.txt",
                "tests/data/real/src2-sched-k8s-notready-terminating-cb-ladybug/bundle/kubectl-get-pods-wide.txt",
                "tests/data/real/src45-k8s-pods-owide-all-namespaces-cilium-snowflake/bundle/kubectl-get-pods-wide.txt"):
        seeds[rel.replace("/", "_")] = read(rel)
    row = lambda left, right: "| %-25s | %-56s |\n" % (left, right)
    rule = "+" + "-" * 27 + "+" + "-" * 58 + "+\n"
    tree = (rule + "| Health Monitor Report" + " " * 64 + "|\n" + rule.replace("-", "=") + row("Overall Health", "Failure")
            + row("GPU", "") + row("-> 3", "Failure") + row("   -> Errors", "") + row("      -> Memory system", "Failure")
            + row("", "Detected 2 volatile double-bit ECC error(s) in GPU 3.") + rule)
    seeds["dcgm2-tree.txt"] = tree.encode()
    # `dcgmi diag`: DCGM's own test JSON (nvvs's per-GPU form), and the tables of DCGM 3 and 4
    # as dcgmi/Diag.cpp lays them out (DIAG_DATA: a 25-byte name, messages cut every 45 bytes).
    rel = "tests/data/real/src48-dcgm-diag-json-stress-level-fail-dcgm-test-strings/bundle/dcgmi-diag.json"
    seeds[rel.replace("/", "_")] = read(rel)

    def diag_row(name, info):
        out = ""
        for at in range(0, max(len(info), 1), 45):
            out += "| %-25s | %-46s |\n" % (name if at == 0 else "", info[at:at + 45])
        return out
    line = "+" + "-" * 27 + "+" + "-" * 48 + "+\n"
    header = line + diag_row("Diagnostic", "Result") + line.replace("-", "=")
    hardware = "+-----  Hardware  ----------+" + "-" * 48 + "+\n"
    dcgm3 = (header + hardware + diag_row("GPU Memory", "Pass - GPU: 1") + diag_row("", "Fail - GPU: 0")
             + diag_row("Warning", "GPU 0 Found 12 faulty memory elements on GPU 0, and a message cut at 45 bytes")
             + diag_row("Diagnostic", "Fail - All") + diag_row("Warning", "GPU 1 has fallen off the bus") + line)
    dcgm4 = (header + hardware + diag_row("memory", "Fail") + diag_row("", "GPU0: Pass") + diag_row("", "GPU1: Fail")
             + diag_row("Warning: GPU1", "Detected 3 pcie_replay_counter for GPU 1") + diag_row("", "CPU0: Skip") + line)
    seeds["dcgm3-diag.txt"] = dcgm3.encode()
    seeds["dcgm4-diag.txt"] = dcgm4.encode()
    return seeds


HOST_LISTS = [b"node[001-016,020]", b"gpu-a,gpu-b", b"ib[1-2]-x,n9", b"rack[1-2]-n[01-02]", b"node[9-11]",
              b"node[3-1]", b"broken[1-", b"a[1-2]b[3", b"n[a,b1-2,3]x", b"n[0-9999999999]", b"x[,]",
              b"None assigned", b"node001 node002", b"x[0-999999999][0-999999999][,]", b"n[0-255]"]


def host_list_seeds():
    """A knob byte (the limit of names - 1) and a Slurm host list, plain and hostile."""
    seeds = {}
    for i, text in enumerate(HOST_LISTS):
        for knob in (3, 255):
            seeds["list%02d-limit%d" % (i, knob + 1)] = bytes([knob]) + text
    return seeds


def write(root):
    data = seeds()
    for target, entries in data.items():
        d = os.path.join(root, target)
        # Seeds named real* were cut by hand from real-world files (a stamp from a public
        # thread, a provider's documented event): they are kept, never regenerated.
        kept = {}
        if os.path.isdir(d):
            for n in os.listdir(d):
                if n.startswith("real"):
                    with open(os.path.join(d, n), "rb") as f:
                        kept[n] = f.read()
            shutil.rmtree(d)
        os.makedirs(d)
        for name, blob in kept.items():
            with open(os.path.join(d, name), "wb") as f:
                f.write(blob)
        for name, blob in entries.items():
            with open(os.path.join(d, name), "wb") as f:
                f.write(blob)
    return data


def main():
    corpus = os.path.join(REPO, "tests", "fuzz", "corpus")
    if "--check" in sys.argv:
        tmp = tempfile.mkdtemp(prefix="fuzz-corpus.")
        try:
            write(tmp)
            same = all(
                open(os.path.join(d, n), "rb").read() == open(os.path.join(corpus, os.path.relpath(d, tmp), n), "rb").read()
                if os.path.exists(os.path.join(corpus, os.path.relpath(d, tmp), n)) else False
                for d, _, names in os.walk(tmp) for n in names)
            print("gen_fuzz_corpus --check: %s" % ("OK" if same else "differs"))
            return 0 if same else 1
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
    data = write(corpus)
    total = sum(len(b) for e in data.values() for b in e.values())
    for target, entries in data.items():
        print("%-16s %3d seeds" % (target, len(entries)))
    print("%.1f KB in all" % (total / 1024.0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
