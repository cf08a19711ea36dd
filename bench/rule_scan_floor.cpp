#include "rule_scan_floor.h"

#include "line_matcher.h"
#include "literal_scanner.h"
#include "rule_parser.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <functional>
#include <thread>
#include <unistd.h>
#include <vector>

namespace awbench {
namespace {

// Scans one file, a line-aligned piece at a time: the tail after the last newline waits
// for the next read, as the engine's chunks do (a literal is never cut in two).
void scanFile(const std::string& path, const aw::LiteralScanner& scanner, aw::LiteralScanner::Scratch& scratch,
              std::vector<aw::LiteralScanner::Hit>& hits, std::vector<char>& buffer, RuleScanFloor& out) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return;
    std::size_t kept = 0;  // bytes of an unfinished line at the buffer's start
    for (;;) {
        const ssize_t n = ::read(fd, buffer.data() + kept, buffer.size() - kept);
        if (n <= 0) break;
        out.bytes += static_cast<std::uint64_t>(n);
        const std::size_t filled = kept + static_cast<std::size_t>(n);
        const auto* lastNewline = static_cast<const char*>(::memrchr(buffer.data(), '\n', filled));
        // A line longer than the buffer is scanned in buffer-sized parts.
        const std::size_t cut = lastNewline ? static_cast<std::size_t>(lastNewline - buffer.data()) + 1 : filled;
        hits.clear();
        scanner.scan(std::string_view(buffer.data(), cut), scratch, hits);
        out.hits += hits.size();
        kept = filled - cut;
        std::memmove(buffer.data(), buffer.data() + cut, kept);
    }
    if (kept) {
        hits.clear();
        scanner.scan(std::string_view(buffer.data(), kept), scratch, hits);
        out.hits += hits.size();
    }
    ::close(fd);
    ++out.files;
}

}  // namespace

RuleScanFloor scanRuleLiterals(const aw::Bundle& bundle, const std::string& root, const aw::RuleCatalog& catalog,
                               unsigned threads) {
    // The regex extractors in catalog order, as the extract phase gives them to its matcher.
    std::vector<aw::Problem> problems;
    std::vector<aw::RuleSpec> specs;
    for (const aw::Rule& rule : catalog.rules)
        if (rule.phase == aw::Phase::Extractor)
            if (auto spec = aw::parseRuleDefinition(rule.definitionJson, rule.sourceFile, problems))
                specs.push_back(std::move(*spec));
    std::vector<const aw::RuleSpec*> extractors;
    for (const aw::RuleSpec& spec : specs)
        if (!spec.regex.empty()) extractors.push_back(&spec);
    const aw::LineMatcher matcher(extractors);

    struct Job {
        std::string path;
        const aw::LiteralScanner* scanner;
    };
    std::vector<Job> jobs;
    std::uint64_t expectedBytes = 0;
    for (const aw::SourceFile& file : bundle.files)
        if (file.format == aw::FileFormat::TextLog)
            if (const aw::LiteralScanner* scanner = matcher.fileScanner(file.source)) {
                jobs.push_back({(std::filesystem::path(root) / file.path).string(), scanner});
                expectedBytes += file.size;
            }

    std::atomic<std::size_t> next{0};
    std::vector<RuleScanFloor> perThread(std::max(1u, threads));
    const auto t0 = std::chrono::steady_clock::now();
    auto worker = [&](RuleScanFloor& out) {
        aw::LiteralScanner::Scratch scratch;
        std::vector<aw::LiteralScanner::Hit> hits;
        std::vector<char> buffer(std::size_t{1} << 20);
        for (std::size_t i; (i = next.fetch_add(1)) < jobs.size();)
            scanFile(jobs[i].path, *jobs[i].scanner, scratch, hits, buffer, out);
    };
    std::vector<std::thread> pool;
    for (std::size_t t = 1; t < perThread.size(); ++t) pool.emplace_back(worker, std::ref(perThread[t]));
    worker(perThread[0]);
    for (auto& t : pool) t.join();
    RuleScanFloor total;
    total.expectedBytes = expectedBytes;
    total.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    for (const RuleScanFloor& part : perThread) {
        total.bytes += part.bytes;
        total.hits += part.hits;
        total.files += part.files;
    }
    return total;
}

}  // namespace awbench
