#include "app/report/report_command.h"

#include "app/report/pdf_output.h"

#include "engine/core/atomic_write.h"
#include "engine/core/control_escapes.h"
#include "engine/core/utc_time.h"
#include "engine/fleet/fleet_history.h"
#include "engine/open/open_bundle.h"
#include "engine/report/report_format.h"
#include "engine/store/notes_store.h"

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <optional>
#include <sstream>
#include <stdexcept>

namespace awapp {

namespace {

void printUsage(const ReportCommandName& name, std::FILE* to = stderr) {
    const std::string head = "usage: " + name.command + " ";  // the options' second line starts under it
    std::fprintf(to,
                 "%s%s [--note TEXT] [--saved-note] [--rules DIR]\n"
                 "%*s[--evidence ID,ID,...] [--context N] [--allow-partial] [--fleet FILE]\n"
                 "  FILE ending in %s%s\n"
                 "  --note TEXT       a note printed under the verdict\n"
                 "  --saved-note      use the note saved for this bundle in the workbench\n"
                 "  --evidence IDS    events whose evidence is excerpted (default: root cause and contributing)\n"
                 "  --context N       lines of context around each evidence line (default 3)\n"
                 "  --allow-partial   open a bundle an interrupted collect left as NAME.partial\n"
                 "  --fleet FILE      a fleet store: earlier blames of the culprit escalate its actions\n"
                 "exit status: 0 written, 1 the bundle cannot be opened, 2 usage, 3 the file cannot be written\n",
                 head.c_str(), name.arguments.c_str(), static_cast<int>(head.size()), "", reportExtensions().c_str(),
                 pdfReportsAvailable() ? "" : " (PDF is not available in this build)");
}

std::vector<std::uint32_t> eventIds(const std::string& list) {
    std::vector<std::uint32_t> ids;
    std::stringstream in(list);
    for (std::string part; std::getline(in, part, ',');)
        if (!part.empty()) ids.push_back(static_cast<std::uint32_t>(std::stoul(part)));
    return ids;
}

// The note and evidence choice saved for the bundle in the workbench fill what the
// command line left open.
aw::Result<void> applySavedNote(const std::string& bundlePath, aw::ReportOptions& options) {
    const aw::Result<aw::NotesStore> store = aw::NotesStore::open(aw::NotesStore::defaultPath());
    if (!store) return store.failure();
    const aw::Result<std::optional<aw::BundleNote>> saved = store->load(bundlePath);
    if (!saved) return saved.failure();
    if (!*saved) return {};
    if (options.note.empty()) options.note = (*saved)->note;
    if (!options.evidenceEvents) options.evidenceEvents = (*saved)->evidenceEvents;
    return {};
}

aw::Result<void> writeReport(const aw::Report& report, aw::ReportFormat format, const std::string& path) {
    if (format == aw::ReportFormat::Pdf) return writePdfReport(report, path);
    return aw::writeFileAtomically(path, aw::renderReport(report, format));
}

}  // namespace

ReportRequest parseReportArguments(const std::vector<std::string>& args) {
    ReportRequest request;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        const auto value = [&]() -> const std::string& {
            if (i + 1 >= args.size()) throw std::invalid_argument(a + " needs a value");
            return args[++i];
        };
        if (a == "-o" || a == "--output") request.output = value();
        else if (a == "--note") request.options.note = value();
        else if (a == "--saved-note") request.savedNote = true;
        else if (a == "--allow-partial") request.allowPartial = true;
        else if (a == "--fleet") request.fleet = value();
        else if (a == "--rules") request.rulesFolder = value();
        else if (a == "--user-rules") request.userRulesFolder = value();
        else if (a == "--context") request.options.contextLines = static_cast<unsigned>(std::stoul(value()));
        else if (a == "--evidence") request.options.evidenceEvents = eventIds(value());
        else if (a == "-h" || a == "--help") {
            request.help = true;
            return request;
        } else if (!a.empty() && a[0] == '-') throw std::invalid_argument("unknown option " + a);
        else if (request.bundlePath.empty()) request.bundlePath = a;
        else throw std::invalid_argument("unexpected argument " + a);
    }
    return request;
}

std::string reportExtensions() {
    std::vector<std::string> extensions;
    for (const aw::ReportFormat format : aw::reportFormats())
        if (format != aw::ReportFormat::Pdf || pdfReportsAvailable()) extensions.push_back(aw::fileExtension(format));
    std::string list;
    for (std::size_t i = 0; i < extensions.size(); ++i)
        list += (i == 0 ? "" : i + 1 == extensions.size() ? " or " : ", ") + extensions[i];
    return list;
}

int runReportCommand(const std::vector<std::string>& args, const ReportCommandName& name) {
    ReportRequest request;
    try {
        request = parseReportArguments(args);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "%s: %s\n", name.command.c_str(), aw::escapeControls(e.what()).c_str());
        printUsage(name);
        return 2;
    }
    if (request.help) {
        printUsage(name, stdout);
        return 0;
    }
    if (request.bundlePath.empty() || request.output.empty()) {
        printUsage(name);
        return 2;
    }
    const auto format = aw::reportFormatForPath(request.output);
    if (!format) {
        std::fprintf(stderr, "%s: cannot tell the format of %s (use %s)\n", name.command.c_str(),
                     request.output.c_str(), reportExtensions().c_str());
        return 2;
    }
    // Said before the analysis, which can take a while.
    if (*format == aw::ReportFormat::Pdf && !pdfReportsAvailable()) {
        std::fprintf(stderr, "%s: PDF is not available in this build (built without Qt); use %s\n",
                     name.command.c_str(), reportExtensions().c_str());
        return 2;
    }

    const auto cannotOpen = [&](const std::string& message) {
        // The message may quote the bundle (a file name): escaped for the terminal.
        std::fprintf(stderr, "%s: %s\n", name.command.c_str(), aw::escapeControls(message).c_str());
        return 1;
    };
    aw::Report report;
    try {
        aw::OpenOptions open;
        open.rulesFolder = request.rulesFolder;
        open.allowPartial = request.allowPartial;
        std::optional<aw::FleetStore> fleet;
        if (!request.fleet.empty()) {
            aw::Result<aw::FleetStore> store = aw::FleetStore::open(request.fleet, true);
            if (!store) return cannotOpen(store.failure().message);
            fleet.emplace(std::move(store).value());
            open.priorBlames = aw::fleetHistoryOf(*fleet);
            open.healthyTemplates = aw::fleetTemplateCountsOf(*fleet);
        }
        open.userRulesFolder = request.userRulesFolder;
        if (open.userRulesFolder.empty())
            if (const char* env = std::getenv("AW_USER_RULES"); env && *env) open.userRulesFolder = env;
        const aw::OpenedBundle opened = aw::openBundle(request.bundlePath, open);
        if (opened.failure != aw::OpenFailure::None)
            throw std::runtime_error(request.bundlePath + ": " + opened.error +
                                     (opened.failure == aw::OpenFailure::Partial ? " (--allow-partial opens it)" : ""));
        aw::ReportOptions options = request.options;
        if (request.savedNote)
            if (const aw::Result<void> applied = applySavedNote(request.bundlePath, options); !applied)
                return cannotOpen(applied.failure().message);
        options.generatedAt = aw::nowIsoUtc();
        report = aw::buildReport(opened.bundle.get(), *opened.result, options);
    } catch (const std::exception& e) { return cannotOpen(e.what()); }
    if (const aw::Result<void> written = writeReport(report, *format, request.output); !written) {
        std::fprintf(stderr, "%s: %s\n", name.command.c_str(), aw::escapeControls(written.failure().message).c_str());
        return 3;
    }
    std::fprintf(stderr, "%s: wrote %s (%s)\n", name.program.c_str(), request.output.c_str(), aw::toString(*format));
    return 0;
}

}  // namespace awapp
