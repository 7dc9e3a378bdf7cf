// C ABI: user objects (HIP 6) and the references graphs own to them
// (core/user_object.h).
#include "api_common.h"
#include "graph.h"

using openhip::graphMutex;
using openhip::isLiveGraph;

extern "C" {

hipError_t hipUserObjectCreate(hipUserObject_t* object_out, void* ptr, hipHostFn_t destroy,
                               unsigned int initialRefcount, unsigned int flags) {
  OPENHIP_API(object_out, ptr, destroy, initialRefcount, flags);
  // HIP and CUDA require the one defined flag: destructors are never waited on.
  if (!object_out || !destroy || initialRefcount == 0 || flags != hipUserObjectNoDestructorSync)
    HIP_RETURN(hipErrorInvalidValue);
  *object_out = openhip::createUserObject(ptr, destroy, initialRefcount);
  HIP_RETURN(hipSuccess);
}

hipError_t hipUserObjectRetain(hipUserObject_t object, unsigned int count) {
  OPENHIP_API(object, count);
  HIP_RETURN(openhip::retainUserObject(object, count));
}

hipError_t hipUserObjectRelease(hipUserObject_t object, unsigned int count) {
  OPENHIP_API(object, count);
  HIP_RETURN(openhip::releaseUserObject(object, count));
}

hipError_t hipGraphRetainUserObject(hipGraph_t graph, hipUserObject_t object, unsigned int count,
                                    unsigned int flags) {
  OPENHIP_API(graph, object, count, flags);
  if (count == 0 || (flags != 0 && flags != hipGraphUserObjectMove))
    HIP_RETURN(hipErrorInvalidValue);
  std::lock_guard<std::mutex> lock(graphMutex());
  if (!isLiveGraph(graph) || !openhip::isLiveUserObject(object)) HIP_RETURN(hipErrorInvalidValue);
  unsigned& owned = graph->user_objects[object];
  if (owned + count < owned) HIP_RETURN(hipErrorInvalidValue);
  // Move hands the caller's references to the graph; otherwise the graph takes new ones.
  if (flags != hipGraphUserObjectMove) {
    if (hipError_t e = openhip::retainUserObject(object, count)) {
      if (owned == 0) graph->user_objects.erase(object);
      HIP_RETURN(e);
    }
  }
  owned += count;
  HIP_RETURN(hipSuccess);
}

hipError_t hipGraphReleaseUserObject(hipGraph_t graph, hipUserObject_t object,
                                     unsigned int count) {
  OPENHIP_API(graph, object, count);
  if (count == 0) HIP_RETURN(hipErrorInvalidValue);
  std::lock_guard<std::mutex> lock(graphMutex());
  if (!isLiveGraph(graph)) HIP_RETURN(hipErrorInvalidValue);
  auto it = graph->user_objects.find(object);
  if (it == graph->user_objects.end() || it->second < count) HIP_RETURN(hipErrorInvalidValue);
  if ((it->second -= count) == 0) graph->user_objects.erase(it);
  HIP_RETURN(openhip::releaseUserObject(object, count));
}

}  // extern "C"
