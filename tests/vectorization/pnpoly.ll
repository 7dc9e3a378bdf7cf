; HeCBench pnpoly's point-in-polygon kernel (tests/vectorization/pnpoly.cu),
; through the whole CPU lowering and LLVM's O3 pipeline. Every work-item
; reads the same edge (vertex[j], vertex[k]) but uses its x fields only
; under a work-item dependent test. Those loads must stay where the source
; wrote them (InstCombine's sinking is off for device code,
; src/compiler/passes/LoweringPipeline.cpp): then the edge and its slope are
; computed once per edge and broadcast, instead of a division and two masked
; gathers per vector of work-items (AVX-512) or a scalar x loop (AVX2).
; IR from the device command of docs/cpu-lowering.md minus the debug info
; (see README.md in this folder).
; RUN: opt -load-pass-plugin=%plugin -mtriple=x86_64-pc-linux-gnu -mcpu=x86-64-v3 \
; RUN:   -passes='openhip-lower<table-id=pnpoly>,default<O3>' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%plugin -mtriple=x86_64-pc-linux-gnu -mcpu=x86-64-v4 \
; RUN:   -passes='openhip-lower<table-id=pnpoly>,default<O3>' -S %s | FileCheck %s --check-prefix=AVX512
; CHECK-LABEL: define internal void @__openhip_block.pnpoly(
; CHECK-DAG: [[SLOPE:%[0-9]+]] = fdiv contract float
; CHECK-DAG: insertelement <8 x float> poison, float [[SLOPE]], i64 0
; CHECK-LABEL: define internal void @__openhip_register.pnpoly(
; AVX512-LABEL: define internal void @__openhip_block.pnpoly(
; AVX512-NOT: masked.gather
; AVX512: vector.body
; AVX512-NOT: masked.gather
; AVX512-LABEL: define internal void @__openhip_register.pnpoly(
; ModuleID = 'pnpoly.cu'
source_filename = "pnpoly.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.float2 = type { float, float }

$_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv = comdat any

$_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv = comdat any

$_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv = comdat any

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @pnpoly(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.float2, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca %struct.float2, align 4
  %15 = alloca %struct.float2, align 4
  %16 = alloca float, align 4
  store ptr %0, ptr %5, align 8, !tbaa !6
  store ptr %1, ptr %6, align 8, !tbaa !6
  store ptr %2, ptr %7, align 8, !tbaa !6
  store i32 %3, ptr %8, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #5
  %17 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #6
  %18 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #6
  %19 = mul i32 %17, %18
  %20 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6
  %21 = add i32 %19, %20
  store i32 %21, ptr %9, align 4, !tbaa !10
  %22 = load i32, ptr %9, align 4, !tbaa !10
  %23 = load i32, ptr %8, align 4, !tbaa !10
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %96

25:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #5
  store i32 0, ptr %10, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr %11) #5
  %26 = load ptr, ptr %6, align 8, !tbaa !6
  %27 = load i32, ptr %9, align 4, !tbaa !10
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds %struct.float2, ptr %26, i64 %28
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 %29, i64 8, i1 false), !tbaa.struct !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #5
  store i32 599, ptr %12, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #5
  store i32 0, ptr %13, align 4, !tbaa !10
  br label %30

30:                                               ; preds = %87, %25
  %31 = load i32, ptr %13, align 4, !tbaa !10
  %32 = icmp slt i32 %31, 600
  br i1 %32, label %34, label %33

33:                                               ; preds = %30
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #5
  br label %90

34:                                               ; preds = %30
  call void @llvm.lifetime.start.p0(i64 8, ptr %14) #5
  %35 = load ptr, ptr %7, align 8, !tbaa !6
  %36 = load i32, ptr %13, align 4, !tbaa !10
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds %struct.float2, ptr %35, i64 %37
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 %38, i64 8, i1 false), !tbaa.struct !12
  call void @llvm.lifetime.start.p0(i64 8, ptr %15) #5
  %39 = load ptr, ptr %7, align 8, !tbaa !6
  %40 = load i32, ptr %12, align 4, !tbaa !10
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds %struct.float2, ptr %39, i64 %41
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 4 %42, i64 8, i1 false), !tbaa.struct !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #5
  %43 = getelementptr inbounds %struct.float2, ptr %15, i32 0, i32 0
  %44 = load float, ptr %43, align 4, !tbaa !15
  %45 = getelementptr inbounds %struct.float2, ptr %14, i32 0, i32 0
  %46 = load float, ptr %45, align 4, !tbaa !15
  %47 = fsub contract float %44, %46
  %48 = getelementptr inbounds %struct.float2, ptr %15, i32 0, i32 1
  %49 = load float, ptr %48, align 4, !tbaa !17
  %50 = getelementptr inbounds %struct.float2, ptr %14, i32 0, i32 1
  %51 = load float, ptr %50, align 4, !tbaa !17
  %52 = fsub contract float %49, %51
  %53 = fdiv contract float %47, %52
  store float %53, ptr %16, align 4, !tbaa !13
  %54 = getelementptr inbounds %struct.float2, ptr %14, i32 0, i32 1
  %55 = load float, ptr %54, align 4, !tbaa !17
  %56 = getelementptr inbounds %struct.float2, ptr %11, i32 0, i32 1
  %57 = load float, ptr %56, align 4, !tbaa !17
  %58 = fcmp contract ogt float %55, %57
  %59 = zext i1 %58 to i32
  %60 = getelementptr inbounds %struct.float2, ptr %15, i32 0, i32 1
  %61 = load float, ptr %60, align 4, !tbaa !17
  %62 = getelementptr inbounds %struct.float2, ptr %11, i32 0, i32 1
  %63 = load float, ptr %62, align 4, !tbaa !17
  %64 = fcmp contract ogt float %61, %63
  %65 = zext i1 %64 to i32
  %66 = icmp ne i32 %59, %65
  br i1 %66, label %67, label %86

67:                                               ; preds = %34
  %68 = getelementptr inbounds %struct.float2, ptr %11, i32 0, i32 0
  %69 = load float, ptr %68, align 4, !tbaa !15
  %70 = load float, ptr %16, align 4, !tbaa !13
  %71 = getelementptr inbounds %struct.float2, ptr %11, i32 0, i32 1
  %72 = load float, ptr %71, align 4, !tbaa !17
  %73 = getelementptr inbounds %struct.float2, ptr %14, i32 0, i32 1
  %74 = load float, ptr %73, align 4, !tbaa !17
  %75 = fsub contract float %72, %74
  %76 = fmul contract float %70, %75
  %77 = getelementptr inbounds %struct.float2, ptr %14, i32 0, i32 0
  %78 = load float, ptr %77, align 4, !tbaa !15
  %79 = fadd contract float %76, %78
  %80 = fcmp contract olt float %69, %79
  br i1 %80, label %81, label %86

81:                                               ; preds = %67
  %82 = load i32, ptr %10, align 4, !tbaa !10
  %83 = icmp ne i32 %82, 0
  %84 = xor i1 %83, true
  %85 = zext i1 %84 to i32
  store i32 %85, ptr %10, align 4, !tbaa !10
  br label %86

86:                                               ; preds = %81, %67, %34
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr %15) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr %14) #5
  br label %87

87:                                               ; preds = %86
  %88 = load i32, ptr %13, align 4, !tbaa !10
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %13, align 4, !tbaa !10
  store i32 %88, ptr %12, align 4, !tbaa !10
  br label %30, !llvm.loop !18

90:                                               ; preds = %33
  %91 = load i32, ptr %10, align 4, !tbaa !10
  %92 = load ptr, ptr %5, align 8, !tbaa !6
  %93 = load i32, ptr %9, align 4, !tbaa !10
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds i32, ptr %92, i64 %94
  store i32 %91, ptr %95, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr %11) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #5
  br label %96

96:                                               ; preds = %90, %4
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

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

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %1
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!4 = !{ptr @pnpoly, !"kernel", i32 1}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{i64 0, i64 4, !13, i64 4, i64 4, !13}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = !{!16, !14, i64 0}
!16 = !{!"_ZTS6float2", !14, i64 0, !14, i64 4}
!17 = !{!16, !14, i64 4}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
