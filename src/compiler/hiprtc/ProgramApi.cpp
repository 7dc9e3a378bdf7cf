#include "ProgramApi.h"

#include <cstring>
#include <mutex>
#include <new>
#include <unordered_set>

namespace openhip::rtc {
namespace {

/// Live programs: a destroyed or made-up handle is an error, not a crash.
struct ProgramSet {
  std::mutex mutex;
  std::unordered_set<const Program*> programs;
};

ProgramSet& liveSet() {
  static ProgramSet* set = new ProgramSet(); // never destroyed: programs may outlive statics
  return *set;
}

bool isLive(const Program* program) {
  ProgramSet& set = liveSet();
  std::lock_guard<std::mutex> lock(set.mutex);
  return program && set.programs.count(program);
}

} // namespace

const char* resultName(int result, Language language) {
  static const char* const hip[] = {"HIPRTC_SUCCESS",
                                    "HIPRTC_ERROR_OUT_OF_MEMORY",
                                    "HIPRTC_ERROR_PROGRAM_CREATION_FAILURE",
                                    "HIPRTC_ERROR_INVALID_INPUT",
                                    "HIPRTC_ERROR_INVALID_PROGRAM",
                                    "HIPRTC_ERROR_INVALID_OPTION",
                                    "HIPRTC_ERROR_COMPILATION",
                                    "HIPRTC_ERROR_BUILTIN_OPERATION_FAILURE",
                                    "HIPRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION",
                                    "HIPRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION",
                                    "HIPRTC_ERROR_NAME_EXPRESSION_NOT_VALID",
                                    "HIPRTC_ERROR_INTERNAL_ERROR"};
  static const char* const nv[] = {"NVRTC_SUCCESS",
                                   "NVRTC_ERROR_OUT_OF_MEMORY",
                                   "NVRTC_ERROR_PROGRAM_CREATION_FAILURE",
                                   "NVRTC_ERROR_INVALID_INPUT",
                                   "NVRTC_ERROR_INVALID_PROGRAM",
                                   "NVRTC_ERROR_INVALID_OPTION",
                                   "NVRTC_ERROR_COMPILATION",
                                   "NVRTC_ERROR_BUILTIN_OPERATION_FAILURE",
                                   "NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION",
                                   "NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION",
                                   "NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID",
                                   "NVRTC_ERROR_INTERNAL_ERROR"};
  if (result < Success || result > InternalError)
    return language == Language::Hip ? "HIPRTC_ERROR_INVALID_INPUT" : "NVRTC_ERROR_INVALID_INPUT";
  return language == Language::Hip ? hip[result] : nv[result];
}

Result createProgram(Program** out, Language language, const char* source, const char* name,
                     int headerCount, const char* const* headers, const char* const* includeNames) {
  if (!out || !source || headerCount < 0 || (headerCount > 0 && (!headers || !includeNames)))
    return InvalidInput;
  for (int i = 0; i < headerCount; ++i)
    if (!headers[i] || !includeNames[i])
      return InvalidInput;
  Program* program = new (std::nothrow) Program();
  if (!program)
    return OutOfMemory;
  program->language = language;
  program->source = source;
  program->name = name && *name ? name : "default_program";
  for (int i = 0; i < headerCount; ++i)
    program->headers.push_back({includeNames[i], headers[i]});
  ProgramSet& set = liveSet();
  std::lock_guard<std::mutex> lock(set.mutex);
  set.programs.insert(program);
  *out = program;
  return Success;
}

Result destroyProgram(Program** program) {
  if (!program)
    return InvalidInput;
  ProgramSet& set = liveSet();
  {
    std::lock_guard<std::mutex> lock(set.mutex);
    if (!*program || !set.programs.erase(*program))
      return InvalidProgram;
  }
  delete *program;
  *program = nullptr;
  return Success;
}

Result addNameExpression(Program* program, const char* expression) {
  if (!isLive(program))
    return InvalidProgram;
  if (!expression || !*expression)
    return InvalidInput;
  if (program->compiled)
    return NoNameExpressionsAfterCompilation;
  program->nameExpressions.push_back(expression);
  return Success;
}

Result compile(Program* program, int optionCount, const char* const* options) {
  if (!isLive(program))
    return InvalidProgram;
  if (optionCount < 0 || (optionCount > 0 && !options))
    return InvalidInput;
  std::vector<std::string> list;
  for (int i = 0; i < optionCount; ++i) {
    if (!options[i])
      return InvalidInput;
    list.push_back(options[i]);
  }
  switch (compileProgram(*program, list)) {
  case CompileStatus::Success:
    return Success;
  case CompileStatus::InvalidOption:
    return InvalidOption;
  case CompileStatus::CompilationFailed:
    return Compilation;
  default:
    return InternalError;
  }
}

Result loweredName(Program* program, const char* expression, const char** lowered) {
  if (!isLive(program))
    return InvalidProgram;
  if (!expression || !lowered)
    return InvalidInput;
  if (!program->compiled)
    return NoLoweredNamesBeforeCompilation;
  auto found = program->loweredNames.find(expression);
  if (found == program->loweredNames.end())
    return NameExpressionNotValid;
  *lowered = found->second.c_str();
  return Success;
}

Result logSize(Program* program, size_t* size) {
  if (!isLive(program))
    return InvalidProgram;
  if (!size)
    return InvalidInput;
  *size = program->log.size() + 1;
  return Success;
}

Result copyLog(Program* program, char* log) {
  if (!isLive(program))
    return InvalidProgram;
  if (!log)
    return InvalidInput;
  std::memcpy(log, program->log.c_str(), program->log.size() + 1);
  return Success;
}

Result codeSize(Program* program, size_t* size) {
  if (!isLive(program))
    return InvalidProgram;
  if (!size)
    return InvalidInput;
  *size = program->compiled ? program->code.size() : 0;
  return Success;
}

Result copyCode(Program* program, char* code) {
  if (!isLive(program))
    return InvalidProgram;
  if (!code)
    return InvalidInput;
  if (!program->compiled)
    return InvalidProgram;
  std::memcpy(code, program->code.data(), program->code.size());
  return Success;
}

} // namespace openhip::rtc
