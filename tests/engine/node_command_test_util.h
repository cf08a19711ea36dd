// A bundle collected through the documented node-command template (docs/collect.md), its ssh
// left out: gpu07 answers with a report, gpu08 with nothing. The DCGM readers' verdict tests
// share it.
#pragma once

#include "engine/collect/collector.h"
#include "engine/core/utc_time.h"
#include "tests/support/files.h"
#include "tests/support/result.h"

#include <string>

namespace awtest {

// Collects gpu[07-08] into `folder`/bundle, gpu07's answer saved as `outputName`; returns the
// bundle's path.
inline std::string collectGpu07Answer(TempFolder& folder, const std::string& answer, const std::string& outputName) {
    folder.write("answer.txt", answer);
    aw::CollectOptions o;
    o.output = folder.file("bundle");
    o.nodes = "gpu[07-08]";
    o.since = 1796025600 * aw::kNsPerSecond;
    o.until = 1796026200 * aw::kNsPerSecond;
    o.nodeCommand = "test {node} = gpu07 && cat '" + folder.file("answer.txt") + "' || true";
    o.nodeCommandOutput = outputName;
    worked(aw::collectBundle(o));
    return o.output;
}

}  // namespace awtest
