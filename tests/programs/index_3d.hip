// 3-D grids and blocks: every index/dimension component, with unequal sizes
// in each dimension so that swapped components are caught.
#include "index_check.h"

int main() {
  Checker check;
  check_ids(check, dim3(3, 4, 5), dim3(4, 3, 2));
  check_ids(check, dim3(2, 1, 3), dim3(5, 6, 7));
  check_ids(check, dim3(1, 1, 6), dim3(1, 1, 64));
  check_ids(check, dim3(4, 2, 3), dim3(8, 8, 16));
  return check.finish();
}
