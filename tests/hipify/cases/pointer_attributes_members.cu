// cudaPointerAttributes::type is hipPointerAttribute_t::memoryType in HIP 5.2,
// and HIP has no managed memory type: comparisons with it test isManaged.
void f(const void *p, cudaPointerAttributes *out, int n) {
  // CHECK: void f(const void *p, hipPointerAttribute_t *out, int n) {
  cudaPointerAttributes attributes, other[2];
  // CHECK: hipPointerAttribute_t attributes, other[2];
  cudaPointerGetAttributes(&attributes, p);
  if (attributes.type == cudaMemoryTypeDevice) n = 1;
  // CHECK: if (attributes.memoryType == hipMemoryTypeDevice) n = 1;
  if (attributes.type != cudaMemoryTypeManaged) n = 2;
  // CHECK: if (!attributes.isManaged) n = 2;
  bool managed = out->type == cudaMemoryTypeManaged;
  // CHECK: bool managed = out->isManaged;
  other[1].type = out->type;
  // CHECK: other[1].memoryType = out->memoryType;
  struct { int type; } unrelated;
  unrelated.type = n;
  // CHECK: unrelated.type = n;
  int kind = cudaMemoryTypeManaged;
  // CHECK: int kind = cudaMemoryTypeManaged;
  (void)managed; (void)kind;
}
// STDERR: pointer_attributes_members.cu:[[#@LINE-4]]:14: warning: 'cudaMemoryTypeManaged' is not supported by HIP
// STDERR-NOT: warning
