// Which node an address belongs to, from what the bundle already says: NCCL's own lines
// ("NET/IB : Using [0]mlx5_0:1/IB ; OOB ib0:10.1.0.7<0>", "NET/Socket : Using
// [0]eth0:10.0.0.1<0>", "Bootstrap : Using eth0:10.0.0.1<0>") on the node that logged them,
// /etc/hosts and `getent hosts` lines, `nslookup` answers, Slurm's node records
// ("NodeAddr=10.0.0.7 NodeHostName=node007") and `kubectl get pods|nodes -o wide` tables.
// An address is tied only to a node of the bundle, and only when no line ties it to another:
// a loopback, link-local or shared address (a container bridge on every host) names nobody.
#pragma once

#include "engine/core/bundle.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace aw {

// Where a line tied an address to a node.
struct AddressSource {
    std::string file;
    std::uint32_t line = 0;
    std::string text;  // the line, first 300 bytes
};

struct NodeAddress {
    std::string address;  // normalised: "10.1.0.7"
    std::string node;     // the bundle's canonical node name
    AddressSource from;
};

// "10.1.0.11<53451>", "::ffff:10.1.0.11", "10.1.0.11:53451" -> "10.1.0.11"; "" when `s` is no
// IPv4 address, or one that names no single host (loopback, link-local, unspecified).
std::string normalizeAddress(std::string_view s);

class AddressBook {
public:
    explicit AddressBook(const Bundle& bundle) : bundle_(bundle) {}

    // Reads one line of file `fileIndex`, logged by node `lineNode` (kNoNode if none). Lines
    // are read in file order, file after file (nslookup answers and tables span lines).
    void read(std::string_view text, std::uint32_t fileIndex, std::uint32_t line, std::uint32_t lineNode);

    // The node `address` (normalised or not) belongs to; nullptr when no line ties it to a
    // node, or lines tie it to two.
    const NodeAddress* find(std::string_view address) const;

    // Every address tied to exactly one node, in address order.
    std::vector<NodeAddress> all() const;

private:
    void claim(std::string_view address, std::string_view host, std::uint32_t lineNode, std::string_view text,
               std::uint32_t fileIndex, std::uint32_t line);
    void readTable(std::string_view text, std::uint32_t fileIndex, std::uint32_t line);

    const Bundle& bundle_;
    std::map<std::string, std::vector<NodeAddress>, std::less<>> claims_;
    // State that spans lines of one file.
    std::uint32_t file_ = UINT32_MAX;
    std::string pendingName_;   // nslookup's "Name:" awaiting its "Address:"
    std::string slurmNode_;     // the NodeName= of the Slurm node record being read
    std::size_t ipColumn_ = 0;  // kubectl -o wide: where the IP and the node columns start
    std::size_t nodeColumn_ = 0;
    std::size_t nameColumn_ = 0;
    bool inTable_ = false;
    bool nodesTable_ = false;  // kubectl get nodes: the row's NAME is the node
};

// The addresses of the bundle's logs (the first `bytesPerFile` of each text log, journal
// and Loki records the bundle kept), and when each node's own lines stop: a file that is one
// node's stops at its last line; a file of several nodes, read whole, at each node's last
// line in it.
struct BundleAddresses {
    std::vector<NodeAddress> addresses;      // one per address tied to exactly one node
    std::map<std::string, TimeNs> lastLine;  // node -> time of its last timed line
    bool lastLineComplete = true;            // false: a file of several nodes was read in part
};
BundleAddresses readBundleAddresses(const Bundle& bundle, std::uint64_t bytesPerFile = 8ull << 20);

}  // namespace aw
