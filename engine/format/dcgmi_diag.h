// `dcgmi diag -r 1|2|3|4`, DCGM's active diagnostic, as dcgmi prints it (dcgmi/Diag.cpp): the
// table "| Diagnostic | Result |" with its sections (Metadata, Deployment, Integration, Hardware,
// Stress), in DCGM 2 and 3's form ("GPU Memory | Fail - GPU: 0", "Warning | GPU 0 ...") and in
// DCGM 4's ("memory | Fail", "| GPU0: Fail", "Warning: GPU0 | ..."), and `-j`'s JSON ("DCGM
// Diagnostic" or, before DCGM 4, "DCGM GPU Diagnostic": test_categories, tests, results; with
// --iterations, each run under "iterations"). The one
// reading of it: the classifier recognises it, the loader's reader turns each result that is
// not a Pass into a record.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace aw {

// One test's result on one GPU (or on all, or on none where dcgmi names none).
struct DcgmDiagResult {
    std::string section;     // "Deployment", "Integration", "Hardware", "Stress", ... as printed; may be empty
    std::string test;        // "GPU Memory", "memory", "PCIe", "Diagnostic", "Targeted Stress", ... as printed
    int gpu = -1;            // the GPU index; -1 where dcgmi names none (a Deployment check, "Fail - All")
    std::string entity;      // another entity's name where the result is not a GPU's ("CPU0"); else empty
    std::string result;      // "Fail", "Warn", "Skip" (a Pass is no record)
    std::string message;     // DCGM's error messages for it, joined (dcgm_errors.h's texts)
    int errorCategory = -1;  // -j only: dcgmErrorCategory_t of its first error (10: hardware memory)
    int errorSeverity = -1;  // -j only: dcgmErrorSeverity_t of its first error (2: isolate)
    std::uint32_t line = 0;  // 1-based line of the result's row (or JSON key)
    std::size_t offset = 0;  // where that line starts
};

struct DcgmDiagReport {
    std::size_t tests = 0;  // results read, Pass included: 0 when nothing was a diag's result
    std::vector<DcgmDiagResult> results;
    std::vector<std::string> problems;  // what could not be read, each with its line
};

// Whether `head` (a file's first bytes) is dcgmi diag's report: the table's header row
// "| Diagnostic | Result |" within its first lines, or -j's JSON with "DCGM Diagnostic".
bool looksLikeDcgmiDiag(std::string_view head);

// The most results kept of one file, and the longest message: a node has at most 32 GPUs and
// DCGM about 20 tests; more is not its output.
inline constexpr std::size_t kDcgmDiagMaxResults = 1024;
inline constexpr std::size_t kDcgmDiagMaxMessage = 1024;

DcgmDiagReport parseDcgmiDiag(std::string_view text);

// dcgm_errors.h's names, as a word ("hardware_memory", "isolate"); empty for an unknown number.
std::string_view dcgmErrorCategoryName(int category);
std::string_view dcgmErrorSeverityName(int severity);

}  // namespace aw
