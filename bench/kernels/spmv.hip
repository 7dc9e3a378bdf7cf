// Sparse matrix-vector product y = A x, A square in CSR form, scalar CSR:
// one work-item per row, 256-work-item blocks. Every row has the same number
// of non-zeros at random columns within a band of +-2048 around the
// diagonal (a banded, FEM-like pattern; x stays mostly in cache).
#include <hip/hip_runtime.h>

#include <string>

#include "../common/bench.h"
#include "../common/hip_check.h"
#include "../common/opencl_runner.h"

extern "C" void spmv_omp(const int* row_start, const int* cols, const float* vals, const float* x,
                         float* y, long rows);

namespace {
constexpr int kBlock = 256, kBand = 2048;

__global__ void spmv(const int* row_start, const int* cols, const float* vals, const float* x,
                     float* y, int rows) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= rows) return;
  float sum = 0.0f;
  for (int k = row_start[row]; k < row_start[row + 1]; ++k) sum += vals[k] * x[cols[k]];
  y[row] = sum;
}
}  // namespace

int main() {
  // BENCH_SPMV_NNZ_PER_ROW picks another row length (same 8M non-zeros in all).
  const int perRow = bench::setting("BENCH_SPMV_NNZ_PER_ROW", 16, 1, 4096);
  const int rows = static_cast<int>(std::max<uint64_t>(1, ((1u << 23) / perRow) / bench::scaleDown()));
  const size_t nnz = size_t(rows) * perRow;
  std::vector<int> rowStart(rows + 1), cols(nnz);
  std::vector<float> vals(nnz), x(rows), want(rows), magnitude(rows), got(rows);
  bench::Random random(13);
  for (int r = 0; r <= rows; ++r) rowStart[r] = r * perRow;
  for (int r = 0; r < rows; ++r) {
    const int lo = std::max(0, r - kBand), hi = std::min(rows, r + kBand);
    int* c = &cols[size_t(r) * perRow];
    for (int k = 0; k < perRow; ++k) c[k] = lo + static_cast<int>(random.next() % uint64_t(hi - lo));
    std::sort(c, c + perRow);
  }
  for (float& v : vals) v = random.uniform(-1, 1);
  for (float& v : x) v = random.uniform(-1, 1);
  for (int r = 0; r < rows; ++r) {
    double sum = 0, size = 0;
    for (int k = rowStart[r]; k < rowStart[r + 1]; ++k) {
      sum += double(vals[k]) * x[cols[k]];
      size += std::fabs(double(vals[k]) * x[cols[k]]);
    }
    want[r] = float(sum);
    magnitude[r] = float(size);
  }
  auto check = [&](const char* form) {
    return bench::closeEnough(form, got.data(), want.data(), rows, 1e-4, magnitude.data());
  };

  bench::FormResult omp = bench::measure("spmv", "omp",
      [&] { spmv_omp(rowStart.data(), cols.data(), vals.data(), x.data(), got.data(), rows); },
      [&] { return check("omp"); });

  bench::DeviceArray<int> drowStart(rows + 1, rowStart.data()), dcols(nnz, cols.data());
  bench::DeviceArray<float> dvals(nnz, vals.data()), dx(rows, x.data()), dy(rows);
  const int blocks = (rows + kBlock - 1) / kBlock;
  bench::FormResult hip = bench::measure("spmv", "hip",
      [&] {
        spmv<<<blocks, kBlock>>>(drowStart.ptr, dcols.ptr, dvals.ptr, dx.ptr, dy.ptr, rows);
        HIP_CHECK(hipDeviceSynchronize());
      },
      [&] { dy.copyTo(got.data()); return check("hip"); });

  bench::FormResult pocl = bench::guarded("spmv", "pocl", [&] {
    bench::OpenClRunner cl(bench::clSource("spmv.cl"));
    cl_kernel k = cl.kernel("spmv");
    cl_mem crowStart = cl.buffer((rows + 1) * sizeof(int), rowStart.data()),
           ccols = cl.buffer(nnz * sizeof(int), cols.data()),
           cvals = cl.buffer(nnz * sizeof(float), vals.data()),
           cx = cl.buffer(rows * sizeof(float), x.data()), cy = cl.buffer(rows * sizeof(float));
    cl.setArgs(k, crowStart, ccols, cvals, cx, cy, rows);
    const size_t global = size_t(blocks) * kBlock, local = kBlock;
    return bench::measure("spmv", "pocl", [&] { cl.launch(k, 1, &global, &local); cl.finish(); },
        [&] { cl.read(cy, got.data(), rows * sizeof(float)); return check("pocl"); });
  });
  bench::printResult("spmv", std::to_string(rows) + " rows x " + std::to_string(perRow) + " nnz", omp,
                     hip, pocl);
}
