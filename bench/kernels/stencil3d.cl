// 3-D 7-point Jacobi stencil in OpenCL C: the HIP kernel of stencil3d.hip.
__kernel void stencil3d(__global const float* in, __global float* out, int nx, int ny, int nz) {
  int x = get_group_id(0) * get_local_size(0) + get_local_id(0);
  int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
  int z = get_group_id(2);
  if (x >= nx || y >= ny) return;
  const int plane = nx * ny;
  int i = z * plane + y * nx + x;
  if (x == 0 || y == 0 || z == 0 || x == nx - 1 || y == ny - 1 || z == nz - 1) {
    out[i] = in[i];
    return;
  }
  out[i] = 0.4f * in[i] + 0.1f * (in[i - 1] + in[i + 1] + in[i - nx] + in[i + nx] +
                                  in[i - plane] + in[i + plane]);
}
