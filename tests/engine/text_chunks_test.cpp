// TextChunks: a piece of a log read a chunk at a time gives back exactly its bytes, in
// chunks of whole lines, whatever the line lengths.
#include "engine/text/text_chunks.h"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

namespace {

using aw::TextChunks;

struct Chunk {
    std::uint64_t offset;
    std::string text;
};

std::vector<Chunk> chunksOf(const aw::FileData& data, std::size_t begin, std::size_t end, bool copy = true) {
    std::vector<char> buffer;
    TextChunks chunks(data, begin, end, buffer, copy);
    std::vector<Chunk> out;
    std::string_view chunk;
    std::uint64_t offset = 0;
    while (chunks.next(chunk, offset)) out.push_back({offset, std::string(chunk)});
    return out;
}

// Lines of 0 to 300 bytes, a few of 1.5 and 3 MiB, CRLF now and then; no newline at the end.
std::string mixedLog() {
    std::mt19937 rng(7);
    std::string log;
    for (int i = 0; log.size() < (std::size_t{5} << 20); ++i) {
        const std::size_t length = i == 2000   ? (std::size_t{3} << 20)
                                   : i == 9000 ? (std::size_t{3} << 19)
                                               : rng() % 300;
        log += std::string(length, static_cast<char>('a' + i % 26));
        log += rng() % 9 == 0 ? "\r\n" : "\n";
    }
    log += "last line without a newline";
    return log;
}

void expectWholeLinesCovering(const std::vector<Chunk>& chunks, const std::string& log, std::size_t begin,
                              std::size_t end, bool copied = true) {
    ASSERT_FALSE(chunks.empty());
    std::size_t at = begin;
    for (std::size_t k = 0; k < chunks.size(); ++k) {
        const Chunk& c = chunks[k];
        ASSERT_EQ(c.offset, at) << "chunk " << k;
        ASSERT_FALSE(c.text.empty());
        ASSERT_EQ(c.text, log.substr(at, c.text.size())) << "chunk " << k;
        at += c.text.size();
        if (at < end) {
            EXPECT_EQ(c.text.back(), '\n') << "chunk " << k << " ends inside a line";
            // Only a line longer than a chunk makes one longer than kChunkBytes: itself.
            if (copied && c.text.size() > TextChunks::kChunkBytes)
                EXPECT_EQ(c.text.find('\n'), c.text.size() - 1) << "chunk " << k;
        }
    }
    EXPECT_EQ(at, end);
}

TEST(TextChunks, AWholeLogComesBackInChunksOfWholeLines) {
    const std::string log = mixedLog();
    const aw::MemoryFile data(log);
    const auto chunks = chunksOf(data, 0, log.size());
    expectWholeLinesCovering(chunks, log, 0, log.size());
    EXPECT_GT(chunks.size(), 4u);
    std::size_t longOnes = 0;
    for (const Chunk& c : chunks) longOnes += c.text.size() > TextChunks::kChunkBytes;
    EXPECT_EQ(longOnes, 2u) << "the 3 MiB and 1.5 MiB lines";
}

TEST(TextChunks, APieceInTheMiddleComesBackAlone) {
    const std::string log = mixedLog();
    const aw::MemoryFile data(log);
    const std::size_t begin = log.find('\n', 1'000'000) + 1, end = log.find('\n', 4'500'000) + 1;
    expectWholeLinesCovering(chunksOf(data, begin, end), log, begin, end);
    EXPECT_TRUE(chunksOf(data, end, end).empty());
}

TEST(TextChunks, WithoutCopiesTheChunksAreViewsOfTheBytesCoveringThePieceAlike) {
    const std::string log = mixedLog();
    const aw::MemoryFile data(log);
    for (std::size_t begin : {std::size_t{0}, log.find('\n', 1'000'000) + 1}) {
        const auto chunks = chunksOf(data, begin, log.size(), /*copy=*/false);
        expectWholeLinesCovering(chunks, log, begin, log.size(), /*copied=*/false);
        EXPECT_GE(chunks.size(), 3u);
    }
    std::vector<char> buffer;
    TextChunks chunks(data, 0, log.size(), buffer, /*copy=*/false);
    std::string_view chunk;
    std::uint64_t offset = 0;
    ASSERT_TRUE(chunks.next(chunk, offset));
    EXPECT_EQ(chunk.data(), data.bytes().data()) << "a view, not a copy";
    EXPECT_TRUE(buffer.empty());
}

TEST(TextChunks, ShortTextsAndSingleLines) {
    for (const std::string& log :
         {std::string("one line\n"), std::string("no newline"), std::string("\n\n\n"),
          std::string(TextChunks::kChunkBytes, 'x'), std::string(TextChunks::kChunkBytes - 1, 'x') + "\n" + "y"}) {
        const aw::MemoryFile data(log);
        expectWholeLinesCovering(chunksOf(data, 0, log.size()), log, 0, log.size());
        expectWholeLinesCovering(chunksOf(data, 0, log.size(), false), log, 0, log.size(), false);
    }
}

}  // namespace
