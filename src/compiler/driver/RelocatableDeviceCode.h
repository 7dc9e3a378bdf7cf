// Relocatable device code (-fgpu-rdc, -rdc=true, -dc; docs/hipcc.md).
//
// A device source compiled with -fgpu-rdc keeps its device code as LLVM IR:
// the object carries, next to the host code, an excluded ELF section
// `.openhip_rdc` holding the unit's bitcode, its kernel-table id and the
// settings to lower it with. Linking (an executable, a -shared library, or
// nvcc's -dlink) gathers every unit of its objects and static archives,
// links their IR into one module and lowers that once, so kernels call
// device functions and use __device__/__constant__ variables of other units.
// The lowered code gets one kernel table per unit, under that unit's id, so
// each unit's host code (stubs, hipMemcpyToSymbol) finds its kernels and
// variables as without -fgpu-rdc.
#ifndef OPENHIP_DRIVER_RELOCATABLEDEVICECODE_H
#define OPENHIP_DRIVER_RELOCATABLEDEVICECODE_H

#include <string>
#include <vector>

namespace openhip::driver {

/// The device side of one translation unit compiled with -fgpu-rdc.
struct DeviceCodeUnit {
  std::string tableId;   ///< the id its host object's fat binary names
  unsigned warpSize = 64;
  unsigned optLevel = 2; ///< device -O of the compile
  bool debugInfo = false;
  std::vector<std::string> cpus; ///< CPU targets of the compile (recorded comma-separated)
  std::string bitcode;   ///< unlowered device IR
  std::string origin;    ///< where it was found (file, archive(member)), for messages
};

/// ELF section of the units (SHF_EXCLUDE: kept by `ld -r` and in archives,
/// dropped from executables and shared libraries).
inline constexpr const char* kDeviceCodeSection = ".openhip_rdc";
/// ELF section marking a device-link object (nvcc -dlink output).
inline constexpr const char* kDeviceLinkSection = ".openhip_rdc_linked";

/// The bytes of a unit's record in the .openhip_rdc section (8-byte aligned
/// size, so that records of objects merged by `ld -r` follow each other).
std::string encodeDeviceCodeUnit(const DeviceCodeUnit& unit);

/// Assembly of an object whose .openhip_rdc section is the file `recordPath`.
/// The object also refers to the symbol that only a device-link object
/// defines: linking relocatable device code without hipcc fails at link time
/// (`undefined reference to __openhip_rdc_device_link_v1`), not at launch.
std::string deviceCodeCarrierAssembly(const std::string& recordPath);

/// Assembly of the part every device-link object gets: the symbol above and
/// the kDeviceLinkSection marker.
std::string deviceLinkMarkerAssembly();

/// What the link inputs hold.
struct DeviceCodeScan {
  std::vector<DeviceCodeUnit> units;
  bool hasDeviceLinkObject = false; ///< an input is already a device-link object (-dlink)
  /// `__cudaRegisterLinkedBinary<module id>` functions the units' host code
  /// calls (clang's registration of relocatable CUDA code, which nvcc's
  /// device linker would define); the device link defines them.
  std::vector<std::string> linkedBinaryRegistrations;
};

/// C source defining each of `registrations` as the registration a
/// non-relocatable unit does itself: __cudaRegisterFatBinary(wrapper), the
/// unit's callback registering its kernels and variables,
/// __cudaRegisterFatBinaryEnd, and __cudaUnregisterFatBinary at exit.
std::string linkedBinaryRegistrationSource(const std::vector<std::string>& registrations);

/// Reads the .openhip_rdc records of ELF objects and archive members among
/// `files` (other files are skipped). False with `error` on a damaged record.
bool scanForDeviceCode(const std::vector<std::string>& files, DeviceCodeScan& scan,
                       std::string& error);

/// Links the units' IR into one module, records each unit's kernels and
/// variables for its table (attrs::RdcUnitsMD), and writes it to
/// `bitcodePath`. Units must share a warp size. False with `error` (a
/// multiply defined device symbol, a damaged unit).
bool linkDeviceCodeUnits(const std::vector<DeviceCodeUnit>& units, const std::string& bitcodePath,
                         std::string& error);

} // namespace openhip::driver

#endif
