#include "TypeRewrites.h"

#include <initializer_list>
#include <string>

namespace hipify {
namespace {

class Tokens {
public:
  Tokens(std::string_view source, const std::vector<LexedToken> &tokens)
      : source_(source), tokens_(tokens) {}
  std::size_t size() const { return tokens_.size(); }
  const LexedToken &operator[](std::size_t i) const { return tokens_[i]; }
  std::string_view text(std::size_t i) const {
    return i < tokens_.size() ? source_.substr(tokens_[i].offset, tokens_[i].length)
                              : std::string_view();
  }
  bool is(std::size_t i, clang::tok::TokenKind kind) const {
    return i < tokens_.size() && tokens_[i].kind == kind;
  }
  bool isIdentifier(std::size_t i, std::string_view name) const {
    return is(i, clang::tok::raw_identifier) && text(i) == name;
  }

private:
  std::string_view source_;
  const std::vector<LexedToken> &tokens_;
};

// Names declared right after the type name: `T a`, `T *a, b`, `const T &a`,
// `T a[2]`.
std::set<std::string_view> variablesOfType(const Tokens &t, std::initializer_list<std::string_view> types) {
  std::set<std::string_view> names;
  for (std::size_t i = 0; i < t.size(); ++i) {
    bool declares = false;
    for (std::string_view type : types)
      declares = declares || t.isIdentifier(i, type);
    if (!declares)
      continue;
    std::size_t j = i + 1;
    for (;;) {
      while (t.is(j, clang::tok::star) || t.is(j, clang::tok::amp) || t.isIdentifier(j, "const"))
        ++j;
      if (!t.is(j, clang::tok::raw_identifier))
        break;
      names.insert(t.text(j));
      ++j;
      if (t.is(j, clang::tok::l_square))  // arrays: skip the bound
        while (j < t.size() && !t.is(j, clang::tok::r_square))
          ++j;
      if (t.is(j, clang::tok::r_square))
        ++j;
      if (!t.is(j, clang::tok::comma))
        break;
      std::size_t k = j + 1;
      while (t.is(k, clang::tok::star) || t.is(k, clang::tok::amp))
        ++k;
      if (!t.is(k, clang::tok::raw_identifier) || t.is(k + 1, clang::tok::raw_identifier))
        break;  // `, int x` starts another parameter, not another attributes variable
      ++j;
    }
  }
  return names;
}

}  // namespace

std::size_t rewriteStructMembers(std::string_view source, const std::vector<LexedToken> &tokens,
                                 std::vector<Edit> &edits, std::set<std::size_t> &consumed) {
  Tokens t(source, tokens);
  std::set<std::string_view> variables = variablesOfType(t, {"cudaPointerAttributes"});
  std::size_t rewritten = 0;
  for (std::size_t i = 0; i + 2 < t.size(); ++i) {
    if (!t.is(i, clang::tok::raw_identifier) || !variables.count(t.text(i)))
      continue;
    std::size_t member = i + 1;
    if (t.is(member, clang::tok::l_square))  // a[k].type
      while (member < t.size() && !t.is(member, clang::tok::r_square))
        ++member;
    if (t.is(member, clang::tok::r_square))
      ++member;
    if (!(t.is(member, clang::tok::period) || t.is(member, clang::tok::arrow)) ||
        !t.isIdentifier(member + 1, "type"))
      continue;
    const LexedToken &type = t[member + 1];
    std::size_t op = member + 2;
    bool equal = t.is(op, clang::tok::equalequal);
    bool notEqual = t.is(op, clang::tok::exclaimequal);
    if ((equal || notEqual) && t.isIdentifier(op + 1, "cudaMemoryTypeManaged")) {
      const LexedToken &managed = t[op + 1];
      if (notEqual)
        edits.push_back({t[i].offset, 0, "!"});
      std::size_t end = managed.offset + managed.length;
      edits.push_back({type.offset, end - type.offset, "isManaged"});
      consumed.insert(managed.offset);
    } else {
      edits.push_back({type.offset, type.length, "memoryType"});
    }
    ++rewritten;
    i = member + 1;
  }
  return rewritten;
}

std::size_t rewriteDevicePointerArithmetic(std::string_view source,
                                           const std::vector<LexedToken> &tokens,
                                           std::vector<Edit> &edits) {
  Tokens t(source, tokens);
  std::set<std::string_view> variables = variablesOfType(t, {"CUdeviceptr", "CUdeviceptr_v2"});
  auto isArithmetic = [&](std::size_t i) { return t.is(i, clang::tok::plus) || t.is(i, clang::tok::minus); };
  auto isMemberOrScoped = [&](std::size_t i) {
    return i > 0 && (t.is(i - 1, clang::tok::period) || t.is(i - 1, clang::tok::arrow) ||
                     t.is(i - 1, clang::tok::coloncolon));
  };
  std::size_t rewritten = 0;
  for (std::size_t i = 0; i < t.size(); ++i) {
    if (!t.is(i, clang::tok::raw_identifier) || !variables.count(t.text(i)) || isMemberOrScoped(i))
      continue;
    bool leftOperand = isArithmetic(i + 1);
    // `x - p` (not the unary minus of `= -p`, which CUDA code would not write)
    bool rightOperand = i > 0 && isArithmetic(i - 1) && i > 1 &&
                        (t.is(i - 2, clang::tok::raw_identifier) || t.is(i - 2, clang::tok::r_paren) ||
                         t.is(i - 2, clang::tok::numeric_constant));
    if (!leftOperand && !rightOperand)
      continue;
    edits.push_back({t[i].offset, 0, "(char *)"});
    ++rewritten;
  }
  return rewritten;
}

}  // namespace hipify
