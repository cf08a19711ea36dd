// Every fuzz target's entry point, run on its seed corpus and on the inputs that once
// crashed it (tests/fuzz/regressions/<target>/), in the normal build too: a fixed crash
// stays fixed without clang or libFuzzer. The targets' sources are compiled into this
// test binary with LLVMFuzzerTestOneInput renamed per target (tests/CMakeLists.txt).
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>

#define AW_FUZZ_TARGET(name) extern "C" int awFuzz_##name(const std::uint8_t* data, std::size_t size);
AW_FUZZ_TARGET(manifest)
AW_FUZZ_TARGET(timestamp)
AW_FUZZ_TARGET(prometheus)
AW_FUZZ_TARGET(slurm)
AW_FUZZ_TARGET(k8s)
AW_FUZZ_TARGET(cloud_events)
AW_FUZZ_TARGET(loki_journal)
AW_FUZZ_TARGET(archive)
AW_FUZZ_TARGET(rule_catalog)
AW_FUZZ_TARGET(flight_recorder)
AW_FUZZ_TARGET(text_log)
AW_FUZZ_TARGET(load_and_ingest)
AW_FUZZ_TARGET(action_fill)
AW_FUZZ_TARGET(markdown_escape)
AW_FUZZ_TARGET(host_list)
AW_FUZZ_TARGET(node_tables)

namespace {

namespace fs = std::filesystem;

using Entry = int (*)(const std::uint8_t*, std::size_t);

// Runs every file of corpus/<target> and regressions/<target>; returns how many.
int replay(const std::string& target, Entry entry) {
    int count = 0;
    for (const char* kind : {"corpus", "regressions"}) {
        const fs::path dir = fs::path(AW_SOURCE_DIR) / "tests" / "fuzz" / kind / target;
        if (!fs::is_directory(dir)) continue;
        for (const auto& file : fs::directory_iterator(dir)) {
            std::ifstream in(file.path(), std::ios::binary);
            const std::string bytes((std::istreambuf_iterator<char>(in)), {});
            SCOPED_TRACE(file.path().string());
            entry(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
            ++count;
        }
    }
    return count;
}

}  // namespace

#define AW_REPLAY_TEST(name)                                                                                           \
    TEST(FuzzReplay, name) {                                                                                           \
        EXPECT_GT(replay(#name, awFuzz_##name), 0);                                                                    \
    }
AW_REPLAY_TEST(manifest)
AW_REPLAY_TEST(timestamp)
AW_REPLAY_TEST(prometheus)
AW_REPLAY_TEST(slurm)
AW_REPLAY_TEST(k8s)
AW_REPLAY_TEST(cloud_events)
AW_REPLAY_TEST(loki_journal)
AW_REPLAY_TEST(archive)
AW_REPLAY_TEST(rule_catalog)
AW_REPLAY_TEST(flight_recorder)
AW_REPLAY_TEST(text_log)
AW_REPLAY_TEST(load_and_ingest)
AW_REPLAY_TEST(action_fill)
AW_REPLAY_TEST(markdown_escape)
AW_REPLAY_TEST(host_list)
AW_REPLAY_TEST(node_tables)
