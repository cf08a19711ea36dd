#include "engine/collect/kubernetes_scope.h"

#include "engine/format/json_field.h"

#include <simdjson.h>

#include <algorithm>
#include <set>

namespace aw {
namespace {

using simdjson::dom::element;
// A value found through simdjson's chained lookups: a missing step is no value (converting
// it to an element would throw).
using Field = simdjson::simdjson_result<element>;

constexpr const char* kServiceAccount = "/var/run/secrets/kubernetes.io/serviceaccount";

std::string textOf(Field field) {
    std::string_view s;
    return field.get(s) ? std::string() : std::string(s);
}

// RFC 3339 as the loader's readers read times (format/json_field.h).
TimeNs timeOf(Field field) {
    element value;
    return field.get(value) ? kNoTime : timeValue(value);
}

struct Api {
    std::string base;
    HttpOptions http;
};

Api apiServer(const CollectContext& ctx) {
    Api api{ctx.options.k8sApi, ctx.http(environment("AW_K8S_TOKEN"))};
    const std::string host = environment("KUBERNETES_SERVICE_HOST");
    if (api.base.empty() && !host.empty()) {
        // Inside the cluster: the pod's service account, as client-go's in-cluster config.
        api.base = "https://" + host + ":" + environment("KUBERNETES_SERVICE_PORT");
        if (api.http.bearerToken.empty()) {
            bool cut = false;
            api.http.bearerToken = readLocalFile(std::string(kServiceAccount) + "/token", 64 << 10, cut).value_or("");
            while (!api.http.bearerToken.empty() &&
                   std::isspace(static_cast<unsigned char>(api.http.bearerToken.back())))
                api.http.bearerToken.pop_back();
        }
        api.http.caFile = std::string(kServiceAccount) + "/ca.crt";
    }
    if (api.base.empty()) api.base = "http://127.0.0.1:8001";  // kubectl proxy
    return api;
}

// One GET into the log (and into the bundle at `bundlePath` when it answered).
HttpResponse get(CollectContext& ctx, const Api& api, const std::string& target, const std::string& path,
                 const std::vector<std::pair<std::string, std::string>>& query, const std::string& bundlePath) {
    const RequestUrl url = requestUrl(api.base, path, query);
    CollectStep step = newStep("kubernetes", target, url.shown);
    HttpResponse response = httpGet(url.url, api.http);
    recordHttp(step, response);
    if (response.ok() && !bundlePath.empty()) {
        ctx.keep(bundlePath, response.body);
        step.files.push_back(bundlePath);
    }
    ctx.log.add(std::move(step));
    return response;
}

// A name as one segment of an API path (names are DNS labels, but a typed one may not be).
std::string segment(const std::string& name) {
    return urlEncode(name);
}

struct Pod {
    std::string name, node;
    std::vector<std::string> containers;
    std::set<std::string> restarted;  // containers with a previous instance
};

std::string selectorOf(element job) {
    simdjson::dom::object labels;
    if (job["spec"]["selector"]["matchLabels"].get(labels)) return {};
    std::string selector;
    for (auto [key, value] : labels) {
        std::string_view text;
        if (value.get(text)) continue;  // label values are strings
        if (!selector.empty()) selector += ',';
        selector += std::string(key) + "=" + std::string(text);
    }
    return selector;
}

// The Job object: its selector, state and window. Read for the scope, not kept: its
// state, reason and window go to the manifest and collect.json; the pods and events hold
// the evidence.
void readJob(CollectContext& ctx, const Api& api, const std::string& ns, CollectScope& scope, std::string& selector) {
    const std::string& name = ctx.options.k8sJob;
    const HttpResponse job =
        get(ctx, api, name, "/apis/batch/v1/namespaces/" + segment(ns) + "/jobs/" + segment(name), {}, "");
    simdjson::dom::parser parser;
    element root;
    if (job.ok() && !parser.parse(job.body).get(root)) {
        if (selector.empty()) selector = selectorOf(root);
        scope.start = timeOf(root["status"]["startTime"]);
        scope.end = timeOf(root["status"]["completionTime"]);
        simdjson::dom::array conditions;
        if (!root["status"]["conditions"].get(conditions))
            for (element c : conditions)
                if (textOf(c["status"]) == "True" &&
                    (textOf(c["type"]) == "Failed" || textOf(c["type"]) == "Complete")) {
                    scope.state = textOf(c["type"]);
                    if (const std::string reason = textOf(c["reason"]); !reason.empty()) scope.state += ": " + reason;
                    if (const std::string message = textOf(c["message"]); !message.empty())
                        scope.state += " (" + message + ")";
                    if (scope.end == kNoTime) scope.end = timeOf(c["lastTransitionTime"]);
                }
    }
    // The Job controller labels its pods with the job's name (and, since 1.27, with
    // batch.kubernetes.io/job-name too).
    if (selector.empty()) selector = "job-name=" + name;
}

// The pods the selector finds (kept as k8s/pods.json): their nodes, containers and
// restarts; the window from their containers when no Job object gave it.
std::vector<Pod> readPods(CollectContext& ctx, const Api& api, const std::string& ns, const std::string& selector,
                          CollectScope& scope) {
    const bool windowFromPods = ctx.options.k8sJob.empty();
    const HttpResponse list = get(ctx, api, selector, "/api/v1/namespaces/" + segment(ns) + "/pods",
                                  {{"labelSelector", selector}}, "k8s/pods.json");
    std::vector<Pod> pods;
    simdjson::dom::parser parser;
    element root;
    simdjson::dom::array items;
    if (!list.ok() || parser.parse(list.body).get(root) || root["items"].get(items)) return pods;
    for (element item : items) {
        Pod pod{textOf(item["metadata"]["name"]), textOf(item["spec"]["nodeName"]), {}, {}};
        // Pods found by a selector name their Job in the label the Job controller sets.
        if (windowFromPods && scope.name.empty()) {
            scope.name = textOf(item["metadata"]["labels"]["batch.kubernetes.io/job-name"]);
            if (scope.name.empty()) scope.name = textOf(item["metadata"]["labels"]["job-name"]);
            if (!scope.name.empty()) scope.workloadId = "k8s-" + ns + "-" + scope.name;
        }
        simdjson::dom::array containers, statuses;
        if (!item["spec"]["containers"].get(containers))
            for (element c : containers) pod.containers.push_back(textOf(c["name"]));
        if (!item["status"]["containerStatuses"].get(statuses))
            for (element s : statuses) {
                std::int64_t restarts = 0;
                element last;
                if ((!s["restartCount"].get(restarts) && restarts > 0) || !s["lastState"]["terminated"].get(last))
                    pod.restarted.insert(textOf(s["name"]));
                const TimeNs started = timeOf(s["state"]["terminated"]["startedAt"]);
                const TimeNs finished = timeOf(s["state"]["terminated"]["finishedAt"]);
                if (windowFromPods && started != kNoTime && (scope.start == kNoTime || started < scope.start))
                    scope.start = started;
                if (windowFromPods && finished != kNoTime && (scope.end == kNoTime || finished > scope.end))
                    scope.end = finished;
            }
        if (scope.start == kNoTime) scope.start = timeOf(item["status"]["startTime"]);
        if (!pod.node.empty()) {
            if (std::find(scope.nodes.begin(), scope.nodes.end(), pod.node) == scope.nodes.end())
                scope.nodes.push_back(pod.node);
            scope.aliases[pod.node].push_back(pod.name);
        }
        if (!pod.name.empty()) pods.push_back(std::move(pod));
    }
    return pods;
}

// A pod's events and its containers' logs, with their timestamps; the previous
// container's log too after a restart (the one that failed).
void collectPod(CollectContext& ctx, const Api& api, const std::string& ns, const Pod& pod) {
    const std::string podDir = pod.node.empty() ? "k8s/logs/" : "nodes/" + safePathComponent(pod.node) + "/";
    get(ctx, api, pod.name, "/api/v1/namespaces/" + segment(ns) + "/events",
        {{"fieldSelector", "involvedObject.name=" + pod.name}},
        "k8s/events/pod-" + safePathComponent(pod.name) + ".json");
    const std::string logPath = "/api/v1/namespaces/" + segment(ns) + "/pods/" + segment(pod.name) + "/log";
    for (const std::string& container : pod.containers) {
        if (ctx.stopped()) return;
        const std::string stem = podDir + "pod-" + safePathComponent(pod.name) + "-" + safePathComponent(container);
        get(ctx, api, pod.name + "/" + container, logPath, {{"container", container}, {"timestamps", "true"}},
            stem + ".log");
        if (pod.restarted.count(container))
            get(ctx, api, pod.name + "/" + container, logPath,
                {{"container", container}, {"timestamps", "true"}, {"previous", "true"}}, stem + ".previous.log");
    }
}

}  // namespace

CollectScope scopeKubernetes(CollectContext& ctx) {
    const CollectOptions& o = ctx.options;
    const Api api = apiServer(ctx);
    const std::string ns = o.k8sNamespace.empty() ? "default" : o.k8sNamespace;
    CollectScope scope;
    scope.scheduler = "kubernetes";
    scope.workloadId = "k8s-" + ns + "-" + (o.k8sJob.empty() ? o.k8sSelector : o.k8sJob);
    scope.name = o.k8sJob;
    std::string selector = o.k8sSelector;
    if (!o.k8sJob.empty()) readJob(ctx, api, ns, scope, selector);
    if (ctx.stopped()) return scope;
    for (const Pod& pod : readPods(ctx, api, ns, selector, scope)) {
        if (ctx.stopped()) return scope;
        collectPod(ctx, api, ns, pod);
    }
    if (!o.k8sJob.empty() && !ctx.stopped())
        get(ctx, api, o.k8sJob, "/api/v1/namespaces/" + segment(ns) + "/events",
            {{"fieldSelector", "involvedObject.name=" + o.k8sJob}},
            "k8s/events/job-" + safePathComponent(o.k8sJob) + ".json");
    for (const std::string& node : scope.nodes) {
        if (ctx.stopped()) break;
        get(ctx, api, node, "/api/v1/events",
            {{"fieldSelector", "involvedObject.kind=Node,involvedObject.name=" + node}},
            "k8s/events/node-" + safePathComponent(node) + ".json");
    }
    return scope;
}

}  // namespace aw
