#include "engine/format/dcgmi_health.h"

#include "engine/format/dcgmi_text.h"
#include "engine/format/json_field.h"

#include <simdjson.h>

#include <algorithm>

namespace aw {
namespace {

using dcgmi::appendClean;
using dcgmi::jsonOpening;
using dcgmi::kLinesBeforeReport;
using dcgmi::kMaxJson;
using dcgmi::kMaxLine;
using dcgmi::lineCountBefore;
using dcgmi::trim;

constexpr std::size_t kMaxEntityId = 9;  // digits
constexpr std::size_t kMaxSystemName = 40;

bool isHealthWord(std::string_view s) {
    return s == "Warning" || s == "Failure";
}

bool allDigits(std::string_view s) {
    return !s.empty() && s.size() <= kMaxEntityId &&
           std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// A system's name as dcgmi prints it ("Memory system", "PCIe system", "Driver", "NvSwitch F"),
// without " system"; empty when it is not a name (letters, digits, blanks, '-' and '/').
std::string systemName(std::string_view printed) {
    std::string_view s = trim(printed);
    if (s.ends_with(" system")) s.remove_suffix(7);
    if (s.empty() || s.size() > kMaxSystemName) return {};
    for (char c : s)
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == ' ' || c == '-' ||
              c == '/'))
            return {};
    return std::string(s);
}

void addProblem(DcgmHealthReport& out, std::string problem) {
    dcgmi::addProblem(out.problems, std::move(problem));
}

// The text form: rows "| left | right |", the column split where the "+---+---+" rules put it.
class TextReader {
public:
    explicit TextReader(DcgmHealthReport& out) : out_(out) {}

    void line(std::string_view raw, std::uint32_t number, std::size_t offset) {
        offset_ = offset;
        if (raw.size() > kMaxLine) {
            ++longLines_;
            return;
        }
        const std::size_t indent = raw.find_first_not_of(" \t");
        if (indent == std::string_view::npos) return;
        std::string_view body = raw.substr(indent);
        while (!body.empty() && (body.back() == '\r' || body.back() == ' ')) body.remove_suffix(1);
        if (body.starts_with('+')) {
            const std::size_t second = body.find('+', 1);
            if (second != std::string_view::npos && second + 1 < body.size()) column_ = second;
            return;
        }
        if (!body.starts_with('|')) return;
        std::size_t split = column_ < body.size() && body[column_] == '|' ? column_ : body.find(" | ", 1);
        if (split == std::string_view::npos) return;  // a header row ("| Health Monitor Report |")
        if (body[split] == ' ') ++split;              // " | " found: the '|'
        const std::string_view rawLeft = body.substr(1, split - 1);
        std::string_view right = body.substr(split + 1);
        if (right.ends_with('|')) right.remove_suffix(1);
        row(rawLeft, trim(right), number);
    }

    void finish() {
        if (longLines_)
            addProblem(out_, std::to_string(longLines_) + " lines longer than 64 KiB skipped (dcgmi's are 90 bytes)");
    }

private:
    void row(std::string_view rawLeft, std::string_view right, std::uint32_t number) {
        const std::string_view left = trim(rawLeft);
        if (left == "Overall Health") {
            out_.overall = std::string(right.substr(0, kMaxSystemName));
            return;
        }
        if (right.starts_with("Overall Health:")) {  // DCGM 1: "| Group 1 | Overall Health: Warning |"
            out_.overall = std::string(trim(right.substr(15)).substr(0, kMaxSystemName));
            return;
        }
        if (left.starts_with("GPU ID:")) {  // DCGM 1: "| GPU ID: 0 | Warning |"
            entity("GPU", trim(left.substr(7)), number);
            return;
        }
        if (left.starts_with("-> ")) {
            // The tree's depth is its indent: "-> 0" an entity, "   -> Errors", then "      -> Memory
            // system" (rawLeft keeps the blank after '|': 1, 4, 7).
            const std::size_t depth = rawLeft.find("->") / 3;
            const std::string_view name = trim(left.substr(3));
            if (depth == 0) entity(group_, name, number);
            else if (name == "Errors") current_ = kNone;
            else incident(systemName(name), right, {}, number);
            return;
        }
        if (!left.empty()) {  // an entity group: "GPU", "NvSwitch", "ConnectX" (else none: its entities are skipped)
            group_ = systemName(left);
            entityOk_ = false;
            current_ = kNone;
            return;
        }
        if (right.empty()) return;
        // DCGM 1 names the system in the text: "PCIe system: Warning - Detected more than ...".
        if (const std::size_t colon = right.find(": "); colon != std::string_view::npos && colon < kMaxSystemName) {
            const std::string_view rest = right.substr(colon + 2);
            const std::size_t dash = rest.find(" - ");
            if (dash != std::string_view::npos && isHealthWord(rest.substr(0, dash))) {
                const std::string system = systemName(right.substr(0, colon));
                if (!system.empty()) {
                    incident(system, rest.substr(0, dash), rest.substr(dash + 3), number);
                    return;
                }
            }
        }
        // The rest of the current system's message, cut where dcgmi wrapped it at a blank.
        if (current_ != kNone) {
            std::string& message = out_.incidents[current_].message;
            if (!message.empty()) message += ' ';
            appendClean(message, right, kDcgmHealthMaxMessage);
        }
    }

    void entity(std::string_view group, std::string_view id, std::uint32_t number) {
        current_ = kNone;
        entityOk_ = allDigits(id) && !group.empty();
        if (!entityOk_) {
            addProblem(out_, "line " + std::to_string(number) +
                                 (allDigits(id) ? ": an entity group that is not a name: skipped"
                                                : ": entity id is not a number: skipped"));
            return;
        }
        group_ = std::string(group);
        id_ = std::string(id);
    }

    void incident(const std::string& system, std::string_view health, std::string_view message, std::uint32_t number) {
        current_ = kNone;
        if (!entityOk_ || !isHealthWord(health)) return;
        if (system.empty()) {
            addProblem(out_, "line " + std::to_string(number) + ": a system that is not a name: skipped");
            return;
        }
        if (out_.incidents.size() >= kDcgmHealthMaxIncidents) {
            if (!full_)
                addProblem(out_, "more than " + std::to_string(kDcgmHealthMaxIncidents) +
                                     " incidents: the rest are not read");
            full_ = true;
            return;
        }
        DcgmHealthIncident& i = out_.incidents.emplace_back();
        i.entityGroup = group_;
        i.entityId = id_;
        i.system = system;
        i.health = std::string(health);
        appendClean(i.message, message, kDcgmHealthMaxMessage);
        i.line = number;
        i.offset = offset_;
        current_ = out_.incidents.size() - 1;
    }

    DcgmHealthReport& out_;
    std::size_t column_ = std::string_view::npos;
    std::string group_ = "GPU";
    std::string id_;
    bool entityOk_ = false;
    bool full_ = false;
    static constexpr std::size_t kNone = ~std::size_t{0};
    std::size_t current_ = kNone;  // the incident whose message the next rows go on
    std::size_t longLines_ = 0;
    std::size_t offset_ = 0;  // of the line being read
};

void readJson(std::string_view text, std::size_t open, DcgmHealthReport& out) {
    const std::size_t close = text.rfind('}');
    if (close == std::string_view::npos || close < open || close - open + 1 > kMaxJson) {
        out.problems.push_back("dcgmi health -j: no complete JSON document of at most 16 MiB");
        return;
    }
    const std::string_view json = text.substr(open, close - open + 1);
    simdjson::dom::parser parser;
    simdjson::dom::element root, body;
    if (parser.parse(json.data(), json.size()).get(root) || !objectField(root, "body", body)) {
        out.problems.push_back("dcgmi health -j: not DCGM's JSON (no \"body\")");
        return;
    }
    simdjson::dom::object groups;
    if (body.get(groups)) return;
    dcgmi::KeyPlacer placer(text, open);  // each incident's line: its system's key
    for (auto [groupKey, group] : groups) {
        simdjson::dom::element v;
        if (groupKey == "Overall Health") {
            out.overall = textField(group, "value").substr(0, kMaxSystemName);
            continue;
        }
        const std::string groupName = systemName(groupKey);
        simdjson::dom::object entities;
        if (groupName.empty() || group.at_key("children").get(entities)) continue;
        for (auto [id, entity] : entities) {
            if (!allDigits(id)) {
                addProblem(out, "an entity id that is not a number: skipped");
                continue;
            }
            simdjson::dom::object systems;
            if (entity.at_pointer("/children/Errors/children").get(systems)) continue;
            for (auto [name, system] : systems) {
                const std::string health = textField(system, "value");
                const std::string printed = systemName(name);
                if (!isHealthWord(health) || printed.empty()) continue;
                if (out.incidents.size() >= kDcgmHealthMaxIncidents) {
                    out.problems.push_back("more than " + std::to_string(kDcgmHealthMaxIncidents) +
                                           " incidents: the rest are not read");
                    return;
                }
                DcgmHealthIncident& i = out.incidents.emplace_back();
                i.entityGroup = groupName;
                i.entityId = std::string(id);
                i.system = printed;
                i.health = health;
                placer.place(name, i.line, i.offset);
                simdjson::dom::array overflow;
                if (!system.at_key("overflow").get(overflow))
                    for (simdjson::dom::element piece : overflow) {
                        std::string_view s;
                        if (piece.get_string().get(s)) continue;
                        if (!i.message.empty()) i.message += ' ';
                        appendClean(i.message, s, kDcgmHealthMaxMessage);
                    }
            }
        }
    }
}

}  // namespace

bool looksLikeDcgmiHealth(std::string_view head) {
    const std::size_t report = head.find("Health Monitor Report");
    if (report == std::string_view::npos) return false;
    if (lineCountBefore(head, report) < kLinesBeforeReport) return true;
    // -j prints "body" first and the header last.
    return jsonOpening(head) != std::string_view::npos && head.find("\"Overall Health\"") != std::string_view::npos;
}

DcgmHealthReport parseDcgmiHealth(std::string_view text) {
    DcgmHealthReport out;
    const std::size_t report = text.find("Health Monitor Report");
    const std::size_t open = jsonOpening(text);
    if (open != std::string_view::npos && (report == std::string_view::npos || open < report)) {
        readJson(text, open, out);
        return out;
    }
    TextReader reader(out);
    dcgmi::forEachLine(
        text, [&](std::string_view line, std::uint32_t number, std::size_t at) { reader.line(line, number, at); });
    reader.finish();
    return out;
}

}  // namespace aw
