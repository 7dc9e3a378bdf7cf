; LowerSharedMemory: static __shared__ data over the 64 KiB of a block
; (OPENHIP_SHARED_MEM_PER_BLOCK) is a compile-time error located at the first
; use of the largest variable; exactly 64 KiB (@at_limit) is fine.
; RUN: not opt -load-pass-plugin=%plugin -passes=openhip-lower-shared-memory -disable-output %s 2>&1 \
; RUN:   | FileCheck %s
; CHECK: big.hip:7:3: error: kernel 'over_limit': uses 69632 bytes of static __shared__ memory, more than the 65536 bytes per block the device has ('tile' alone takes 65536 bytes)
; CHECK-NOT: at_limit

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@small = internal global [4096 x i8] undef, align 1, !openhip.shared !5
@tile = internal global [16384 x float] undef, align 4, !openhip.shared !5
@half = internal global [61440 x i8] undef, align 1, !openhip.shared !5

define void @over_limit(ptr %ctx) #0 !dbg !4 {
  store i8 1, ptr @small, !dbg !6
  store float 1.0, ptr @tile, !dbg !7
  ret void
}

define void @at_limit(ptr %ctx) #0 !dbg !8 {
  store i8 1, ptr @small, !dbg !9
  store i8 1, ptr @half, !dbg !9
  ret void
}

attributes #0 = { "openhip-kernel" }

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, emissionKind: LineTablesOnly)
!2 = !DIFile(filename: "big.hip", directory: "/src")
!3 = !DISubroutineType(types: !{})
!4 = distinct !DISubprogram(name: "over_limit", scope: !2, file: !2, line: 5, type: !3, spFlags: DISPFlagDefinition, unit: !1)
!5 = !{}
!6 = !DILocation(line: 6, column: 3, scope: !4)
!7 = !DILocation(line: 7, column: 3, scope: !4)
!8 = distinct !DISubprogram(name: "at_limit", scope: !2, file: !2, line: 10, type: !3, spFlags: DISPFlagDefinition, unit: !1)
!9 = !DILocation(line: 11, column: 3, scope: !8)
