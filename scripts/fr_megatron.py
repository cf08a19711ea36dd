"""Realistic Flight Recorder bundles of a Megatron-style job, for gen_flight_recorder.py --realistic.

The dumps come out of a small deterministic simulation rather than being written by hand, so
that every counter, pending entry and timestamp agrees with every other:

- The layout is Megatron's (TP x PP x DP, CP 1, plus expert groups EP x ETP x EDP inside each
  pipeline stage). Groups are created in Megatron's order on every rank, so global group names
  ("0", "1", ...) are the same everywhere; a rank's local pg id counts only the groups it is a
  member of. Some of those groups never appear in a dump (gloo groups, groups with no NCCL
  communicator); they still take a global name and a local id, which leaves the gaps real
  dumps show. With TP4 PP2 DP2 EP8 the names and local ids are exactly those of the real
  NVRx dumps (/work/shared/data/flight-recorder/nvrx-gpu-error-2nd).
- Every rank runs the same program per training step: 1F1B over the pipeline with M
  microbatches; each microbatch's forward and backward are per-layer collectives on the
  tensor-, expert- and data-parallel groups; pipeline traffic is isend/irecv between stage
  neighbours (with PP 2 one direction goes over default_pg, as Megatron's even/odd groups do);
  the step ends with the distributed optimizer's reduce-scatters and all-gathers and the
  grad-norm reductions.
- The host of a rank enqueues its program in order: each op costs host time, it waits for a
  result where the program does (the MoE token counts after the expert all-gather, found-inf
  and grad-norm .item(), the logged loss), and it may be at most WINDOW ops ahead of its
  device. The device runs the enqueued ops in order; an op of a group completes only when
  every member's device has reached it (send/recv: both ends), then takes its duration.
- Faults (per rank, at a time): the host stops (a Python thread holding the GIL); a GPU error
  (the watchdog sees no completion after it, NCCL work already on the device finishes for
  ERROR_DRAIN, the host raises ERROR_NOTICE later); a stuck device (the watchdog sees no
  completion after it, the device stops after STUCK_DRAIN, the host keeps going until it
  waits on a result); or one collective that never completes anywhere (no culprit).
- The simulation runs until nothing can happen any more (the hang); then every rank dumps
  what it enqueued and has not seen complete, like PyTorch's only-active dump.

Everything is derived from fixed parameters and SHA-256 based noise: byte-for-byte
reproducible on any machine and Python version.
"""
import datetime
import hashlib
import json
import os
import pickle
import shutil

# --------------------------------------------------------------------------------------
# constants of the modelled job
# --------------------------------------------------------------------------------------

SEQ = 8192              # tokens per microbatch (the data broadcast is [1, SEQ])
HIDDEN = 5120
VOCAB = 131072
LOCAL_EXPERTS = 16      # tokens-per-expert counts gathered over the expert groups
LAYERS = 3              # transformer layers per pipeline stage
MICROBATCHES = 4
STEPS = 3               # simulated steps; the fault is put in the second
STEP_BASE = 731         # training steps before the simulated ones (they set the counters' level)
RECORD_BASE = 5413      # Flight Recorder entries recorded during initialisation
WINDOW = 40             # a host may be this many ops ahead of its device
ERROR_DRAIN_MS = 60.0   # after a GPU error, NCCL work already launched still runs for this long
ERROR_NOTICE_MS = 25.0  # and the error reaches the Python thread this long after it happened
STUCK_DRAIN_MS = 35.0   # a stuck device stops executing this long after its completions stop showing
T0_NS = 1796034660 * 10**9  # 2026-11-30T10:31:00Z: the first simulated step starts here
GPUS_PER_NODE = 8
PYTHON_THREAD_ID = "23456244340032"
AUTOGRAD_THREAD_BASE = 23437665154752   # pt_autograd_<dev> thread ids step down by 2101248 per device
AUTOGRAD_THREAD_STEP = 2101248
TIMEOUT_MS = 180000
EP_TIMEOUT_MS = 600000
MS = 10**6

# Collectives each kind of group ran before training started (init broadcasts, barriers...).
INIT_COLLECTIVES = {
    "default": 194, "dp": 23, "mp": 9, "tp": 412, "pp": 29, "emb": 30, "tdp": 5, "tcp": 3,
    "ep": 2, "etmp": 4, "etmpp": 29, "edp": 17, "intra": 2,
}

DESC = {
    "default": "default_pg",
    "dp": "DATA_PARALLEL_GROUP_WITH_CP",
    "mp": "MODEL_PARALLEL_GROUP",
    "tp": "TENSOR_MODEL_PARALLEL_GROUP",
    "pp": "PIPELINE_MODEL_PARALLEL_GROUP",
    "emb": "EMBEDDING_GROUP",
    "tdp": "TENSOR_AND_DATA_PARALLEL_GROUP_WITH_CP",
    "tcp": "TENSOR_AND_CONTEXT_PARALLEL_GROUP",
    "ep": "EXPERT_MODEL_PARALLEL_GROUP",
    "etmp": "EXPERT_TENSOR_AND_MODEL_PARALLEL_GROUP",
    "etmpp": "EXPERT_TENSOR_MODEL_PIPELINE_PARALLEL_GROUP",
    "edp": "EXPERT_DATA_PARALLEL_GROUP",
    "intra": "INTRA_DISTRIBUTED_OPTIMIZER_INSTANCE_GROUP",
}

OP_TYPE = {
    "nccl:all_reduce": "ALLREDUCE", "nccl:_all_gather_base": "_ALLGATHER_BASE",
    "nccl:_reduce_scatter_base": "_REDUCE_SCATTER_BASE", "nccl:broadcast": "BROADCAST",
    "nccl:all_to_all": "ALLTOALL_BASE",
}


def noise(*parts):
    """A number in [0, 1) fixed by `parts` (SHA-256 of their text): order-independent noise."""
    digest = hashlib.sha256("/".join(str(p) for p in parts).encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


# --------------------------------------------------------------------------------------
# layout: Megatron's process groups, in creation order
# --------------------------------------------------------------------------------------

class Group:
    def __init__(self, name, kind, ranks, visible):
        self.name, self.kind, self.ranks, self.visible = name, kind, sorted(ranks), visible
        self.desc = DESC.get(kind, kind)

    def local(self, rank):
        return self.ranks.index(rank)


class Layout:
    """rank = tp + TP * (dp + DP * pp); inside a stage, index i = tp + TP * dp splits into
    expert coordinates etp = i % ETP, ep = (i // ETP) % EP, edp = i // (ETP * EP)."""

    def __init__(self, tp, pp, dp, ep, etp=1):
        assert (tp * dp) % (ep * etp) == 0
        self.tp, self.pp, self.dp, self.ep, self.etp = tp, pp, dp, ep, etp
        self.edp = tp * dp // (ep * etp)
        self.world = tp * pp * dp
        self.groups = []
        self._build()
        self.local_ids = {r: {} for r in range(self.world)}   # rank -> {global name: local id}
        self.member = {r: {} for r in range(self.world)}      # rank -> {kind: Group} (visible)
        for r in range(self.world):
            local = 0
            for g in self.groups:
                if r in g.ranks:
                    self.local_ids[r][g.name] = local
                    local += 1
                    if g.visible:
                        assert g.kind not in self.member[r], (r, g.kind)
                        self.member[r][g.kind] = g

    def rank(self, t, d, p):
        return t + self.tp * (d + self.dp * p)

    def coords(self, r):
        return r % self.tp, (r // self.tp) % self.dp, r // (self.tp * self.dp)

    def stage_rank(self, i, p):
        return self.rank(i % self.tp, i // self.tp, p)

    def _add(self, kind, ranks, visible=True):
        self.groups.append(Group(str(len(self.groups)), kind, ranks, visible))

    def _build(self):
        TP, PP, DP, EP, ETP, EDP = self.tp, self.pp, self.dp, self.ep, self.etp, self.edp
        R = self.rank
        self._add("default", range(self.world))
        for p in range(PP):
            for t in range(TP):
                self._add("dp", [R(t, d, p) for d in range(DP)])
        for p in range(PP):                      # the same groups again for gloo: not in a dump
            for t in range(TP):
                self._add("dp-gloo", [R(t, d, p) for d in range(DP)], visible=False)
        for r in range(self.world):              # context-parallel groups of one rank (CP 1): not in a dump
            self._add("cp", [r], visible=False)
        for d in range(DP):
            self._add("mp", [R(t, d, p) for p in range(PP) for t in range(TP)])
        for p in range(PP):
            for d in range(DP):
                self._add("tp", [R(t, d, p) for t in range(TP)])
        for d in range(DP):
            for t in range(TP):
                self._add("pp", [R(t, d, p) for p in range(PP)])
                self._add("emb", sorted({R(t, d, 0), R(t, d, PP - 1)}))
                self._add("pos-emb", [R(t, d, 0)], visible=False)
        for p in range(PP):
            self._add("tdp", [R(t, d, p) for d in range(DP) for t in range(TP)])
        for p in range(PP):
            self._add("td-gloo", [R(t, d, p) for d in range(DP) for t in range(TP)], visible=False)
        for p in range(PP):
            for d in range(DP):
                self._add("tcp", [R(t, d, p) for t in range(TP)])
        S = self.stage_rank
        for p in range(PP):
            for e in range(EDP):
                for x in range(ETP):
                    self._add("ep", [S(x + ETP * (k + EP * e), p) for k in range(EP)])
        for p in range(PP):
            for e in range(EDP):
                for k in range(EP):
                    self._add("etp", [S(x + ETP * (k + EP * e), p) for x in range(ETP)], visible=False)
        for p in range(PP):
            for e in range(EDP):
                self._add("etmp", [S(x + ETP * (k + EP * e), p) for k in range(EP) for x in range(ETP)])
        for e in range(EDP):
            self._add("etmpp", [S(x + ETP * (k + EP * e), p) for p in range(PP) for k in range(EP) for x in range(ETP)])
        for p in range(PP):
            for k in range(EP):
                for x in range(ETP):
                    self._add("edp", [S(x + ETP * (k + EP * e), p) for e in range(EDP)])
        self._add("intra", range(self.world))

    def describe(self):
        return (f"TP{self.tp} PP{self.pp} DP{self.dp} (CP1), experts EP{self.ep} ETP{self.etp} "
                f"EDP{self.edp}; {self.world} ranks on {self.world // GPUS_PER_NODE} nodes of {GPUS_PER_NODE}")


# --------------------------------------------------------------------------------------
# the program every rank runs
# --------------------------------------------------------------------------------------

class Op:
    __slots__ = ("kind", "name", "ins", "indt", "outs", "outdt", "autograd", "host", "comp", "dur",
                 "peer", "send", "group", "key", "coll", "p2p", "opid", "gate")

    def __init__(self, kind, name, ins, indt, outs, outdt, autograd, host, comp, dur, peer=None, send=False):
        self.kind, self.name, self.ins, self.indt, self.outs, self.outdt = kind, name, ins, indt, outs, outdt
        self.autograd, self.host, self.comp, self.dur = autograd, host, comp, dur
        self.peer, self.send = peer, send
        self.gate = None    # index of an earlier op of the same rank whose completion the host waits for


def schedule_1f1b(stage, stages, microbatches):
    """Megatron's non-interleaved 1F1B for one stage, with the isend/irecv order of _p2p_ops."""
    last = stage == stages - 1
    first = stage == 0
    warmup = min(stages - stage - 1, microbatches)
    remaining = microbatches - warmup
    out = []
    for m in range(warmup):
        if not first:
            out.append(("RECV_PREV", m))
        out.append(("F", m))
        if not last:
            out.append(("SEND_NEXT", m))
    if remaining > 0 and not first:
        out.append(("RECV_PREV", warmup))
    for i in range(remaining):
        out.append(("F", warmup + i))
        if not last:
            out += [("SEND_NEXT", warmup + i), ("RECV_NEXT", i)]
        out.append(("B", i))
        if not first:
            if i == remaining - 1:
                out.append(("SEND_PREV", i))
            else:
                out += [("RECV_PREV", warmup + i + 1), ("SEND_PREV", i)]
    for m in range(remaining, microbatches):
        if not last:
            out.append(("RECV_NEXT", m))
        out.append(("B", m))
        if not first:
            out.append(("SEND_PREV", m))
    out.append(("OPT", 0))
    return out


class Program:
    """Builds the op list of one rank for STEPS steps."""

    def __init__(self, layout, rank, seed):
        self.L, self.rank, self.seed = layout, rank, seed
        self.ops = []
        self.syncs = []        # (index of the op waited for, lag): the host waits before op index+1+lag
        t, d, p = layout.coords(rank)
        self.t, self.d, self.p = t, d, p
        self.local = SEQ // layout.tp
        for step in range(STEPS):
            self.step = step
            for token, m in schedule_1f1b(p, layout.pp, MICROBATCHES):
                getattr(self, "tok_" + token)(m)
        for index, lag in self.syncs:
            if index + 1 + lag < len(self.ops):
                self.ops[index + 1 + lag].gate = index

    # --- helpers -------------------------------------------------------------------------
    def add(self, kind, name, ins, indt, outs, outdt, host, comp, dur, autograd=False, sync_lag=None, **kw):
        op = Op(kind, name, ins, indt, outs, outdt, autograd, host, comp, dur, **kw)
        self.ops.append(op)
        if sync_lag is not None:
            self.syncs.append((len(self.ops) - 1, sync_lag))
        return op

    def tokens(self, m, layer, direction):
        """Tokens this rank receives in an expert all-to-all (routing noise around its share)."""
        u = noise(self.seed, "route", self.rank, self.step, m, layer, direction)
        return int(self.local * (0.93 + 0.14 * u))

    def first_or_last(self):
        return self.p == 0 or self.p == self.L.pp - 1

    # --- pipeline p2p --------------------------------------------------------------------
    def p2p_group(self, direction):
        """PP 2: sends to the next stage and receives from the previous one go over the pipeline
        group, the other direction over default_pg (Megatron's even/odd groups); else all pp."""
        if self.L.pp == 2 and direction == "backward":
            return "default"
        return "pp"

    def p2p(self, token, m):
        send = token.startswith("SEND")
        towards_next = token.endswith("NEXT")
        peer_stage = self.p + 1 if towards_next else self.p - 1
        peer = self.L.rank(self.t, self.d, peer_stage)
        # activations flow forward (send next / recv prev), gradients backward
        direction = "forward" if (send and towards_next) or (not send and not towards_next) else "backward"
        kind = self.p2p_group(direction)
        shape = [[self.local, 1, HIDDEN]]
        self.add(kind, None, shape, ["BFloat16"], shape, ["BFloat16"], 0.06, 0.04, 0.45, peer=peer, send=send)

    def tok_SEND_NEXT(self, m):
        self.p2p("SEND_NEXT", m)

    def tok_RECV_NEXT(self, m):
        self.p2p("RECV_NEXT", m)

    def tok_SEND_PREV(self, m):
        self.p2p("SEND_PREV", m)

    def tok_RECV_PREV(self, m):
        self.p2p("RECV_PREV", m)

    # --- forward / backward of one microbatch ----------------------------------------------
    def tok_F(self, m):
        loc, H, bf = self.local, HIDDEN, ["BFloat16"]
        seq3, loc3 = [[SEQ, 1, H]], [[loc, 1, H]]
        if self.first_or_last():   # get_batch: tokens and labels from tensor-parallel rank 0
            self.add("tp", "nccl:broadcast", [[1, SEQ]], ["Long"], [[1, SEQ]], ["Long"], 0.35, 0.02, 0.05)
            self.add("tp", "nccl:broadcast", [[1, SEQ]], ["Long"], [[1, SEQ]], ["Long"], 0.04, 0.02, 0.05)
        ets = len(self.L.member[self.rank]["etmp"].ranks)
        for layer in range(LAYERS):
            n = self.tokens(m, layer, "fwd")
            self.add("tp", "nccl:_all_gather_base", loc3, bf, seq3, bf, 0.45, 0.9, 0.35)
            self.add("tp", "nccl:_reduce_scatter_base", seq3, bf, loc3, bf, 0.9, 2.2, 0.35)
            self.add("tcp", "nccl:all_reduce", [[LOCAL_EXPERTS]], ["Long"], [[LOCAL_EXPERTS]], ["Long"], 0.3, 0.2, 0.05)
            # the token counts per expert go to the host (.tolist()) before the dispatch
            self.add("etmp", "nccl:_all_gather_base", [[LOCAL_EXPERTS]], ["Long"], [[LOCAL_EXPERTS * ets]], ["Long"],
                     0.15, 0.05, 0.05, sync_lag=1)
            self.add("tp", "nccl:_all_gather_base", loc3, bf, seq3, bf, 0.2, 0.1, 0.35)
            self.add("ep", "nccl:all_to_all", [[loc, H]], bf, [[n, H]], bf, 0.4, 0.3, 0.6)
            self.add("ep", "nccl:all_to_all", [[loc]], ["Float"], [[n]], ["Float"], 0.05, 0.02, 0.1)
            self.add("ep", "nccl:all_to_all", [[n, H]], bf, [[loc, H]], bf, 1.0, 2.5, 0.6)
            self.add("tp", "nccl:_reduce_scatter_base", seq3, bf, loc3, bf, 0.3, 0.5, 0.35)
        if self.p == self.L.pp - 1:   # vocab-parallel cross entropy and the MoE aux-loss tracker
            self.add("tp", "nccl:_all_gather_base", loc3, bf, seq3, bf, 0.3, 0.4, 0.35)
            for _ in range(3):
                self.add("tp", "nccl:all_reduce", [[SEQ, 1]], ["Float"], [[SEQ, 1]], ["Float"], 0.2, 0.6, 0.08)
            self.add("tdp", "nccl:all_reduce", [[264]], ["Float"], [[264]], ["Float"], 0.25, 0.1, 0.06)

    def tok_B(self, m):
        loc, H, bf = self.local, HIDDEN, ["BFloat16"]
        seq3, loc3 = [[SEQ, 1, H]], [[loc, 1, H]]
        if self.p == self.L.pp - 1:
            self.add("tp", "nccl:_reduce_scatter_base", seq3, bf, loc3, bf, 0.3, 1.2, 0.35, autograd=True)
        for layer in reversed(range(LAYERS)):
            n = self.tokens(m, layer, "bwd")
            self.add("tp", "nccl:_all_gather_base", loc3, bf, seq3, bf, 0.3, 1.0, 0.35, autograd=True)
            self.add("ep", "nccl:all_to_all", [[loc, H]], bf, [[n, H]], bf, 0.25, 0.3, 0.6, autograd=True)
            self.add("ep", "nccl:all_to_all", [[n, H]], bf, [[loc, H]], bf, 0.7, 4.6, 0.6, autograd=True)
            self.add("tp", "nccl:_reduce_scatter_base", seq3, bf, loc3, bf, 0.2, 0.4, 0.35, autograd=True)
            self.add("ep", "nccl:all_to_all", [[n]], ["Float"], [[loc]], ["Float"], 0.05, 0.02, 0.1, autograd=True)
            self.add("tp", "nccl:_all_gather_base", [[loc, H]], bf, [[SEQ, H]], bf, 0.5, 1.6, 0.35, autograd=True)
            self.add("tp", "nccl:_all_gather_base", [[loc, H]], bf, [[SEQ, H]], bf, 0.1, 0.2, 0.35, autograd=True)
            self.add("tp", "nccl:_reduce_scatter_base", [[SEQ, H]], bf, [[loc, H]], bf, 0.6, 3.0, 0.35, autograd=True)
        self.add("tdp", "nccl:all_reduce", [[176]], ["Float"], [[176]], ["Float"], 0.2, 0.1, 0.06, autograd=True)

    # --- the optimizer step ---------------------------------------------------------------
    def tok_OPT(self, _):
        L, fl = self.L, ["Float"]
        bucket = 41943040
        expert = 25165824
        for b in range(2):
            self.add("dp", "nccl:_reduce_scatter_base", [[bucket]], fl, [[bucket // L.dp]], fl, 0.3, 0.4 + b, 3.5)
        self.add("edp", "nccl:_reduce_scatter_base", [[expert]], fl, [[expert // L.edp]], fl, 0.3, 0.3, 2.0)
        if "emb" in L.member[self.rank]:
            emb = VOCAB // L.tp * HIDDEN
            self.add("emb", "nccl:all_reduce", [[emb]], fl, [[emb]], fl, 0.3, 0.2, 4.0)
        self.add("mp", "nccl:all_reduce", [[1]], fl, [[1]], fl, 0.4, 1.5, 0.05, sync_lag=0)  # found_inf .item()
        self.add("mp", "nccl:all_reduce", [[1]], fl, [[1]], fl, 0.5, 2.0, 0.05)             # grad norm, dense
        self.add("etmpp", "nccl:all_reduce", [[1]], fl, [[1]], fl, 0.2, 0.8, 0.05, sync_lag=0)  # grad norm .item()
        self.add("intra", "nccl:all_reduce", [[1]], fl, [[1]], fl, 0.3, 0.2, 0.08)          # zeros in grads
        for b in range(2):
            self.add("dp", "nccl:_all_gather_base", [[bucket // L.dp]], ["BFloat16"], [[bucket]], ["BFloat16"],
                     0.4, 6.0 if b == 0 else 0.3, 2.5)
        self.add("edp", "nccl:_all_gather_base", [[expert // L.edp]], ["BFloat16"], [[expert]], ["BFloat16"],
                 0.3, 2.0, 1.5)
        if self.p == L.pp - 1:   # the logged loss, averaged over data-parallel ranks (.item())
            self.add("dp", "nccl:all_reduce", [[1]], fl, [[1]], fl, 0.3, 0.1, 0.05, sync_lag=0)


# --------------------------------------------------------------------------------------
# numbering: sequence numbers, instance keys, record ids
# --------------------------------------------------------------------------------------

def number(layout, programs):
    """Gives every op its group, its collective / p2p sequence numbers and op id (continuing the
    counters of the steps before the simulated ones) and the key of the instance it belongs to."""
    for r, prog in programs.items():
        per_step = len(prog.ops) // STEPS
        counts = {}
        for op in prog.ops[:per_step]:
            key = (op.kind, op.peer is not None)
            counts[key] = counts.get(key, 0) + 1
        coll, p2p, last_kind = {}, {}, {}
        for kind, group in layout.member[r].items():
            coll[kind] = INIT_COLLECTIVES[kind] + STEP_BASE * counts.get((kind, False), 0)
            p2p[kind] = STEP_BASE * counts.get((kind, True), 0)
            # the kind of the group's last op before the simulated steps decides what its
            # pg_status counters showed then
            kinds = [op.peer is not None for op in prog.ops[:per_step] if op.kind == kind]
            last_kind[kind] = kinds[-1] if kinds else False
        prog.base = {k: (coll[k], p2p[k], last_kind[k]) for k in coll}
        messages = {}
        for op in prog.ops:
            group = layout.member[r][op.kind]
            op.group = group
            if op.peer is None:
                coll[op.kind] += 1
                op.coll, op.p2p = coll[op.kind], 0
                op.key = (group.name, "c", op.coll)
            else:
                p2p[op.kind] += 1
                op.coll, op.p2p = coll[op.kind], p2p[op.kind]
                src, dst = (r, op.peer) if op.send else (op.peer, r)
                k = messages.get((src, dst), 0)
                messages[(src, dst)] = k + 1
                op.key = (group.name, "p", src, dst, k)
                me, other = group.local(r), group.local(op.peer)
                op.name = f"nccl:send {me}->{other}" if op.send else f"nccl:recv {me}<-{other}"
            op.opid = op.coll + op.p2p
        prog.record_base = RECORD_BASE + STEP_BASE * per_step


# --------------------------------------------------------------------------------------
# the simulation
# --------------------------------------------------------------------------------------

class Fault:
    """kind: 'gil' (host stops), 'gpu-error', 'device' (see the module doc); at_ms: when, in
    simulated time."""

    def __init__(self, rank, kind, at_ms):
        self.rank, self.kind, self.at_ms = rank, kind, at_ms


def simulate(layout, programs, seed, faults=(), dead_instance=None):
    """Returns per rank: h (enqueue ms or None), end (completion ms or None), observed (count of
    ops the rank's watchdog saw complete)."""
    world = layout.world
    host_stop, dev_stop, obs_stop = {}, {}, {}
    for f in faults:
        if f.kind == "gil":
            host_stop[f.rank] = f.at_ms
        elif f.kind == "gpu-error":
            obs_stop[f.rank] = f.at_ms
            dev_stop[f.rank] = f.at_ms + ERROR_DRAIN_MS
            host_stop[f.rank] = f.at_ms + ERROR_NOTICE_MS
        elif f.kind == "device":
            obs_stop[f.rank] = f.at_ms
            dev_stop[f.rank] = f.at_ms + STUCK_DRAIN_MS
        else:
            raise ValueError(f.kind)
    ops = {r: programs[r].ops for r in range(world)}
    h = {r: [None] * len(ops[r]) for r in range(world)}
    ready = {r: [None] * len(ops[r]) for r in range(world)}
    end = {r: [None] * len(ops[r]) for r in range(world)}
    NEVER = -1.0
    hi = {r: 0 for r in range(world)}          # next op the host enqueues
    di = {r: 0 for r in range(world)}          # next op the device reaches
    host_dead = {r: False for r in range(world)}
    speed = {r: 0.9 + 0.25 * noise(seed, "host-speed", r) for r in range(world)}
    instances = {}
    for r in range(world):
        for i, op in enumerate(ops[r]):
            instances.setdefault(op.key, []).append((r, i))
    for key, members in instances.items():
        expected = 2 if key[1] == "p" else len(programs[members[0][0]].ops[members[0][1]].group.ranks)
        assert len(members) == expected, (key, members)
        names = {programs[r].ops[i].name.split(" ")[0] for r, i in members}
        assert len(names) == (2 if key[1] == "p" else 1), (key, names)

    def advance_host(r):
        progressed = False
        while not host_dead[r] and hi[r] < len(ops[r]):
            i = hi[r]
            op = ops[r][i]
            jitter = 0.85 + 0.3 * noise(seed, "host", r, i)
            t = (h[r][i - 1] if i else 2.0 * noise(seed, "start", r)) + op.host * speed[r] * jitter
            waits = [j for j in (op.gate, i - WINDOW) if j is not None and j >= 0]
            blocked = False
            for j in waits:
                if end[r][j] is None:
                    blocked = True
                    break
                if end[r][j] == NEVER:
                    host_dead[r] = True
                    blocked = True
                    break
                t = max(t, end[r][j] + 0.02)
            if blocked:
                break
            if r in host_stop and t >= host_stop[r]:
                host_dead[r] = True
                break
            h[r][i] = t
            hi[r] += 1
            progressed = True
        return progressed

    def advance_device(r):
        i = di[r]
        if i >= hi[r] or ready[r][i] is not None:
            return None
        if i and (end[r][i - 1] is None or end[r][i - 1] == NEVER):
            return None
        op = ops[r][i]
        comp = op.comp * (0.97 + 0.06 * noise(seed, "comp", r, i))
        prev = end[r][i - 1] if i else 0.0
        ready[r][i] = max(prev + comp, h[r][i] + 0.01)
        return op.key

    changed = True
    while changed:                 # sweep until nothing can happen any more: the hang
        changed = False
        touched = set()
        for r in range(world):
            if advance_host(r):
                changed = True
            key = advance_device(r)
            if key is not None:
                touched.add(key)
                changed = True
        for key in sorted(touched):
            members = instances[key]
            if any(ready[r][i] is None for r, i in members):
                continue   # the last member to get there completes it
            start = max(ready[r][i] for r, i in members)
            dur = max(ops[r][i].dur for r, i in members) * (0.95 + 0.1 * noise(seed, "dur", key))
            finish = start + dur
            never = key == dead_instance or any(r in dev_stop and finish > dev_stop[r] for r, _ in members)
            for r, i in members:
                end[r][i] = NEVER if never else finish
                if not never:
                    di[r] += 1
    observed = {}
    for r in range(world):
        n = 0
        for i in range(len(ops[r])):
            e = end[r][i]
            if e is None or e == NEVER or (r in obs_stop and e > obs_stop[r]):
                break
            n += 1
        observed[r] = n
        end[r] = [None if e == NEVER else e for e in end[r]]
    return h, end, observed


# --------------------------------------------------------------------------------------
# dumps
# --------------------------------------------------------------------------------------

def make_dump(layout, prog, h, observed, origin_ns):
    """The rank's Flight Recorder dump: only-active entries and pg_status, like PyTorch 2.9."""
    r = prog.rank
    groups = layout.member[r]
    pg_config = {}
    for name in sorted((g.name for g in groups.values())):   # PyTorch writes them in string order
        g = layout.groups[int(name)]
        pg_config[name] = {"name": name, "desc": g.desc, "ranks": str(g.ranks)}
    status = {}
    for kind, g in groups.items():
        coll, p2p, last_is_p2p = prog.base[kind]
        before = p2p if last_is_p2p else coll
        enq = done = before
        for i, op in enumerate(prog.ops):
            if op.kind != kind or h[i] is None:
                continue
            seq = op.p2p if op.peer is not None else op.coll
            enq = seq
            if i < observed:
                done = seq
        status[layout.local_ids[r][g.name]] = {"last_enqueued_collective": enq, "last_started_collective": -1,
                                               "last_completed_collective": done}
    pg_status = {str(k): status[k] for k in sorted(status)}
    entries = []
    device = r % GPUS_PER_NODE
    for i, op in enumerate(prog.ops):
        if h[i] is None or i < observed:
            continue
        g = op.group
        autograd = op.autograd
        entries.append({
            "record_id": prog.record_base + i,
            "pg_id": layout.local_ids[r][g.name],
            "process_group": (g.name, g.desc),
            "thread_name": f"pt_autograd_{device}" if autograd else "python3",
            "thread_id": str(AUTOGRAD_THREAD_BASE - device * AUTOGRAD_THREAD_STEP) if autograd else PYTHON_THREAD_ID,
            "collective_seq_id": op.coll,
            "p2p_seq_id": op.p2p,
            "op_id": op.opid,
            "profiling_name": op.name,
            "time_created_ns": origin_ns + int(round(h[i] * MS)) + int(noise("ns", r, i) * 1000),
            # fresh lists for every field: PyTorch's pickler never shares a container, and a
            # shared one comes out as a memo reference (BINGET) that strict readers refuse
            "input_sizes": [list(s) for s in op.ins],
            "input_dtypes": list(op.indt),
            "output_sizes": [list(s) for s in op.outs],
            "output_dtypes": list(op.outdt),
            "state": "scheduled",
            "time_discovered_started_ns": None,
            "time_discovered_completed_ns": None,
            "retired": False,
            "timeout_ms": EP_TIMEOUT_MS if op.kind == "ep" else TIMEOUT_MS,
            "is_p2p": op.peer is not None,
        })
    return {"version": "2.9", "pg_config": pg_config, "nccl_version": "2.27.3", "pg_status": pg_status,
            "entries": entries}


def validate(layout, dumps):
    """Asserts what real only-active dumps show (see the module doc), so that a change to the
    model cannot quietly produce dumps that are not realistic."""
    names = {}
    for r, d in dumps.items():
        assert list(d) == ["version", "pg_config", "nccl_version", "pg_status", "entries"]
        for name, cfg in d["pg_config"].items():
            assert r in json.loads(cfg["ranks"]), (r, name)
            assert names.setdefault(name, (cfg["desc"], cfg["ranks"])) == (cfg["desc"], cfg["ranks"]), name
        assert len(d["pg_config"]) == len(d["pg_status"])
        previous = None
        for e in d["entries"]:
            st = d["pg_status"][str(e["pg_id"])]
            assert e["process_group"][0] in d["pg_config"]
            assert layout.local_ids[r][e["process_group"][0]] == e["pg_id"]
            assert e["state"] == "scheduled" and not e["retired"]
            assert e["time_discovered_started_ns"] is None and e["time_discovered_completed_ns"] is None
            assert (e["timeout_ms"] == EP_TIMEOUT_MS) == (e["process_group"][1] == DESC["ep"])
            seq = e["p2p_seq_id"] if e["is_p2p"] else e["collective_seq_id"]
            assert seq <= st["last_enqueued_collective"] or e["is_p2p"], (r, e["record_id"])
            if not e["is_p2p"]:
                assert e["collective_seq_id"] > st["last_completed_collective"], (r, e["record_id"])
                assert e["p2p_seq_id"] == 0
            if previous:
                assert e["record_id"] > previous["record_id"]
                assert e["time_created_ns"] >= previous["time_created_ns"]
            previous = e
        for st in d["pg_status"].values():
            assert st["last_started_collective"] == -1
            assert st["last_completed_collective"] <= st["last_enqueued_collective"]


# --------------------------------------------------------------------------------------
# cases
# --------------------------------------------------------------------------------------

KIND_OF_FAULT = {"gil": "host-blocked", "gpu-error": "host-blocked", "device": "device-stuck"}
CAUSE = {
    "gil": "its Python thread stops enqueuing (holds the GIL); its device and watchdog keep working",
    "gpu-error": ("a GPU error: its watchdog sees no completion after it, NCCL work already on the GPU "
                  f"runs for {ERROR_DRAIN_MS:g} ms more, the Python thread raises {ERROR_NOTICE_MS:g} ms later"),
    "device": ("its GPU gets stuck: its watchdog sees no completion after it, the device stops "
               f"{STUCK_DRAIN_MS:g} ms later, its host keeps enqueuing until it waits on a result"),
}


class Case:
    def __init__(self, folder, layout_args, seed, faults, summary, dead=None):
        self.folder, self.layout_args, self.seed = folder, layout_args, seed
        self.faults, self.summary, self.dead = faults, summary, dead


CASES = [
    Case("megatron-host-blocked-tp", (4, 2, 2, 4, 1), 101, [("gil", 6, 1, 0.412)],
         "one host-blocked rank (its Python thread stops) in a tensor-parallel group of the first "
         "pipeline stage"),
    Case("megatron-device-stuck", (2, 4, 4, 4, 1), 202, [("device", 21, 1, 0.150)],
         "one device-stuck rank in the third of four pipeline stages whose host kept enqueuing"),
    Case("megatron-two-host-blocked", (4, 2, 2, 8, 1), 303,
         [("gpu-error", 10, 1, 0.050), ("gpu-error", 13, 1, 0.0504)],
         "two ranks of the second stage, in different tensor-parallel groups, raise GPU errors at about "
         "the same moment (shaped like the real NVRx case, where ranks 9 and 14 did)"),
    Case("megatron-host-and-device", (4, 2, 2, 2, 2), 404, [("gil", 3, 1, 0.552), ("device", 12, 1, 0.549)],
         "a host-blocked rank in the first stage and a device-stuck rank in the second, in different "
         "tensor-, expert- and data-parallel groups"),
    Case("megatron-64-ranks-ep", (2, 4, 8, 8, 1), 505, [("gpu-error", 37, 1, 0.395)],
         "64 ranks with expert parallelism (two expert-data-parallel replicas per stage); one rank of "
         "the third stage raises a GPU error"),
    Case("megatron-no-culprit", (4, 2, 2, 8, 1), 606, [],
         "every rank waits in the same all-reduce of the optimizer step, which never completes anywhere "
         "(no rank stands out)", dead=("intra", 1)),
    Case("megatron-host-and-device-one-tp", (4, 2, 2, 8, 1), 707, [("gil", 9, 1, 0.468), ("device", 10, 1, 0.466)],
         "a host-blocked rank and a device-stuck rank of the second stage, in the same tensor-parallel "
         "group on the same node, fail at about the same moment"),
]


def node_name(n):
    return f"node{n + 1:03d}"


def run_case(case):
    layout = Layout(*case.layout_args)
    programs = {r: Program(layout, r, case.seed) for r in range(layout.world)}
    number(layout, programs)
    # a fault-free run gives the step times that the faults are placed in
    h0, end0, _ = simulate(layout, programs, case.seed)
    for r in range(layout.world):
        assert all(e is not None for e in end0[r]), f"{case.folder}: deadlock in the fault-free run (rank {r})"
    per_step = {r: len(programs[r].ops) // STEPS for r in range(layout.world)}
    step_start = [min(h0[r][s * per_step[r]] for r in range(layout.world)) for s in range(STEPS)]
    step_len = step_start[1] - step_start[0]
    faults = [Fault(rank, kind, step_start[step] + frac * step_len) for kind, rank, step, frac in case.faults]
    dead = None
    if case.dead:
        kind, step = case.dead
        prog = programs[0]
        first = [op for op in prog.ops[step * per_step[0]:(step + 1) * per_step[0]] if op.kind == kind][0]
        dead = first.key
    h, end, observed = simulate(layout, programs, case.seed, faults, dead)
    return layout, programs, faults, h, end, observed, step_len


def watchdog_lines(dumps, culprit_watchdogs_stopped):
    """(time ns, rank, [lines]) for every rank whose watchdog times a collective out: the first
    pending work to pass its timeout, as c10d prints it."""
    out = []
    for r, dump in dumps.items():
        if r in culprit_watchdogs_stopped or not dump["entries"]:
            continue
        first = min(dump["entries"], key=lambda e: (e["time_created_ns"] + e["timeout_ms"] * MS, e["record_id"]))
        lag_ms = 12 + int(noise("watchdog", r) * 90)
        ran = first["timeout_ms"] + lag_ms
        at = first["time_created_ns"] + ran * MS + int(noise("watchdog-ns", r) * MS)
        pg = first["pg_id"]
        name, desc = first["process_group"]
        status = dump["pg_status"][str(pg)]
        seq = first["p2p_seq_id"] if first["is_p2p"] else first["collective_seq_id"]
        if first["is_p2p"]:
            optype = "SEND" if "send" in first["profiling_name"] else "RECV"
        else:
            optype = OP_TYPE[first["profiling_name"]]
        numel_in = 1
        for x in first["input_sizes"][0]:
            numel_in *= x
        numel_out = 1
        for x in first["output_sizes"][0]:
            numel_out *= x
        prefix = f"[PG ID {pg} PG GUID {name}({desc}) Rank {r}]"
        stamp = glog_time(at)
        lines = [
            f"[rank{r}]:[E{stamp} ProcessGroupNCCL.cpp:607] {prefix} Watchdog caught collective operation "
            f"timeout: WorkNCCL(SeqNum={seq}, OpType={optype}, NumelIn={numel_in}, NumelOut={numel_out}, "
            f"Timeout(ms)={first['timeout_ms']}) ran for {ran} milliseconds before timing out.",
            f"[rank{r}]:[E{glog_time(at + 41000)} ProcessGroupNCCL.cpp:621] {prefix} Exception (either an error "
            f"or timeout) detected by watchdog at work: {seq}, last enqueued NCCL work: "
            f"{status['last_enqueued_collective']}, last completed NCCL work: {status['last_completed_collective']}.",
        ]
        out.append((at, r, lines))
    return sorted(out)


def glog_time(ns):
    t = datetime.datetime.fromtimestamp(ns // 10**9, datetime.timezone.utc)
    return f"{t.month:02d}{t.day:02d} {t.hour:02d}:{t.minute:02d}:{t.second:02d}.{ns % 10**9:09d}"


def iso(ns):
    t = datetime.datetime.fromtimestamp(ns // 10**9, datetime.timezone.utc)
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def py_time(ns):
    t = datetime.datetime.fromtimestamp(ns // 10**9, datetime.timezone.utc)
    return t.strftime("%Y-%m-%d %H:%M:%S") + f",{(ns % 10**9) // 10**6:03d}"


def write_case(case, out_root):
    layout, programs, faults, h, end, observed, step_len = run_case(case)
    root = os.path.join(out_root, case.folder)
    if os.path.isdir(root):
        shutil.rmtree(root)
    os.makedirs(root)
    origin = T0_NS
    dumps = {r: make_dump(layout, programs[r], h[r], observed[r], origin) for r in range(layout.world)}
    validate(layout, dumps)
    nodes = [(node_name(n), list(range(n * GPUS_PER_NODE, (n + 1) * GPUS_PER_NODE)))
             for n in range(layout.world // GPUS_PER_NODE)]
    stopped = {f.rank for f in faults if f.kind in ("gpu-error", "device")}
    lines = watchdog_lines(dumps, stopped)
    first_timeout = lines[0][0]
    end_ns = ((first_timeout // 10**9) // 60 + 3) * 60 * 10**9
    manifest = {
        "format": "attribution-bundle/1",
        "workload": {"id": f"slurm-{7000 + case.seed}", "name": "moe-pretrain", "scheduler": "slurm",
                     "start": "2026-11-30T10:25:00Z", "end": iso(end_ns)},
        "nodes": [{"name": name, "ranks": ranks, "gpus": GPUS_PER_NODE} for name, ranks in nodes],
    }
    with open(os.path.join(root, "bundle.json"), "w", newline="\n") as f:
        json.dump(manifest, f, indent=2)
        f.write("\n")
    for name, ranks in nodes:
        directory = os.path.join(root, "nodes", name)
        os.makedirs(os.path.join(directory, "flight_recorder"))
        for r in ranks:
            with open(os.path.join(directory, "flight_recorder", f"_dump_{r}"), "wb") as f:
                f.write(pickle.dumps(dumps[r], protocol=2))
        start = T0_NS - 6 * 60 * 10**9
        log = [f"{py_time(start)} INFO starting training",
               f"{py_time(start + 2500 * MS)} INFO world size {layout.world}, ranks {ranks[0]}-{ranks[-1]} on {name}, "
               f"{layout.describe().split(';')[0]}",
               f" [{py_time(origin + int(step_len * MS))[:19]}] iteration {STEP_BASE + 1:8d}/  500000 | "
               f"elapsed time per iteration (ms): {step_len:.1f} | lm loss: 2.318374E+00 |"]
        for at, r, text in lines:
            if r in ranks:
                log += text
        with open(os.path.join(directory, "train.log"), "w", newline="\n") as f:
            f.write("\n".join(log) + "\n")
    expectation = {
        "folder": case.folder,
        "world_size": layout.world,
        "layout": {"tp": layout.tp, "pp": layout.pp, "dp": layout.dp, "cp": 1, "ep": layout.ep,
                   "etp": layout.etp, "edp": layout.edp},
        "culprit_ranks": sorted(f.rank for f in faults),
        "culprits": [{"rank": f.rank, "node": node_name(f.rank // GPUS_PER_NODE), "kind": KIND_OF_FAULT[f.kind],
                      "cause": f.kind} for f in sorted(faults, key=lambda f: f.rank)],
    }
    write_readme(root, case, layout, faults)
    return expectation, dumps


README_COMMAND = "python3 scripts/gen_flight_recorder.py --realistic"


def write_readme(root, case, layout, faults):
    lines = [f"# {case.folder}", "",
             f"Generated by `{README_COMMAND}` (scripts/fr_megatron.py; deterministic, seed {case.seed}). "
             "Do not edit by hand.", "",
             f"Layout: {layout.describe()}. Megatron process groups in creation order; each dump lists only "
             "its rank's groups. Pipeline: non-interleaved 1F1B, "
             f"{MICROBATCHES} microbatches, {LAYERS} MoE layers per stage.", "",
             f"What happened: {case.summary}.", ""]
    if faults:
        lines.append("Injected culprits:")
        lines.append("")
        for f in sorted(faults, key=lambda f: f.rank):
            lines.append(f"- rank {f.rank} ({node_name(f.rank // GPUS_PER_NODE)}): **{KIND_OF_FAULT[f.kind]}** "
                         f"(`{f.kind}`): {CAUSE[f.kind]}.")
    else:
        lines.append("Injected culprits: none. The honest answer is \"no culprit\": every rank enqueued the "
                     "same collective and none completed it; all counters agree within every group.")
    lines += ["", "Every other rank is a symptom: it waits, directly or through a rank that waits, on the "
              "culprit(s). Expected answers for tests: `megatron-cases.json`.", ""]
    # Beside the bundle, not in it: a README inside would be loaded as one of its logs.
    with open(root.rstrip("/") + ".md", "w", newline="\n") as f:
        f.write("\n".join(lines))


def write_all(out_root):
    os.makedirs(out_root, exist_ok=True)
    expectations = []
    for case in CASES:
        expectation, _ = write_case(case, out_root)
        expectations.append(expectation)
    with open(os.path.join(out_root, "megatron-cases.json"), "w", newline="\n") as f:
        json.dump({"generator": README_COMMAND, "cases": expectations}, f, indent=2)
        f.write("\n")
    return expectations


# --------------------------------------------------------------------------------------
# the check table: read the written dumps back and print per group each member's counters
# --------------------------------------------------------------------------------------

def table(case_root, culprits=()):
    dumps = {}
    for dirpath, _, files in os.walk(case_root):
        for name in files:
            if name.startswith("_dump_"):
                with open(os.path.join(dirpath, name), "rb") as f:
                    dumps[int(name[len("_dump_"):])] = pickle.load(f)
    groups = {}
    for r, d in sorted(dumps.items()):
        local_to_global = {}
        for gname, cfg in d["pg_config"].items():
            groups.setdefault(gname, (cfg["desc"], cfg["ranks"]))
        # local ids and global names both grow in creation order, so sorted they pair up
        order = sorted(d["pg_config"], key=int)
        locals_ = sorted(d["pg_status"], key=int)
        assert len(order) == len(locals_)
        for gname, lid in zip(order, locals_):
            local_to_global[lid] = gname
        for e in d["entries"]:
            assert local_to_global[str(e["pg_id"])] == e["process_group"][0]
        d["_l2g"] = local_to_global
    out = []
    for gname in sorted(groups, key=int):
        desc, ranks = groups[gname]
        cells = []
        for r in json.loads(ranks):
            d = dumps[r]
            lid = [k for k, v in d["_l2g"].items() if v == gname][0]
            st = d["pg_status"][lid]
            pend = sum(1 for e in d["entries"] if e["process_group"][0] == gname)
            newest = max((e["time_created_ns"] for e in d["entries"] if e["process_group"][0] == gname), default=None)
            mark = "*" if r in culprits else ""
            cells.append((r, mark, st["last_enqueued_collective"], st["last_completed_collective"], pend, newest))
        same = len({(c[2], c[3], c[4]) for c in cells}) == 1
        if same and len(cells) > 2:
            c = cells[0]
            body = f"all {len(cells)}: {c[2]}/{c[3]} p{c[4]}"
        else:
            newest_all = max((c[5] for c in cells if c[5] is not None), default=None)
            parts = []
            for r, mark, enq, done, pend, newest in cells:
                older = newest is not None and newest_all - newest >= 5e6
                age = f" -{(newest_all - newest) / 1e6:.0f}ms" if older else ""
                parts.append(f"{mark}{r}:{enq}/{done} p{pend}{age}")
            body = "  ".join(parts)
        out.append(f"{gname:>4} {desc[:38]:<38} {body}")
    totals = "  ".join(f"{'*' if r in culprits else ''}{r}:{len(d['entries'])}" for r, d in sorted(dumps.items()))
    out.append(f"     pending entries per rank: {totals}")
    return "\n".join(out)


def print_tables(out_root):
    with open(os.path.join(out_root, "megatron-cases.json")) as f:
        cases = json.load(f)["cases"]
    for c in cases:
        print(f"== {c['folder']}  culprits {c['culprit_ranks']} "
              f"{[x['kind'] for x in c['culprits']]}")
        print("     group/desc, then per member rank: enqueued/completed pPending (-Nms: newest pending entry "
              "that much older than the group's newest)")
        print(table(os.path.join(out_root, c["folder"]), set(c["culprit_ranks"])))
        print()
