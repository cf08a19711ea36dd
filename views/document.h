// What every view shows: one loaded bundle, its analysis and the catalog that produced
// it. Immutable once built, shared by all views.
#pragma once

#include "engine/core/analysis.h"
#include "engine/core/bundle.h"
#include "engine/flight_recorder/flight_recorder.h"
#include "engine/rules/rule.h"

#include <map>
#include <memory>

namespace awv {

// A binary source shown as text: a Flight Recorder dump (a pickle) rendered one record a
// line, each line knowing the offset in the dump it stands for.
struct DecodedSource final : aw::FileData {
    aw::FrDumpText dump;
    std::string_view bytes() const override { return dump.text; }
};

struct Document {
    std::shared_ptr<const aw::Bundle> bundle;
    std::shared_ptr<const aw::RuleCatalog> catalog;
    aw::AnalysisResult result;
    // The Flight Recorder grids (process groups x ranks), computed with the analysis off
    // the GUI thread; null when not computed, empty() when the bundle has no dumps.
    std::shared_ptr<const aw::FlightRecorderReport> flightRecorder;
    // Sources the raw-log view shows decoded, by file index (the Flight Recorder dumps).
    std::map<std::uint32_t, std::shared_ptr<const DecodedSource>> decoded;

    // What the raw-log view shows of a file: its decoded text, else its bytes.
    std::shared_ptr<const aw::FileData> textOf(std::uint32_t file) const;
    // The line of that text a location into the file falls on (its own line for text files;
    // found by byte offset in a decoded one).
    std::uint32_t shownLine(const aw::SourceLocation& where) const;
    bool isDecoded(std::uint32_t file) const { return decoded.count(file) != 0; }
};

// Renders every Flight Recorder dump of the report as a DecodedSource (Session, off the
// GUI thread).
void decodeFlightRecorderDumps(Document& doc);

using DocumentPtr = std::shared_ptr<const Document>;

}  // namespace awv
