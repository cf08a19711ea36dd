// JsonWriter: the output is valid JSON whatever the bytes (inspect and analyze print
// paths and log text that may hold invalid UTF-8 and control characters).
#include "engine/core/json_writer.h"

#include <gtest/gtest.h>
#include <simdjson.h>

#include <cmath>

using namespace aw;

TEST(JsonWriter, WritesNestedValuesWithCommas) {
    std::string out;
    JsonWriter w(out, 0);
    w.beginObject();
    w.key("name").value("node001");
    w.key("ranks").beginArray().value(0).value(7).endArray();
    w.key("empty").beginArray().endArray();
    w.key("ok").value(true);
    w.key("none").null();
    w.key("ratio").value(0.1);
    w.key("nan").value(std::nan(""));
    w.key("big").value(static_cast<std::uint64_t>(18446744073709551615ull));
    w.endObject();
    EXPECT_EQ(
        out,
        R"({"name":"node001","ranks":[0,7],"empty":[],"ok":true,"none":null,"ratio":0.1,"nan":null,"big":18446744073709551615})");
}

TEST(JsonWriter, EscapesAndRepairsBytes) {
    EXPECT_EQ(jsonQuote("a\"b\\c\n\t\x01"), R"("a\"b\\c\n\t\u0001")");
    EXPECT_EQ(jsonQuote("caf\xc3\xa9"), "\"caf\xc3\xa9\"");                            // valid UTF-8 kept
    EXPECT_EQ(jsonQuote("bad \xff\xfe"), "\"bad \xEF\xBF\xBD\xEF\xBF\xBD\"");          // invalid -> U+FFFD
    EXPECT_EQ(jsonQuote("\xc0\xaf"), "\"\xEF\xBF\xBD\xEF\xBF\xBD\"");                  // overlong
    EXPECT_EQ(jsonQuote("\xed\xa0\x80"), "\"\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\"");  // surrogate

    std::string out;
    JsonWriter w(out);
    w.beginObject().key("line").value("x\xff\x00y" + std::string("\xe2\x82")).key("n").value(1).endObject();
    simdjson::dom::parser parser;
    simdjson::dom::element doc;
    ASSERT_FALSE(parser.parse(out).get(doc)) << out;  // pretty output parses
}
