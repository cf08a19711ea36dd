#include "engine/flight_recorder/dump_reader.h"

#include <simdjson.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdlib>

namespace aw {
namespace {

// ---- JSON into the value tree ----------------------------------------------------------

struct JsonFailure {
    std::uint64_t offset;
    std::string message;
};

class JsonConverter {
public:
    JsonConverter(const char* base, const PickleLimits& limits) : base_(base), limits_(limits) {}

    PickleValuePtr convert(simdjson::ondemand::value value, std::uint32_t depth) {
        using K = PickleValue::Kind;
        std::string_view token = value.raw_json_token();
        const std::uint64_t offset = std::uint64_t(token.data() - base_);
        if (depth > limits_.maxDepth)
            throw JsonFailure{offset, "nesting deeper than " + std::to_string(limits_.maxDepth) + " levels"};
        auto out = make(offset);
        switch (value.type()) {
        case simdjson::ondemand::json_type::object:
            out->kind = K::Dict;
            for (auto field : value.get_object()) {
                auto key = make(offset);
                key->kind = K::String;
                key->text = std::string(field.unescaped_key().value());
                PickleValuePtr child = convert(field.value(), depth + 1);
                out->depth = std::max(out->depth, child->depth + 1);
                out->setItem(std::move(key), std::move(child));
            }
            break;
        case simdjson::ondemand::json_type::array:
            out->kind = K::List;
            for (auto element : value.get_array()) {
                PickleValuePtr child = convert(element.value(), depth + 1);
                out->depth = std::max(out->depth, child->depth + 1);
                out->items.push_back(std::move(child));
            }
            break;
        case simdjson::ondemand::json_type::string:
            out->kind = K::String;
            out->text = std::string(value.get_string().value());
            break;
        case simdjson::ondemand::json_type::boolean:
            out->kind = K::Bool;
            out->boolean = value.get_bool();
            out->integer = out->boolean ? 1 : 0;
            break;
        case simdjson::ondemand::json_type::null: out->kind = K::None; break;
        case simdjson::ondemand::json_type::number: {
            simdjson::ondemand::number_type type;
            if (value.get_number_type().get(type) != simdjson::SUCCESS) {
                // Beyond 64 bits: keep an approximation.
                out->kind = K::BigInt;
                out->number = std::strtod(std::string(token).c_str(), nullptr);
                break;
            }
            if (type == simdjson::ondemand::number_type::signed_integer) {
                out->kind = K::Int;
                out->integer = value.get_int64();
                out->number = double(out->integer);
            } else if (type == simdjson::ondemand::number_type::unsigned_integer) {
                std::uint64_t u = value.get_uint64();
                out->kind = u > std::uint64_t(INT64_MAX) ? K::BigInt : K::Int;
                out->integer = std::int64_t(u);
                out->number = double(u);
            } else {
                out->kind = K::Float;
                out->number = value.get_double();
            }
            break;
        }
        }
        return out;
    }

    std::shared_ptr<PickleValue> make(std::uint64_t offset) {
        if (++count_ > limits_.maxValues)
            throw JsonFailure{offset, "more than " + std::to_string(limits_.maxValues) + " values"};
        auto v = std::make_shared<PickleValue>();
        v->offset = offset;
        return v;
    }

private:
    const char* base_;
    PickleLimits limits_;
    std::uint64_t count_ = 0;
};

// ---- The dump's fields -----------------------------------------------------------------

constexpr std::size_t kMaxEntries = 200'000;
constexpr std::size_t kMaxFrames = 64;
constexpr std::size_t kMaxTensors = 64;
constexpr std::size_t kMaxDims = 32;
constexpr std::size_t kMaxText = 4096;
constexpr std::uint64_t kMaxCopiedBytes = 256ull << 20;  // memo sharing must not expand past this
constexpr int kMaxWarnings = 20;

struct BudgetExceeded {};

class Extractor {
public:
    Extractor(std::string_view path, std::vector<Problem>& problems) : path_(path), problems_(problems) {}

    void warn(std::uint64_t offset, const std::string& message) {
        if (++warnings_ > kMaxWarnings) return;
        problems_.push_back({std::string(path_), 0, Severity::Warning,
                             "Flight Recorder dump, byte " + std::to_string(offset) + ": " + message});
    }
    void spend(std::uint64_t bytes) {
        copied_ += bytes;
        if (copied_ > kMaxCopiedBytes) throw BudgetExceeded{};
    }

    std::string text(const PickleValue* v) {
        if (!v || v->isNone()) return {};
        if (v->isString()) {
            std::size_t n = std::min(v->text.size(), kMaxText);
            spend(n);
            return v->text.substr(0, n);
        }
        if (v->kind == PickleValue::Kind::Int) return std::to_string(v->integer);
        if (v->kind == PickleValue::Kind::Bool) return v->boolean ? "true" : "false";
        warn(v->offset, std::string("expected a string, found a ") + toString(v->kind));
        return {};
    }
    std::int64_t integer(const PickleValue* v, std::int64_t fallback, const char* field) {
        spend(8);
        if (!v || v->isNone()) return fallback;
        if (v->isInt()) return v->integer;
        // Only what int64 holds: converting 6e142 or NaN would be undefined behaviour.
        if (v->kind == PickleValue::Kind::Float && v->number >= -9.2e18 && v->number <= 9.2e18)
            return std::int64_t(v->number);
        if (v->kind == PickleValue::Kind::String) {
            std::int64_t out = 0;
            auto [end, ec] = std::from_chars(v->text.data(), v->text.data() + v->text.size(), out);
            if (ec == std::errc() && end == v->text.data() + v->text.size()) return out;
        }
        warn(v->offset, std::string(field) + ": expected an integer, found a " + toString(v->kind));
        return fallback;
    }
    TimeNs time(const PickleValue* v, const char* field) {
        std::int64_t t = integer(v, kNoTime, field);
        return t == 0 ? kNoTime : t;
    }
    bool flag(const PickleValue* v) {
        if (!v || v->isNone()) return false;
        if (v->isInt()) return v->integer != 0;
        if (v->kind == PickleValue::Kind::String) return v->text == "true" || v->text == "True";
        return false;
    }
    std::vector<std::vector<std::int64_t>> sizes(const PickleValue* v, const char* field) {
        std::vector<std::vector<std::int64_t>> out;
        if (!v || v->isNone()) return out;
        if (!v->isSequence()) {
            warn(v->offset, std::string(field) + ": expected a list");
            return out;
        }
        for (std::size_t i = 0; i < v->items.size() && i < kMaxTensors; ++i) {
            const PickleValue& shape = *v->items[i];
            std::vector<std::int64_t> dims;
            if (shape.isSequence())
                for (std::size_t d = 0; d < shape.items.size() && d < kMaxDims; ++d)
                    dims.push_back(integer(shape.items[d].get(), -1, field));
            else dims.push_back(integer(&shape, -1, field));
            out.push_back(std::move(dims));
        }
        return out;
    }
    std::vector<std::string> strings(const PickleValue* v, const char* field) {
        std::vector<std::string> out;
        if (!v || v->isNone()) return out;
        if (!v->isSequence()) {
            warn(v->offset, std::string(field) + ": expected a list");
            return out;
        }
        for (std::size_t i = 0; i < v->items.size() && i < kMaxTensors; ++i) out.push_back(text(v->items[i].get()));
        return out;
    }
    // pg_config "ranks" is a string such as "[12, 13]" in the dumps seen so far; a list also works.
    std::vector<int> rankList(const PickleValue* v) {
        std::vector<int> out;
        if (!v || v->isNone()) return out;
        if (v->isSequence()) {
            for (const auto& item : v->items) {
                std::int64_t r = integer(item.get(), -1, "ranks");
                if (r >= 0 && r < (1 << 24)) out.push_back(int(r));
            }
        } else if (v->isString()) {
            spend(v->text.size());
            const std::string& s = v->text;
            for (std::size_t i = 0; i < s.size();) {
                if (!std::isdigit(static_cast<unsigned char>(s[i]))) {
                    ++i;
                    continue;
                }
                std::size_t j = i;
                while (j < s.size() && std::isdigit(static_cast<unsigned char>(s[j]))) ++j;
                int r = 0;
                auto [end, ec] = std::from_chars(s.data() + i, s.data() + j, r);
                if (ec == std::errc() && r < (1 << 24)) out.push_back(r);
                i = j;
            }
        }
        std::sort(out.begin(), out.end());
        out.erase(std::unique(out.begin(), out.end()), out.end());
        return out;
    }

    FrEntry entry(const PickleValue& e) {
        FrEntry out;
        out.offset = e.offset;
        out.recordId = integer(e.get("record_id"), -1, "record_id");
        out.pgId = text(e.get("pg_id"));
        if (const PickleValue* pg = e.get("process_group")) {
            if (pg->isSequence()) {
                if (pg->items.size() > 0) out.pgName = text(pg->items[0].get());
                if (pg->items.size() > 1) out.pgDesc = text(pg->items[1].get());
            } else {
                out.pgName = text(pg);
            }
        }
        if (out.pgName.empty()) out.pgName = out.pgId;
        out.collectiveSeqId = integer(e.get("collective_seq_id"), -1, "collective_seq_id");
        out.p2pSeqId = integer(e.get("p2p_seq_id"), -1, "p2p_seq_id");
        out.opId = integer(e.get("op_id"), -1, "op_id");
        out.profilingName = text(e.get("profiling_name"));
        out.timeCreated = time(e.get("time_created_ns"), "time_created_ns");
        out.timeStarted = time(e.get("time_discovered_started_ns"), "time_discovered_started_ns");
        out.timeCompleted = time(e.get("time_discovered_completed_ns"), "time_discovered_completed_ns");
        std::string state = text(e.get("state"));
        out.state = state == "scheduled"   ? CollectiveState::Scheduled
                    : state == "started"   ? CollectiveState::Started
                    : state == "completed" ? CollectiveState::Completed
                                           : CollectiveState::Unknown;
        out.inputSizes = sizes(e.get("input_sizes"), "input_sizes");
        out.outputSizes = sizes(e.get("output_sizes"), "output_sizes");
        out.inputDtypes = strings(e.get("input_dtypes"), "input_dtypes");
        out.outputDtypes = strings(e.get("output_dtypes"), "output_dtypes");
        out.timeoutMs = integer(e.get("timeout_ms"), -1, "timeout_ms");
        out.isP2p = flag(e.get("is_p2p"));
        out.retired = flag(e.get("retired"));
        if (const PickleValue* frames = e.get("frames"); frames && frames->isSequence()) {
            for (std::size_t i = 0; i < frames->items.size() && i < kMaxFrames; ++i) {
                const PickleValue& f = *frames->items[i];
                if (!f.isDict()) continue;
                out.frames.push_back({text(f.get("name")), text(f.get("filename")), integer(f.get("line"), 0, "line")});
            }
        }
        return out;
    }

private:
    std::string_view path_;
    std::vector<Problem>& problems_;
    std::uint64_t copied_ = 0;
    int warnings_ = 0;
};

std::string_view fileName(std::string_view path) {
    std::size_t slash = path.find_last_of("/\\");
    return slash == std::string_view::npos ? path : path.substr(slash + 1);
}

}  // namespace

const char* toString(CollectiveState state) {
    switch (state) {
    case CollectiveState::Scheduled: return "scheduled";
    case CollectiveState::Started: return "started";
    case CollectiveState::Completed: return "completed";
    case CollectiveState::Unknown: return "unknown";
    }
    return "unknown";
}

int rankFromDumpName(std::string_view path) {
    std::string_view stem = fileName(path);
    for (std::string_view ext : {".json", ".pkl", ".pickle", ".pt", ".bin", ".txt"}) {
        if (stem.size() > ext.size() && stem.substr(stem.size() - ext.size()) == ext) {
            stem.remove_suffix(ext.size());
            break;
        }
    }
    std::size_t end = stem.size();
    std::size_t begin = end;
    while (begin > 0 && std::isdigit(static_cast<unsigned char>(stem[begin - 1]))) --begin;
    if (begin == end || end - begin > 7) return -1;
    int rank = 0;
    std::from_chars(stem.data() + begin, stem.data() + end, rank);
    return rank;
}

bool looksLikeFlightRecorderDump(std::string_view bytes) {
    if (bytes.empty()) return false;
    if (std::uint8_t(bytes[0]) == 0x80) return true;  // pickle PROTO
    std::size_t i = bytes.find_first_not_of(" \t\r\n");
    if (i == std::string_view::npos || bytes[i] != '{') return false;
    std::string_view head = bytes.substr(i, 4096);
    return head.find("\"entries\"") != std::string_view::npos || head.find("\"pg_config\"") != std::string_view::npos ||
           head.find("\"nccl_version\"") != std::string_view::npos;
}

PickleResult readJsonAsValueTree(std::string_view bytes, const PickleLimits& limits) {
    PickleResult result;
    simdjson::padded_string padded(bytes);
    simdjson::ondemand::parser parser;
    try {
        simdjson::ondemand::document doc = parser.iterate(padded);
        JsonConverter converter(padded.data(), limits);
        result.value = converter.convert(doc.get_value(), 0);
    } catch (const JsonFailure& failure) {
        result.value.reset();
        result.errorOffset = failure.offset;
        result.error = "byte " + std::to_string(failure.offset) + ": " + failure.message;
    } catch (const simdjson::simdjson_error& error) {
        result.value.reset();
        result.error = std::string("invalid JSON: ") + simdjson::error_message(error.error());
    }
    return result;
}

bool dumpFromValueTree(const PickleValue& root, std::string_view path, FlightRecorderDump& out,
                       std::vector<Problem>& problems) {
    Extractor x(path, problems);
    if (!root.isDict()) {
        problems.push_back(
            {std::string(path), 0, Severity::Error,
             std::string("not a Flight Recorder dump: the top level is a ") + toString(root.kind) + ", not a dict"});
        return false;
    }
    const PickleValue* entries = root.get("entries");
    if (!entries && !root.get("pg_status") && !root.get("pg_config")) {
        problems.push_back({std::string(path), 0, Severity::Error,
                            "not a Flight Recorder dump: no 'entries', 'pg_config' or 'pg_status'"});
        return false;
    }
    try {
        out.version = x.text(root.get("version"));
        out.ncclVersion = x.text(root.get("nccl_version"));
        out.rank = int(x.integer(root.get("rank"), -1, "rank"));
        if (out.rank < 0) out.rank = rankFromDumpName(path);
        if (const PickleValue* config = root.get("pg_config"); config && config->isDict()) {
            for (const auto& [key, value] : config->dict) {
                FrGroupConfig group;
                group.offset = value->offset;
                group.name = x.text(value->get("name"));
                if (group.name.empty()) group.name = x.text(key.get());
                group.desc = x.text(value->get("desc"));
                group.ranks = x.rankList(value->get("ranks"));
                out.groups.push_back(std::move(group));
            }
        }
        if (const PickleValue* status = root.get("pg_status"); status && status->isDict()) {
            for (const auto& [key, value] : status->dict) {
                FrGroupStatus s;
                s.offset = value->offset;
                s.pgId = x.text(key.get());
                s.lastEnqueued = x.integer(value->get("last_enqueued_collective"), -1, "last_enqueued_collective");
                s.lastStarted = x.integer(value->get("last_started_collective"), -1, "last_started_collective");
                s.lastCompleted = x.integer(value->get("last_completed_collective"), -1, "last_completed_collective");
                out.status.push_back(std::move(s));
            }
        }
        if (entries && !entries->isNone()) {
            if (!entries->isSequence()) {
                x.warn(entries->offset, "'entries' is not a list");
            } else {
                if (entries->items.size() > kMaxEntries)
                    x.warn(entries->offset,
                           "more than " + std::to_string(kMaxEntries) + " entries: only the first ones are read");
                for (std::size_t i = 0; i < entries->items.size() && i < kMaxEntries; ++i) {
                    const PickleValue& e = *entries->items[i];
                    if (!e.isDict()) {
                        x.warn(e.offset, "entry " + std::to_string(i) + " is not a dict");
                        continue;
                    }
                    out.entries.push_back(x.entry(e));
                }
            }
        }
    } catch (const BudgetExceeded&) {
        problems.push_back({std::string(path), 0, Severity::Error,
                            "Flight Recorder dump expands beyond " + std::to_string(kMaxCopiedBytes >> 20) +
                                " MiB of values (shared references repeated): refused"});
        return false;
    }
    return true;
}

bool readFlightRecorderDump(std::string_view path, std::string_view bytes, FlightRecorderDump& out,
                            std::vector<Problem>& problems) {
    out.path = std::string(path);
    std::size_t first = bytes.find_first_not_of(" \t\r\n");
    out.json = first != std::string_view::npos && bytes[first] == '{';
    PickleResult parsed = out.json ? readJsonAsValueTree(bytes) : readPickle(bytes);
    if (!parsed.ok()) {
        problems.push_back({std::string(path), 0, Severity::Error,
                            std::string(out.json ? "Flight Recorder JSON dump" : "Flight Recorder pickle dump") +
                                " not read: " + parsed.error});
        return false;
    }
    return dumpFromValueTree(*parsed.value, path, out, problems);
}

}  // namespace aw
