// `kubectl get pods -o wide` as printed (k8s/pods-wide.txt, or pasted): a record per pod, the
// shape of the pod list's (k8s_reader.h), e.g. `k8s_pod pod=train/worker-3
// status=CrashLoopBackOff restarts=4 node=gpu-node-5`, so that the loader maps the pod to its node as it does
// from `kubectl get pods -o json`: logs named by the pod are the node's, the Nodes view lists
// the pod beside it.
#pragma once

#include "engine/load/json/reader_io.h"

namespace aw {

ReaderOutput readK8sPodsText(const ReaderInput& in);

}  // namespace aw
