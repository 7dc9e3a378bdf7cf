// The objects behind hipSPARSE's opaque descriptor types.
#ifndef OPENHIP_HIPSPARSE_DESCRIPTORS_H
#define OPENHIP_HIPSPARSE_DESCRIPTORS_H

#include "common.h"

#include <cstdint>

namespace openhip::sparse {

/// Legacy matrix descriptor (hipsparseMatDescr_t).
struct MatDescr {
  hipsparseMatrixType_t type = HIPSPARSE_MATRIX_TYPE_GENERAL;
  hipsparseFillMode_t fill = HIPSPARSE_FILL_MODE_LOWER;
  hipsparseDiagType_t diag = HIPSPARSE_DIAG_TYPE_NON_UNIT;
  hipsparseIndexBase_t base = HIPSPARSE_INDEX_BASE_ZERO;
};

inline MatDescr* toMatDescr(hipsparseMatDescr_t descr) { return static_cast<MatDescr*>(descr); }

/// Every generic descriptor starts with its kind, so that passing one kind
/// where another is expected is an INVALID_VALUE and not a misread object.
enum class DescriptorKind : uint32_t {
  SparseVector = 0x53564543u, // "SVEC"
  DenseVector = 0x44564543u,  // "DVEC"
  SparseMatrix = 0x534d4154u, // "SMAT"
  DenseMatrix = 0x444d4154u,  // "DMAT"
};

struct SparseVector {
  DescriptorKind kind = DescriptorKind::SparseVector;
  int64_t size = 0;
  int64_t nnz = 0;
  void* indices = nullptr;
  void* values = nullptr;
  hipsparseIndexType_t indexType = HIPSPARSE_INDEX_32I;
  hipsparseIndexBase_t base = HIPSPARSE_INDEX_BASE_ZERO;
  hipDataType valueType = HIP_R_32F;
};

struct DenseVector {
  DescriptorKind kind = DescriptorKind::DenseVector;
  int64_t size = 0;
  void* values = nullptr;
  hipDataType valueType = HIP_R_32F;
};

/// A sparse matrix of any format.
struct SparseMatrix {
  DescriptorKind kind = DescriptorKind::SparseMatrix;
  hipsparseFormat_t format = HIPSPARSE_FORMAT_CSR;
  int64_t rows = 0;
  int64_t cols = 0;
  int64_t nnz = 0;
  // CSR: row offsets (rows + 1); CSC: column offsets (cols + 1); COO: row
  // indices; COO AoS: (row, column) pairs; blocked ELL: block-column indices.
  void* offsets = nullptr;
  // CSR: column indices; CSC: row indices; COO: column indices.
  void* indices = nullptr;
  void* values = nullptr;
  hipsparseIndexType_t offsetType = HIPSPARSE_INDEX_32I;
  hipsparseIndexType_t indexType = HIPSPARSE_INDEX_32I;
  hipsparseIndexBase_t base = HIPSPARSE_INDEX_BASE_ZERO;
  hipDataType valueType = HIP_R_32F;
  int64_t ellBlockSize = 0;
  int64_t ellCols = 0;
  int batchCount = 1;
  int64_t offsetsBatchStride = 0; // CSR/CSC offsets, COO row indices
  int64_t valuesBatchStride = 0;  // indices and values
  hipsparseFillMode_t fill = HIPSPARSE_FILL_MODE_LOWER;
  hipsparseDiagType_t diag = HIPSPARSE_DIAG_TYPE_NON_UNIT;
};

struct DenseMatrix {
  DescriptorKind kind = DescriptorKind::DenseMatrix;
  int64_t rows = 0;
  int64_t cols = 0;
  int64_t ld = 0;
  void* values = nullptr;
  hipDataType valueType = HIP_R_32F;
  hipsparseOrder_t order = HIPSPARSE_ORDER_COL;
  int batchCount = 1;
  int64_t batchStride = 0;
};

/// Whether the arrays a routine reads are set: compressed formats always
/// need their offsets, the other arrays are needed when there are entries.
inline bool hasArrays(const SparseMatrix& m) {
  const bool compressed = m.format == HIPSPARSE_FORMAT_CSR || m.format == HIPSPARSE_FORMAT_CSC;
  if (compressed && m.offsets == nullptr) return false;
  if (m.nnz == 0) return true;
  if (m.values == nullptr || m.offsets == nullptr) return false;
  return m.indices != nullptr || m.format == HIPSPARSE_FORMAT_COO_AOS ||
         m.format == HIPSPARSE_FORMAT_BLOCKED_ELL;
}

/// The descriptor behind an opaque pointer if it has the expected kind.
template <class Descriptor>
Descriptor* descriptorOf(const void* opaque) {
  if (opaque == nullptr) return nullptr;
  auto* object = static_cast<Descriptor*>(const_cast<void*>(opaque));
  return object->kind == Descriptor().kind ? object : nullptr;
}

} // namespace openhip::sparse

#endif // OPENHIP_HIPSPARSE_DESCRIPTORS_H
