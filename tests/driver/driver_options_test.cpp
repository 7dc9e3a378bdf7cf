// hipcc's command-line parser and fat binary writer.
#include "Compilation.h"
#include "DeviceLowering.h"
#include "DevicePass.h"
#include "DriverOptions.h"
#include "FatBinary.h"
#include "PreludeCache.h"

#include "openhip/abi.h"

#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <cstring>

using namespace openhip::driver;

namespace {

DriverOptions parseOk(const std::vector<std::string>& args,
                      const ParseSettings& settings = ParseSettings()) {
  ParseResult result = parseCommandLine(args, settings);
  EXPECT_TRUE(result.ok()) << result.error;
  return result.options;
}

std::string parseError(const std::vector<std::string>& args) {
  return parseCommandLine(args).error;
}

bool contains(const std::vector<std::string>& list, const std::string& value) {
  return std::find(list.begin(), list.end(), value) != list.end();
}

} // namespace

TEST(DriverOptions, ClassifiesInputsByExtensionAndX) {
  DriverOptions o = parseOk({"a.hip", "b.cu", "c.cpp", "d.c", "e.o", "libf.a", "libg.so.1", "-x",
                             "hip", "h.cpp", "i.o", "-x", "none", "j.cc"});
  ASSERT_EQ(o.inputs.size(), 10u);
  EXPECT_EQ(o.inputs[0].kind, InputKind::HipSource);
  EXPECT_EQ(o.inputs[1].kind, InputKind::CudaSource);
  EXPECT_EQ(o.inputs[2].kind, InputKind::HipSource); // C++ is HIP, as with AMD's hipcc
  EXPECT_EQ(o.inputs[3].kind, InputKind::CSource);
  EXPECT_EQ(o.inputs[4].kind, InputKind::LinkerInput);
  EXPECT_EQ(o.inputs[5].kind, InputKind::LinkerInput);
  EXPECT_EQ(o.inputs[6].kind, InputKind::LinkerInput);
  EXPECT_EQ(o.inputs[7].kind, InputKind::HipSource);   // -x hip applies to sources
  EXPECT_EQ(o.inputs[8].kind, InputKind::LinkerInput); // but not to objects
  EXPECT_EQ(o.inputs[9].kind, InputKind::HipSource);   // -x none resets
  EXPECT_EQ(o.mode, Mode::Link);
}

TEST(DriverOptions, CxxSourcesAsHipUnlessOptedOutOrClang) {
  ParseSettings optOut;
  optOut.cxxSourcesAreHip = false; // HIP_COMPILE_CXX_AS_HIP=0
  DriverOptions o = parseOk({"a.cpp", "b.cc", "c.cxx", "-x", "hip", "d.cpp"}, optOut);
  EXPECT_EQ(o.inputs[0].kind, InputKind::CxxSource);
  EXPECT_EQ(o.inputs[1].kind, InputKind::CxxSource);
  EXPECT_EQ(o.inputs[2].kind, InputKind::CxxSource);
  EXPECT_EQ(o.inputs[3].kind, InputKind::HipSource);
  EXPECT_FALSE(o.definesHip);
  ParseSettings clang;
  clang.clangPersonality = true; // started as clang++: clang's rules, and __HIP__
  o = parseOk({"a.cpp", "-x", "hip", "b.cpp", "c.hip"}, clang);
  EXPECT_EQ(o.inputs[0].kind, InputKind::CxxSource);
  EXPECT_EQ(o.inputs[1].kind, InputKind::HipSource);
  EXPECT_EQ(o.inputs[2].kind, InputKind::HipSource);
  EXPECT_TRUE(o.definesHip);
}

TEST(DriverOptions, RelocatableDeviceCodeFlags) {
  EXPECT_FALSE(parseOk({"-c", "a.hip"}).relocatableDeviceCode);
  EXPECT_TRUE(parseOk({"-c", "-fgpu-rdc", "a.hip"}).relocatableDeviceCode);
  EXPECT_FALSE(parseOk({"-c", "-fgpu-rdc", "-fno-gpu-rdc", "a.hip"}).relocatableDeviceCode);
  EXPECT_TRUE(parseOk({"-c", "-rdc=true", "a.cu"}).relocatableDeviceCode);
  EXPECT_TRUE(parseOk({"-c", "-rdc", "true", "a.cu"}).relocatableDeviceCode);
  EXPECT_TRUE(parseOk({"-c", "--relocatable-device-code=true", "a.cu"}).relocatableDeviceCode);
  EXPECT_FALSE(parseOk({"-c", "-rdc=false", "a.cu"}).relocatableDeviceCode);
  DriverOptions dc = parseOk({"-dc", "a.cu"});
  EXPECT_TRUE(dc.relocatableDeviceCode);
  EXPECT_EQ(dc.mode, Mode::CompileOnly);
  EXPECT_EQ(parseOk({"-dlink", "a.o", "b.o", "-o", "link.o"}).mode, Mode::DeviceLink);
  EXPECT_TRUE(parseOk({"--emit-static-lib", "a.hip", "-o", "liba.a"}).emitStaticLib);
  EXPECT_NE(parseError({"-c", "-rdc=maybe", "a.cu"}).find("invalid value 'maybe'"), std::string::npos);
  EXPECT_NE(parseError({"-dlink", "a.cu"}).find("-dlink takes objects"), std::string::npos);
}

TEST(DriverOptions, HostOnlyAndDeviceOnly) {
  DriverOptions host = parseOk({"--cuda-host-only", "-c", "a.hip"});
  EXPECT_EQ(host.sides, OffloadSides::HostOnly);
  EXPECT_EQ(host.mode, Mode::CompileOnly);
  // clang's device-only compile of HIP writes the code object, as --genco.
  DriverOptions device = parseOk({"--cuda-device-only", "-c", "a.hip", "-o", "a.co"});
  EXPECT_EQ(device.sides, OffloadSides::DeviceOnly);
  EXPECT_EQ(device.mode, Mode::CodeObject);
  EXPECT_EQ(parseOk({"--cuda-device-only", "-E", "a.hip"}).mode, Mode::Preprocess);
}

TEST(DriverOptions, LoweringPassOptionsGoToTheDevicePasses) {
  DriverOptions o = parseOk({"-c", "a.hip", "-mllvm", "-openhip-lockstep=false", "-mllvm",
                             "--openhip-narrow-guards=false", "-mllvm", "-unroll-threshold=100"});
  EXPECT_EQ(o.loweringOptions,
            (std::vector<std::string>{"-openhip-lockstep=false", "--openhip-narrow-guards=false"}));
  EXPECT_FALSE(contains(o.hostArgs, "-openhip-lockstep=false"));
  EXPECT_TRUE(contains(o.hostArgs, "-unroll-threshold=100"));
}

TEST(DriverOptions, AmdFlagsAcceptedWithNotes) {
  DriverOptions o = parseOk({"-c", "a.hip", "-mllvm", "-amdgpu-early-inline-all=true", "-mllvm",
                             "-unroll-threshold=100", "--gpu-max-threads-per-block=256",
                             "-parallel-jobs=4", "-Rpass-analysis=loop-vectorize",
                             "--offload-arch=gfx90a", "-fno-gpu-rdc"});
  EXPECT_TRUE(contains(o.hostArgs, "-unroll-threshold=100"));
  EXPECT_FALSE(contains(o.hostArgs, "-amdgpu-early-inline-all=true"));
  EXPECT_TRUE(contains(o.hostArgs, "-Rpass-analysis=loop-vectorize"));
  auto noted = [&](const std::string& flag) {
    for (const std::string& note : o.notes)
      if (note.find(flag) != std::string::npos)
        return true;
    return false;
  };
  EXPECT_TRUE(noted("-amdgpu-early-inline-all=true"));
  EXPECT_TRUE(noted("--gpu-max-threads-per-block=256"));
  EXPECT_TRUE(noted("-parallel-jobs=4"));
  EXPECT_TRUE(noted("--offload-arch=gfx90a"));
  EXPECT_EQ(parseOk({"-print-resource-dir"}).mode, Mode::Query);
  EXPECT_TRUE(parseOk({"--short-version"}).printShortVersion);
}

TEST(DriverOptions, WarpSizeDefaultsAndOverrides) {
  DriverOptions o = parseOk({"a.hip"});
  EXPECT_EQ(warpSizeFor(o, InputKind::HipSource), 64u);
  EXPECT_EQ(warpSizeFor(o, InputKind::CudaSource), 32u);
  o = parseOk({"a.hip", "-mno-wavefrontsize64"});
  EXPECT_EQ(warpSizeFor(o, InputKind::HipSource), 32u);
  o = parseOk({"a.cu", "-mwavefrontsize64"});
  EXPECT_EQ(warpSizeFor(o, InputKind::CudaSource), 64u);
}

TEST(DriverOptions, SortsFlagsIntoPasses) {
  DriverOptions o =
      parseOk({"-c", "a.hip", "-I", "inc", "-Idir", "-DX=1", "-U", "Y", "-std=c++20", "-O3", "-g",
               "-fPIC", "-ffast-math", "-march=znver3", "-Wall", "-isystem", "sys", "-o", "a.o"});
  EXPECT_EQ(o.mode, Mode::CompileOnly);
  EXPECT_EQ(o.output, "a.o");
  EXPECT_TRUE(contains(o.commonArgs, "-Iinc"));
  EXPECT_TRUE(contains(o.commonArgs, "-Idir"));
  EXPECT_TRUE(contains(o.commonArgs, "-DX=1"));
  EXPECT_TRUE(contains(o.commonArgs, "-UY"));
  EXPECT_TRUE(contains(o.commonArgs, "-std=c++20"));
  EXPECT_TRUE(contains(o.commonArgs, "-ffast-math"));
  EXPECT_TRUE(contains(o.commonArgs, "-Wall"));
  EXPECT_TRUE(contains(o.commonArgs, "-isystem"));
  EXPECT_TRUE(contains(o.hostArgs, "-O3"));
  EXPECT_TRUE(contains(o.hostArgs, "-g"));
  EXPECT_TRUE(contains(o.hostArgs, "-fPIC"));
  EXPECT_FALSE(contains(o.commonArgs, "-fPIC"));
  EXPECT_FALSE(contains(o.commonArgs, "-march=znver3"));
  EXPECT_EQ(o.optLevel, 3u);
  EXPECT_TRUE(o.deviceDebug);
  EXPECT_TRUE(o.pic);
  EXPECT_EQ(o.targetCpu, "znver3");
}

TEST(DriverOptions, OptimizationLevels) {
  EXPECT_EQ(parseOk({"a.hip", "-O0"}).optLevel, 0u);
  EXPECT_EQ(parseOk({"a.hip", "-Os"}).optLevel, 2u);
  EXPECT_EQ(parseOk({"a.hip", "-Ofast"}).optLevel, 3u);
  EXPECT_FALSE(parseOk({"a.hip"}).optLevel.has_value());
  EXPECT_EQ(parseOk({"a.hip", "-G"}).optLevel, 0u);
  EXPECT_FALSE(parseOk({"a.hip", "-g", "-g0"}).deviceDebug);
  EXPECT_EQ(parseError({"a.hip", "-Oweird"}), "unknown argument: '-Oweird'");
}

// The kernel sanitizer's tools are taken out of -fsanitize= lists; the rest
// stays a host flag (docs/sanitizer.md).
TEST(DriverOptions, KernelSanitizerTools) {
  DriverOptions o = parseOk({"a.hip", "-fsanitize=memcheck,address,racecheck"});
  EXPECT_EQ(o.deviceSanitizers, unsigned{OPENHIP_SANITIZE_MEMCHECK | OPENHIP_SANITIZE_RACECHECK});
  EXPECT_TRUE(contains(o.hostArgs, "-fsanitize=address"));
  EXPECT_TRUE(contains(o.linkFlags, "-fsanitize=address"));
  o = parseOk({"a.hip", "-fsanitize=synccheck,initcheck", "-fno-sanitize=initcheck"});
  EXPECT_EQ(o.deviceSanitizers, unsigned{OPENHIP_SANITIZE_SYNCCHECK});
  EXPECT_TRUE(o.hostArgs.empty());
  EXPECT_TRUE(o.linkFlags.empty());
  EXPECT_EQ(parseOk({"a.hip", "-fsanitize=undefined"}).deviceSanitizers, 0u);
}

TEST(DriverOptions, KeepsLinkOrder) {
  DriverOptions o = parseOk(
      {"a.o", "-L", "lib", "-lfoo", "b.hip", "-Wl,--as-needed", "-Xlinker", "-z", "-shared"});
  ASSERT_EQ(o.linkItems.size(), 7u);
  EXPECT_TRUE(o.linkItems[0].isInput);
  EXPECT_EQ(o.linkItems[1].arg, "-Llib");
  EXPECT_EQ(o.linkItems[2].arg, "-lfoo");
  EXPECT_TRUE(o.linkItems[3].isInput);
  EXPECT_EQ(o.linkItems[3].inputIndex, 1u);
  EXPECT_EQ(o.linkItems[4].arg, "-Wl,--as-needed");
  EXPECT_EQ(o.linkItems[5].arg, "-Xlinker");
  EXPECT_EQ(o.linkItems[6].arg, "-z");
  EXPECT_TRUE(o.shared);
  EXPECT_TRUE(o.pic);
}

TEST(DriverOptions, DependencyFlags) {
  DriverOptions o = parseOk({"-c", "a.hip", "-MD", "-MF", "a.d", "-MT", "tgt", "-MP"});
  EXPECT_EQ(o.mode, Mode::CompileOnly);
  EXPECT_TRUE(o.dependencyFileRequested);
  EXPECT_TRUE(o.dependencyTargetGiven);
  EXPECT_EQ(o.dependencyFile, "a.d");
  EXPECT_TRUE(contains(o.dependencyArgs, "-MP"));
  EXPECT_EQ(parseOk({"a.hip", "-M"}).mode, Mode::DependenciesOnly);
  EXPECT_EQ(parseOk({"-c", "a.hip", "-M", "-MD"}).mode, Mode::CompileOnly);
  EXPECT_EQ(parseOk({"a.hip", "-E"}).mode, Mode::Preprocess);
  EXPECT_EQ(parseOk({"a.hip", "-fsyntax-only"}).mode, Mode::SyntaxOnly);
}

TEST(DriverOptions, GpuTargetsAreAcceptedAndIgnored) {
  DriverOptions o = parseOk({"a.hip", "--offload-arch=gfx90a", "--cuda-gpu-arch=sm_80", "-arch",
                             "sm_70", "-fgpu-rdc", "-nogpulib"});
  EXPECT_TRUE(o.commonArgs.empty());
  EXPECT_TRUE(o.hostArgs.empty());
  ASSERT_EQ(o.inputs.size(), 1u);
}

TEST(DriverOptions, CudaArchitecturesAreRecorded) {
  DriverOptions o = parseOk({"a.cu", "-arch=sm_80", "-gencode", "arch=compute_60,code=[sm_60,compute_60]",
                             "--offload-arch=gfx90a", "-arch=native", "-code", "sm_90a"});
  EXPECT_EQ(o.cudaArchs, (std::vector<unsigned>{800, 600, 600, 600, 900}));
  EXPECT_TRUE(o.commonArgs.empty());
  auto noted = [&](const std::string& flag) {
    return std::any_of(o.notes.begin(), o.notes.end(),
                       [&](const std::string& note) { return note.find(flag) != std::string::npos; });
  };
  EXPECT_TRUE(noted("'-arch=sm_80'"));
  EXPECT_TRUE(noted("'-code sm_90a'"));
}

TEST(DriverOptions, CudaArchOfTheDevicePass) {
  EXPECT_EQ(cudaArchFor({}), 700u);
  EXPECT_EQ(cudaArchFor({800}), 800u);
  EXPECT_EQ(cudaArchFor({900, 800}), 800u);
  EXPECT_EQ(cudaArchFor({600, 800}), 600u);
  EXPECT_EQ(cudaArchFor({610, 700, 750}), 700u);
  EXPECT_TRUE(cudaArchFlags(700).empty());
  EXPECT_EQ(cudaArchFlags(600), (std::vector<std::string>{"-U__CUDA_ARCH__", "-D__CUDA_ARCH__=600"}));
}

TEST(DriverOptions, InputsThatCannotBeRead) {
  // The output onto an input, under the same name or another one.
  char path[] = "/tmp/hipcc_same_file_XXXXXX.hip";
  const int fd = mkstemps(path, 4);
  ASSERT_GE(fd, 0);
  close(fd);
  EXPECT_EQ(parseError({path, "-o", path}),
            std::string("input file '") + path + "' is the same as output file");
  EXPECT_EQ(parseError({"-c", path, "-o", std::string("/tmp/../tmp/") + (path + 5)}),
            std::string("input file '") + path + "' is the same as output file");
  unlink(path);
  EXPECT_EQ(parseError({"-x", "hip", "-c", "/dev/zero"}), "input '/dev/zero' is a device, not a file");
  // /dev/null is how build systems ask for predefined macros.
  EXPECT_EQ(parseError({"-x", "c++", "-E", "/dev/null"}), "");
}

TEST(DriverOptions, Errors) {
  EXPECT_EQ(parseError({"a.hip", "--bogus"}), "unknown argument: '--bogus'");
  EXPECT_EQ(parseError({"-c"}), "no input files");
  EXPECT_EQ(parseError({"a.hip", "-o"}), "argument to '-o' is missing (expected 1 value)");
  EXPECT_EQ(parseError({"-c", "a.hip", "b.cpp", "-o", "x.o"}),
            "cannot specify -o when generating multiple output files");
  EXPECT_NE(parseError({"-x", "fortran", "a.f"}).find("language not recognized"),
            std::string::npos);
  EXPECT_NE(parseError({"-S", "a.hip"}).find("-S is not supported"), std::string::npos);
  EXPECT_TRUE(parseCommandLine({"--version"}).ok());
}

TEST(DriverOptions, XcompilerSplitsItsList) {
  DriverOptions o = parseOk({"a.cu", "-Xcompiler", "-fPIC,-Wextra"});
  EXPECT_TRUE(o.pic);
  EXPECT_TRUE(contains(o.hostArgs, "-Wextra"));
}

TEST(Compilation, DefaultObjectName) {
  EXPECT_EQ(defaultObjectName("dir/sub/app.hip"), "app.o");
  EXPECT_EQ(defaultObjectName("x.cu"), "x.o");
}

TEST(FatBinary, HeaderThenIdThenTargets) {
  std::string bytes = fatBinaryBytes("my-table", {"x86-64", "znver3"});
  ASSERT_EQ(bytes.size(), sizeof(OpenHipFatBinaryHeader) + 8 + 4 + 13);
  OpenHipFatBinaryHeader header;
  std::memcpy(&header, bytes.data(), sizeof(header));
  EXPECT_EQ(std::string(header.magic, 8), OPENHIP_FATBIN_MAGIC);
  EXPECT_EQ(header.version, OPENHIP_ABI_VERSION);
  EXPECT_EQ(header.id_size, 8u);
  EXPECT_EQ(bytes.substr(sizeof(header), 8), "my-table");
  uint32_t targetsSize = 0;
  std::memcpy(&targetsSize, bytes.data() + sizeof(header) + 8, 4);
  EXPECT_EQ(targetsSize, 13u);
  EXPECT_EQ(bytes.substr(sizeof(header) + 12), "x86-64,znver3");
}

TEST(CpuTargets, OffloadArchNamesCpuTargets) {
  DriverOptions o = parseOk({"--offload-arch=x86-64,x86-64-v3", "--offload-arch", "native",
                             "--offload-arch=gfx90a", "--offload-arch=x86-64", "-c", "a.hip"});
  EXPECT_EQ(o.cpuTargets, (std::vector<std::string>{"x86-64", "x86-64-v3", "native"}));
  EXPECT_EQ(o.kernelCpuTargets(), o.cpuTargets);
  EXPECT_TRUE(o.cudaArchs.empty());
}

TEST(CpuTargets, DefaultIsPortablePlusNative) {
  EXPECT_EQ(parseOk({"-c", "a.hip"}).kernelCpuTargets(),
            (std::vector<std::string>{"x86-64", "native"}));
  EXPECT_EQ(parseOk({"-march=x86-64-v2", "-c", "a.hip"}).kernelCpuTargets(),
            (std::vector<std::string>{"x86-64-v2"}));
  EXPECT_EQ(parseOk({"--offload-arch=cpu", "-c", "a.hip"}).kernelCpuTargets().size(), 2u);
  DriverOptions gpuOnly = parseOk({"--offload-arch=sm_80", "-c", "a.cu"});
  EXPECT_EQ(gpuOnly.cudaArchs, (std::vector<unsigned>{800}));
  EXPECT_EQ(gpuOnly.kernelCpuTargets().size(), 2u);
}

TEST(CpuTargets, OneObjectPerTarget) {
  DeviceLoweringRequest request;
  request.setTargets({"x86-64", "native"}, "/tmp/app-hip-cpu-1a2b.o");
  EXPECT_EQ(request.cpus, (std::vector<std::string>{"x86-64", "native"}));
  EXPECT_EQ(request.objectPaths, (std::vector<std::string>{"/tmp/app-hip-cpu-1a2b.x86-64.o",
                                                           "/tmp/app-hip-cpu-1a2b.native.o"}));
  request.setTargets({"znver3"}, "out.o");
  EXPECT_EQ(request.objectPaths, (std::vector<std::string>{"out.o"}));
  request.setTargets({}, "out.o");  // an older -fgpu-rdc record: native
  EXPECT_EQ(request.cpus, (std::vector<std::string>{"native"}));
}

TEST(FatBinary, TableIdsAreUniquePerCompilation) {
  std::string error;
  std::string first = makeTableId(__FILE__, error);
  std::string second = makeTableId(__FILE__, error);
  ASSERT_FALSE(first.empty()) << error;
  EXPECT_NE(first, second);
  EXPECT_NE(first.find("driver_options_test.cpp"), std::string::npos);
  for (char c : first)
    EXPECT_TRUE(c > ' ' && c < 127);
  EXPECT_TRUE(makeTableId("/nonexistent/file.hip", error).empty());
  EXPECT_NE(error.find("cannot read"), std::string::npos);
}

TEST(PreludeCache, ReadsMakeStyleDependencyFiles) {
  EXPECT_EQ(dependencyFileInputs("pch: /inc/prelude.h /inc/a\\ b.h \\\n  /usr/x$$y.h\n"),
            (std::vector<std::string>{"/inc/prelude.h", "/inc/a b.h", "/usr/x$y.h"}));
  EXPECT_TRUE(dependencyFileInputs("no rule here").empty());
  EXPECT_TRUE(dependencyFileInputs("pch: \\\n").empty());
}
