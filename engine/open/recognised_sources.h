// Whether what was loaded is a bundle at all: a README, /etc/hostname or a folder of notes
// loads as a text log of untimed lines, and the rules would give it a verdict (a README
// that quotes an Xid line is "gpu_hardware"). A path is a bundle when it holds a source the
// loader recognises: a manifest (collect.json alone is not one: it records what was asked),
// a structured file (journal, Loki, Prometheus, Slurm, Kubernetes, cloud events, Flight
// Recorder dumps), a kernel log by its name, a node's file (nodes/<node>/...), or a text
// log named like one (.log, .out, .err, .txt: a tool's saved output) or whose lines carry
// times.
#pragma once

#include "engine/core/bundle.h"

#include <string>

namespace aw {

// "" when `bundle` holds a recognised source; else why it is no bundle, for a person.
std::string notABundleReason(const Bundle& bundle);

}  // namespace aw
