// Host-side conversions of the tests' CSR matrices into the other formats
// (written independently of the library, as the reference).
#ifndef OPENHIP_TESTS_HIPSPARSE_FORMATS_H
#define OPENHIP_TESTS_HIPSPARSE_FORMATS_H

#include "sparse_test.h"

namespace sparse_test {

/// CSC arrays of a CSR matrix: column offsets, row indices, values.
template <class T>
struct Csc {
  std::vector<int> offsets;
  std::vector<int> rows;
  std::vector<T> values;
};

template <class T>
Csc<T> toCsc(const Csr<T>& a) {
  Csc<T> c;
  c.offsets.assign(a.cols + 1, 0);
  for (int col : a.columns) ++c.offsets[col + 1];
  for (int j = 0; j < a.cols; ++j) c.offsets[j + 1] += c.offsets[j];
  c.rows.resize(a.nnz());
  c.values.resize(a.nnz());
  std::vector<int> next(c.offsets.begin(), c.offsets.end() - 1);
  for (int r = 0; r < a.rows; ++r) {
    for (int k = a.offsets[r]; k < a.offsets[r + 1]; ++k) {
      const int slot = next[a.columns[k]]++;
      c.rows[slot] = r;
      c.values[slot] = a.values[k];
    }
  }
  return c;
}

/// COO row indices of a CSR matrix (sorted by row).
template <class T>
std::vector<int> cooRows(const Csr<T>& a) {
  std::vector<int> rows;
  for (int r = 0; r < a.rows; ++r) rows.insert(rows.end(), a.offsets[r + 1] - a.offsets[r], r);
  return rows;
}

template <class V, class T>
std::vector<V> widen(const std::vector<T>& v) {
  return std::vector<V>(v.begin(), v.end());
}

/// Dense row-major op(A) where op is N, T or C.
template <class T>
std::vector<T> denseOp(const Csr<T>& a, hipsparseOperation_t op, int& rows, int& cols) {
  const std::vector<T> d = a.dense();
  if (op == HIPSPARSE_OPERATION_NON_TRANSPOSE) {
    rows = a.rows;
    cols = a.cols;
    return d;
  }
  rows = a.cols;
  cols = a.rows;
  std::vector<T> t(d.size());
  for (int i = 0; i < a.rows; ++i) {
    for (int j = 0; j < a.cols; ++j) {
      const T v = d[size_t(i) * a.cols + j];
      t[size_t(j) * a.rows + i] = op == HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE ? conj(v) : v;
    }
  }
  return t;
}

/// y = alpha * M * x + beta * y for a dense row-major M.
template <class T>
std::vector<T> denseMv(const std::vector<T>& m, int rows, int cols, const std::vector<T>& x, T alpha,
                       T beta, const std::vector<T>& y) {
  std::vector<T> out(rows);
  for (int i = 0; i < rows; ++i) {
    T sum(0);
    for (int j = 0; j < cols; ++j) sum += m[size_t(i) * cols + j] * x[j];
    out[i] = alpha * sum + beta * y[i];
  }
  return out;
}

/// A dense matrix stored row- or column-major with a leading dimension.
template <class T>
struct Dense {
  int rows = 0;
  int cols = 0;
  int ld = 0;
  bool rowMajor = false;
  std::vector<T> data;

  Dense() = default;
  Dense(int r, int c, bool rowMajorOrder, int padding, Random& rng)
      : rows(r), cols(c), ld((rowMajorOrder ? c : r) + padding), rowMajor(rowMajorOrder),
        data(size_t(ld) * (rowMajorOrder ? r : c)) {
    for (auto& v : data) v = randomValue<T>(rng);
  }
  T& at(int i, int j) { return rowMajor ? data[size_t(i) * ld + j] : data[size_t(j) * ld + i]; }
  const T& at(int i, int j) const {
    return rowMajor ? data[size_t(i) * ld + j] : data[size_t(j) * ld + i];
  }
  hipsparseOrder_t order() const { return rowMajor ? HIPSPARSE_ORDER_ROW : HIPSPARSE_ORDER_COL; }
};

/// Element (i, j) of op(M) for a dense M (op N, T or C).
template <class T>
T opAt(const Dense<T>& m, hipsparseOperation_t op, int i, int j) {
  if (op == HIPSPARSE_OPERATION_NON_TRANSPOSE) return m.at(i, j);
  const T v = m.at(j, i);
  return op == HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE ? conj(v) : v;
}

} // namespace sparse_test

#endif // OPENHIP_TESTS_HIPSPARSE_FORMATS_H
