// Expected failures (a store that cannot be opened, an output that cannot be written,
// options that cannot work) are returned, not thrown: a call that can fail returns a
// Result, its value or the Failure that says why. Exceptions are left for programming
// errors. The rule and how front ends print a failure: docs/architecture.md, "Errors".
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace aw {

// Why a call failed, in the words the user reads, and the file (and line) it concerns.
struct Failure {
    std::string message;     // the whole sentence; it names the file itself when there is one
    std::string file;        // the file it concerns, as it was given; "" when none
    std::uint32_t line = 0;  // 1-based; 0 when it concerns the whole file, or no file

    Failure(std::string message, std::string file = {}, std::uint32_t line = 0)
        : message(std::move(message)), file(std::move(file)), line(line) {}

    // The usual shape: "FILE: reason", or "FILE:LINE: reason" with a line.
    static Failure at(const std::string& file, const std::string& reason, std::uint32_t line = 0);
};

// The value of a call that worked, or the Failure of one that did not. Reading value() of
// a failure, or failure() of a value, is a programming error: it throws.
template <class T>
class [[nodiscard]] Result {
public:
    Result(T value) : held_(std::in_place_index<0>, std::move(value)) {}
    Result(Failure failure) : held_(std::in_place_index<1>, std::move(failure)) {}

    bool ok() const { return held_.index() == 0; }
    explicit operator bool() const { return ok(); }

    T& value() & { return std::get<0>(held_); }
    const T& value() const& { return std::get<0>(held_); }
    T&& value() && { return std::get<0>(std::move(held_)); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }

    const Failure& failure() const { return std::get<1>(held_); }

private:
    std::variant<T, Failure> held_;
};

// A call that returns nothing but can fail: `return {};` when it worked.
template <>
class [[nodiscard]] Result<void> {
public:
    Result() = default;
    Result(Failure failure) : failure_(std::move(failure)) {}

    bool ok() const { return !failure_.has_value(); }
    explicit operator bool() const { return ok(); }
    const Failure& failure() const { return failure_.value(); }

private:
    std::optional<Failure> failure_;
};

}  // namespace aw
