// hipBLASLt's element types (AMD's names).
#ifndef HIPBLASLT_TYPES_H
#define HIPBLASLT_TYPES_H

#include <hip/hip_bfloat16.h>
#include <hipblaslt/hipblaslt_float8.h>
#include <stdint.h>

typedef float hipblasLtFloat;
typedef _Float16 hipblasLtHalf;
typedef hip_bfloat16 hipblasLtBfloat16;
typedef int8_t hipblasLtInt8;
typedef int32_t hipblasLtInt32;

#endif
