#!/usr/bin/env bash
# Issue 26: `attribution-cli collect --slurm-job` against a real Slurm (Debian's slurm-wlm
# 22.05 with slurmdbd on a private MariaDB, one machine, local_slurm.sh). A real job fails:
# it prints the log of a real CUDA out-of-memory (tests/data/real/app-cuda-oom-...) and exits 1.
# Collected by its id, the bundle's manifest, scheduler state and job output must be right
# and its analysis must name the failure. Then the same with a sacct that has no JSON (as
# before Slurm 21.08): the plain listing gives the same scope.
#   collect_slurm_test.sh CLI WORK_DIR
# Exit status 77 (skip) when Slurm cannot run here; the reason is on stderr.
set -euo pipefail
[ -x "$1" ] || { echo "collect_slurm_test: $1 is not built (a sanitizer build makes only the test programs)" >&2; exit 77; }
cli=$(realpath "$1"); work=$(realpath -m "$2")
here=$(dirname "$(realpath "$0")")
source_dir=$(realpath "$here/../..")
rm -rf "$work" && mkdir -p "$work/out"
fail() { echo "FAIL: $*" >&2; exit 1; }
json() { python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print($2)" "$1"; }

cluster="$work/cluster"
began=$(date +%s.%N)
set +e
env_line=$(AW_SLURM_ACCOUNTING=1 "$here/local_slurm.sh" start "$cluster")
status=$?
set -e
[ $status -eq 0 ] || exit $status
trap '"$here/local_slurm.sh" stop "$cluster"' EXIT
eval "$env_line"
echo "cluster with accounting up in $(python3 -c "print(round($(date +%s.%N) - $began, 1))") s"

oom="$source_dir/tests/data/real/app-cuda-oom-rank11-four-node-zero3/bundle/train.log"
job=$(sbatch --parsable -N1 -J qwen3-embedding -o "$work/out/slurm-%j.out" --wrap "cat '$oom'; exit 1")
# Done once accounting has the whole record: slurmctld sends the end, then the rest, to
# slurmdbd a moment after; until then sacct names the job "allocation" (seen on 22.05).
for _ in $(seq 1 120); do
    IFS='|' read -r state name < <(sacct -n -X -P -j "$job" -o State,JobName 2>/dev/null | head -1) || true
    [ "$state" = FAILED ] && [ "$name" = qwen3-embedding ] && break
    sleep 0.5
done
[ "$state" = FAILED ] || fail "job $job ended $state, not FAILED"
node=$(sacct -n -X -P -j "$job" -o NodeList | head -1)

began=$(date +%s.%N)
"$cli" collect --slurm-job "$job" -o "$work/job.tar.gz" --margin 1m --timeout 30 2> "$work/collect.err" \
    || fail "collect exited $?: $(cat "$work/collect.err")"
echo "collected in $(python3 -c "print(round($(date +%s.%N) - $began, 2))") s"
mkdir -p "$work/job" && tar -xzf "$work/job.tar.gz" -C "$work/job"
b="$work/job/job"
[ "$(json "$b/bundle.json" "d['workload']['id'], d['workload']['name'], d['workload']['scheduler'], [n['name'] for n in d['nodes']]")" \
    = "slurm-$job qwen3-embedding slurm ['$node']" ] || fail "manifest: $(cat "$b/bundle.json")"
[ "$(json "$b/bundle.json" "d['workload']['start'] <= d['workload']['end']")" = True ] || fail "no window: $(cat "$b/bundle.json")"
[ "$(json "$b/slurm/sacct.json" "d['jobs'][0]['state']['current']")" = FAILED ] || fail "sacct.json: not the failed job"
cmp -s "$b/slurm/slurm-$job.out" "$work/out/slurm-$job.out" || fail "the job's output was not copied whole"
[ "$(json "$b/collect.json" "[s['request'] for s in d['steps'] if s['outcome'] not in ('ok', 'skipped')]")" = "[]" ] \
    || fail "failed steps: $(cat "$b/collect.json")"
"$cli" analyze "$work/job.tar.gz" --json > "$work/analysis.json" || fail "analyze failed"
[ "$(json "$work/analysis.json" "d['verdict']['outcome'], d['verdict']['symptom'], d['verdict']['culprit_nodes']")" \
    = "application cuda_out_of_memory []" ] || fail "verdict: $(json "$work/analysis.json" "d['verdict']['summary']")"
# Slurm 22.05's own record is read as the scheduler's (its job and step states), with no problem.
"$cli" inspect "$work/job.tar.gz" --json > "$work/inspect.json"
[ "$(json "$work/inspect.json" "[(s['format'], s['observations'] > 0) for s in d['unassigned_sources'] + [s for n in d['nodes'] for s in n['sources']] if s['path'] == 'slurm/sacct.json']")" \
    = "[('slurm_json', True)]" ] || fail "sacct.json not read: $(cat "$work/inspect.json")"
[ "$(json "$work/inspect.json" "d['problems']")" = "[]" ] || fail "problems: $(json "$work/inspect.json" "d['problems']")"

echo "== a Slurm whose sacct has no JSON: the plain listing"
mkdir -p "$work/old-slurm"
cat > "$work/old-slurm/sacct" <<'SH'
#!/bin/sh
for a in "$@"; do [ "$a" = --json ] && { echo "sacct: unrecognized option '--json'" >&2; exit 1; }; done
exec /usr/bin/sacct "$@"
SH
chmod +x "$work/old-slurm/sacct"
PATH="$work/old-slurm:$PATH" "$cli" collect --slurm-job "$job" -o "$work/plain" --margin 1m 2> "$work/plain.err" \
    || fail "collect (plain) exited $?: $(cat "$work/plain.err")"
[ "$(json "$work/plain/bundle.json" "d['workload']['id'], [n['name'] for n in d['nodes']]")" = "slurm-$job ['$node']" ] \
    || fail "plain manifest: $(cat "$work/plain/bundle.json")"
[ "$(json "$work/plain/bundle.json" "d['workload']['start'], d['workload']['end']")" \
    = "$(json "$b/bundle.json" "d['workload']['start'], d['workload']['end']")" ] || fail "the plain window differs"
[ ! -e "$work/plain/slurm/sacct.json" ] || fail "sacct.json written without JSON"
[ "$(json "$work/plain/collect.json" "[s['outcome'] for s in d['steps'] if s['request'].startswith('sacct')]")" = "['skipped', 'ok']" ] \
    || fail "sacct steps: $(cat "$work/plain/collect.json")"
echo "collect_slurm_test: all good"
