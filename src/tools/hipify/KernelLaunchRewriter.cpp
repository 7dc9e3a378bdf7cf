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
  LaunchParser(const std::string &source, const std::vector<LexedToken> &tokens)
      : source_(source), tokens_(tokens) {}

  // Rewrites the launch whose <<< is tokens_[at]; false if it does not look
  // like one (the text is then left alone).
  bool rewrite(std::size_t at, std::vector<Edit> &edits);

private:
  std::size_t end(std::size_t i) const { return tokens_[i].offset + tokens_[i].length; }
  std::string_view text(std::size_t i) const {
    return std::string_view(source_).substr(tokens_[i].offset, tokens_[i].length);
  }
  bool matchOpening(std::size_t close, std::size_t &open) const;
  bool matchTemplateOpening(std::size_t close, std::size_t &open) const;
  bool isCallParenthesis(std::size_t open) const;
  bool findKernelName(std::size_t at, std::size_t &first, bool &isTemplate) const;

  const std::string &source_;
  const std::vector<LexedToken> &tokens_;
};

// Index of the token opening the bracket group that tokens_[close] closes.
bool LaunchParser::matchOpening(std::size_t close, std::size_t &open) const {
  int depth = 0;
  for (std::size_t i = close;; --i) {
    if (closes(tokens_[i].kind))
      ++depth;
    else if (opens(tokens_[i].kind) && --depth == 0) {
      open = i;
      return true;
    }
    if (i == 0)
      return false;
  }
}

// Index of the `<` opening the template arguments that end at tokens_[close]
// (`>`, or the `>>`/`>>>` that close nested argument lists at once).
bool LaunchParser::matchTemplateOpening(std::size_t close, std::size_t &open) const {
  int depth = 0;
  for (std::size_t i = close;; --i) {
    TokenKind kind = tokens_[i].kind;
    if (kind == tok::greater)
      depth += 1;
    else if (kind == tok::greatergreater)
      depth += 2;
    else if (kind == tok::greatergreatergreater)
      depth += 3;
    else if (kind == tok::less && --depth == 0) {
      open = i;
      return true;
    } else if (closes(kind)) {  // a bracket group inside the arguments
      std::size_t inner;
      if (!matchOpening(i, inner))
        return false;
      i = inner;
    }
    if (i == 0)
      return false;
  }
}

// True if the `(` at tokens_[open] starts a call's arguments (f(x), g<T>(x),
// h(a)(b)), false if it is a parenthesised expression: at the start, after an
// operator or keyword, or after `if (...)`-style conditions.
bool LaunchParser::isCallParenthesis(std::size_t open) const {
  if (open == 0)
    return false;
  const LexedToken &before = tokens_[open - 1];
  if (before.kind == tok::raw_identifier) {
    static const char *const keywords[] = {"return", "else", "do", "case", "throw", "co_return", "co_await"};
    for (const char *keyword : keywords)
      if (text(open - 1) == keyword)
        return false;
    return true;
  }
  if (before.kind == tok::greater || before.kind == tok::r_square)
    return true;
  if (before.kind == tok::r_paren) {
    std::size_t condition;
    if (!matchOpening(open - 1, condition) || condition == 0)
      return true;
    std::string_view keyword = text(condition - 1);
    return !(keyword == "if" || keyword == "while" || keyword == "for" || keyword == "switch");
  }
  return false;
}

// Walks back from <<< over the kernel expression: `name`, `ns::name`,
// `name<T, U<V>>`, `(k)`, `obj.member`, `ptr->member`, `table[i]`, `get()`.
bool LaunchParser::findKernelName(std::size_t at, std::size_t &first, bool &isTemplate) const {
  if (at == 0)
    return false;
  std::size_t i = at - 1;
  isTemplate = false;
  for (;;) {
    TokenKind kind = tokens_[i].kind;
    if (kind == tok::r_paren || kind == tok::r_square) {
      std::size_t open;
      if (!matchOpening(i, open))
        return false;
      i = open;
      if (kind == tok::r_square || isCallParenthesis(open)) {
        --i;  // the array or the function before the brackets
        continue;
      }
      break;  // a parenthesised expression
    }
    if (kind == tok::greater || kind == tok::greatergreater || kind == tok::greatergreatergreater) {
      std::size_t open;
      if (!matchTemplateOpening(i, open) || open == 0)
        return false;
      i = open - 1;
      isTemplate = true;
    }
    if (tokens_[i].kind != tok::raw_identifier)
      return false;
    if (i >= 2 && tokens_[i - 1].kind == tok::coloncolon &&
        (tokens_[i - 2].kind == tok::raw_identifier || tokens_[i - 2].kind == tok::greater)) {
      i -= 2;  // ns::name, Outer<T>::name
      continue;
    }
    if (i >= 1 && tokens_[i - 1].kind == tok::coloncolon) {
      --i;  // ::name
      break;
    }
    if (i >= 2 && (tokens_[i - 1].kind == tok::period || tokens_[i - 1].kind == tok::arrow)) {
      i -= 2;  // object.member, pointer->member
      continue;
    }
    break;
  }
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

std::size_t rewriteKernelLaunches(const std::string &source, const std::vector<LexedToken> &tokens,
                                  std::vector<Edit> &edits, std::vector<std::size_t> &unconverted) {
  LaunchParser parser(source, tokens);
  std::size_t count = 0;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    if (tokens[i].kind != tok::lesslessless)
      continue;
    if (parser.rewrite(i, edits))
      ++count;
    else
      unconverted.push_back(tokens[i].offset);
  }
  return count;
}

}  // namespace hipify
