// Loki query results and journalctl -o json exports: both log-shaped JSON.
#include "tests/fuzz/fuzz_input.h"
#include "tests/fuzz/reader_checks.h"
#include "engine/load/json/journal_json_reader.h"
#include "engine/load/json/loki_reader.h"

#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text = awfuzz::asText(data, size);
    aw::TimeContext ctx;
    ctx.year = 2026;
    aw::ReaderInput in{"logs/fuzz.json", text, ctx};
    awfuzz::checkRecords(aw::readLokiJson(in));
    awfuzz::checkRecords(aw::readJournalJson(in));
    // As the loader reads a journal: from a copy, its messages pointing into the bytes kept.
    const std::string copy(text);
    awfuzz::checkRecords(aw::readJournalJson({in.path, copy, ctx, text}));
    return 0;
}
