#include "cpu/WorkItemLoops.h"

#include "common/LoweringNames.h"
#include "cpu/cbs/SubCfgNarrowing.h"
#include "cpu/cbs/WorkItemLoopNest.h"
#include "cpu/cbs/WorkItemLoopSplitting.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Scalar/SROA.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

#include <functional>

using namespace llvm;

/// -openhip-narrow-guards=false compiles barrier-free kernels without guard
/// narrowing, boundary-test copies or value-guard splitting (for
/// side-by-side measurements). hipcc sets it from OPENHIP_NARROW_GUARDS=0.
static cl::opt<bool> NarrowGuards("openhip-narrow-guards", cl::init(true), cl::Hidden,
                                  cl::desc("Narrow the x loops of barrier-free kernels to their guards"));

namespace openhip {
namespace {

/// Wraps `body` in a loop nest whose exit returns from the kernel (to
/// finish with finishWorkItemLoopNest).
WorkItemLoopNest wrapWorkItems(const WorkItemFrame& frame, ArrayRef<BasicBlock*> body, BasicBlock* bodyEntry,
                               StringRef name) {
  WorkItemLoopNest nest = buildWorkItemLoopNest(frame, bodyEntry, name);
  for (BasicBlock* BB : body) {
    if (auto* ret = dyn_cast<ReturnInst>(BB->getTerminator())) {
      BranchInst::Create(nest.latch, ret);
      ret->eraseFromParent();
    }
  }
  nest.exit->getTerminator()->eraseFromParent();
  ReturnInst::Create(frame.function->getContext(), nest.exit);
  return nest;
}

/// A copy of the kernel body, blocks in order, and the value map.
struct BodyCopy {
  SmallVector<BasicBlock*, 16> blocks;
  BasicBlock* entry = nullptr;
  ValueToValueMapTy map;
};

void copyBody(ArrayRef<BasicBlock*> body, BasicBlock* bodyEntry, const Twine& suffix, BodyCopy& copy) {
  for (BasicBlock* BB : body) {
    BasicBlock* clone = CloneBasicBlock(BB, copy.map, suffix, BB->getParent());
    copy.map[BB] = clone;
    copy.blocks.push_back(clone);
  }
  remapInstructionsInBlocks(copy.blocks, copy.map);
  copy.entry = cast<BasicBlock>(copy.map[bodyEntry]);
}

std::function<bool(const Value*)> isAvailableInEntry(const WorkItemFrame& frame) {
  BasicBlock* entry = frame.entry;
  return [entry](const Value* V) {
    const auto* I = dyn_cast<Instruction>(V);
    return I ? I->getParent() == entry : isa<Constant>(V) || isa<Argument>(V);
  };
}

/// The rarely taken copy is not worth vector code (nor its compile time).
void disableVectorization(const WorkItemLoopNest& nest) {
  Instruction* backedge = nest.latch->getTerminator();
  MDNode* loopId = backedge->getMetadata(LLVMContext::MD_loop);
  LLVMContext& C = backedge->getContext();
  MDNode* off = MDNode::get(C, {MDString::get(C, "llvm.loop.vectorize.enable"),
                                ConstantAsMetadata::get(ConstantInt::getFalse(C))});
  SmallVector<Metadata*, 4> operands{nullptr};
  for (unsigned i = 1; i < loopId->getNumOperands(); ++i) operands.push_back(loopId->getOperand(i));
  operands.push_back(off);
  MDNode* newId = MDNode::getDistinct(C, operands);
  newId->replaceOperandWith(0, newId);
  backedge->setMetadata(LLVMContext::MD_loop, newId);
}

}  // namespace

PreservedAnalyses WorkItemLoopsPass::run(Function& F, FunctionAnalysisManager& FAM) {
  if (!isOpenHipKernel(F) || F.hasFnAttribute(contract::PrivateSizeAttr) || containsBarrierCall(F))
    return PreservedAnalyses::all();

  // Private variables that SROA can turn into registers need no arena copy.
  FAM.invalidate(F, SROAPass(SROAOptions::ModifyCFG).run(F, FAM));

  BasicBlock* bodyEntry = &F.getEntryBlock();
  WorkItemFrame frame = createWorkItemFrame(F);
  PrivateArenaLayout layout;
  replicateAllocas(frame, layout, bodyEntry);
  // Uniform arithmetic anywhere in the body (`nx - 1` of a boundary test)
  // moves to the entry, where guard bounds are computed from it.
  for (BasicBlock* BB : ReversePostOrderTraversal<BasicBlock*>(bodyEntry)) hoistUniformPrologue(frame, BB);
  annotateBlockDimLoads(frame);

  SmallVector<BasicBlock*, 16> body;
  for (BasicBlock& BB : F)
    if (&BB != frame.entry) body.push_back(&BB);

  // A guard on x (`if (i < n)`) narrows the x loop. Where C + x might wrap
  // over the block (only the launch tells), a copy of the body that
  // evaluates the guard as written runs instead.
  SmallVector<XGuardTerm, 2> terms;
  XRange range;
  IRBuilder<> B(frame.entry->getTerminator());
  BodyCopy wrap;
  const bool narrow = NarrowGuards;
  if (narrow && findKernelGuard(frame, body, bodyEntry, terms)) {
    range = computeXRange(B, frame.blockDim[0], terms);
    if (range.exact) copyBody(body, bodyEntry, ".wrap", wrap);
    foldXGuardTerms(terms);
  }
  // Boundary tests `x == 0`, `x == nx - 1` hold for one work-item each: a
  // block whose range holds none of them runs a copy without them.
  BodyCopy interior;
  SmallVector<ICmpInst*, 4> points;
  if (narrow) points = findXPointCompares(body, isAvailableInEntry(frame));
  Value* noPoint = nullptr;
  if (!points.empty()) {
    noPoint = computeNoXPointIn(B, points, range.begin ? range.begin : B.getInt32(0),
                                range.end ? range.end : frame.blockDim[0]);
    copyBody(body, bodyEntry, ".interior", interior);
    SmallVector<ICmpInst*, 4> copies;
    for (ICmpInst* point : points) copies.push_back(cast<ICmpInst>(interior.map[point]));
    foldXPointCompares(copies);
  }

  // Value guards (`i < n ? in[i] : 0`) split the narrowed loops' x range.
  auto buildNest = [&](ArrayRef<BasicBlock*> blocks, BasicBlock* entry, StringRef name, bool narrowed) {
    WorkItemLoopNest nest = wrapWorkItems(frame, blocks, entry, name);
    if (narrowed && !terms.empty()) restrictXLoop(nest, range.begin, range.end ? range.end : frame.blockDim[0]);
    if (narrowed && narrow) splitXLoopAtCompares(frame, nest, blocks, nullptr);
    finishWorkItemLoopNest(frame, nest, blocks);
    return nest;
  };
  BasicBlock* start = buildNest(body, bodyEntry, "wi", true).preheader;
  frame.entry->getTerminator()->eraseFromParent();
  if (interior.entry) {
    BasicBlock* interiorStart = buildNest(interior.blocks, interior.entry, "wi.interior", true).preheader;
    BasicBlock* choose = BasicBlock::Create(F.getContext(), "openhip.points", &F, interiorStart);
    BranchInst::Create(interiorStart, start, noPoint, choose);
    start = choose;
  }
  if (wrap.entry) {
    WorkItemLoopNest wrapNest = buildNest(wrap.blocks, wrap.entry, "wi.wrap", false);
    disableVectorization(wrapNest);
    BasicBlock* wrapStart = wrapNest.preheader;
    BasicBlock* choose = BasicBlock::Create(F.getContext(), "openhip.fits", &F, start);
    BranchInst::Create(start, wrapStart, range.exact, choose);
    start = choose;
  }
  BranchInst::Create(start, frame.entry);

  F.addFnAttr(contract::PrivateSizeAttr, std::to_string(layout.bytesPerWorkItem()));
  // The private arena is reached through a pointer loaded from ctx, which an
  // argmem-only memory attribute would not cover.
  if (layout.bytesPerWorkItem() > 0) F.removeFnAttr(Attribute::Memory);
  return PreservedAnalyses::none();
}

}  // namespace openhip
