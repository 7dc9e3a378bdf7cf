// Scalar CSR sparse matrix-vector product in OpenCL C: the HIP kernel of spmv.hip.
__kernel void spmv(__global const int* row_start, __global const int* cols,
                   __global const float* vals, __global const float* x, __global float* y,
                   int rows) {
  int row = get_group_id(0) * get_local_size(0) + get_local_id(0);
  if (row >= rows) return;
  float sum = 0.0f;
  for (int k = row_start[row]; k < row_start[row + 1]; ++k) sum += vals[k] * x[cols[k]];
  y[row] = sum;
}
