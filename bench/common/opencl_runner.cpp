#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>

#include "opencl_runner.h"

#include <cstdlib>
#include <fstream>
#include <sstream>

namespace bench {
namespace {

void check(cl_int status, const char* what) {
  if (status != CL_SUCCESS) throw OpenClError(std::string(what) + " failed: OpenCL error " +
                                              std::to_string(status));
}

std::string platformName(cl_platform_id platform) {
  char name[256] = {};
  clGetPlatformInfo(platform, CL_PLATFORM_NAME, sizeof name - 1, name, nullptr);
  return name;
}

}  // namespace

OpenClRunner::OpenClRunner(const std::string& source_path, const std::string& defines) {
  // Runs that compare other forms only (bench/cpu-targets) leave PoCL out.
  if (const char* skip = std::getenv("BENCH_SKIP_POCL"); skip && std::string(skip) == "1")
    throw FormUnavailable("left out (BENCH_SKIP_POCL=1)");
  cl_uint count = 0;
  if (clGetPlatformIDs(0, nullptr, &count) != CL_SUCCESS || count == 0)
    throw FormUnavailable("no OpenCL platform (is pocl-opencl-icd installed?)");
  std::vector<cl_platform_id> platforms(count);
  check(clGetPlatformIDs(count, platforms.data(), nullptr), "clGetPlatformIDs");
  cl_platform_id pocl = nullptr;
  for (cl_platform_id p : platforms)
    if (platformName(p).find("Portable Computing Language") != std::string::npos) pocl = p;
  if (!pocl) throw FormUnavailable("the PoCL platform is not installed");
  check(clGetDeviceIDs(pocl, CL_DEVICE_TYPE_CPU, 1, &device_, nullptr), "clGetDeviceIDs");
  char name[256] = {};
  clGetDeviceInfo(device_, CL_DEVICE_NAME, sizeof name - 1, name, nullptr);
  device_name_ = name;

  cl_int status = CL_SUCCESS;
  context_ = clCreateContext(nullptr, 1, &device_, nullptr, nullptr, &status);
  check(status, "clCreateContext");
  queue_ = clCreateCommandQueue(context_, device_, 0, &status);
  check(status, "clCreateCommandQueue");

  std::ifstream file(source_path);
  if (!file) throw OpenClError("cannot read " + source_path);
  std::stringstream text;
  text << file.rdbuf();
  const std::string source = text.str();
  const char* source_ptr = source.c_str();
  program_ = clCreateProgramWithSource(context_, 1, &source_ptr, nullptr, &status);
  check(status, "clCreateProgramWithSource");
  const std::string options = "-cl-std=CL1.2 " + defines;
  if (clBuildProgram(program_, 1, &device_, options.c_str(), nullptr, nullptr) != CL_SUCCESS) {
    size_t size = 0;
    clGetProgramBuildInfo(program_, device_, CL_PROGRAM_BUILD_LOG, 0, nullptr, &size);
    std::string log(size, '\0');
    clGetProgramBuildInfo(program_, device_, CL_PROGRAM_BUILD_LOG, size, log.data(), nullptr);
    throw OpenClError("building " + source_path + " failed:\n" + log);
  }
}

OpenClRunner::~OpenClRunner() {
  for (cl_kernel k : kernels_) clReleaseKernel(k);
  for (cl_mem b : buffers_) clReleaseMemObject(b);
  if (program_) clReleaseProgram(program_);
  if (queue_) clReleaseCommandQueue(queue_);
  if (context_) clReleaseContext(context_);
}

cl_kernel OpenClRunner::kernel(const char* name) {
  cl_int status = CL_SUCCESS;
  cl_kernel k = clCreateKernel(program_, name, &status);
  check(status, name);
  kernels_.push_back(k);
  return k;
}

cl_mem OpenClRunner::buffer(size_t bytes, const void* init) {
  cl_int status = CL_SUCCESS;
  cl_mem b = clCreateBuffer(context_, CL_MEM_READ_WRITE, bytes, nullptr, &status);
  check(status, "clCreateBuffer");
  buffers_.push_back(b);
  if (init) write(b, init, bytes);
  return b;
}

void OpenClRunner::write(cl_mem buffer, const void* source, size_t bytes) {
  check(clEnqueueWriteBuffer(queue_, buffer, CL_TRUE, 0, bytes, source, 0, nullptr, nullptr),
        "clEnqueueWriteBuffer");
}

void OpenClRunner::read(cl_mem buffer, void* destination, size_t bytes) {
  check(clEnqueueReadBuffer(queue_, buffer, CL_TRUE, 0, bytes, destination, 0, nullptr, nullptr),
        "clEnqueueReadBuffer");
}

void OpenClRunner::setArg(cl_kernel kernel, unsigned index, size_t size, const void* value) {
  check(clSetKernelArg(kernel, index, size, value), "clSetKernelArg");
}

void OpenClRunner::launch(cl_kernel kernel, unsigned dims, const size_t* global,
                          const size_t* local) {
  check(clEnqueueNDRangeKernel(queue_, kernel, dims, nullptr, global, local, 0, nullptr, nullptr),
        "clEnqueueNDRangeKernel");
}

void OpenClRunner::finish() { check(clFinish(queue_), "clFinish"); }

}  // namespace bench
