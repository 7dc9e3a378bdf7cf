// 5-point Jacobi stencil in OpenCL C: the HIP kernel of stencil.hip.
__kernel void stencil(__global const float* in, __global float* out, int nx, int ny) {
  int x = get_group_id(0) * get_local_size(0) + get_local_id(0);
  int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
  if (x >= nx || y >= ny) return;
  int i = y * nx + x;
  if (x == 0 || y == 0 || x == nx - 1 || y == ny - 1) {
    out[i] = in[i];
    return;
  }
  out[i] = 0.5f * in[i] + 0.125f * (in[i - 1] + in[i + 1] + in[i - nx] + in[i + nx]);
}
