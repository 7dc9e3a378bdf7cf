// hipBLASLt's descriptor objects behind the opaque handles.
#ifndef OPENHIP_HIPBLASLT_DESCRIPTORS_H
#define OPENHIP_HIPBLASLT_DESCRIPTORS_H

#include <hipblaslt/hipblaslt.h>

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace openhip_hipblaslt {

struct MatmulDesc {
  hipblasComputeType_t compute = HIPBLAS_COMPUTE_32F;
  hipDataType scale_type = HIP_R_32F;
  int32_t trans_a = HIPBLAS_OP_N;
  int32_t trans_b = HIPBLAS_OP_N;
  int32_t epilogue = HIPBLASLT_EPILOGUE_DEFAULT;
  const void* bias = nullptr;
  int32_t bias_type = -1;  // -1: the default (see matmul.cpp)
  const void* scale_a = nullptr;
  const void* scale_b = nullptr;
  const void* scale_c = nullptr;
  const void* scale_d = nullptr;
  void* amax_d = nullptr;
  int32_t pointer_mode = HIPBLASLT_POINTER_MODE_HOST;
};

struct MatrixLayout {
  hipDataType type = HIP_R_32F;
  uint64_t rows = 0, cols = 0;
  int64_t ld = 0;
  int32_t order = HIPBLASLT_ORDER_COL;
  int32_t batch_count = 1;
  int64_t batch_stride = 0;
};

struct Preference {
  uint32_t search_mode = 0;
  uint64_t max_workspace = 0;
};

// Epilogues that add MatmulDesc::bias (the same values in cuBLASLt).
inline bool epilogueAddsBias(int32_t e) {
  return e == HIPBLASLT_EPILOGUE_BIAS || e == HIPBLASLT_EPILOGUE_RELU_BIAS || e == HIPBLASLT_EPILOGUE_GELU_BIAS;
}

// Attribute buffers (hipBLASLt's and cuBLASLt's rule): a set takes exactly the attribute's
// size; a get with size 0 reports the size through `written`, else needs room for the value.
template <class T>
bool storeAttribute(T& field, const void* buf, size_t size) {
  if (buf == nullptr || size != sizeof(T)) return false;
  std::memcpy(&field, buf, sizeof(T));
  return true;
}
template <class T>
bool loadAttribute(const T& field, void* buf, size_t size, size_t* written) {
  if (size == 0) {
    if (written == nullptr) return false;
    *written = sizeof(T);
    return true;
  }
  if (buf == nullptr || size < sizeof(T)) return false;
  std::memcpy(buf, &field, sizeof(T));
  if (written) *written = sizeof(T);
  return true;
}

// What hipblasLtMatmulAlgo_t::data holds: a tag and the tuning choice.
constexpr uint32_t kAlgoTag = 0x4f484c54;  // "OHLT"

inline MatmulDesc* toDesc(hipblasLtMatmulDesc_t d) { return reinterpret_cast<MatmulDesc*>(d); }
inline MatrixLayout* toLayout(hipblasLtMatrixLayout_t l) { return reinterpret_cast<MatrixLayout*>(l); }
inline Preference* toPref(hipblasLtMatmulPreference_t p) { return reinterpret_cast<Preference*>(p); }

struct LtHandle {
  int device = 0;
};

}  // namespace openhip_hipblaslt

#endif
