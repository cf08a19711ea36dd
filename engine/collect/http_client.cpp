#include "engine/collect/http_client.h"

#include <curl/curl.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <optional>

namespace aw {
namespace {

constexpr int kMaxRedirects = 5;

void initCurlOnce() {
    static std::once_flag once;
    std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

struct Transfer {
    HttpResponse* response;
    std::size_t maxBytes;
    const std::atomic<bool>* cancel;
    std::string refusedAddress;  // a connection the socket callback refused
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

std::string addressText(const sockaddr* address) {
    char text[INET6_ADDRSTRLEN] = "?";
    if (address->sa_family == AF_INET)
        ::inet_ntop(AF_INET, &reinterpret_cast<const sockaddr_in*>(address)->sin_addr, text, sizeof text);
    else if (address->sa_family == AF_INET6)
        ::inet_ntop(AF_INET6, &reinterpret_cast<const sockaddr_in6*>(address)->sin6_addr, text, sizeof text);
    return text;
}

// Every connection curl makes comes through here: one to a refused address is never opened.
curl_socket_t onOpenSocket(void* user, curlsocktype purpose, curl_sockaddr* address) {
    auto* t = static_cast<Transfer*>(user);
    if (purpose == CURLSOCKTYPE_IPCXN && isRefusedAddress(&address->addr)) {
        t->refusedAddress = addressText(&address->addr);
        return CURL_SOCKET_BAD;
    }
    return ::socket(address->family, address->socktype | SOCK_CLOEXEC, address->protocol);
}

std::string defaultNetrc() {
    const char* home = std::getenv("HOME");
    return home ? std::string(home) + "/.netrc" : std::string();
}

// "text/plain; charset=utf-8" -> "text/plain": what the record may show of a server's header.
std::string mediaType(const char* header) {
    std::string type;
    for (const char* c = header; c && *c && *c != ';' && type.size() < 100; ++c)
        if (std::isalnum(static_cast<unsigned char>(*c)) ||
            std::string_view("!#$&^_.+-/").find(*c) != std::string_view::npos)
            type += *c;
    return type;
}

// Scheme, host and port: a redirect is followed only when they stay the same.
std::optional<std::string> originOf(const std::string& url) {
    std::unique_ptr<CURLU, decltype(&curl_url_cleanup)> u(curl_url(), curl_url_cleanup);
    if (!u || curl_url_set(u.get(), CURLUPART_URL, url.c_str(), CURLU_GUESS_SCHEME) != CURLUE_OK) return std::nullopt;
    std::string origin;
    for (const CURLUPart part : {CURLUPART_SCHEME, CURLUPART_HOST, CURLUPART_PORT}) {
        char* value = nullptr;
        if (curl_url_get(u.get(), part, &value, part == CURLUPART_PORT ? CURLU_DEFAULT_PORT : 0) != CURLUE_OK)
            return std::nullopt;
        for (const char* c = value; *c; ++c) origin += static_cast<char>(std::tolower(static_cast<unsigned char>(*c)));
        origin += '\n';
        curl_free(value);
    }
    return origin;
}

}  // namespace

bool isRefusedAddress(const sockaddr* address) {
    if (address->sa_family == AF_INET) {
        const std::uint32_t a = ntohl(reinterpret_cast<const sockaddr_in*>(address)->sin_addr.s_addr);
        return (a >> 16) == 0xA9FE;  // 169.254.0.0/16
    }
    if (address->sa_family != AF_INET6) return false;
    const unsigned char* b = reinterpret_cast<const sockaddr_in6*>(address)->sin6_addr.s6_addr;
    static constexpr unsigned char kAwsMetadata[16] = {0xfd, 0x00, 0x0e, 0xc2, 0, 0, 0,    0,
                                                       0,    0,    0,    0,    0, 0, 0x02, 0x54};
    static constexpr unsigned char kMappedPrefix[12] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff};
    if (b[0] == 0xfe && (b[1] & 0xc0) == 0x80) return true;  // fe80::/10
    if (std::memcmp(b, kAwsMetadata, 16) == 0) return true;
    return std::memcmp(b, kMappedPrefix, 12) == 0 && b[12] == 169 && b[13] == 254;  // ::ffff:169.254.x.x
}

HttpResponse httpGet(const std::string& url, const HttpOptions& options) {
    initCurlOnce();
    HttpResponse response;
    const auto begin = std::chrono::steady_clock::now();
    std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> curl(curl_easy_init(), curl_easy_cleanup);
    if (!curl) {
        response.error = "libcurl could not start";
        return response;
    }
    Transfer transfer{&response, options.maxBytes, options.cancel, {}};
    CURL* c = curl.get();
    curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, onBody);
    curl_easy_setopt(c, CURLOPT_WRITEDATA, &transfer);
    curl_easy_setopt(c, CURLOPT_XFERINFOFUNCTION, onProgress);
    curl_easy_setopt(c, CURLOPT_XFERINFODATA, &transfer);
    curl_easy_setopt(c, CURLOPT_OPENSOCKETFUNCTION, onOpenSocket);
    curl_easy_setopt(c, CURLOPT_OPENSOCKETDATA, &transfer);
    curl_easy_setopt(c, CURLOPT_NOPROGRESS, 0L);
    curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);  // worker threads: no SIGALRM for DNS timeouts
    curl_easy_setopt(c, CURLOPT_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(c, CURLOPT_FOLLOWLOCATION, 0L);  // followed below, to the same server only
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
    std::string current = url;
    for (int hop = 0;; ++hop) {
        response = HttpResponse{};
        errorBuffer[0] = '\0';
        curl_easy_setopt(c, CURLOPT_URL, current.c_str());
        const CURLcode code = curl_easy_perform(c);
        curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &response.status);
        char* type = nullptr;
        if (curl_easy_getinfo(c, CURLINFO_CONTENT_TYPE, &type) == CURLE_OK) response.contentType = mediaType(type);
        if (!transfer.refusedAddress.empty())
            response.error = "refused to connect to " + transfer.refusedAddress +
                             ": a link-local address (where clouds serve credentials)";
        else if (code != CURLE_OK && !response.truncated)
            response.error =
                response.cancelled ? "cancelled" : (errorBuffer[0] ? errorBuffer : curl_easy_strerror(code));
        char* location = nullptr;
        if (!response.error.empty() || response.status < 300 || response.status > 399 ||
            curl_easy_getinfo(c, CURLINFO_REDIRECT_URL, &location) != CURLE_OK || !location)
            break;
        const std::string next = location;
        const auto from = originOf(current), to = originOf(next);
        if (!from || !to || *from != *to) {
            response.error =
                "redirect to " + redactUrl(next).substr(0, 200) + " refused: only the server asked is followed";
            break;
        }
        if (hop == kMaxRedirects) {
            response.error = "more than " + std::to_string(kMaxRedirects) + " redirects";
            break;
        }
        current = next;
    }
    curl_slist_free_all(headers);
    response.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    return response;
}

std::string urlEncode(std::string_view s) {
    char* escaped = curl_easy_escape(nullptr, s.data(), static_cast<int>(s.size()));
    std::string out = escaped ? escaped : "";
    curl_free(escaped);
    return out;
}

std::string buildUrl(std::string_view base, std::string_view path, const UrlQuery& query) {
    // RFC 3986's split, as curl itself reads the URL: the authority ends at the first '/',
    // '?' or '#'; the path at the first '?' or '#'.
    const auto scheme = base.find("://");
    const std::size_t authority = scheme == std::string_view::npos ? 0 : scheme + 3;
    const std::size_t pathStart = std::min(base.find_first_of("/?#", authority), base.size());
    const std::size_t queryStart = std::min(base.find_first_of("?#", pathStart), base.size());
    const std::size_t fragment = std::min(base.find('#', queryStart), base.size());
    std::string url(base.substr(0, queryStart));
    while (url.size() > pathStart && url.back() == '/') url.pop_back();
    url += path;
    std::string parameters;
    if (queryStart < fragment) parameters = base.substr(queryStart + 1, fragment - queryStart - 1);
    for (const auto& [key, value] : query) {
        if (!parameters.empty()) parameters += '&';
        parameters += urlEncode(key) + "=" + urlEncode(value);
    }
    return parameters.empty() ? url : url + "?" + parameters;
}

RequestUrl requestUrl(std::string_view base, std::string_view path, const UrlQuery& query) {
    return {buildUrl(base, path, query), buildUrl(redactUrl(base), path, query)};
}

std::string redactUrl(std::string_view url) {
    const auto scheme = url.find("://");
    const std::size_t start = scheme == std::string_view::npos ? 0 : scheme + 3;
    std::string_view rest = url.substr(start);
    // A password may hold '/', '?', '#' or '@' unencoded: all up to the last '@' goes.
    if (const auto at = rest.rfind('@'); at != std::string_view::npos) rest.remove_prefix(at + 1);
    rest = rest.substr(0, rest.find('#'));
    const auto question = rest.find('?');
    std::string shown = std::string(url.substr(0, start)) + std::string(rest.substr(0, question));
    if (question == std::string_view::npos) return shown;
    shown += '?';
    std::string_view query = rest.substr(question + 1);
    for (bool first = true; !query.empty() || first; first = false) {
        const std::string_view parameter = query.substr(0, query.find('&'));
        query.remove_prefix(std::min(query.size(), parameter.size() + 1));
        if (!first) shown += '&';
        const auto eq = parameter.find('=');
        if (!parameter.empty())
            shown += eq == std::string_view::npos ? "REDACTED" : std::string(parameter.substr(0, eq)) + "=REDACTED";
    }
    return shown;
}

}  // namespace aw
