#!/usr/bin/env bash
# Issue 27: the fleet on the cluster's own scheduler. Starts a one-machine Slurm
# (local_slurm.sh), writes a few dozen bundles with known culprits (aw-gen-bundle) and one
# path that is no bundle, submits `attribution-cli fleet sbatch` as a real job array, waits
# for it, ingests the result files and checks the store against the known culprits. Then
# submits the same array again, as a retry would: every task skips its bundles and a second
# ingest adds nothing.
#   fleet_array_test.sh CLI GEN_BUNDLE WORK_DIR
# Exit status 77 (skip) when Slurm cannot run here; the reason is on stderr.
set -euo pipefail
for tool in "$1" "$2"; do
    [ -x "$tool" ] || { echo "fleet_array_test: $tool is not built (a sanitizer build makes only the test programs)" >&2; exit 77; }
done
cli=$(realpath "$1"); gen=$(realpath "$2"); work=$(realpath -m "$3")
here=$(dirname "$(realpath "$0")")
bundles=${AW_FLEET_BUNDLES:-30}
rm -rf "$work" && mkdir -p "$work"
cluster="$work/cluster"
set +e
env_line=$("$here/local_slurm.sh" start "$cluster")
status=$?
set -e
[ $status -eq 0 ] || exit $status
trap '"$here/local_slurm.sh" stop "$cluster"' EXIT
eval "$env_line"

# Bundles: culprit node (i mod 4)+1 of 4, a GPU each; one list line is no bundle at all.
: > "$work/list.txt"
: > "$work/expected.txt"
for i in $(seq 1 "$bundles"); do
    node=$(( (i % 4) + 1 ))
    "$gen" "$work/bundles/job$i" --nodes 4 --bytes 200000 --seed "$i" --culprit-node "$node" \
        --culprit-gpu $(( i % 8 )) --workload-id "slurm-$((5000 + i))" > /dev/null
    echo "$work/bundles/job$i" >> "$work/list.txt"
    printf 'slurm-%d node%04d\n' $((5000 + i)) "$node" >> "$work/expected.txt"
done
echo "$work/bundles/not-there" >> "$work/list.txt"

submit_and_wait() {
    local job
    job=$("$cli" fleet sbatch "$work/list.txt" --results "$work/results" --tasks 4 --cpus 1)
    [[ $job =~ ^[0-9]+$ ]] || { echo "sbatch printed '$job', not a job id" >&2; exit 1; }
    for _ in $(seq 1 600); do
        [ -z "$(squeue -h -j "$job" 2>/dev/null)" ] && { echo "$job"; return; }
        sleep 0.5
    done
    echo "job array $job did not finish in 300 s" >&2; squeue >&2; exit 1
}

start=$(date +%s.%N)
job=$(submit_and_wait)
end=$(date +%s.%N)
results=$(find "$work/results" -maxdepth 1 -name '*.json' | wc -l)
echo "job array $job: $bundles bundles + 1 missing path in 4 tasks, $results result files in $(awk "BEGIN {print $end - $start}") s"
[ "$results" -eq $((bundles + 1)) ] || { echo "expected $((bundles + 1)) result files" >&2; cat "$work"/results/logs/* >&2; exit 1; }
ls "$work"/results/logs/"${job}"_{0,1,2,3}.out > /dev/null  # every task ran

"$cli" fleet ingest "$work/results" --store "$work/fleet.sqlite" 2> "$work/ingest.txt" || true
cat "$work/ingest.txt"
grep -q "$((bundles + 1)) added, 0 replaced, 0 already there, 0 unreadable" "$work/ingest.txt"

# The store against the known culprits, and the missing path recorded with its error.
python3 - "$work/fleet.sqlite" "$work/expected.txt" "$bundles" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
expected = dict(line.split() for line in open(sys.argv[2]))
rows = dict(db.execute("SELECT workload_id, culprit_nodes FROM jobs WHERE outcome = 'gpu_hardware'"))
assert rows == expected, f"store {rows} != expected {expected}"
blamed = dict(db.execute("SELECT node, COUNT(*) FROM blamed_nodes GROUP BY node"))
want = {}
for node in expected.values():
    want[node] = want.get(node, 0) + 1
assert blamed == want, f"blamed {blamed} != {want}"
errors = db.execute("SELECT bundle_path, error FROM jobs WHERE outcome = 'error'").fetchall()
assert len(errors) == 1 and errors[0][0].endswith("not-there") and errors[0][1], errors
print(f"store: {len(rows)} verdicts match their known culprits; blamed {blamed}; error row {errors[0]}")
PY

# A retry: the same array again skips every bundle, and ingesting again adds nothing.
job2=$(submit_and_wait)
grep -h "skipped" "$work"/results/logs/"${job2}"_*.out | tail -4
total_skipped=$(grep -ho "[0-9]* skipped" "$work"/results/logs/"${job2}"_*.out | awk '{s+=$1} END {print s}')
[ "$total_skipped" -eq "$bundles" ] || { echo "the retry analysed again: $total_skipped of $bundles skipped" >&2; exit 1; }
"$cli" fleet ingest "$work/results" --store "$work/fleet.sqlite" 2> "$work/ingest2.txt" || true
cat "$work/ingest2.txt"
grep -q "0 added, 0 replaced, $((bundles + 1)) already there" "$work/ingest2.txt"
echo "PASS"
