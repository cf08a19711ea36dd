// How much of a file the classifier reads to tell a log from a JSON document.
#include "engine/load/file_classifier.h"

#include "engine/core/bundle.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

// A file in memory that records the length of every read, as a mapped file's reads are
// system calls (bench/README.md: 9,219 small logs paid two each).
class CountingFile final : public aw::FileData {
public:
    explicit CountingFile(std::string bytes) : bytes_(std::move(bytes)) {}
    std::string_view bytes() const override { return bytes_; }
    std::size_t read(std::uint64_t offset, std::size_t length, char* into) const override {
        reads.push_back(length);
        return FileData::read(offset, length, into);
    }
    mutable std::vector<std::size_t> reads;

private:
    std::string bytes_;
};

std::string repeated(std::string_view line, std::size_t bytes) {
    std::string text;
    while (text.size() < bytes) text += line;
    return text;
}

}  // namespace

TEST(FileClassifier, ALogThatOpensWithABracketIsToldFromJsonByOneSmallRead) {
    // The three openings of bench's many-small shape, each a real log's (rank prefix, bracketed
    // stamp, dmesg's seconds since boot).
    for (std::string_view line :
         {"[rank4561]:/usr/local/lib/python3.10/site-packages/torch/x.py:12: warning\n",
          "[2026-11-30 08:00:03,147] [INFO] step 10 loss 2.3\n", "[    0.000000] Linux version 5.15.0-91-generic\n"}) {
        const CountingFile file(repeated(line, 100'000));
        const aw::Classification c = aw::classifyFile("nodes/node0571/rank4561.log", file);
        EXPECT_EQ(c.format, aw::FileFormat::TextLog) << line;
        ASSERT_EQ(file.reads.size(), 1u) << line;
        EXPECT_LE(file.reads[0], 4096u) << line;
    }
}

TEST(FileClassifier, AJsonArrayOfObjectsIsStillSniffedFurtherForItsKeys) {
    // The key that names it comes after 4 KiB of other fields.
    std::string json = "[\n  {\"note\": \"" + std::string(6000, 'x') + "\", \"__REALTIME_TIMESTAMP\": \"1\"}\n]\n";
    const CountingFile file(json);
    EXPECT_EQ(aw::classifyFile("logs/kernel.json", file).format, aw::FileFormat::JournalJson);
    EXPECT_EQ(file.reads.size(), 2u);
}

// A text log's control bytes (tabs, CR, form feed, vertical tab, backspace, the ESC of
// colour codes) are text; other control bytes past a tenth of the head, or one NUL, are not.
TEST(FileClassifier, ControlBytesPastATenthOrANulMakeAFileBinary) {
    std::string text;
    while (text.size() < 4096) text += "\x1b[31mERROR\x1b[0m\tstep 3\r\n\f\v progress\b\b\n";
    EXPECT_FALSE(aw::looksBinary(text));
    auto withControls = [](std::size_t per100) {
        std::string s;
        for (std::size_t i = 0; s.size() < 4096; ++i) s += i % 100 < per100 ? '\x01' : 'a';
        return s;
    };
    EXPECT_FALSE(aw::looksBinary(withControls(9)));
    EXPECT_TRUE(aw::looksBinary(withControls(11)));
    EXPECT_TRUE(aw::looksBinary(std::string("text\0text", 9)));
    EXPECT_FALSE(aw::looksBinary(""));
    // A NUL anywhere in the head, whether counted 16 at a time or in the tail.
    for (std::size_t at = 0; at < 100; ++at) {
        std::string s(100, 'a');
        s[at] = '\0';
        EXPECT_TRUE(aw::looksBinary(s)) << at;
    }
    // As a plain count of the control bytes says, on heads of every length and mix.
    std::uint32_t seed = 7;
    for (std::size_t size = 1; size < 300; ++size) {
        std::string s;
        std::size_t control = 0;
        for (std::size_t i = 0; i < size; ++i) {
            seed = seed * 1664525u + 1013904223u;
            const auto c =
                static_cast<unsigned char>(seed >> 24 < 40 ? 1 + (seed >> 8) % 0x1f : 'a' + (seed >> 8) % 26);
            s += static_cast<char>(c);
            control += c < 0x20 && !(c >= 8 && c <= 13) && c != 0x1b;
        }
        EXPECT_EQ(aw::looksBinary(s), control * 10 > size) << size;
    }
    // Only the first 4 KiB are looked at.
    EXPECT_FALSE(aw::looksBinary(std::string(4096, 'a') + std::string(4096, '\x02')));
    // Every control byte but the text ones counts.
    for (unsigned char c = 1; c < 0x20; ++c) {
        const bool textual = c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == 0x1b || c == '\v' || c == '\b';
        EXPECT_EQ(aw::looksBinary(std::string(100, static_cast<char>(c))), !textual) << int(c);
    }
    EXPECT_FALSE(aw::looksBinary(std::string(100, ' ')));
}
