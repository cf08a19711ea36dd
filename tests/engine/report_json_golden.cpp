#include "report_json_golden.h"

#include "tests/support/golden.h"

#include <gtest/gtest.h>

namespace awtest {

namespace {

// aw::reportJson ends with the analysis, indented under this key.
const std::string kAnalysisKey = "\n  \"analysis\": ";
const std::string kEnd = "\n}\n";

std::string reference(const std::string& sample) {
    return "{\"$ref\": \"../" + sample + ".json\"}";
}

// Where the analysis' value begins in `json`, npos when `json` does not end with it.
std::size_t analysisBegin(const std::string& json) {
    const std::size_t key = json.rfind(kAnalysisKey);
    if (key == std::string::npos || json.size() < kEnd.size() ||
        json.compare(json.size() - kEnd.size(), kEnd.size(), kEnd) != 0)
        return std::string::npos;
    return key + kAnalysisKey.size();
}

}  // namespace

std::string withAnalysisByReference(const std::string& reportJson, const std::string& sample) {
    const std::size_t begin = analysisBegin(reportJson);
    if (begin == std::string::npos) {
        ADD_FAILURE() << "the report does not end with its analysis; nothing to store by reference";
        return reportJson;
    }
    return reportJson.substr(0, begin) + reference(sample) + kEnd;
}

std::string withAnalysisInlined(const std::string& storedReport, const std::string& sample,
                                const std::string& analysisJson) {
    const std::size_t begin = analysisBegin(storedReport);
    if (begin == std::string::npos || storedReport.substr(begin) != reference(sample) + kEnd)
        return storedReport;  // compares unequal, showing where the reference should be
    // As aw::reportJson embeds it: without the trailing newline, indented by two spaces.
    std::string analysis = analysisJson;
    while (!analysis.empty() && (analysis.back() == '\n' || analysis.back() == ' ')) analysis.pop_back();
    std::string indented;
    for (char c : analysis) {
        indented += c;
        if (c == '\n') indented += "  ";
    }
    return storedReport.substr(0, begin) + indented + kEnd;
}

void expectReportJsonGolden(const std::string& sample, const std::string& reportJson) {
    const std::string reportName = "reports/" + sample + ".json", analysisName = sample + ".json";
    if (updatingGoldens()) {
        writeGolden(reportName, withAnalysisByReference(reportJson, sample));
        GTEST_SKIP() << "wrote " << goldenPath(reportName) << "; GoldenSamples writes " << goldenPath(analysisName);
    }
    const std::string expected = withAnalysisInlined(readGolden(reportName), sample, readGolden(analysisName));
    expectSameBytes(goldenPath(reportName) + " with " + analysisName + " in its analysis' place", expected, reportJson);
}

}  // namespace awtest
