// Which values of a kernel may differ between the work-items of a block.
// BarrierLowering keeps block-uniform values live across a barrier in one
// scalar instead of one copy per work-item.
//
// Conservative: a value is varying if it depends on __openhip_local_id or on
// a per-work-item private copy, if it is loaded from memory other than the
// launch context, if it is produced by a call that touches memory, or if it
// is a phi joining paths that a varying branch separated (between the branch
// and its immediate post-dominator), or if it is defined in a loop that
// work-items leave after different iterations and used after that loop.
// Loads marked !openhip.uniform_load are uniform by construction.
//
// A function analysis: passes ask the analysis manager for it
// (FAM.getResult<BarrierUniformityAnalysis>(F), `require<openhip-barrier-uniformity>`),
// which computes it from its post-dominator tree and loop info. The result
// names instructions of F, so any change to F invalidates it: no pass
// declares it preserved, and a pass that asks again after changing F itself
// uses recomputeBarrierUniformity.
#ifndef OPENHIP_COMPILER_PASSES_BARRIERUNIFORMITY_H
#define OPENHIP_COMPILER_PASSES_BARRIERUNIFORMITY_H

#include "llvm/ADT/DenseSet.h"
#include "llvm/IR/PassManager.h"

namespace llvm {
class Function;
class LoopInfo;
class Instruction;
class PostDominatorTree;
class Value;
}  // namespace llvm

namespace openhip {

class BarrierUniformity {
 public:
  /// The launch context is F's last parameter (common/LaunchContext.h).
  BarrierUniformity(llvm::Function& F, const llvm::PostDominatorTree& PDT, const llvm::LoopInfo& LI);
  bool isVarying(const llvm::Value* V) const { return varying_.contains(V); }
  /// A conditional branch or switch on a work-item dependent condition.
  bool isVaryingBranch(const llvm::Instruction& terminator) const;

 private:
  llvm::DenseSet<const llvm::Value*> varying_;
};

class BarrierUniformityAnalysis : public llvm::AnalysisInfoMixin<BarrierUniformityAnalysis> {
  friend llvm::AnalysisInfoMixin<BarrierUniformityAnalysis>;
  static llvm::AnalysisKey Key;

 public:
  using Result = BarrierUniformity;
  BarrierUniformity run(llvm::Function& F, llvm::FunctionAnalysisManager& FAM);
};

/// For a pass that has changed F since the analysis manager last saw it:
/// drops every result cached for F (they describe the old F) and computes
/// the uniformity of F as it is now.
const BarrierUniformity& recomputeBarrierUniformity(llvm::Function& F, llvm::FunctionAnalysisManager& FAM);

/// `openhip-print-barrier-uniformity`: prints the varying instructions of
/// each function (for tests).
class BarrierUniformityPrinterPass : public llvm::PassInfoMixin<BarrierUniformityPrinterPass> {
 public:
  explicit BarrierUniformityPrinterPass(llvm::raw_ostream& out) : out_(out) {}
  llvm::PreservedAnalyses run(llvm::Function& F, llvm::FunctionAnalysisManager& FAM);
  static bool isRequired() { return true; }

 private:
  llvm::raw_ostream& out_;
};

}  // namespace openhip

#endif
