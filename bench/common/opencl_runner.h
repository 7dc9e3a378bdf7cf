// A thin wrapper over the OpenCL host API for the benchmarks' PoCL form:
// finds the PoCL platform, builds one .cl file and runs its kernels. Every
// failing call throws OpenClError (the driver reports the form as FAIL or NA).
#ifndef OPENHIP_BENCH_COMMON_OPENCL_RUNNER_H
#define OPENHIP_BENCH_COMMON_OPENCL_RUNNER_H

// CL/cl.h is not included here: its intrinsics headers break the HIP device
// pass. The handle types are the same opaque pointers cl.h declares.
typedef struct _cl_context* cl_context;
typedef struct _cl_command_queue* cl_command_queue;
typedef struct _cl_program* cl_program;
typedef struct _cl_device_id* cl_device_id;
typedef struct _cl_kernel* cl_kernel;
typedef struct _cl_mem* cl_mem;

#include "bench.h"

#include <stdexcept>
#include <string>
#include <vector>

namespace bench {

struct OpenClError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class OpenClRunner {
 public:
  /// Opens PoCL's CPU device and builds `source_path` (OpenCL C 1.2);
  /// `defines` ("-DBLOCK=128 ...") set a variant's compile-time shape.
  explicit OpenClRunner(const std::string& source_path, const std::string& defines = "");
  ~OpenClRunner();
  OpenClRunner(const OpenClRunner&) = delete;
  OpenClRunner& operator=(const OpenClRunner&) = delete;

  cl_kernel kernel(const char* name);
  /// A device buffer of `bytes`, initialised from `init` when it is not null.
  cl_mem buffer(size_t bytes, const void* init = nullptr);
  void write(cl_mem buffer, const void* source, size_t bytes);
  void read(cl_mem buffer, void* destination, size_t bytes);

  template <typename... Args>
  void setArgs(cl_kernel kernel, const Args&... args) {
    unsigned index = 0;
    (setArg(kernel, index++, sizeof(Args), &args), ...);
  }
  /// Enqueues an NDRange; `global` is the total work-item count per dimension.
  void launch(cl_kernel kernel, unsigned dims, const size_t* global, const size_t* local);
  void finish();

  std::string deviceName() const { return device_name_; }

 private:
  void setArg(cl_kernel kernel, unsigned index, size_t size, const void* value);

  cl_context context_ = nullptr;
  cl_command_queue queue_ = nullptr;
  cl_program program_ = nullptr;
  cl_device_id device_ = nullptr;
  std::string device_name_;
  std::vector<cl_kernel> kernels_;
  std::vector<cl_mem> buffers_;
};

/// Path of a kernel's .cl file (run.sh passes the folder as BENCH_KERNEL_DIR).
inline std::string clSource(const char* file) {
#ifdef BENCH_KERNEL_DIR
  return std::string(BENCH_KERNEL_DIR) + "/" + file;
#else
  return file;
#endif
}

}  // namespace bench

#endif  // OPENHIP_BENCH_COMMON_OPENCL_RUNNER_H
