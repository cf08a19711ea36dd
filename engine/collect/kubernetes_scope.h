// A Kubernetes job as the scope of a collection, through the API server (the API that
// kubectl itself calls): the Job's window and state, its pods (k8s/pods.json), the events
// of each pod, of the Job and of the pods' nodes (k8s/events/), and every container's log
// with its timestamps, the previous container's too after a restart
// (nodes/<node>/pod-<pod>-<container>.log).
//
// The API server: --k8s-api URL; else the pod's own service account when collect runs
// inside the cluster; else `kubectl proxy` on http://127.0.0.1:8001. A token comes from
// AW_K8S_TOKEN or the service account, never from the command line.
#pragma once

#include "engine/collect/collect_context.h"
#include "engine/collect/collect_scope.h"

namespace aw {

CollectScope scopeKubernetes(CollectContext& ctx);

}  // namespace aw
