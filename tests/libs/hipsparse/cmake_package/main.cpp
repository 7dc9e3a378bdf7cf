// Links roc::hipsparse from find_package(hipsparse) and checks the version.
#include <hipsparse/hipsparse.h>

#include <cstdio>

int main() {
  hipsparseHandle_t handle;
  int version = 0;
  if (hipsparseCreate(&handle) != HIPSPARSE_STATUS_SUCCESS ||
      hipsparseGetVersion(handle, &version) != HIPSPARSE_STATUS_SUCCESS ||
      version != hipsparseVersionMajor * 100000 + hipsparseVersionMinor * 100 + hipsparseVersionPatch ||
      hipsparseDestroy(handle) != HIPSPARSE_STATUS_SUCCESS) {
    std::printf("FAIL roc::hipsparse\n");
    return 1;
  }
  std::printf("PASS roc::hipsparse (version %d)\n", version);
  return 0;
}
