// Intermediate files of one hipcc call: unique files in the system temp
// folder, removed at exit (also on a fatal signal), or with -save-temps
// kept in the current folder under readable names.
#ifndef OPENHIP_DRIVER_TEMPFILES_H
#define OPENHIP_DRIVER_TEMPFILES_H

#include <string>
#include <vector>

namespace openhip::driver {

class TempFiles {
public:
  explicit TempFiles(bool keep) : keep_(keep) {}
  ~TempFiles();
  TempFiles(const TempFiles&) = delete;
  TempFiles& operator=(const TempFiles&) = delete;

  /// A new path for an intermediate of `source` ("dir/app.hip"), e.g.
  /// make("dir/app.hip", "device", "bc") -> "/tmp/app-device-1a2b3c.bc", or
  /// "app-device.bc" with -save-temps. Empty (with `error`) on failure.
  /// `alwaysTemporary` files are not kept by -save-temps.
  std::string make(const std::string& source, const std::string& role, const std::string& extension,
                   std::string& error, bool alwaysTemporary = false);
  /// Removes `path` with the others (unless -save-temps keeps them): a file
  /// whose name the caller derived from one make() returned.
  void adopt(const std::string& path);

private:
  bool keep_;
  std::vector<std::string> files_;
};

} // namespace openhip::driver

#endif
