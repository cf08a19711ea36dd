#!/usr/bin/env bash
# Issue 26: `attribution-cli collect --prometheus` against a real Prometheus (Debian's
# package), started on loopback over a TSDB that promtool backfilled with DCGM-shaped series
# of 4 nodes, node003's GPU 5 reporting Xid 79 from 08:23:20. The collected bundle must hold
# the series of the scope's hosts only, and its analysis must name node003's GPU 5.
#   collect_prometheus_test.sh CLI WORK_DIR
# Exit status 77 (skip) when Prometheus cannot run here; the reason is on stderr.
set -euo pipefail
[ -x "$1" ] || { echo "collect_prometheus_test: $1 is not built (a sanitizer build makes only the test programs)" >&2; exit 77; }
cli=$(realpath "$1"); work=$(realpath -m "$2")
here=$(dirname "$(realpath "$0")")
rm -rf "$work" && mkdir -p "$work"
fail() { echo "FAIL: $*" >&2; exit 1; }

set +e
env_line=$("$here/local_prometheus.sh" start "$work/prometheus" node001 node002 node003 node004 \
    --start 1796025600 --end 1796029200 --xid-node node003 --xid-gpu 5 --xid 79 --xid-at 1796027000)
status=$?
set -e
[ $status -eq 0 ] || exit $status
trap '"$here/local_prometheus.sh" stop "$work/prometheus"' EXIT
url=${env_line#PROMETHEUS_URL=}

# The scope: three of the four nodes (node004 is another job's), 40 minutes.
start=$(date +%s)
"$cli" collect -o "$work/bundle" --nodes 'node[001-003]' --since 2026-11-30T08:10:00Z --until 2026-11-30T08:50:00Z \
    --margin 5m --prometheus "$url" --timeout 20 2> "$work/collect.err" || fail "collect exited $?: $(tail -3 "$work/collect.err")"
echo "collect took $(( $(date +%s) - start )) s"
json() { python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print($2)" "$1"; }
x="$work/bundle/metrics/DCGM_FI_DEV_XID_ERRORS.json"
[ -s "$x" ] || fail "no Xid series collected: $(cat "$work/bundle/collect.json")"
[ "$(json "$x" "sorted({r['metric']['Hostname'] for r in d['data']['result']})")" = "['node001', 'node002', 'node003']" ] \
    || fail "the series are not the scope's hosts: $(json "$x" "sorted({r['metric']['Hostname'] for r in d['data']['result']})")"
# The whole window at a 15 s step: 08:05 to 08:55, 201 samples a series.
[ "$(json "$x" "len(d['data']['result'][0]['values'])")" = 201 ] || fail "not the window at 15 s: $(json "$x" "len(d['data']['result'][0]['values'])")"
# Series no node has (node_exporter's) are recorded as empty, not as files.
[ "$(json "$work/bundle/collect.json" "sorted(s['target'] for s in d['steps'] if s['outcome'] == 'empty')")" \
    = "['node_filesystem_avail_bytes', 'node_infiniband_link_downed_total']" ] || fail "empty series: $(cat "$work/bundle/collect.json")"
"$cli" analyze "$work/bundle" --json > "$work/analysis.json" || fail "analyze failed"
[ "$(json "$work/analysis.json" "d['verdict']['outcome'], d['verdict']['culprit_nodes'], d['verdict']['culprit_gpu']")" \
    = "gpu_hardware ['node003'] 5" ] || fail "the verdict: $(json "$work/analysis.json" "d['verdict']")"
echo "collect_prometheus_test: all good"
