#include "WarpSizeCheck.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <cstdlib>
#include <map>
#include <set>
#include <string_view>

namespace hipify {

const char *const kWarpSizeAdvice =
    "; the .hip output runs with 64-lane wavefronts: compile it with -mno-wavefrontsize64 "
    "(32-lane warps) or write it for warpSize lanes";

namespace {

namespace tok = clang::tok;

std::string lower(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
  return out;
}
bool contains(const std::string &text, const char *part) { return text.find(part) != std::string::npos; }

// Warp functions whose first argument is a lane mask.
const std::set<std::string_view> kMaskFunctions = {
    "__shfl_sync",       "__shfl_up_sync",    "__shfl_down_sync",  "__shfl_xor_sync",  "__ballot_sync",
    "__any_sync",        "__all_sync",        "__uni_sync",        "__syncwarp",       "__match_any_sync",
    "__match_all_sync",  "__reduce_add_sync", "__reduce_min_sync", "__reduce_max_sync", "__reduce_and_sync",
    "__reduce_or_sync",  "__reduce_xor_sync"};
// Calls that return a lane mask.
const std::set<std::string_view> kMaskResults = {"__ballot_sync", "__ballot", "__activemask", "__match_any_sync",
                                                 "__match_all_sync"};
// 32-bit bit-counting intrinsics and their 64-bit versions.
const std::map<std::string_view, std::string_view> kNarrowBitFunctions = {
    {"__popc", "__popcll"}, {"__ffs", "__ffsll"}, {"__clz", "__clzll"}, {"__brev", "__brevll"}};
// 32-bit integer types a lane mask does not fit in.
const std::set<std::string_view> kNarrowTypes = {"int", "unsigned", "uint32_t", "int32_t", "uint", "u32"};
const std::set<std::string_view> kWideTypes = {"long", "uint64_t", "int64_t", "size_t", "auto", "lane_mask_t",
                                               "u64"};

class Checker {
public:
  Checker(const std::string &source, const std::vector<LexedToken> &tokens) : source_(source), tokens_(tokens) {
    computeStatements();
  }

  std::vector<WarpSizeFinding> run() {
    collectMaskMacros();
    for (std::size_t i = 0; i < tokens_.size(); ++i) {
      checkMaskArgument(i);
      checkLaneArithmetic(i);
      checkMaskResult(i);
      checkWarpSizeConstant(i);
    }
    std::sort(findings_.begin(), findings_.end(),
              [](const WarpSizeFinding &a, const WarpSizeFinding &b) { return a.offset < b.offset; });
    return findings_;
  }

private:
  std::string_view text(std::size_t i) const {
    return std::string_view(source_).substr(tokens_[i].offset, tokens_[i].length);
  }
  tok::TokenKind kind(std::size_t i) const { return i < tokens_.size() ? tokens_[i].kind : tok::eof; }
  void add(std::size_t token, std::string message) { findings_.push_back({tokens_[token].offset, std::move(message)}); }

  /// The value of an integer literal (suffixes ignored); false for anything else.
  bool integerValue(std::size_t i, unsigned long long &value) const {
    if (kind(i) != tok::numeric_constant)
      return false;
    std::string digits(text(i));
    digits.erase(std::remove(digits.begin(), digits.end(), '\''), digits.end());
    while (!digits.empty() && std::strchr("uUlLzZ", digits.back()))
      digits.pop_back();
    if (digits.find_first_of(".eEpP") != std::string::npos && digits.rfind("0x", 0) != 0)
      return false;
    char *end = nullptr;
    value = std::strtoull(digits.c_str(), &end, 0);
    return end && *end == '\0';
  }

  // Statements: runs of tokens between ; { } and preprocessor lines (each
  // directive, with its continuation lines, is one statement).
  void computeStatements() {
    std::vector<std::size_t> logicalLine(source_.size() + 1, 0);
    std::vector<bool> directive;
    std::size_t line = 0;
    bool lineStart = true;
    directive.push_back(false);
    for (std::size_t c = 0; c < source_.size(); ++c) {
      logicalLine[c] = line;
      const char ch = source_[c];
      if (lineStart && ch != ' ' && ch != '\t' && ch != '\n') {
        directive[line] = ch == '#';
        lineStart = false;
      }
      if (ch == '\n' && !(c > 0 && source_[c - 1] == '\\')) {
        ++line;
        directive.push_back(false);
        lineStart = true;
      }
    }
    statement_.resize(tokens_.size());
    std::size_t current = 0;
    for (std::size_t i = 0; i < tokens_.size(); ++i) {
      const std::size_t l = logicalLine[tokens_[i].offset];
      const bool inDirective = directive[l];
      if (i > 0) {
        const std::size_t previous = logicalLine[tokens_[i - 1].offset];
        const bool boundary = kind(i - 1) == tok::semi || kind(i - 1) == tok::l_brace || kind(i - 1) == tok::r_brace ||
                              ((inDirective || directive[previous]) && l != previous);
        if (boundary)
          ++current;
      }
      statement_[i] = current;
    }
  }

  /// True if the statement of token i names thread, lane or warp indices.
  bool mentionsLanes(std::size_t i) const {
    const std::size_t s = statement_[i];
    std::size_t first = i, last = i;
    while (first > 0 && statement_[first - 1] == s)
      --first;
    while (last + 1 < tokens_.size() && statement_[last + 1] == s)
      ++last;
    static const std::set<std::string> shortNames = {"tid", "wid", "lid", "tx", "tidx", "ltid", "gtid"};
    for (std::size_t t = first; t <= last; ++t) {
      if (kind(t) != tok::raw_identifier)
        continue;
      const std::string name = lower(text(t));
      if (contains(name, "lane") || contains(name, "warp") || contains(name, "thread") || shortNames.count(name))
        return true;
    }
    return false;
  }

  /// True if tokens [first, last) spell a mask of 32 set bits: 0xffffffff
  /// (any suffix), ~0 / ~0u, (unsigned)-1, or (allowMacros) a macro defined
  /// as one. `spelled` gets the mask as written.
  bool isMask32(std::size_t first, std::size_t last, bool allowMacros, std::string &spelled) const {
    unsigned long long v = 0;
    if (last == first + 1 && integerValue(first, v) && v == 0xffffffffull) {
      spelled = "'" + std::string(text(first)) + "'";
      return true;
    }
    if (allowMacros && last == first + 1 && kind(first) == tok::raw_identifier) {
      auto macro = maskMacros_.find(std::string(text(first)));
      if (macro != maskMacros_.end()) {
        spelled = "'" + macro->first + "' (" + macro->second + ")";
        return true;
      }
    }
    if (last == first + 2 && kind(first) == tok::tilde && integerValue(first + 1, v) && v == 0 &&
        !contains(lower(text(first + 1)), "l")) {
      spelled = "'~" + std::string(text(first + 1)) + "'";
      return true;
    }
    if (last == first + 5 && kind(first) == tok::l_paren && kind(first + 1) == tok::raw_identifier &&
        kind(first + 2) == tok::r_paren && kind(first + 3) == tok::minus && integerValue(first + 4, v) && v == 1 &&
        kNarrowTypes.count(text(first + 1))) {
      spelled = "'(" + std::string(text(first + 1)) + ")-1'";
      return true;
    }
    return false;
  }

  // #define NAME 0xffffffff (or another 32-bit full mask), also parenthesised.
  void collectMaskMacros() {
    for (std::size_t i = 0; i + 3 < tokens_.size(); ++i) {
      if (kind(i) != tok::hash || text(i + 1) != "define" || kind(i + 2) != tok::raw_identifier ||
          statement_[i + 3] != statement_[i])
        continue;
      std::size_t last = i + 3;
      while (last < tokens_.size() && statement_[last] == statement_[i])
        ++last;
      std::size_t first = i + 3;
      while (last - first > 2 && kind(first) == tok::l_paren && kind(last - 1) == tok::r_paren) {
        ++first;
        --last;
      }
      std::string spelled;
      if (isMask32(first, last, false, spelled))
        maskMacros_[std::string(text(i + 2))] = spelled.substr(1, spelled.size() - 2);
    }
  }

  // __shfl_sync(0xffffffff, ...), __ballot_sync(FULL_MASK, ...).
  void checkMaskArgument(std::size_t i) {
    if (kind(i) != tok::raw_identifier || !kMaskFunctions.count(text(i)) || kind(i + 1) != tok::l_paren)
      return;
    std::size_t end = i + 2;
    int depth = 0;
    for (; end < tokens_.size(); ++end) {
      const tok::TokenKind k = kind(end);
      if (k == tok::l_paren || k == tok::l_square || k == tok::l_brace)
        ++depth;
      else if ((k == tok::r_paren || k == tok::r_square || k == tok::r_brace) && depth-- == 0)
        break;
      else if (k == tok::comma && depth == 0)
        break;
    }
    std::string spelled;
    if (end > i + 2 && isMask32(i + 2, end, true, spelled))
      add(i + 2, "lane mask " + spelled + " given to " + std::string(text(i)) + " names 32 lanes");
  }

  // lane = threadIdx.x % 32; warp = tid / 32; tid & 31; tid >> 5
  void checkLaneArithmetic(std::size_t i) {
    unsigned long long v = 0;
    if (!integerValue(i + 1, v))
      return;
    const tok::TokenKind op = kind(i);
    const char *what = nullptr;
    if ((op == tok::percent || op == tok::percentequal) && v == 32)
      what = "'% 32' takes a lane index";
    else if ((op == tok::slash || op == tok::slashequal) && v == 32)
      what = "'/ 32' takes a warp index";
    else if ((op == tok::amp || op == tok::ampequal) && v == 31)
      what = "'& 31' takes a lane index";
    else if ((op == tok::greatergreater || op == tok::greatergreaterequal) && v == 5)
      what = "'>> 5' takes a warp index";
    if (!what || !mentionsLanes(i))
      return;
    std::string message = what;
    if (text(i + 1) != "32" && text(i + 1) != "31" && text(i + 1) != "5")
      message += " ('" + std::string(text(i + 1)) + "')";
    add(i, message + " for 32-lane warps");
  }

  // unsigned m = __ballot_sync(...); __popc(__ballot_sync(...)); (unsigned)__activemask()
  void checkMaskResult(std::size_t i) {
    if (kind(i) != tok::raw_identifier || !kMaskResults.count(text(i)) || kind(i + 1) != tok::l_paren)
      return;
    const std::string call(text(i));
    if (i >= 2 && kind(i - 1) == tok::l_paren && kind(i - 2) == tok::raw_identifier) {
      auto narrow = kNarrowBitFunctions.find(text(i - 2));
      if (narrow != kNarrowBitFunctions.end()) {
        add(i - 2, "'" + std::string(narrow->first) + "' of the mask from " + call + " reads 32 lanes (" +
                       std::string(narrow->second) + " reads 64)");
        return;
      }
    }
    if (i >= 3 && kind(i - 1) == tok::r_paren && kind(i - 3) == tok::l_paren && kNarrowTypes.count(text(i - 2))) {
      add(i - 3, "the mask from " + call + " is cast to 32-bit '" + std::string(text(i - 2)) + "'");
      return;
    }
    if (i >= 3 && kind(i - 1) == tok::equal && kind(i - 2) == tok::raw_identifier) {
      bool narrow = false, wide = false;
      std::string type;
      for (std::size_t t = i - 3;; --t) {
        const std::string_view word = text(t);
        if (kind(t) != tok::raw_identifier)
          break;
        if (kNarrowTypes.count(word)) {
          narrow = true;
          type = type.empty() ? std::string(word) : std::string(word) + " " + type;
        } else if (kWideTypes.count(word)) {
          wide = true;
        } else if (word != "const" && word != "volatile" && word != "signed" && word != "register" &&
                   word != "static") {
          break;
        }
        if (t == 0)
          break;
      }
      if (narrow && !wide)
        add(i - 2, "the mask from " + call + " is stored in 32-bit '" + type + " " + std::string(text(i - 2)) + "'");
    }
  }

  // #define WARP_SIZE 32, constexpr int kWarpSize = 32, enum { WARP_SZ = 32 }
  void checkWarpSizeConstant(std::size_t i) {
    if (kind(i) != tok::raw_identifier)
      return;
    const std::string name = lower(text(i));
    const bool warpSized = (contains(name, "warp") && (contains(name, "size") || contains(name, "sz") ||
                                                       contains(name, "width") || contains(name, "lanes"))) ||
                           contains(name, "threads_per_warp") || contains(name, "threadsperwarp") ||
                           contains(name, "lanes_per_warp") || contains(name, "lanesperwarp");
    if (!warpSized)
      return;
    unsigned long long v = 0;
    const bool isDefine = i >= 2 && kind(i - 2) == tok::hash && text(i - 1) == "define" && integerValue(i + 1, v) &&
                          statement_[i + 1] == statement_[i] &&
                          (i + 2 >= tokens_.size() || statement_[i + 2] != statement_[i]);
    const bool isInitializer = kind(i + 1) == tok::equal && integerValue(i + 2, v) &&
                               (kind(i + 3) == tok::semi || kind(i + 3) == tok::comma || kind(i + 3) == tok::r_brace);
    if ((isDefine || isInitializer) && v == 32)
      add(i, "'" + std::string(text(i)) + "' fixes the warp size at 32");
  }

  const std::string &source_;
  const std::vector<LexedToken> &tokens_;
  std::vector<std::size_t> statement_;
  std::map<std::string, std::string> maskMacros_;
  std::vector<WarpSizeFinding> findings_;
};

}  // namespace

std::vector<WarpSizeFinding> findWarpSizeAssumptions(const std::string &source,
                                                     const std::vector<LexedToken> &tokens) {
  return Checker(source, tokens).run();
}

}  // namespace hipify
