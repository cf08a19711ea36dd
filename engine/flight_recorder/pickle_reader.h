// A strict reader for the data subset of Python's pickle format (protocols 0-5): None,
// booleans, ints, floats, strings, bytes, lists, tuples, dicts and sets, with the memo.
// It never imports, constructs or calls anything: every opcode that would (GLOBAL,
// STACK_GLOBAL, REDUCE, BUILD, INST, OBJ, NEWOBJ, NEWOBJ_EX, EXT*, PERSID, BINPERSID,
// out-of-band buffers) and every unknown opcode is refused with its name and byte offset.
// Hostile input is bounded: length fields are checked against the bytes left before
// anything is allocated, nesting depth and the number of values are capped, and a memo
// reference to a container that is still being built (a cycle) is refused.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
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
    std::int64_t integer = 0;  // Int; Bool as 0/1
    double number = 0.0;       // Float; BigInt as an approximation
    std::string text;          // String (UTF-8 as written) and Bytes
    std::vector<PickleValuePtr> items;                           // List, Tuple, Set
    std::vector<std::pair<PickleValuePtr, PickleValuePtr>> dict;  // Dict, in insertion order
    std::uint64_t offset = 0;  // byte offset of the opcode that created the value
    std::uint32_t depth = 0;   // 0 for scalars, 1 + deepest child for containers

    bool isNone() const { return kind == Kind::None; }
    bool isInt() const { return kind == Kind::Int || kind == Kind::Bool; }
    bool isNumber() const { return isInt() || kind == Kind::Float || kind == Kind::BigInt; }
    bool isString() const { return kind == Kind::String || kind == Kind::Bytes; }
    bool isSequence() const { return kind == Kind::List || kind == Kind::Tuple || kind == Kind::Set; }
    bool isDict() const { return kind == Kind::Dict; }
    double asDouble() const;

    // Dict lookup by string key (the last value set for it wins, as in Python); null if
    // this is not a dict or the key is absent.
    const PickleValue* get(std::string_view key) const;
};

const char* toString(PickleValue::Kind kind);

struct PickleLimits {
    std::uint32_t maxDepth = 256;          // nesting of containers
    std::uint64_t maxValues = 10'000'000;  // values created in all (each costs memory)
};

struct PickleResult {
    PickleValuePtr value;      // null on error
    std::string error;         // "" on success; names the opcode and byte offset
    std::uint64_t errorOffset = 0;
    int protocol = 0;          // from PROTO, 0 when absent

    bool ok() const { return value != nullptr; }
};

// Reads one pickle from `bytes` (up to its STOP opcode). Never throws for bad input.
PickleResult readPickle(std::string_view bytes, const PickleLimits& limits = {});

// The name of a pickle opcode byte ("GLOBAL", "BINUNICODE", ...), or "" if unknown.
const char* pickleOpcodeName(std::uint8_t opcode);

}  // namespace aw
