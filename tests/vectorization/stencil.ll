; The 2-D 5-point stencil kernel, through the whole CPU lowering and LLVM's
; O3 pipeline (what hipcc -O3 runs) for an AVX2 CPU: the x work-item loop of
; the update becomes 8-wide vector code without runtime alias checks
; between in and out. The `x < nx` guard bounds the x loop (the `y < ny`
; half stays a branch, unswitched out of it). Blocks that hold neither
; boundary column (`x == 0`, `x == nx - 1`) run a copy without that test:
; five plain loads and a plain store. Blocks holding one keep the test as a
; mask on the neighbour loads (centre load and store stay plain).
; Source (tests/vectorization/stencil.cu), IR from the device command of
; docs/cpu-lowering.md minus the debug info (see README.md in this folder).
; RUN: opt -load-pass-plugin=%plugin -mtriple=x86_64-pc-linux-gnu -mcpu=x86-64-v3 \
; RUN:   -passes='openhip-lower<table-id=stencil>,default<O3>' -S %s | FileCheck %s
; CHECK-LABEL: define internal void @__openhip_block.stencil(
; CHECK-NOT: vector.memcheck
; CHECK: %x.guard.fits{{.*}} = icmp
; CHECK: %x.no.point{{[0-9.a-z]*}} = and i1
; Blocks holding a boundary column:
; CHECK: vector.body{{[0-9]*}}:
; CHECK: [[CENTER:%.*]] = load <8 x float>
; CHECK: fmul contract <8 x float> [[CENTER]], <float 5.000000e-01,
; CHECK: [[LEFT:%.*]] = tail call <8 x float> @llvm.masked.load.v8f32.p0(
; CHECK: [[RIGHT:%.*]] = tail call <8 x float> @llvm.masked.load.v8f32.p0(
; CHECK: fadd contract <8 x float> [[LEFT]], [[RIGHT]]
; CHECK: [[OUT:%.*]] = select <8 x i1> %{{.*}}, <8 x float> %{{.*}}, <8 x float> [[CENTER]]
; CHECK-NEXT: getelementptr
; CHECK-NEXT: store <8 x float> [[OUT]],
; The others (no point of the boundary test in their x range):
; CHECK: wi.interior.z.header{{.*}}:
; CHECK: vector.body{{[0-9]*}}:
; CHECK-NOT: masked
; CHECK: [[C:%.*]] = load <8 x float>
; CHECK: fmul contract <8 x float> [[C]], <float 5.000000e-01,
; CHECK: [[L:%.*]] = load <8 x float>
; CHECK: [[R:%.*]] = load <8 x float>
; CHECK: fadd contract <8 x float> [[L]], [[R]]
; CHECK: load <8 x float>
; CHECK: load <8 x float>
; CHECK: fmul contract <8 x float> %{{.*}}, <float 1.250000e-01,
; CHECK: [[SUM:%.*]] = fadd contract <8 x float>
; CHECK: store <8 x float> [[SUM]],
; CHECK-NOT: masked
; CHECK: middle.block{{[0-9]*}}:
; CHECK-NOT: llvm.masked.store
; CHECK-LABEL: define internal void @__openhip_register.stencil(
source_filename = "s2.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

$_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv = comdat any

$_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv = comdat any

$_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv = comdat any

$_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_yEv = comdat any

$_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_yEv = comdat any

$_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv = comdat any

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @stencil(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !6
  store ptr %1, ptr %6, align 8, !tbaa !6
  store i32 %2, ptr %7, align 4, !tbaa !10
  store i32 %3, ptr %8, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #4
  %13 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #5
  %14 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #5
  %15 = mul i32 %13, %14
  %16 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #5
  %17 = add i32 %15, %16
  store i32 %17, ptr %9, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #4
  %18 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_yEv() #5
  %19 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_yEv() #5
  %20 = mul i32 %18, %19
  %21 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #5
  %22 = add i32 %20, %21
  store i32 %22, ptr %10, align 4, !tbaa !10
  %23 = load i32, ptr %9, align 4, !tbaa !10
  %24 = load i32, ptr %7, align 4, !tbaa !10
  %25 = icmp sge i32 %23, %24
  br i1 %25, label %30, label %26

26:                                               ; preds = %4
  %27 = load i32, ptr %10, align 4, !tbaa !10
  %28 = load i32, ptr %8, align 4, !tbaa !10
  %29 = icmp sge i32 %27, %28
  br i1 %29, label %30, label %31

30:                                               ; preds = %26, %4
  store i32 1, ptr %11, align 4
  br label %105

31:                                               ; preds = %26
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #4
  %32 = load i32, ptr %10, align 4, !tbaa !10
  %33 = load i32, ptr %7, align 4, !tbaa !10
  %34 = mul nsw i32 %32, %33
  %35 = load i32, ptr %9, align 4, !tbaa !10
  %36 = add nsw i32 %34, %35
  store i32 %36, ptr %12, align 4, !tbaa !10
  %37 = load i32, ptr %9, align 4, !tbaa !10
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %52, label %39

39:                                               ; preds = %31
  %40 = load i32, ptr %10, align 4, !tbaa !10
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %52, label %42

42:                                               ; preds = %39
  %43 = load i32, ptr %9, align 4, !tbaa !10
  %44 = load i32, ptr %7, align 4, !tbaa !10
  %45 = sub nsw i32 %44, 1
  %46 = icmp eq i32 %43, %45
  br i1 %46, label %52, label %47

47:                                               ; preds = %42
  %48 = load i32, ptr %10, align 4, !tbaa !10
  %49 = load i32, ptr %8, align 4, !tbaa !10
  %50 = sub nsw i32 %49, 1
  %51 = icmp eq i32 %48, %50
  br i1 %51, label %52, label %62

52:                                               ; preds = %47, %42, %39, %31
  %53 = load ptr, ptr %5, align 8, !tbaa !6
  %54 = load i32, ptr %12, align 4, !tbaa !10
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr %53, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !12
  %58 = load ptr, ptr %6, align 8, !tbaa !6
  %59 = load i32, ptr %12, align 4, !tbaa !10
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %58, i64 %60
  store float %57, ptr %61, align 4, !tbaa !12
  store i32 1, ptr %11, align 4
  br label %104

62:                                               ; preds = %47
  %63 = load ptr, ptr %5, align 8, !tbaa !6
  %64 = load i32, ptr %12, align 4, !tbaa !10
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr %63, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !12
  %68 = fmul contract float 5.000000e-01, %67
  %69 = load ptr, ptr %5, align 8, !tbaa !6
  %70 = load i32, ptr %12, align 4, !tbaa !10
  %71 = sub nsw i32 %70, 1
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr %69, i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !12
  %75 = load ptr, ptr %5, align 8, !tbaa !6
  %76 = load i32, ptr %12, align 4, !tbaa !10
  %77 = add nsw i32 %76, 1
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr %75, i64 %78
  %80 = load float, ptr %79, align 4, !tbaa !12
  %81 = fadd contract float %74, %80
  %82 = load ptr, ptr %5, align 8, !tbaa !6
  %83 = load i32, ptr %12, align 4, !tbaa !10
  %84 = load i32, ptr %7, align 4, !tbaa !10
  %85 = sub nsw i32 %83, %84
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds float, ptr %82, i64 %86
  %88 = load float, ptr %87, align 4, !tbaa !12
  %89 = fadd contract float %81, %88
  %90 = load ptr, ptr %5, align 8, !tbaa !6
  %91 = load i32, ptr %12, align 4, !tbaa !10
  %92 = load i32, ptr %7, align 4, !tbaa !10
  %93 = add nsw i32 %91, %92
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr %90, i64 %94
  %96 = load float, ptr %95, align 4, !tbaa !12
  %97 = fadd contract float %89, %96
  %98 = fmul contract float 1.250000e-01, %97
  %99 = fadd contract float %68, %98
  %100 = load ptr, ptr %6, align 8, !tbaa !6
  %101 = load i32, ptr %12, align 4, !tbaa !10
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds float, ptr %100, i64 %102
  store float %99, ptr %103, align 4, !tbaa !12
  store i32 0, ptr %11, align 4
  br label %104

104:                                              ; preds = %62, %52
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #4
  br label %105

105:                                              ; preds = %104, %30
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #4
  %106 = load i32, ptr %11, align 4
  switch i32 %106, label %108 [
    i32 0, label %107
    i32 1, label %107
  ]

107:                                              ; preds = %105, %105
  ret void

108:                                              ; preds = %105
  unreachable
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

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_yEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  ret i32 %1
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_yEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  ret i32 %1
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  ret i32 %1
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @stencil, !"kernel", i32 1}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
