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
#ifndef OPENHIP_COMPILER_PASSES_BARRIERUNIFORMITY_H
#define OPENHIP_COMPILER_PASSES_BARRIERUNIFORMITY_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseSet.h"

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
  /// `ctx` is the launch-context parameter; `knownUniform` lists loads that
  /// are uniform by construction (e.g. the result of a block reduction).
  BarrierUniformity(llvm::Function& F, const llvm::Value* ctx, const llvm::PostDominatorTree& PDT,
                    const llvm::LoopInfo& LI, llvm::ArrayRef<const llvm::Value*> knownUniform);
  bool isVarying(const llvm::Value* V) const { return varying_.contains(V); }
  /// A conditional branch or switch on a work-item dependent condition.
  bool isVaryingBranch(const llvm::Instruction& terminator) const;

 private:
  llvm::DenseSet<const llvm::Value*> varying_;
};

}  // namespace openhip

#endif
