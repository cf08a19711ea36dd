#include "tests/support/analysis.h"

#include "engine/attribute/attributor.h"

namespace awtest {

aw::AnalysisResult analyze(const aw::Bundle& bundle, std::shared_ptr<const aw::RuleCatalog> catalog,
                           const aw::AnalyzeOptions& options) {
    aw::Attributor attributor(std::move(catalog));
    attributor.ingest(bundle, options);
    return attributor.attribute();
}

std::string sourcePath(const std::string& relative) {
    return std::string(AW_SOURCE_DIR) + "/" + relative;
}

}  // namespace awtest
