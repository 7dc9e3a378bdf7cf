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
  std::string temp = path + ".hipify-tmp";
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
};

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
  options.includeDirs = cl.includeDirs;

  // Convert everything in memory first: nothing is written if any file fails.
  std::deque<std::string> queue(inputs.begin(), inputs.end());
  std::set<std::string> seen;
  std::vector<ConvertedFile> converted;
  hipify::Statistics total;
  bool ok = true;
  while (!queue.empty()) {
    std::string path = queue.front();
    queue.pop_front();
    llvm::SmallString<256> real;
    if (llvm::sys::fs::real_path(path, real))
      real = path;
    if (!seen.insert(std::string(real)).second)
      continue;
    ConvertedFile file{path, {}, {}};
    if (!readFile(path, file.original, error)) {
      fail(error);
      ok = false;
      continue;
    }
    hipify::ConversionResult result;
    if (!hipify::convertSource(path, file.original, options, result, std::cerr)) {
      std::cerr << "hipify: error: '" << path << "' was not converted\n";
      ok = false;
      continue;
    }
    total.add(result.stats);
    file.converted = std::move(result.text);
    converted.push_back(std::move(file));
    if (cl.inplace)  // local headers are converted in place with their includers
      queue.insert(queue.end(), result.localIncludes.begin(), result.localIncludes.end());
  }
  if (!ok)
    return 1;

  for (const ConvertedFile &file : converted) {
    if (cl.inplace) {
      if (file.converted == file.original)
        continue;
      if (!writeFileAtomically(file.path + ".prehip", file.original, error) ||
          !writeFileAtomically(file.path, file.converted, error))
        return fail(error);
    } else if (cl.output.empty() || cl.output == "-") {
      std::cout << file.converted;
      std::cout.flush();
    } else if (!writeFileAtomically(cl.output, file.converted, error)) {
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
