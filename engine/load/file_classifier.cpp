// File classification by name and content (see file_classifier.h).
#include "engine/load/file_classifier.h"

#include "engine/load/json/prometheus_text_reader.h"

#include "engine/format/dcgmi_diag.h"
#include "engine/format/dcgmi_health.h"
#include "engine/format/kubectl_pods.h"

#include "engine/core/host_list.h"

#include <cstdint>
#include <cstring>
#include <string>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace aw {
namespace {

constexpr std::size_t kSniffBytes = 64 * 1024;

bool contains(std::string_view hay, std::string_view needle) {
    return memmem(hay.data(), hay.size(), needle.data(), needle.size()) != nullptr;
}

// `"key"` followed (after blanks and ':') by a string that contains `value`.
bool keyHasValue(std::string_view head, std::string_view key, std::string_view value) {
    std::size_t from = 0;
    while (true) {
        std::size_t at = head.find(key, from);
        if (at == std::string_view::npos) return false;
        std::size_t p = at + key.size();
        while (p < head.size() &&
               (head[p] == ' ' || head[p] == ':' || head[p] == '\t' || head[p] == '\n' || head[p] == '\r'))
            ++p;
        if (head.substr(p, value.size() + 1) == std::string(1, '"') + std::string(value)) return true;
        from = at + 1;
    }
}

// `scontrol show node`'s text opens with its first node's name.
bool startsAfterBlanks(std::string_view head, std::string_view word) {
    const std::size_t first = head.find_first_not_of(" \t\r\n");
    return first != std::string_view::npos && head.substr(first).starts_with(word);
}

// A JSON document we read is an object or an array of objects. "[2026-11-30 ...] ..." and
// "[rank3]: ..." are log lines: sniffing 64 KiB of every such log for a dozen JSON keys
// dominated opening a bundle of many small logs (bench/README.md).
bool opensJsonDocument(std::string_view head) {
    const std::size_t first = head.find_first_not_of(" \t\r\n\xef\xbb\xbf");
    if (first == std::string_view::npos) return false;
    if (head[first] == '{') return true;
    if (head[first] != '[') return false;
    const std::size_t second = head.find_first_not_of(" \t\r\n", first + 1);
    return second == std::string_view::npos || head[second] == '{' || head[second] == '[' || head[second] == ']';
}

std::string_view fileName(std::string_view path) {
    std::size_t slash = path.rfind('/');
    return slash == std::string_view::npos ? path : path.substr(slash + 1);
}

bool inFolder(const std::string& lowerPath, std::string_view folder) {
    std::string needle = std::string(folder) + "/";
    return lowerPath.rfind(needle, 0) == 0 || contains(lowerPath, "/" + needle);
}

}  // namespace

bool looksBinary(std::string_view bytes) {
    const std::string_view head = bytes.substr(0, 4096);
    // Control bytes other than those text has (\b \t \n \v \f \r, 8 to 13, and the ESC of
    // colour codes), and NULs, counted 16 at a time: every file of a bundle is looked at
    // (9,219 in one), 3.7 us a head a byte at a time.
    const auto textControl = [](unsigned char c) { return (c >= 8 && c <= 13) || c == 0x1b; };
    std::size_t control = 0, i = 0;
    bool nul = false;
#if defined(__SSE2__)
    const __m128i limit = _mm_set1_epi8(0x1f), eight = _mm_set1_epi8(8), five = _mm_set1_epi8(5),
                  escape = _mm_set1_epi8(0x1b), zero = _mm_setzero_si128();
    __m128i counts = zero, nuls = zero;  // a byte lane counts at most 255 blocks: 4 KiB are 256
    for (; i + 16 <= head.size(); i += 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(head.data() + i));
        const __m128i below = _mm_cmpeq_epi8(_mm_min_epu8(v, limit), v);  // v <= 0x1f
        const __m128i fromEight = _mm_sub_epi8(v, eight);
        const __m128i text = _mm_or_si128(_mm_cmpeq_epi8(_mm_min_epu8(fromEight, five), fromEight),  // 8..13
                                          _mm_cmpeq_epi8(v, escape));
        counts = _mm_sub_epi8(counts, _mm_andnot_si128(text, below));  // -(-1): one more
        nuls = _mm_or_si128(nuls, _mm_cmpeq_epi8(v, zero));
        if ((i / 16) % 128 == 127 || i + 32 > head.size()) {
            const __m128i sums = _mm_sad_epu8(counts, zero);
            control += static_cast<std::size_t>(_mm_cvtsi128_si32(sums) + _mm_extract_epi16(sums, 4));
            counts = zero;
        }
    }
    nul = _mm_movemask_epi8(nuls) != 0;
#endif
    for (; i < head.size(); ++i) {
        const auto c = static_cast<unsigned char>(head[i]);
        control += c < 0x20 && !textControl(c);
        nul |= c == 0;
    }
    return nul || control * 10 > head.size();  // a NUL, or more than 10% control bytes
}

SourceKind textKindFromName(std::string_view path) {
    const std::string lower = lowerAscii(path);
    std::string_view name = fileName(lower);
    for (std::string_view word : {"dmesg", "kern", "syslog", "messages", "journal"})
        if (contains(name, word)) return SourceKind::Kernel;
    for (std::string_view folder : {"kernel", "syslog", "dmesg", "journal", "kern"})
        if (inFolder(lower, folder)) return SourceKind::Kernel;
    return SourceKind::AppLog;
}

bool sourceKindFromString(std::string_view text, SourceKind& kind) {
    const std::string t = lowerAscii(text);
    if (t == "applog" || t == "app" || t == "application") kind = SourceKind::AppLog;
    else if (t == "kernel" || t == "syslog" || t == "dmesg") kind = SourceKind::Kernel;
    else if (t == "metrics") kind = SourceKind::Metrics;
    else if (t == "scheduler") kind = SourceKind::Scheduler;
    else if (t == "cloud") kind = SourceKind::Cloud;
    else if (t == "flight_recorder") kind = SourceKind::FlightRecorder;
    else if (t == "other") kind = SourceKind::Other;
    else return false;
    return true;
}

Classification classifyFile(std::string_view path, std::string_view bytes) {
    const std::string lower = lowerAscii(path);
    const std::string_view name = fileName(lower);
    if (lower == "bundle.json") return {FileFormat::Manifest, SourceKind::Manifest};
    if (contains(name, "_dump_") || inFolder(lower, "flight_recorder"))
        return {FileFormat::FlightRecorder, SourceKind::FlightRecorder};
    if (bytes.empty()) return {FileFormat::TextLog, textKindFromName(path)};
    if (looksBinary(bytes)) return {FileFormat::Binary, SourceKind::Other};

    std::string_view head = bytes.substr(0, kSniffBytes);
    // Before JSON: `dcgmi health -c -j` and `dcgmi diag -j` are JSON, and may follow the prompt that ran it.
    if (looksLikeDcgmiHealth(head)) return {FileFormat::DcgmHealth, SourceKind::Other};
    if (looksLikeDcgmiDiag(head)) return {FileFormat::DcgmDiag, SourceKind::Other};
    const bool json = opensJsonDocument(head);
    const bool jsonName =
        name.size() > 5 && (name.ends_with(".json") || name.ends_with(".ndjson") || name.ends_with(".jsonl"));
    if (json) {
        if (contains(head, "\"attribution-bundle")) return {FileFormat::Manifest, SourceKind::Manifest};
        if (contains(head, "\"attribution-collect/")) return {FileFormat::CollectRecord, SourceKind::Manifest};
        if (contains(head, "\"__REALTIME_TIMESTAMP\"")) return {FileFormat::JournalJson, SourceKind::Kernel};
        if (keyHasValue(head, "\"resultType\"", "streams")) return {FileFormat::LokiJson, SourceKind::AppLog};
        if (keyHasValue(head, "\"resultType\"", "matrix") || keyHasValue(head, "\"resultType\"", "vector"))
            return {FileFormat::PrometheusJson, SourceKind::Metrics};
        if (contains(head, "\"job_id\"") || contains(head, "\"job_state\"") ||
            contains(head, "\"reason_changed_at\"") || contains(head, "\"gres\"") ||
            (inFolder(lower, "slurm") && (contains(name, "sacct") || contains(name, "scontrol"))))
            return {FileFormat::SlurmJson, SourceKind::Scheduler};
        if (contains(head, "\"involvedObject\"") || keyHasValue(head, "\"kind\"", "EventList"))
            return {FileFormat::K8sEventsJson, SourceKind::Scheduler};
        if (keyHasValue(head, "\"kind\"", "PodList") || keyHasValue(head, "\"kind\"", "Pod") ||
            contains(head, "\"containerStatuses\""))
            return {FileFormat::K8sPodsJson, SourceKind::Scheduler};
        // Ours, or the providers' own: AWS EventBridge, GCP audit log, Azure Scheduled Events.
        if (inFolder(lower, "cloud") || contains(name, "cloud") ||
            (contains(head, "\"instance") && contains(head, "\"type\"")) || contains(head, "\"detail-type\"") ||
            (contains(head, "\"protoPayload\"") && contains(head, "compute.")) ||
            contains(head, "\"DocumentIncarnation\""))
            return {FileFormat::CloudEvents, SourceKind::Cloud};
        // Known folders with content we could not recognise: let the reader complain.
        if (jsonName) {
            if (inFolder(lower, "metrics")) return {FileFormat::PrometheusJson, SourceKind::Metrics};
            if (inFolder(lower, "loki")) return {FileFormat::LokiJson, SourceKind::AppLog};
            if (inFolder(lower, "slurm")) return {FileFormat::SlurmJson, SourceKind::Scheduler};
            if (inFolder(lower, "k8s") && contains(name, "event"))
                return {FileFormat::K8sEventsJson, SourceKind::Scheduler};
            if (inFolder(lower, "k8s") && contains(name, "pod"))
                return {FileFormat::K8sPodsJson, SourceKind::Scheduler};
            if (contains(name, "journal")) return {FileFormat::JournalJson, SourceKind::Kernel};
        }
    }
    if (!json && looksLikePrometheusText(head)) return {FileFormat::PrometheusText, SourceKind::Metrics};
    if (!json && startsAfterBlanks(head, "NodeName=")) return {FileFormat::SlurmNodeText, SourceKind::Scheduler};
    if (!json && looksLikeKubectlPodsWide(head)) return {FileFormat::K8sPodsText, SourceKind::Scheduler};
    return {FileFormat::TextLog, textKindFromName(path)};
}

Classification classifyFile(std::string_view path, const FileData& data) {
    constexpr std::size_t kBinaryCheckBytes = 4096;  // all looksBinary reads
    thread_local std::string buffer;
    std::string_view head = data.head(kBinaryCheckBytes, buffer);
    const std::size_t first = head.find_first_not_of(" \t\r\n\xef\xbb\xbf");
    // JSON is sniffed for keys further in; a start this near the end of the head may be cut.
    // A log that merely opens with '[' is told from JSON by the head alone: one read, not two.
    const bool needsMore = first == std::string_view::npos || first + 64 > head.size() || opensJsonDocument(head);
    if (needsMore && data.size() > head.size()) head = data.head(kSniffBytes, buffer);
    return classifyFile(path, head);
}

}  // namespace aw
