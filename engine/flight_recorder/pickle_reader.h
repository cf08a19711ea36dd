// A strict reader for the data subset of Python's pickle format (protocols 0-5): None,
// booleans, ints, floats, strings, bytes, lists, tuples, dicts and sets, with the memo.
// It never imports, constructs or calls anything: every opcode that would (GLOBAL,
// STACK_GLOBAL, REDUCE, BUILD, INST, OBJ, NEWOBJ, NEWOBJ_EX, EXT*, PERSID, BINPERSID,
// out-of-band buffers) and every unknown opcode is refused with its name and byte offset.
// Hostile input is bounded: length fields are checked against the bytes left before
// anything is allocated, nesting depth, the number of values and the work are capped, a
// memo reference shares its value (never a copy), a dict's keys are found through an index,
// and a container that would hold itself (a cycle) is refused.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace aw {

struct PickleValue;
using PickleValuePtr = std::shared_ptr<const PickleValue>;

// One value of the tree. Containers share children (memo references make a DAG, never a
// cycle); the tree is immutable once read.
struct PickleValue {
    enum class Kind : std::uint8_t { None, Bool, Int, BigInt, Float, String, Bytes, List, Tuple, Set, Dict };

    Kind kind = Kind::None;
    bool boolean = false;
    std::int64_t integer = 0;                                     // Int; Bool as 0/1
    double number = 0.0;                                          // Float; BigInt as an approximation
    std::string text;                                             // String (UTF-8 as written) and Bytes
    std::vector<PickleValuePtr> items;                            // List, Tuple, Set
    std::vector<std::pair<PickleValuePtr, PickleValuePtr>> dict;  // Dict, in insertion order
    std::uint64_t offset = 0;                                     // byte offset of the opcode that created the value
    std::uint32_t depth = 0;                                      // 0 for scalars, 1 + deepest child for containers
    // A big dict's string keys -> the index in `dict` of the last pair setting them, so a
    // lookup never scans (200,000 entries sharing one dict of 200,000 keys took 385 s).
    // Kept by setItem from kIndexKeysFrom pairs on; the views point into the keys' text.
    static constexpr std::size_t kIndexKeysFrom = 16;
    bool keysIndexed = false;
    std::unordered_map<std::string_view, std::size_t> keyIndex;

    bool isNone() const { return kind == Kind::None; }
    bool isInt() const { return kind == Kind::Int || kind == Kind::Bool; }
    bool isNumber() const { return isInt() || kind == Kind::Float || kind == Kind::BigInt; }
    bool isString() const { return kind == Kind::String || kind == Kind::Bytes; }
    bool isSequence() const { return kind == Kind::List || kind == Kind::Tuple || kind == Kind::Set; }
    bool isDict() const { return kind == Kind::Dict; }

    // Dict lookup by string key (the last value set for it wins, as in Python); null if
    // this is not a dict or the key is absent.
    const PickleValue* get(std::string_view key) const;
    // Appends a pair to a dict, keeping its key index. Returns the work done, in pairs
    // indexed (the first index of a dict counts its pairs so far).
    std::size_t setItem(PickleValuePtr key, PickleValuePtr value);
};

const char* toString(PickleValue::Kind kind);

struct PickleLimits {
    std::uint32_t maxDepth = 256;          // nesting of containers
    std::uint64_t maxValues = 10'000'000;  // values created in all (each costs memory)
    // Work in all: an opcode, a value put in a container, a key indexed is one unit each,
    // so reading costs at most a few units a byte (about 10 ns each).
    std::uint64_t maxWork = 200'000'000;
};

struct PickleResult {
    PickleValuePtr value;  // null on error
    std::string error;     // "" on success; names the opcode and byte offset
    std::uint64_t errorOffset = 0;
    int protocol = 0;        // from PROTO, 0 when absent
    std::uint64_t work = 0;  // the units of PickleLimits::maxWork the reading took

    bool ok() const { return value != nullptr; }
};

// Reads one pickle from `bytes` (up to its STOP opcode). Never throws for bad input.
PickleResult readPickle(std::string_view bytes, const PickleLimits& limits = {});

// The name of a pickle opcode byte ("GLOBAL", "BINUNICODE", ...), or "" if unknown.
const char* pickleOpcodeName(std::uint8_t opcode);

}  // namespace aw
