// HTTP GETs for the collectors (Prometheus, Loki, the Kubernetes API), with libcurl: TLS,
// proxies, netrc and redirects done right by a library that has done them for decades.
// Credentials never come from the command line: a bearer token from the environment, or
// a netrc file (curl's own reading of it).
#pragma once

#include <atomic>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

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
    long status = 0;        // HTTP status, 0 when no response came
    std::string body;
    std::string error;      // transport error (refused, timeout, TLS ...)
    bool truncated = false;
    bool cancelled = false;
    double seconds = 0;
    bool ok() const { return status >= 200 && status < 300 && error.empty() && !truncated; }
};

HttpResponse httpGet(const std::string& url, const HttpOptions& options);

// `base` + `path` + "?k=v&..." with the values percent-encoded.
std::string buildUrl(std::string_view base, std::string_view path,
                     const std::vector<std::pair<std::string, std::string>>& query = {});

// `s` percent-encoded, for a path segment or a query value.
std::string urlEncode(std::string_view s);

// A URL as the collection log may show it: user and password removed.
std::string redactUrl(std::string_view url);

}  // namespace aw
