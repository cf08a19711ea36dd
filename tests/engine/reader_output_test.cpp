// A structured reader's records keep their host as an index into names kept once per run
// of records (a journal names one host a million times); the loader resolves each name once.
#include "engine/load/json/journal_json_reader.h"
#include "engine/load/json/loki_reader.h"
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
    // Every third record's text is found in its raw bytes and points there instead.
    const std::string kept = "{\"MESSAGE\":\"kept where the file has it\"}";
    const std::string copy = kept;
    const aw::ReaderInput in{"journal.json", copy, {}, kept};
    for (int i = 0; i < 5000; ++i) {
        expected.push_back(i % 7 == 0 ? std::string() : "record " + std::to_string(i) + std::string(i % 50, 'x'));
        if (i % 3 == 0) {
            expected.back() = "kept where the file has it";
            out.addFrom(expected.back(), in, 0, kept.size(), i % 2 ? "node-a" : "node-b");
        } else {
            out.add(expected.back(), i % 2 ? "node-a" : "node-b");
        }
    }
    ASSERT_GT(out.text.blockCount(), 2u);
    // Then copies up to the first in a new block, whose room is then nearly all unused.
    for (const std::size_t blocks = out.text.blockCount(); out.text.blockCount() == blocks;) {
        expected.push_back("filler " + std::to_string(expected.size()));
        out.add(expected.back());
    }
    for (int j = 0; j < 6; ++j) {  // the last block's copies between records that point elsewhere
        expected.push_back(j % 2 ? "kept where the file has it" : "last " + std::to_string(j));
        if (j % 2) out.addFrom(expected.back(), in, 0, kept.size());
        else out.add(expected.back());
    }
    for (std::size_t i = 0; i < expected.size(); ++i) ASSERT_EQ(out.records[i].text, expected[i]) << i;
    for (int i = 0; i < 5000; i += 3) ASSERT_EQ(out.records[i].text.data(), kept.data() + 12) << i;
    const char* lastBefore = out.records[out.records.size() - 2].text.data();
    out.finish();
    EXPECT_NE(out.records[out.records.size() - 2].text.data(), lastBefore) << "the last block was not shrunk";
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

namespace {
// Whether `text` lies in `bytes`' memory (not merely equals part of it).
bool pointsInto(std::string_view text, const std::string& bytes) {
    return text.data() >= bytes.data() && text.data() < bytes.data() + bytes.size();
}
}  // namespace

// A journal line that is its MESSAGE alone points into the file's bytes when they are kept;
// one with escapes, or with the identifier syslog puts before it, has a copy of its own.
TEST(ReaderOutput, AJournalMessageWithoutEscapesPointsIntoTheKeptBytes) {
    const std::string journal = R"({"_TRANSPORT":"stdout","SYSLOG_IDENTIFIER":"python3","MESSAGE":"NCCL INFO ring 0"})"
                                "\n"
                                R"({"_TRANSPORT":"stdout","MESSAGE":"said \"hello\""})"
                                "\n"
                                R"({"_TRANSPORT":"kernel","SYSLOG_IDENTIFIER":"kernel","MESSAGE":"NVRM: Xid 79"})"
                                "\n";
    const std::string copy = journal;  // the bytes as a reader has them: not where they stay
    const aw::ReaderOutput out = aw::readJournalJson({"journal.json", copy, {}, journal});
    ASSERT_EQ(out.records.size(), 3u);
    EXPECT_EQ(out.records[0].text, "NCCL INFO ring 0");
    EXPECT_EQ(out.records[0].text.data(), journal.data() + journal.find("NCCL"));
    EXPECT_EQ(out.records[1].text, "said \"hello\"");
    EXPECT_FALSE(pointsInto(out.records[1].text, journal));
    EXPECT_EQ(out.records[2].text, "kernel: NVRM: Xid 79");
    // Nothing kept: every text is a copy.
    const aw::ReaderOutput alone = aw::readJournalJson({"journal.json", copy, {}});
    EXPECT_EQ(alone.records[0].text, "NCCL INFO ring 0");
    EXPECT_FALSE(pointsInto(alone.records[0].text, copy));
}

// The same for a Loki answer's lines.
TEST(ReaderOutput, ALokiLineWithoutEscapesPointsIntoTheKeptBytes) {
    const std::string loki =
        R"({"status":"success","data":{"resultType":"streams","result":[{"stream":{"host":"n1"},)"
        R"("values":[["1700000000000000000","plain line"],["1700000000000000001","with \"quote\""]]}]}})";
    const std::string copy = loki;
    const aw::ReaderOutput out = aw::readLokiJson({"loki.json", copy, {}, loki});
    ASSERT_EQ(out.records.size(), 2u);
    EXPECT_EQ(out.records[0].text, "plain line");
    EXPECT_EQ(out.records[0].text.data(), loki.data() + loki.find("plain line"));
    EXPECT_EQ(out.records[1].text, "with \"quote\"");
    EXPECT_FALSE(pointsInto(out.records[1].text, loki));
    EXPECT_EQ(out.nodeOf(out.records[0]), "n1");
}

// A journal entry's fields are found in one pass: the first of a key counts (as a lookup
// gives it), a field of another type than expected says nothing, the order of the fields
// does not matter, and a message of bytes (not UTF-8) is read from its array.
TEST(ReaderOutput, AJournalEntrysFieldsAreTheFirstOfTheirKeyWhateverTheirOrder) {
    const std::string journal =
        R"({"MESSAGE":"first","_HOSTNAME":"node007","MESSAGE":"second","__REALTIME_TIMESTAMP":"1796025600000000","SYSLOG_IDENTIFIER":"kernel"})"
        "\n"
        R"({"__REALTIME_TIMESTAMP":1796025600000001,"SYSLOG_IDENTIFIER":"trainer","_TRANSPORT":"stdout","_HOSTNAME":42,"MESSAGE":[104,105]})"
        "\n"
        R"({"SYSLOG_IDENTIFIER":7,"MESSAGE":"no identifier","_HOSTNAME":"node008","_HOSTNAME":"node009"})"
        "\n";
    const aw::ReaderOutput out = aw::readJournalJson({"journal.json", journal, {}});
    ASSERT_EQ(out.records.size(), 3u);
    EXPECT_EQ(out.records[0].text, "kernel: first");
    EXPECT_EQ(out.nodeOf(out.records[0]), "node007");
    EXPECT_EQ(out.records[0].time, aw::TimeNs{1796025600000000} * 1000);
    EXPECT_EQ(out.records[0].source, aw::SourceKind::Kernel);
    EXPECT_EQ(out.records[1].text, "hi");  // a program's own output keeps no identifier
    EXPECT_EQ(out.nodeOf(out.records[1]), "");
    EXPECT_EQ(out.records[1].time, aw::TimeNs{1796025600000001} * 1000);
    EXPECT_EQ(out.records[1].source, aw::SourceKind::AppLog);
    EXPECT_EQ(out.records[2].text, "no identifier");
    EXPECT_EQ(out.nodeOf(out.records[2]), "node008");
    EXPECT_EQ(out.records[2].time, aw::kNoTime);
}
