; A key search (md5hash's shape): each work-item hashes `per` consecutive
; keys, the last work-items cut off at `count`, with a switch on the
; block-uniform key length, and reports a hit by storing to fixed addresses.
; openhip-grid-stride-loops splits off the iterations every work-item of the
; block runs (a work-item range loop), which then become work-item loops;
; openhip-switches-in-work-item-loops lowers the switch; and
; openhip-rare-stores-in-work-item-loops tells the vectorizer that the hit's
; stores (priced as taken half of the time) must not keep the loop scalar,
; although the hit's block also reads the key's digits from the work-items'
; private slots: the hash rounds run 8 work-items wide.
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
define dso_local void @key_search(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #2 {
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca [4 x i8], align 1
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store ptr %0, ptr %9, align 8, !tbaa !12
  store ptr %1, ptr %10, align 8, !tbaa !12
  store ptr %2, ptr %11, align 8, !tbaa !12
  store i32 %3, ptr %12, align 4, !tbaa !6
  store i32 %4, ptr %13, align 4, !tbaa !6
  store i32 %5, ptr %14, align 4, !tbaa !6
  store i32 %6, ptr %15, align 4, !tbaa !6
  store i32 %7, ptr %16, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #5
  %21 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #6
  %22 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #6
  %23 = mul i32 %21, %22
  %24 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6
  %25 = add i32 %23, %24
  %26 = load i32, ptr %13, align 4, !tbaa !6
  %27 = mul i32 %25, %26
  store i32 %27, ptr %17, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #5
  %28 = getelementptr inbounds [4 x i8], ptr %18, i64 0, i64 0
  %29 = load i32, ptr %17, align 4, !tbaa !6
  %30 = load i32, ptr %14, align 4, !tbaa !6
  %31 = srem i32 %29, %30
  %32 = trunc i32 %31 to i8
  store i8 %32, ptr %28, align 1, !tbaa !14
  %33 = getelementptr inbounds i8, ptr %28, i64 1
  %34 = load i32, ptr %17, align 4, !tbaa !6
  %35 = load i32, ptr %14, align 4, !tbaa !6
  %36 = sdiv i32 %34, %35
  %37 = load i32, ptr %14, align 4, !tbaa !6
  %38 = srem i32 %36, %37
  %39 = trunc i32 %38 to i8
  store i8 %39, ptr %33, align 1, !tbaa !14
  %40 = getelementptr inbounds i8, ptr %33, i64 1
  %41 = load i32, ptr %17, align 4, !tbaa !6
  %42 = load i32, ptr %14, align 4, !tbaa !6
  %43 = sdiv i32 %41, %42
  %44 = load i32, ptr %14, align 4, !tbaa !6
  %45 = sdiv i32 %43, %44
  %46 = load i32, ptr %14, align 4, !tbaa !6
  %47 = srem i32 %45, %46
  %48 = trunc i32 %47 to i8
  store i8 %48, ptr %40, align 1, !tbaa !14
  %49 = getelementptr inbounds i8, ptr %40, i64 1
  store i8 0, ptr %49, align 1, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #5
  store i32 0, ptr %19, align 4, !tbaa !6
  br label %50

50:                                               ; preds = %116, %8
  %51 = load i32, ptr %19, align 4, !tbaa !6
  %52 = load i32, ptr %13, align 4, !tbaa !6
  %53 = icmp slt i32 %51, %52
  br i1 %53, label %54, label %60

54:                                               ; preds = %50
  %55 = load i32, ptr %17, align 4, !tbaa !6
  %56 = load i32, ptr %19, align 4, !tbaa !6
  %57 = add nsw i32 %55, %56
  %58 = load i32, ptr %12, align 4, !tbaa !6
  %59 = icmp slt i32 %57, %58
  br label %60

60:                                               ; preds = %54, %50
  %61 = phi i1 [ false, %50 ], [ %59, %54 ]
  br i1 %61, label %63, label %62

62:                                               ; preds = %60
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #5
  br label %119

63:                                               ; preds = %60
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #5
  %64 = getelementptr inbounds [4 x i8], ptr %18, i64 0, i64 0
  %65 = load i8, ptr %64, align 1, !tbaa !14
  %66 = zext i8 %65 to i32
  %67 = getelementptr inbounds [4 x i8], ptr %18, i64 0, i64 1
  %68 = load i8, ptr %67, align 1, !tbaa !14
  %69 = zext i8 %68 to i32
  %70 = shl i32 %69, 8
  %71 = or i32 %66, %70
  %72 = getelementptr inbounds [4 x i8], ptr %18, i64 0, i64 2
  %73 = load i8, ptr %72, align 1, !tbaa !14
  %74 = zext i8 %73 to i32
  %75 = shl i32 %74, 16
  %76 = or i32 %71, %75
  %77 = getelementptr inbounds [4 x i8], ptr %18, i64 0, i64 3
  %78 = load i8, ptr %77, align 1, !tbaa !14
  %79 = zext i8 %78 to i32
  %80 = shl i32 %79, 24
  %81 = or i32 %76, %80
  %82 = load i32, ptr %15, align 4, !tbaa !6
  %83 = call noundef i32 @_Z3mixjj(i32 noundef %81, i32 noundef %82) #6
  store i32 %83, ptr %20, align 4, !tbaa !6
  %84 = load i32, ptr %20, align 4, !tbaa !6
  %85 = load i32, ptr %16, align 4, !tbaa !6
  %86 = icmp eq i32 %84, %85
  br i1 %86, label %87, label %112

87:                                               ; preds = %63
  %88 = load i32, ptr %17, align 4, !tbaa !6
  %89 = load i32, ptr %19, align 4, !tbaa !6
  %90 = add nsw i32 %88, %89
  %91 = load ptr, ptr %9, align 8, !tbaa !12
  %92 = getelementptr inbounds i32, ptr %91, i64 0
  store i32 %90, ptr %92, align 4, !tbaa !6
  %93 = getelementptr inbounds [4 x i8], ptr %18, i64 0, i64 0
  %94 = load i8, ptr %93, align 1, !tbaa !14
  %95 = load ptr, ptr %10, align 8, !tbaa !12
  %96 = getelementptr inbounds i8, ptr %95, i64 0
  store i8 %94, ptr %96, align 1, !tbaa !14
  %97 = getelementptr inbounds [4 x i8], ptr %18, i64 0, i64 1
  %98 = load i8, ptr %97, align 1, !tbaa !14
  %99 = load ptr, ptr %10, align 8, !tbaa !12
  %100 = getelementptr inbounds i8, ptr %99, i64 1
  store i8 %98, ptr %100, align 1, !tbaa !14
  %101 = getelementptr inbounds [4 x i8], ptr %18, i64 0, i64 2
  %102 = load i8, ptr %101, align 1, !tbaa !14
  %103 = load ptr, ptr %10, align 8, !tbaa !12
  %104 = getelementptr inbounds i8, ptr %103, i64 2
  store i8 %102, ptr %104, align 1, !tbaa !14
  %105 = getelementptr inbounds [4 x i8], ptr %18, i64 0, i64 3
  %106 = load i8, ptr %105, align 1, !tbaa !14
  %107 = load ptr, ptr %10, align 8, !tbaa !12
  %108 = getelementptr inbounds i8, ptr %107, i64 3
  store i8 %106, ptr %108, align 1, !tbaa !14
  %109 = load i32, ptr %20, align 4, !tbaa !6
  %110 = load ptr, ptr %11, align 8, !tbaa !12
  %111 = getelementptr inbounds i32, ptr %110, i64 0
  store i32 %109, ptr %111, align 4, !tbaa !6
  br label %112

112:                                              ; preds = %87, %63
  %113 = getelementptr inbounds [4 x i8], ptr %18, i64 0, i64 0
  %114 = load i8, ptr %113, align 1, !tbaa !14
  %115 = add i8 %114, 1
  store i8 %115, ptr %113, align 1, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #5
  br label %116

116:                                              ; preds = %112
  %117 = load i32, ptr %19, align 4, !tbaa !6
  %118 = add nsw i32 %117, 1
  store i32 %118, ptr %19, align 4, !tbaa !6
  br label %50, !llvm.loop !15

119:                                              ; preds = %62
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #5
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
