// Triad in OpenCL C: the HIP kernel of triad.hip, line for line.
__kernel void triad(__global float* a, __global const float* b, __global const float* c,
                    float s, int n) {
  int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
  if (i < n) a[i] = b[i] + s * c[i];
}
