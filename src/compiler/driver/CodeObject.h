// `hipcc --genco`: the parts of a loadable code object besides the lowered
// device code (see OPENHIP_CODE_OBJECT_TABLES_SYMBOL in include/openhip/abi.h).
#ifndef OPENHIP_DRIVER_CODEOBJECT_H
#define OPENHIP_DRIVER_CODEOBJECT_H

#include <string>

namespace openhip::driver {

/// C source of the code object's table collector: a hidden
/// __openhip_register_cpu_table that the device objects' constructors bind
/// to inside the shared object, and the exported function returning the
/// collected tables.
std::string codeObjectCollectorSource();

/// The default output of `--genco` for `source`: "dir/k.hip" -> "k.co".
std::string defaultCodeObjectName(const std::string& source);

} // namespace openhip::driver

#endif
