// The providers' own event documents (tests/data/real/cloud-*, copied verbatim from the
// providers' documentation and public READMEs): the instance they name, the provider's code
// and the time, whatever the folder is called.
#include "engine/load/file_classifier.h"
#include "engine/load/json/cloud_events_reader.h"
#include "engine/text/timestamp.h"

#include "tests/support/files.h"

#include <gtest/gtest.h>

namespace {

struct CloudRecord {
    std::string text;
    std::string node;
    aw::TimeNs time;
};

std::vector<CloudRecord> readCase(const std::string& caseName) {
    const std::string path = std::string(AW_SOURCE_DIR) + "/tests/data/real/" + caseName + "/bundle/cloud/events.json";
    const std::string bytes = awtest::readFile(path);
    EXPECT_FALSE(bytes.empty()) << path;
    const aw::ReaderOutput out = aw::readCloudEvents({path, bytes, aw::TimeContext{}});
    EXPECT_TRUE(out.problems.empty());
    std::vector<CloudRecord> records;
    for (const auto& rec : out.records) records.push_back({std::string(rec.text), out.nodeOf(rec), rec.time});
    return records;
}

// The case holds one event: its node, normalised text and time.
void expectOneEvent(const std::string& caseName, const std::string& node, const std::string& text,
                    const std::string& time) {
    const auto records = readCase(caseName);
    ASSERT_EQ(records.size(), 1u);
    EXPECT_EQ(records[0].node, node);
    EXPECT_EQ(records[0].text, text);
    EXPECT_EQ(aw::formatIsoUtc(records[0].time), time);
}

}  // namespace

TEST(CloudProviderEvents, AwsHealthNamesTheAffectedInstance) {
    expectOneEvent("cloud-aws-health-ec2-instance-retirement", "i-1234567890abcdef0",
                   "cloud type=AWS_EC2_INSTANCE_RETIREMENT_SCHEDULED instance=i-1234567890abcdef0 status=open "
                   "message=\"A description of the event will be provided here\"",
                   "2026-01-27T01:43:21.000Z");
}

TEST(CloudProviderEvents, GcpAuditLogNamesTheInstanceOfItsResource) {
    expectOneEvent("cloud-gcp-compute-instances-preempted", "mock-instance-spot-3706-5b909138-nr65",
                   "cloud type=compute.instances.preempted instance=mock-instance-spot-3706-5b909138-nr65 "
                   "message=\"Instance was preempted.\"",
                   "2023-09-16T10:42:31.325Z");
}

TEST(CloudProviderEvents, AzureScheduledEventsGiveOneEventPerResource) {
    expectOneEvent("cloud-azure-imds-spot-preempt", "vm-spot",
                   "cloud type=Preempt instance=vm-spot status=Scheduled origin=Platform", "2022-08-09T17:07:32.000Z");

    const std::string two = R"({"DocumentIncarnation": 2, "Events": [{"EventId": "1", "EventType": "Reboot",
        "Resources": ["vm-a", "vm-b"], "EventStatus": "Scheduled", "EventSource": "User", "NotBefore": ""}]})";
    const aw::ReaderOutput out = aw::readCloudEvents({"events.json", two, aw::TimeContext{}});
    ASSERT_EQ(out.records.size(), 2u);
    EXPECT_EQ(out.nodeOf(out.records[1]), "vm-b");
    EXPECT_EQ(out.records[1].time, aw::kNoTime);
}

TEST(CloudProviderEvents, ProviderDocumentsAreCloudEventsInAnyFolder) {
    for (const char* name : {"cloud-aws-health-ec2-instance-retirement", "cloud-gcp-compute-instances-preempted",
                             "cloud-azure-imds-spot-preempt"}) {
        const std::string bytes =
            awtest::readFile(std::string(AW_SOURCE_DIR) + "/tests/data/real/" + name + "/bundle/cloud/events.json");
        EXPECT_EQ(aw::classifyFile("logs/provider.json", bytes).format, aw::FileFormat::CloudEvents) << name;
    }
}

TEST(CloudProviderEvents, HttpDatesAreExactTimes) {
    const auto t = aw::parseTimeString("Thu, 27 Aug 2026 13:19:03 GMT");
    ASSERT_TRUE(t);
    EXPECT_EQ(aw::formatIsoUtc(t->time), "2026-08-27T13:19:03.000Z");
    EXPECT_FALSE(aw::parseTimeString("Thu, 27 Aug 2026 13:19:03 CEST"));
}
