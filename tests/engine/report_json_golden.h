// The JSON report of a sample holds the sample's whole analysis, which the analysis golden
// tests/golden/<sample>.json stores already (GoldenSamples writes it). So the report's
// golden tests/golden/reports/<sample>.json stores the rest, with a reference in the
// analysis' place:
//   "analysis": {"$ref": "../<sample>.json"}
// The check puts the two stored parts back together and compares the report with them byte
// for byte, exactly as strict as one file holding both.
#pragma once

#include <string>

namespace awtest {

void expectReportJsonGolden(const std::string& sample, const std::string& reportJson);

// The two ways between the report as written and as stored.
std::string withAnalysisByReference(const std::string& reportJson, const std::string& sample);
std::string withAnalysisInlined(const std::string& storedReport, const std::string& sample,
                                const std::string& analysisJson);

}  // namespace awtest
