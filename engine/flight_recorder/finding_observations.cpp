#include "engine/flight_recorder/finding_observations.h"

namespace aw {

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
            *text += " waiting=" + std::to_string(f.waitingRanks.size());
            *text += ": " + f.explanation;

            Observation obs;
            obs.rank = f.ranks[i];
            obs.source = SourceKind::FlightRecorder;
            obs.time = f.time;
            obs.timeQuality = f.time == kNoTime ? TimeQuality::None : TimeQuality::Exact;
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
            obs.where.line = 1;
            obs.text = *text;
            out.texts.push_back(std::move(text));
            out.observations.push_back(obs);
        }
    }
    return out;
}

}  // namespace aw
