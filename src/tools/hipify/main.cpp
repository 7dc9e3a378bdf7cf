// hipify: translates CUDA sources into HIP (see docs/hipify.md).
#include "CommandLine.h"
#include "FileConverter.h"
#include "Statistics.h"

#include <llvm/Support/FileSystem.h>
#include <llvm/Support/Path.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <deque>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>

#include <unistd.h>

namespace {

using hipify::CommandLine;

int fail(const std::string &message) {
  std::cerr << "hipify: error: " << message << "\n";
  return 1;
}

bool isSourceFile(const std::string &path) {
  static const char *const extensions[] = {".cu", ".cuh", ".h", ".hpp", ".hh", ".hxx",
                                           ".cpp", ".cc", ".cxx", ".c", ".inl"};
  llvm::StringRef ext = llvm::sys::path::extension(path);
  for (const char *e : extensions)
    if (ext == e)
      return true;
  return false;
}

// Expands directories (with --recursive) into their source files.
bool collectInputs(const CommandLine &cl, std::vector<std::string> &files, std::string &error) {
  for (const std::string &input : cl.inputs) {
    if (input == "-") {
      error = "reading from stdin is not supported; name a file";
      return false;
    }
    if (!llvm::sys::fs::exists(input)) {
      error = "no such file or directory: '" + input + "'";
      return false;
    }
    if (!llvm::sys::fs::is_directory(input)) {
      files.push_back(input);
      continue;
    }
    if (!cl.recursive) {
      error = "'" + input + "' is a directory (use --recursive to convert its files)";
      return false;
    }
    std::error_code ec;
    std::vector<std::string> found;
    for (llvm::sys::fs::recursive_directory_iterator it(input, ec), end; it != end && !ec;
         it.increment(ec)) {
      if (it->type() == llvm::sys::fs::file_type::regular_file && isSourceFile(it->path()))
        found.push_back(it->path());
    }
    if (ec) {
      error = "cannot read directory '" + input + "': " + ec.message();
      return false;
    }
    std::sort(found.begin(), found.end());
    files.insert(files.end(), found.begin(), found.end());
  }
  return true;
}

bool readFile(const std::string &path, std::string &text, std::string &error) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = "cannot read '" + path + "': " + std::strerror(errno);
    return false;
  }
  std::ostringstream buffer;
  buffer << in.rdbuf();
  if (in.bad()) {
    error = "cannot read '" + path + "'";
    return false;
  }
  text = buffer.str();
  return true;
}

// Writes through a temporary file renamed over the target, so that a failed
// write never leaves a truncated file behind.
bool writeFileAtomically(const std::string &path, const std::string &text, std::string &error) {
  llvm::StringRef folder = llvm::sys::path::parent_path(path);
  if (!folder.empty()) {
    if (std::error_code ec = llvm::sys::fs::create_directories(folder)) {
      error = "cannot create folder '" + folder.str() + "': " + ec.message();
      return false;
    }
  }
  std::string temp = path + ".hipify-tmp" + std::to_string(::getpid());
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    if (!out || !(out << text) || !out.flush()) {
      error = "cannot write '" + temp + "': " + std::strerror(errno);
      std::remove(temp.c_str());
      return false;
    }
  }
  if (std::rename(temp.c_str(), path.c_str()) != 0) {
    error = "cannot rename '" + temp + "' to '" + path + "': " + std::strerror(errno);
    std::remove(temp.c_str());
    return false;
  }
  return true;
}

struct ConvertedFile {
  std::string path;
  std::string original;
  std::string converted;
  std::string output;  // -o target: the -o file, or for a header the place beside its includer's
  bool isHeader = false;
};

// Where a local header goes under -o: beside its includer's output, under the
// name spelled in the #include, so the converted includer finds it there.
std::string headerOutput(const std::string &includerOutput, const std::string &spelled) {
  if (includerOutput.empty() || includerOutput == "-")
    return includerOutput;
  llvm::SmallString<256> out(llvm::sys::path::parent_path(includerOutput));
  llvm::sys::path::append(out, spelled);
  return std::string(out);
}

bool sameFile(const std::string &a, const std::string &b) {
  bool result = false;
  return !llvm::sys::fs::equivalent(a, b, result) && result;
}

// Checks, before anything is written, that no -o target overwrites an input
// that is being converted. A local header whose target is itself (output in
// the header's own folder) is skipped when it needs no change.
bool planOutputs(std::vector<ConvertedFile> &files, std::string &error) {
  std::vector<ConvertedFile> kept;
  for (ConvertedFile &file : files) {
    if (!file.isHeader) {  // the -o file itself may replace its input, as before
      kept.push_back(std::move(file));
      continue;
    }
    bool overwritesInput = false;
    for (const ConvertedFile &other : files)
      overwritesInput = overwritesInput || sameFile(file.output, other.path);
    if (overwritesInput && file.converted == file.original && sameFile(file.output, file.path))
      continue;  // the header is its own output and stays as it is
    if (overwritesInput) {
      error = "writing '" + file.output + "' would overwrite " +
              (sameFile(file.output, file.path) ? "the local header itself" : "an input") +
              "; write into another folder, or use --inplace or --no-local-headers";
      return false;
    }
    kept.push_back(std::move(file));
  }
  files = std::move(kept);
  return true;
}

}  // namespace

int main(int argc, char **argv) {
  CommandLine cl;
  std::string error;
  if (!hipify::parseCommandLine(argc, argv, cl, error))
    return fail(error);
  if (cl.help) {
    std::cout << hipify::usageText();
    return 0;
  }
  if (cl.version) {
    std::cout << "hipify (OpenHIP) for HIP 5.2\n";
    return 0;
  }

  std::vector<std::string> inputs;
  if (!collectInputs(cl, inputs, error))
    return fail(error);
  if (inputs.empty())
    return fail("no source files found in the given directories");
  if (inputs.size() > 1 && !cl.inplace)
    return fail("several input files need --inplace (-o and stdout take a single file)");

  hipify::ConversionOptions options;
  options.kernelExecutionSyntax = cl.kernelExecutionSyntax;
  options.warpSizeCheck = cl.warpSizeWarnings;
  options.includeDirs = cl.includeDirs;

  // Convert everything in memory first: nothing is written if any file fails.
  std::deque<ConvertedFile> queue;
  for (const std::string &input : inputs)
    queue.push_back({input, {}, {}, cl.output, false});
  std::set<std::string> seen;
  std::vector<ConvertedFile> converted;
  hipify::Statistics total;
  bool ok = true;
  while (!queue.empty()) {
    ConvertedFile file = std::move(queue.front());
    queue.pop_front();
    llvm::SmallString<256> real;
    if (llvm::sys::fs::real_path(file.path, real))
      real = file.path;
    if (!seen.insert(std::string(real)).second)
      continue;
    if (!readFile(file.path, file.original, error)) {
      fail(error);
      ok = false;
      continue;
    }
    hipify::ConversionResult result;
    if (!hipify::convertSource(file.path, file.original, options, result, std::cerr)) {
      std::cerr << "hipify: error: '" << file.path << "' was not converted\n";
      ok = false;
      continue;
    }
    total.add(result.stats);
    file.converted = std::move(result.text);
    if (cl.localHeaders)
      for (const hipify::LocalInclude &header : result.localIncludes)
        queue.push_back({header.file, {}, {}, headerOutput(file.output, header.spelled), true});
    converted.push_back(std::move(file));
  }
  if (!ok)
    return 1;

  bool toStdout = !cl.inplace && (cl.output.empty() || cl.output == "-");
  if (!cl.inplace && !toStdout && !planOutputs(converted, error))
    return fail(error);
  for (const ConvertedFile &file : converted) {
    if (cl.inplace) {
      if (file.converted == file.original)
        continue;
      if (!writeFileAtomically(file.path + ".prehip", file.original, error) ||
          !writeFileAtomically(file.path, file.converted, error))
        return fail(error);
    } else if (toStdout) {
      if (!file.isHeader) {
        std::cout << file.converted;
        std::cout.flush();
      } else if (file.converted != file.original) {
        std::cerr << "hipify: warning: local header '" << file.path
                  << "' needs converting but is not written when the output is stdout"
                     " (use -o <file> or --inplace)\n";
      }
    } else if (!writeFileAtomically(file.output, file.converted, error)) {
      return fail(error);
    }
  }

  if (cl.printStats)
    hipify::printStatistics(std::cerr, total);
  if (!cl.statsCsv.empty()) {
    std::ostringstream csv;
    hipify::printStatisticsCsv(csv, total);
    if (!writeFileAtomically(cl.statsCsv, csv.str(), error))
      return fail(error);
  }
  return 0;
}
