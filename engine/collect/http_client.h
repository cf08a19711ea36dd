// HTTP GETs for the collectors (Prometheus, Loki, the Kubernetes API), with libcurl: TLS,
// proxies and netrc done right by a library that has done them for decades. Credentials
// never come from the command line: a bearer token from the environment, or a netrc file
// (curl's own reading of it).
//
// The servers are not trusted: a redirect is followed only to the same scheme, host and
// port (never to a cloud's metadata address), no connection is made to a link-local
// address (169.254.0.0/16, fe80::/10), and an answer's body is never written to the record
// (a server may echo the Authorization header into it).
#pragma once

#include <atomic>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

struct sockaddr;

namespace aw {

struct HttpOptions {
    double timeoutSeconds = 60;
    std::size_t maxBytes = std::size_t{512} << 20;  // a body beyond it is cut (truncated)
    std::string bearerToken;                        // "Authorization: Bearer ..."
    std::string netrcFile;                          // "" : ~/.netrc when it exists
    std::string caFile;                             // extra CA bundle (in-cluster Kubernetes)
    std::vector<std::string> headers;               // "X-Scope-OrgID: tenant"
    const std::atomic<bool>* cancel = nullptr;
};

struct HttpResponse {
    long status = 0;  // HTTP status, 0 when no response came
    std::string body;
    std::string contentType;  // the media type the server said, token characters only ("text/plain")
    std::string error;        // transport error (refused, timeout, TLS, a redirect refused ...)
    bool truncated = false;
    bool cancelled = false;
    double seconds = 0;
    bool ok() const { return status >= 200 && status < 300 && error.empty() && !truncated; }
};

HttpResponse httpGet(const std::string& url, const HttpOptions& options);

using UrlQuery = std::vector<std::pair<std::string, std::string>>;

// `base` with `path` added to its path, then its own query ("?api_key=...") and `query`'s
// parameters percent-encoded: "http://h/prom?k=1" + "/api/v1/x" -> "http://h/prom/api/v1/x?k=1&...".
// A fragment of `base` is dropped.
std::string buildUrl(std::string_view base, std::string_view path, const UrlQuery& query = {});

// A request's URL, and the same as the record shows it (the base redacted).
struct RequestUrl {
    std::string url;
    std::string shown;
};
RequestUrl requestUrl(std::string_view base, std::string_view path, const UrlQuery& query = {});

// `s` percent-encoded, for a path segment or a query value.
std::string urlEncode(std::string_view s);

// A URL as the collection log may show it: whatever comes before its last '@' (a user and
// a password, whatever they hold) removed, each query value replaced by REDACTED, no
// fragment.
std::string redactUrl(std::string_view url);

// True for an address no collector has business with: IPv4 link-local (169.254.0.0/16,
// where clouds serve instance metadata and credentials), IPv6 link-local (fe80::/10),
// either written IPv4-mapped, and AWS's IPv6 metadata address fd00:ec2::254.
bool isRefusedAddress(const struct sockaddr* address);

}  // namespace aw
