// What every structured reader promises of its records, checked after each fuzz input:
// each names a node the reader kept, and its text can be read whole (the sanitizers
// watch those reads: the text lives in blocks the records point into).
#pragma once

#include "engine/load/json/reader_io.h"

namespace awfuzz {

inline void checkRecords(const aw::ReaderOutput& out) {
    unsigned sum = 0;
    for (const aw::ReaderOutput::Record& r : out.records) {
        if (r.node >= out.nodeNames.size()) __builtin_trap();
        for (char c : r.text) sum += static_cast<unsigned char>(c);
    }
    [[maybe_unused]] volatile unsigned read = sum;
}

}  // namespace awfuzz
