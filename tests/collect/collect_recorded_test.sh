#!/usr/bin/env bash
# Issue 26: `attribution-cli collect` against the Kubernetes API and Loki. Neither runs on a
# test machine, so recorded_server.py answers with responses recorded from the real APIs
# (tests/data/recorded/README.md says where each comes from); what was not recorded gets a
# 404, as a real server's missing object would.
#   collect_recorded_test.sh CLI WORK_DIR
set -euo pipefail
[ -x "$1" ] || { echo "collect_recorded_test: $1 is not built (a sanitizer build makes only the test programs)" >&2; exit 77; }
command -v python3 >/dev/null || { echo "collect_recorded_test: python3 is missing" >&2; exit 77; }
cli=$(realpath "$1"); work=$(realpath -m "$2")
here=$(dirname "$(realpath "$0")")
rm -rf "$work" && mkdir -p "$work"
fail() { echo "FAIL: $*" >&2; exit 1; }

python3 "$here/recorded_server.py" "$here/recorded_routes.json" "$work/requests.log" > "$work/server.out" 2> "$work/server.err" &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null || true' EXIT
# Up to 30 s: a loaded machine (two test programs and a build) can be slow to start Python.
for _ in $(seq 1 300); do grep -q RECORDED_URL "$work/server.out" 2>/dev/null && break; sleep 0.1; done
url=$(sed -n 's/^RECORDED_URL=//p' "$work/server.out")
[ -n "$url" ] || fail "the recorded server did not start: $(cat "$work/server.err")"

# json FILE EXPR: prints a Python expression over the document `d`.
json() { python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print($2)" "$1"; }

echo "== a Kubernetes job by its pods' selector (one dump of a real failed Job)"
# One request fails (below): the bundle is written and the exit status says so (4).
set +e
"$cli" collect -o "$work/vz" --k8s-api "$url" -n default --k8s-selector job-name=verrazzano-install-my-verrazzano --timeout 10 \
    2> "$work/vz.err"
status=$?
set -e
[ $status -eq 4 ] || fail "collect vz exited $status, not 4 (a request failed) ($(tail -1 "$work/vz.err"))"
[ "$(json "$work/vz/bundle.json" "d['nodes'][0]['name'], d['nodes'][0]['aliases'][0]")" = "10.0.10.131 verrazzano-install-my-verrazzano-lg7lf" ] \
    || fail "the pod's node and name are not in the manifest: $(cat "$work/vz/bundle.json")"
[ "$(json "$work/vz/bundle.json" "d['workload']['id'], d['workload']['scheduler']")" = "k8s-default-verrazzano-install-my-verrazzano kubernetes" ] \
    || fail "the workload is not named after the pods' Job: $(cat "$work/vz/bundle.json")"
# The window: the container ran from 08:04:03 to 08:20:08 (state.terminated).
[ "$(json "$work/vz/bundle.json" "d['workload']['start'], d['workload']['end']")" = "2021-08-05T08:04:03.000Z 2021-08-05T08:20:08.000Z" ] \
    || fail "the window is not the container's: $(cat "$work/vz/bundle.json")"
for f in k8s/pods.json k8s/events/pod-verrazzano-install-my-verrazzano-lg7lf.json \
         nodes/10.0.10.131/pod-verrazzano-install-my-verrazzano-lg7lf-install.log; do
    [ -s "$work/vz/$f" ] || fail "$f was not collected"
done
cmp -s "$work/vz/k8s/pods.json" "$here/../data/recorded/kubernetes/verrazzano_pods_default.json" || fail "pods.json is not the API's answer byte for byte"
grep -q "timestamps=true" "$work/requests.log" || fail "container logs were asked without timestamps"
grep -q "pods/verrazzano-install-my-verrazzano-lg7lf/log.*previous=true" "$work/requests.log" && fail "a container that never restarted was asked for its previous log"
# The node's events were not recorded: that request fails, and nothing else does.
[ "$(json "$work/vz/collect.json" "[(s['target'], s.get('http_status')) for s in d['steps'] if s['outcome'] != 'ok']")" = "[('10.0.10.131', 404)]" ] \
    || fail "unexpected failures: $(json "$work/vz/collect.json" "[s for s in d['steps'] if s['outcome'] != 'ok']")"
"$cli" inspect "$work/vz" > "$work/vz.inspect" || fail "inspect failed"
grep -q "10.0.10.131" "$work/vz.inspect" || fail "the bundle has no node 10.0.10.131"
"$cli" analyze "$work/vz" --json > "$work/vz.json" || fail "analyze failed"
# The Job's own event, in the recorded namespace events, is read as scheduler evidence.
grep -q "BackoffLimitExceeded" "$work/vz.json" || fail "the Job's BackoffLimitExceeded event is not in the analysis"

echo "== a Kubernetes Job object gives the window and the selector; its pods were not recorded"
set +e
"$cli" collect -o "$work/hello" --k8s-api "$url" --k8s-job hello-1567179180 --timeout 10 2> "$work/hello.err"
status=$?
set -e
[ $status -eq 1 ] || fail "a job with no pods found should exit 1 (no scope), not $status"
grep -q "labelSelector=controller-uid%3D7473e6d0-cb3b-11e9-990f-42010a800218" "$work/requests.log" \
    || fail "the pods were not asked by the Job's own selector"
# No job to collect over: nothing is written (issue 45), stderr says so.
[ ! -e "$work/hello" ] || fail "a collection with no scope wrote $work/hello"
grep -q "nothing was written to" "$work/hello.err" || fail "no scope, not said: $(cat "$work/hello.err")"

echo "== restarted containers: their previous logs too (a kubelet's pod list)"
set +e
"$cli" collect -o "$work/dns.tar.gz" --k8s-api "$url" -n kube-system --k8s-selector dns=coredns --timeout 10 2> "$work/dns.err"
status=$?
set -e
[ $status -eq 0 ] || [ $status -eq 4 ] || fail "collect dns exited $status"
grep -q "pods/coredns-747dbcf5df-qmtnl/log?container=coredns&timestamps=true&previous=true" "$work/requests.log" || fail "no previous log of coredns"
grep -q "pods/kube-controller-manager/log?container=kube-controller-manager&timestamps=true&previous=true" "$work/requests.log" \
    || fail "no previous log of kube-controller-manager (restartCount 4)"
grep -q "pods/my-short-lived-pod/log.*previous=true" "$work/requests.log" && fail "my-short-lived-pod never restarted"
# Listed first, then searched: `tar | grep -q` under pipefail fails when grep quits at its
# match while tar still writes (SIGPIPE), as it did once in CI.
listing=$(tar -tzf "$work/dns.tar.gz")
grep -q "^dns/nodes/ci-pierremargueritte/pod-coredns-747dbcf5df-qmtnl-coredns.previous.log$" <<<"$listing" \
    || fail "the previous log is not in the archive: $listing"

echo "== Loki: a full page asks for the next, whose 500 is recorded, the first page kept"
set +e
AW_LOKI_TOKEN=recorded-loki-token AW_LOKI_ORG_ID=team-a "$cli" collect -o "$work/loki" --nodes 10.30.30.35 \
    --since 2020-09-30T04:30:00Z --until 2020-09-30T04:40:00Z --margin 0 \
    --loki "$url" --loki-selector '{pod_host_ip="{node}"}' --loki-limit 100 --timeout 10 2> "$work/loki.err"
status=$?
set -e
[ $status -eq 4 ] || fail "collect loki exited $status, not 4 (its second page failed)"
cmp -s "$work/loki/loki/10.30.30.35-1.json" "$here/../data/recorded/loki/isyscore_query_range_streams_limit100.json" || fail "page 1 not kept as answered"
[ "$(json "$work/loki/collect.json" "[(s.get('http_status'), s['outcome']) for s in d['steps'] if s['source'] == 'loki']")" = "[(200, 'ok'), (500, 'failed')]" ] \
    || fail "loki steps: $(json "$work/loki/collect.json" "[s for s in d['steps'] if s['source'] == 'loki']")"
# Its status, media type and size are recorded, never its body (a server may echo the token in one).
grep -q "HTTP 500, text/plain, [0-9]* bytes (the body is not recorded)" "$work/loki/collect.json" || fail "Loki's 500 is not described"
grep -q "exceeding the limit 242040 bytes" "$work/loki/collect.json" && fail "Loki's error body was written into collect.json"
grep -q "recorded-loki-token" "$work/loki/collect.json" && fail "the token was written into collect.json"
"$cli" inspect "$work/loki" > "$work/loki.inspect"
grep -q "loki/10.30.30.35-1.json *loki_json" "$work/loki.inspect" || fail "the Loki page is not read as Loki: $(cat "$work/loki.inspect")"
grep -q "not collected: loki 10.30.30.35" "$work/loki.inspect" || fail "the bundle does not warn of the missing page"
echo "== what the command refuses, with its exit status"
set +e
"$cli" collect --nodes n1 --since 1796025600 --until 1796026200 2> "$work/usage.err"; usage=$?
"$cli" collect -o "$work/vz" --nodes n1 --since 1796025600 --until 1796026200 2> "$work/exists.err"; exists=$?
"$cli" collect -o "$work/x" --nodes n1 --since yesterday --until 1796026200 2> "$work/time.err"; badtime=$?
set -e
[ $usage = 2 ] && grep -q -- "-o OUT is required" "$work/usage.err" || fail "no output: exit $usage, $(cat "$work/usage.err")"
[ $exists = 3 ] && grep -q "does not overwrite a bundle" "$work/exists.err" || fail "existing bundle: exit $exists, $(cat "$work/exists.err")"
[ $badtime = 2 ] && grep -q "not a time" "$work/time.err" || fail "bad time: exit $badtime, $(cat "$work/time.err")"
[ ! -e "$work/x" ] || fail "a refused collection wrote something"
usage=$("$cli" collect --help)
grep -q -- "--slurm-job ID" <<<"$usage" || fail "collect --help does not print the usage"
echo "collect_recorded_test: all good"
