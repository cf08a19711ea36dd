// A bundle path that is not a folder or a regular file (issue 43): a FIFO waits for a writer
// forever and /dev/zero never ends, so `analyze FIFO`, `fleet run FIFO` and
// `fleet run /dev/zero` used to hang. Each is refused at once, naming the path.
#include "engine/fleet/content_hash.h"
#include "engine/load/bundle_loader.h"
#include "engine/load/bundle_path.h"

#include "tests/support/files.h"
#include "tests/support/run_cli.h"
#include "tests/support/time_limit.h"

#include <gtest/gtest.h>

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

namespace {

bool refusedAs(const aw::Bundle& b, const std::string& path, const std::string& kind) {
    for (const aw::Problem& p : b.problems)
        if (p.severity == aw::Severity::Error &&
            p.message == path + " is " + kind + ", not a folder or a file: not read")
            return true;
    return false;
}

}  // namespace

TEST(BundlePath, OnlyFoldersAndRegularFilesAreBundles) {
    awtest::TempFolder dir;
    dir.write("train.log", "hello\n");
    const std::string fifo = dir.file("pipe.tar.gz");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    const std::string socketPath = dir.file("sock");
    const int sock = ::socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    ASSERT_LT(socketPath.size(), sizeof address.sun_path);
    std::copy(socketPath.begin(), socketPath.end(), address.sun_path);
    ASSERT_EQ(::bind(sock, reinterpret_cast<const sockaddr*>(&address), sizeof address), 0);

    EXPECT_EQ(aw::bundlePathProblem(dir.path()), "");
    EXPECT_EQ(aw::bundlePathProblem(dir.file("train.log")), "");
    EXPECT_EQ(aw::bundlePathProblem(fifo), fifo + " is a FIFO (named pipe), not a folder or a file: not read");
    EXPECT_EQ(aw::bundlePathProblem("/dev/zero"), "/dev/zero is a character device, not a folder or a file: not read");
    EXPECT_EQ(aw::bundlePathProblem(socketPath), socketPath + " is a socket, not a folder or a file: not read");
    EXPECT_NE(aw::bundlePathProblem(dir.file("missing")).find("No such file"), std::string::npos);

    // The open itself never blocks on a FIFO put where a file was checked.
    std::string error;
    EXPECT_EQ(aw::openRegularFile(fifo, error), -1);
    EXPECT_NE(error.find("is a FIFO"), std::string::npos) << error;
    const int fd = aw::openRegularFile(dir.file("train.log"), error);
    EXPECT_GE(fd, 0);
    ::close(fd);
    ::close(sock);
}

TEST(BundlePath, TheLoaderAndTheContentHashRefuseAFifoOrADeviceAtOnce) {
    awtest::TempFolder dir;
    const std::string fifo = dir.file("pipe");
    const std::string archiveFifo = dir.file("bundle.tar.gz");  // by its name an archive
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    ASSERT_EQ(::mkfifo(archiveFifo.c_str(), 0600), 0);

    for (const std::string& path : {fifo, archiveFifo}) {
        const aw::Bundle b = aw::loadBundle(path);
        EXPECT_TRUE(b.files.empty());
        EXPECT_TRUE(refusedAs(b, path, "a FIFO (named pipe)")) << path;
    }
    const aw::Bundle zero = aw::loadBundle("/dev/zero");
    EXPECT_TRUE(refusedAs(zero, "/dev/zero", "a character device"));

    const aw::Result<std::string> fifoHash = aw::bundleContentHash(fifo);
    ASSERT_FALSE(fifoHash);
    EXPECT_EQ(fifoHash.failure().message, fifo + " is a FIFO (named pipe), not a folder or a file: not read");
    EXPECT_EQ(fifoHash.failure().file, fifo);
    const aw::Result<std::string> zeroHash = aw::bundleContentHash("/dev/zero");
    ASSERT_FALSE(zeroHash);
    EXPECT_EQ(zeroHash.failure().message, "/dev/zero is a character device, not a folder or a file: not read");
}

TEST(BundlePath, AnalyzeAndFleetRunRefuseAFifoAndDevZeroAtOnce) {
    awtest::TempFolder dir;
    const std::string fifo = dir.file("pipe.tar.gz");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    // A hang would be stopped by the timeout (status 124 or -1), never pass.
    for (const std::string& path : {fifo, std::string("/dev/zero")}) {
        const awtest::Ran analyze = awtest::runCli("analyze " + path, dir, "", 20);
        EXPECT_EQ(analyze.status, 1) << path << ": " << analyze.err;
        EXPECT_LT(analyze.seconds, awtest::timeLimit(5.0)) << path;
        EXPECT_NE(analyze.err.find(path + " is a "), std::string::npos) << analyze.err;
    }
    const awtest::Ran fleet =
        awtest::runCli("fleet run " + fifo + " /dev/zero --store " + dir.file("fleet.sqlite"), dir, "", 20);
    EXPECT_EQ(fleet.status, 0) << fleet.err;  // the store is fine; each bundle is recorded with its error
    EXPECT_LT(fleet.seconds, awtest::timeLimit(10.0));
    EXPECT_NE(fleet.err.find(fifo + " is a FIFO (named pipe)"), std::string::npos) << fleet.err;
    EXPECT_NE(fleet.err.find("/dev/zero is a character device"), std::string::npos) << fleet.err;
}
