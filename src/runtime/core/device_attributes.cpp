#include "device_attributes.h"

#include <climits>

#include "device_limits.h"

namespace openhip {

hipError_t deviceAttribute(const Device& device, hipDeviceAttribute_t attribute, int* value) {
  hipDeviceProp_t p;
  device.properties(&p);
  auto clampToInt = [](size_t v) { return v > INT_MAX ? INT_MAX : static_cast<int>(v); };
  int v = 0;
  switch (attribute) {
    case hipDeviceAttributeEccEnabled: v = p.ECCEnabled; break;
    case hipDeviceAttributeAsyncEngineCount: v = 1; break;
    case hipDeviceAttributeCanMapHostMemory: v = p.canMapHostMemory; break;
    case hipDeviceAttributeCanUseHostPointerForRegisteredMem: v = 1; break;
    case hipDeviceAttributeClockRate: v = p.clockRate; break;
    case hipDeviceAttributeComputeMode: v = p.computeMode; break;
    case hipDeviceAttributeComputePreemptionSupported: v = 0; break;
    case hipDeviceAttributeConcurrentKernels: v = p.concurrentKernels; break;
    case hipDeviceAttributeConcurrentManagedAccess: v = p.concurrentManagedAccess; break;
    case hipDeviceAttributeCooperativeLaunch: v = p.cooperativeLaunch; break;
    case hipDeviceAttributeCooperativeMultiDeviceLaunch: v = p.cooperativeMultiDeviceLaunch; break;
    case hipDeviceAttributeDeviceOverlap: v = 1; break;
    case hipDeviceAttributeDirectManagedMemAccessFromHost: v = p.directManagedMemAccessFromHost; break;
    case hipDeviceAttributeGlobalL1CacheSupported: v = 1; break;
    case hipDeviceAttributeHostNativeAtomicSupported: v = 1; break;
    case hipDeviceAttributeIntegrated: v = p.integrated; break;
    case hipDeviceAttributeIsMultiGpuBoard: v = p.isMultiGpuBoard; break;
    case hipDeviceAttributeKernelExecTimeout: v = p.kernelExecTimeoutEnabled; break;
    case hipDeviceAttributeL2CacheSize: v = p.l2CacheSize; break;
    case hipDeviceAttributeLocalL1CacheSupported: v = 1; break;
    case hipDeviceAttributeComputeCapabilityMajor: v = p.major; break;
    case hipDeviceAttributeComputeCapabilityMinor: v = p.minor; break;
    case hipDeviceAttributeManagedMemory: v = p.managedMemory; break;
    case hipDeviceAttributeMaxBlocksPerMultiProcessor: v = static_cast<int>(kMaxBlocksPerMultiProcessor); break;
    case hipDeviceAttributeMaxBlockDimX: v = p.maxThreadsDim[0]; break;
    case hipDeviceAttributeMaxBlockDimY: v = p.maxThreadsDim[1]; break;
    case hipDeviceAttributeMaxBlockDimZ: v = p.maxThreadsDim[2]; break;
    case hipDeviceAttributeMaxGridDimX: v = p.maxGridSize[0]; break;
    case hipDeviceAttributeMaxGridDimY: v = p.maxGridSize[1]; break;
    case hipDeviceAttributeMaxGridDimZ: v = p.maxGridSize[2]; break;
    case hipDeviceAttributeMaxTexture1DLinear: v = p.maxTexture1DLinear; break;
    case hipDeviceAttributeMaxTexture1DWidth: v = p.maxTexture1D; break;
    case hipDeviceAttributeMaxTexture2DWidth: v = p.maxTexture2D[0]; break;
    case hipDeviceAttributeMaxTexture2DHeight: v = p.maxTexture2D[1]; break;
    case hipDeviceAttributeMaxTexture3DWidth: v = p.maxTexture3D[0]; break;
    case hipDeviceAttributeMaxTexture3DHeight: v = p.maxTexture3D[1]; break;
    case hipDeviceAttributeMaxTexture3DDepth: v = p.maxTexture3D[2]; break;
    case hipDeviceAttributeMaxThreadsPerBlock: v = p.maxThreadsPerBlock; break;
    case hipDeviceAttributeMaxThreadsPerMultiProcessor: v = p.maxThreadsPerMultiProcessor; break;
    case hipDeviceAttributeMaxPitch: v = clampToInt(p.memPitch); break;
    case hipDeviceAttributeMemoryBusWidth: v = p.memoryBusWidth; break;
    case hipDeviceAttributeMemoryClockRate: v = p.memoryClockRate; break;
    case hipDeviceAttributeMultiGpuBoardGroupID: v = 0; break;
    case hipDeviceAttributeMultiprocessorCount: v = p.multiProcessorCount; break;
    case hipDeviceAttributePageableMemoryAccess: v = p.pageableMemoryAccess; break;
    case hipDeviceAttributePageableMemoryAccessUsesHostPageTables:
      v = p.pageableMemoryAccessUsesHostPageTables;
      break;
    case hipDeviceAttributePciBusId: v = p.pciBusID; break;
    case hipDeviceAttributePciDeviceId: v = p.pciDeviceID; break;
    case hipDeviceAttributePciDomainID: v = p.pciDomainID; break;
    case hipDeviceAttributeMaxRegistersPerBlock: v = p.regsPerBlock; break;
    case hipDeviceAttributeMaxRegistersPerMultiprocessor: v = p.regsPerBlock; break;
    case hipDeviceAttributeReservedSharedMemPerBlock: v = 0; break;
    case hipDeviceAttributeMaxSharedMemoryPerBlock: v = clampToInt(p.sharedMemPerBlock); break;
    case hipDeviceAttributeSharedMemPerBlockOptin: v = clampToInt(p.sharedMemPerBlock); break;
    case hipDeviceAttributeSharedMemPerMultiprocessor:
      v = clampToInt(p.maxSharedMemoryPerMultiProcessor);
      break;
    case hipDeviceAttributeSingleToDoublePrecisionPerfRatio: v = 2; break;  // SIMD lanes halve
    case hipDeviceAttributeStreamPrioritiesSupported: v = 1; break;
    case hipDeviceAttributeTccDriver: v = p.tccDriver; break;
    case hipDeviceAttributeTextureAlignment: v = clampToInt(p.textureAlignment); break;
    case hipDeviceAttributeTexturePitchAlignment: v = clampToInt(p.texturePitchAlignment); break;
    case hipDeviceAttributeTotalConstantMemory: v = clampToInt(p.totalConstMem); break;
    case hipDeviceAttributeTotalGlobalMem: v = clampToInt(p.totalGlobalMem); break;
    case hipDeviceAttributeUnifiedAddressing: v = 1; break;
    case hipDeviceAttributeWarpSize: v = p.warpSize; break;
    case hipDeviceAttributeMemoryPoolsSupported: v = 1; break;  // hipMallocAsync, hipMemPool* (docs/runtime.md)
    case hipDeviceAttributeClockInstructionRate: v = p.clockInstructionRate; break;
    case hipDeviceAttributeMaxSharedMemoryPerMultiprocessor:
      v = clampToInt(p.maxSharedMemoryPerMultiProcessor);
      break;
    case hipDeviceAttributeGcnArch: v = p.gcnArch; break;
    case hipDeviceAttributeCooperativeMultiDeviceUnmatchedFunc:
    case hipDeviceAttributeCooperativeMultiDeviceUnmatchedGridDim:
    case hipDeviceAttributeCooperativeMultiDeviceUnmatchedBlockDim:
    case hipDeviceAttributeCooperativeMultiDeviceUnmatchedSharedMem: v = 0; break;
    case hipDeviceAttributeIsLargeBar: v = p.isLargeBar; break;
    case hipDeviceAttributeAsicRevision: v = p.asicRevision; break;
    case hipDeviceAttributeCanUseStreamWaitValue: v = 1; break;
    case hipDeviceAttributeImageSupport: v = 1; break;  // texture objects and arrays
    case hipDeviceAttributePhysicalMultiProcessorCount: v = p.multiProcessorCount; break;
    case hipDeviceAttributeFineGrainSupport: v = 1; break;
    case hipDeviceAttributeAccessPolicyMaxWindowSize: v = 0; break;  // no L2 persistence control
    case hipDeviceAttributePersistingL2CacheMaxSize: v = 0; break;
    case hipDeviceAttributeMaxSurface1D: v = p.maxTexture1D; break;
    case hipDeviceAttributeMaxTexture2DLinear: v = p.maxTexture2D[0]; break;
    case hipDeviceAttributeSurfaceAlignment: v = clampToInt(p.textureAlignment); break;
    // Not integers (names, UUID, LUID, arrays of extents, the arch struct,
    // HDP register pointers), or texture kinds the CPU device does not
    // offer (layered, mipmapped, cubemap, gather), and the range markers:
    // HIP has no int for these either.
    case hipDeviceAttributeLuid:
    case hipDeviceAttributeLuidDeviceNodeMask:
    case hipDeviceAttributeMaxSurface1DLayered:
    case hipDeviceAttributeMaxSurface2D:
    case hipDeviceAttributeMaxSurface2DLayered:
    case hipDeviceAttributeMaxSurface3D:
    case hipDeviceAttributeMaxSurfaceCubemap:
    case hipDeviceAttributeMaxSurfaceCubemapLayered:
    case hipDeviceAttributeMaxTexture1DLayered:
    case hipDeviceAttributeMaxTexture1DMipmap:
    case hipDeviceAttributeMaxTexture2DGather:
    case hipDeviceAttributeMaxTexture2DLayered:
    case hipDeviceAttributeMaxTexture2DMipmap:
    case hipDeviceAttributeMaxTexture3DAlt:
    case hipDeviceAttributeMaxTextureCubemap:
    case hipDeviceAttributeMaxTextureCubemapLayered:
    case hipDeviceAttributeMaxThreadsDim:
    case hipDeviceAttributeName:
    case hipDeviceAttributeUuid:
    case hipDeviceAttributeCudaCompatibleEnd:
    case hipDeviceAttributeArch:
    case hipDeviceAttributeGcnArchName:
    case hipDeviceAttributeHdpMemFlushCntl:
    case hipDeviceAttributeHdpRegFlushCntl:
    case hipDeviceAttributeAmdSpecificEnd:
    case hipDeviceAttributeVendorSpecificBegin: return hipErrorInvalidValue;
    default: return hipErrorInvalidValue;
  }
  *value = v;
  return hipSuccess;
}

}  // namespace openhip
