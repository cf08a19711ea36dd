// The grammars a value must pass before it stands in a command (engine/core/value_grammar.h):
// good values of each kind pass, and the hostile ones of issue 43 (words, options, shell
// syntax, control characters) fail.
#include "engine/core/value_grammar.h"

#include <gtest/gtest.h>

#include <string>

namespace {

struct Case {
    aw::ValueKind kind;
    std::vector<std::string> good;
    std::vector<std::string> bad;
};

const std::vector<Case>& cases() {
    static const std::vector<Case> all = {
        {aw::ValueKind::HostName,
         {"node007", "gpu-node-5", "Node007", "node007.cluster.local", "a", "10.0.0.5", "3com", "gpu_01",
          std::string(63, 'a'),
          std::string(63, 'a') + "." + std::string(63, 'b') + "." + std::string(63, 'c') + "." + std::string(61, 'd')},
         {"", "node007 sudo touch -- /tmp/pwned", "--selector=kubernetes.io/os=linux", "-oProxyCommand=x", "-node",
          "node-", "node..x", ".node", "node.", "node[001-003]", "$(reboot)", "`id`", "node;id",
          "node\x1b]52;c;cHduZWQ=\x07", "node\n", "n\xc3\xa9ud", std::string(64, 'a'),
          std::string(63, 'a') + "." + std::string(63, 'b') + "." + std::string(63, 'c') + "." + std::string(62, 'd'),
          std::string("node\0x", 6)}},
        {aw::ValueKind::K8sNodeName,
         {"gpu-node-5", "ip-10-0-0-5.ec2.internal", "node007", "a"},
         {"Node007", "--selector=kubernetes.io/os=linux", "-x", "x-", "a..b", "node_1", "node 1", "", "a/b"}},
        {aw::ValueKind::HostNameList,
         {"node007", "node007,node008", "a.b,c"},
         {"", "node007,", ",node007", "node007,,node008", "node007, node008", "node007,-x", "node[1-2]"}},
        {aw::ValueKind::UnsignedNumber,
         {"0", "4242", "123456789012345678"},
         {"", "-1", "+1", "1 2", "4242;reboot", "1e3", "0x10", "1234567890123456789", "٣"}},
        {aw::ValueKind::PciBusId,
         {"00000000:3B:00.0", "0000:3b:00.0", "0000:5a:00", "3b:00.0", "3B:1f.7", "0000:c1:00.1"},
         {"", "PCI:0000:5a:00", "0000:5a:00.8", "0000:5a:20.0", "000:5a:00.0", "0000:5a:0.0", "0000:5g:00.0",
          "0000:5a:00.0 ", "-0000:5a:00.0", "0000:5a:00.0;id", "0000::00.0", "00000:5a:00.0"}},
        {aw::ValueKind::GpuUuid,
         {"GPU-d23f6da4-fdd2-74bf-462f-153db0e3ea25", "GPU-D23F6DA4-FDD2-74BF-462F-153DB0E3EA25",
          "MIG-d23f6da4-fdd2-74bf-462f-153db0e3ea25"},
         {"", "GPU-", "d23f6da4-fdd2-74bf-462f-153db0e3ea25", "GPU-d23f6da4-fdd2-74bf-462f-153db0e3ea2",
          "GPU-d23f6da4-fdd2-74bf-462f-153db0e3ea25x", "GPU-d23f6da4fdd2-74bf-462f-153db0e3ea25-", "GPU-$(id)",
          "gpu-d23f6da4-fdd2-74bf-462f-153db0e3ea25"}},
        {aw::ValueKind::GpuSelector,
         {"3", "00000000:5A:00.0", "GPU-d23f6da4-fdd2-74bf-462f-153db0e3ea25", "1234"},
         {"", "-1", "--gpu-reset", "0 1", "0,1", "12345", "all"}},
        {aw::ValueKind::QuotedText,
         {"Xid 79: GPU has fallen off the bus (PCI:0000:5a:00) (attribution)", "a", "it's fine", std::string(256, 'x')},
         {"", "-x", "say \"hi\"", "$(reboot)", "${HOME}", "`id`", "a\\b", "hi!", "tab\there", "line\nbreak",
          "caf\xc3\xa9", std::string(257, 'x')}},
    };
    return all;
}

}  // namespace

TEST(ValueGrammar, GoodValuesPassAndHostileOnesFail) {
    for (const Case& c : cases()) {
        SCOPED_TRACE(std::string(aw::toString(c.kind)));
        for (const std::string& v : c.good) EXPECT_TRUE(aw::matchesKind(c.kind, v)) << "'" << v << "'";
        for (const std::string& v : c.bad) EXPECT_FALSE(aw::matchesKind(c.kind, v)) << "'" << v << "'";
    }
}

// No grammar lets a value start with '-' (an option); none but quoted text (which stands
// between double quotes) holds white space (more words).
TEST(ValueGrammar, NoKindTakesAnOptionOrSeveralWords) {
    for (const Case& c : cases()) {
        SCOPED_TRACE(std::string(aw::toString(c.kind)));
        EXPECT_FALSE(aw::matchesKind(c.kind, "-x"));
        EXPECT_FALSE(aw::matchesKind(c.kind, "--"));
        EXPECT_FALSE(aw::matchesKind(c.kind, "a\tb"));
        if (c.kind != aw::ValueKind::QuotedText) EXPECT_FALSE(aw::matchesKind(c.kind, "a b"));
    }
}

TEST(ValueGrammar, KindsAreNamedAndDescribed) {
    for (const Case& c : cases()) {
        EXPECT_EQ(aw::parseValueKind(aw::toString(c.kind)), c.kind);
        EXPECT_FALSE(aw::describe(c.kind).empty());
    }
    EXPECT_FALSE(aw::parseValueKind("anything"));
    EXPECT_FALSE(aw::parseValueKind(""));
}

// The collect dialog's Prometheus, Loki and API server fields pass this before a collection
// starts: "not a url" once started one and made a junk bundle.
TEST(ValueGrammar, HttpUrlTakesAddressesAndRefusesTheRest) {
    for (const char* good :
         {"http://prom:9090", "https://loki.example.org/loki", "HTTP://10.0.0.5:3100/", "http://[fd00::1]:9090/api?x=1",
          "https://user:pw@prom.example.org/p?token=abc#f", "http://127.0.0.1:8001"})
        EXPECT_TRUE(aw::isHttpUrl(good)) << good;
    for (const char* bad :
         {"not a url", "", "prom:9090", "ftp://prom", "http://", "http:///x", "http://-x/", "http://prom:0",
          "http://prom:65536", "http://prom:9x", "http://pro m/", "http://prom/a b", "http://prom/\"x\"",
          "http://prom/`id`", "http://[zz::1]/", "file:///etc/passwd", "http://prom\n/x"})
        EXPECT_FALSE(aw::isHttpUrl(bad)) << bad;
    EXPECT_FALSE(aw::isHttpUrl("http://h/" + std::string(2100, 'a')));
}
