// What every view shows: one opened bundle, its analysis, the catalog that produced it and
// the Flight Recorder hang analysis. Immutable once made, shared by all views. Made by
// makeDocument from what the engine's front door (engine/open/open_bundle.h) returns.
#pragma once

#include "engine/attribute/action_selection.h"
#include "engine/core/analysis.h"
#include "engine/core/bundle.h"
#include "engine/flight_recorder/dump_text.h"
#include "engine/flight_recorder/hang_analysis.h"
#include "engine/open/open_bundle.h"
#include "engine/rules/rule_catalog.h"

#include <map>
#include <memory>

namespace awv {

// A binary source shown as text: a Flight Recorder dump (a pickle) rendered one record a
// line by the engine, each line knowing the offset in the dump it stands for.
struct DecodedSource final : aw::FileData {
    explicit DecodedSource(std::shared_ptr<const aw::FrDumpText> text) : dump(std::move(text)) {}
    std::shared_ptr<const aw::FrDumpText> dump;
    std::string_view bytes() const override { return dump->text; }
};

struct Document {
    std::shared_ptr<const aw::Bundle> bundle;
    std::shared_ptr<const aw::RuleCatalog> catalog;
    std::shared_ptr<const aw::AnalysisResult> result;
    // The Flight Recorder grids (process groups x ranks); empty() when the bundle has no dumps.
    std::shared_ptr<const aw::FlightRecorderReport> flightRecorder;
    // With a fleet open: the earlier jobs that blamed this verdict's culprit (its actions
    // escalated by engine/fleet/fleet_history.h); empty otherwise.
    std::vector<aw::PriorBlame> fleetBlames;
    // Sources the raw-log view shows decoded, by file index (the Flight Recorder dumps).
    std::map<std::uint32_t, std::shared_ptr<const DecodedSource>> decoded;

    // What the raw-log view shows of a file: its decoded text, else its bytes.
    std::shared_ptr<const aw::FileData> textOf(std::uint32_t file) const;
    // The line of that text a location into the file falls on (its own line for text files;
    // found by byte offset in a decoded one).
    std::uint32_t shownLine(const aw::SourceLocation& where) const;
    bool isDecoded(std::uint32_t file) const { return decoded.count(file) != 0; }
};

using DocumentPtr = std::shared_ptr<const Document>;

// The one way a Document is made: from an opened bundle (its bundle and result set).
DocumentPtr makeDocument(const aw::OpenedBundle& opened);

}  // namespace awv
