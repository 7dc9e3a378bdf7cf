// A small `opt` for the work-item loop passes: parses textual IR, optionally
// marks kernels, runs a pass pipeline in which every OpenHIP pass is known
// (PassRegistry.h), and prints the result. Used by the FileCheck tests and
// to build the end-to-end test's kernels, so the passes can be tested
// without the passes plugin or hipcc.
#include "PassRegistry.h"
#include "common/LoweringContract.h"

#include "llvm/Analysis/CGSCCPassManager.h"
#include "llvm/Analysis/LoopAnalysisManager.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Host.h"

#include <memory>
#include <optional>

using namespace llvm;

static cl::opt<std::string> inputPath(cl::Positional, cl::desc("<input .ll>"), cl::init("-"));
static cl::opt<std::string> outputPath("o", cl::desc("output file"), cl::init("-"));
static cl::opt<std::string> pipeline("passes", cl::desc("pass pipeline"), cl::init(""));
static cl::opt<std::string> cpu("mcpu", cl::desc("target CPU"), cl::init("x86-64"));
static cl::opt<std::string> kernelPrefix("mark-kernels",
                                         cl::desc("add \"openhip-kernel\" to defined functions with this prefix"),
                                         cl::init(""));
static cl::opt<bool> textOutput("S", cl::desc("textual output (always on)"), cl::init(true));

int main(int argc, char** argv) {
  InitLLVM init(argc, argv);
  InitializeNativeTarget();
  InitializeNativeTargetAsmPrinter();
  cl::ParseCommandLineOptions(argc, argv, "OpenHIP work-item loop pass driver\n");

  LLVMContext context;
  SMDiagnostic diag;
  std::unique_ptr<Module> module = parseIRFile(inputPath, diag, context);
  if (!module) {
    diag.print(argv[0], errs());
    return 1;
  }
  if (!kernelPrefix.empty())
    for (Function& F : *module)
      if (!F.isDeclaration() && F.getName().startswith(kernelPrefix)) F.addFnAttr(openhip::contract::KernelAttr);

  if (module->getTargetTriple().empty()) module->setTargetTriple(sys::getDefaultTargetTriple());
  std::string error;
  const Target* target = TargetRegistry::lookupTarget(module->getTargetTriple(), error);
  if (!target) {
    errs() << argv[0] << ": " << error << "\n";
    return 1;
  }
  std::string cpuName = cpu == "native" ? sys::getHostCPUName().str() : cpu.getValue();
  std::unique_ptr<TargetMachine> machine(
      target->createTargetMachine(module->getTargetTriple(), cpuName, "", TargetOptions(), std::nullopt));
  if (module->getDataLayout().isDefault()) module->setDataLayout(machine->createDataLayout());

  LoopAnalysisManager LAM;
  FunctionAnalysisManager FAM;
  CGSCCAnalysisManager CGAM;
  ModuleAnalysisManager MAM;
  PassBuilder PB(machine.get());
  openhip::registerOpenHipPasses(PB);
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);

  ModulePassManager MPM;
  if (!pipeline.empty()) {
    if (Error err = PB.parsePassPipeline(MPM, pipeline)) {
      errs() << argv[0] << ": " << toString(std::move(err)) << "\n";
      return 1;
    }
  }
  MPM.run(*module, MAM);
  if (verifyModule(*module, &errs())) {
    errs() << argv[0] << ": the result does not verify\n";
    return 1;
  }

  std::error_code ec;
  ToolOutputFile out(outputPath, ec, sys::fs::OF_Text);
  if (ec) {
    errs() << argv[0] << ": " << ec.message() << "\n";
    return 1;
  }
  module->print(out.os(), nullptr);
  out.keep();
  return 0;
}
