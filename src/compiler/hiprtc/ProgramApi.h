// The C entry points of hipRTC and NVRTC share one implementation: both
// handle types point to a Program; the result codes are equal in value.
#ifndef OPENHIP_HIPRTC_PROGRAMAPI_H
#define OPENHIP_HIPRTC_PROGRAMAPI_H

#include "Program.h"

#include <cstddef>

namespace openhip::rtc {

/// Result codes, numbered as hiprtcResult and nvrtcResult.
enum Result : int {
  Success = 0,
  OutOfMemory = 1,
  ProgramCreationFailure = 2,
  InvalidInput = 3,
  InvalidProgram = 4,
  InvalidOption = 5,
  Compilation = 6,
  BuiltinOperationFailure = 7,
  NoNameExpressionsAfterCompilation = 8,
  NoLoweredNamesBeforeCompilation = 9,
  NameExpressionNotValid = 10,
  InternalError = 11
};

/// The name of `result` with the API's prefix ("HIPRTC_", "NVRTC_").
const char* resultName(int result, Language language);

Result createProgram(Program** out, Language language, const char* source, const char* name,
                     int headerCount, const char* const* headers, const char* const* includeNames);
Result destroyProgram(Program** program);
Result addNameExpression(Program* program, const char* expression);
Result compile(Program* program, int optionCount, const char* const* options);
Result loweredName(Program* program, const char* expression, const char** lowered);
Result logSize(Program* program, size_t* size);
Result copyLog(Program* program, char* log);
Result codeSize(Program* program, size_t* size);
Result copyCode(Program* program, char* code);

} // namespace openhip::rtc

#endif
