; LowerSharedMemory: a __shared__ variable used by a function that was not
; inlined into a kernel (recursive, or called through a pointer) is an error.
; RUN: not opt -load-pass-plugin=%plugin -passes=openhip-lower-shared-memory -disable-output %s 2>&1 \
; RUN:   | FileCheck %s
; CHECK: recursive.cu:12:5: error: function 'walk(int)': uses a __shared__ variable outside a kernel body

target triple = "x86_64-unknown-linux-gnu"

@visited = internal global [32 x i32] undef, align 4, !openhip.shared !5

define void @_Z4walki(i32 %n) !dbg !4 {
  store i32 %n, ptr @visited, !dbg !7
  %more = icmp ugt i32 %n, 0
  br i1 %more, label %recurse, label %done
recurse:
  %m = sub i32 %n, 1
  call void @_Z4walki(i32 %m), !dbg !8
  br label %done
done:
  ret void
}

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, emissionKind: LineTablesOnly)
!2 = !DIFile(filename: "recursive.cu", directory: "/src")
!3 = !DISubroutineType(types: !{})
!4 = distinct !DISubprogram(name: "walk", scope: !2, file: !2, line: 10, type: !3, spFlags: DISPFlagDefinition, unit: !1)
!5 = !{}
!7 = !DILocation(line: 12, column: 5, scope: !4)
!8 = !DILocation(line: 13, column: 19, scope: !4)
