#include "cpu/SanitizerChecks.h"

#include "analysis/BarrierUniformity.h"
#include "common/LaunchContext.h"
#include "common/LoweringNames.h"
#include "openhip/abi.h"

#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

#include <map>
#include <tuple>
#include <vector>

using namespace llvm;

namespace openhip {
namespace {

bool isRuntimeHeader(StringRef file) {
  return file.contains("include/openhip/") || file.contains("include/hip/") ||
         file.contains("include/cooperative_groups");
}

/// Texture and surface fetches read the runtime's descriptors (host memory
/// the program never allocated) and clamp or wrap their coordinates: their
/// accesses are not the program's to check.
bool isTextureCode(const Instruction& I) {
  const DILocation* location = I.getDebugLoc().get();
  return location && (location->getFilename().contains("include/openhip/texture_") ||
                      location->getFilename().contains("include/openhip/surface_"));
}

/// Instruments the kernels of one module.
class Instrumenter {
 public:
  Instrumenter(Module& module, unsigned tools)
      : module_(module), context_(module.getContext()), tools_(tools),
        i32_(Type::getInt32Ty(context_)), i64_(Type::getInt64Ty(context_)),
        ptr_(PointerType::get(context_, 0)),
        site_type_(StructType::get(context_, {ptr_, i32_, i32_})) {
    access_ = module.getOrInsertFunction("__openhip_sanitizer_access", ptr_, ptr_, i64_, i32_, ptr_, ptr_,
                                         i32_, i32_, i32_);
    barrier_ = module.getOrInsertFunction("__openhip_sanitizer_barrier", Type::getVoidTy(context_), i32_,
                                          i64_, ptr_, ptr_, i32_, i32_, i32_);
    cast<Function>(access_.getCallee())->setDoesNotThrow();
    cast<Function>(barrier_.getCallee())->setDoesNotThrow();
  }

  void instrument(Function& kernel, const BarrierUniformity& uniformity);

 private:
  bool checksAccesses() const {
    return tools_ & (OPENHIP_SANITIZE_MEMCHECK | OPENHIP_SANITIZE_RACECHECK | OPENHIP_SANITIZE_INITCHECK);
  }
  bool checksBarriers() const { return tools_ & (OPENHIP_SANITIZE_RACECHECK | OPENHIP_SANITIZE_SYNCCHECK); }
  Constant* site(const Instruction& I);
  bool mayBeDeviceMemory(const Value* pointer) const;
  void checkPointer(Instruction& I, unsigned operand, Value* size, unsigned flags, Align align);
  void checkBarrier(Instruction& before, unsigned kind, Value* mask);

  Module& module_;
  LLVMContext& context_;
  unsigned tools_;
  Type* i32_;
  Type* i64_;
  PointerType* ptr_;
  StructType* site_type_;
  FunctionCallee access_;
  FunctionCallee barrier_;
  std::map<std::string, Constant*> files_;
  std::map<std::tuple<std::string, unsigned, unsigned>, Constant*> sites_;
  // Per kernel:
  Value* ctx_ = nullptr;
  Value* ids_[3] = {};
};

Constant* Instrumenter::site(const Instruction& I) {
  std::string file;
  unsigned line = 0, column = 0;
  const DILocation* location = I.getDebugLoc().get();
  // Code inlined from the runtime's own headers (warp functions, atomics)
  // is reported where the program called it.
  while (location && location->getInlinedAt() && isRuntimeHeader(location->getFilename()))
    location = location->getInlinedAt();
  if (location) {
    file = location->getFilename().str();
    line = location->getLine();
    column = location->getColumn();
  }
  Constant*& entry = sites_[{file, line, column}];
  if (entry) return entry;
  Constant*& name = files_[file];
  if (!name) {
    Constant* text = ConstantDataArray::getString(context_, file);
    auto* global = new GlobalVariable(module_, text->getType(), true, GlobalValue::PrivateLinkage, text,
                                      "__openhip_sanitizer_file");
    global->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
    name = global;
  }
  Constant* value = ConstantStruct::get(site_type_, {name, ConstantInt::get(i32_, line), ConstantInt::get(i32_, column)});
  auto* global = new GlobalVariable(module_, site_type_, true, GlobalValue::PrivateLinkage, value,
                                    "__openhip_sanitizer_site");
  global->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
  entry = global;
  return entry;
}

/// False when every object the pointer may point into is private (an
/// alloca), the launch context, or constant data of the module itself
/// (string literals, lookup tables): memory no other work-item or allocation
/// shares. __device__/__constant__ variables are checked (an index may run
/// past them).
bool Instrumenter::mayBeDeviceMemory(const Value* pointer) const {
  SmallVector<const Value*, 4> objects;
  getUnderlyingObjects(pointer, objects, nullptr, 0);
  for (const Value* object : objects) {
    if (isa<AllocaInst>(object) || object == ctx_) continue;
    if (const auto* global = dyn_cast<GlobalVariable>(object))
      if (!global->hasMetadata(attrs::DeviceVarMD) && !global->hasMetadata(attrs::SharedVarMD)) continue;
    return true;
  }
  return false;
}

void Instrumenter::checkPointer(Instruction& I, unsigned operand, Value* size, unsigned flags, Align align) {
  IRBuilder<> builder(&I);
  flags |= tools_ << OPENHIP_ACCESS_TOOLS_SHIFT;
  flags |= Log2(align) << OPENHIP_ACCESS_ALIGN_SHIFT;
  Value* address = I.getOperand(operand);
  CallInst* checked = builder.CreateCall(
      access_, {address, builder.CreateZExtOrTrunc(size, i64_), builder.getInt32(flags), site(I), ctx_, ids_[0],
                ids_[1], ids_[2]});
  checked->setDebugLoc(I.getDebugLoc());
  I.setOperand(operand, checked);
}

void Instrumenter::checkBarrier(Instruction& before, unsigned kind, Value* mask) {
  IRBuilder<> builder(&before);
  CallInst* call = builder.CreateCall(
      barrier_, {builder.getInt32(kind), builder.CreateZExtOrTrunc(mask, i64_), site(before), ctx_, ids_[0],
                 ids_[1], ids_[2]});
  call->setDebugLoc(before.getDebugLoc());
}

void Instrumenter::instrument(Function& kernel, const BarrierUniformity& uniformity) {
  ctx_ = getLaunchCtxArg(kernel);
  const DataLayout& layout = module_.getDataLayout();

  // Decide on the unchanged kernel (the uniformity names its instructions).
  struct Access {
    Instruction* instruction;
    unsigned operand;
    Value* size;
    unsigned flags;
    Align align;
  };
  std::vector<Access> accesses;
  std::vector<Instruction*> barriers;
  std::vector<CallInst*> warp_hooks;
  auto add = [&](Instruction& I, unsigned operand, Value* size, unsigned flags, Align align) {
    if (mayBeDeviceMemory(I.getOperand(operand)) && !isTextureCode(I)) accesses.push_back({&I, operand, size, flags, align});
  };
  for (Instruction& I : instructions(kernel)) {
    if (auto* load = dyn_cast<LoadInst>(&I)) {
      add(I, 0, ConstantInt::get(i64_, layout.getTypeStoreSize(load->getType())), OPENHIP_ACCESS_READ,
          load->getAlign());
    } else if (auto* store = dyn_cast<StoreInst>(&I)) {
      unsigned flags = OPENHIP_ACCESS_WRITE;
      if (!uniformity.isVarying(store->getPointerOperand()) && !uniformity.isVarying(store->getValueOperand()))
        flags |= OPENHIP_ACCESS_UNIFORM;
      add(I, 1, ConstantInt::get(i64_, layout.getTypeStoreSize(store->getValueOperand()->getType())), flags,
          store->getAlign());
    } else if (auto* rmw = dyn_cast<AtomicRMWInst>(&I)) {
      add(I, 0, ConstantInt::get(i64_, layout.getTypeStoreSize(rmw->getValOperand()->getType())),
          OPENHIP_ACCESS_READ | OPENHIP_ACCESS_WRITE, rmw->getAlign());
    } else if (auto* cas = dyn_cast<AtomicCmpXchgInst>(&I)) {
      add(I, 0, ConstantInt::get(i64_, layout.getTypeStoreSize(cas->getNewValOperand()->getType())),
          OPENHIP_ACCESS_READ | OPENHIP_ACCESS_WRITE, cas->getAlign());
    } else if (auto* fill = dyn_cast<MemSetInst>(&I)) {
      add(I, 0, fill->getLength(), OPENHIP_ACCESS_WRITE, fill->getDestAlign().valueOrOne());
    } else if (auto* transfer = dyn_cast<MemTransferInst>(&I)) {
      add(I, 0, transfer->getLength(), OPENHIP_ACCESS_WRITE, transfer->getDestAlign().valueOrOne());
      add(I, 1, transfer->getLength(), OPENHIP_ACCESS_READ, transfer->getSourceAlign().valueOrOne());
    } else if (isBlockBarrier(&I)) {
      barriers.push_back(&I);
    } else if (callsFunction(&I, cpu::SanitizerWarpHookFn)) {
      warp_hooks.push_back(cast<CallInst>(&I));
    }
  }
  if (!checksAccesses()) accesses.clear();
  if (!checksBarriers()) barriers.clear();

  IRBuilder<> entry(&*kernel.getEntryBlock().getFirstInsertionPt());
  FunctionCallee local_id = module_.getOrInsertFunction(contract::LocalIdFn, i32_, i32_);
  auto* declaration = cast<Function>(local_id.getCallee());
  declaration->setDoesNotThrow();
  declaration->setDoesNotAccessMemory();
  declaration->setWillReturn();
  for (unsigned dim = 0; dim < 3; ++dim) {
    CallInst* id = entry.CreateCall(local_id, {entry.getInt32(dim)}, std::string("sanitizer.tid.") + "xyz"[dim]);
    id->setAttributes(declaration->getAttributes());
    ids_[dim] = id;
  }

  for (const Access& access : accesses)
    checkPointer(*access.instruction, access.operand, access.size, access.flags, access.align);
  for (Instruction* barrier : barriers) checkBarrier(*barrier, OPENHIP_BARRIER_BLOCK, entry.getInt64(0));
  for (CallInst* hook : warp_hooks) {
    if (checksBarriers()) {
      auto* kind = dyn_cast<ConstantInt>(hook->getArgOperand(0));
      checkBarrier(*hook, kind ? static_cast<unsigned>(kind->getZExtValue()) : unsigned{OPENHIP_BARRIER_LANE_MASK},
                   hook->getArgOperand(1));
    }
    hook->eraseFromParent();
  }
  kernel.addFnAttr(cpu::SanitizedAttr);
}

}  // namespace

PreservedAnalyses SanitizerChecksPass::run(Module& module, ModuleAnalysisManager& analyses) {
  if (!tools_) return PreservedAnalyses::all();
  FunctionAnalysisManager& functions =
      analyses.getResult<FunctionAnalysisManagerModuleProxy>(module).getManager();
  Instrumenter instrumenter(module, tools_);
  for (Function& F : module)
    if (isKernel(F) && !F.isDeclaration())
      instrumenter.instrument(F, functions.getResult<BarrierUniformityAnalysis>(F));
  // Hooks outside kernels (device functions left uninlined) do nothing.
  if (Function* hook = module.getFunction(cpu::SanitizerWarpHookFn)) {
    for (User* user : make_early_inc_range(hook->users()))
      if (auto* call = dyn_cast<CallInst>(user)) call->eraseFromParent();
    if (hook->use_empty()) hook->eraseFromParent();
  }
  return PreservedAnalyses::none();
}

}  // namespace openhip
