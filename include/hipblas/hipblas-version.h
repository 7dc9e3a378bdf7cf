// hipBLAS version implemented by OpenHIP's hipBLAS (AMD's numbering).
#ifndef HIPBLAS_VERSION_H
#define HIPBLAS_VERSION_H
#define hipblasVersionMajor 2
#define hipblaseVersionMinor 4
#define hipblasVersionMinor 4
#define hipblasVersionPatch 0
#define hipblasVersionTweak openhip
#endif
