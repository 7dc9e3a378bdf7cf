// 1-D grids and blocks: all twelve index/dimension components, including the
// y/z parts that must read 0 (indices) and 1 (dimensions).
#include "index_check.h"

int main() {
  Checker check;
  check_ids(check, dim3(1), dim3(1));
  check_ids(check, dim3(7), dim3(33));
  check_ids(check, dim3(3), dim3(256));
  check_ids(check, dim3(300), dim3(5));
  return check.finish();
}
