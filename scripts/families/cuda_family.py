#!/usr/bin/env python3
"""Builds resources/rules/families/cuda.json: every CUDA 12.5 runtime and driver error
(tests/data/families/cuda.tsv, from NVIDIA's driver_types.h and cuda.h), by name, number and
the text cudaGetErrorString gives. --check: fail when the file is not what this writes."""

from family_json import emit, member, name_field, names_of, read_list

# cudaGetErrorString's text as NVIDIA's runtime prints it. No header or document lists
# these; each is the text of public logs ('CUDA error: <text>', NCCL's "Cuda failure
# '<text>'"), and members without one are read by name and number only.
STRINGS = {
    1: "invalid argument", 2: "out of memory", 3: "initialization error", 4: "driver shutting down",
    9: "invalid configuration argument", 17: "invalid device pointer", 34: "CUDA driver is a stub library",
    35: "CUDA driver version is insufficient for CUDA runtime version",
    46: "CUDA-capable device(s) is/are busy or unavailable", 98: "invalid device function",
    100: "no CUDA-capable device is detected", 101: "invalid device ordinal", 200: "device kernel image is invalid",
    201: "invalid device context", 209: "no kernel image is available for execution on the device",
    214: "uncorrectable ECC error encountered", 217: "peer access is not supported between these two devices",
    218: "a PTX JIT compilation failed", 220: "uncorrectable NVLink error detected during the execution",
    222: "the provided PTX was compiled with an unsupported toolchain.",
    304: "OS call failed or operation not supported on this OS", 400: "invalid resource handle",
    401: "the operation cannot be performed in the present state",
    500: "named symbol not found", 600: "device not ready", 700: "an illegal memory access was encountered",
    701: "too many resources requested for launch", 702: "the launch timed out and was terminated",
    704: "peer access is already enabled", 705: "peer access has not been enabled",
    710: "device-side assert triggered", 714: "hardware stack error", 715: "an illegal instruction was encountered",
    716: "misaligned address", 717: "operation not supported on global/shared address space",
    718: "invalid program counter", 719: "unspecified launch failure", 720: "too many blocks in cooperative launch",
    800: "operation not permitted", 801: "operation not supported", 802: "system not yet initialized",
    803: "system has unsupported display driver / cuda driver combination",
    804: "forward compatibility was attempted on non supported HW",
    900: "operation not permitted when stream is capturing", 999: "unknown error",
}

# (outcome, role, strength[, symptom]) by runtime name. The GPU broke: gpu_hardware. The
# node's driver, toolkit or services are wrong: gpu_software. The program's kernel faulted or
# asked for the impossible: application; it was built or launched wrong: user. The sticky
# kernel faults (700, 714-719) poison every later call, so the first is the root.
JUDGED = {
    "cudaErrorECCUncorrectable": ("gpu_hardware", "root", 75, "cuda_uncorrectable_ecc"),
    "cudaErrorNvlinkUncorrectable": ("gpu_hardware", "root", 75),
    "cudaErrorIllegalAddress": ("application", "root", 45, "cuda_illegal_memory_access"),
    "cudaErrorLaunchFailure": ("gpu_software", "root", 45, "cuda_launch_failure"),
    "cudaErrorAssert": ("application", "root", 60, "cuda_device_assert"),
    "cudaErrorIllegalInstruction": ("application", "root", 45),
    "cudaErrorMisalignedAddress": ("application", "root", 45),
    "cudaErrorInvalidAddressSpace": ("application", "root", 45),
    "cudaErrorInvalidPc": ("application", "root", 45),
    "cudaErrorHardwareStackError": ("application", "root", 45),
    "cudaErrorLaunchOutOfResources": ("application", "root", 45),
    "cudaErrorCooperativeLaunchTooLarge": ("application", "root", 40),
    "cudaErrorMemoryAllocation": ("application", "root", 50),
    "cudaErrorLaunchTimeout": ("gpu_software", "root", 45),
    "cudaErrorUnknown": ("gpu_software", "root", 40),
    "cudaErrorNoDevice": ("gpu_software", "root", 55),
    # Busy or unavailable: another process holds the GPU in exclusive mode (a leftover of an
    # earlier job, or two ranks launched on one GPU) or the node hides it; the line alone
    # does not say whose fault it is.
    "cudaErrorDevicesUnavailable": ("gpu_software", "context", 30),
    "cudaErrorInitializationError": ("gpu_software", "root", 40),
    "cudaErrorInsufficientDriver": ("gpu_software", "root", 60),
    "cudaErrorCallRequiresNewerDriver": ("gpu_software", "root", 55),
    "cudaErrorStubLibrary": ("gpu_software", "root", 55),
    "cudaErrorSystemDriverMismatch": ("gpu_software", "root", 65),
    "cudaErrorCompatNotSupportedOnDevice": ("gpu_software", "root", 55),
    "cudaErrorSystemNotReady": ("gpu_software", "root", 60),
    "cudaErrorUnsupportedPtxVersion": ("gpu_software", "root", 55),
    "cudaErrorJitCompilerNotFound": ("gpu_software", "root", 45),
    "cudaErrorDeviceNotLicensed": ("gpu_software", "root", 50),
    "cudaErrorSoftwareValidityNotEstablished": ("gpu_software", "root", 45),
    "cudaErrorStartupFailure": ("gpu_software", "root", 45),
    "cudaErrorOperatingSystem": ("gpu_software", "root", 40),
    "cudaErrorMpsConnectionFailed": ("gpu_software", "root", 50),
    "cudaErrorMpsRpcFailure": ("gpu_software", "root", 45),
    "cudaErrorMpsServerNotReady": ("gpu_software", "root", 45),
    "cudaErrorMpsClientTerminated": ("gpu_software", "cascade", 20),
    "cudaErrorExternalDevice": ("gpu_hardware", "context", 30),
    "cudaErrorNoKernelImageForDevice": ("user", "root", 50),
    "cudaErrorInvalidKernelImage": ("user", "root", 40),
    "cudaErrorInvalidDevice": ("user", "root", 45),
    "cudaErrorInvalidPtx": ("user", "root", 40),
    "cudaErrorMpsMaxClientsReached": ("user", "root", 40),
    "cudaErrorMpsMaxConnectionsReached": ("user", "root", 40),
    "cudaErrorDeviceAlreadyInUse": ("user", "root", 40),
    # What a failure elsewhere leaves behind, or a program's own teardown.
    "cudaErrorCudartUnloading": ("unknown", "cascade", 5),
    "cudaErrorContextIsDestroyed": ("unknown", "cascade", 10),
    "cudaErrorTimeout": ("gpu_software", "cascade", 20),
    "cudaErrorPriorLaunchFailure": ("application", "cascade", 15),
    "cudaErrorSynchronizationError": ("application", "cascade", 15),
    # Status answers of healthy programs.
    "cudaErrorNotReady": ("unknown", "benign", 0),
    "cudaErrorPeerAccessAlreadyEnabled": ("unknown", "benign", 0),
    "cudaErrorHostMemoryAlreadyRegistered": ("unknown", "benign", 0),
    "cudaErrorSetOnActiveProcess": ("unknown", "benign", 0),
    "cudaErrorProfilerDisabled": ("unknown", "benign", 0),
    "cudaErrorProfilerNotInitialized": ("unknown", "benign", 0),
    "cudaErrorProfilerAlreadyStarted": ("unknown", "benign", 0),
    "cudaErrorProfilerAlreadyStopped": ("unknown", "benign", 0),
}
# Verbatim lines of public logs, one per way a member is printed that the forms' examples
# do not show.
REAL = {
    "cudaErrorIllegalState": [
        {"line": "CUDA error 401 'the operation cannot be performed in the present state'.",
         "source": "https://github.com/pytorch/ci-infra/pull/541"}],
    "cudaErrorSystemNotReady": [
        {"line": "RuntimeError: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() that might have already set an error? Error 802: system not yet initialized",
         "source": "https://github.com/huggingface/huggingface_hub/issues/4134"}],
}
CONTEXT_STRENGTH = {"cudaErrorInvalidValue": 20, "cudaErrorInvalidResourceHandle": 20, "cudaErrorNotPermitted": 15,
                    "cudaErrorNotSupported": 15, "cudaErrorPeerAccessUnsupported": 20}

FORMS = [
    {"capture": "cuda_name", "field": "name", "regex": "\\b(?P<cuda_name>{name})\\b",
     "example": "RuntimeError: CUDA call failed: {name} (kernel launch at csrc/attention.cu:412)",
     "note": "cudaGetErrorName's and cuGetErrorName's names"},
    {"capture": "cuda_text", "field": "string", "regex": "\\bCUDA (?:driver )?error: (?P<cuda_text>{string})",
     "example": "[rank5]: RuntimeError: CUDA error: {string}",
     "note": "PyTorch's C10_CUDA_CHECK and most programs: 'CUDA error: ' and cudaGetErrorString's text"},
    {"capture": "cuda_nccl", "field": "string",
     "regex": "\\b(?:Cuda failure|CUDA error) (?:\\d+ )?'(?P<cuda_nccl>{string})'",
     "example": "node017:88412:88590 [5] NCCL WARN Cuda failure '{string}'",
     "note": "NCCL's CUDACHECK ('Cuda failure 1 'invalid argument''), and the 'CUDA error 401 '...'' of its NVLS warnings"},
    # PyTorch before 1.5 printed the runtime's number and text; its CUDA 9 and 10.0 builds
    # number the errors as CUDA did before 10.1 (uncorrectable ECC 39, not 214), so the text
    # names the member, never the number.
    {"capture": "cuda_thc", "field": "string", "regex": "\\bcuda runtime error \\(\\d+\\) : (?P<cuda_thc>{string})",
     "example": "RuntimeError: cuda runtime error (39) : {string} at /pytorch/aten/src/THC/THCCachingHostAllocator.cpp:265",
     "note": "PyTorch before 1.5 (THCudaCheck's exception), by text: its numbers are CUDA's before 10.1"},
    {"capture": "cuda_thc_check", "field": "string",
     "regex": "\\bTHCudaCheck FAIL file=\\S+ line=\\d+ error=\\d+ : (?P<cuda_thc_check>{string})",
     "example": "THCudaCheck FAIL file=/pytorch/aten/src/THC/THCGeneral.cpp line=51 error=30 : {string}",
     "note": "PyTorch before 1.5: THCudaCheck's own line before the exception"},
    {"capture": "cuda_device_count", "field": "number",
     "regex": "\\bcudaGetDeviceCount\\(\\).*\\bError (?P<cuda_device_count>{number}): ",
     "example": "RuntimeError: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() that might have already set an error? Error {number}: the error's text",
     "note": "PyTorch's device count (c10/cuda/CUDAFunctions.cpp): 'Error <number>: <text>' after the call's name"},
]

NEAR_MISSES = [
    "cudaSuccess",
    "CUDA_SUCCESS (0)",
    "[rank0]: RuntimeError: CUDA error: no error",
    "CUDA error checking: enabled (invalid arguments abort)",
    "node1:2:3 [0] NCCL INFO cudaDriverVersion 12040",
    "cudaErrorInvalidValueCheck enabled",
    "cuda runtime error (0) : no error",
    "THCudaCheck FAIL file=/pytorch/aten/src/THC/THCGeneral.cpp line=51 error=0 : no error",
    "cudaGetDeviceCount() found 8 devices",
    "NCCL WARN Cuda failure 'no error'",
]


def main():
    members = []
    for row in read_list("cuda"):
        names, number = names_of(row), int(row["number"])
        name = names[0]
        fields = {"name": name_field(names), "number": number}
        if number in STRINGS:
            fields["string"] = STRINGS[number]
        if name in JUDGED:
            outcome, role, strength, *symptom = JUDGED[name]
            m = member(fields, outcome, role, strength, symptom=symptom[0] if symptom else None, real=REAL.get(name))
        else:
            m = member(fields, "application", "context", CONTEXT_STRENGTH.get(name, 10), real=REAL.get(name))
        if m["role"] != "root" or m["outcome"] in ("application", "user"):
            m["kind"] = "interesting_node"
        members.append(m)
    emit("cuda", {
        "family": "cuda",
        "id": "cuda_error_family",
        "description": "Every CUDA runtime (cudaError_t) and driver (CUresult) error of CUDA 12.5, by its name, by cudaGetErrorString's text after 'CUDA error: ' or in NCCL's \"Cuda failure '...'\" and \"CUDA error 401 '...'\", in old PyTorch's 'cuda runtime error (N) : ...' and 'THCudaCheck FAIL ... : ...', and by number in PyTorch's 'cudaGetDeviceCount() ... Error N: '. A broken GPU is gpu_hardware, a wrong driver or toolkit on the node gpu_software, a faulting kernel the application's; status answers (cudaErrorNotReady) are benign.",
        "source": {"url": "https://github.com/SciNim/nimcuda/blob/ef9c3645ae73981ab3e1c44264694fdf282238fd/include/cuda12_5/driver_types.h",
                   "also": ["https://github.com/SciNim/nimcuda/blob/ef9c3645ae73981ab3e1c44264694fdf282238fd/include/cuda12_5/cuda.h"],
                   "strings": "cudaGetErrorString's texts as public logs print them; no NVIDIA document lists them",
                   "list": "tests/data/families/cuda.tsv", "members": len(members)},
        "sources": ["applog", "kernel"],
        "emits": {"symptom": "{name}", "title": "CUDA {name} ({number})", "kind": "bad_node", "severity": "error", "scope": "node"},
        "forms": FORMS,
        "no_match": NEAR_MISSES,
        "members": members,
    })


if __name__ == "__main__":
    main()
