// Text edits on one source buffer and the lexed tokens they are based on.
#pragma once

#include <clang/Basic/TokenKinds.h>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace hipify {

struct LexedToken {
  clang::tok::TokenKind kind;
  std::size_t offset;
  std::size_t length;
};

// Replaces [offset, offset + length) by text; length 0 inserts.
struct Edit {
  std::size_t offset;
  std::size_t length;
  std::string text;
};

}  // namespace hipify
