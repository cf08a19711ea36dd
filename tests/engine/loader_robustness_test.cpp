// Bad input never crashes the loader or hides the good files; the same bundle always
// gives the same Bundle; loading can be cancelled.
#include "engine/core/bundle.h"
#include "engine/load/observations.h"
#include "engine/load/bundle_loader.h"
#include "loader_test_util.h"

#include "tests/support/time_limit.h"
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <mutex>

using namespace aw;
using awtest::TempFolder;

namespace {

const std::string kData = std::string(AW_SOURCE_DIR) + "/tests/data/";

// Everything observable about a bundle, as text, to compare two loads.
std::string fingerprint(const Bundle& b) {
    std::string s;
    for (const Node& n : b.nodes) {
        s += "node " + n.name;
        for (const auto& a : n.aliases) s += " " + a;
        for (int r : n.ranks) s += " r" + std::to_string(r);
        s += "\n";
    }
    for (std::uint32_t i = 0; i < b.files.size(); ++i) {
        const SourceFile& f = b.files[i];
        s += "file " + f.path + " " + toString(f.format) + " " + toString(f.source) + " " + std::to_string(f.node) +
             " " + std::to_string(f.lineCount) + " " + std::to_string(f.observationCount) + "\n";
        aw::forEachObservation(b, i, [&](const Observation& o) {
            s += std::to_string(o.where.line) + " " + std::to_string(o.node) + " " + std::to_string(o.rank) + " " +
                 std::to_string(o.time) + " " + std::string(o.text.substr(0, 40)) + "\n";
        });
    }
    for (const MetricSeries& m : b.metrics) s += "metric " + m.name + " " + std::to_string(m.node) + "\n";
    for (const Problem& p : b.problems)
        s += "problem " + p.file + ":" + std::to_string(p.line) + " " + p.message + "\n";
    return s;
}

}  // namespace

TEST(LoaderRobustness, BinaryEmptyAndInvalidUtf8Files) {
    TempFolder t;
    std::string binary(8192, '\0');
    for (std::size_t i = 0; i < binary.size(); ++i) binary[i] = static_cast<char>((i * 131) % 256);
    t.write("nodes/node001/core.bin", binary);
    t.write("nodes/node001/empty.log", "");
    t.write("nodes/node001/train.log", "2026-11-30 08:00:00,000 caf\xe9 \xff\xfe ok\n\xc0\xaf second\n");
    Bundle b = loadBundle(t.path());
    EXPECT_EQ(awtest::fileOf(b, "nodes/node001/core.bin")->format, FileFormat::Binary);
    EXPECT_TRUE(awtest::hasProblem(b, "nodes/node001/core.bin", "binary file, not read"));
    EXPECT_TRUE(awtest::hasProblem(b, "nodes/node001/empty.log", "empty"));
    auto obs = awtest::observationsOf(b, "nodes/node001/train.log");
    ASSERT_EQ(obs.size(), 2u);
    EXPECT_EQ(obs[0].text, "2026-11-30 08:00:00,000 caf\xe9 \xff\xfe ok");  // bytes kept as they are
    EXPECT_EQ(obs[1].timeQuality, TimeQuality::Inherited);
    EXPECT_FALSE(awtest::hasProblem(b, "nodes/node001/train.log", ""));
}

TEST(LoaderRobustness, StoredBadInputs) {
    ASSERT_TRUE(std::filesystem::exists(kData + "bad/mixed-bundle")) << "the test data ships in the repository";
    Bundle mixed = loadBundle(kData + "bad/mixed-bundle");
    EXPECT_FALSE(mixed.problems.empty());
    const SourceFile* good = awtest::fileOf(mixed, "nodes/node001/train.log");
    ASSERT_TRUE(good);
    EXPECT_GT(good->observationCount, 0u);
    bool binaryReported = false, jsonReported = false;
    for (const Problem& p : mixed.problems) {
        if (p.message.find("binary") != std::string::npos) binaryReported = true;
        if (p.message.find("invalid JSON") != std::string::npos && p.line > 0) jsonReported = true;
    }
    EXPECT_TRUE(binaryReported);
    EXPECT_TRUE(jsonReported);

    Bundle manifest = loadBundle(kData + "bad/invalid-manifest");
    EXPECT_FALSE(manifest.manifest.present);
    EXPECT_TRUE(awtest::hasProblem(manifest, "bundle.json", "manifest ignored"));
    EXPECT_FALSE(manifest.nodes.empty());  // inferred from the folders instead

    // Loose bad files, loaded one by one through a folder.
    TempFolder t;
    for (const char* name : {"binary.log", "empty.log", "invalid-metrics.json", "invalid-utf8.log"})
        std::filesystem::copy_file(kData + "bad/" + name, t.file(name));
    Bundle loose = loadBundle(t.path());
    EXPECT_TRUE(awtest::hasProblem(loose, "binary.log", "binary"));
    EXPECT_TRUE(awtest::hasProblem(loose, "empty.log", "empty"));
    EXPECT_TRUE(awtest::hasProblem(loose, "invalid-metrics.json", "invalid JSON"));
    EXPECT_EQ(awtest::fileOf(loose, "invalid-utf8.log")->lineCount, 40u);
}

TEST(LoaderRobustness, InvalidJsonNamesTheLine) {
    TempFolder t;
    t.write("metrics/m.json", "{\"status\":\"success\",\n\"data\":{\"resultType\":\"matrix\",\n\"result\":[}}\n");
    t.write("cloud/events.ndjson", "{\"time\":\"2026-11-30T08:05:00Z\",\"node\":\"n1\",\"type\":\"x\"}\n{broken\n");
    Bundle b = loadBundle(t.path());
    bool metricLine = false;
    for (const Problem& p : b.problems)
        if (p.file == "metrics/m.json" && p.line == 3) metricLine = true;
    EXPECT_TRUE(metricLine);
    bool cloudLine = false;
    for (const Problem& p : b.problems)
        if (p.file == "cloud/events.ndjson" && p.line == 2) cloudLine = true;
    EXPECT_TRUE(cloudLine);
    EXPECT_EQ(awtest::observationsOf(b, "cloud/events.ndjson").size(), 1u);
}

TEST(LoaderRobustness, HugeLineIsCutNotChoking) {
    TempFolder t;
    std::string content = "2026-11-30 08:00:00,000 ";
    content.append(11u << 20, 'x');
    content += "\n2026-11-30 08:00:01,000 next line\n";
    t.write("nodes/node001/huge-line.log", content);
    const auto start = std::chrono::steady_clock::now();
    Bundle b = loadBundle(t.path());
    auto obs = awtest::observationsOf(b, "nodes/node001/huge-line.log");
    const auto ms =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
    EXPECT_LT(static_cast<double>(ms), awtest::timeLimit(5.0) * 1000);
    ASSERT_EQ(obs.size(), 2u);
    EXPECT_EQ(obs[0].text.size(), 1u << 20);
    EXPECT_EQ(obs[0].where.length, (11u << 20) + 24u);
    EXPECT_EQ(formatIsoUtc(obs[0].time), "2026-11-30T08:00:00.000Z");
    EXPECT_EQ(obs[1].text, "2026-11-30 08:00:01,000 next line");
    EXPECT_EQ(obs[1].where.line, 2u);
    bool warned = false;
    for (const Problem& p : b.problems)
        if (p.file == "nodes/node001/huge-line.log" && p.line == 1 && p.severity == Severity::Warning) warned = true;
    EXPECT_TRUE(warned);
}

TEST(LoaderRobustness, SameBundleSameResultWhateverTheOrderOrThreads) {
    // Files created in two different orders, loaded with 1 and 4 threads.
    std::vector<std::pair<std::string, std::string>> files;
    for (int n = 1; n <= 12; ++n) {
        const std::string node = "node" + std::to_string(n);
        files.push_back({"nodes/" + node + "/train.log", "2026-11-30 08:00:0" + std::to_string(n % 10) + ",000 [rank" +
                                                             std::to_string(n) + "] hi\n" + node +
                                                             ":1:2 [0] NCCL INFO x\n"});
        files.push_back({"nodes/" + node + "/kern.log", "Nov 30 08:00:00 " + node + ".cluster.local kernel: y\n"});
    }
    files.push_back({"slurm/slurm-1.out", "srun: error: node7: task 3: Exited with exit code 1\n"});
    files.push_back({"cloud/events.ndjson", R"({"time":"2026-11-30T08:05:00Z","node":"node99","type":"maintenance"})"
                                            "\n"});
    TempFolder a, b;
    for (const auto& [p, c] : files) a.write(p, c);
    std::reverse(files.begin(), files.end());
    for (const auto& [p, c] : files) b.write(p, c);
    LoadOptions one;
    one.threads = 1;
    LoadOptions four;
    four.threads = 4;
    const std::string fa = fingerprint(loadBundle(a.path(), one));
    const std::string fb = fingerprint(loadBundle(b.path(), four));
    EXPECT_EQ(fa, fb);
    Bundle loaded = loadBundle(a.path());
    ASSERT_EQ(loaded.nodes.size(), 13u);
    EXPECT_EQ(loaded.nodes[1].name, "node2");
    EXPECT_EQ(loaded.nodes[9].name, "node10");
    EXPECT_EQ(loaded.nodes[12].name, "node99");
}

TEST(LoaderRobustness, CancelAndProgress) {
    TempFolder t;
    for (int i = 0; i < 40; ++i) t.write("logs/f" + std::to_string(i) + ".log", "2026-11-30 08:00:00,000 line\n");
    std::atomic<bool> cancel{true};
    LoadOptions cancelled;
    cancelled.cancel = &cancel;
    Bundle c = loadBundle(t.path(), cancelled);
    EXPECT_TRUE(c.cancelled);

    std::mutex m;
    std::vector<double> seen;
    LoadOptions progress;
    progress.threads = 3;
    progress.progress = [&](double f) {
        std::lock_guard lock(m);
        seen.push_back(f);
    };
    Bundle p = loadBundle(t.path(), progress);
    EXPECT_FALSE(p.cancelled);
    ASSERT_FALSE(seen.empty());
    EXPECT_EQ(seen.back(), 1.0);
    EXPECT_TRUE(std::is_sorted(seen.begin(), seen.end()));
    EXPECT_EQ(p.files.size(), 40u);
}
