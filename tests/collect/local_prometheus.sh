#!/usr/bin/env bash
# A real Prometheus on loopback whose TSDB is backfilled with DCGM-exporter series, for
# the tests of collectors that query /api/v1/query_range (Debian's prometheus package:
# prometheus and promtool). No scrape targets: all the data comes from the backfill.
#   local_prometheus.sh start DIR [gen options...]   prints "PROMETHEUS_URL=http://127.0.0.1:PORT"
#                                                   once the data is queryable
#   local_prometheus.sh stop DIR                     stops the server it started
# The gen options go to gen_dcgm_openmetrics.py as they are (nodes, --start, --end, --xid...).
# Exit status 77 (CTest's skip) with the reason on stderr when prometheus or promtool is
# missing or the server does not come up here.
set -uo pipefail
action=${1:?start|stop}
dir=$(realpath -m "${2:?folder}")
shift 2
here=$(dirname "$(realpath "$0")")
skip() { echo "local_prometheus: $*" >&2; exit 77; }

stop() {
    [ -s "$dir/prometheus.pid" ] || return 0
    pid=$(cat "$dir/prometheus.pid")
    kill "$pid" 2>/dev/null
    # Prometheus shuts its TSDB down cleanly on SIGTERM; give it a moment before -9.
    for _ in $(seq 1 20); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null
    rm -f "$dir/prometheus.pid"
    return 0
}
[ "$action" = stop ] && { stop; exit 0; }

for tool in prometheus promtool curl python3; do
    command -v "$tool" >/dev/null || skip "$tool is not installed (apt-get install prometheus curl)"
done
stop   # a server left over from an earlier run would hold the TSDB lock
rm -rf "$dir/data"
mkdir -p "$dir"

python3 "$here/gen_dcgm_openmetrics.py" -o "$dir/dcgm.om" "$@" || skip "gen_dcgm_openmetrics.py failed"
promtool tsdb create-blocks-from openmetrics "$dir/dcgm.om" "$dir/data" >"$dir/promtool.log" 2>&1 \
    || skip "promtool could not backfill: $(tail -1 "$dir/promtool.log")"

printf 'global:\n  scrape_interval: 15s\nscrape_configs: []\n' > "$dir/prometheus.yml"
port=$(python3 -c 'import socket;s=socket.socket();s.bind(("127.0.0.1",0));print(s.getsockname()[1])')
# Backfilled data may lie anywhere in time relative to the clock (tried: 2020, 2026, 2050).
# Time retention counts back from the newest block, not from now, and is applied as soon
# as the TSDB opens: with the default 15d, a window longer than that loses its oldest
# blocks at startup. 100y keeps everything. Data in the future is served as well.
# --query.lookback-delta stays at its 5m default, as on a production server: an instant
# (or a range step) sees the last sample up to 5m back, so series run on for 5m after --end.
prometheus --config.file="$dir/prometheus.yml" --storage.tsdb.path="$dir/data" \
           --storage.tsdb.retention.time=100y --web.listen-address="127.0.0.1:$port" \
           >"$dir/prometheus.log" 2>&1 &
echo $! > "$dir/prometheus.pid"

url=http://127.0.0.1:$port
for _ in $(seq 1 100); do
    kill -0 "$(cat "$dir/prometheus.pid")" 2>/dev/null || break
    if curl -sf "$url/-/ready" >/dev/null; then
        # Ready only says the TSDB opened; make sure the backfilled blocks are in it.
        curl -sf "$url/api/v1/label/Hostname/values" | grep -q '"data":\["' \
            || { stop; skip "prometheus is up but holds no backfilled series; see $dir/prometheus.log"; }
        echo "PROMETHEUS_URL=$url"
        exit 0
    fi
    sleep 0.2
done
tail -5 "$dir/prometheus.log" >&2
stop
skip "prometheus did not become ready on $url; see $dir/prometheus.log"
