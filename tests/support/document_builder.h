// The one way view tests make a Document: from a bundle opened on disk as the workbench
// opens it, or from parts built by hand, always put together by awv::makeDocument.
#pragma once

#include "views/common/document.h"

#include <memory>
#include <string>

namespace awtest {

// A bundle on disk, opened through the engine's front door (built-in rules, no cache).
awv::DocumentPtr openDocument(const std::string& path);

class DocumentBuilder {
public:
    DocumentBuilder() = default;
    // Starts from the parts of an existing document.
    explicit DocumentBuilder(const awv::Document& from);

    DocumentBuilder& bundle(std::shared_ptr<const aw::Bundle> bundle);
    DocumentBuilder& catalog(std::shared_ptr<const aw::RuleCatalog> catalog);
    DocumentBuilder& result(aw::AnalysisResult result);
    DocumentBuilder& hangs(aw::FlightRecorderReport hangs);
    // The result being built, to add events to.
    aw::AnalysisResult& editResult() { return result_; }

    awv::DocumentPtr build() const;

private:
    aw::OpenedBundle opened_;
    aw::AnalysisResult result_;
};

}  // namespace awtest
