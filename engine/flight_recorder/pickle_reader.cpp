#include "engine/flight_recorder/pickle_reader.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <unordered_map>
#include <unordered_set>

namespace aw {
namespace {

enum Op : std::uint8_t {
    MARK = '(',
    STOP = '.',
    POP = '0',
    POP_MARK = '1',
    DUP = '2',
    FLOAT = 'F',
    INT = 'I',
    BININT = 'J',
    BININT1 = 'K',
    LONG = 'L',
    BININT2 = 'M',
    NONE = 'N',
    PERSID = 'P',
    BINPERSID = 'Q',
    REDUCE = 'R',
    STRING = 'S',
    BINSTRING = 'T',
    SHORT_BINSTRING = 'U',
    UNICODE = 'V',
    BINUNICODE = 'X',
    APPEND = 'a',
    BUILD = 'b',
    GLOBAL = 'c',
    DICT = 'd',
    EMPTY_DICT = '}',
    APPENDS = 'e',
    GET = 'g',
    BINGET = 'h',
    INST = 'i',
    LONG_BINGET = 'j',
    LIST = 'l',
    EMPTY_LIST = ']',
    OBJ = 'o',
    PUT = 'p',
    BINPUT = 'q',
    LONG_BINPUT = 'r',
    SETITEM = 's',
    TUPLE = 't',
    EMPTY_TUPLE = ')',
    SETITEMS = 'u',
    BINFLOAT = 'G',
    BINBYTES = 'B',
    SHORT_BINBYTES = 'C',
    PROTO = 0x80,
    NEWOBJ = 0x81,
    EXT1 = 0x82,
    EXT2 = 0x83,
    EXT4 = 0x84,
    TUPLE1 = 0x85,
    TUPLE2 = 0x86,
    TUPLE3 = 0x87,
    NEWTRUE = 0x88,
    NEWFALSE = 0x89,
    LONG1 = 0x8a,
    LONG4 = 0x8b,
    SHORT_BINUNICODE = 0x8c,
    BINUNICODE8 = 0x8d,
    BINBYTES8 = 0x8e,
    EMPTY_SET = 0x8f,
    ADDITEMS = 0x90,
    FROZENSET = 0x91,
    NEWOBJ_EX = 0x92,
    STACK_GLOBAL = 0x93,
    MEMOIZE = 0x94,
    FRAME = 0x95,
    BYTEARRAY8 = 0x96,
    NEXT_BUFFER = 0x97,
    READONLY_BUFFER = 0x98,
};

struct Failure {
    std::uint64_t offset;
    std::string message;
};

using MutableValue = std::shared_ptr<PickleValue>;

class Reader {
public:
    Reader(std::string_view bytes, const PickleLimits& limits) : bytes_(bytes), limits_(limits) {}

    PickleResult run() {
        PickleResult result;
        try {
            result.value = loop();
            result.protocol = protocol_;
        } catch (const Failure& failure) {
            result.value.reset();
            result.errorOffset = failure.offset;
            result.error = "byte " + std::to_string(failure.offset) + ": " + failure.message;
        }
        result.work = work_;
        return result;
    }

private:
    [[noreturn]] void fail(const std::string& message) const { throw Failure{opOffset_, message}; }
    void spend(std::uint64_t units) {
        work_ += units;
        if (work_ > limits_.maxWork)
            fail("more than " + std::to_string(limits_.maxWork) + " units of work: refusing to read on");
    }

    std::string opLabel() const {
        const char* name = pickleOpcodeName(op_);
        char hex[8];
        std::snprintf(hex, sizeof hex, "0x%02x", op_);
        return std::string(*name ? name : "unknown opcode") + " (" + hex + ")";
    }

    // Bytes of the argument of the current opcode; refuses to read past the end.
    std::string_view take(std::uint64_t n) {
        const std::uint64_t left = bytes_.size() - pos_;
        if (n > left)
            fail("truncated: " + opLabel() + " needs " + std::to_string(n) + " more bytes, only " +
                 std::to_string(left) + " left");
        std::string_view out = bytes_.substr(pos_, n);
        pos_ += n;
        return out;
    }
    std::uint64_t unsignedLE(unsigned width) {
        std::string_view b = take(width);
        std::uint64_t v = 0;
        for (unsigned i = 0; i < width; ++i) v |= std::uint64_t(std::uint8_t(b[i])) << (8 * i);
        return v;
    }
    std::uint64_t length(unsigned width, bool signed32 = false) {
        std::uint64_t n = unsignedLE(width);
        if (signed32 && (n & 0x80000000u)) fail(opLabel() + " has a negative length");
        if (n > bytes_.size() - pos_)
            fail("truncated or absurd length: " + opLabel() + " declares " + std::to_string(n) + " bytes, only " +
                 std::to_string(bytes_.size() - pos_) + " left");
        return n;
    }
    // Protocol 0 arguments: text up to a newline.
    std::string_view line() {
        std::size_t end = bytes_.find('\n', pos_);
        if (end == std::string_view::npos) fail("truncated: " + opLabel() + " has no end of line");
        std::string_view out = bytes_.substr(pos_, end - pos_);
        pos_ = end + 1;
        if (!out.empty() && out.back() == '\r') out.remove_suffix(1);
        return out;
    }
    std::int64_t decimal(std::string_view text) {
        if (!text.empty() && text.back() == 'L') text.remove_suffix(1);
        std::int64_t v = 0;
        auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
        if (ec != std::errc() || end != text.data() + text.size())
            fail(opLabel() + " has a bad number '" + std::string(text.substr(0, 40)) + "'");
        return v;
    }

    MutableValue make(PickleValue::Kind kind) {
        if (++valueCount_ > limits_.maxValues)
            fail("more than " + std::to_string(limits_.maxValues) + " values: refusing to read on");
        auto v = std::make_shared<PickleValue>();
        v->kind = kind;
        v->offset = opOffset_;
        return v;
    }
    MutableValue makeContainer(PickleValue::Kind kind) {
        auto v = make(kind);
        open_.insert(v.get());
        return v;
    }
    void push(MutableValue v) { stack_.push_back(std::move(v)); }

    std::size_t markBase() const { return marks_.empty() ? 0 : marks_.back(); }
    MutableValue pop() {
        if (stack_.size() <= markBase()) fail(opLabel() + " pops from an empty stack");
        MutableValue v = std::move(stack_.back());
        stack_.pop_back();
        return v;
    }
    MutableValue& top() {
        if (stack_.size() <= markBase()) fail(opLabel() + " needs a value on the stack");
        return stack_.back();
    }
    std::vector<MutableValue> popMark() {
        if (marks_.empty()) fail(opLabel() + " without a MARK");
        std::size_t base = marks_.back();
        marks_.pop_back();
        std::vector<MutableValue> items(std::make_move_iterator(stack_.begin() + base),
                                        std::make_move_iterator(stack_.end()));
        stack_.resize(base);
        return items;
    }

    // A child becomes part of a parent: it is finished from now on, and no opcode changes
    // it again (openContainer). So the only cycle left to refuse is a container put into
    // itself: any other would need a container that is already inside another (finished)
    // to take a child. A memo reference shares the value, never copies it, and no check
    // walks the child (a walk per reference was quadratic).
    void adopt(PickleValue& parent, const PickleValue& child) {
        spend(1);
        open_.erase(&child);
        if (&child == &parent) fail(opLabel() + " makes a recursive structure (not read)");
        if (child.depth + 1 > parent.depth) parent.depth = child.depth + 1;
        if (parent.depth > limits_.maxDepth)
            fail("nesting deeper than " + std::to_string(limits_.maxDepth) + " levels");
    }
    PickleValue& openContainer(PickleValue::Kind kind) {
        MutableValue& target = top();
        if (target->kind != kind)
            fail(opLabel() + " applied to a " + toString(target->kind) + ", not a " + toString(kind));
        if (!open_.count(target.get())) fail(opLabel() + " modifies a container that was already finished");
        return *target;
    }
    void addItem(PickleValue& parent, MutableValue child) {
        adopt(parent, *child);
        parent.items.push_back(std::move(child));
    }
    void addPair(PickleValue& dict, MutableValue key, MutableValue value) {
        adopt(dict, *key);
        adopt(dict, *value);
        spend(dict.setItem(std::move(key), std::move(value)));
    }
    MutableValue sequence(PickleValue::Kind kind, std::vector<MutableValue> items) {
        MutableValue v = make(kind);
        for (auto& item : items) addItem(*v, std::move(item));
        return v;
    }

    void memoPut(std::uint64_t index) {
        MutableValue& v = top();
        if (++valueCount_ > limits_.maxValues)
            fail("more than " + std::to_string(limits_.maxValues) + " values: refusing to read on");
        memo_[index] = v;
    }
    void memoGet(std::uint64_t index) {
        auto it = memo_.find(index);
        if (it == memo_.end()) fail(opLabel() + " of memo entry " + std::to_string(index) + " that was never stored");
        // A container still open may be referenced (an object used twice): the same value.
        push(it->second);
    }

    MutableValue integer(std::int64_t v) {
        MutableValue out = make(PickleValue::Kind::Int);
        out->integer = v;
        out->number = double(v);
        return out;
    }
    MutableValue boolean(bool b) {
        MutableValue out = make(PickleValue::Kind::Bool);
        out->boolean = b;
        out->integer = b ? 1 : 0;
        out->number = b ? 1.0 : 0.0;
        return out;
    }
    MutableValue string(PickleValue::Kind kind, std::string_view text) {
        MutableValue out = make(kind);
        out->text.assign(text);
        return out;
    }
    // Two's complement little-endian, as LONG1/LONG4 write it.
    MutableValue longInt(std::string_view b) {
        const std::size_t n = b.size();
        if (n == 0) return integer(0);
        const bool negative = std::uint8_t(b[n - 1]) & 0x80;
        std::size_t significant = n;
        const std::uint8_t fill = negative ? 0xff : 0x00;
        while (significant > 1 && std::uint8_t(b[significant - 1]) == fill &&
               ((std::uint8_t(b[significant - 2]) & 0x80) != 0) == negative)
            --significant;
        if (significant <= 8) {
            std::uint64_t u = negative ? ~std::uint64_t(0) : 0;
            for (std::size_t i = 0; i < significant; ++i) {
                u &= ~(std::uint64_t(0xff) << (8 * i));
                u |= std::uint64_t(std::uint8_t(b[i])) << (8 * i);
            }
            return integer(std::int64_t(u));
        }
        MutableValue out = make(PickleValue::Kind::BigInt);
        double value = 0.0;
        for (std::size_t i = n; i-- > 0;) value = value * 256.0 + std::uint8_t(b[i]);
        if (negative) value -= std::ldexp(1.0, int(std::min<std::size_t>(n, 200) * 8));
        out->number = value;
        return out;
    }
    MutableValue textFloat(std::string_view text) {
        double v = 0;
        auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
        if (ec != std::errc() || end != text.data() + text.size())
            fail(opLabel() + " has a bad number '" + std::string(text.substr(0, 40)) + "'");
        MutableValue out = make(PickleValue::Kind::Float);
        out->number = v;
        return out;
    }
    static void appendUtf8(std::string& out, std::uint32_t cp) {
        if (cp < 0x80) {
            out += char(cp);
        } else if (cp < 0x800) {
            out += char(0xc0 | (cp >> 6));
            out += char(0x80 | (cp & 0x3f));
        } else if (cp < 0x10000) {
            out += char(0xe0 | (cp >> 12));
            out += char(0x80 | ((cp >> 6) & 0x3f));
            out += char(0x80 | (cp & 0x3f));
        } else {
            out += char(0xf0 | (cp >> 18));
            out += char(0x80 | ((cp >> 12) & 0x3f));
            out += char(0x80 | ((cp >> 6) & 0x3f));
            out += char(0x80 | (cp & 0x3f));
        }
    }
    std::uint32_t hexDigits(std::string_view s, std::size_t& i, unsigned count) {
        if (i + count > s.size()) fail(opLabel() + " has a truncated escape");
        std::uint32_t v = 0;
        auto [end, ec] = std::from_chars(s.data() + i, s.data() + i + count, v, 16);
        if (ec != std::errc() || end != s.data() + i + count) fail(opLabel() + " has a bad escape");
        i += count;
        return v;
    }
    // Protocol 0 STRING: a quoted Python repr of a byte string.
    std::string quoted(std::string_view s) {
        if (s.size() < 2 || (s.front() != '\'' && s.front() != '"') || s.back() != s.front())
            fail(opLabel() + " argument is not quoted");
        s = s.substr(1, s.size() - 2);
        std::string out;
        for (std::size_t i = 0; i < s.size();) {
            char c = s[i++];
            if (c != '\\') {
                out += c;
                continue;
            }
            if (i >= s.size()) fail(opLabel() + " ends in a backslash");
            char e = s[i++];
            switch (e) {
            case 'n': out += '\n'; break;
            case 'r': out += '\r'; break;
            case 't': out += '\t'; break;
            case '\\':
            case '\'':
            case '"': out += e; break;
            case 'x': out += char(hexDigits(s, i, 2)); break;
            default: fail(opLabel() + " has an unsupported escape \\" + std::string(1, e));
            }
        }
        return out;
    }
    // Protocol 0 UNICODE: raw-unicode-escape (latin-1 bytes plus \uXXXX / \UXXXXXXXX).
    std::string rawUnicode(std::string_view s) {
        std::string out;
        for (std::size_t i = 0; i < s.size();) {
            std::uint8_t c = std::uint8_t(s[i]);
            if (c == '\\' && i + 1 < s.size() && (s[i + 1] == 'u' || s[i + 1] == 'U')) {
                i += 2;
                std::uint32_t cp = hexDigits(s, i, s[i - 1] == 'u' ? 4 : 8);
                if (cp > 0x10ffff) fail(opLabel() + " has a code point beyond U+10FFFF");
                appendUtf8(out, cp);
            } else {
                appendUtf8(out, c);
                ++i;
            }
        }
        return out;
    }
    double bigEndianDouble(std::string_view b) {
        std::uint64_t u = 0;
        for (char c : b) u = (u << 8) | std::uint8_t(c);
        double d;
        std::memcpy(&d, &u, sizeof d);
        return d;
    }

    PickleValuePtr loop();

    std::string_view bytes_;
    PickleLimits limits_;
    std::uint64_t pos_ = 0;
    std::uint64_t opOffset_ = 0;
    std::uint8_t op_ = 0;
    int protocol_ = 0;
    std::uint64_t valueCount_ = 0;
    std::uint64_t work_ = 0;
    std::vector<MutableValue> stack_;
    std::vector<std::size_t> marks_;
    std::unordered_map<std::uint64_t, MutableValue> memo_;
    std::unordered_set<const PickleValue*> open_;
};

PickleValuePtr Reader::loop() {
    using K = PickleValue::Kind;
    for (;;) {
        opOffset_ = pos_;
        if (pos_ >= bytes_.size()) fail("truncated: the pickle ends without a STOP opcode");
        spend(1);
        op_ = std::uint8_t(bytes_[pos_++]);
        switch (op_) {
        case PROTO: {
            protocol_ = int(unsignedLE(1));
            if (protocol_ > 5) fail("pickle protocol " + std::to_string(protocol_) + " is newer than 5");
            break;
        }
        case FRAME: length(8); break;  // frames only group opcodes; the bytes follow as usual
        case STOP: {
            if (stack_.empty()) fail("STOP with an empty stack");
            MutableValue root = std::move(stack_.back());
            open_.clear();
            return root;
        }
        case MARK: marks_.push_back(stack_.size()); break;
        case POP:
            if (stack_.size() > markBase()) stack_.pop_back();
            else popMark();
            break;
        case POP_MARK: popMark(); break;

        case NONE: push(make(K::None)); break;
        case NEWTRUE: push(boolean(true)); break;
        case NEWFALSE: push(boolean(false)); break;
        case INT: {
            std::string_view t = line();
            if (t == "01") push(boolean(true));
            else if (t == "00") push(boolean(false));
            else push(integer(decimal(t)));
            break;
        }
        case LONG: {
            std::string_view t = line();
            if (!t.empty() && t.back() == 'L') t.remove_suffix(1);
            std::int64_t v = 0;
            auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
            if (ec == std::errc() && end == t.data() + t.size()) {
                push(integer(v));
            } else if (ec == std::errc::result_out_of_range) {
                MutableValue big = make(K::BigInt);  // beyond 64 bits: keep an approximation
                big->number = std::strtod(std::string(t).c_str(), nullptr);
                push(std::move(big));
            } else {
                fail(opLabel() + " has a bad number '" + std::string(t.substr(0, 40)) + "'");
            }
            break;
        }
        case BININT: push(integer(std::int32_t(std::uint32_t(unsignedLE(4))))); break;
        case BININT1: push(integer(std::int64_t(unsignedLE(1)))); break;
        case BININT2: push(integer(std::int64_t(unsignedLE(2)))); break;
        case LONG1: {
            std::uint64_t n = length(1);
            push(longInt(take(n)));
            break;
        }
        case LONG4: {
            std::uint64_t n = length(4, true);
            push(longInt(take(n)));
            break;
        }
        case FLOAT: push(textFloat(line())); break;
        case BINFLOAT: {
            MutableValue v = make(K::Float);
            v->number = bigEndianDouble(take(8));
            push(std::move(v));
            break;
        }

        case STRING: push(string(K::String, quoted(line()))); break;
        case UNICODE: push(string(K::String, rawUnicode(line()))); break;
        case BINSTRING: {
            std::uint64_t n = length(4, true);
            push(string(K::String, take(n)));
            break;
        }
        case SHORT_BINSTRING: {
            std::uint64_t n = length(1);
            push(string(K::String, take(n)));
            break;
        }
        case BINUNICODE: {
            std::uint64_t n = length(4);
            push(string(K::String, take(n)));
            break;
        }
        case SHORT_BINUNICODE: {
            std::uint64_t n = length(1);
            push(string(K::String, take(n)));
            break;
        }
        case BINUNICODE8: {
            std::uint64_t n = length(8);
            push(string(K::String, take(n)));
            break;
        }
        case BINBYTES: {
            std::uint64_t n = length(4);
            push(string(K::Bytes, take(n)));
            break;
        }
        case SHORT_BINBYTES: {
            std::uint64_t n = length(1);
            push(string(K::Bytes, take(n)));
            break;
        }
        case BINBYTES8:
        case BYTEARRAY8: {
            std::uint64_t n = length(8);
            push(string(K::Bytes, take(n)));
            break;
        }

        case EMPTY_LIST: push(makeContainer(K::List)); break;
        case EMPTY_DICT: push(makeContainer(K::Dict)); break;
        case EMPTY_SET: push(makeContainer(K::Set)); break;
        case EMPTY_TUPLE: push(make(K::Tuple)); break;
        case LIST: {
            MutableValue v = sequence(K::List, popMark());
            open_.insert(v.get());
            push(std::move(v));
            break;
        }
        case TUPLE: push(sequence(K::Tuple, popMark())); break;
        case FROZENSET: push(sequence(K::Set, popMark())); break;
        case TUPLE1:
        case TUPLE2:
        case TUPLE3: {
            std::vector<MutableValue> items(op_ - TUPLE1 + 1);
            for (auto it = items.rbegin(); it != items.rend(); ++it) *it = pop();
            push(sequence(K::Tuple, std::move(items)));
            break;
        }
        case DICT: {
            std::vector<MutableValue> items = popMark();
            if (items.size() % 2) fail("DICT with an odd number of keys and values");
            MutableValue v = makeContainer(K::Dict);
            for (std::size_t i = 0; i < items.size(); i += 2) addPair(*v, std::move(items[i]), std::move(items[i + 1]));
            push(std::move(v));
            break;
        }
        case APPEND: {
            MutableValue item = pop();
            addItem(openContainer(K::List), std::move(item));
            break;
        }
        case APPENDS: {
            std::vector<MutableValue> items = popMark();
            PickleValue& list = openContainer(K::List);
            for (auto& item : items) addItem(list, std::move(item));
            break;
        }
        case ADDITEMS: {
            std::vector<MutableValue> items = popMark();
            PickleValue& set = openContainer(K::Set);
            for (auto& item : items) addItem(set, std::move(item));
            break;
        }
        case SETITEM: {
            MutableValue value = pop();
            MutableValue key = pop();
            addPair(openContainer(K::Dict), std::move(key), std::move(value));
            break;
        }
        case SETITEMS: {
            std::vector<MutableValue> items = popMark();
            if (items.size() % 2) fail("SETITEMS with an odd number of keys and values");
            PickleValue& dict = openContainer(K::Dict);
            for (std::size_t i = 0; i < items.size(); i += 2)
                addPair(dict, std::move(items[i]), std::move(items[i + 1]));
            break;
        }

        case PUT: {
            std::int64_t index = decimal(line());
            if (index < 0) fail("PUT with a negative memo index");
            memoPut(std::uint64_t(index));
            break;
        }
        case BINPUT: memoPut(unsignedLE(1)); break;
        case LONG_BINPUT: memoPut(unsignedLE(4)); break;
        case MEMOIZE: memoPut(memo_.size()); break;
        case GET: {
            std::int64_t index = decimal(line());
            if (index < 0) fail("GET with a negative memo index");
            memoGet(std::uint64_t(index));
            break;
        }
        case BINGET: memoGet(unsignedLE(1)); break;
        case LONG_BINGET: memoGet(unsignedLE(4)); break;

        case GLOBAL:
        case STACK_GLOBAL:
        case REDUCE:
        case BUILD:
        case INST:
        case OBJ:
        case NEWOBJ:
        case NEWOBJ_EX:
        case EXT1:
        case EXT2:
        case EXT4:
        case PERSID:
        case BINPERSID:
            fail("refused " + opLabel() +
                 ": it would import or call Python code; only plain data (dicts, lists, strings, numbers) is read");
        case NEXT_BUFFER:
        case READONLY_BUFFER:
        case DUP: fail("refused " + opLabel() + ": not part of the plain-data subset this reader accepts");
        default: fail(opLabel() + ": not a pickle, or a newer protocol");
        }
    }
}

}  // namespace

const PickleValue* PickleValue::get(std::string_view key) const {
    if (kind != Kind::Dict) return nullptr;
    if (keysIndexed) {
        const auto found = keyIndex.find(key);
        return found == keyIndex.end() ? nullptr : dict[found->second].second.get();
    }
    for (auto it = dict.rbegin(); it != dict.rend(); ++it)
        if (it->first->kind == Kind::String && it->first->text == key) return it->second.get();
    return nullptr;
}

std::size_t PickleValue::setItem(PickleValuePtr key, PickleValuePtr value) {
    dict.emplace_back(std::move(key), std::move(value));
    const auto index = [this](std::size_t i) {
        const PickleValue& k = *dict[i].first;
        if (k.kind == Kind::String) keyIndex.insert_or_assign(std::string_view(k.text), i);
    };
    std::size_t work = 0;
    if (!keysIndexed && dict.size() >= kIndexKeysFrom) {
        keysIndexed = true;
        for (std::size_t i = 0; i + 1 < dict.size(); ++i) index(i);
        work = dict.size() - 1;
    }
    if (keysIndexed) {
        index(dict.size() - 1);
        ++work;
    }
    return work;
}

const char* toString(PickleValue::Kind kind) {
    switch (kind) {
    case PickleValue::Kind::None: return "None";
    case PickleValue::Kind::Bool: return "bool";
    case PickleValue::Kind::Int: return "int";
    case PickleValue::Kind::BigInt: return "int (beyond 64 bits)";
    case PickleValue::Kind::Float: return "float";
    case PickleValue::Kind::String: return "str";
    case PickleValue::Kind::Bytes: return "bytes";
    case PickleValue::Kind::List: return "list";
    case PickleValue::Kind::Tuple: return "tuple";
    case PickleValue::Kind::Set: return "set";
    case PickleValue::Kind::Dict: return "dict";
    }
    return "?";
}

const char* pickleOpcodeName(std::uint8_t opcode) {
    switch (opcode) {
    case MARK: return "MARK";
    case STOP: return "STOP";
    case POP: return "POP";
    case POP_MARK: return "POP_MARK";
    case DUP: return "DUP";
    case FLOAT: return "FLOAT";
    case INT: return "INT";
    case BININT: return "BININT";
    case BININT1: return "BININT1";
    case LONG: return "LONG";
    case BININT2: return "BININT2";
    case NONE: return "NONE";
    case PERSID: return "PERSID";
    case BINPERSID: return "BINPERSID";
    case REDUCE: return "REDUCE";
    case STRING: return "STRING";
    case BINSTRING: return "BINSTRING";
    case SHORT_BINSTRING: return "SHORT_BINSTRING";
    case UNICODE: return "UNICODE";
    case BINUNICODE: return "BINUNICODE";
    case APPEND: return "APPEND";
    case BUILD: return "BUILD";
    case GLOBAL: return "GLOBAL";
    case DICT: return "DICT";
    case EMPTY_DICT: return "EMPTY_DICT";
    case APPENDS: return "APPENDS";
    case GET: return "GET";
    case BINGET: return "BINGET";
    case INST: return "INST";
    case LONG_BINGET: return "LONG_BINGET";
    case LIST: return "LIST";
    case EMPTY_LIST: return "EMPTY_LIST";
    case OBJ: return "OBJ";
    case PUT: return "PUT";
    case BINPUT: return "BINPUT";
    case LONG_BINPUT: return "LONG_BINPUT";
    case SETITEM: return "SETITEM";
    case TUPLE: return "TUPLE";
    case EMPTY_TUPLE: return "EMPTY_TUPLE";
    case SETITEMS: return "SETITEMS";
    case BINFLOAT: return "BINFLOAT";
    case BINBYTES: return "BINBYTES";
    case SHORT_BINBYTES: return "SHORT_BINBYTES";
    case PROTO: return "PROTO";
    case NEWOBJ: return "NEWOBJ";
    case EXT1: return "EXT1";
    case EXT2: return "EXT2";
    case EXT4: return "EXT4";
    case TUPLE1: return "TUPLE1";
    case TUPLE2: return "TUPLE2";
    case TUPLE3: return "TUPLE3";
    case NEWTRUE: return "NEWTRUE";
    case NEWFALSE: return "NEWFALSE";
    case LONG1: return "LONG1";
    case LONG4: return "LONG4";
    case SHORT_BINUNICODE: return "SHORT_BINUNICODE";
    case BINUNICODE8: return "BINUNICODE8";
    case BINBYTES8: return "BINBYTES8";
    case EMPTY_SET: return "EMPTY_SET";
    case ADDITEMS: return "ADDITEMS";
    case FROZENSET: return "FROZENSET";
    case NEWOBJ_EX: return "NEWOBJ_EX";
    case STACK_GLOBAL: return "STACK_GLOBAL";
    case MEMOIZE: return "MEMOIZE";
    case FRAME: return "FRAME";
    case BYTEARRAY8: return "BYTEARRAY8";
    case NEXT_BUFFER: return "NEXT_BUFFER";
    case READONLY_BUFFER: return "READONLY_BUFFER";
    default: return "";
    }
}

PickleResult readPickle(std::string_view bytes, const PickleLimits& limits) {
    return Reader(bytes, limits).run();
}

}  // namespace aw
