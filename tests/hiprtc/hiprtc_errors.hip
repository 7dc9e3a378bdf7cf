// hipRTC's errors: compile errors come back in the log with file:line:col,
// bad options, handles and name expressions get their result codes, never a
// crash.
#include <hip/hiprtc.h>

#include <cstdio>
#include <cstring>
#include <string>

static int failures = 0;
#define CHECK(cond)                                                                    \
  do {                                                                                 \
    if (!(cond)) {                                                                     \
      std::printf("FAIL: %s (line %d)\n", #cond, __LINE__);                            \
      ++failures;                                                                      \
    }                                                                                  \
  } while (0)

static std::string logOf(hiprtcProgram prog) {
  size_t size = 0;
  if (hiprtcGetProgramLogSize(prog, &size) != HIPRTC_SUCCESS || size == 0)
    return "";
  std::string log(size, '\0');
  hiprtcGetProgramLog(prog, &log[0]);
  log.resize(size - 1);
  return log;
}

static bool contains(const std::string& text, const char* part) {
  return text.find(part) != std::string::npos;
}

int main() {
  CHECK(std::strcmp(hiprtcGetErrorString(HIPRTC_ERROR_COMPILATION), "HIPRTC_ERROR_COMPILATION") == 0);
  CHECK(std::strcmp(hiprtcGetErrorString(HIPRTC_SUCCESS), "HIPRTC_SUCCESS") == 0);

  // A compile error: clang's diagnostic, located, in the log.
  hiprtcProgram prog = nullptr;
  const char* broken = "__global__ void broken(int* p) {\n  p[0] = undefined_name;\n}\n";
  CHECK(hiprtcCreateProgram(&prog, broken, "broken.hip", 0, nullptr, nullptr) == HIPRTC_SUCCESS);
  CHECK(hiprtcCompileProgram(prog, 0, nullptr) == HIPRTC_ERROR_COMPILATION);
  std::string log = logOf(prog);
  CHECK(contains(log, "broken.hip:2:10: error: use of undeclared identifier 'undefined_name'"));
  size_t codeSize = 1;
  CHECK(hiprtcGetCodeSize(prog, &codeSize) == HIPRTC_SUCCESS && codeSize == 0);
  const char* lowered = nullptr;
  CHECK(hiprtcGetLoweredName(prog, "broken", &lowered) == HIPRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION);
  CHECK(hiprtcDestroyProgram(&prog) == HIPRTC_SUCCESS);

  // An error of the CPU lowering (a barrier reached through recursion), located too.
  const char* recursive = "__device__ int down(int n) {\n"
                          "  __syncthreads();\n"
                          "  return n > 0 ? down(n - 1) : 0;\n"
                          "}\n"
                          "__global__ void k(int* p) { p[0] = down(3); }\n";
  CHECK(hiprtcCreateProgram(&prog, recursive, "recursive.hip", 0, nullptr, nullptr) == HIPRTC_SUCCESS);
  CHECK(hiprtcCompileProgram(prog, 0, nullptr) == HIPRTC_ERROR_COMPILATION);
  log = logOf(prog);
  CHECK(contains(log, "recursive.hip:") && contains(log, "error:") && contains(log, "recursive"));
  CHECK(hiprtcDestroyProgram(&prog) == HIPRTC_SUCCESS);

  // Options hipRTC does not know.
  const char* fine = "extern \"C\" __global__ void k(int* p) { p[threadIdx.x] = 1; }\n";
  CHECK(hiprtcCreateProgram(&prog, fine, "fine.hip", 0, nullptr, nullptr) == HIPRTC_SUCCESS);
  const char* bogus[] = {"--bogus-option"};
  CHECK(hiprtcCompileProgram(prog, 1, bogus) == HIPRTC_ERROR_INVALID_OPTION);
  CHECK(contains(logOf(prog), "--bogus-option"));
  const char* missing[] = {"-D"};
  CHECK(hiprtcCompileProgram(prog, 1, missing) == HIPRTC_ERROR_INVALID_OPTION);
  CHECK(hiprtcCompileProgram(prog, 1, nullptr) == HIPRTC_ERROR_INVALID_INPUT);

  // Name expressions: unknown, after compilation, and one that names nothing.
  CHECK(hiprtcCompileProgram(prog, 0, nullptr) == HIPRTC_SUCCESS);
  CHECK(hiprtcGetLoweredName(prog, "k", &lowered) == HIPRTC_ERROR_NAME_EXPRESSION_NOT_VALID);
  CHECK(hiprtcAddNameExpression(prog, "k") == HIPRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION);
  CHECK(hiprtcDestroyProgram(&prog) == HIPRTC_SUCCESS);
  CHECK(hiprtcCreateProgram(&prog, fine, "fine.hip", 0, nullptr, nullptr) == HIPRTC_SUCCESS);
  CHECK(hiprtcAddNameExpression(prog, "no_such_kernel") == HIPRTC_SUCCESS);
  CHECK(hiprtcCompileProgram(prog, 0, nullptr) == HIPRTC_ERROR_COMPILATION);
  CHECK(contains(logOf(prog), "no_such_kernel"));
  CHECK(hiprtcAddNameExpression(prog, nullptr) == HIPRTC_ERROR_INVALID_INPUT);

  // Bad handles and arguments.
  hiprtcProgram destroyed = prog;
  CHECK(hiprtcDestroyProgram(&prog) == HIPRTC_SUCCESS);
  CHECK(hiprtcCompileProgram(destroyed, 0, nullptr) == HIPRTC_ERROR_INVALID_PROGRAM);
  CHECK(hiprtcDestroyProgram(&destroyed) == HIPRTC_ERROR_INVALID_PROGRAM);
  CHECK(hiprtcDestroyProgram(nullptr) == HIPRTC_ERROR_INVALID_INPUT);
  CHECK(hiprtcCreateProgram(nullptr, fine, "x", 0, nullptr, nullptr) == HIPRTC_ERROR_INVALID_INPUT);
  CHECK(hiprtcCreateProgram(&prog, nullptr, "x", 0, nullptr, nullptr) == HIPRTC_ERROR_INVALID_INPUT);
  CHECK(hiprtcCreateProgram(&prog, fine, "x", 1, nullptr, nullptr) == HIPRTC_ERROR_INVALID_INPUT);
  size_t size = 0;
  CHECK(hiprtcGetProgramLogSize(nullptr, &size) == HIPRTC_ERROR_INVALID_PROGRAM);
  CHECK(hiprtcVersion(nullptr, nullptr) == HIPRTC_ERROR_INVALID_INPUT);

  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
