#include "engine/format/dcgmi_diag.h"

#include "engine/format/dcgmi_text.h"
#include "engine/format/json_field.h"

#include <simdjson.h>

#include <algorithm>
#include <array>

namespace aw {
namespace {

using dcgmi::appendClean;
using dcgmi::jsonOpening;
using dcgmi::trim;

constexpr std::size_t kMaxName = 40;
constexpr std::size_t kChunk = 45;  // DATA_INFO_TAG_LEN: dcgmi cuts a message every 45 bytes, mid-word
constexpr int kMaxGpu = 9999;
constexpr int kNoGpu = -1;
constexpr int kGpuFromText = -2;  // a message's GPU is the one its text names ("GPU 0 ...")

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

// A number of at most 4 digits (a GPU index), else -1.
int smallNumber(std::string_view s) {
    if (s.empty() || s.size() > 4 || !std::all_of(s.begin(), s.end(), isDigit)) return kNoGpu;
    int n = 0;
    for (char c : s) n = n * 10 + (c - '0');
    return n <= kMaxGpu ? n : kNoGpu;
}

// A test's or section's name as printed ("GPU Memory", "Page Retirement/Row Remap",
// "targeted_stress"); empty when it is not one (letters, digits, blanks and - / _ . only).
std::string printedName(std::string_view printed) {
    const std::string_view s = trim(printed);
    if (s.empty() || s.size() > kMaxName) return {};
    for (char c : s)
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || isDigit(c) || c == ' ' || c == '-' || c == '/' ||
              c == '_' || c == '.'))
            return {};
    return std::string(s);
}

// The result a cell opens with, as dcgmi words it (HelperDisplayDiagResult); empty when none.
// -j before DCGM 4 may say "FAIL": any case is read.
std::string_view resultWord(std::string_view cell) {
    static constexpr std::array<std::string_view, 5> kWords{"Pass", "Fail", "Warn", "Skip", "Not Run"};
    for (std::string_view w : kWords) {
        if (cell.size() < w.size()) continue;
        bool same = true;
        for (std::size_t i = 0; i < w.size() && same; ++i) same = (cell[i] | 0x20) == (w[i] | 0x20);
        if (same && (cell.size() == w.size() || cell[w.size()] == ' ')) return w;
    }
    return {};
}

// "GPU 3 ..." at a message's start: the GPU it names, else -1.
int gpuNamedFirst(std::string_view message) {
    if (!message.starts_with("GPU ")) return kNoGpu;
    const std::string_view rest = message.substr(4);
    const std::size_t end = std::min(rest.find_first_not_of("0123456789"), rest.size());
    return end < rest.size() && rest[end] != ' ' && rest[end] != ':' ? kNoGpu : smallNumber(rest.substr(0, end));
}

// Blanks folded: dcgmi's rows pad each 45-byte piece of a message.
std::string folded(std::string_view s) {
    std::string out;
    for (char c : s) {
        if (c == ' ' && (out.empty() || out.back() == ' ')) continue;
        out += c;
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    return out;
}

class Results {
public:
    explicit Results(DcgmDiagReport& out) : out_(out) {}

    void add(DcgmDiagResult r) {
        ++out_.tests;
        if (r.result == "Pass" || r.result == "Not Run") return;
        if (out_.results.size() >= kDcgmDiagMaxResults) {
            if (!full_)
                dcgmi::addProblem(out_.problems, "more than " + std::to_string(kDcgmDiagMaxResults) +
                                                     " results: the rest are not read");
            full_ = true;
            return;
        }
        out_.results.push_back(std::move(r));
    }

private:
    DcgmDiagReport& out_;
    bool full_ = false;
};

// The text form: rows "| name | result or message |", the column split where the rules put it.
class TextReader {
public:
    explicit TextReader(DcgmDiagReport& out) : out_(out), results_(out) {}

    void line(std::string_view raw, std::uint32_t number, std::size_t offset) {
        if (raw.size() > dcgmi::kMaxLine) {
            ++longLines_;
            return;
        }
        const std::size_t indent = raw.find_first_not_of(" \t");
        if (indent == std::string_view::npos) return;
        std::string_view body = raw.substr(indent);
        while (!body.empty() && (body.back() == '\r' || body.back() == ' ')) body.remove_suffix(1);
        if (body.size() < 2 || (body[0] != '|' && body[0] != '+')) return;
        if (body[1] == '-' || body[1] == '=') {
            rule(body, number);
            return;
        }
        if (body[0] != '|') return;
        std::size_t split = column_ < body.size() && body[column_] == '|' ? column_ : body.find(" | ", 1);
        if (split == std::string_view::npos) return;
        if (body[split] == ' ') ++split;
        const std::string_view left = trim(body.substr(1, split - 1));
        std::string_view right = body.substr(split + 1);
        if (right.ends_with('|')) right.remove_suffix(1);
        if (right.starts_with(' ')) right.remove_prefix(1);
        if (section_ == "Metadata" || (left == "Diagnostic" && trim(right) == "Result")) return;
        row(left, right, number, offset);
    }

    void finish() {
        flush();
        if (longLines_)
            dcgmi::addProblem(out_.problems,
                              "lines longer than 64 KiB skipped (dcgmi's are 78 bytes): " + std::to_string(longLines_));
    }

private:
    struct Message {
        int gpu = kNoGpu;
        std::string text;
        std::uint32_t line = 0;
        std::size_t offset = 0;
    };
    struct Entity {
        int gpu = kNoGpu;
        std::string entity;
        std::string result;
        std::uint32_t line = 0;
        std::size_t offset = 0;
    };
    struct Overall {
        std::string result;
        std::uint32_t line = 0;
        std::size_t offset = 0;
    };

    // "+----+----+" ends a test; "|-----  Deployment  ---+---|" also opens a section.
    void rule(std::string_view body, std::uint32_t number) {
        flush();
        const std::size_t second = body.find_first_of("+|", 1);
        if (second == std::string_view::npos) return;
        if (second + 1 < body.size()) column_ = second;
        const std::string_view inner = body.substr(1, second - 1);
        const std::size_t a = inner.find_first_not_of("-= ");
        if (a == std::string_view::npos) return;
        const std::size_t b = inner.find_last_not_of("-= ");
        section_ = printedName(inner.substr(a, b - a + 1));
        if (section_.empty())
            dcgmi::addProblem(out_.problems, "line " + std::to_string(number) + ": a section that is not a name");
    }

    void row(std::string_view left, std::string_view right, std::uint32_t number, std::size_t offset) {
        if (left.starts_with("Warning") || left.starts_with("Info")) {
            message(left, right, number, offset);
            return;
        }
        const std::string_view cell = trim(right);
        if (!left.empty()) {  // a test: "GPU Memory | Fail - GPU: 0" (DCGM 3), "memory | Fail" (DCGM 4)
            flush();
            test_ = printedName(left);
            if (test_.empty()) {
                dcgmi::addProblem(out_.problems,
                                  "line " + std::to_string(number) + ": a test that is not a name: skipped");
                return;
            }
            resultsOf(cell, number, offset);
            return;
        }
        if (test_.empty() || cell.empty()) return;
        if (resultsOf(cell, number, offset) || entityResult(cell, number, offset)) return;
        if (current_ < messages_.size() && messages_[current_].text.size() < kDcgmDiagMaxMessage)
            messages_[current_].text += pieceOf(right);
    }

    // "Pass", "Fail - All", "Fail - GPU: 0", "Pass - GPUs: 1, 2": false when the cell is none.
    bool resultsOf(std::string_view cell, std::uint32_t number, std::size_t offset) {
        const std::string_view word = resultWord(cell);
        if (word.empty()) return false;
        std::string_view rest = trim(cell.substr(word.size()));
        if (!rest.empty() && rest != "- All" && !rest.starts_with("- GPU")) return false;  // a message's words
        current_ = kNone;
        if (rest.empty() || rest == "- All") {
            overall_ = {std::string(word), number, offset};
            return true;
        }
        rest = rest.substr(rest.find(':') == std::string_view::npos ? rest.size() : rest.find(':') + 1);
        while (!rest.empty()) {
            const std::size_t comma = std::min(rest.find(','), rest.size());
            const int gpu = smallNumber(trim(rest.substr(0, comma)));
            if (gpu != kNoGpu) addEntity({gpu, {}, std::string(word), number, offset});
            rest = comma < rest.size() ? rest.substr(comma + 1) : std::string_view{};
        }
        return true;
    }

    // DCGM 4: "GPU0: Fail", "CPU1: Pass" under the test's row.
    bool entityResult(std::string_view cell, std::uint32_t number, std::size_t offset) {
        const std::size_t colon = cell.find(": ");
        if (colon == std::string_view::npos || colon > 16) return false;
        const std::string_view word = resultWord(cell.substr(colon + 2));
        if (word.empty() || word.size() != cell.size() - colon - 2) return false;
        const std::string entity = printedName(cell.substr(0, colon));
        if (entity.empty()) return false;
        current_ = kNone;
        const int gpu = entity.starts_with("GPU") ? smallNumber(std::string_view(entity).substr(3)) : kNoGpu;
        addEntity({gpu, gpu == kNoGpu ? entity : std::string(), std::string(word), number, offset});
        return true;
    }

    // A test's results and messages are bounded (a node's GPUs, DCGM's errors a test): a
    // hostile table of a million rows under one test is not read past them.
    bool roomFor(std::size_t held, std::uint32_t number) {
        if (held < kMaxPerTest) return true;
        if (!overflowSaid_)
            dcgmi::addProblem(out_.problems, "line " + std::to_string(number) + ": more than " +
                                                 std::to_string(kMaxPerTest) +
                                                 " rows of one test: the rest are not read");
        overflowSaid_ = true;
        return false;
    }

    // A GPU's result once a test: the first row that gives it.
    void addEntity(Entity e) {
        if (!roomFor(entities_.size(), e.line)) return;
        for (const Entity& held : entities_)
            if (held.gpu == e.gpu && held.entity == e.entity) return;
        entities_.push_back(std::move(e));
    }

    // "Warning | GPU 0 ..." (DCGM 3; DCGM 4 without an entity), "Warning: GPU0 | ..." (DCGM 4).
    // An Info is no error: its rows are skipped.
    void message(std::string_view left, std::string_view right, std::uint32_t number, std::size_t offset) {
        current_ = kNone;
        if (test_.empty() || left.starts_with("Info") || !roomFor(messages_.size(), number)) return;
        Message& m = messages_.emplace_back();
        m.gpu = kGpuFromText;
        if (const std::size_t colon = left.find(':'); colon != std::string_view::npos) {
            const std::string_view entity = trim(left.substr(colon + 1));
            m.gpu = entity.starts_with("GPU") ? smallNumber(entity.substr(3)) : kNoGpu;
        }
        m.text = pieceOf(right);
        m.line = number;
        m.offset = offset;
        current_ = messages_.size() - 1;
    }

    // The piece of a message a row holds: its 45 bytes as printed (a blank at a cut is the
    // message's), printable only.
    static std::string pieceOf(std::string_view right) {
        std::string_view piece = right;
        if (piece.size() > kChunk && trim(piece.substr(kChunk)).empty()) piece = piece.substr(0, kChunk);
        std::string out;
        appendClean(out, piece, kDcgmDiagMaxMessage);
        return out;
    }

    std::string joined(int gpu) const {
        std::string text;
        for (const Message& m : messages_) {
            if (m.gpu != gpu && m.gpu != kNoGpu) continue;
            if (!text.empty()) text += ' ';
            text += m.text;
        }
        return text.substr(0, kDcgmDiagMaxMessage);
    }

    void emit(int gpu, std::string entity, const std::string& result, std::uint32_t line, std::size_t offset) {
        DcgmDiagResult r;
        r.section = section_;
        r.test = test_;
        r.gpu = gpu;
        r.entity = std::move(entity);
        r.result = result;
        if (result != "Pass") r.message = joined(gpu);
        r.line = line;
        r.offset = offset;
        results_.add(std::move(r));
    }

    void flush() {
        if (!test_.empty()) {
            for (Message& m : messages_) {
                m.text = folded(m.text);
                if (m.gpu == kGpuFromText) m.gpu = gpuNamedFirst(m.text);
            }
            if (!entities_.empty()) {
                for (const Entity& e : entities_) emit(e.gpu, e.entity, e.result, e.line, e.offset);
            } else if (!overall_.result.empty()) {
                // "Fail - All" or DCGM 4's line without its entities: each GPU its messages name,
                // at the message's row; else the test, at its own.
                std::vector<int> named;
                for (const Message& m : messages_)
                    if (m.gpu != kNoGpu && std::find(named.begin(), named.end(), m.gpu) == named.end()) {
                        named.push_back(m.gpu);
                        emit(m.gpu, {}, overall_.result, m.line, m.offset);
                    }
                if (named.empty()) emit(kNoGpu, {}, overall_.result, overall_.line, overall_.offset);
            }
        }
        test_.clear();
        entities_.clear();
        messages_.clear();
        overall_ = {};
        current_ = kNone;
    }

    DcgmDiagReport& out_;
    Results results_;
    std::size_t column_ = std::string_view::npos;
    std::string section_;
    std::string test_;  // empty: no test open (or its name was refused)
    Overall overall_;
    std::vector<Entity> entities_;
    std::vector<Message> messages_;
    static constexpr std::size_t kNone = ~std::size_t{0};
    static constexpr std::size_t kMaxPerTest = 256;
    std::size_t current_ = kNone;  // the message the next rows continue
    bool overflowSaid_ = false;
    std::size_t longLines_ = 0;
};

// The key -j's document opens with: jsoncpp sorts the keys, and this one sorts first.
std::string_view diagKey(std::string_view text, std::size_t open) {
    const std::size_t key = text.find_first_not_of(" \t\r\n", open + 1);
    if (key == std::string_view::npos) return {};
    // --iterations N wraps the runs: {"Overall Result": ..., "iterations": [{"DCGM Diagnostic": ...}]}.
    for (std::string_view k : {std::string_view("\"DCGM Diagnostic\""), std::string_view("\"DCGM GPU Diagnostic\""),
                               std::string_view("\"Overall Result\"")})
        if (text.substr(key).starts_with(k)) return k.substr(1, k.size() - 2);
    return {};
}

constexpr std::size_t kMaxGpusAResult = 64;
constexpr std::size_t kMaxRuns = 1024;  // --iterations N: the runs read of one file

int intOr(simdjson::dom::element obj, std::string_view key, int fallback) {
    const std::optional<std::int64_t> v = intField(obj, key);
    return v && *v >= 0 && *v <= kMaxGpu ? static_cast<int>(*v) : fallback;
}

// One run's "DCGM Diagnostic": its test categories, tests and results.
void readRun(simdjson::dom::element diag, Results& results, dcgmi::KeyPlacer& placer, DcgmDiagReport& out) {
    if (const std::string error = textField(diag, "runtime_error"); !error.empty()) {
        std::string clean;
        appendClean(clean, error, kDcgmDiagMaxMessage);
        dcgmi::addProblem(out.problems, "dcgmi diag did not run: " + clean);
    }
    simdjson::dom::array categories;
    if (diag.at_key("test_categories").get(categories)) return;
    for (simdjson::dom::element category : categories) {
        const std::string section = printedName(textField(category, "category"));
        simdjson::dom::array tests;
        if (category.at_key("tests").get(tests)) continue;
        for (simdjson::dom::element test : tests) {
            const std::string name = printedName(textField(test, "name"));
            simdjson::dom::array entries;
            if (name.empty() || test.at_key("results").get(entries)) continue;
            for (simdjson::dom::element entry : entries) {
                DcgmDiagResult r;
                r.section = section;
                r.test = name;
                const std::string_view word = resultWord(textField(entry, "status"));
                if (word.empty()) continue;
                r.result = std::string(word);
                const std::string group = textField(entry, "entity_group");
                if (group == "GPU") r.gpu = intOr(entry, "entity_id", kNoGpu);
                else if (!group.empty()) r.entity = printedName(group + std::to_string(intOr(entry, "entity_id", 0)));
                else r.gpu = intOr(entry, "gpu_id", kNoGpu);
                // nvvs's own JSON: "gpu_ids": "0" or "0,1,2,3" (one result for them all).
                std::vector<int> gpus;
                const std::string gpuIds = textField(entry, "gpu_ids");
                for (std::string_view ids = gpuIds; !ids.empty() && gpus.size() < kMaxGpusAResult;) {
                    const std::size_t comma = std::min(ids.find(','), ids.size());
                    if (const int gpu = smallNumber(trim(ids.substr(0, comma))); gpu != kNoGpu) gpus.push_back(gpu);
                    ids = comma < ids.size() ? ids.substr(comma + 1) : std::string_view{};
                }
                simdjson::dom::array warnings;
                if (!entry.at_key("warnings").get(warnings))
                    for (simdjson::dom::element w : warnings) {
                        std::string msg = textField(w, "warning");
                        if (msg.empty()) msg = textField(w, "warnings");  // DCGM 3's Deployment checks
                        if (msg.empty()) continue;
                        if (!r.message.empty()) r.message += ' ';
                        appendClean(r.message, msg, kDcgmDiagMaxMessage);
                        if (r.errorCategory < 0) {
                            r.errorCategory = intOr(w, "error_category", -1);
                            r.errorSeverity = intOr(w, "error_severity", -1);
                        }
                    }
                placer.place("status", r.line, r.offset);
                if (gpus.empty()) gpus.push_back(r.gpu);
                for (int gpu : gpus) {
                    DcgmDiagResult one = r;
                    one.gpu = gpu;
                    results.add(std::move(one));
                }
            }
        }
    }
}

void readJson(std::string_view text, std::size_t open, DcgmDiagReport& out) {
    const std::size_t close = text.rfind('}');
    if (close == std::string_view::npos || close < open || close - open + 1 > dcgmi::kMaxJson) {
        out.problems.push_back("dcgmi diag -j: no complete JSON document of at most 16 MiB");
        return;
    }
    const std::string_view json = text.substr(open, close - open + 1);
    simdjson::dom::parser parser;
    simdjson::dom::element root;
    std::vector<simdjson::dom::element> runs;  // one a run; several with --iterations
    if (!parser.parse(json.data(), json.size()).get(root)) {
        simdjson::dom::array iterations;
        simdjson::dom::element diag;
        if (objectField(root, "DCGM Diagnostic", diag) || objectField(root, "DCGM GPU Diagnostic", diag))
            runs.push_back(diag);
        else if (!root.at_key("iterations").get(iterations))
            for (simdjson::dom::element run : iterations)
                if (runs.size() < kMaxRuns &&
                    (objectField(run, "DCGM Diagnostic", diag) || objectField(run, "DCGM GPU Diagnostic", diag)))
                    runs.push_back(diag);
    }
    if (runs.empty()) {
        out.problems.push_back("dcgmi diag -j: not DCGM's JSON (no \"DCGM Diagnostic\")");
        return;
    }
    Results results(out);
    dcgmi::KeyPlacer placer(text, open);
    for (simdjson::dom::element diag : runs) readRun(diag, results, placer, out);
}

}  // namespace

bool looksLikeDcgmiDiag(std::string_view head) {
    const std::size_t open = jsonOpening(head);
    if (open != std::string_view::npos) return !diagKey(head, open).empty();
    for (std::size_t at = head.find("| Diagnostic"); at != std::string_view::npos;
         at = head.find("| Diagnostic", at + 1)) {
        if (dcgmi::lineCountBefore(head, at) >= dcgmi::kLinesBeforeReport) return false;
        const std::size_t end = std::min(head.find('\n', at), head.size());
        if (trim(head.substr(at + 12, end - at - 12)).starts_with("| Result")) return true;
    }
    return false;
}

DcgmDiagReport parseDcgmiDiag(std::string_view text) {
    DcgmDiagReport out;
    if (const std::size_t open = jsonOpening(text); open != std::string_view::npos && !diagKey(text, open).empty()) {
        readJson(text, open, out);
        return out;
    }
    TextReader reader(out);
    dcgmi::forEachLine(
        text, [&](std::string_view line, std::uint32_t number, std::size_t at) { reader.line(line, number, at); });
    reader.finish();
    return out;
}

std::string_view dcgmErrorCategoryName(int category) {
    // dcgmErrorCategory_t (dcgmlib/dcgm_errors.h), in its order.
    static constexpr std::array<std::string_view, 17> kNames{"none",
                                                             "perf_threshold",
                                                             "perf_violation",
                                                             "software_config",
                                                             "software_library",
                                                             "software_xid",
                                                             "software_cuda",
                                                             "software_eud",
                                                             "software_other",
                                                             "hardware_thermal",
                                                             "hardware_memory",
                                                             "hardware_nvlink",
                                                             "hardware_nvswitch",
                                                             "hardware_pcie",
                                                             "hardware_power",
                                                             "hardware_other",
                                                             "internal_other"};
    return category >= 0 && category < static_cast<int>(kNames.size()) ? kNames[static_cast<std::size_t>(category)]
                                                                       : std::string_view{};
}

std::string_view dcgmErrorSeverityName(int severity) {
    // dcgmErrorSeverity_t (dcgmlib/dcgm_errors.h), in its order.
    static constexpr std::array<std::string_view, 7> kNames{"none",   "monitor", "isolate", "unknown",
                                                            "triage", "config",  "reset"};
    return severity >= 0 && severity < static_cast<int>(kNames.size()) ? kNames[static_cast<std::size_t>(severity)]
                                                                       : std::string_view{};
}

}  // namespace aw
