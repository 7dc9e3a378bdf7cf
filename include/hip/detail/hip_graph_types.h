// Graph and stream-capture types of the HIP 5.2 API. Values match HIP (ABI).
#ifndef OPENHIP_HIP_DETAIL_HIP_GRAPH_TYPES_H
#define OPENHIP_HIP_DETAIL_HIP_GRAPH_TYPES_H

#include <hip/detail/hip_api_types.h>

typedef struct ihipGraph* hipGraph_t;
typedef struct hipGraphNode* hipGraphNode_t;
typedef struct hipGraphExec* hipGraphExec_t;
/* HIP 6: user objects (resources whose lifetime graphs share). */
typedef struct hipUserObject* hipUserObject_t;

typedef enum hipUserObjectFlags {
  hipUserObjectNoDestructorSync = 0x1
} hipUserObjectFlags;

typedef enum hipUserObjectRetainFlags {
  hipGraphUserObjectMove = 0x1
} hipUserObjectRetainFlags;

typedef enum hipGraphNodeType {
  hipGraphNodeTypeKernel = 1,
  hipGraphNodeTypeMemcpy = 2,
  hipGraphNodeTypeMemset = 3,
  hipGraphNodeTypeHost = 4,
  hipGraphNodeTypeGraph = 5,
  hipGraphNodeTypeEmpty = 6,
  hipGraphNodeTypeWaitEvent = 7,
  hipGraphNodeTypeEventRecord = 8,
  hipGraphNodeTypeMemcpy1D = 9,
  hipGraphNodeTypeMemcpyFromSymbol = 10,
  hipGraphNodeTypeMemcpyToSymbol = 11,
  hipGraphNodeTypeCount = 12
} hipGraphNodeType;

typedef struct hipHostNodeParams {
  hipHostFn_t fn;
  void* userData;
} hipHostNodeParams;

typedef struct hipKernelNodeParams {
  dim3 blockDim;
  void** extra;
  void* func;
  dim3 gridDim;
  void** kernelParams;
  unsigned int sharedMemBytes;
} hipKernelNodeParams;

typedef struct hipMemsetParams {
  void* dst;
  unsigned int elementSize;
  size_t height;
  size_t pitch;
  unsigned int value;
  size_t width;
} hipMemsetParams;

typedef enum hipKernelNodeAttrID {
  hipKernelNodeAttributeAccessPolicyWindow = 1,
  hipKernelNodeAttributeCooperative = 2
} hipKernelNodeAttrID;

typedef enum hipAccessProperty {
  hipAccessPropertyNormal = 0,
  hipAccessPropertyStreaming = 1,
  hipAccessPropertyPersisting = 2
} hipAccessProperty;

typedef struct hipAccessPolicyWindow {
  void* base_ptr;
  hipAccessProperty hitProp;
  float hitRatio;
  hipAccessProperty missProp;
  size_t num_bytes;
} hipAccessPolicyWindow;

typedef union hipKernelNodeAttrValue {
  hipAccessPolicyWindow accessPolicyWindow;
  int cooperative;
} hipKernelNodeAttrValue;

typedef enum hipGraphExecUpdateResult {
  hipGraphExecUpdateSuccess = 0x0,
  hipGraphExecUpdateError = 0x1,
  hipGraphExecUpdateErrorTopologyChanged = 0x2,
  hipGraphExecUpdateErrorNodeTypeChanged = 0x3,
  hipGraphExecUpdateErrorFunctionChanged = 0x4,
  hipGraphExecUpdateErrorParametersChanged = 0x5,
  hipGraphExecUpdateErrorNotSupported = 0x6,
  hipGraphExecUpdateErrorUnsupportedFunctionChange = 0x7
} hipGraphExecUpdateResult;

typedef enum hipStreamCaptureMode {
  hipStreamCaptureModeGlobal = 0,
  hipStreamCaptureModeThreadLocal = 1,
  hipStreamCaptureModeRelaxed = 2
} hipStreamCaptureMode;

typedef enum hipStreamCaptureStatus {
  hipStreamCaptureStatusNone = 0,
  hipStreamCaptureStatusActive = 1,
  hipStreamCaptureStatusInvalidated = 2
} hipStreamCaptureStatus;

typedef enum hipStreamUpdateCaptureDependenciesFlags {
  hipStreamAddCaptureDependencies = 0,
  hipStreamSetCaptureDependencies = 1
} hipStreamUpdateCaptureDependenciesFlags;

typedef enum hipGraphInstantiateFlags {
  hipGraphInstantiateFlagAutoFreeOnLaunch = 1
} hipGraphInstantiateFlags;

#endif // OPENHIP_HIP_DETAIL_HIP_GRAPH_TYPES_H
