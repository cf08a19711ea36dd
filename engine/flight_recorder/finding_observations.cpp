#include "engine/flight_recorder/finding_observations.h"

namespace aw {
namespace {

std::string rankList(const std::vector<int>& ranks) {
    std::string out;
    for (int r : ranks) out += (out.empty() ? "" : ",") + std::to_string(r);
    return out;
}

void add(FlightRecorderObservations& out, std::unique_ptr<std::string> text, Observation obs) {
    obs.source = SourceKind::FlightRecorder;
    obs.timeQuality = obs.time == kNoTime ? TimeQuality::None : TimeQuality::Exact;
    obs.where.line = 1;
    obs.text = *text;
    out.texts.push_back(std::move(text));
    out.observations.push_back(obs);
}

}  // namespace

FlightRecorderObservations flightRecorderObservations(const FlightRecorderReport& report, const Bundle& bundle) {
    FlightRecorderObservations out;
    for (const FrFinding& f : report.findings) {
        for (std::size_t i = 0; i < f.ranks.size(); ++i) {
            auto text = std::make_unique<std::string>("flight_recorder finding=");
            *text += toString(f.kind);
            *text += " rank=" + std::to_string(f.ranks[i]);
            if (!f.pg.empty()) *text += " pg=" + f.pg;
            if (!f.pgDesc.empty()) *text += " pg_desc=" + f.pgDesc;
            if (f.seq >= 0) *text += " seq=" + std::to_string(f.seq);
            if (!f.op.empty()) *text += " op=" + f.op;
            if (!f.culprits.empty()) *text += " culprits=" + rankList(f.culprits);
            *text += " waiting=" + std::to_string(f.waitingRanks.size());
            *text += ": " + f.explanation;

            Observation obs;
            obs.rank = f.ranks[i];
            obs.time = f.time;
            const std::string& node = i < f.nodes.size() ? f.nodes[i] : std::string();
            if (!node.empty()) obs.node = bundle.findNode(node);
            // The culprit's own dump when it has one, else (a missing dump) the first dump read.
            const FrEvidence* where = nullptr;
            for (const FrEvidence& ev : f.evidence)
                if (ev.rank == f.ranks[i]) where = &ev;
            if (!where && !f.evidence.empty()) where = &f.evidence.back();  // a waiting rank's entry
            if (where) {
                obs.where.file = where->file;
                obs.where.offset = where->offset;
            } else if (!report.dumps.empty()) {
                obs.where.file = report.dumps.front().file;
            }
            add(out, std::move(text), obs);
        }
    }
    // Every other rank's wait: a symptom, tied to the culprits by the group and its counters.
    for (const FrWait& w : report.waits) {
        auto text = std::make_unique<std::string>("flight_recorder finding=waiting rank=" + std::to_string(w.rank));
        *text += " pg=" + w.pg;
        if (!w.pgDesc.empty()) *text += " pg_desc=" + w.pgDesc;
        *text += " seq=" + std::to_string(w.seq) + " on=" + std::to_string(w.on);
        *text += " enqueued=" + std::to_string(w.enqueued) + " completed=" + std::to_string(w.completed);
        *text += " their_enqueued=" + std::to_string(w.theirEnqueued) +
                 " their_completed=" + std::to_string(w.theirCompleted);
        *text += ": " + w.explanation;
        Observation obs;
        obs.rank = w.rank;
        obs.time = w.time;
        if (!w.node.empty()) obs.node = bundle.findNode(w.node);
        obs.where.file = w.evidence.file;
        obs.where.offset = w.evidence.offset;
        add(out, std::move(text), obs);
    }
    return out;
}

}  // namespace aw
