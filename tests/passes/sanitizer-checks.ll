; SanitizerChecks (hipcc -fsanitize=...; docs/sanitizer.md): in a kernel of
; the canonical form, every access that may reach global or shared memory
; goes through __openhip_sanitizer_access with its size, flags (read 1,
; write 2, uniform 4; tools << 8; log2 alignment << 16) and source line, and
; its result replaces the address; private (alloca) and launch-context
; accesses are left alone; each barrier is preceded by
; __openhip_sanitizer_barrier; the warp-mask hook becomes one; the kernel is
; marked "openhip-sanitized".
; RUN: opt -load-pass-plugin=%plugin -passes=openhip-sanitizer-checks -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i32 @__openhip_local_id(i32)
declare void @__openhip_barrier()
declare void @__openhip_sanitizer_warp_hook(i32, i64)

; CHECK-LABEL: define void @k(ptr %out, ptr %in, ptr noalias %ctx)
; CHECK: %sanitizer.tid.x = call i32 @__openhip_local_id(i32 0)
; The load of %in: 4 bytes, read, every tool (0xf << 8), align 4 (2 << 16).
; CHECK: %[[P:.*]] = call ptr @__openhip_sanitizer_access(ptr %in, i64 4, i32 134913, ptr @__openhip_sanitizer_site{{.*}}, ptr %ctx, i32 %sanitizer.tid.x, i32 %sanitizer.tid.y, i32 %sanitizer.tid.z)
; CHECK-NEXT: %v = load i32, ptr %[[P]], align 4
; The private array is not checked.
; CHECK-NEXT: store i32 %v, ptr %private, align 4
; CHECK: call void @__openhip_sanitizer_barrier(i32 0, i64 0, ptr @__openhip_sanitizer_site
; CHECK-NEXT: call void @__openhip_barrier()
; The store of a varying value: write (2).
; CHECK: %[[Q:.*]] = call ptr @__openhip_sanitizer_access(ptr %slot, i64 4, i32 134914,
; CHECK-NEXT: store i32 %w, ptr %[[Q]], align 4
; CHECK: call void @__openhip_sanitizer_barrier(i32 1, i64 65535,
; CHECK-NOT: __openhip_sanitizer_warp_hook(
; CHECK: attributes #{{[0-9]+}} = { "openhip-kernel" "openhip-sanitized" }
define void @k(ptr %out, ptr %in, ptr noalias %ctx) #0 {
entry:
  %private = alloca [4 x i32], align 4
  %tid = call i32 @__openhip_local_id(i32 0)
  %v = load i32, ptr %in, align 4, !dbg !8
  store i32 %v, ptr %private, align 4
  call void @__openhip_barrier()
  %idx = zext i32 %tid to i64
  %slot = getelementptr i32, ptr %out, i64 %idx
  %w = load i32, ptr %private, align 4
  store i32 %w, ptr %slot, align 4
  call void @__openhip_sanitizer_warp_hook(i32 1, i64 65535)
  ret void
}

attributes #0 = { "openhip-kernel" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.hip", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!7 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, unit: !0, spFlags: DISPFlagDefinition)
!8 = !DILocation(line: 3, column: 11, scope: !7)
