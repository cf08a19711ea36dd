#include "engine/collect/source_collectors.h"

#include <simdjson.h>

#include <charconv>

namespace aw {
namespace {

std::string replaceAll(std::string text, std::string_view what, std::string_view with) {
    for (std::size_t at = 0; (at = text.find(what, at)) != std::string::npos; at += with.size())
        text.replace(at, what.size(), with);
    return text;
}

// LogQL string literal: backslash and quote escaped.
std::string logqlEscaped(const std::string& s) {
    std::string out;
    for (char c : s) {
        if (c == '\\' || c == '"') out += '\\';
        out += c;
    }
    return out;
}

// The entries of one query_range page and the latest time among them.
bool pageEntries(const std::string& body, std::size_t& entries, TimeNs& latest) {
    simdjson::dom::parser parser;
    simdjson::dom::element root;
    simdjson::dom::array result;
    if (parser.parse(body).get(root) || root["data"]["result"].get(result)) return false;
    for (simdjson::dom::element stream : result) {
        simdjson::dom::array values;
        if (stream["values"].get(values)) continue;
        for (simdjson::dom::element value : values) {
            std::string_view ns;
            if (value.at(0).get(ns)) continue;
            TimeNs t = 0;
            std::from_chars(ns.data(), ns.data() + ns.size(), t);
            latest = std::max(latest, t);
            ++entries;
        }
    }
    return true;
}

}  // namespace

void collectLoki(const CollectScope& scope, CollectContext& ctx) {
    HttpOptions http = ctx.http(environment("AW_LOKI_TOKEN"));
    if (const std::string tenant = environment("AW_LOKI_ORG_ID"); !tenant.empty())
        http.headers.push_back("X-Scope-OrgID: " + tenant);
    const std::size_t limit = static_cast<std::size_t>(std::max(ctx.options.lokiLimit, 1));
    std::size_t notMade = 0;
    for (const std::string& node : scope.nodes) {
        if (ctx.isGivenUp("loki")) {
            ++notMade;
            ctx.tick(node);
            continue;
        }
        const std::string query = replaceAll(ctx.options.lokiSelector, "{node}", logqlEscaped(node));
        TimeNs start = ctx.from;
        for (int page = 1;; ++page) {
            if (ctx.stopped()) return;
            const RequestUrl url = requestUrl(ctx.options.lokiUrl, "/loki/api/v1/query_range",
                                              {{"query", query},
                                               {"start", std::to_string(start)},
                                               {"end", std::to_string(ctx.to)},
                                               {"limit", std::to_string(limit)},
                                               {"direction", "forward"}});
            CollectStep step = newStep("loki", node, url.shown);
            ctx.start("loki " + node + (page > 1 ? " page " + std::to_string(page) : ""));
            const HttpResponse response = httpGet(url.url, http);
            recordHttp(step, response);
            std::size_t entries = 0;
            TimeNs latest = start;
            const bool parsed = response.ok() && pageEntries(response.body, entries, latest);
            if (response.ok() && !parsed) {
                step.outcome = StepOutcome::Failed;
                step.note = "not a query_range response";
            } else if (parsed && entries == 0) {
                step.outcome = StepOutcome::Empty;
                step.note = page == 1 ? "no log lines for this node in the window" : "";
            } else if (parsed) {
                const std::string file = "loki/" + safePathComponent(node) + "-" + std::to_string(page) + ".json";
                ctx.keep(file, response.body);
                step.files.push_back(file);
            }
            // A full page means more may follow: the next starts just after its last entry.
            const bool more =
                parsed && entries >= limit && latest < ctx.to;  // `latest` is the server's: no +1 before comparing
            if (more && page >= ctx.options.lokiMaxPages) {
                step.outcome = StepOutcome::Truncated;
                step.note = "stopped after " + std::to_string(page) + " pages; lines after " + formatIsoUtc(latest) +
                            " not collected";
            }
            ctx.recordOutcome("loki", step.outcome);
            ctx.log.add(std::move(step));
            if (!more || page >= ctx.options.lokiMaxPages || ctx.isGivenUp("loki")) break;
            start = latest + 1;
        }
        ctx.tick(node);
    }
    if (notMade) ctx.log.add(givenUpStep("loki", notMade));
}

}  // namespace aw
