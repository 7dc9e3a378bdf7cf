// 2-D grids and blocks (and 1-D/2-D mixes): every index/dimension component.
#include "index_check.h"

int main() {
  Checker check;
  check_ids(check, dim3(3, 4), dim3(8, 2));
  check_ids(check, dim3(5, 2), dim3(16, 16));
  check_ids(check, dim3(1, 9), dim3(32));
  check_ids(check, dim3(6), dim3(3, 7));
  return check.finish();
}
