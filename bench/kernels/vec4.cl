// float4 a*x + y in OpenCL C: the HIP kernel of vec4.hip, with OpenCL's
// vector arithmetic on float4.
__kernel void vec4(__global float4* out, __global const float4* x, __global const float4* y,
                   float a, int n) {
  for (int i = get_group_id(0) * get_local_size(0) + get_local_id(0); i < n;
       i += get_local_size(0) * get_num_groups(0))
    out[i] = a * x[i] + y[i];
}
