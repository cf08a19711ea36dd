#!/usr/bin/env python3
"""Builds resources/rules/families/kubernetes.json: every reason the kubelet and the container
runtime give events, containers and pods (tests/data/families/kubernetes.tsv).
--check: fail when the file is not what this script writes."""

from family_json import emit, member, read_list

# (outcome, role, strength[, symptom]). A node that went away, rebooted or evicted its pods,
# a preemption: the infrastructure's. A container killed for its memory limit: the
# application's. A volume that would not mount: the storage's. An image or config the pod
# names wrong: the user's. A crash-looping container is the consequence of its own exit.
JUDGED = {
    "OOMKilled": ("application", "root", 60, "k8s_oom_killed"),
    "Evicted": ("infrastructure", "root", 60, "k8s_evicted"),
    "NodeNotReady": ("infrastructure", "root", 65, "k8s_node_not_ready"),
    "Preempting": ("infrastructure", "root", 70, "k8s_preempted"),
    "Rebooted": ("host", "root", 60),
    "DeadlineExceeded": ("user", "root", 55),
    "KubeletSetupFailed": ("infrastructure", "root", 50),
    "NetworkNotReady": ("infrastructure", "root", 45),
    "FailedCreatePodSandBox": ("infrastructure", "root", 45),
    "CreatePodSandboxError": ("infrastructure", "root", 45),
    "FailedMount": ("storage", "root", 50),
    "FailedAttachVolume": ("storage", "root", 50),
    "FailedMapVolume": ("storage", "root", 45),
    "FailedMountOnFilesystemMismatch": ("storage", "context", 30),
    "VolumeResizeFailed": ("storage", "context", 30),
    "FileSystemResizeFailed": ("storage", "context", 30),
    "ErrImagePull": ("user", "root", 45),
    "ImagePullBackOff": ("user", "root", 45),
    "InvalidImageName": ("user", "root", 50),
    "ErrImageNeverPull": ("user", "root", 45),
    "ImageInspectError": ("user", "root", 40),
    "InspectFailed": ("user", "root", 40),
    "RegistryUnavailable": ("infrastructure", "root", 40),
    "CreateContainerConfigError": ("user", "root", 45),
    "CreateContainerError": ("infrastructure", "root", 40),
    "RunContainerError": ("infrastructure", "root", 40),
    "FailedCreatePodContainer": ("infrastructure", "root", 40),
    "CrashLoopBackOff": ("application", "cascade", 10, "k8s_backoff"),
    "BackOff": ("application", "cascade", 10, "k8s_backoff"),
    "Error": ("application", "context", 10),
    "Failed": ("unknown", "context", 10),
    "Killing": ("unknown", "context", 10),
    "ExceededGracePeriod": ("unknown", "cascade", 10),
    "FailedKillPod": ("host", "context", 30),
    "KillContainerError": ("host", "context", 30),
    "KillPodSandboxError": ("host", "context", 30),
    "ContainerGCFailed": ("host", "context", 30),
    "ImageGCFailed": ("host", "context", 30),
    "FreeDiskSpaceFailed": ("host", "context", 30),
    "InvalidDiskCapacity": ("host", "context", 30),
    "FailedNodeAllocatableEnforcement": ("host", "context", 30),
    "FailedPodSandBoxStatus": ("infrastructure", "context", 20),
    "ConfigPodSandboxError": ("infrastructure", "context", 20),
    "NodeNotSchedulable": ("infrastructure", "context", 20),
    "Unhealthy": ("application", "context", 20),
    "FailedSync": ("unknown", "context", 10),
    "FailedValidation": ("user", "context", 20),
    "FailedPostStartHook": ("user", "context", 30),
    "FailedPreStopHook": ("user", "context", 20),
    "PreCreateHookError": ("user", "context", 30),
    "PreStartHookError": ("user", "context", 30),
    "PostStartHookError": ("user", "context", 30),
    "ResizePodInPlaceError": ("infrastructure", "context", 20),
    "RemoveContainerError": ("host", "context", 15),
}


def main():
    members = []
    for row in read_list("kubernetes"):
        name = row["name"]
        outcome, role, strength, *symptom = JUDGED.get(name, ("unknown", "benign", 0))
        members.append(member({"name": name, "given_to": row["given_to"]}, outcome, role, strength,
                              symptom=symptom[0] if symptom else None))
    emit("kubernetes", {
        "family": "kubernetes",
        "id": "kubernetes_reason_family",
        "description": "Every reason the kubelet gives an event, a waiting or failed container and a pod, and the runtime's termination reasons, in normalised records (reason=...), kubectl describe's events table and its 'Reason:' lines. A node not ready, rebooted or evicting, a preemption: the infrastructure's; a memory limit: the application's; a volume that will not mount: the storage's; an image or a config named wrong: the user's; the reasons of a healthy pod's life (Created, Pulled, Started) are benign.",
        "source": {"url": "https://github.com/kubernetes/kubernetes/blob/819ecd4dbe6afbaa4f6227d22b9c46938d48e603/pkg/kubelet/events/event.go",
                   "also": ["https://github.com/kubernetes/kubernetes/blob/008b3652959ca58af8be3fb5b6ecfe9ae7638282/pkg/kubelet/container/sync_result.go",
                            "https://github.com/kubernetes/kubernetes/blob/fbba6b47ad9824012048624a5ef60669e8109517/pkg/kubelet/kuberuntime/kuberuntime_container.go",
                            "https://github.com/kubernetes/kubernetes/blob/0a2f5b122db7f5dab90e3b6384811a68dd030ca3/pkg/kubelet/images/types.go",
                            "https://github.com/containerd/containerd/blob/6d0545dc897936c088c821fbf6fdbe7c86e8e84e/internal/cri/server/helpers.go"],
                   "list": "tests/data/families/kubernetes.tsv", "members": len(members)},
        "sources": ["scheduler", "applog", "other"],
        "emits": {"symptom": "k8s_{name}", "title": "Kubernetes {name}", "kind": "job", "severity": "warning", "scope": "job"},
        "forms": [
            {"capture": "k8s_reason", "field": "name", "regex": "\\breason=(?P<k8s_reason>{name})\\b",
             "example": "k8s_event type=Warning reason={name} object=Pod/train/llama-worker-3 message=see events"},
            {"capture": "k8s_event", "field": "name", "regex": "^\\s+(?:Normal|Warning)\\s+(?P<k8s_event>{name})\\s",
             "example": "  Warning  {name}  2m (x4 over 10m)  kubelet  see the pod's events"},
            {"capture": "k8s_describe", "field": "name", "regex": "^\\s+Reason:\\s+(?P<k8s_describe>{name})\\s*$",
             "example": "      Reason:       {name}"},
        ],
        "no_match": ["k8s_event type=Normal reason=Scheduled object=Pod/train/llama-worker-3",
                     "  Normal  Scheduled  2m  default-scheduler  Successfully assigned train/llama-worker-3",
                     "reason=OOMKilledByUser"],
        "members": members,
    })


if __name__ == "__main__":
    main()
