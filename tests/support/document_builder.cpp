#include "tests/support/document_builder.h"

namespace awtest {

awv::DocumentPtr openDocument(const std::string& path) {
    return awv::makeDocument(aw::openBundle(path));
}

DocumentBuilder::DocumentBuilder(const awv::Document& from) {
    opened_.bundle = from.bundle;
    opened_.catalog = from.catalog;
    opened_.hangs = from.flightRecorder;
    for (const auto& [file, source] : from.decoded) opened_.dumpTexts[file] = source->dump;
    if (from.result) result_ = *from.result;
}

DocumentBuilder& DocumentBuilder::bundle(std::shared_ptr<const aw::Bundle> bundle) {
    opened_.bundle = std::move(bundle);
    return *this;
}

DocumentBuilder& DocumentBuilder::catalog(std::shared_ptr<const aw::RuleCatalog> catalog) {
    opened_.catalog = std::move(catalog);
    return *this;
}

DocumentBuilder& DocumentBuilder::result(aw::AnalysisResult result) {
    result_ = std::move(result);
    return *this;
}

DocumentBuilder& DocumentBuilder::hangs(aw::FlightRecorderReport hangs) {
    opened_.hangs = std::make_shared<const aw::FlightRecorderReport>(std::move(hangs));
    return *this;
}

awv::DocumentPtr DocumentBuilder::build() const {
    aw::OpenedBundle opened = opened_;
    if (!opened.bundle) opened.bundle = std::make_shared<const aw::Bundle>();
    opened.result = std::make_shared<const aw::AnalysisResult>(result_);
    return awv::makeDocument(opened);
}

}  // namespace awtest
