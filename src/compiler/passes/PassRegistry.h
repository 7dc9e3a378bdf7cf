// The passes of OpenHipPasses.def by name, for a PassBuilder: the opt plugin
// (OpenHipPassPlugin.cpp) and the test tools register them here; the
// lowering pipeline registers the analyses here.
#ifndef OPENHIP_COMPILER_PASSES_PASSREGISTRY_H
#define OPENHIP_COMPILER_PASSES_PASSREGISTRY_H

#include "llvm/ADT/StringRef.h"
#include "llvm/IR/PassManager.h"

#include <optional>
#include <string>

namespace llvm {
class PassBuilder;
}

namespace openhip {

/// Parameters of the passes that take some, `name<key=value;...>`:
/// `warp-size=N`, `table-id=ID`.
struct PassParams {
  unsigned warpSize = 64;
  std::string tableId = "test";
};

/// Parses the text between the angle brackets; nullopt on an unknown key or
/// a bad value.
std::optional<PassParams> parsePassParams(llvm::StringRef text);

/// Makes every pass, pipeline and analysis of OpenHipPasses.def known to
/// `builder` by name (and its analyses to the analysis managers it registers).
void registerOpenHipPasses(llvm::PassBuilder& builder);

/// Adds OpenHIP's passes to LLVM's default pipelines where they belong
/// (SwitchesInWorkItemLoopsPass, InductionIncrementsPass,
/// ChoicesInWorkItemLoopsPass, SunkAccessesInWorkItemLoopsPass and
/// RareStoresInWorkItemLoopsPass before
/// the loop vectorizer, UniformAddressScattersPass last): hipcc's
/// optimizer, and `opt -O3` with the plugin loaded.
void registerOptimizerExtensions(llvm::PassBuilder& builder);

/// Registers the analyses of OpenHipPasses.def with `analyses`.
void registerOpenHipAnalyses(llvm::FunctionAnalysisManager& analyses);

}  // namespace openhip

#endif
