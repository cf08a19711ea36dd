// attribution-cli report BUNDLE -o FILE: analyse a bundle and export a report. The
// format comes from the extension: .html, .md, .json here; .pdf needs Qt, so it is
// handed to the workbench binary next to this one (`attribution-workbench
// --export-report FILE BUNDLE ...`), which renders offscreen.
#include "app/cli/commands.h"

#include "engine/core/atomic_write.h"
#include "engine/open/open_bundle.h"
#include "engine/report/report_format.h"
#include "engine/store/notes_store.h"

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <sstream>
#include <sys/wait.h>
#include <unistd.h>

namespace awcli {

namespace {

void reportUsage() {
    std::fputs(
        "usage: attribution-cli report BUNDLE -o FILE [--note TEXT] [--saved-note] [--rules DIR]\n"
        "                              [--evidence ID,ID,...] [--context N]\n"
        "  FILE ending in .html, .md, .json or .pdf (PDF is rendered by attribution-workbench)\n"
        "  --note TEXT       a note printed under the verdict\n"
        "  --saved-note      use the note saved for this bundle in the workbench\n"
        "  --evidence IDS    events whose evidence is excerpted (default: root cause and contributing)\n"
        "  --context N       lines of context around each evidence line (default 3)\n",
        stderr);
}

// PDF: run the workbench next to this binary, headless, with the same arguments.
int exportPdfThroughWorkbench(const Args& args) {
    std::error_code ec;
    const auto self = std::filesystem::read_symlink("/proc/self/exe", ec);
    const auto workbench = self.parent_path() / "attribution-workbench";
    if (ec || !std::filesystem::exists(workbench)) {
        std::fputs("attribution-cli: PDF reports are rendered by attribution-workbench, which was not found "
                   "next to attribution-cli; export .html, .md or .json instead\n",
                   stderr);
        return 2;
    }
    std::vector<std::string> argv{workbench.string(), "--export-report"};
    argv.insert(argv.end(), args.begin(), args.end());
    std::vector<char*> cargv;
    for (std::string& a : argv) cargv.push_back(a.data());
    cargv.push_back(nullptr);
    const pid_t pid = ::fork();
    if (pid < 0) {
        std::perror("attribution-cli: fork");
        return 1;
    }
    if (pid == 0) {
        if (!std::getenv("QT_QPA_PLATFORM")) ::setenv("QT_QPA_PLATFORM", "offscreen", 1);
        ::execv(cargv[0], cargv.data());
        std::perror("attribution-cli: cannot run attribution-workbench");
        ::_exit(127);
    }
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0) {
    }
    return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}

}  // namespace

int report(const Args& args) {
    std::string bundlePath, output, rulesDir, note;
    bool savedNote = false;
    aw::ReportOptions options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        const auto value = [&]() -> const std::string& {
            if (i + 1 >= args.size()) throw std::invalid_argument(a + " needs a value");
            return args[++i];
        };
        try {
            if (a == "-o" || a == "--output") output = value();
            else if (a == "--note") note = value();
            else if (a == "--saved-note") savedNote = true;
            else if (a == "--rules") rulesDir = value();
            else if (a == "--context") options.contextLines = static_cast<unsigned>(std::stoul(value()));
            else if (a == "--evidence") {
                std::vector<std::uint32_t> ids;
                std::stringstream in(value());
                for (std::string part; std::getline(in, part, ',');)
                    if (!part.empty()) ids.push_back(static_cast<std::uint32_t>(std::stoul(part)));
                options.evidenceEvents = ids;
            } else if (a == "-h" || a == "--help") {
                reportUsage();
                return 0;
            } else if (!a.empty() && a[0] == '-') throw std::invalid_argument("unknown option " + a);
            else if (bundlePath.empty()) bundlePath = a;
            else throw std::invalid_argument("unexpected argument " + a);
        } catch (const std::exception& e) {
            std::fprintf(stderr, "attribution-cli report: %s\n", e.what());
            reportUsage();
            return 2;
        }
    }
    if (bundlePath.empty() || output.empty()) {
        reportUsage();
        return 2;
    }
    const auto format = aw::reportFormatForPath(output);
    if (!format) {
        std::fprintf(stderr, "attribution-cli report: cannot tell the format of %s (use .html, .md, .json or .pdf)\n",
                     output.c_str());
        return 2;
    }
    if (*format == aw::ReportFormat::Pdf) return exportPdfThroughWorkbench(args);

    try {
        aw::OpenOptions open;
        open.rulesFolder = rulesDir;
        const aw::OpenedBundle opened = aw::openBundle(bundlePath, open);
        if (opened.failure == aw::OpenFailure::NoRules) throw std::runtime_error("no rule could be read from " + rulesDir);

        options.note = note;
        if (savedNote) {
            aw::NotesStore store(aw::NotesStore::defaultPath());
            if (const auto saved = store.load(bundlePath)) {
                if (note.empty()) options.note = saved->note;
                if (!options.evidenceEvents) options.evidenceEvents = saved->evidenceEvents;
            }
        }
        options.generatedAt = aw::nowIsoUtc();
        const aw::Report report = aw::buildReport(opened.bundle.get(), *opened.result, options);
        aw::writeFileAtomically(output, aw::renderReport(report, *format));
        std::fprintf(stderr, "attribution-cli: wrote %s (%s)\n", output.c_str(), aw::toString(*format));
        return 0;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "attribution-cli report: %s\n", e.what());
        return 1;
    }
}

}  // namespace awcli
