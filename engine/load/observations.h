// The observations of one file of a bundle, replayed on demand: for text logs the lines
// are scanned again (timestamps parsed, untimed lines inheriting the previous time, the
// node a line names settled), for structured files the records parsed at load time (a
// journal's read again when the bundle did not keep them, load_visitor.h).
#pragma once

#include "engine/core/bundle.h"

#include <cstdint>
#include <functional>

namespace aw {

// Calls `fn` for every observation of file `fileIndex`, in file order: the same ones the
// load's own pass made. An observation, and the text it points to, is valid during its call
// (a journal read again holds its records' text only that long).
void forEachObservation(const Bundle& bundle, std::uint32_t fileIndex,
                        const std::function<void(const Observation&)>& fn);

}  // namespace aw
