#include "RelocatableDeviceCode.h"

#if __has_include("common/LoweringNames.h")
#include "common/LoweringNames.h"
#define OPENHIP_RDC_UNITS_MD openhip::attrs::RdcUnitsMD
#else
#define OPENHIP_RDC_UNITS_MD "openhip.rdc.units"
#endif

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Object/Archive.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include "llvm/ADT/STLExtras.h"

#include <cstring>

namespace openhip::driver {
namespace {

constexpr char kMagic[8] = {'O', 'H', 'I', 'P', 'R', 'D', 'C', '1'};

/// Fixed part of a record; followed by the table id, the cpu name and the
/// bitcode, then zeros up to a multiple of 8 bytes.
struct RecordHeader {
  char magic[8];
  uint32_t headerSize;
  uint32_t warpSize;
  uint32_t optLevel;
  uint32_t flags; ///< bit 0: debug info
  uint32_t tableIdSize;
  uint32_t cpuSize;
  uint64_t bitcodeSize;
};
static_assert(sizeof(RecordHeader) == 40, "record layout");

uint64_t paddedTo8(uint64_t size) { return (size + 7) & ~uint64_t{7}; }

/// Escapes a path for an assembler string.
std::string assemblerString(const std::string& text) {
  std::string quoted = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\')
      quoted += '\\';
    quoted += c;
  }
  return quoted + '"';
}

bool decodeRecords(llvm::StringRef section, const std::string& origin,
                   std::vector<DeviceCodeUnit>& units, std::string& error) {
  while (!section.empty()) {
    // Records are 8-byte multiples in 8-aligned sections; skip zero padding
    // a linker may still have put between two objects' sections.
    if (section.size() < 8 || std::memcmp(section.data(), kMagic, 8) != 0) {
      if (section.take_front(8).find_first_not_of('\0') == llvm::StringRef::npos) {
        section = section.drop_front(std::min<size_t>(8, section.size()));
        continue;
      }
      error = origin + ": damaged relocatable device code record (compiled by another hipcc?)";
      return false;
    }
    RecordHeader header;
    if (section.size() < sizeof(header)) {
      error = origin + ": truncated relocatable device code record";
      return false;
    }
    std::memcpy(&header, section.data(), sizeof(header));
    uint64_t payload = uint64_t{header.tableIdSize} + header.cpuSize + header.bitcodeSize;
    if (std::memcmp(header.magic, kMagic, 8) != 0 || header.headerSize != sizeof(header) ||
        payload > section.size() - sizeof(header)) {
      error = origin + ": damaged relocatable device code record (compiled by another hipcc?)";
      return false;
    }
    llvm::StringRef data = section.drop_front(sizeof(header));
    DeviceCodeUnit unit;
    unit.tableId = data.take_front(header.tableIdSize).str();
    data = data.drop_front(header.tableIdSize);
    // Empty (an older record: native) or comma-separated targets.
    llvm::SmallVector<llvm::StringRef, 4> cpus;
    data.take_front(header.cpuSize).split(cpus, ',', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef cpu : cpus)
      unit.cpus.push_back(cpu.str());
    unit.bitcode = data.drop_front(header.cpuSize).take_front(header.bitcodeSize).str();
    unit.warpSize = header.warpSize;
    unit.optLevel = header.optLevel;
    unit.debugInfo = header.flags & 1u;
    unit.origin = origin;
    units.push_back(std::move(unit));
    section = section.drop_front(std::min<uint64_t>(section.size(),
                                                    paddedTo8(sizeof(header) + payload)));
  }
  return true;
}

bool scanObject(llvm::MemoryBufferRef buffer, const std::string& origin, DeviceCodeScan& scan,
                std::string& error) {
  llvm::Expected<std::unique_ptr<llvm::object::ObjectFile>> object =
      llvm::object::ObjectFile::createObjectFile(buffer);
  if (!object) {
    llvm::consumeError(object.takeError()); // not an object: the linker will judge it
    return true;
  }
  for (const llvm::object::SymbolRef& symbol : (*object)->symbols()) {
    llvm::Expected<uint32_t> flags = symbol.getFlags();
    llvm::Expected<llvm::StringRef> name = symbol.getName();
    if (!flags || !name) {
      if (!flags)
        llvm::consumeError(flags.takeError());
      if (!name)
        llvm::consumeError(name.takeError());
      continue;
    }
    if ((*flags & llvm::object::SymbolRef::SF_Undefined) &&
        name->startswith("__cudaRegisterLinkedBinary") &&
        llvm::find(scan.linkedBinaryRegistrations, *name) == scan.linkedBinaryRegistrations.end())
      scan.linkedBinaryRegistrations.push_back(name->str());
  }
  for (const llvm::object::SectionRef& section : (*object)->sections()) {
    llvm::Expected<llvm::StringRef> name = section.getName();
    if (!name) {
      llvm::consumeError(name.takeError());
      continue;
    }
    if (*name == kDeviceLinkSection) {
      scan.hasDeviceLinkObject = true;
    } else if (*name == kDeviceCodeSection) {
      llvm::Expected<llvm::StringRef> contents = section.getContents();
      if (!contents) {
        error = origin + ": " + llvm::toString(contents.takeError());
        return false;
      }
      if (!decodeRecords(*contents, origin, scan.units, error))
        return false;
    }
  }
  return true;
}

bool scanArchive(llvm::MemoryBufferRef buffer, const std::string& path, DeviceCodeScan& scan,
                 std::string& error) {
  llvm::Expected<std::unique_ptr<llvm::object::Archive>> archive =
      llvm::object::Archive::create(buffer);
  if (!archive) {
    llvm::consumeError(archive.takeError());
    return true;
  }
  llvm::Error childError = llvm::Error::success();
  for (const llvm::object::Archive::Child& child : (*archive)->children(childError)) {
    llvm::Expected<llvm::MemoryBufferRef> member = child.getMemoryBufferRef();
    llvm::Expected<llvm::StringRef> name = child.getName();
    if (!member || !name) {
      if (!member)
        llvm::consumeError(member.takeError());
      if (!name)
        llvm::consumeError(name.takeError());
      continue;
    }
    if (!scanObject(*member, path + "(" + name->str() + ")", scan, error)) {
      llvm::consumeError(std::move(childError));
      return false;
    }
  }
  if (childError) {
    error = path + ": " + llvm::toString(std::move(childError));
    return false;
  }
  return true;
}

/// Kernels and managed variables named by clang's !nvvm.annotations.
void annotatedGlobals(llvm::Module& module, llvm::SmallPtrSetImpl<llvm::GlobalValue*>& kernels,
                      llvm::SmallPtrSetImpl<llvm::GlobalValue*>& managed) {
  llvm::NamedMDNode* annotations = module.getNamedMetadata("nvvm.annotations");
  if (!annotations)
    return;
  for (llvm::MDNode* node : annotations->operands()) {
    if (node->getNumOperands() < 3)
      continue;
    auto* global = llvm::mdconst::dyn_extract_or_null<llvm::GlobalValue>(node->getOperand(0));
    auto* key = llvm::dyn_cast_or_null<llvm::MDString>(node->getOperand(1));
    if (!global || !key)
      continue;
    if (key->getString() == "kernel")
      kernels.insert(global);
    else if (key->getString() == "managed")
      managed.insert(global);
  }
}

/// Records the unit's kernels and device variables (registered name, symbol)
/// in RdcUnitsMD. Local symbols get a per-unit suffix first, so that the
/// statics of two units stay apart and keep known names through the link.
void describeUnit(llvm::Module& module, const DeviceCodeUnit& unit, unsigned index) {
  llvm::LLVMContext& context = module.getContext();
  llvm::SmallPtrSet<llvm::GlobalValue*, 16> kernels, managed;
  annotatedGlobals(module, kernels, managed);
  auto entry = [&](llvm::GlobalValue& global, std::vector<llvm::Metadata*>& list) {
    std::string name = global.getName().str();
    if (global.hasLocalLinkage())
      global.setName(name + ".openhip.unit" + std::to_string(index));
    list.push_back(llvm::MDString::get(context, name));
    list.push_back(llvm::MDString::get(context, global.getName()));
  };
  std::vector<llvm::Metadata*> kernelList, varList;
  for (llvm::Function& function : module)
    if (!function.isDeclaration() && kernels.count(&function))
      entry(function, kernelList);
  for (llvm::GlobalVariable& global : module.globals()) {
    unsigned space = global.getAddressSpace();
    if ((space == 1 || space == 4) && !global.isDeclaration() && !global.hasPrivateLinkage() &&
        !managed.count(&global) && !global.getName().startswith("llvm."))
      entry(global, varList);
  }
  module.getOrInsertNamedMetadata(OPENHIP_RDC_UNITS_MD)
      ->addOperand(llvm::MDTuple::get(context, {llvm::MDString::get(context, unit.tableId),
                                                llvm::MDTuple::get(context, kernelList),
                                                llvm::MDTuple::get(context, varList)}));
}

} // namespace

std::string encodeDeviceCodeUnit(const DeviceCodeUnit& unit) {
  RecordHeader header;
  std::memcpy(header.magic, kMagic, sizeof(kMagic));
  header.headerSize = sizeof(header);
  header.warpSize = unit.warpSize;
  header.optLevel = unit.optLevel;
  header.flags = unit.debugInfo ? 1u : 0u;
  header.tableIdSize = static_cast<uint32_t>(unit.tableId.size());
  const std::string cpus = llvm::join(unit.cpus, ",");
  header.cpuSize = static_cast<uint32_t>(cpus.size());
  header.bitcodeSize = unit.bitcode.size();
  std::string bytes(reinterpret_cast<const char*>(&header), sizeof(header));
  bytes += unit.tableId;
  bytes += cpus;
  bytes += unit.bitcode;
  bytes.resize(paddedTo8(bytes.size()), '\0');
  return bytes;
}

std::string deviceCodeCarrierAssembly(const std::string& recordPath) {
  return std::string("  .section ") + kDeviceCodeSection + ",\"e\",@progbits\n" +
         "  .p2align 3\n"
         "  .incbin " + assemblerString(recordPath) + "\n"
         "  .section .data.rel.ro.openhip_rdc,\"aw\",@progbits\n"
         "  .p2align 3\n"
         "  .quad __openhip_rdc_device_link_v1\n"
         "  .section .note.GNU-stack,\"\",@progbits\n";
}

std::string linkedBinaryRegistrationSource(const std::vector<std::string>& registrations) {
  std::string source = R"(/* Generated by hipcc: registration of relocatable device code. */
void** __cudaRegisterFatBinary(void* wrapper);
void __cudaRegisterFatBinaryEnd(void** handle);
void __cudaUnregisterFatBinary(void** handle);
int atexit(void (*function)(void));
typedef void (*openhip_register_globals)(void** handle);
)";
  for (size_t i = 0; i < registrations.size(); ++i) {
    std::string n = std::to_string(i);
    source += "static void** handle" + n + ";\nstatic void unregister" + n +
              "(void) { __cudaUnregisterFatBinary(handle" + n + "); }\n"
              "__attribute__((visibility(\"hidden\"))) void " + registrations[i] +
              "(openhip_register_globals register_globals, void* wrapper, void* module_id,\n"
              "    void (*unused)(void**)) {\n"
              "  (void)module_id; (void)unused;\n"
              "  handle" + n + " = __cudaRegisterFatBinary(wrapper);\n"
              "  register_globals(handle" + n + ");\n"
              "  __cudaRegisterFatBinaryEnd(handle" + n + ");\n"
              "  atexit(unregister" + n + ");\n}\n";
  }
  return source;
}

std::string deviceLinkMarkerAssembly() {
  return std::string("  .section ") + kDeviceLinkSection + ",\"e\",@progbits\n" +
         "  .byte 1\n"
         "  .section .rodata.openhip_rdc_device_link,\"a\",@progbits\n"
         "  .globl __openhip_rdc_device_link_v1\n"
         "  .hidden __openhip_rdc_device_link_v1\n"
         "__openhip_rdc_device_link_v1:\n"
         "  .byte 0\n"
         "  .section .note.GNU-stack,\"\",@progbits\n";
}

bool scanForDeviceCode(const std::vector<std::string>& files, DeviceCodeScan& scan,
                       std::string& error) {
  for (const std::string& path : files) {
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
        llvm::MemoryBuffer::getFile(path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
    if (!buffer)
      continue; // a missing input is the linker's error to report
    llvm::MemoryBufferRef ref = (*buffer)->getMemBufferRef();
    bool ok = llvm::identify_magic(ref.getBuffer()) == llvm::file_magic::archive
                  ? scanArchive(ref, path, scan, error)
                  : scanObject(ref, path, scan, error);
    if (!ok)
      return false;
  }
  return true;
}

bool linkDeviceCodeUnits(const std::vector<DeviceCodeUnit>& units, const std::string& bitcodePath,
                         std::string& error) {
  llvm::LLVMContext context;
  std::string diagnostics;
  context.setDiagnosticHandlerCallBack(
      [](const llvm::DiagnosticInfo& info, void* text) {
        if (info.getSeverity() != llvm::DS_Error)
          return;
        llvm::raw_string_ostream stream(*static_cast<std::string*>(text));
        llvm::DiagnosticPrinterRawOStream printer(stream);
        info.print(printer);
        stream << '\n';
      },
      &diagnostics);
  auto composite = std::make_unique<llvm::Module>("openhip-device-link", context);
  llvm::Linker linker(*composite);
  for (size_t i = 0; i < units.size(); ++i) {
    const DeviceCodeUnit& unit = units[i];
    if (unit.warpSize != units.front().warpSize) {
      error = "cannot link device code of warp size " + std::to_string(unit.warpSize) + " (" +
              unit.origin + ") with device code of warp size " +
              std::to_string(units.front().warpSize) + " (" + units.front().origin +
              "); compile them with the same -mwavefrontsize64/-mno-wavefrontsize64";
      return false;
    }
    llvm::Expected<std::unique_ptr<llvm::Module>> module = llvm::parseBitcodeFile(
        llvm::MemoryBufferRef(unit.bitcode, unit.origin), context);
    if (!module) {
      error = unit.origin + ": unreadable device code: " + llvm::toString(module.takeError());
      return false;
    }
    describeUnit(**module, unit, static_cast<unsigned>(i));
    if (linker.linkInModule(std::move(*module))) {
      error = "linking the device code of " + unit.origin + " failed" +
              (diagnostics.empty() ? std::string() : ": " + diagnostics);
      while (!error.empty() && error.back() == '\n')
        error.pop_back();
      return false;
    }
  }
  std::error_code ec;
  llvm::raw_fd_ostream out(bitcodePath, ec, llvm::sys::fs::OF_None);
  if (ec) {
    error = "cannot write '" + bitcodePath + "': " + ec.message();
    return false;
  }
  llvm::WriteBitcodeToFile(*composite, out);
  out.close();
  if (out.has_error()) {
    error = "cannot write '" + bitcodePath + "': " + out.error().message();
    out.clear_error();
    return false;
  }
  return true;
}

} // namespace openhip::driver
