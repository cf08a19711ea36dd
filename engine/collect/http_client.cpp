#include "engine/collect/http_client.h"

#include <curl/curl.h>

#include <chrono>
#include <cstdlib>
#include <memory>
#include <mutex>

namespace aw {
namespace {

void initCurlOnce() {
    static std::once_flag once;
    std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

struct Transfer {
    HttpResponse* response;
    std::size_t maxBytes;
    const std::atomic<bool>* cancel;
};

std::size_t onBody(char* data, std::size_t size, std::size_t count, void* user) {
    auto* t = static_cast<Transfer*>(user);
    const std::size_t n = size * count;
    if (t->response->body.size() + n > t->maxBytes) {
        t->response->truncated = true;
        return 0;  // stops the transfer
    }
    t->response->body.append(data, n);
    return n;
}

int onProgress(void* user, curl_off_t, curl_off_t, curl_off_t, curl_off_t) {
    auto* t = static_cast<Transfer*>(user);
    if (t->cancel && t->cancel->load()) {
        t->response->cancelled = true;
        return 1;
    }
    return 0;
}

std::string defaultNetrc() {
    const char* home = std::getenv("HOME");
    return home ? std::string(home) + "/.netrc" : std::string();
}

}  // namespace

HttpResponse httpGet(const std::string& url, const HttpOptions& options) {
    initCurlOnce();
    HttpResponse response;
    const auto begin = std::chrono::steady_clock::now();
    std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> curl(curl_easy_init(), curl_easy_cleanup);
    if (!curl) {
        response.error = "libcurl could not start";
        return response;
    }
    Transfer transfer{&response, options.maxBytes, options.cancel};
    CURL* c = curl.get();
    curl_easy_setopt(c, CURLOPT_URL, url.c_str());
    curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, onBody);
    curl_easy_setopt(c, CURLOPT_WRITEDATA, &transfer);
    curl_easy_setopt(c, CURLOPT_XFERINFOFUNCTION, onProgress);
    curl_easy_setopt(c, CURLOPT_XFERINFODATA, &transfer);
    curl_easy_setopt(c, CURLOPT_NOPROGRESS, 0L);
    curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);  // worker threads: no SIGALRM for DNS timeouts
    curl_easy_setopt(c, CURLOPT_FOLLOWLOCATION, 1L);
    curl_easy_setopt(c, CURLOPT_MAXREDIRS, 5L);
    curl_easy_setopt(c, CURLOPT_TIMEOUT_MS, static_cast<long>(options.timeoutSeconds * 1000));
    curl_easy_setopt(c, CURLOPT_CONNECTTIMEOUT_MS, static_cast<long>(std::min(options.timeoutSeconds, 15.0) * 1000));
    curl_easy_setopt(c, CURLOPT_ACCEPT_ENCODING, "");  // gzip when the server offers it
    curl_easy_setopt(c, CURLOPT_USERAGENT, "attribution-cli/" AW_VERSION);
    const std::string netrc = options.netrcFile.empty() ? defaultNetrc() : options.netrcFile;
    if (!netrc.empty()) {
        curl_easy_setopt(c, CURLOPT_NETRC, static_cast<long>(CURL_NETRC_OPTIONAL));
        curl_easy_setopt(c, CURLOPT_NETRC_FILE, netrc.c_str());
    }
    if (!options.caFile.empty()) curl_easy_setopt(c, CURLOPT_CAINFO, options.caFile.c_str());
    curl_slist* headers = nullptr;
    const std::string bearer = "Authorization: Bearer " + options.bearerToken;
    if (!options.bearerToken.empty()) headers = curl_slist_append(headers, bearer.c_str());
    for (const auto& h : options.headers) headers = curl_slist_append(headers, h.c_str());
    headers = curl_slist_append(headers, "Accept: application/json, text/plain;q=0.9, */*;q=0.5");
    curl_easy_setopt(c, CURLOPT_HTTPHEADER, headers);
    char errorBuffer[CURL_ERROR_SIZE] = {0};
    curl_easy_setopt(c, CURLOPT_ERRORBUFFER, errorBuffer);
    const CURLcode code = curl_easy_perform(c);
    curl_slist_free_all(headers);
    curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &response.status);
    if (code != CURLE_OK && !response.truncated)
        response.error = response.cancelled ? "cancelled" : (errorBuffer[0] ? errorBuffer : curl_easy_strerror(code));
    response.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    return response;
}

std::string urlEncode(std::string_view s) {
    char* escaped = curl_easy_escape(nullptr, s.data(), static_cast<int>(s.size()));
    std::string out = escaped ? escaped : "";
    curl_free(escaped);
    return out;
}

std::string buildUrl(std::string_view base, std::string_view path,
                     const std::vector<std::pair<std::string, std::string>>& query) {
    std::string url(base);
    while (!url.empty() && url.back() == '/') url.pop_back();
    url += path;
    char separator = url.find('?') == std::string::npos ? '?' : '&';
    for (const auto& [key, value] : query) {
        url += separator;
        separator = '&';
        url += urlEncode(key) + "=" + urlEncode(value);
    }
    return url;
}

std::string redactUrl(std::string_view url) {
    const auto scheme = url.find("://");
    if (scheme == std::string_view::npos) return std::string(url);
    const auto hostStart = scheme + 3;
    const auto pathStart = url.find('/', hostStart);
    const auto at = url.substr(0, pathStart).rfind('@');
    if (at == std::string_view::npos || at < hostStart) return std::string(url);
    return std::string(url.substr(0, hostStart)) + std::string(url.substr(at + 1));
}

}  // namespace aw
