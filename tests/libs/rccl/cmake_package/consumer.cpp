// Built through find_package(rccl): a one-rank all-reduce on device 0.
#include <rccl/rccl.h>

#include <cstdio>

int main() {
  int version = 0;
  ncclComm_t comm = nullptr;
  float* buf = nullptr;
  float value = 3.0f;
  bool ok = ncclGetVersion(&version) == ncclSuccess && version == NCCL_VERSION_CODE &&
            ncclCommInitAll(&comm, 1, nullptr) == ncclSuccess &&
            hipMalloc(&buf, sizeof(float)) == hipSuccess &&
            hipMemcpy(buf, &value, sizeof(float), hipMemcpyHostToDevice) == hipSuccess &&
            ncclAllReduce(buf, buf, 1, ncclFloat, ncclProd, comm, nullptr) == ncclSuccess &&
            hipMemcpy(&value, buf, sizeof(float), hipMemcpyDeviceToHost) == hipSuccess &&
            value == 3.0f && hipFree(buf) == hipSuccess && ncclCommDestroy(comm) == ncclSuccess;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
