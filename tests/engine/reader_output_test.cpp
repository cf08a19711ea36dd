// A structured reader's records keep their host as an index into names kept once per run
// of records (a journal names one host a million times); the loader resolves each name once.
#include "engine/load/json/journal_json_reader.h"
#include "engine/load/bundle_loader.h"
#include "engine/load/json/reader_io.h"
#include "tests/support/files.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

TEST(ReaderOutput, ARunOfRecordsNamingOneHostKeepsTheNameOnce) {
    std::string journal;
    for (const char* host : {"node001", "node001", "node001", "node002", "node002", "node001", ""})
        journal += std::string(R"({"_HOSTNAME":")") + host + R"(","MESSAGE":"m"})" + "\n";
    const aw::ReaderOutput out = aw::readJournalJson({"journal.json", journal, {}});
    ASSERT_EQ(out.records.size(), 7u);
    const char* expected[] = {"node001", "node001", "node001", "node002", "node002", "node001", ""};
    for (std::size_t i = 0; i < 7; ++i) EXPECT_EQ(out.nodeOf(out.records[i]), expected[i]) << i;
    // "" (job-level), then one entry per run: node001, node002, node001 again.
    ASSERT_EQ(out.nodeNames.size(), 4u);
    EXPECT_EQ(out.nodeNames[0], "");
    EXPECT_EQ(out.records[0].node, out.records[2].node);
    EXPECT_EQ(out.records[6].node, 0u);
    EXPECT_EQ(out.records[3].text, "m");
}

// The loader puts each record on the node its run names, whatever file holds it, and
// records that name no host on the file's own node.
TEST(ReaderOutput, RecordsOfTwoHostsInOneJournalLandOnTheirNodes) {
    std::string journal;
    for (const char* host : {"gpu-a", "gpu-a", "gpu-b", "gpu-a", ""})
        journal += std::string(R"({"_HOSTNAME":")") + host +
                   R"(","__REALTIME_TIMESTAMP":"1796025600000000","MESSAGE":"kernel: a line"})" + "\n";
    awtest::TempFolder folder;
    folder.write("nodes/gpu-c/journal.json", journal);
    const aw::Bundle bundle = aw::loadBundle(folder.path());
    ASSERT_EQ(bundle.files.size(), 1u);
    ASSERT_EQ(bundle.files[0].format, aw::FileFormat::JournalJson);
    ASSERT_EQ(bundle.records.size(), 1u);
    std::vector<std::string> nodes;
    for (const aw::Observation& o : bundle.records[0])
        nodes.push_back(o.node < bundle.nodes.size() ? bundle.nodes[o.node].name : "?");
    EXPECT_EQ(nodes, (std::vector<std::string>{"gpu-a", "gpu-a", "gpu-b", "gpu-a", "gpu-c"}));
}

// Records point into text blocks that never move: thousands of records across several
// blocks read back whole, and still do once finish() has replaced the last, half-empty
// block by an exact copy (their views moved into it).
TEST(ReaderOutput, RecordTextsStayReadableAcrossBlocksAndAfterFinish) {
    aw::ReaderOutput out;
    std::vector<std::string> expected;
    for (int i = 0; i < 5000; ++i) {
        expected.push_back(i % 7 == 0 ? std::string() : "record " + std::to_string(i) + std::string(i % 50, 'x'));
        out.add(expected.back(), i % 2 ? "node-a" : "node-b");
    }
    ASSERT_GT(out.text.blockCount(), 2u);
    for (std::size_t i = 0; i < expected.size(); ++i) ASSERT_EQ(out.records[i].text, expected[i]) << i;
    const char* lastBefore = out.records.back().text.data();
    out.finish();
    EXPECT_NE(out.records.back().text.data(), lastBefore) << "the last block was not shrunk";
    for (std::size_t i = 0; i < expected.size(); ++i) ASSERT_EQ(out.records[i].text, expected[i]) << i;
    std::vector<std::unique_ptr<std::string>> owner;
    out.text.moveTo(owner);
    EXPECT_EQ(out.text.blockCount(), 0u);
    for (std::size_t i = 0; i < expected.size(); ++i) ASSERT_EQ(out.records[i].text, expected[i]) << i;
}

TEST(TextBlocks, AViewStaysWhereItIsWhileMoreIsAppended) {
    aw::TextBlocks blocks;
    const std::string_view first = blocks.append("first");
    const char* where = first.data();
    for (int i = 0; i < 100000; ++i) blocks.append("more text, more blocks");
    EXPECT_EQ(first.data(), where);
    EXPECT_EQ(first, "first");
    EXPECT_TRUE(blocks.append("").empty());
}
