#include "KernelLaunchRewriter.h"

namespace hipify {
namespace {

using clang::tok::TokenKind;
namespace tok = clang::tok;

bool opens(TokenKind kind) {
  return kind == tok::l_paren || kind == tok::l_square || kind == tok::l_brace;
}
bool closes(TokenKind kind) {
  return kind == tok::r_paren || kind == tok::r_square || kind == tok::r_brace;
}

struct Span {
  std::size_t begin;  // byte offsets, end exclusive
  std::size_t end;
};

class LaunchParser {
public:
  explicit LaunchParser(const std::vector<LexedToken> &tokens) : tokens_(tokens) {}

  // Rewrites the launch whose <<< is tokens_[at]; false if it does not look
  // like one (the text is then left alone).
  bool rewrite(std::size_t at, std::vector<Edit> &edits);

private:
  std::size_t end(std::size_t i) const { return tokens_[i].offset + tokens_[i].length; }
  bool findKernelName(std::size_t at, std::size_t &first, bool &isTemplate) const;

  const std::vector<LexedToken> &tokens_;
};

// Walks back from <<< over `name`, `ns::name` or `name<T, U>`.
bool LaunchParser::findKernelName(std::size_t at, std::size_t &first, bool &isTemplate) const {
  if (at == 0)
    return false;
  std::size_t i = at - 1;
  isTemplate = false;
  if (tokens_[i].kind == tok::greater) {
    int depth = 0;
    for (;; --i) {
      TokenKind kind = tokens_[i].kind;
      if (kind == tok::greater)
        ++depth;
      else if (kind == tok::greatergreater)
        depth += 2;
      else if (kind == tok::less && --depth == 0)
        break;
      if (i == 0)
        return false;
    }
    if (i == 0)
      return false;
    --i;
    isTemplate = true;
  }
  if (tokens_[i].kind != tok::raw_identifier)
    return false;
  while (i >= 2 && tokens_[i - 1].kind == tok::coloncolon &&
         tokens_[i - 2].kind == tok::raw_identifier)
    i -= 2;
  if (i >= 1 && tokens_[i - 1].kind == tok::coloncolon)
    --i;
  first = i;
  return true;
}

bool LaunchParser::rewrite(std::size_t at, std::vector<Edit> &edits) {
  std::size_t nameFirst = 0;
  bool isTemplate = false;
  if (!findKernelName(at, nameFirst, isTemplate))
    return false;

  // Configuration arguments up to the matching >>>.
  std::vector<Span> config;
  std::size_t i = at + 1;
  std::size_t argBegin = i;
  int depth = 0;
  for (;; ++i) {
    if (i >= tokens_.size())
      return false;
    TokenKind kind = tokens_[i].kind;
    if (opens(kind)) {
      ++depth;
    } else if (closes(kind)) {
      if (--depth < 0)
        return false;
    } else if (depth == 0 && (kind == tok::comma || kind == tok::greatergreatergreater)) {
      if (argBegin == i)
        return false;
      config.push_back({tokens_[argBegin].offset, end(i - 1)});
      argBegin = i + 1;
      if (kind == tok::greatergreatergreater)
        break;
    }
  }
  std::size_t closing = i;
  if (config.size() < 2 || config.size() > 4 || closing + 1 >= tokens_.size() ||
      tokens_[closing + 1].kind != tok::l_paren)
    return false;
  std::size_t lparen = closing + 1;
  bool noArguments = lparen + 1 < tokens_.size() && tokens_[lparen + 1].kind == tok::r_paren;

  std::size_t nameBegin = tokens_[nameFirst].offset;
  std::size_t nameEnd = end(at - 1);
  edits.push_back({nameBegin, 0, isTemplate ? "hipLaunchKernelGGL(HIP_KERNEL_NAME(" : "hipLaunchKernelGGL("});
  edits.push_back({nameEnd, config[0].begin - nameEnd, isTemplate ? "), dim3(" : ", dim3("});
  edits.push_back({config[0].end, config[1].begin - config[0].end, "), dim3("});
  std::string tail = noArguments ? "" : ", ";
  std::size_t argsBegin = tokens_[lparen].offset + 1;
  if (config.size() == 2) {
    edits.push_back({config[1].end, argsBegin - config[1].end, "), 0, 0" + tail});
  } else {
    edits.push_back({config[1].end, config[2].begin - config[1].end, "), "});
    if (config.size() == 3) {
      edits.push_back({config[2].end, argsBegin - config[2].end, ", 0" + tail});
    } else {
      edits.push_back({config[2].end, config[3].begin - config[2].end, ", "});
      edits.push_back({config[3].end, argsBegin - config[3].end, tail});
    }
  }
  return true;
}

}  // namespace

std::size_t rewriteKernelLaunches(const std::vector<LexedToken> &tokens,
                                  std::vector<Edit> &edits) {
  LaunchParser parser(tokens);
  std::size_t count = 0;
  for (std::size_t i = 0; i < tokens.size(); ++i)
    if (tokens[i].kind == tok::lesslessless && parser.rewrite(i, edits))
      ++count;
  return count;
}

}  // namespace hipify
