; A key search (md5hash's shape): each work-item hashes `per` consecutive
; keys, the last work-items cut off at `count`, with a switch on the
; block-uniform key length, and reports a hit by storing to fixed addresses.
; openhip-grid-stride-loops splits off the iterations every work-item of the
; block runs (a work-item range loop), which then become work-item loops;
; openhip-switches-in-work-item-loops lowers the switch; and
; openhip-rare-stores-in-work-item-loops tells the vectorizer that the hit's
; stores (priced as taken half of the time) must not keep the loop scalar:
; the hash rounds run 8 work-items wide.
; Source (tests/vectorization/key_search.cu), IR from the device command of
; docs/cpu-lowering.md minus the debug info (see README.md in this folder).
; RUN: opt -load-pass-plugin=%plugin -mtriple=x86_64-pc-linux-gnu -mcpu=x86-64-v3 \
; RUN:   -passes='openhip-lower<table-id=key_search>,default<O3>' -S %s | FileCheck %s
; CHECK-LABEL: define internal void @__openhip_block.key_search(
; CHECK: %gs.last.id
; CHECK: mul <8 x i32> {{.*}}, <i32 16777619, i32 16777619
; CHECK: pred.store.if
; ModuleID = 'key_search.cu'
source_filename = "key_search.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }

$_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv = comdat any

$_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv = comdat any

$_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv = comdat any

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef i32 @_Z3mixjj(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4, !tbaa !6
  store i32 %1, ptr %4, align 4, !tbaa !6
  %7 = load i32, ptr %4, align 4, !tbaa !6
  switch i32 %7, label %20 [
    i32 0, label %8
    i32 1, label %11
    i32 2, label %14
    i32 3, label %17
  ]

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4, !tbaa !6
  %10 = or i32 %9, 128
  store i32 %10, ptr %3, align 4, !tbaa !6
  br label %20

11:                                               ; preds = %2
  %12 = load i32, ptr %3, align 4, !tbaa !6
  %13 = or i32 %12, 32768
  store i32 %13, ptr %3, align 4, !tbaa !6
  br label %20

14:                                               ; preds = %2
  %15 = load i32, ptr %3, align 4, !tbaa !6
  %16 = or i32 %15, 8388608
  store i32 %16, ptr %3, align 4, !tbaa !6
  br label %20

17:                                               ; preds = %2
  %18 = load i32, ptr %3, align 4, !tbaa !6
  %19 = or i32 %18, -2147483648
  store i32 %19, ptr %3, align 4, !tbaa !6
  br label %20

20:                                               ; preds = %2, %17, %14, %11, %8
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #5
  store i32 -2128831035, ptr %5, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #5
  store i32 0, ptr %6, align 4, !tbaa !6
  br label %21

21:                                               ; preds = %35, %20
  %22 = load i32, ptr %6, align 4, !tbaa !6
  %23 = icmp slt i32 %22, 6
  br i1 %23, label %25, label %24

24:                                               ; preds = %21
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #5
  br label %38

25:                                               ; preds = %21
  %26 = load i32, ptr %5, align 4, !tbaa !6
  %27 = load i32, ptr %3, align 4, !tbaa !6
  %28 = xor i32 %26, %27
  %29 = mul i32 %28, 16777619
  store i32 %29, ptr %5, align 4, !tbaa !6
  %30 = load i32, ptr %5, align 4, !tbaa !6
  %31 = shl i32 %30, 13
  %32 = load i32, ptr %5, align 4, !tbaa !6
  %33 = lshr i32 %32, 19
  %34 = or i32 %31, %33
  store i32 %34, ptr %5, align 4, !tbaa !6
  br label %35

35:                                               ; preds = %25
  %36 = load i32, ptr %6, align 4, !tbaa !6
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %6, align 4, !tbaa !6
  br label %21, !llvm.loop !10

38:                                               ; preds = %24
  %39 = load i32, ptr %5, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #5
  ret i32 %39
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @key_search(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) #2 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca [4 x i8], align 1
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store ptr %0, ptr %8, align 8, !tbaa !12
  store ptr %1, ptr %9, align 8, !tbaa !12
  store ptr %2, ptr %10, align 8, !tbaa !12
  store i32 %3, ptr %11, align 4, !tbaa !6
  store i32 %4, ptr %12, align 4, !tbaa !6
  store i32 %5, ptr %13, align 4, !tbaa !6
  store i32 %6, ptr %14, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #5
  %19 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #6
  %20 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #6
  %21 = mul i32 %19, %20
  %22 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6
  %23 = add i32 %21, %22
  %24 = load i32, ptr %12, align 4, !tbaa !6
  %25 = mul i32 %23, %24
  store i32 %25, ptr %15, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #5
  %26 = getelementptr inbounds [4 x i8], ptr %16, i64 0, i64 0
  %27 = load i32, ptr %15, align 4, !tbaa !6
  %28 = trunc i32 %27 to i8
  store i8 %28, ptr %26, align 1, !tbaa !14
  %29 = getelementptr inbounds i8, ptr %26, i64 1
  %30 = load i32, ptr %15, align 4, !tbaa !6
  %31 = ashr i32 %30, 8
  %32 = trunc i32 %31 to i8
  store i8 %32, ptr %29, align 1, !tbaa !14
  %33 = getelementptr inbounds i8, ptr %29, i64 1
  %34 = load i32, ptr %15, align 4, !tbaa !6
  %35 = ashr i32 %34, 16
  %36 = trunc i32 %35 to i8
  store i8 %36, ptr %33, align 1, !tbaa !14
  %37 = getelementptr inbounds i8, ptr %33, i64 1
  store i8 0, ptr %37, align 1, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #5
  store i32 0, ptr %17, align 4, !tbaa !6
  br label %38

38:                                               ; preds = %104, %7
  %39 = load i32, ptr %17, align 4, !tbaa !6
  %40 = load i32, ptr %12, align 4, !tbaa !6
  %41 = icmp slt i32 %39, %40
  br i1 %41, label %42, label %48

42:                                               ; preds = %38
  %43 = load i32, ptr %15, align 4, !tbaa !6
  %44 = load i32, ptr %17, align 4, !tbaa !6
  %45 = add nsw i32 %43, %44
  %46 = load i32, ptr %11, align 4, !tbaa !6
  %47 = icmp slt i32 %45, %46
  br label %48

48:                                               ; preds = %42, %38
  %49 = phi i1 [ false, %38 ], [ %47, %42 ]
  br i1 %49, label %51, label %50

50:                                               ; preds = %48
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #5
  br label %107

51:                                               ; preds = %48
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #5
  %52 = getelementptr inbounds [4 x i8], ptr %16, i64 0, i64 0
  %53 = load i8, ptr %52, align 1, !tbaa !14
  %54 = zext i8 %53 to i32
  %55 = getelementptr inbounds [4 x i8], ptr %16, i64 0, i64 1
  %56 = load i8, ptr %55, align 1, !tbaa !14
  %57 = zext i8 %56 to i32
  %58 = shl i32 %57, 8
  %59 = or i32 %54, %58
  %60 = getelementptr inbounds [4 x i8], ptr %16, i64 0, i64 2
  %61 = load i8, ptr %60, align 1, !tbaa !14
  %62 = zext i8 %61 to i32
  %63 = shl i32 %62, 16
  %64 = or i32 %59, %63
  %65 = getelementptr inbounds [4 x i8], ptr %16, i64 0, i64 3
  %66 = load i8, ptr %65, align 1, !tbaa !14
  %67 = zext i8 %66 to i32
  %68 = shl i32 %67, 24
  %69 = or i32 %64, %68
  %70 = load i32, ptr %13, align 4, !tbaa !6
  %71 = call noundef i32 @_Z3mixjj(i32 noundef %69, i32 noundef %70) #6
  store i32 %71, ptr %18, align 4, !tbaa !6
  %72 = load i32, ptr %18, align 4, !tbaa !6
  %73 = load i32, ptr %14, align 4, !tbaa !6
  %74 = icmp eq i32 %72, %73
  br i1 %74, label %75, label %100

75:                                               ; preds = %51
  %76 = load i32, ptr %15, align 4, !tbaa !6
  %77 = load i32, ptr %17, align 4, !tbaa !6
  %78 = add nsw i32 %76, %77
  %79 = load ptr, ptr %8, align 8, !tbaa !12
  %80 = getelementptr inbounds i32, ptr %79, i64 0
  store i32 %78, ptr %80, align 4, !tbaa !6
  %81 = getelementptr inbounds [4 x i8], ptr %16, i64 0, i64 0
  %82 = load i8, ptr %81, align 1, !tbaa !14
  %83 = load ptr, ptr %9, align 8, !tbaa !12
  %84 = getelementptr inbounds i8, ptr %83, i64 0
  store i8 %82, ptr %84, align 1, !tbaa !14
  %85 = getelementptr inbounds [4 x i8], ptr %16, i64 0, i64 1
  %86 = load i8, ptr %85, align 1, !tbaa !14
  %87 = load ptr, ptr %9, align 8, !tbaa !12
  %88 = getelementptr inbounds i8, ptr %87, i64 1
  store i8 %86, ptr %88, align 1, !tbaa !14
  %89 = getelementptr inbounds [4 x i8], ptr %16, i64 0, i64 2
  %90 = load i8, ptr %89, align 1, !tbaa !14
  %91 = load ptr, ptr %9, align 8, !tbaa !12
  %92 = getelementptr inbounds i8, ptr %91, i64 2
  store i8 %90, ptr %92, align 1, !tbaa !14
  %93 = getelementptr inbounds [4 x i8], ptr %16, i64 0, i64 3
  %94 = load i8, ptr %93, align 1, !tbaa !14
  %95 = load ptr, ptr %9, align 8, !tbaa !12
  %96 = getelementptr inbounds i8, ptr %95, i64 3
  store i8 %94, ptr %96, align 1, !tbaa !14
  %97 = load i32, ptr %18, align 4, !tbaa !6
  %98 = load ptr, ptr %10, align 8, !tbaa !12
  %99 = getelementptr inbounds i32, ptr %98, i64 0
  store i32 %97, ptr %99, align 4, !tbaa !6
  br label %100

100:                                              ; preds = %75, %51
  %101 = getelementptr inbounds [4 x i8], ptr %16, i64 0, i64 0
  %102 = load i8, ptr %101, align 1, !tbaa !14
  %103 = add i8 %102, 1
  store i8 %103, ptr %101, align 1, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #5
  br label %104

104:                                              ; preds = %100
  %105 = load i32, ptr %17, align 4, !tbaa !6
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %17, align 4, !tbaa !6
  br label %38, !llvm.loop !15

107:                                              ; preds = %50
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #5
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #3 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  ret i32 %1
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #3 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  ret i32 %1
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #3 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %1
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #3 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
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
!4 = !{ptr @key_search, !"kernel", i32 1}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = !{!8, !8, i64 0}
!15 = distinct !{!15, !11}
