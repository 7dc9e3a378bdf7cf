// Parameters of graph nodes in the form the runtime executes them: kernel
// arguments copied into owned storage, copies resolved to pointers and
// pitches, memset shapes validated. Building a parameter set validates it
// (HIP's errors), so a plan step never fails at launch time.
#pragma once

#include <cstring>
#include <functional>
#include <type_traits>
#include <memory>
#include <vector>

#include "backend.h"
#include "kernel.h"
#include "runtime.h"

namespace openhip {

struct Plan;

/// The integer value of an enum a caller passed, read without loading it as
/// the enum type (an out-of-range value is undefined behaviour there and is
/// exactly what argument checks must reject).
template <class Enum>
int enumValue(const Enum& value) {
  std::underlying_type_t<Enum> raw;
  std::memcpy(&raw, &value, sizeof raw);
  return static_cast<int>(raw);
}

struct KernelNodeData {
  hipKernelNodeParams params{};  ///< as given; kernelParams points into `packet`'s arguments
  /// The launch, ready to run (stream fields unset), with its own argument
  /// copies; shared by clones of the node and plans (immutable).
  std::shared_ptr<const LaunchPacket> packet;
  hipAccessPolicyWindow access_policy{};
};

/// A copy resolved to byte pointers: `depth` slices of `height` rows of
/// `width` bytes.
struct CopyData {
  hipMemcpy3DParms params{};  ///< as given (hipGraphMemcpyNodeGetParams)
  CopyRegion region;          ///< width 0: nothing to copy
};

struct MemsetData {
  hipMemsetParams params{};
};

/// Parameters of every node type; only the member of the node's type is used.
struct NodeParams {
  KernelNodeData kernel;
  CopyData copy;
  MemsetData memset;
  hipHostNodeParams host{};
  /// Operations captured from a stream without a description (see
  /// stream_capture.h) run this closure; they are host nodes whose fn is a
  /// trampoline and whose userData is the closure.
  std::shared_ptr<std::function<void()>> closure;
  /// Captured queue work no node type describes (a 3D fill, a stream value
  /// wait): the host node's closure does nothing; a plan runs this instead.
  std::shared_ptr<const QueueWork> replay;
  /// A graph launch captured into another graph: the launched plan runs in
  /// place of this (host-typed) node, like a child graph.
  std::shared_ptr<const Plan> embedded_plan;
  hipEvent_t event = nullptr;  ///< event record / wait nodes
  ihipGraph* child = nullptr;  ///< child graph node: the embedded graph (owned)
};

hipError_t makeKernelParams(const hipKernelNodeParams& params, KernelNodeData* out);
/// hipMemcpy3DParms with pitched pointers or arrays.
hipError_t makeCopyParams(const hipMemcpy3DParms& params, CopyData* out);
hipError_t makeCopy1DParams(void* dst, const void* src, size_t count, hipMemcpyKind kind,
                            CopyData* out);
/// The linear copy makeCopy1DParams describes, without validating it.
CopyData linearCopyData(void* dst, const void* src, size_t count, hipMemcpyKind kind);
hipError_t makeCopyToSymbolParams(const void* symbol, const void* src, size_t count, size_t offset,
                                  hipMemcpyKind kind, CopyData* out);
hipError_t makeCopyFromSymbolParams(void* dst, const void* symbol, size_t count, size_t offset,
                                    hipMemcpyKind kind, CopyData* out);
hipError_t makeMemsetParams(const hipMemsetParams& params, MemsetData* out);
hipError_t checkHostParams(const hipHostNodeParams* params);
/// Host node parameters that run `closure` (captured operations).
hipHostNodeParams closureHostParams(const std::shared_ptr<std::function<void()>>& closure);

/// The fill a memset node performs.
FillRegion fillRegion(const MemsetData& memset);

}  // namespace openhip
