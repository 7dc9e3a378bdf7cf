#include "FileConverter.h"

#include "KernelLaunchRewriter.h"
#include "MappingTable.h"
#include "CallRewrites.h"
#include "TypeRewrites.h"
#include "WarpSizeCheck.h"

#include <clang/Basic/Diagnostic.h>
#include <clang/Basic/DiagnosticOptions.h>
#include <clang/Basic/FileManager.h>
#include <clang/Basic/LangOptions.h>
#include <clang/Basic/SourceManager.h>
#include <clang/Lex/Lexer.h>
#include <llvm/Support/ConvertUTF.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/Path.h>

#include <algorithm>
#include <set>

namespace hipify {
namespace {

clang::LangOptions cudaLanguage() {
  clang::LangOptions lang;
  lang.CPlusPlus = lang.CPlusPlus11 = lang.CPlusPlus14 = lang.CPlusPlus17 = 1;
  lang.LineComment = 1;
  lang.Bool = 1;
  lang.CUDA = 1;  // lexes <<< and >>> as single tokens
  return lang;
}

// Maps byte offsets to 1-based line and column numbers.
class LineTable {
public:
  explicit LineTable(std::string_view text) {
    starts_.push_back(0);
    for (std::size_t i = 0; i < text.size(); ++i)
      if (text[i] == '\n')
        starts_.push_back(i + 1);
  }
  std::size_t line(std::size_t offset) const {
    return std::upper_bound(starts_.begin(), starts_.end(), offset) - starts_.begin();
  }
  std::size_t column(std::size_t offset) const { return offset - starts_[line(offset) - 1] + 1; }
  std::size_t lineCount(std::size_t size) const {
    return starts_.size() - (starts_.back() == size && size != 0 ? 1 : 0);
  }

private:
  std::vector<std::size_t> starts_;
};

class Converter {
public:
  Converter(const std::string &path, const std::string &source, const ConversionOptions &options,
            ConversionResult &result, std::ostream &diag)
      : path_(path), source_(source), options_(options), result_(result), diag_(diag),
        lines_(source) {}

  bool run();

private:
  // Diagnostics are collected and written in source order once the file is done.
  void report(const char *severity, std::size_t offset, const std::string &message) {
    diagnostics_.push_back({offset, path_ + ":" + std::to_string(lines_.line(offset)) + ":" +
                                        std::to_string(lines_.column(offset)) + ": " + severity + ": " +
                                        message + "\n"});
  }
  void flushDiagnostics() {
    std::stable_sort(diagnostics_.begin(), diagnostics_.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    for (const auto &d : diagnostics_)
      diag_ << d.second;
    diagnostics_.clear();
  }
  bool convert();
  bool checkEncoding();
  void handleIdentifier(std::size_t offset, std::string_view name);
  void handleStringLiteral(std::size_t offset, std::string_view text);
  void reportUnsupported(const std::set<std::size_t> &consumed);
  void handleInclude(std::size_t offset, std::size_t length, std::string_view header, bool quoted);
  void resolveLocalInclude(std::string_view header);
  std::string applyEdits();

  const std::string &path_;
  const std::string &source_;
  const ConversionOptions &options_;
  ConversionResult &result_;
  std::ostream &diag_;
  LineTable lines_;
  std::vector<Edit> edits_;
  std::vector<LexedToken> tokens_;
  struct Unsupported {
    std::size_t offset;
    std::string_view name;
    ApiGroup group;
  };
  std::vector<Unsupported> unsupported_;  // reported once the member rewrites are known
  std::vector<std::pair<std::size_t, std::string>> diagnostics_;
};

bool Converter::checkEncoding() {
  const auto *begin = reinterpret_cast<const llvm::UTF8 *>(source_.data());
  const llvm::UTF8 *cursor = begin;
  if (llvm::isLegalUTF8String(&cursor, begin + source_.size()))
    return true;
  report("error", cursor - begin, "invalid UTF-8 byte in the source; hipify expects UTF-8 text");
  return false;
}

void Converter::handleIdentifier(std::size_t offset, std::string_view name) {
  const NameMapping *mapping = findIdentifier(name);
  if (!mapping)
    return;
  auto group = static_cast<std::size_t>(mapping->group);
  if (!mapping->supported()) {
    unsupported_.push_back({offset, name, mapping->group});
    return;
  }
  // CUB's namespace is only renamed where it is used as one: cub::
  if (mapping->group == ApiGroup::Cub && name == "cub") {
    std::size_t next = offset + name.size();
    while (next < source_.size() && (source_[next] == ' ' || source_[next] == '\t'))
      ++next;
    if (source_.compare(next, 2, "::") != 0)
      return;
  }
  ++result_.stats.converted[group];
  edits_.push_back({offset, name.size(), std::string(mapping->hipName)});
}

// A plain literal spelling exactly one CUDA error-code name is compared with
// cudaGetErrorName()'s result (or cuGetErrorName's), so it names the HIP code
// after the port. Any other text in literals is left alone: it may be a
// kernel or symbol name looked up at run time.
bool isErrorCodeName(std::string_view name) {
  for (std::string_view prefix : {"cudaError", "cudaSuccess", "CUDA_ERROR_", "CUDA_SUCCESS"})
    if (name.substr(0, prefix.size()) == prefix)
      return true;
  return false;
}

void Converter::handleStringLiteral(std::size_t offset, std::string_view text) {
  if (text.size() < 3 || text.front() != '"' || text.back() != '"')
    return;
  std::string_view content = text.substr(1, text.size() - 2);
  if (!isErrorCodeName(content))
    return;
  const NameMapping *mapping = findIdentifier(content);
  if (!mapping || !mapping->supported())
    return;
  ++result_.stats.converted[static_cast<std::size_t>(mapping->group)];
  edits_.push_back({offset + 1, content.size(), std::string(mapping->hipName)});
}

void Converter::reportUnsupported(const std::set<std::size_t> &consumed) {
  for (const Unsupported &u : unsupported_) {
    if (consumed.count(u.offset))
      continue;
    ++result_.stats.unsupported[static_cast<std::size_t>(u.group)];
    report("warning", u.offset, "'" + std::string(u.name) + "' is not supported by HIP");
  }
}

void Converter::resolveLocalInclude(std::string_view header) {
  llvm::SmallString<256> candidate(llvm::sys::path::parent_path(path_));
  llvm::sys::path::append(candidate, header);
  std::vector<std::string> tries{std::string(candidate)};
  for (const std::string &dir : options_.includeDirs) {
    llvm::SmallString<256> inDir(dir);
    llvm::sys::path::append(inDir, header);
    tries.emplace_back(inDir);
  }
  for (const std::string &file : tries) {
    if (llvm::sys::fs::is_regular_file(file)) {
      result_.localIncludes.push_back({file, std::string(header)});
      return;
    }
  }
}

void Converter::handleInclude(std::size_t offset, std::size_t length, std::string_view header,
                              bool quoted) {
  if (const NameMapping *mapping = findInclude(header)) {
    auto group = static_cast<std::size_t>(mapping->group);
    if (!mapping->supported()) {
      ++result_.stats.unsupported[group];
      report("warning", offset, "'" + std::string(header) + "' is not supported by HIP");
      return;
    }
    ++result_.stats.converted[group];
    edits_.push_back({offset, length, "<" + std::string(mapping->hipName) + ">"});
    return;
  }
  if (quoted)
    resolveLocalInclude(header);
}

std::string Converter::applyEdits() {
  std::stable_sort(edits_.begin(), edits_.end(),
                   [](const Edit &a, const Edit &b) { return a.offset < b.offset; });
  std::string out;
  out.reserve(source_.size() + source_.size() / 8);
  std::set<std::size_t> changedLines;
  std::size_t cursor = 0;
  for (const Edit &edit : edits_) {
    if (edit.offset < cursor)  // overlapping edits cannot happen; keep the first
      continue;
    out.append(source_, cursor, edit.offset - cursor);
    out += edit.text;
    cursor = edit.offset + edit.length;
    std::size_t last = edit.length ? edit.offset + edit.length - 1 : edit.offset;
    for (std::size_t l = lines_.line(edit.offset); l <= lines_.line(last); ++l)
      changedLines.insert(l);
  }
  out.append(source_, cursor, std::string::npos);
  result_.stats.linesChanged = changedLines.size();
  return out;
}

bool Converter::run() {
  const bool ok = convert();
  flushDiagnostics();
  return ok;
}

bool Converter::convert() {
  result_.stats.files = 1;
  result_.stats.totalLines = lines_.lineCount(source_.size());
  if (!checkEncoding())
    return false;

  clang::FileSystemOptions fsOptions;
  clang::FileManager files(fsOptions);
  clang::DiagnosticsEngine diagnostics(new clang::DiagnosticIDs, new clang::DiagnosticOptions,
                                       new clang::IgnoringDiagConsumer);
  clang::SourceManager sources(diagnostics, files);
  clang::FileID id = sources.createFileID(llvm::MemoryBuffer::getMemBuffer(source_, path_));
  clang::LangOptions lang = cudaLanguage();
  clang::Lexer lexer(id, sources.getBufferOrFake(id), sources, lang);
  lexer.SetKeepWhitespaceMode(true);  // also returns broken comments as tok::unknown
  const std::size_t base = sources.getFileOffset(sources.getLocForStartOfFile(id));

  bool ok = true;
  bool directiveStart = false;  // previous token was a '#' opening a line
  bool inMessageDirective = false;  // #error / #warning text is free-form prose
  clang::Token token;
  for (;;) {
    lexer.LexFromRawLexer(token);
    if (token.is(clang::tok::eof))
      break;
    std::size_t offset = sources.getFileOffset(token.getLocation()) - base;
    std::size_t length = token.getLength();
    std::string_view text(source_.data() + offset, length);
    if (token.isAtStartOfLine())
      inMessageDirective = false;
    if (inMessageDirective)
      continue;
    switch (token.getKind()) {
    case clang::tok::unknown:
      if (text.rfind("/*", 0) == 0) {
        report("error", offset, "unterminated /* comment");
        ok = false;
      } else if (text.find_first_of("\"'") != std::string_view::npos &&
                 text.find_first_not_of(" \t\r\n\v\f") != std::string_view::npos) {
        report("error", offset,
               std::string("unterminated ") +
                   (text.find('"') != std::string_view::npos ? "string" : "character") +
                   " literal");
        ok = false;
      }
      continue;
    case clang::tok::comment:
      continue;
    default:
      break;
    }
    if (text.find_first_not_of(" \t\r\n\v\f") == std::string_view::npos)
      continue;  // whitespace run
    bool wasDirectiveStart = directiveStart;
    directiveStart = token.is(clang::tok::hash) && token.isAtStartOfLine();
    if (wasDirectiveStart && token.is(clang::tok::raw_identifier) &&
        (text == "error" || text == "warning"))
      inMessageDirective = true;
    if (wasDirectiveStart && token.is(clang::tok::raw_identifier) &&
        (text == "include" || text == "include_next" || text == "import")) {
      // The header name is not a C++ token: scan it from the text.
      std::size_t pos = offset + length;
      while (pos < source_.size() && (source_[pos] == ' ' || source_[pos] == '\t'))
        ++pos;
      if (pos < source_.size() && (source_[pos] == '<' || source_[pos] == '"')) {
        char close = source_[pos] == '<' ? '>' : '"';
        std::size_t end = source_.find_first_of(std::string{close, '\n'}, pos + 1);
        if (end != std::string::npos && source_[end] == close) {
          handleInclude(pos, end + 1 - pos,
                        std::string_view(source_).substr(pos + 1, end - pos - 1), close == '"');
          lexer.seek(end + 1, false);
          continue;
        }
      }
    }
    tokens_.push_back({token.getKind(), offset, length});
    if (token.is(clang::tok::raw_identifier))
      handleIdentifier(offset, text);
    else if (token.is(clang::tok::string_literal))
      handleStringLiteral(offset, text);
  }
  std::set<std::size_t> consumed;
  if (ok) {
    rewriteStructMembers(source_, tokens_, edits_, consumed);
    rewriteDevicePointerArithmetic(source_, tokens_, edits_);
    rewriteCallArities(source_, tokens_, edits_);
  }
  reportUnsupported(consumed);
  if (!ok)
    return false;
  if (options_.kernelExecutionSyntax) {
    std::vector<std::size_t> unconverted;
    result_.stats.kernelLaunches = rewriteKernelLaunches(source_, tokens_, edits_, unconverted);
    result_.stats.kernelLaunchesUnconverted = unconverted.size();
    for (std::size_t offset : unconverted)
      report("warning", offset,
             "kernel launch not rewritten to hipLaunchKernelGGL: its kernel or configuration is "
             "not recognized; '<<<...>>>' is kept (hipcc compiles it)");
  }
  if (options_.warpSizeCheck) {
    for (const WarpSizeFinding &finding : findWarpSizeAssumptions(source_, tokens_)) {
      ++result_.stats.warpSizeAssumptions;
      report("warning", finding.offset, finding.message + kWarpSizeAdvice);
    }
  }
  result_.text = applyEdits();
  return true;
}

}  // namespace

bool convertSource(const std::string &path, const std::string &source,
                   const ConversionOptions &options, ConversionResult &result, std::ostream &diag) {
  return Converter(path, source, options, result, diag).run();
}

}  // namespace hipify
