; MapWorkItemIntrinsics: a device function that was not inlined into a kernel
; (here: only reachable through a function pointer) cannot read threadIdx.
; RUN: not opt -load-pass-plugin=%plugin -passes=openhip-map-work-item-intrinsics -disable-output %s 2>&1 \
; RUN:   | FileCheck %s
; CHECK: fnptr.cu:7:12: error: function 'callback()': uses threadIdx outside a kernel body

target triple = "x86_64-unknown-linux-gnu"

@table = global ptr @_Z8callbackv

define i32 @_Z8callbackv() !dbg !4 {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !7
  ret i32 %t
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, emissionKind: LineTablesOnly)
!2 = !DIFile(filename: "fnptr.cu", directory: "/src")
!3 = !DISubroutineType(types: !{})
!4 = distinct !DISubprogram(name: "callback", scope: !2, file: !2, line: 6, type: !3, spFlags: DISPFlagDefinition, unit: !1)
!7 = !DILocation(line: 7, column: 12, scope: !4)
