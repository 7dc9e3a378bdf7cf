// openhip-lower-device: runs compileDeviceModuleForCpu on an NVPTX .ll/.bc
// file and writes the object, as hipcc does in process.
// usage: openhip-lower-device <in.ll> -o <out.o> [-O<n>] [--warp-size=<n>] [--table-id=<id>] [--cpu=<name>]
//        [--print-lowered=<file.ll>] [--print-optimized=<file.ll>] [-openhip-<switch>=<value>...]
// The --print options write the module after the lowering passes and after
// LLVM's pipeline (to compare the generated code of two builds); the
// lowering's tuning switches (`-openhip-...`, as hipcc's `-mllvm`) are
// passed on to LLVM's option parser.
#include "cpu/CpuLowering.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <string>
#include <tuple>
#include <vector>

int main(int argc, char** argv) {
  std::string input, output, loweredPath, optimizedPath;
  openhip::CpuLoweringOptions options;
  options.tableId = "e2e";
  std::vector<const char*> passOptions{argv[0]};
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    if (arg == "-o" && i + 1 < argc) {
      output = argv[++i];
    } else if (arg.consume_front("-O")) {
      options.optLevel = static_cast<unsigned>(std::stoul(arg.str()));
    } else if (arg.consume_front("--warp-size=")) {
      options.warpSize = static_cast<unsigned>(std::stoul(arg.str()));
    } else if (arg.consume_front("--table-id=")) {
      options.tableId = arg.str();
    } else if (arg.consume_front("--cpu=")) {
      options.cpu = arg.str();
    } else if (arg.consume_front("--print-lowered=")) {
      loweredPath = arg.str();
    } else if (arg.consume_front("--print-optimized=")) {
      optimizedPath = arg.str();
    } else if (arg.startswith("-openhip-")) {
      passOptions.push_back(argv[i]);
    } else if (arg == "-g") {
      options.keepDebugInfo = true;
    } else {
      input = arg.str();
    }
  }
  if (input.empty() || output.empty()) {
    llvm::errs() << "usage: openhip-lower-device <in.ll> -o <out.o> [-O<n>] [--warp-size=<n>] [--table-id=<id>]\n";
    return 2;
  }
  if (!llvm::cl::ParseCommandLineOptions(static_cast<int>(passOptions.size()), passOptions.data())) return 2;
  llvm::LLVMContext context;
  llvm::SMDiagnostic parseError;
  std::unique_ptr<llvm::Module> module = llvm::parseIRFile(input, parseError, context);
  if (!module) {
    parseError.print("openhip-lower-device", llvm::errs());
    return 1;
  }
  std::unique_ptr<llvm::raw_fd_ostream> lowered, optimized;
  for (auto [path, stream, option] :
       {std::tuple(&loweredPath, &lowered, &options.loweredModuleOut),
        std::tuple(&optimizedPath, &optimized, &options.optimizedModuleOut)}) {
    if (path->empty()) continue;
    std::error_code ec;
    *stream = std::make_unique<llvm::raw_fd_ostream>(*path, ec, llvm::sys::fs::OF_Text);
    if (ec) {
      llvm::errs() << "openhip-lower-device: cannot write " << *path << ": " << ec.message() << "\n";
      return 1;
    }
    *option = stream->get();
  }
  llvm::SmallVector<char, 0> object;
  if (llvm::Error error = openhip::compileDeviceModuleForCpu(*module, options, object)) {
    llvm::errs() << llvm::toString(std::move(error)) << "\n";
    return 1;
  }
  std::error_code ec;
  llvm::raw_fd_ostream out(output, ec, llvm::sys::fs::OF_None);
  if (ec) {
    llvm::errs() << "openhip-lower-device: cannot write " << output << ": " << ec.message() << "\n";
    return 1;
  }
  out.write(object.data(), object.size());
  return 0;
}
