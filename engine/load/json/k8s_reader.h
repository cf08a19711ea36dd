// Kubernetes `kubectl get pods -o json` and `kubectl get events -o json`.
#pragma once

#include "engine/load/json/reader_io.h"

namespace aw {

ReaderOutput readK8sPodsJson(const ReaderInput& in);
ReaderOutput readK8sEventsJson(const ReaderInput& in);

}  // namespace aw
