// The report command, one for both programs: `attribution-cli report BUNDLE -o FILE ...`
// and `attribution-workbench --export-report FILE BUNDLE ...` parse the same options, open
// the bundle through aw::openBundle, read the saved note, build the report and write it
// in the format of FILE's extension, PDF included, in this process.
#pragma once

#include "engine/report/report_model.h"

#include <string>
#include <vector>

namespace awapp {

// What the command is asked to do, from its arguments.
struct ReportRequest {
    std::string bundlePath;
    std::string output;           // -o FILE; its extension names the format
    std::string rulesFolder;      // --rules DIR ("": the built-in catalog)
    std::string userRulesFolder;  // --user-rules DIR, else AW_USER_RULES: read after those
    bool savedNote = false;       // --saved-note: the note and evidence choice kept for the bundle
    bool allowPartial = false;    // --allow-partial: an interrupted collection's NAME.partial opens
    std::string fleet;            // --fleet FILE: earlier jobs' blames escalate the actions
    aw::ReportOptions options;    // --note, --evidence, --context
    bool help = false;            // -h/--help: print the usage, do nothing else
};

// Parses `BUNDLE -o FILE [--note TEXT] [--saved-note] [--rules DIR] [--evidence ID,...]
// [--context N] [--allow-partial] [--fleet FILE] [-h]` in any order, stopping at -h. Throws std::invalid_argument (or what
// std::stoul throws) on a missing value, an unknown option or a second BUNDLE.
ReportRequest parseReportArguments(const std::vector<std::string>& args);

// How a program names the command in its usage text and messages.
struct ReportCommandName {
    std::string program;    // prefixes what was written: "attribution-cli: wrote r.pdf (pdf)"
    std::string command;    // prefixes errors and starts the usage: "attribution-cli report"
    std::string arguments;  // the usage's first arguments: "BUNDLE -o FILE"
};

// Runs the command and returns the exit status (docs/cli.md): 0 written (or help), 1 the
// bundle could not be opened (missing, unreadable, no bundle, partial) or the fleet store
// not read, 2 a usage error, 3 the file could not be written. Messages go to stderr.
int runReportCommand(const std::vector<std::string>& args, const ReportCommandName& name);

// The extensions the command writes, from aw::reportFormats(): ".html, .pdf, .md or .json"
// (without .pdf in a build that cannot write PDF).
std::string reportExtensions();

}  // namespace awapp
