#!/usr/bin/env python3
"""Serves recorded responses of Loki and the Kubernetes API to `attribution-cli collect` tests.

    recorded_server.py ROUTES.json REQUESTS.log

Neither service runs on a test machine, so a test points the collector at this server, which
answers from a route table of responses recorded from the real APIs (tests/data/recorded/).
Once it listens on 127.0.0.1 it prints `RECORDED_URL=http://127.0.0.1:PORT`; it writes the
target of every request it receives (path and query, as sent) to REQUESTS.log, one a line, so
a test can assert which requests were made, and in which order. SIGTERM stops it.

ROUTES.json:

    {"routes": [
      {"path": "/loki/api/v1/query_range",
       "query": {"query": "{job=\\"train\\"}", "start": "1601440305715826063", "end": true, "previous": null},
       "status": 200, "content_type": "application/json",
       "body_file": "loki/isyscore_query_range_streams_limit100.json",
       "require_header": {"Authorization": "Bearer X"}}
    ]}

- method: only "GET" (the default); the collector only reads.
- query: each named parameter must be present with that exact value (a string), present with any
  value (true) or absent (null). Parameters not named are not checked.
- body_file is relative to ROUTES.json; "body" gives the body inline instead. Neither: empty body.
- require_header: a request without these exact headers gets 401 with an empty body (no recorded
  body is pretended).
- The first route whose method, path and query match answers; no match is a 404 naming the target.
"""

import json
import os
import signal
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

ROUTE_KEYS = {"method", "path", "query", "status", "content_type", "body_file", "body", "require_header"}


def load_routes(table_path):
    with open(table_path, encoding="utf-8") as f:
        table = json.load(f)
    base = os.path.dirname(os.path.abspath(table_path))
    routes = []
    for i, r in enumerate(table["routes"]):
        # A misspelt key would silently match everything; refuse it instead.
        unknown = set(r) - ROUTE_KEYS
        if unknown:
            raise ValueError("route %d: unknown keys %s" % (i, sorted(unknown)))
        if r.get("method", "GET") != "GET":
            raise ValueError("route %d: only GET is served" % i)
        if "body_file" in r and "body" in r:
            raise ValueError("route %d: body_file and body are exclusive" % i)
        if "body_file" in r:
            # Read now: a missing recording fails the test at start, not at the first request.
            with open(os.path.join(base, r["body_file"]), "rb") as f:
                body = f.read()
        else:
            body = r.get("body", "").encode("utf-8")
        routes.append({
            "path": r["path"],
            "query": r.get("query", {}),
            "status": r.get("status", 200),
            "content_type": r.get("content_type", "application/json"),
            "body": body,
            "require_header": r.get("require_header", {}),
        })
    return routes


def query_matches(wanted, got):
    for name, value in wanted.items():
        if value is None:
            if name in got:
                return False
        elif value is True:
            if name not in got:
                return False
        elif value not in got.get(name, []):
            return False
    return True


class Handler(BaseHTTPRequestHandler):
    routes = []
    request_log = None
    log_lock = threading.Lock()

    def do_GET(self):
        with self.log_lock:
            self.request_log.write(self.path + "\n")
            self.request_log.flush()  # the test may read the log while the server still runs
        target = urlsplit(self.path)
        query = parse_qs(target.query, keep_blank_values=True)
        for route in self.routes:
            if route["path"] == target.path and query_matches(route["query"], query):
                if any(self.headers.get(k) != v for k, v in route["require_header"].items()):
                    return self.reply(401, "text/plain; charset=utf-8", b"")
                return self.reply(route["status"], route["content_type"], route["body"])
        self.reply(404, "text/plain; charset=utf-8", ("no recorded route for " + self.path + "\n").encode("utf-8"))

    def reply(self, status, content_type, body):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, fmt, *args):
        pass  # REQUESTS.log is the record; stderr stays for real errors


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: recorded_server.py ROUTES.json REQUESTS.log")
    try:
        Handler.routes = load_routes(sys.argv[1])
    except (OSError, ValueError, KeyError) as e:  # json.JSONDecodeError is a ValueError
        sys.exit("recorded_server: %s: %s" % (sys.argv[1], e))
    Handler.request_log = open(sys.argv[2], "a", encoding="utf-8")
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)  # port 0: the kernel picks a free one
    server.daemon_threads = True
    # SystemExit raised in the main thread leaves serve_forever; the finally closes the socket.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    print("RECORDED_URL=http://127.0.0.1:%d" % server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
        Handler.request_log.close()


if __name__ == "__main__":
    main()
