// NCCL exports every function twice: ncclX and the profiling entry pncclX.
#pragma once

#define RCCL_PROFILING_ALIAS(name) extern "C" decltype(name) p##name __attribute__((alias(#name)))
