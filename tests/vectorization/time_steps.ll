; A time-step loop in the style of binomial option pricing (HeCBench
; binomial): each work-item keeps its lattice nodes in registers, hands its
; first node to its left neighbour through __shared__ memory between two
; barriers, and updates its nodes while the step count is above its own
; start. That `if (i > first)` is work-item dependent, and past it the loop
; either goes on to the next barrier or leaves to the end, but its two sides
; meet again before either: the block has no divergent return, so no
; per-work-item "exited" flag (whose loads, stores and loop-carried "next
; barrier" choice kept the update loop scalar, 8x slower in binomial), and
; the update runs as vector code with the branch as a lane mask.
; Source (tests/vectorization/time_steps.cu), IR from the command in
; README.md (also -D__shared__=__attribute__((shared))).
; RUN: opt -load-pass-plugin=%plugin -mtriple=x86_64-pc-linux-gnu -mcpu=x86-64-v3 \
; RUN:   -passes='openhip-lower<table-id=time_steps>,default<O3>' -S %s | FileCheck %s
; CHECK-LABEL: define internal void @__openhip_block._Z10time_stepsPKfPfffi(
; CHECK-NOT: exited
; CHECK: sub2.pre.i:
; CHECK-NOT: exited
; CHECK: vector.body{{[0-9]+}}:
; CHECK-NOT: exited
; CHECK: fmul contract <8 x float>
; CHECK: select <8 x i1>
; CHECK: store <8 x float>
; CHECK-NOT: exited
; CHECK: sub2.exit.i:
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

$_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv = comdat any

$_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv = comdat any

$_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv = comdat any

@_ZZ10time_stepsPKfPfffiE8exchange = internal addrspace(3) global [257 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10time_stepsPKfPfffi(ptr noundef %0, ptr noundef %1, float noundef %2, float noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca [5 x float], align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store ptr %0, ptr %6, align 8, !tbaa !6
  store ptr %1, ptr %7, align 8, !tbaa !6
  store float %2, ptr %8, align 4, !tbaa !10
  store float %3, ptr %9, align 4, !tbaa !10
  store i32 %4, ptr %10, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #5
  %18 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6
  store i32 %18, ptr %11, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 20, ptr %12) #5
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #5
  store i32 0, ptr %13, align 4, !tbaa !12
  br label %19

19:                                               ; preds = %39, %5
  %20 = load i32, ptr %13, align 4, !tbaa !12
  %21 = icmp slt i32 %20, 4
  br i1 %21, label %23, label %22

22:                                               ; preds = %19
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #5
  br label %42

23:                                               ; preds = %19
  %24 = load ptr, ptr %6, align 8, !tbaa !6
  %25 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #6
  %26 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #6
  %27 = mul i32 %25, %26
  %28 = load i32, ptr %11, align 4, !tbaa !12
  %29 = add i32 %27, %28
  %30 = mul i32 %29, 4
  %31 = load i32, ptr %13, align 4, !tbaa !12
  %32 = add i32 %30, %31
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %24, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !10
  %36 = load i32, ptr %13, align 4, !tbaa !12
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [5 x float], ptr %12, i64 0, i64 %37
  store float %35, ptr %38, align 4, !tbaa !10
  br label %39

39:                                               ; preds = %23
  %40 = load i32, ptr %13, align 4, !tbaa !12
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %13, align 4, !tbaa !12
  br label %19, !llvm.loop !14

42:                                               ; preds = %22
  %43 = load i32, ptr %11, align 4, !tbaa !12
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %45, label %49

45:                                               ; preds = %42
  %46 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #6
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds [257 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10time_stepsPKfPfffiE8exchange to ptr), i64 0, i64 %47
  store float 0.000000e+00, ptr %48, align 4, !tbaa !10
  br label %49

49:                                               ; preds = %45, %42
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #5
  %50 = load i32, ptr %11, align 4, !tbaa !12
  %51 = mul nsw i32 %50, 4
  %52 = sub nsw i32 %51, 1
  %53 = icmp sgt i32 %52, 0
  br i1 %53, label %54, label %58

54:                                               ; preds = %49
  %55 = load i32, ptr %11, align 4, !tbaa !12
  %56 = mul nsw i32 %55, 4
  %57 = sub nsw i32 %56, 1
  br label %59

58:                                               ; preds = %49
  br label %59

59:                                               ; preds = %58, %54
  %60 = phi i32 [ %57, %54 ], [ 0, %58 ]
  store i32 %60, ptr %14, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #5
  %61 = load i32, ptr %10, align 4, !tbaa !12
  store i32 %61, ptr %15, align 4, !tbaa !12
  br label %62

62:                                               ; preds = %109, %59
  %63 = load i32, ptr %15, align 4, !tbaa !12
  %64 = icmp sgt i32 %63, 0
  br i1 %64, label %66, label %65

65:                                               ; preds = %62
  store i32 5, ptr %16, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #5
  br label %112

66:                                               ; preds = %62
  %67 = getelementptr inbounds [5 x float], ptr %12, i64 0, i64 0
  %68 = load float, ptr %67, align 4, !tbaa !10
  %69 = load i32, ptr %11, align 4, !tbaa !12
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [257 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10time_stepsPKfPfffiE8exchange to ptr), i64 0, i64 %70
  store float %68, ptr %71, align 4, !tbaa !10
  call void @llvm.nvvm.barrier0()
  %72 = load i32, ptr %11, align 4, !tbaa !12
  %73 = add nsw i32 %72, 1
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [257 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10time_stepsPKfPfffiE8exchange to ptr), i64 0, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !10
  %77 = getelementptr inbounds [5 x float], ptr %12, i64 0, i64 4
  store float %76, ptr %77, align 4, !tbaa !10
  call void @llvm.nvvm.barrier0()
  %78 = load i32, ptr %15, align 4, !tbaa !12
  %79 = load i32, ptr %14, align 4, !tbaa !12
  %80 = icmp sgt i32 %78, %79
  br i1 %80, label %81, label %108

81:                                               ; preds = %66
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #5
  store i32 0, ptr %17, align 4, !tbaa !12
  br label %82

82:                                               ; preds = %104, %81
  %83 = load i32, ptr %17, align 4, !tbaa !12
  %84 = icmp slt i32 %83, 4
  br i1 %84, label %86, label %85

85:                                               ; preds = %82
  store i32 8, ptr %16, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #5
  br label %107

86:                                               ; preds = %82
  %87 = load float, ptr %8, align 4, !tbaa !10
  %88 = load i32, ptr %17, align 4, !tbaa !12
  %89 = add nsw i32 %88, 1
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [5 x float], ptr %12, i64 0, i64 %90
  %92 = load float, ptr %91, align 4, !tbaa !10
  %93 = fmul contract float %87, %92
  %94 = load float, ptr %9, align 4, !tbaa !10
  %95 = load i32, ptr %17, align 4, !tbaa !12
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [5 x float], ptr %12, i64 0, i64 %96
  %98 = load float, ptr %97, align 4, !tbaa !10
  %99 = fmul contract float %94, %98
  %100 = fadd contract float %93, %99
  %101 = load i32, ptr %17, align 4, !tbaa !12
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [5 x float], ptr %12, i64 0, i64 %102
  store float %100, ptr %103, align 4, !tbaa !10
  br label %104

104:                                              ; preds = %86
  %105 = load i32, ptr %17, align 4, !tbaa !12
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %17, align 4, !tbaa !12
  br label %82, !llvm.loop !17

107:                                              ; preds = %85
  br label %108

108:                                              ; preds = %107, %66
  br label %109

109:                                              ; preds = %108
  %110 = load i32, ptr %15, align 4, !tbaa !12
  %111 = add nsw i32 %110, -1
  store i32 %111, ptr %15, align 4, !tbaa !12
  br label %62, !llvm.loop !18

112:                                              ; preds = %65
  %113 = load i32, ptr %11, align 4, !tbaa !12
  %114 = icmp eq i32 %113, 0
  br i1 %114, label %115, label %122

115:                                              ; preds = %112
  %116 = getelementptr inbounds [5 x float], ptr %12, i64 0, i64 0
  %117 = load float, ptr %116, align 4, !tbaa !10
  %118 = load ptr, ptr %7, align 8, !tbaa !6
  %119 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #6
  %120 = zext i32 %119 to i64
  %121 = getelementptr inbounds float, ptr %118, i64 %120
  store float %117, ptr %121, align 4, !tbaa !10
  br label %122

122:                                              ; preds = %115, %112
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #5
  call void @llvm.lifetime.end.p0(i64 20, ptr %12) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %1
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  ret i32 %1
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  ret i32 %1
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4}
!llvm.ident = !{!5}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z10time_stepsPKfPfffi, !"kernel", i32 1}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !8, i64 0}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.enable"}
!17 = distinct !{!17, !15, !16}
!18 = distinct !{!18, !15}
