#!/usr/bin/env bash
# Issue 45: the everyday failures of a shared node, on a real Slurm (Debian's slurm-wlm 22.05,
# slurmdbd on a private MariaDB, one machine, local_slurm.sh), with cgroup memory limits where
# this machine lets slurmd write the cgroup v1 memory controller. Real jobs fail; each is
# collected with the existing `attribution-cli collect --slurm-job` and its verdict checked:
#   A  over its --mem=200M                 -> application, nobody blamed; the action says 200M
#   B  then, on the same node, its time limit, collected with a node command printing A's
#      kernel OOM report (as `dmesg -T` would show it)       -> user, time limit, nobody blamed
#   C  scancel                             -> user, cancelled, nobody blamed
#   E  exits 1 and prints nothing          -> unknown, naming its node, window, missing sources
#   D  its node set DOWN under it          -> infrastructure, that node; the node comes back;
#      collected with --slurmctld-log: slurmctld's lines of the job (who set the node DOWN, why)
#   F  prints a real CUDA out-of-memory log to its #SBATCH --output=logs/%x-%j.out and exits 1
#                                          -> application, cuda_out_of_memory, right after it ended
#      and again after MinJobAge (60 s here), when scontrol has forgotten it: its output is found
#      from the batch script accounting keeps (sacct -B): the same verdict
#   G  no such job                         -> collect exits non-zero
# Each is collected right after it ended (scontrol still knows it: its output is copied),
# which is when a time limit and a cancel used to read as two faults with no order.
# The node command prints only A's report, taken from the kernel log by its time and cgroup:
# the machine is shared with other programs, whose own kernel lines (a segfault of a test)
# would otherwise enter B's window.
#   everyday_failures_test.sh CLI WORK_DIR
# Exit status 77 (skip) when Slurm cannot run here; the reason is on stderr.
set -euo pipefail
[ -x "$1" ] || { echo "everyday_failures_test: $1 is not built (a sanitizer build makes only the test programs)" >&2; exit 77; }
cli=$(realpath "$1"); work=$(realpath -m "$2")
here=$(dirname "$(realpath "$0")")
source_dir=$(realpath "$here/../..")
rm -rf "$work" && mkdir -p "$work/out"
fail() { echo "FAIL: $*" >&2; exit 1; }
json() { python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print($2)" "$1"; }
began=$(date +%s)

cluster="$work/cluster"
cgroup=1
set +e
# MinJobAge 60 s: F is collected again once slurmctld has forgotten it, while the others are
# still collected right after they ended.
export AW_SLURM_MIN_JOB_AGE=60
env_line=$(AW_SLURM_ACCOUNTING=1 AW_SLURM_CGROUP=1 "$here/local_slurm.sh" start "$cluster" 2>"$work/start.err")
status=$?
if [ $status -eq 77 ]; then
    # No cgroup memory controller to write here: the OOM case cannot run; the others can.
    echo "cgroup memory limits unavailable here ($(tail -1 "$work/start.err")): the OOM case is skipped"
    cgroup=0
    "$here/local_slurm.sh" stop "$cluster"
    rm -rf "$cluster"
    env_line=$(AW_SLURM_ACCOUNTING=1 "$here/local_slurm.sh" start "$cluster")
    status=$?
fi
set -e
[ $status -eq 0 ] || { cat "$work/start.err" >&2; exit $status; }
trap '"$here/local_slurm.sh" stop "$cluster"' EXIT
eval "$env_line"
host=$(hostname -s)
echo "cluster up in $(( $(date +%s) - began )) s (cgroup memory limits: $cgroup)"

# The state accounting gives a job once it has the whole record (slurmctld sends the end,
# then the rest, a moment after; until then sacct names the job "allocation").
settled() {  # settled JOB NAME: prints the job's state once accounting has its end
    local state name
    for _ in $(seq 1 240); do
        IFS='|' read -r state name < <(sacct -n -X -P -j "$1" -o State,JobName 2>/dev/null | head -1) || true
        case "$state" in PENDING|RUNNING|REQUEUED|"") ;; *) [ "$name" = "$2" ] && { echo "${state%% *}"; return; } ;; esac
        sleep 0.5
    done
    echo "${state:-none}"
}
running() { for _ in $(seq 1 120); do [ "$(squeue -h -j "$1" -o %T 2>/dev/null)" = RUNNING ] && return 0; sleep 0.25; done; return 1; }
collect() {  # collect JOB OUT [options...]
    local job=$1 out=$2; shift 2
    # 4: the bundle was written but a request failed (docs/cli.md); the verdict is checked below.
    local status=0
    "$cli" collect --slurm-job "$job" -o "$work/$out" --margin 1m --timeout 30 "$@" 2>"$work/$out.err" || status=$?
    [ $status -eq 0 ] || [ $status -eq 4 ] || fail "collect $out exited $status: $(cat "$work/$out.err")"
    "$cli" analyze "$work/$out" --json > "$work/$out.json" || fail "analyze $out failed"
}
verdict() { json "$work/$1.json" "d['verdict']['outcome'], d['verdict']['symptom'], d['verdict']['culprit_nodes']"; }
rows=()
row() { rows+=("| $1 | $2 | \`$(json "$work/$3.json" "d['verdict']['outcome']")\` $(json "$work/$3.json" "d['verdict']['symptom']"), $(json "$work/$3.json" "', '.join(d['verdict']['culprit_nodes']) or 'nobody'") blamed | right | $4 |"); }
sbatch_() { sbatch --parsable --no-requeue -o "$work/out/slurm-%j.out" "$@"; }

# --- F first: by the end of the others, MinJobAge has passed for it.
mkdir -p "$work/f/logs"
oom="$source_dir/tests/data/real/app-cuda-oom-rank11-four-node-zero3/bundle/train.log"
printf '#!/bin/sh\n#SBATCH -J qwen3-embedding\n#SBATCH --output=logs/%%x-%%j.out\n#SBATCH --mem=100M\ncat %q; exit 1\n' "$oom" > "$work/f/train.sh"
f=$(cd "$work/f" && sbatch --parsable --no-requeue train.sh)

# --- A: over its memory; B waits for it, on the same node; C and E beside B.
if [ "$cgroup" = 1 ]; then
    a=$(sbatch_ -J hog --mem=200M -t 5 --wrap "python3 -c 'a=[]
while True: a.append(bytearray(10 * 1024 * 1024))'")
    b=$(sbatch_ -J tl --mem=100M -t 1 --dependency=afterany:"$a" --wrap "echo start; sleep 300")
else
    b=$(sbatch_ -J tl --mem=100M -t 1 --wrap "echo start; sleep 300")
fi
c=$(sbatch_ -J cx --mem=100M -t 5 --wrap "echo start; sleep 300")
running "$c" || fail "job $c did not start"
sleep 2
scancel "$c"
e=$(sbatch_ -J fails --mem=100M -t 5 --wrap "exit 1")

[ "$(settled "$f" qwen3-embedding)" = FAILED ] || fail "job $f ended $(settled "$f" qwen3-embedding), not FAILED"
[ -s "$work/f/logs/qwen3-embedding-$f.out" ] || fail "job $f wrote no logs/qwen3-embedding-$f.out"
collect "$f" cuda-oom
[ "$(verdict cuda-oom)" = "application cuda_out_of_memory []" ] || fail "cuda oom: $(verdict cuda-oom)"
[ "$(json "$work/cuda-oom/collect.json" "[s['outcome'] for s in d['steps'] if s['request'] == 'scontrol show job $f']")" = "['ok']" ] \
    || fail "cuda oom: scontrol did not know the job right after it ended"
row "a real CUDA out-of-memory log at its \`#SBATCH --output=logs/%x-%j.out\`, collected right after" FAILED cuda-oom "\`sbatch train.sh\` (\`#SBATCH --output=logs/%x-%j.out\`, \`cat train.log; exit 1\`); \`attribution-cli collect --slurm-job JOB -o b\`"

[ "$(settled "$c" cx)" = CANCELLED ] || fail "job $c ended $(settled "$c" cx), not CANCELLED"
collect "$c" cancelled
[ "$(verdict cancelled)" = "user slurm_cancelled []" ] || fail "cancelled: $(verdict cancelled): $(json "$work/cancelled.json" "d['verdict']['summary']")"
row "\`scancel\`, collected right after" CANCELLED cancelled "\`sbatch --wrap 'sleep 300'\`; \`scancel JOB\`; \`attribution-cli collect --slurm-job JOB -o b\`"

[ "$(settled "$e" fails)" = FAILED ] || fail "job $e did not end FAILED"
collect "$e" failed
[ "$(verdict failed)" = "unknown  []" ] || fail "failed: $(verdict failed)"
[ "$(json "$work/failed.json" "d['verdict']['workload']['job_id'], d['verdict']['workload']['nodes']")" = "$e ['$host']" ] \
    || fail "failed: the unknown verdict does not name the job: $(json "$work/failed.json" "d['verdict'].get('workload')")"
[ "$(json "$work/failed.json" "[m['collect_option'] for m in d['verdict']['missing']][:2]")" = "['--kernel-logs', '--prometheus URL']" ] \
    || fail "failed: missing sources: $(json "$work/failed.json" "d['verdict'].get('missing')")"
row "a job exits 1 and prints nothing" FAILED failed "\`sbatch --wrap 'exit 1'\`; \`attribution-cli collect --slurm-job JOB -o b\` (unknown: names the node, the window, and \`--kernel-logs\`, \`--prometheus URL\` as missing)"

if [ "$cgroup" = 1 ]; then
    [ "$(settled "$a" hog)" = OUT_OF_MEMORY ] || fail "job $a ended $(settled "$a" hog), not OUT_OF_MEMORY"
    # A's kernel OOM report, as dmesg -T printed it: the lines from its 'invoked oom-killer'
    # to its 'Killed process', the report whose oom-kill line names A's cgroup.
    dmesg -T > "$work/dmesg.all" 2>/dev/null || fail "dmesg is not readable here"
    python3 - "$work/dmesg.all" "$a" > "$work/oom-$a.log" <<'PY'
import re, sys
lines = open(sys.argv[1], errors="replace").read().splitlines()
job = sys.argv[2]
start, kept = None, []
for i, line in enumerate(lines):
    if "invoked oom-killer" in line:
        start = i
    elif start is not None and "Killed process" in line:
        report = lines[start:i + 1]
        if any(re.search(r"oom_memcg=\S*/job_%s\b" % job, l) for l in report):
            kept = report  # the last report of this job id wins (an earlier run's job could share it)
        start = None
print("\n".join(kept))
PY
    grep -q "oom_memcg=.*/job_$a" "$work/oom-$a.log" || fail "no kernel OOM report of job $a in dmesg"
    printf '#!/bin/sh\ncat %q\n' "$work/oom-$a.log" > "$work/oom-report"
    chmod +x "$work/oom-report"

    collect "$a" oom
    [ "$(verdict oom)" = "application slurm_out_of_memory []" ] || fail "oom: $(verdict oom)"
    json "$work/oom.json" "[a['text'] for a in d['verdict']['actions'] if a['id'] == 'ask_for_more_memory'][0]" | grep -q 200M \
        || fail "oom: the action does not say the 200M asked: $(json "$work/oom.json" "d['verdict']['actions']")"
    row "over its \`--mem\` (cgroup v1 limit), Slurm only" OUT_OF_MEMORY oom "\`sbatch --mem=200M --wrap \"python3 -c 'a=[]; ...'\"\`; \`attribution-cli collect --slurm-job JOB -o b\`"
    collect "$a" oom-kernel --node-command "$work/oom-report" --node-output dmesg.log
    [ "$(verdict oom-kernel)" = "application cgroup_oom_kill []" ] || fail "oom with the kernel log: $(verdict oom-kernel)"
    row "the same with the node's kernel log" OUT_OF_MEMORY oom-kernel "the same, \`--node-command 'dmesg -T'\`"
fi

[ "$(settled "$b" tl)" = TIMEOUT ] || fail "job $b ended $(settled "$b" tl), not TIMEOUT"
collect "$b" timeout
[ "$(verdict timeout)" = "user slurm_time_limit []" ] || fail "time limit: $(verdict timeout): $(json "$work/timeout.json" "d['verdict']['summary']")"
row "time limit, collected right after" TIMEOUT timeout "\`sbatch -t 1 --wrap 'sleep 300'\`; \`attribution-cli collect --slurm-job JOB -o b\`"
if [ "$cgroup" = 1 ]; then
    collect "$b" timeout-after-oom --node-command "$work/oom-report" --node-output dmesg.log
    [ "$(verdict timeout-after-oom)" = "user slurm_time_limit []" ] \
        || fail "time limit after another job's OOM: $(verdict timeout-after-oom): $(json "$work/timeout-after-oom.json" "d['verdict']['summary']")"
    [ "$(json "$work/timeout-after-oom.json" "[a['id'] for a in d['verdict']['actions'] if 'memory' in a['id']]")" = "[]" ] \
        || fail "time limit after another job's OOM: told to change its memory"
    row "time limit on the node where another job went over its memory just before" TIMEOUT timeout-after-oom "after the OOM job, \`sbatch -t 1 --dependency=afterany:OOMJOB --wrap 'sleep 300'\`; \`collect --slurm-job JOB --node-command 'dmesg -T'\`"
fi

# --- D: the node goes DOWN under a running job; then it is brought back.
d=$(sbatch_ -J nd --mem=100M -t 5 --wrap "echo start; sleep 300")
running "$d" || fail "job $d did not start"
sleep 1
scontrol update NodeName="$host" State=DOWN Reason=everyday_failures_test
[ "$(settled "$d" nd)" = NODE_FAIL ] || fail "job $d ended $(settled "$d" nd), not NODE_FAIL"
collect "$d" node-down-ctld --slurmctld-log "$cluster/slurmctld.log"
[ "$(verdict node-down-ctld)" = "infrastructure slurm_node_fail ['$host']" ] || fail "node down (slurmctld's lines): $(verdict node-down-ctld)"
grep -q "Killing JobId=$d on failed node $host" "$work/node-down-ctld/slurm/slurmctld.log" \
    || fail "node down: slurmctld's line of the kill was not kept: $(cat "$work/node-down-ctld/slurm/slurmctld.log")"
grep -q "update_node: node $host reason set to: everyday_failures_test" "$work/node-down-ctld/slurm/slurmctld.log" \
    || fail "node down: slurmctld's line of the reason was not kept"
grep -q "NodeName=$host" "$work/node-down-ctld/slurm/scontrol_show_node.txt" || fail "node down: no scontrol show node"
row "the node set DOWN under the running job, with slurmctld's log" NODE_FAIL node-down-ctld "the same, \`collect --slurm-job JOB --slurmctld-log /var/log/slurmctld.log\` (keeps \`Killing JobId=JOB on failed node NODE\`, \`update_node: node NODE reason set to: test\`)"
scontrol update NodeName="$host" State=RESUME 2>/dev/null || true  # ReturnToService=2 may have brought it back
for _ in $(seq 1 60); do [ "$(sinfo -h -n "$host" -o %t)" = idle ] && break; sleep 0.5; done
[ "$(sinfo -h -n "$host" -o %t)" = idle ] || fail "node $host did not come back: $(sinfo -h -n "$host" -o %t)"
collect "$d" node-down
[ "$(verdict node-down)" = "infrastructure slurm_node_fail ['$host']" ] || fail "node down: $(verdict node-down)"
row "the node set DOWN under the running job" NODE_FAIL node-down "\`sbatch --no-requeue --wrap 'sleep 300'\`; \`scontrol update NodeName=NODE State=DOWN Reason=test\`; \`collect --slurm-job JOB\`; \`scontrol update NodeName=NODE State=RESUME\`"

# --- G: no such job.
set +e
"$cli" collect --slurm-job 999999 -o "$work/no-such-job" --timeout 30 2>"$work/no-such-job.err"
status=$?
set -e
[ $status -ne 0 ] || fail "collect of a job Slurm does not know exited 0"
[ ! -e "$work/no-such-job" ] || fail "collect of a job Slurm does not know left something at -o"
rows+=("| no such job | (none) | \`collect\` exits $status, nothing at \`-o\` | right | \`attribution-cli collect --slurm-job 999999 -o b\` |")

# --- H: a collect interrupted by SIGINT while a source hangs (a node command that never ends):
# the children stop, what was collected is kept as NAME.partial, the final name stays free.
set +e
"$cli" collect --slurm-job "$b" -o "$work/interrupted.tar.gz" --timeout 120 --node-command 'sleep 317' \
    --node-output hang.log 2>"$work/interrupted.err" &
collector=$!
for _ in $(seq 1 100); do pgrep -x -f "sleep 317" >/dev/null && break; sleep 0.1; done
pgrep -x -f "sleep 317" >/dev/null || fail "the hanging node command never started: $(cat "$work/interrupted.err")"
kill -INT $collector
wait $collector
status=$?
set -e
[ $status -eq 130 ] || fail "collect interrupted by SIGINT exited $status: $(cat "$work/interrupted.err")"
[ ! -e "$work/interrupted.tar.gz" ] || fail "an interrupted collect left a file under its final name"
[ -s "$work/interrupted.partial.tar.gz" ] || fail "an interrupted collect kept nothing as NAME.partial"
sleep 0.5
pgrep -x -f "sleep 317" >/dev/null && fail "the hanging node command outlived the interrupted collect"
"$cli" analyze "$work/interrupted.partial.tar.gz" >/dev/null 2>&1 && fail "analyze opened a partial bundle without --allow-partial"
"$cli" analyze "$work/interrupted.partial.tar.gz" --allow-partial --json > "$work/interrupted.json" || fail "analyze --allow-partial failed"
rows+=("| a collect interrupted by SIGINT while a node command hangs | $(settled "$b" tl) | \`collect\` exits 130, keeps \`NAME.partial.tar.gz\` (\`analyze --allow-partial\`: $(json "$work/interrupted.json" "d['verdict']['outcome']")) | right | \`attribution-cli collect --slurm-job JOB -o b.tar.gz --node-command 'sleep 317'\`, then Ctrl-C |")

# --- F again, once slurmctld has forgotten it (MinJobAge 60 s, then its purge, every minute).
for _ in $(seq 1 180); do scontrol show job "$f" >/dev/null 2>&1 || break; sleep 1; done
scontrol show job "$f" >/dev/null 2>&1 && fail "slurmctld still knows job $f after MinJobAge"
collect "$f" cuda-oom-later
[ "$(verdict cuda-oom-later)" = "application cuda_out_of_memory []" ] || fail "cuda oom after MinJobAge: $(verdict cuda-oom-later): $(json "$work/cuda-oom-later/collect.json" "d['steps']")"
[ "$(json "$work/cuda-oom-later/collect.json" "[s['outcome'] for s in d['steps'] if s['request'].startswith('read ') and 'batch script' in s.get('note', '')]")" = "['ok']" ] \
    || fail "cuda oom after MinJobAge: the output was not read from the batch script's path: $(json "$work/cuda-oom-later/collect.json" "d['steps']")"
cmp -s "$work/cuda-oom-later/slurm/slurm-$f.out" "$work/f/logs/qwen3-embedding-$f.out" || fail "cuda oom after MinJobAge: the output was not copied whole"
row "the same job collected after \`MinJobAge\` (scontrol has forgotten it; 22.05's sacct has no StdOut): its \`#SBATCH --output\` from \`sacct -B\`" FAILED cuda-oom-later "wait until \`scontrol show job JOB\` fails; \`attribution-cli collect --slurm-job JOB -o b\` (\`AccountingStoreFlags=job_script\`)"

echo "| scenario | sacct state | verdict | right? | reproduce |"
echo "|---|---|---|---|---|"
printf '%s\n' "${rows[@]}"
echo "everyday_failures_test: all good in $(( $(date +%s) - began )) s"
