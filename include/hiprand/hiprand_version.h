// hipRAND's version: HIPRAND_VERSION % 100 is the patch level,
// HIPRAND_VERSION / 100 % 1000 the minor version, HIPRAND_VERSION / 100000 the
// major version. OpenHIP implements the API of hipRAND 2.11.0 (host orderings,
// 64-bit generation, direction vectors and scramble constants included).
#ifndef HIPRAND_VERSION_H_
#define HIPRAND_VERSION_H_

#define HIPRAND_VERSION 201100

#endif // HIPRAND_VERSION_H_
