// hipSPARSE version of the API OpenHIP's hipSPARSE follows (hipSPARSE 3.1,
// ROCm 6.2/6.3). hipsparseGetVersion reports
// major * 100000 + minor * 100 + patch.
#ifndef HIPSPARSE_VERSION_H
#define HIPSPARSE_VERSION_H

#define hipsparseVersionMajor 3
#define hipsparseVersionMinor 1
#define hipsparseVersionPatch 2
#define hipsparseVersionTweak openhip

#endif // HIPSPARSE_VERSION_H
