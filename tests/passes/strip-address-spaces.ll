; StripAddressSpaces: every pointer ends in address space 0; shared globals
; are tagged !openhip.shared, __device__/__constant__ definitions
; !openhip.device_var; casts disappear; signatures and intrinsics are rebuilt.
; RUN: opt -load-pass-plugin=%plugin -passes=openhip-strip-address-spaces -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%plugin -passes=openhip-strip-address-spaces -S %s \
; RUN:   | FileCheck %s --check-prefix=NOAS

target triple = "x86_64-unknown-linux-gnu"

; NOAS-NOT: addrspace

; CHECK: @tile = internal global [64 x float] undef, align 16, !openhip.shared ![[EMPTY:[0-9]+]]
; CHECK: @dynamic = external global [0 x i32], align 4, !openhip.shared ![[EMPTY]]
; CHECK: @counter = externally_initialized global i32 3, align 4, !openhip.device_var ![[EMPTY]]
; CHECK: @table = constant [2 x float] [float 1.000000e+00, float 2.000000e+00], align 4, !openhip.device_var ![[EMPTY]]
; CHECK: @builtin = extern_weak global i8, align 1{{$}}
; CHECK: @pointer_to_shared = global ptr getelementptr inbounds ([64 x float], ptr @tile, i64 0, i64 1)
; CHECK: @llvm.compiler.used = appending global [2 x ptr] [ptr @counter, ptr @table]
@tile = internal addrspace(3) global [64 x float] undef, align 16
@dynamic = external addrspace(3) global [0 x i32], align 4
@counter = addrspace(1) externally_initialized global i32 3, align 4
@table = addrspace(4) constant [2 x float] [float 1.0, float 2.0], align 4
@builtin = extern_weak addrspace(1) global i8, align 1
@pointer_to_shared = addrspace(1) global ptr addrspace(3) getelementptr inbounds ([64 x float], ptr addrspace(3) @tile, i64 0, i64 1)
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @counter to ptr), ptr addrspacecast (ptr addrspace(4) @table to ptr)], section "llvm.metadata"

; CHECK-LABEL: define void @kernel(ptr %out)
; CHECK-NEXT: %slot = getelementptr inbounds [64 x float], ptr @tile, i64 0, i64 3
; CHECK-NEXT: store float 1.000000e+00, ptr %slot
; CHECK-NEXT: %c = load i32, ptr @counter
; CHECK-NEXT: %t = load float, ptr getelementptr inbounds ([2 x float], ptr @table, i64 0, i64 1)
; CHECK-NEXT: %d = load i32, ptr @dynamic
; CHECK-NEXT: store i32 %c, ptr %out
; CHECK-NEXT: %r = call float @takes_global(ptr %out, ptr null)
; CHECK-NEXT: ret void
define void @kernel(ptr %out) {
  %slot = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 3
  store float 1.0, ptr %slot
  %c = load i32, ptr addrspacecast (ptr addrspace(1) @counter to ptr)
  %t = load float, ptr getelementptr inbounds ([2 x float], ptr addrspacecast (ptr addrspace(4) @table to ptr), i64 0, i64 1)
  %d = load i32, ptr addrspacecast (ptr addrspace(3) @dynamic to ptr)
  %g = addrspacecast ptr %out to ptr addrspace(1)
  store i32 %c, ptr addrspace(1) %g
  %r = call float @takes_global(ptr addrspace(1) %g, ptr addrspace(3) null)
  ret void
}

; A signature with non-generic pointers is rebuilt; the body follows it.
; CHECK-LABEL: define float @takes_global(ptr %p, ptr %s)
; CHECK-NEXT: %local = alloca float, align 4
; CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr align 4 %local, ptr align 4 %p, i64 4, i1 false)
; CHECK-NEXT: %same = icmp eq ptr %s, null
; CHECK-NEXT: %v = load float, ptr %local
; CHECK-NEXT: ret float %v
define float @takes_global(ptr addrspace(1) %p, ptr addrspace(3) %s) {
  %local = alloca float, align 4, addrspace(5)
  call void @llvm.memcpy.p5.p1.i64(ptr addrspace(5) align 4 %local, ptr addrspace(1) align 4 %p, i64 4, i1 false)
  %same = icmp eq ptr addrspace(3) %s, null
  %v = load float, ptr addrspace(5) %local
  ret float %v
}

declare void @llvm.memcpy.p5.p1.i64(ptr addrspace(5) noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i64, i1 immarg)

; CHECK: ![[EMPTY]] = !{}
