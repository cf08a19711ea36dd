// Issue 43: what attribution-cli prints never steers the terminal. A node name, a file name
// and an evidence line of a bundle carry OSC 52 (writes the clipboard) and cursor moves
// (rewrite lines already shown); `inspect` and `analyze` print them escaped
// (engine/core/control_escapes.h, app/cli/terminal_out.h), and --json escapes them as JSON.
#include "engine/core/control_escapes.h"
#include "engine/core/json_writer.h"

#include "tests/support/run_cli.h"

#include <gtest/gtest.h>

#include <cstdio>

namespace {

const std::string kOsc52 = "\x1b]52;c;cHduZWQ=\x07";  // sets the clipboard to "pwned"
const std::string kCursor = "\x1b[1A\x1b[2K";         // up a line, erase it
const std::string kOsc52Shown = "\\x1b]52;c;cHduZWQ=\\x07";
const std::string kCursorShown = "\\x1b[1A\\x1b[2K";

// The first byte a terminal would act on: C0 but tab and line feed, DEL, C1 in UTF-8.
std::string firstControl(const std::string& text) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if ((c < 0x20 && c != '\t' && c != '\n') || c == 0x7F)
            return "byte " + std::to_string(c) + " at " + std::to_string(i);
        if (c == 0xC2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) >= 0x80 &&
            static_cast<unsigned char>(text[i + 1]) <= 0x9F)
            return "C1 at " + std::to_string(i);
    }
    return {};
}

// A bundle whose culprit node, one file name and the evidence line carry the sequences.
void writeHostileBundle(const awtest::TempFolder& dir) {
    const std::string node = "node007" + kOsc52 + kCursor;
    std::string jsonNode;
    for (char c : node) {
        char buf[8];
        if (static_cast<unsigned char>(c) < 0x20) std::snprintf(buf, sizeof buf, "\\u%04x", c), jsonNode += buf;
        else jsonNode += c;
    }
    dir.write("b/bundle.json", R"({"format": "attribution-bundle/1",
      "workload": {"id": "slurm-4242", "scheduler": "slurm"},
      "nodes": [{"name": ")" + jsonNode +
                                   R"("}, {"name": "node001"}],
      "sources": [{"path": "nodes/n7/dmesg)" +
                                   jsonNode + R"(.log", "kind": "kernel", "node": ")" + jsonNode + R"("}]})");
    dir.write("b/nodes/n7/dmesg" + node + ".log", "[Mon Nov 30 08:10:03 2026] NVRM: Xid (PCI:0000:5a:00): 79, pid='" +
                                                      kOsc52 + "', name=" + kCursor +
                                                      ", GPU has fallen off the bus.\n");
    dir.write("b/nodes/node001/train.log", "2026-11-30 08:00:00,000 INFO step 10 loss 2.31\n"
                                           "2026-11-30 08:20:00,000 ERROR NCCL watchdog timeout\n");
}

}  // namespace

TEST(TerminalOutput, ControlsBecomeVisibleEscapes) {
    EXPECT_EQ(aw::escapeControls("a" + kOsc52 + "b"), "a" + kOsc52Shown + "b");
    EXPECT_EQ(aw::escapeControls(kCursor), kCursorShown);
    EXPECT_EQ(aw::escapeControls("line\nforged\rline"), "line\\nforged\\rline");
    EXPECT_EQ(aw::escapeControls("tab\tkept, caf\xc3\xa9 kept, DEL\x7f"), "tab\tkept, caf\xc3\xa9 kept, DEL\\x7f");
    EXPECT_EQ(aw::escapeControls("csi\xc2\x9b"
                                 "31m nel\xc2\x85"),
              "csi\\u009b31m nel\\u0085");
    EXPECT_EQ(aw::escapeControls("\xe2\x80\xae"
                                 "fdp.exe \xe2\x81\xa6x"),
              "\\u202efdp.exe \\u2066x");
    EXPECT_EQ(aw::escapeControls("bad \xff\xfe cut \xe2\x82"), "bad \\xff\\xfe cut \\xe2\\x82");
    EXPECT_EQ(aw::escapeControls(std::string("nul\0", 4)), "nul\\x00");
    EXPECT_EQ(aw::escapeControls("plain \xe2\x80\x94 text"), "plain \xe2\x80\x94 text");
    EXPECT_TRUE(firstControl(aw::escapeControls(kOsc52 + kCursor + "\xc2\x9b\x7f\x1b")).empty());
}

// JSON escapes every control character, C1 included (valid JSON raw, but not for a terminal).
TEST(TerminalOutput, JsonEscapesC0DelAndC1) {
    EXPECT_EQ(aw::jsonQuote(kOsc52), "\"\\u001b]52;c;cHduZWQ=\\u0007\"");
    EXPECT_EQ(aw::jsonQuote("\x7f\xc2\x9b\xc2\x85\xc2\xa0"), "\"\\u007f\\u009b\\u0085\xc2\xa0\"");
}

TEST(TerminalOutput, InspectAndAnalyzePrintNodeFileAndEvidenceEscaped) {
    awtest::TempFolder dir;
    writeHostileBundle(dir);
    const std::string bundle = "'" + dir.file("b") + "'";

    const awtest::Ran inspect = awtest::runCli("inspect " + bundle, dir);
    ASSERT_EQ(inspect.status, 0) << inspect.err;
    EXPECT_EQ(firstControl(inspect.out), "") << inspect.out;
    EXPECT_NE(inspect.out.find("node007" + kOsc52Shown + kCursorShown), std::string::npos) << "the node:\n"
                                                                                           << inspect.out;
    EXPECT_NE(inspect.out.find("dmesgnode007" + kOsc52Shown), std::string::npos) << "the file:\n" << inspect.out;

    const awtest::Ran analyze = awtest::runCli("analyze --no-cache " + bundle, dir);
    ASSERT_EQ(analyze.status, 0) << analyze.err;
    EXPECT_EQ(firstControl(analyze.out), "") << analyze.out;
    EXPECT_EQ(firstControl(analyze.err), "") << analyze.err;
    EXPECT_NE(analyze.out.find("Culprit: node007" + kOsc52Shown), std::string::npos) << analyze.out;
    EXPECT_NE(analyze.out.find("pid='" + kOsc52Shown + "', name=" + kCursorShown), std::string::npos)
        << "the evidence line:\n"
        << analyze.out;
    // The node fails the host name grammar: its commands are left out, and said so.
    EXPECT_EQ(analyze.out.find("$ ssh"), std::string::npos) << analyze.out;
    EXPECT_NE(analyze.out.find("(left out: ssh -- {node} "), std::string::npos) << analyze.out;

    // --json: the same bytes as JSON escapes, nothing raw.
    for (const char* command : {"inspect --json ", "analyze --no-cache --json "}) {
        const awtest::Ran json = awtest::runCli(command + bundle, dir);
        ASSERT_EQ(json.status, 0) << command << json.err;
        EXPECT_EQ(firstControl(json.out), "") << command;
        EXPECT_NE(json.out.find("\\u001b]52;c;cHduZWQ=\\u0007"), std::string::npos) << command;
    }
}
