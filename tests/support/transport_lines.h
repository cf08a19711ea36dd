// NCCL's lines about its transport, for the tests of the peer behind a transport error
// (tests/engine/transport_peer_test.cpp) and of the sentences it gives
// (tests/views/engine_messages_test.cpp): a time, a node's interface, a completion error.
#pragma once

#include <cstdio>
#include <string>

namespace awtest {

// "2026-11-30 08:10:03,000 " for a time given as seconds after 08:00:00.
inline std::string at(int secondsAfter8) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "2026-11-30 %02d:%02d:%02d,000 ", 8 + secondsAfter8 / 3600,
                  (secondsAfter8 / 60) % 60, secondsAfter8 % 60);
    return buf;
}

// NCCL's own line saying which address a node's IB transport and bootstrap use.
inline std::string usingLine(const std::string& node, const std::string& address) {
    return node + ":100:200 [0] NCCL INFO NET/IB : Using [0]mlx5_0:1/IB [1]mlx5_1:1/IB ; OOB ib0:" + address + "<0>\n";
}

inline std::string completionError(const std::string& node, const std::string& peer) {
    return node + ":100:300 [0] NCCL WARN NET/IB : Got completion from peer " + peer +
           "<53451> with status=IBV_WC_RETRY_EXC_ERR(12) opcode=0 len=0 vendor err 129 (Send) localGid ::ffff:10.1.0.1 "
           "remoteGids::ffff:" +
           peer + "\n";
}

}  // namespace awtest
