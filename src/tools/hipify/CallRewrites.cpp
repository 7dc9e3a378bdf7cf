#include "CallRewrites.h"

namespace hipify {
namespace {

// The call's argument count and the index of its closing parenthesis, or
// false when `(` does not follow or the parentheses do not close.
bool countArguments(const std::vector<LexedToken> &tokens, std::size_t open, std::size_t &arguments,
                    std::size_t &close) {
  if (open >= tokens.size() || tokens[open].kind != clang::tok::l_paren)
    return false;
  int depth = 0;
  arguments = 0;
  bool empty = true;
  for (std::size_t i = open; i < tokens.size(); ++i) {
    clang::tok::TokenKind kind = tokens[i].kind;
    if (kind == clang::tok::l_paren || kind == clang::tok::l_square || kind == clang::tok::l_brace) {
      ++depth;
    } else if (kind == clang::tok::r_paren || kind == clang::tok::r_square || kind == clang::tok::r_brace) {
      if (--depth == 0) {
        arguments = empty ? 0 : arguments + 1;
        close = i;
        return true;
      }
    } else if (depth == 1 && kind == clang::tok::comma) {
      ++arguments;
    }
    if (i > open && depth >= 1)
      empty = false;
  }
  return false;
}

void renameAt(std::vector<Edit> &edits, std::size_t offset, const char *name) {
  for (Edit &edit : edits)
    if (edit.offset == offset) {
      edit.text = name;
      return;
    }
}

}  // namespace

std::size_t rewriteCallArities(std::string_view source, const std::vector<LexedToken> &tokens,
                               std::vector<Edit> &edits) {
  std::size_t rewritten = 0;
  for (std::size_t i = 0; i + 1 < tokens.size(); ++i) {
    if (tokens[i].kind != clang::tok::raw_identifier)
      continue;
    std::string_view name = source.substr(tokens[i].offset, tokens[i].length);
    std::size_t arguments = 0, close = 0;
    if (name != "cudaGraphInstantiate" && name != "cudaMalloc3DArray")
      continue;
    if (!countArguments(tokens, i + 1, arguments, close))
      continue;
    if (name == "cudaGraphInstantiate" && (arguments == 2 || arguments == 3)) {
      renameAt(edits, tokens[i].offset, "hipGraphInstantiateWithFlags");
      if (arguments == 2)
        edits.push_back({tokens[close].offset, 0, ", 0"});
      ++rewritten;
    } else if (name == "cudaMalloc3DArray" && arguments == 3) {
      edits.push_back({tokens[close].offset, 0, ", 0"});
      ++rewritten;
    }
  }
  return rewritten;
}

}  // namespace hipify
