#!/usr/bin/env python3
"""Generates the Flight Recorder test bundles under tests/data/flight-recorder/.

Each case is a small workload bundle: a manifest (bundle.json, 16 ranks on 2 nodes), per-node
app logs with the c10d watchdog timeout lines of the ranks that were left waiting, and one
Flight Recorder dump per rank, written with Python's own pickle (the form PyTorch writes by
default) or as JSON. Everything is fixed, so the output is byte-for-byte reproducible:

    python3 scripts/gen_flight_recorder.py [output-dir]
    python3 scripts/gen_flight_recorder.py --sample   # resources/samples/nccl-hang-flight-recorder

--realistic writes the megatron-* cases instead, simulated by fr_megatron.py (many process
groups, only in-flight entries, host-blocked and device-stuck culprits), and
tests/data/flight-recorder/megatron-cases.json with their expected culprits; --realistic-table
reads them back and prints, per process group, every member's counters:

    python3 scripts/gen_flight_recorder.py --realistic [output-dir]
    python3 scripts/gen_flight_recorder.py --realistic-table [output-dir]
"""
import json
import os
import pickle
import shutil
import sys

WORLD = 16
NODES = [("node001", list(range(0, 8))), ("node002", list(range(8, 16)))]
T0 = 1796032800 * 10**9        # 2026-11-30T10:00:00Z in ns
HANG_SEQ = 1581                # the collective the job hung on
FIRST_SEQ = 1574               # ring buffer: the last 8 collectives of default_pg
TIMEOUT_MS = 600000
NUMEL = 1048576


def seq_time(seq, rank):
    """When `rank` enqueued collective `seq`: 0.5 s per step from 10:10:00.5, ranks 1 ms apart."""
    return T0 + 600 * 10**9 + (seq - FIRST_SEQ + 1) * 500 * 10**6 + rank * 10**6


def frames():
    return [
        {"name": "all_reduce", "filename": "/usr/lib/python3/dist-packages/torch/distributed/distributed_c10d.py", "line": 2501},
        {"name": "allreduce_gradients", "filename": "/workspace/megatron/core/distributed/grad_buffer.py", "line": 231},
        {"name": "train_step", "filename": "/workspace/pretrain_gpt.py", "line": 88},
    ]


def entry(record_id, rank, seq, state, pg=("0", "default_pg"), op="nccl:all_reduce", numel=NUMEL,
          dtype="Float", pg_id=0):
    created = seq_time(seq, rank)
    started = created + 2 * 10**6 if state in ("started", "completed") else None
    completed = created + 40 * 10**6 if state == "completed" else None
    return {
        "record_id": record_id,
        "pg_id": pg_id,
        "process_group": pg,
        "collective_seq_id": seq,
        "p2p_seq_id": 0,
        "op_id": seq,
        "profiling_name": op,
        "time_created_ns": created,
        "input_sizes": [[numel]],
        "input_dtypes": [dtype],
        "output_sizes": [[numel]],
        "output_dtypes": [dtype],
        "state": state,
        "time_discovered_started_ns": started,
        "time_discovered_completed_ns": completed,
        "retired": state == "completed",
        "timeout_ms": TIMEOUT_MS,
        "is_p2p": False,
        "frames": frames(),
    }


def tp_group(rank):
    """The rank's tensor-parallel group (one per node): healthy, all completed."""
    index = rank // 8
    return str(index + 1), "TENSOR_MODEL_PARALLEL_GROUP", list(range(index * 8, index * 8 + 8))


def dump(rank, seq_states, overrides=None):
    """One rank's dump. seq_states: {seq: state} for default_pg; overrides: {seq: entry kwargs}."""
    overrides = overrides or {}
    entries = []
    record = 3000
    tp_name, tp_desc, tp_ranks = tp_group(rank)
    for seq in range(200, 204):  # a healthy group first: all four completed everywhere
        entries.append(entry(record, rank, seq, "completed", pg=(tp_name, tp_desc), numel=4096, pg_id=1))
        entries[-1]["time_created_ns"] = T0 + 300 * 10**9 + seq * 10**6
        record += 1
    for seq in sorted(seq_states):
        entries.append(entry(record, rank, seq, seq_states[seq], **overrides.get(seq, {})))
        record += 1
    enqueued = max(seq_states)
    started = max((s for s, st in seq_states.items() if st in ("started", "completed")), default=-1)
    completed = max((s for s, st in seq_states.items() if st == "completed"), default=-1)
    return {
        "version": "2.9",
        "pg_config": {
            "0": {"name": "0", "desc": "default_pg", "ranks": str(list(range(WORLD)))},
            tp_name: {"name": tp_name, "desc": tp_desc, "ranks": str(tp_ranks)},
        },
        "pg_status": {
            "0": {"last_enqueued_collective": enqueued, "last_started_collective": started,
                  "last_completed_collective": completed},
            "1": {"last_enqueued_collective": 203, "last_started_collective": 203,
                  "last_completed_collective": 203},
        },
        "nccl_version": "2.27.3",
        "entries": entries,
    }


def states(last_completed, last_enqueued, frontier_state="started", stuck_state=None):
    """seq -> state for seqs FIRST_SEQ..last_enqueued: completed up to last_completed, then the
    first in-flight one in `stuck_state` (default frontier_state), later ones scheduled."""
    out = {}
    for seq in range(FIRST_SEQ, last_enqueued + 1):
        if seq <= last_completed:
            out[seq] = "completed"
        elif seq == last_completed + 1:
            out[seq] = stuck_state or frontier_state
        else:
            out[seq] = "scheduled"
    return out


def manifest(with_nodes=True):
    m = {
        "format": "attribution-bundle/1",
        "workload": {"id": "slurm-5151", "scheduler": "slurm",
                     "start": "2026-11-30T10:00:00Z", "end": "2026-11-30T10:40:00Z"},
    }
    if with_nodes:
        m["nodes"] = [{"name": name, "ranks": ranks, "gpus": 8} for name, ranks in NODES]
    return m


def watchdog_line(rank, seq, numel=NUMEL, ran_ms=600012, minute=20, second="04.408271257"):
    return (f"[rank{rank}]:[E1130 10:{minute}:{second} ProcessGroupNCCL.cpp:607] [Rank {rank}] "
            f"Watchdog caught collective operation timeout: WorkNCCL(SeqNum={seq}, OpType=ALLREDUCE, "
            f"NumelIn={numel}, NumelOut={numel}, Timeout(ms)={TIMEOUT_MS}) ran for {ran_ms} "
            f"milliseconds before timing out.")


def write_logs(root, waiting, last_seen):
    """nodes/<node>/train.log: start, progress, then the watchdog timeouts of the waiting ranks.
    last_seen: rank -> (last enqueued, last completed) for the c10d 'last enqueued' lines."""
    for name, ranks in NODES:
        lines = ["2026-11-30 10:00:01,000 INFO starting training",
                 f"2026-11-30 10:00:02,500 INFO world size {WORLD}, ranks {ranks[0]}-{ranks[-1]} on {name}",
                 "2026-11-30 10:10:03,000 INFO iteration 1570 loss 2.4512 lr 3.0e-4"]
        for rank in ranks:
            if rank in waiting:
                lines.append(watchdog_line(rank, waiting[rank], ran_ms=600012 + rank))
        for rank in ranks:
            if rank in waiting:
                enq, done = last_seen[rank]
                lines.append(f"[rank{rank}]:[E1130 10:20:04.409000000 ProcessGroupNCCL.cpp:621] [Rank {rank}] "
                             f"Some NCCL operations have failed or timed out. Due to the asynchronous nature of "
                             f"CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data. "
                             f"last enqueued NCCL work: {enq}, last completed NCCL work: {done}.")
        os.makedirs(os.path.join(root, "nodes", name), exist_ok=True)
        with open(os.path.join(root, "nodes", name, "train.log"), "w", newline="\n") as f:
            f.write("\n".join(lines) + "\n")


def write_manifest(root, with_nodes=True):
    with open(os.path.join(root, "bundle.json"), "w", newline="\n") as f:
        json.dump(manifest(with_nodes), f, indent=2)
        f.write("\n")


def write_dumps(root, dumps, folder, name, protocol=2, as_json=False):
    """dumps: rank -> dict. folder(rank) and name(rank) give the file's place in the bundle."""
    for rank in sorted(dumps):
        directory = os.path.join(root, folder(rank))
        os.makedirs(directory, exist_ok=True)
        path = os.path.join(directory, name(rank))
        if as_json:
            with open(path, "w", newline="\n") as f:
                json.dump(dumps[rank], f, indent=1)
                f.write("\n")
        else:
            with open(path, "wb") as f:
                f.write(pickle.dumps(dumps[rank], protocol=protocol))


def node_of(rank):
    return NODES[0][0] if rank < 8 else NODES[1][0]


def hang_case(root, missing=(), stuck=(), desync=None, absent=(), protocol=2, as_json=False,
              folder=None, name=None, with_nodes=True):
    """Everyone enqueued and started HANG_SEQ except: `missing` ranks never enqueued it,
    `stuck` ranks started it but never completed while the others did (and moved on to
    HANG_SEQ+1), `desync` {rank: numel} called it with other sizes, `absent` ranks left no dump."""
    dumps, waiting, last_seen = {}, {}, {}
    for rank in range(WORLD):
        if rank in absent:
            continue
        overrides = {}
        if rank in missing:
            seqs = states(HANG_SEQ - 1, HANG_SEQ - 1)
        elif stuck:
            if rank in stuck:
                seqs = states(HANG_SEQ - 1, HANG_SEQ + 1, stuck_state="started")
            else:
                seqs = states(HANG_SEQ, HANG_SEQ + 1, frontier_state="started")
        else:
            seqs = states(HANG_SEQ - 1, HANG_SEQ)
        if desync and rank in desync:
            overrides[HANG_SEQ] = {"numel": desync[rank]}
        dumps[rank] = dump(rank, seqs, overrides)
        if rank not in missing and rank not in stuck:
            waiting[rank] = HANG_SEQ + 1 if stuck else HANG_SEQ
            last_seen[rank] = (max(seqs), max(s for s, st in seqs.items() if st == "completed"))
    folder = folder or (lambda rank: "flight_recorder")
    name = name or (lambda rank: f"_dump_{rank}")
    write_manifest(root, with_nodes)
    write_logs(root, waiting, last_seen)
    write_dumps(root, dumps, folder, name, protocol=protocol, as_json=as_json)
    return dumps


def hostile_case(root):
    dumps = hang_case(root, missing=(5,))
    directory = os.path.join(root, "flight_recorder")
    # Rank 3's dump cut in the middle, as a full disk or a killed process leaves it.
    data = pickle.dumps(dumps[3], protocol=2)
    with open(os.path.join(directory, "_dump_3"), "wb") as f:
        f.write(data[: len(data) // 2])
    # Rank 4's dump replaced by a pickle that would run os.system("touch ...") when loaded by
    # Python's pickle: GLOBAL posix.system, a one-string tuple, REDUCE. Must be refused.
    command = b"touch /tmp/aw-pickle-was-run"
    evil = (b"\x80\x02" + b"cposix\nsystem\n" + b"q\x00"
            + b"X" + len(command).to_bytes(4, "little") + command
            + b"q\x01" + b"\x85" + b"q\x02" + b"R" + b"q\x03" + b".")
    with open(os.path.join(directory, "_dump_4"), "wb") as f:
        f.write(evil)


def write_sample():
    """The hang sample that ships with the workbench: rank 5 never joins all_reduce #1581."""
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "resources", "samples",
                        "nccl-hang-flight-recorder")
    root = os.path.abspath(root)
    if os.path.isdir(root):
        shutil.rmtree(root)
    os.makedirs(root)
    hang_case(root, missing=(5,), folder=lambda rank: os.path.join("nodes", node_of(rank), "flight_recorder"))
    print(f"wrote {root}")


def main():
    if sys.argv[1:] == ["--sample"]:
        write_sample()
        return
    if sys.argv[1:2] in (["--realistic"], ["--realistic-table"]):
        import fr_megatron
        out = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else os.path.join(
            os.path.dirname(os.path.abspath(__file__)), "..", "tests", "data", "flight-recorder"))
        if sys.argv[1] == "--realistic":
            cases = fr_megatron.write_all(out)
            print(f"wrote {len(cases)} megatron-* bundles and megatron-cases.json under {out}")
        else:
            fr_megatron.print_tables(out)
        return
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "tests", "data", "flight-recorder")
    out = os.path.abspath(out)
    cases = {
        # Rank 5 never enqueued 1581; dumps sit in each node's folder.
        "one-missing": lambda r: hang_case(
            r, missing=(5,), folder=lambda rank: os.path.join("nodes", node_of(rank), "flight_recorder")),
        # Ranks 5 and 12 never enqueued 1581 (one on each node); PyTorch's own file naming.
        "two-missing": lambda r: hang_case(
            r, missing=(5, 12), protocol=4, name=lambda rank: f"nccl_trace_rank_{rank}"),
        # Rank 11 started 1581 and never completed it; the others completed it and wait in 1582.
        "started-not-completed": lambda r: hang_case(r, stuck=(11,), protocol=5),
        # Rank 7 called all_reduce 1581 with half the elements the others used.
        "size-desync": lambda r: hang_case(r, desync={7: NUMEL // 2}),
        # Rank 9 left no dump (its process died); the others wait in 1581.
        "missing-dump": lambda r: hang_case(r, absent=(9,)),
        # Rank 13 never enqueued 1581; JSON dumps named rank<N>.json.
        "json-form": lambda r: hang_case(r, missing=(13,), as_json=True, name=lambda rank: f"rank{rank}.json"),
        # Rank 5 never enqueued 1581; the manifest has no nodes, so only ranks can be named.
        "no-manifest": lambda r: hang_case(r, missing=(5,), with_nodes=False),
        # A truncated dump (rank 3) and a code-running pickle (rank 4) among good ones.
        "hostile": hostile_case,
    }
    for case, make in cases.items():
        root = os.path.join(out, case)
        if os.path.isdir(root):
            shutil.rmtree(root)
        os.makedirs(root)
        make(root)
    print(f"wrote {len(cases)} bundles under {out}")


if __name__ == "__main__":
    main()
