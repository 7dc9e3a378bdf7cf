/* NCCL's header for CUDA sources: the same library and API as rccl/rccl.h
 * (NCCL 2.21 names; cudaStream_t is hipStream_t), plus the NCCL spellings of
 * the fp8 types. Link with -lnccl (or -lrccl). See docs/rccl.md. */
#ifndef OPENHIP_NCCL_H
#define OPENHIP_NCCL_H
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <rccl/rccl.h>

#define ncclFloat8e4m3 ncclFp8E4M3
#define ncclFloat8e5m2 ncclFp8E5M2

#endif
