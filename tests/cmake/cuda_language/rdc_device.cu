__constant__ float coefficients[4] = {1.0f, 2.0f, 3.0f, 4.0f};
__device__ float polynomial(float x) {
  return coefficients[0] + x * (coefficients[1] + x * (coefficients[2] + x * coefficients[3]));
}
