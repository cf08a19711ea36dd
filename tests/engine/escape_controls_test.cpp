// aw::escapeControls (engine/core/control_escapes.h) is the one way the engine makes text from
// data printable: the CLI's output, a refused node name in collect, a host list in an error, a
// value a command template refused. Whatever the text, what comes out holds no control
// character (tab only where asked for), no ESC, no C1, no bidirectional override, is valid
// UTF-8, and is bounded when a bound is asked for.
#include "engine/core/control_escapes.h"
#include "engine/core/host_list.h"
#include "engine/core/utf8.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

namespace {

// Why `shown` could steer a terminal or hide what it holds, or "" when it cannot.
std::string unsafe(std::string_view shown, bool tabAllowed) {
    for (std::size_t i = 0; i < shown.size();) {
        const auto c = static_cast<unsigned char>(shown[i]);
        if ((c < 0x20 && !(c == '\t' && tabAllowed)) || c == 0x7F) return "control byte at " + std::to_string(i);
        if (aw::isC1Control(shown, i)) return "C1 control at " + std::to_string(i);
        if (shown.substr(i, 2) == "\xe2\x80" && i + 2 < shown.size() &&
            static_cast<unsigned char>(shown[i + 2]) >= 0xAA && static_cast<unsigned char>(shown[i + 2]) <= 0xAE)
            return "bidirectional override at " + std::to_string(i);
        if (shown.substr(i, 2) == "\xe2\x81" && i + 2 < shown.size() &&
            static_cast<unsigned char>(shown[i + 2]) >= 0xA6 && static_cast<unsigned char>(shown[i + 2]) <= 0xA9)
            return "bidirectional isolate at " + std::to_string(i);
        const std::size_t n = aw::utf8SequenceLength(shown, i);
        if (n == 0) return "invalid UTF-8 at " + std::to_string(i);
        i += n;
    }
    return {};
}

const std::string kOsc52 = "\x1b]52;c;cHduZWQ=\x07";  // sets the clipboard to "pwned"
const std::string kCursor = "\x1b[1A\x1b[2K";         // up a line, erase it

}  // namespace

TEST(EscapeControls, EscSequencesC1NulAndBadUtf8AreEscapedInANameToo) {
    const std::string hostile = "n" + kOsc52 + kCursor + "\xc2\x9b" + "31m" + std::string("\0", 1) + "\xff\xe2\x82" +
                                "\xe2\x80\xae" + "\t\r\n\x7f";
    const std::string shown = aw::escapeControls(hostile, aw::kQuotedName);
    EXPECT_EQ(shown, "n\\x1b]52;c;cHduZWQ=\\x07\\x1b[1A\\x1b[2K\\u009b31m\\x00\\xff\\xe2\\x82\\u202e\\x09\\r\\n\\x7f");
    EXPECT_EQ(unsafe(shown, false), "");
    // The default keeps a log line's tab, and only that.
    EXPECT_EQ(aw::escapeControls("a\tb\x1b"), "a\tb\\x1b");
    EXPECT_EQ(unsafe(aw::escapeControls(hostile), true), "");
}

// What the names collect refuses showed before (an ssh option with a tab) is what they show now.
TEST(EscapeControls, ANodeNameShowsAsCollectRecordsIt) {
    EXPECT_EQ(aw::escapeControls("-oProxyCommand=touch\t/tmp/pwned", aw::kQuotedName),
              "-oProxyCommand=touch\\x09/tmp/pwned");
    // Valid UTF-8 other than controls stays as it is.
    EXPECT_EQ(aw::escapeControls("n\xc5\x93ud-\xe2\x80\x94", aw::kQuotedName), "n\xc5\x93ud-\xe2\x80\x94");
}

TEST(EscapeControls, ABoundCutsTheTextAndSaysSo) {
    EXPECT_EQ(aw::escapeControls(std::string(80, 'a'), aw::kQuotedName), std::string(80, 'a'));
    EXPECT_EQ(aw::escapeControls(std::string(81, 'a'), aw::kQuotedName), std::string(80, 'a') + "...");
    EXPECT_EQ(aw::escapeControls("abcdef", {.maxBytes = 3}), "abc...");
    // A cut inside a character, a C1 control or a bidi override shows the bytes before it.
    EXPECT_EQ(aw::escapeControls("ab\xc3\xa9", {.maxBytes = 3}), "ab\\xc3...");
    EXPECT_EQ(aw::escapeControls("ab\xc2\x9b", {.maxBytes = 3}), "ab\\xc2...");
    EXPECT_EQ(aw::escapeControls("a\xe2\x80\xae", {.maxBytes = 3}), "a\\xe2\\x80...");
    // A megabyte of ESC: every byte is 4 when shown, so 4 * 80 + 3 at most.
    const std::string flood(1 << 20, '\x1b');
    const std::string shown = aw::escapeControls(flood, aw::kQuotedName);
    EXPECT_EQ(shown.size(), 4u * 80 + 3);
    EXPECT_EQ(unsafe(shown, false), "");
    // Unbounded, it is all there, escaped.
    EXPECT_EQ(aw::escapeControls(flood).size(), 4u * flood.size());
}

// Random bytes, weighted towards the ones that matter, never come out unsafe or unbounded.
TEST(EscapeControls, RandomBytesNeverComeOutUnsafe) {
    std::mt19937 random(48);
    static const char kBytes[] = "\x1b\x07\x00\t\r\n\x7f\xc2\x9b\x85\xe2\x80\xae\x81\xa6\xff\xc3\xa9[]a\\";
    const std::string alphabet(kBytes, sizeof kBytes - 1);
    for (int round = 0; round < 3000; ++round) {
        std::string text(random() % 200, '\0');
        for (char& c : text)
            c = random() % 2 ? alphabet[random() % alphabet.size()] : static_cast<char>(random() % 256);
        const std::string named = aw::escapeControls(text, aw::kQuotedName);
        ASSERT_EQ(unsafe(named, false), "") << ::testing::PrintToString(text);
        ASSERT_LE(named.size(), 4u * 80 + 3);
        ASSERT_EQ(unsafe(aw::escapeControls(text), true), "") << ::testing::PrintToString(text);
    }
}

// A host list from a file, quoted in the error that refuses it: its controls escaped (they
// were '?' before: the escapes say which byte it was), its length bounded.
TEST(EscapeControls, AHostListInAnErrorIsEscapedAndBounded) {
    const aw::HostListExpansion refused = aw::expandHostList("x[]," + kOsc52 + "\xc2\x9b", 100);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error,
              "host list 'x[],\\x1b]52;c;cHduZWQ=\\x07\\u009b' has an empty bracket group: not expanded");
    const aw::HostListExpansion tooLong = aw::expandHostList("x[]," + std::string(100000, '\x1b'), 100);
    ASSERT_FALSE(tooLong.ok());
    EXPECT_EQ(unsafe(tooLong.error, false), "");
    EXPECT_LT(tooLong.error.size(), 4u * 80 + 100);
    EXPECT_NE(tooLong.error.find("\\x1b...' has an empty bracket group"), std::string::npos);
}
