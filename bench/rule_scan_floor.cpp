#include "rule_scan_floor.h"

#include "engine/match/line_matcher.h"
#include "engine/match/literal_scanner.h"
#include "engine/rules/rule_parser.h"
#include "engine/text/text_chunks.h"
#include "engine/text/text_log_scanner.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <functional>
#include <thread>
#include <vector>

namespace awbench {

RuleScanFloor scanRuleLiterals(const aw::Bundle& bundle, const aw::RuleCatalog& catalog, unsigned threads,
                               bool withLines) {
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
        const aw::SourceFile* file;
        const aw::LiteralScanner* scanner;
    };
    std::vector<Job> jobs;
    std::uint64_t expectedBytes = 0;
    for (const aw::SourceFile& file : bundle.files)
        if (file.format == aw::FileFormat::TextLog && file.data)
            if (const aw::LiteralScanner* scanner = matcher.fileScanner(file.source)) {
                jobs.push_back({&file, scanner});
                expectedBytes += file.data->bytes().size();
            }

    std::atomic<std::size_t> next{0};
    std::vector<RuleScanFloor> perThread(std::max(1u, threads));
    const auto t0 = std::chrono::steady_clock::now();
    auto worker = [&](RuleScanFloor& out) {
        aw::LiteralScanner::Scratch scratch;
        std::vector<aw::LiteralScanner::Hit> hits;
        std::vector<char> buffer;
        for (std::size_t i; (i = next.fetch_add(1)) < jobs.size();) {
            // Read as the loader reads a log: line-aligned chunks copied from the page cache.
            const aw::SourceFile& file = *jobs[i].file;
            const aw::FileData& data = *file.data;
            aw::TextChunks chunks(data, 0, data.bytes().size(), buffer);
            aw::TextObservationMaker maker(file.timeContext, file.source);
            std::uint32_t linesBefore = 0;
            std::string_view chunk;
            std::uint64_t offset = 0;
            while (chunks.next(chunk, offset)) {
                out.bytes += chunk.size();
                hits.clear();
                jobs[i].scanner->scan(chunk, scratch, hits, offset);
                out.hits += hits.size();
                if (!withLines) continue;
                aw::LineSplitter lines(chunk);
                aw::TextLine line;
                aw::Observation obs;
                while (lines.next(line)) {
                    line.number += linesBefore;
                    line.offset += offset;
                    if (aw::isBlankLine(line.text)) continue;
                    maker.make(line, obs);
                    ++out.lines;
                }
                linesBefore += lines.count();
            }
            ++out.files;
        }
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
        total.lines += part.lines;
    }
    return total;
}

}  // namespace awbench
