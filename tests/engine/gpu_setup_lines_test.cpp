// Issue 48: GPU and RDMA setup lines of real threads (tests/data/real/src48g-*), on bundles
// built in memory: the Fabric Manager with no NVSwitch to manage blames no node, NCCL 2.29's
// NVLS bind failure is the Fabric Manager's, PyTorch's device count names its CUDA error, and
// old PyTorch's 'cuda runtime error (N) : text' is read by its text (its N is CUDA's numbering
// before 10.1, where 4 was a launch failure and 39 an uncorrectable ECC error).
#include "tests/support/analysis.h"
#include "tests/support/bundle_builder.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using awtest::BundleBuilder;

namespace {

bool hasSymptom(const aw::AnalysisResult& r, const std::string& symptom) {
    for (const aw::Event& e : r.events)
        if (e.symptom == symptom) return true;
    return false;
}

}  // namespace

// NVIDIA/gpu-operator#610: nothing is wrong with the node that logged it.
TEST(GpuSetupLines, AFabricManagerWithNoNvswitchToManageBlamesNoNode) {
    BundleBuilder b;
    b.kernel("gpu07",
             "Nov 15 14:15:47 gpu07 nv-fabricmanager[4177]: request to query NVSwitch device information from NVSwitch "
             "driver failed with error:WARNING Nothing to do [NV_WARN_NOTHING_TO_DO]\n"
             "Nov 15 14:15:47 gpu07 systemd[1]: nvidia-fabricmanager.service: Control process exited, code=exited, "
             "status=1/FAILURE\n");
    const auto r = awtest::analyze(b.take());
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::GpuSoftware) << r.verdict.summary;
    EXPECT_EQ(r.verdict.symptom, "fabric_manager_no_nvswitch") << r.verdict.summary;
    EXPECT_TRUE(r.verdict.culpritNodes.empty()) << r.verdict.summary;
}

// pytorch/ci-infra#541: the warning spans lines; its first names the fault.
TEST(GpuSetupLines, NcclsNvlsBindFailureIsTheFabricManagersOnTheNodeThatLogsIt) {
    BundleBuilder b;
    b.app("node023",
          "node023:12098:12141 [2] NCCL WARN Failed to bind NVLink SHARP (NVLS) Multicast memory of size 2097152 : "
          "CUDA error 401 'the operation cannot be performed in the present state'.\n"
          "This is usually caused by a system or configuration error in the Fabric Manager or NVSwitches.\n");
    const auto r = awtest::analyze(b.take());
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::GpuSoftware) << r.verdict.summary;
    EXPECT_EQ(r.verdict.symptom, "nccl_nvls_cuda_failure") << r.verdict.summary;
    EXPECT_EQ(r.verdict.culpritNodes, std::vector<std::string>{"node023"}) << r.verdict.summary;
}

// huggingface/huggingface_hub#4134: an exception no rule knew, until its error number was read.
TEST(GpuSetupLines, PytorchsDeviceCountErrorNamesItsCudaError) {
    BundleBuilder b;
    b.app("node001",
          "RuntimeError: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling "
          "NumCudaDevices() that might have already set an error? Error 802: system not yet initialized\n");
    const auto r = awtest::analyze(b.take());
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::GpuSoftware) << r.verdict.summary;
    EXPECT_EQ(r.verdict.symptom, "cuda_error_system_not_ready") << r.verdict.summary;
}

// CUDA 12's 4 is cudaErrorCudartUnloading (a teardown's consequence); CUDA 9's 4 is the launch
// failure the text says.
TEST(GpuSetupLines, OldPytorchsCudaRuntimeErrorIsReadByItsText) {
    BundleBuilder b;
    b.app(
        "node001",
        "THCudaCheck FAIL file=/pytorch/aten/src/THC/THCCachingHostAllocator.cpp line=265 error=4 : unspecified launch "
        "failure\n"
        "RuntimeError: cuda runtime error (4) : unspecified launch failure at "
        "/pytorch/aten/src/THC/THCCachingHostAllocator.cpp:265\n");
    const auto r = awtest::analyze(b.take());
    EXPECT_TRUE(hasSymptom(r, "cuda_launch_failure")) << r.verdict.summary;
    EXPECT_FALSE(hasSymptom(r, "cuda_error_cudart_unloading")) << r.verdict.summary;
    EXPECT_EQ(r.verdict.symptom, "cuda_launch_failure") << r.verdict.summary;
}

// nccl-tests#206: the ENOMEM of an RDMA memory registration is the locked-memory limit, the
// same on every node: no node is blamed, and the job owner is told to raise the limit.
TEST(GpuSetupLines, AnRdmaRegistrationOutOfMemoryIsTheLockedMemoryLimitNotTheNode) {
    BundleBuilder b;
    b.app("node001",
          "node001:2304:2340 [5] misc/ibvwrap.cc:104 NCCL WARN Call to ibv_reg_mr failed with error Cannot allocate "
          "memory\n");
    const auto r = awtest::analyze(b.take());
    EXPECT_EQ(r.verdict.outcome, aw::Outcome::Host) << r.verdict.summary;
    EXPECT_EQ(r.verdict.symptom, "locked_memory_limit") << r.verdict.summary;
    EXPECT_TRUE(r.verdict.culpritNodes.empty()) << r.verdict.summary;
    // "[5]" is the rank's CUDA device; with no node blamed it names no GPU either.
    EXPECT_EQ(r.verdict.culpritGpu, -1) << r.verdict.summary;
    ASSERT_FALSE(r.verdict.actions.empty());
    EXPECT_EQ(r.verdict.actions.front().id, "raise_memlock");
}
