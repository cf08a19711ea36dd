#include "engine/collect/source_collectors.h"

#include "engine/rules/rule_catalog.h"
#include "engine/rules/rule_parser.h"

#include <simdjson.h>

#include <algorithm>

namespace aw {
namespace {

constexpr std::int64_t kMaxStepsPerRequest = 10000;
// Hosts named in one query: a thousand nodes' names would make a URL longer than proxies take.
constexpr std::size_t kHostsPerQuery = 100;

// DCGM's counters that no rule reads yet but an engineer looks at beside an Xid.
constexpr const char* kContextSeries[] = {"DCGM_FI_DEV_NVLINK_CRC_FLIT_ERROR_COUNT_TOTAL",
                                          "DCGM_FI_DEV_PCIE_REPLAY_COUNTER", "DCGM_FI_DEV_POWER_USAGE"};

std::string regexEscaped(const std::string& name) {
    std::string escaped;
    for (char c : name) {
        if (std::string_view(".+*?()[]{}|^$\\").find(c) != std::string_view::npos)
            escaped += "\\\\";  // PromQL string, then regex
        escaped += c;
    }
    return escaped;
}

std::string seconds(TimeNs t) {
    return std::to_string(t / kNsPerSecond);
}

// How many series a query_range answer holds; nullopt when the body is not Prometheus'
// answer at all (a proxy's login page, noise with a 200).
std::optional<std::size_t> seriesInAnswer(const std::string& body) {
    simdjson::dom::parser parser;
    simdjson::dom::element root;
    simdjson::dom::array result;
    std::string_view status;
    if (parser.parse(body).get(root) || root["status"].get(status) || status != "success" ||
        root["data"]["result"].get(result))
        return std::nullopt;
    return result.size();
}

}  // namespace

std::vector<std::string> prometheusSeries(const std::vector<std::string>& extra) {
    std::vector<std::string> series;
    const auto add = [&](const std::string& name) {
        if (!name.empty() && std::find(series.begin(), series.end(), name) == series.end()) series.push_back(name);
    };
    std::vector<Problem> ignored;
    for (const Rule& rule : builtinCatalog()->rules) {
        if (std::find(rule.sources.begin(), rule.sources.end(), SourceKind::Metrics) == rule.sources.end()) continue;
        if (const auto spec = parseRuleDefinition(rule.definitionJson, rule.sourceFile, ignored)) add(spec->metric);
    }
    for (const char* name : kContextSeries) add(name);
    for (const auto& name : extra) add(name);
    return series;
}

std::string prometheusQuery(const std::string& series, const std::vector<std::string>& nodes) {
    std::string hosts;
    for (const auto& node : nodes) hosts += (hosts.empty() ? "" : "|") + regexEscaped(node);
    // A host may be written with its domain, and an instance with its port.
    if (series.starts_with("DCGM_")) return series + "{Hostname=~\"(" + hosts + ")(\\\\..*)?\"}";
    return series + "{instance=~\"(" + hosts + ")(\\\\..*)?(:[0-9]+)?\"}";
}

std::size_t prometheusRequests(const CollectContext& ctx, std::size_t series, std::size_t nodes) {
    const std::int64_t step = std::max<std::int64_t>(ctx.options.prometheusStep / kNsPerSecond, 1);
    const std::int64_t steps = (ctx.to - ctx.from) / kNsPerSecond / step + 1;
    const std::size_t groups = std::max<std::size_t>((nodes + kHostsPerQuery - 1) / kHostsPerQuery, 1);
    return series * groups * static_cast<std::size_t>((steps + kMaxStepsPerRequest - 1) / kMaxStepsPerRequest);
}

void collectPrometheus(const CollectScope& scope, CollectContext& ctx) {
    const std::int64_t step = std::max<std::int64_t>(ctx.options.prometheusStep / kNsPerSecond, 1);
    const TimeNs part = kMaxStepsPerRequest * step * kNsPerSecond;
    const HttpOptions http = ctx.http(environment("AW_PROMETHEUS_TOKEN"));
    // One request: a group of hosts over a piece of the window, into the series' part `index`.
    std::size_t notMade = 0;
    const auto fetch = [&](const std::string& series, const std::string& query, TimeNs from, int index) {
        if (ctx.isGivenUp("prometheus")) {
            ++notMade;
            ctx.tick(series);
            return;
        }
        const TimeNs to = std::min(ctx.to, from + part - step * kNsPerSecond);
        const RequestUrl url = requestUrl(
            ctx.options.prometheusUrl, "/api/v1/query_range",
            {{"query", query}, {"start", seconds(from)}, {"end", seconds(to)}, {"step", std::to_string(step)}});
        CollectStep record = newStep("prometheus", series, url.shown);
        ctx.start("prometheus " + series);
        const HttpResponse response = httpGet(url.url, http);
        recordHttp(record, response);
        const std::optional<std::size_t> found = response.ok() ? seriesInAnswer(response.body) : std::nullopt;
        if (response.ok() && !found) {
            // A 2xx that is not the API's answer is a failed request, and its body is not kept.
            record.outcome = StepOutcome::Failed;
            record.note = "not a Prometheus query_range answer (" + std::to_string(response.body.size()) + " bytes" +
                          (response.contentType.empty() ? "" : ", " + response.contentType) + "; the body is not kept)";
        } else if (found && *found == 0) {
            // An empty matrix is an answer too: no such series for these hosts.
            record.outcome = StepOutcome::Empty;
            record.note = "no series for the scope's hosts";
        } else if (found) {
            const std::string file =
                "metrics/" + safePathComponent(series) + (index ? "-" + std::to_string(index + 1) : "") + ".json";
            ctx.keep(file, response.body);
            record.files.push_back(file);
        }
        ctx.recordOutcome("prometheus", record.outcome);
        ctx.log.add(std::move(record));
        ctx.tick(series);
    };
    for (const std::string& series : prometheusSeries(ctx.options.extraMetrics)) {
        int index = 0;
        for (std::size_t first = 0; first < scope.nodes.size(); first += kHostsPerQuery) {
            const auto begin = scope.nodes.begin() + static_cast<std::ptrdiff_t>(first);
            const std::vector<std::string> hosts(
                begin, begin + static_cast<std::ptrdiff_t>(std::min(kHostsPerQuery, scope.nodes.size() - first)));
            const std::string query = prometheusQuery(series, hosts);
            for (TimeNs from = ctx.from; from <= ctx.to; from += part) {
                if (ctx.stopped()) return;
                fetch(series, query, from, index++);
            }
        }
    }
    if (notMade) ctx.log.add(givenUpStep("prometheus", notMade));
}

}  // namespace aw
