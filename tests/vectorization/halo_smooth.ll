; A 1-D smoothing through a shared tile whose halo cells the first and the
; last thread load (`t == 0`, `t == 255`), with two order compares on the
; global index. The tile load's x loop is split at both compares; in the
; middle part, where the compares stay as written, GVN replaces `x + 1`
; after `t == 0` by 1 and after `t == 255` by 256, and the latch's
; increment became a phi of `x + 1` and two constants, which hides the trip
; count. openhip-induction-increments recognizes the constants as `x + 1`
; under those equalities and the middle part runs 8 wide (it was scalar).
; Source (tests/vectorization/halo_smooth.cu), IR from the command in
; README.md (with -D__shared__=__attribute__((shared))).
; RUN: opt -load-pass-plugin=%plugin -mtriple=x86_64-pc-linux-gnu -mcpu=x86-64-v3 \
; RUN:   -passes='openhip-lower<table-id=halo_smooth>,default<O3>' -S %s | FileCheck %s
; CHECK-LABEL: define internal void @__openhip_block._Z11halo_smoothPKfPfi(
; CHECK: x.middle.header.preheader.i:
; CHECK-NOT: br label %x.middle.header.i
; CHECK: vector.body:
; CHECK: @llvm.masked.load.v8f32.p0
; CHECK: x.middle.header.i.preheader:
; ModuleID = 'halo_smooth.cu'
source_filename = "halo_smooth.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

$_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv = comdat any

$_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv = comdat any

@_ZZ11halo_smoothPKfPfiE1s = internal addrspace(3) global [258 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11halo_smoothPKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !6
  store ptr %1, ptr %5, align 8, !tbaa !6
  store i32 %2, ptr %6, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #5
  %9 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6
  store i32 %9, ptr %7, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #5
  %10 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #6
  %11 = mul i32 %10, 256
  %12 = load i32, ptr %7, align 4, !tbaa !10
  %13 = add i32 %11, %12
  store i32 %13, ptr %8, align 4, !tbaa !10
  %14 = load i32, ptr %8, align 4, !tbaa !10
  %15 = load i32, ptr %6, align 4, !tbaa !10
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %55

17:                                               ; preds = %3
  %18 = load ptr, ptr %4, align 8, !tbaa !6
  %19 = load i32, ptr %8, align 4, !tbaa !10
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %18, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !12
  %23 = load i32, ptr %7, align 4, !tbaa !10
  %24 = add nsw i32 %23, 1
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [258 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11halo_smoothPKfPfiE1s to ptr), i64 0, i64 %25
  store float %22, ptr %26, align 4, !tbaa !12
  %27 = load i32, ptr %7, align 4, !tbaa !10
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %39

29:                                               ; preds = %17
  %30 = load i32, ptr %8, align 4, !tbaa !10
  %31 = icmp sgt i32 %30, 0
  br i1 %31, label %32, label %39

32:                                               ; preds = %29
  %33 = load ptr, ptr %4, align 8, !tbaa !6
  %34 = load i32, ptr %8, align 4, !tbaa !10
  %35 = sub nsw i32 %34, 1
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %33, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !12
  store float %38, ptr addrspacecast (ptr addrspace(3) @_ZZ11halo_smoothPKfPfiE1s to ptr), align 4, !tbaa !12
  br label %39

39:                                               ; preds = %32, %29, %17
  %40 = load i32, ptr %7, align 4, !tbaa !10
  %41 = icmp eq i32 %40, 255
  br i1 %41, label %42, label %54

42:                                               ; preds = %39
  %43 = load i32, ptr %8, align 4, !tbaa !10
  %44 = add nsw i32 %43, 1
  %45 = load i32, ptr %6, align 4, !tbaa !10
  %46 = icmp slt i32 %44, %45
  br i1 %46, label %47, label %54

47:                                               ; preds = %42
  %48 = load ptr, ptr %4, align 8, !tbaa !6
  %49 = load i32, ptr %8, align 4, !tbaa !10
  %50 = add nsw i32 %49, 1
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr %48, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !12
  store float %53, ptr getelementptr inbounds ([258 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11halo_smoothPKfPfiE1s to ptr), i64 0, i64 257), align 4, !tbaa !12
  br label %54

54:                                               ; preds = %47, %42, %39
  br label %55

55:                                               ; preds = %54, %3
  call void @llvm.nvvm.barrier0()
  %56 = load i32, ptr %8, align 4, !tbaa !10
  %57 = icmp sgt i32 %56, 0
  br i1 %57, label %58, label %87

58:                                               ; preds = %55
  %59 = load i32, ptr %8, align 4, !tbaa !10
  %60 = load i32, ptr %6, align 4, !tbaa !10
  %61 = sub nsw i32 %60, 1
  %62 = icmp slt i32 %59, %61
  br i1 %62, label %63, label %87

63:                                               ; preds = %58
  %64 = load i32, ptr %7, align 4, !tbaa !10
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [258 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11halo_smoothPKfPfiE1s to ptr), i64 0, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !12
  %68 = fmul contract float 2.500000e-01, %67
  %69 = load i32, ptr %7, align 4, !tbaa !10
  %70 = add nsw i32 %69, 1
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [258 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11halo_smoothPKfPfiE1s to ptr), i64 0, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !12
  %74 = fmul contract float 5.000000e-01, %73
  %75 = fadd contract float %68, %74
  %76 = load i32, ptr %7, align 4, !tbaa !10
  %77 = add nsw i32 %76, 2
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [258 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11halo_smoothPKfPfiE1s to ptr), i64 0, i64 %78
  %80 = load float, ptr %79, align 4, !tbaa !12
  %81 = fmul contract float 2.500000e-01, %80
  %82 = fadd contract float %75, %81
  %83 = load ptr, ptr %5, align 8, !tbaa !6
  %84 = load i32, ptr %8, align 4, !tbaa !10
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr %83, i64 %85
  store float %82, ptr %86, align 4, !tbaa !12
  br label %102

87:                                               ; preds = %58, %55
  %88 = load i32, ptr %8, align 4, !tbaa !10
  %89 = load i32, ptr %6, align 4, !tbaa !10
  %90 = icmp slt i32 %88, %89
  br i1 %90, label %91, label %101

91:                                               ; preds = %87
  %92 = load i32, ptr %7, align 4, !tbaa !10
  %93 = add nsw i32 %92, 1
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [258 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11halo_smoothPKfPfiE1s to ptr), i64 0, i64 %94
  %96 = load float, ptr %95, align 4, !tbaa !12
  %97 = load ptr, ptr %5, align 8, !tbaa !6
  %98 = load i32, ptr %8, align 4, !tbaa !10
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds float, ptr %97, i64 %99
  store float %96, ptr %100, align 4, !tbaa !12
  br label %101

101:                                              ; preds = %91, %87
  br label %102

102:                                              ; preds = %101, %63
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #5
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

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

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
!4 = !{ptr @_Z11halo_smoothPKfPfi, !"kernel", i32 1}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
