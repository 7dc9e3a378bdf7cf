; ModuleID = 'kernels.cu'
source_filename = "kernels.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.Params = type { i32, double, i8 }

$_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv = comdat any

$_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv = comdat any

$_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv = comdat any

$_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_yEv = comdat any

$_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_yEv = comdat any

$_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv = comdat any

$_ZN2ns5mixedIiEEv6ParamsPT_ = comdat any

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@_ZZ9block_sumE7partial = internal addrspace(3) global [256 x float] undef, align 4
@as_float = external dso_local addrspace(3) global [0 x float], align 4
@as_int = external dso_local addrspace(3) global [0 x i32], align 4
@device_bias = dso_local addrspace(1) externally_initialized global i32 5, align 4
@constant_table = dso_local addrspace(4) externally_initialized global [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 4
@_ZZ15rotate_in_blockiE4ring = internal addrspace(3) global [64 x i32] undef, align 4
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @device_bias to ptr), ptr addrspacecast (ptr addrspace(4) @constant_table to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @add2d(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) #0 !dbg !14 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %6, align 8, !tbaa !17
  store ptr %1, ptr %7, align 8, !tbaa !17
  store ptr %2, ptr %8, align 8, !tbaa !17
  store i32 %3, ptr %9, align 4, !tbaa !21
  store i32 %4, ptr %10, align 4, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #6, !dbg !23
  %13 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #7, !dbg !24
  %14 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #7, !dbg !25
  %15 = mul i32 %13, %14, !dbg !26
  %16 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #7, !dbg !27
  %17 = add i32 %15, %16, !dbg !28
  store i32 %17, ptr %11, align 4, !dbg !29, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #6, !dbg !30
  %18 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_yEv() #7, !dbg !31
  %19 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_yEv() #7, !dbg !32
  %20 = mul i32 %18, %19, !dbg !33
  %21 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #7, !dbg !34
  %22 = add i32 %20, %21, !dbg !35
  store i32 %22, ptr %12, align 4, !dbg !36, !tbaa !21
  %23 = load i32, ptr %11, align 4, !dbg !37, !tbaa !21
  %24 = load i32, ptr %9, align 4, !dbg !38, !tbaa !21
  %25 = icmp slt i32 %23, %24, !dbg !39
  br i1 %25, label %26, label %58, !dbg !40

26:                                               ; preds = %5
  %27 = load i32, ptr %12, align 4, !dbg !41, !tbaa !21
  %28 = load i32, ptr %10, align 4, !dbg !42, !tbaa !21
  %29 = icmp slt i32 %27, %28, !dbg !43
  br i1 %29, label %30, label %58, !dbg !37

30:                                               ; preds = %26
  %31 = load ptr, ptr %6, align 8, !dbg !44, !tbaa !17
  %32 = load i32, ptr %12, align 4, !dbg !45, !tbaa !21
  %33 = load i32, ptr %9, align 4, !dbg !46, !tbaa !21
  %34 = mul nsw i32 %32, %33, !dbg !47
  %35 = load i32, ptr %11, align 4, !dbg !48, !tbaa !21
  %36 = add nsw i32 %34, %35, !dbg !49
  %37 = sext i32 %36 to i64, !dbg !44
  %38 = getelementptr inbounds float, ptr %31, i64 %37, !dbg !44
  %39 = load float, ptr %38, align 4, !dbg !44, !tbaa !50
  %40 = load ptr, ptr %7, align 8, !dbg !52, !tbaa !17
  %41 = load i32, ptr %12, align 4, !dbg !53, !tbaa !21
  %42 = load i32, ptr %9, align 4, !dbg !54, !tbaa !21
  %43 = mul nsw i32 %41, %42, !dbg !55
  %44 = load i32, ptr %11, align 4, !dbg !56, !tbaa !21
  %45 = add nsw i32 %43, %44, !dbg !57
  %46 = sext i32 %45 to i64, !dbg !52
  %47 = getelementptr inbounds float, ptr %40, i64 %46, !dbg !52
  %48 = load float, ptr %47, align 4, !dbg !52, !tbaa !50
  %49 = fadd contract float %39, %48, !dbg !58
  %50 = load ptr, ptr %8, align 8, !dbg !59, !tbaa !17
  %51 = load i32, ptr %12, align 4, !dbg !60, !tbaa !21
  %52 = load i32, ptr %9, align 4, !dbg !61, !tbaa !21
  %53 = mul nsw i32 %51, %52, !dbg !62
  %54 = load i32, ptr %11, align 4, !dbg !63, !tbaa !21
  %55 = add nsw i32 %53, %54, !dbg !64
  %56 = sext i32 %55 to i64, !dbg !59
  %57 = getelementptr inbounds float, ptr %50, i64 %56, !dbg !59
  store float %49, ptr %57, align 4, !dbg !65, !tbaa !50
  br label %58, !dbg !59

58:                                               ; preds = %30, %26, %5
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #6, !dbg !66
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #6, !dbg !66
  ret void, !dbg !66
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #2 comdat align 2 !dbg !67 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !69
  ret i32 %1, !dbg !69
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #2 comdat align 2 !dbg !70 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !71
  ret i32 %1, !dbg !71
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #2 comdat align 2 !dbg !72 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !73
  ret i32 %1, !dbg !73
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_yEv() #2 comdat align 2 !dbg !74 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !75
  ret i32 %1, !dbg !75
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_yEv() #2 comdat align 2 !dbg !76 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !77
  ret i32 %1, !dbg !77
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #2 comdat align 2 !dbg !78 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !79
  ret i32 %1, !dbg !79
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @block_sum(ptr noundef %0, ptr noundef %1) #0 !dbg !80 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !17
  store ptr %1, ptr %4, align 8, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #6, !dbg !81
  %7 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #7, !dbg !82
  store i32 %7, ptr %5, align 4, !dbg !83, !tbaa !21
  %8 = load ptr, ptr %3, align 8, !dbg !84, !tbaa !17
  %9 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #7, !dbg !85
  %10 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #7, !dbg !86
  %11 = mul i32 %9, %10, !dbg !87
  %12 = load i32, ptr %5, align 4, !dbg !88, !tbaa !21
  %13 = add i32 %11, %12, !dbg !89
  %14 = zext i32 %13 to i64, !dbg !84
  %15 = getelementptr inbounds float, ptr %8, i64 %14, !dbg !84
  %16 = load float, ptr %15, align 4, !dbg !84, !tbaa !50
  %17 = load i32, ptr %5, align 4, !dbg !90, !tbaa !21
  %18 = zext i32 %17 to i64, !dbg !91
  %19 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE7partial to ptr), i64 0, i64 %18, !dbg !91
  store float %16, ptr %19, align 4, !dbg !92, !tbaa !50
  call void @llvm.nvvm.barrier0(), !dbg !93
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #6, !dbg !94
  %20 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #7, !dbg !95
  %21 = udiv i32 %20, 2, !dbg !96
  store i32 %21, ptr %6, align 4, !dbg !97, !tbaa !21
  br label %22, !dbg !94

22:                                               ; preds = %43, %2
  %23 = load i32, ptr %6, align 4, !dbg !98, !tbaa !21
  %24 = icmp ugt i32 %23, 0, !dbg !99
  br i1 %24, label %26, label %25, !dbg !100

25:                                               ; preds = %22
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #6, !dbg !100
  br label %46

26:                                               ; preds = %22
  %27 = load i32, ptr %5, align 4, !dbg !101, !tbaa !21
  %28 = load i32, ptr %6, align 4, !dbg !102, !tbaa !21
  %29 = icmp ult i32 %27, %28, !dbg !103
  br i1 %29, label %30, label %42, !dbg !101

30:                                               ; preds = %26
  %31 = load i32, ptr %5, align 4, !dbg !104, !tbaa !21
  %32 = load i32, ptr %6, align 4, !dbg !105, !tbaa !21
  %33 = add i32 %31, %32, !dbg !106
  %34 = zext i32 %33 to i64, !dbg !107
  %35 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE7partial to ptr), i64 0, i64 %34, !dbg !107
  %36 = load float, ptr %35, align 4, !dbg !107, !tbaa !50
  %37 = load i32, ptr %5, align 4, !dbg !108, !tbaa !21
  %38 = zext i32 %37 to i64, !dbg !109
  %39 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE7partial to ptr), i64 0, i64 %38, !dbg !109
  %40 = load float, ptr %39, align 4, !dbg !110, !tbaa !50
  %41 = fadd contract float %40, %36, !dbg !110
  store float %41, ptr %39, align 4, !dbg !110, !tbaa !50
  br label %42, !dbg !109

42:                                               ; preds = %30, %26
  call void @llvm.nvvm.barrier0(), !dbg !111
  br label %43, !dbg !112

43:                                               ; preds = %42
  %44 = load i32, ptr %6, align 4, !dbg !113, !tbaa !21
  %45 = udiv i32 %44, 2, !dbg !113
  store i32 %45, ptr %6, align 4, !dbg !113, !tbaa !21
  br label %22, !dbg !100, !llvm.loop !114

46:                                               ; preds = %25
  %47 = load i32, ptr %5, align 4, !dbg !116, !tbaa !21
  %48 = icmp eq i32 %47, 0, !dbg !117
  br i1 %48, label %49, label %55, !dbg !116

49:                                               ; preds = %46
  %50 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE7partial to ptr), align 4, !dbg !118, !tbaa !50
  %51 = load ptr, ptr %4, align 8, !dbg !119, !tbaa !17
  %52 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #7, !dbg !120
  %53 = zext i32 %52 to i64, !dbg !119
  %54 = getelementptr inbounds float, ptr %51, i64 %53, !dbg !119
  store float %50, ptr %54, align 4, !dbg !121, !tbaa !50
  br label %55, !dbg !119

55:                                               ; preds = %49, %46
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #6, !dbg !122
  ret void, !dbg !122
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @dynamic_views(ptr noundef %0, ptr noundef %1) #0 !dbg !123 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !17
  store ptr %1, ptr %4, align 8, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #6, !dbg !124
  %7 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #7, !dbg !125
  store i32 %7, ptr %5, align 4, !dbg !126, !tbaa !21
  %8 = load i32, ptr %5, align 4, !dbg !127, !tbaa !21
  %9 = uitofp i32 %8 to float, !dbg !127
  %10 = load i32, ptr %5, align 4, !dbg !128, !tbaa !21
  %11 = zext i32 %10 to i64, !dbg !129
  %12 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @as_float to ptr), i64 0, i64 %11, !dbg !129
  store float %9, ptr %12, align 4, !dbg !130, !tbaa !50
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #6, !dbg !131
  %13 = load i32, ptr %5, align 4, !dbg !132, !tbaa !21
  %14 = urem i32 %13, 2, !dbg !133
  %15 = icmp eq i32 %14, 1, !dbg !134
  %16 = zext i1 %15 to i32, !dbg !132
  %17 = call i32 @llvm.nvvm.barrier0.popc(i32 %16), !dbg !135
  store i32 %17, ptr %6, align 4, !dbg !136, !tbaa !21
  %18 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #7, !dbg !137
  %19 = sub i32 %18, 1, !dbg !138
  %20 = load i32, ptr %5, align 4, !dbg !139, !tbaa !21
  %21 = sub i32 %19, %20, !dbg !140
  %22 = zext i32 %21 to i64, !dbg !141
  %23 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @as_float to ptr), i64 0, i64 %22, !dbg !141
  %24 = load float, ptr %23, align 4, !dbg !141, !tbaa !50
  %25 = load ptr, ptr %4, align 8, !dbg !142, !tbaa !17
  %26 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #7, !dbg !143
  %27 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #7, !dbg !144
  %28 = mul i32 %26, %27, !dbg !145
  %29 = load i32, ptr %5, align 4, !dbg !146, !tbaa !21
  %30 = add i32 %28, %29, !dbg !147
  %31 = zext i32 %30 to i64, !dbg !142
  %32 = getelementptr inbounds float, ptr %25, i64 %31, !dbg !142
  store float %24, ptr %32, align 4, !dbg !148, !tbaa !50
  call void @llvm.nvvm.barrier0(), !dbg !149
  %33 = load i32, ptr %6, align 4, !dbg !150, !tbaa !21
  %34 = load i32, ptr %5, align 4, !dbg !151, !tbaa !21
  %35 = zext i32 %34 to i64, !dbg !152
  %36 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @as_int to ptr), i64 0, i64 %35, !dbg !152
  store i32 %33, ptr %36, align 4, !dbg !153, !tbaa !21
  call void @llvm.nvvm.barrier0(), !dbg !154
  %37 = load i32, ptr %5, align 4, !dbg !155, !tbaa !21
  %38 = icmp eq i32 %37, 0, !dbg !156
  br i1 %38, label %39, label %49, !dbg !155

39:                                               ; preds = %2
  %40 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #7, !dbg !157
  %41 = sub i32 %40, 1, !dbg !158
  %42 = zext i32 %41 to i64, !dbg !159
  %43 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @as_int to ptr), i64 0, i64 %42, !dbg !159
  %44 = load i32, ptr %43, align 4, !dbg !159, !tbaa !21
  %45 = load ptr, ptr %3, align 8, !dbg !160, !tbaa !17
  %46 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #7, !dbg !161
  %47 = zext i32 %46 to i64, !dbg !160
  %48 = getelementptr inbounds i32, ptr %45, i64 %47, !dbg !160
  store i32 %44, ptr %48, align 4, !dbg !162, !tbaa !21
  br label %49, !dbg !160

49:                                               ; preds = %39, %2
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #6, !dbg !163
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #6, !dbg !163
  ret void, !dbg !163
}

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.popc(i32) #3

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef i32 @_Z15rotate_in_blocki(i32 noundef %0) #4 !dbg !164 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4, !tbaa !21
  %3 = load i32, ptr %2, align 4, !dbg !165, !tbaa !21
  %4 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #7, !dbg !166
  %5 = zext i32 %4 to i64, !dbg !167
  %6 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15rotate_in_blockiE4ring to ptr), i64 0, i64 %5, !dbg !167
  store i32 %3, ptr %6, align 4, !dbg !168, !tbaa !21
  call void @llvm.nvvm.barrier0(), !dbg !169
  %7 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #7, !dbg !170
  %8 = add i32 %7, 1, !dbg !171
  %9 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #7, !dbg !172
  %10 = urem i32 %8, %9, !dbg !173
  %11 = zext i32 %10 to i64, !dbg !174
  %12 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15rotate_in_blockiE4ring to ptr), i64 0, i64 %11, !dbg !174
  %13 = load i32, ptr %12, align 4, !dbg !174, !tbaa !21
  ret i32 %13, !dbg !175
}

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef i32 @_Z9factoriali(i32 noundef %0) #4 !dbg !176 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4, !tbaa !21
  %3 = load i32, ptr %2, align 4, !dbg !177, !tbaa !21
  %4 = icmp sle i32 %3, 1, !dbg !178
  br i1 %4, label %5, label %6, !dbg !177

5:                                                ; preds = %1
  br label %12, !dbg !177

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !179, !tbaa !21
  %8 = load i32, ptr %2, align 4, !dbg !180, !tbaa !21
  %9 = sub nsw i32 %8, 1, !dbg !181
  %10 = call noundef i32 @_Z9factoriali(i32 noundef %9) #7, !dbg !182
  %11 = mul nsw i32 %7, %10, !dbg !183
  br label %12, !dbg !177

12:                                               ; preds = %6, %5
  %13 = phi i32 [ 1, %5 ], [ %11, %6 ], !dbg !177
  ret i32 %13, !dbg !184
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_ZN2ns5mixedIiEEv6ParamsPT_(ptr noundef byval(%struct.Params) align 8 %0, ptr noundef %1) #0 comdat !dbg !185 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %1, ptr %3, align 8, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %4) #6, !dbg !186
  %5 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #7, !dbg !187
  %6 = getelementptr inbounds %struct.Params, ptr %0, i32 0, i32 0, !dbg !188
  %7 = load i32, ptr %6, align 8, !dbg !188, !tbaa !189
  %8 = mul nsw i32 %5, %7, !dbg !192
  %9 = call noundef i32 @_Z15rotate_in_blocki(i32 noundef %8) #7, !dbg !193
  store i32 %9, ptr %4, align 4, !dbg !194, !tbaa !21
  %10 = load i32, ptr %4, align 4, !dbg !195, !tbaa !21
  %11 = getelementptr inbounds %struct.Params, ptr %0, i32 0, i32 1, !dbg !196
  %12 = load double, ptr %11, align 8, !dbg !196, !tbaa !197
  %13 = fptosi double %12 to i32, !dbg !198
  %14 = add nsw i32 %10, %13, !dbg !199
  %15 = getelementptr inbounds %struct.Params, ptr %0, i32 0, i32 2, !dbg !200
  %16 = load i8, ptr %15, align 8, !dbg !200, !tbaa !201
  %17 = sext i8 %16 to i32, !dbg !202
  %18 = add nsw i32 %14, %17, !dbg !203
  %19 = load i32, ptr addrspacecast (ptr addrspace(1) @device_bias to ptr), align 4, !dbg !204, !tbaa !21
  %20 = add nsw i32 %18, %19, !dbg !205
  %21 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #7, !dbg !206
  %22 = urem i32 %21, 4, !dbg !207
  %23 = zext i32 %22 to i64, !dbg !208
  %24 = getelementptr inbounds [4 x i32], ptr addrspacecast (ptr addrspace(4) @constant_table to ptr), i64 0, i64 %23, !dbg !208
  %25 = load i32, ptr %24, align 4, !dbg !208, !tbaa !21
  %26 = add nsw i32 %20, %25, !dbg !209
  %27 = call noundef i32 @_Z9factoriali(i32 noundef 4) #7, !dbg !210
  %28 = add nsw i32 %26, %27, !dbg !211
  %29 = load ptr, ptr %3, align 8, !dbg !212, !tbaa !17
  %30 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #7, !dbg !213
  %31 = zext i32 %30 to i64, !dbg !212
  %32 = getelementptr inbounds i32, ptr %29, i64 %31, !dbg !212
  store i32 %28, ptr %32, align 4, !dbg !214, !tbaa !21
  call void @llvm.lifetime.end.p0(i64 4, ptr %4) #6, !dbg !215
  ret void, !dbg !215
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #5

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "kernels.cu", directory: ".")
!8 = !{ptr @add2d, !"kernel", i32 1}
!9 = !{ptr @block_sum, !"kernel", i32 1}
!10 = !{ptr @block_sum, !"maxntidx", i32 256}
!11 = !{ptr @dynamic_views, !"kernel", i32 1}
!12 = !{ptr @_ZN2ns5mixedIiEEv6ParamsPT_, !"kernel", i32 1}
!13 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!14 = distinct !DISubprogram(name: "add2d", scope: !7, file: !7, line: 15, type: !15, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!15 = !DISubroutineType(types: !16)
!16 = !{}
!17 = !{!18, !18, i64 0}
!18 = !{!"any pointer", !19, i64 0}
!19 = !{!"omnipotent char", !20, i64 0}
!20 = !{!"Simple C++ TBAA"}
!21 = !{!22, !22, i64 0}
!22 = !{!"int", !19, i64 0}
!23 = !DILocation(line: 16, column: 3, scope: !14)
!24 = !DILocation(line: 16, column: 11, scope: !14)
!25 = !DILocation(line: 16, column: 24, scope: !14)
!26 = !DILocation(line: 16, column: 22, scope: !14)
!27 = !DILocation(line: 16, column: 37, scope: !14)
!28 = !DILocation(line: 16, column: 35, scope: !14)
!29 = !DILocation(line: 16, column: 7, scope: !14)
!30 = !DILocation(line: 17, column: 3, scope: !14)
!31 = !DILocation(line: 17, column: 11, scope: !14)
!32 = !DILocation(line: 17, column: 24, scope: !14)
!33 = !DILocation(line: 17, column: 22, scope: !14)
!34 = !DILocation(line: 17, column: 37, scope: !14)
!35 = !DILocation(line: 17, column: 35, scope: !14)
!36 = !DILocation(line: 17, column: 7, scope: !14)
!37 = !DILocation(line: 18, column: 7, scope: !14)
!38 = !DILocation(line: 18, column: 11, scope: !14)
!39 = !DILocation(line: 18, column: 9, scope: !14)
!40 = !DILocation(line: 18, column: 17, scope: !14)
!41 = !DILocation(line: 18, column: 20, scope: !14)
!42 = !DILocation(line: 18, column: 24, scope: !14)
!43 = !DILocation(line: 18, column: 22, scope: !14)
!44 = !DILocation(line: 18, column: 51, scope: !14)
!45 = !DILocation(line: 18, column: 53, scope: !14)
!46 = !DILocation(line: 18, column: 57, scope: !14)
!47 = !DILocation(line: 18, column: 55, scope: !14)
!48 = !DILocation(line: 18, column: 65, scope: !14)
!49 = !DILocation(line: 18, column: 63, scope: !14)
!50 = !{!51, !51, i64 0}
!51 = !{!"float", !19, i64 0}
!52 = !DILocation(line: 18, column: 70, scope: !14)
!53 = !DILocation(line: 18, column: 72, scope: !14)
!54 = !DILocation(line: 18, column: 76, scope: !14)
!55 = !DILocation(line: 18, column: 74, scope: !14)
!56 = !DILocation(line: 18, column: 84, scope: !14)
!57 = !DILocation(line: 18, column: 82, scope: !14)
!58 = !DILocation(line: 18, column: 68, scope: !14)
!59 = !DILocation(line: 18, column: 32, scope: !14)
!60 = !DILocation(line: 18, column: 34, scope: !14)
!61 = !DILocation(line: 18, column: 38, scope: !14)
!62 = !DILocation(line: 18, column: 36, scope: !14)
!63 = !DILocation(line: 18, column: 46, scope: !14)
!64 = !DILocation(line: 18, column: 44, scope: !14)
!65 = !DILocation(line: 18, column: 49, scope: !14)
!66 = !DILocation(line: 19, column: 1, scope: !14)
!67 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !68, file: !68, line: 66, type: !15, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!68 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_builtin_vars.h", directory: ".")
!69 = !DILocation(line: 66, column: 3, scope: !67)
!70 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !68, file: !68, line: 79, type: !15, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!71 = !DILocation(line: 79, column: 3, scope: !70)
!72 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !68, file: !68, line: 53, type: !15, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!73 = !DILocation(line: 53, column: 3, scope: !72)
!74 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !68, file: !68, line: 67, type: !15, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!75 = !DILocation(line: 67, column: 3, scope: !74)
!76 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !68, file: !68, line: 80, type: !15, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!77 = !DILocation(line: 80, column: 3, scope: !76)
!78 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !68, file: !68, line: 54, type: !15, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!79 = !DILocation(line: 54, column: 3, scope: !78)
!80 = distinct !DISubprogram(name: "block_sum", scope: !7, file: !7, line: 22, type: !15, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!81 = !DILocation(line: 24, column: 3, scope: !80)
!82 = !DILocation(line: 24, column: 16, scope: !80)
!83 = !DILocation(line: 24, column: 12, scope: !80)
!84 = !DILocation(line: 25, column: 16, scope: !80)
!85 = !DILocation(line: 25, column: 19, scope: !80)
!86 = !DILocation(line: 25, column: 32, scope: !80)
!87 = !DILocation(line: 25, column: 30, scope: !80)
!88 = !DILocation(line: 25, column: 45, scope: !80)
!89 = !DILocation(line: 25, column: 43, scope: !80)
!90 = !DILocation(line: 25, column: 11, scope: !80)
!91 = !DILocation(line: 25, column: 3, scope: !80)
!92 = !DILocation(line: 25, column: 14, scope: !80)
!93 = !DILocation(line: 26, column: 3, scope: !80)
!94 = !DILocation(line: 27, column: 8, scope: !80)
!95 = !DILocation(line: 27, column: 26, scope: !80)
!96 = !DILocation(line: 27, column: 37, scope: !80)
!97 = !DILocation(line: 27, column: 17, scope: !80)
!98 = !DILocation(line: 27, column: 42, scope: !80)
!99 = !DILocation(line: 27, column: 49, scope: !80)
!100 = !DILocation(line: 27, column: 3, scope: !80)
!101 = !DILocation(line: 28, column: 9, scope: !80)
!102 = !DILocation(line: 28, column: 13, scope: !80)
!103 = !DILocation(line: 28, column: 11, scope: !80)
!104 = !DILocation(line: 28, column: 43, scope: !80)
!105 = !DILocation(line: 28, column: 47, scope: !80)
!106 = !DILocation(line: 28, column: 45, scope: !80)
!107 = !DILocation(line: 28, column: 35, scope: !80)
!108 = !DILocation(line: 28, column: 29, scope: !80)
!109 = !DILocation(line: 28, column: 21, scope: !80)
!110 = !DILocation(line: 28, column: 32, scope: !80)
!111 = !DILocation(line: 29, column: 5, scope: !80)
!112 = !DILocation(line: 30, column: 3, scope: !80)
!113 = !DILocation(line: 27, column: 61, scope: !80)
!114 = distinct !{!114, !100, !112, !115}
!115 = !{!"llvm.loop.mustprogress"}
!116 = !DILocation(line: 31, column: 7, scope: !80)
!117 = !DILocation(line: 31, column: 9, scope: !80)
!118 = !DILocation(line: 31, column: 33, scope: !80)
!119 = !DILocation(line: 31, column: 15, scope: !80)
!120 = !DILocation(line: 31, column: 19, scope: !80)
!121 = !DILocation(line: 31, column: 31, scope: !80)
!122 = !DILocation(line: 32, column: 1, scope: !80)
!123 = distinct !DISubprogram(name: "dynamic_views", scope: !7, file: !7, line: 35, type: !15, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!124 = !DILocation(line: 38, column: 3, scope: !123)
!125 = !DILocation(line: 38, column: 16, scope: !123)
!126 = !DILocation(line: 38, column: 12, scope: !123)
!127 = !DILocation(line: 39, column: 24, scope: !123)
!128 = !DILocation(line: 39, column: 12, scope: !123)
!129 = !DILocation(line: 39, column: 3, scope: !123)
!130 = !DILocation(line: 39, column: 15, scope: !123)
!131 = !DILocation(line: 40, column: 3, scope: !123)
!132 = !DILocation(line: 40, column: 30, scope: !123)
!133 = !DILocation(line: 40, column: 32, scope: !123)
!134 = !DILocation(line: 40, column: 36, scope: !123)
!135 = !DILocation(line: 40, column: 13, scope: !123)
!136 = !DILocation(line: 40, column: 7, scope: !123)
!137 = !DILocation(line: 41, column: 52, scope: !123)
!138 = !DILocation(line: 41, column: 63, scope: !123)
!139 = !DILocation(line: 41, column: 69, scope: !123)
!140 = !DILocation(line: 41, column: 67, scope: !123)
!141 = !DILocation(line: 41, column: 43, scope: !123)
!142 = !DILocation(line: 41, column: 3, scope: !123)
!143 = !DILocation(line: 41, column: 12, scope: !123)
!144 = !DILocation(line: 41, column: 25, scope: !123)
!145 = !DILocation(line: 41, column: 23, scope: !123)
!146 = !DILocation(line: 41, column: 38, scope: !123)
!147 = !DILocation(line: 41, column: 36, scope: !123)
!148 = !DILocation(line: 41, column: 41, scope: !123)
!149 = !DILocation(line: 42, column: 3, scope: !123)
!150 = !DILocation(line: 43, column: 15, scope: !123)
!151 = !DILocation(line: 43, column: 10, scope: !123)
!152 = !DILocation(line: 43, column: 3, scope: !123)
!153 = !DILocation(line: 43, column: 13, scope: !123)
!154 = !DILocation(line: 44, column: 3, scope: !123)
!155 = !DILocation(line: 45, column: 7, scope: !123)
!156 = !DILocation(line: 45, column: 9, scope: !123)
!157 = !DILocation(line: 45, column: 43, scope: !123)
!158 = !DILocation(line: 45, column: 54, scope: !123)
!159 = !DILocation(line: 45, column: 36, scope: !123)
!160 = !DILocation(line: 45, column: 15, scope: !123)
!161 = !DILocation(line: 45, column: 22, scope: !123)
!162 = !DILocation(line: 45, column: 34, scope: !123)
!163 = !DILocation(line: 46, column: 1, scope: !123)
!164 = distinct !DISubprogram(name: "rotate_in_block", scope: !7, file: !7, line: 55, type: !15, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!165 = !DILocation(line: 57, column: 23, scope: !164)
!166 = !DILocation(line: 57, column: 8, scope: !164)
!167 = !DILocation(line: 57, column: 3, scope: !164)
!168 = !DILocation(line: 57, column: 21, scope: !164)
!169 = !DILocation(line: 58, column: 3, scope: !164)
!170 = !DILocation(line: 59, column: 16, scope: !164)
!171 = !DILocation(line: 59, column: 28, scope: !164)
!172 = !DILocation(line: 59, column: 35, scope: !164)
!173 = !DILocation(line: 59, column: 33, scope: !164)
!174 = !DILocation(line: 59, column: 10, scope: !164)
!175 = !DILocation(line: 59, column: 3, scope: !164)
!176 = distinct !DISubprogram(name: "factorial", scope: !7, file: !7, line: 62, type: !15, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!177 = !DILocation(line: 62, column: 42, scope: !176)
!178 = !DILocation(line: 62, column: 44, scope: !176)
!179 = !DILocation(line: 62, column: 55, scope: !176)
!180 = !DILocation(line: 62, column: 69, scope: !176)
!181 = !DILocation(line: 62, column: 71, scope: !176)
!182 = !DILocation(line: 62, column: 59, scope: !176)
!183 = !DILocation(line: 62, column: 57, scope: !176)
!184 = !DILocation(line: 62, column: 35, scope: !176)
!185 = distinct !DISubprogram(name: "mixed<int>", scope: !7, file: !7, line: 66, type: !15, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!186 = !DILocation(line: 67, column: 3, scope: !185)
!187 = !DILocation(line: 67, column: 32, scope: !185)
!188 = !DILocation(line: 67, column: 48, scope: !185)
!189 = !{!190, !22, i64 0}
!190 = !{!"_ZTS6Params", !22, i64 0, !191, i64 8, !19, i64 16}
!191 = !{!"double", !19, i64 0}
!192 = !DILocation(line: 67, column: 44, scope: !185)
!193 = !DILocation(line: 67, column: 11, scope: !185)
!194 = !DILocation(line: 67, column: 7, scope: !185)
!195 = !DILocation(line: 68, column: 22, scope: !185)
!196 = !DILocation(line: 68, column: 31, scope: !185)
!197 = !{!190, !191, i64 8}
!198 = !DILocation(line: 68, column: 29, scope: !185)
!199 = !DILocation(line: 68, column: 24, scope: !185)
!200 = !DILocation(line: 68, column: 42, scope: !185)
!201 = !{!190, !19, i64 16}
!202 = !DILocation(line: 68, column: 40, scope: !185)
!203 = !DILocation(line: 68, column: 38, scope: !185)
!204 = !DILocation(line: 68, column: 48, scope: !185)
!205 = !DILocation(line: 68, column: 46, scope: !185)
!206 = !DILocation(line: 68, column: 77, scope: !185)
!207 = !DILocation(line: 68, column: 89, scope: !185)
!208 = !DILocation(line: 68, column: 62, scope: !185)
!209 = !DILocation(line: 68, column: 60, scope: !185)
!210 = !DILocation(line: 68, column: 96, scope: !185)
!211 = !DILocation(line: 68, column: 94, scope: !185)
!212 = !DILocation(line: 68, column: 3, scope: !185)
!213 = !DILocation(line: 68, column: 7, scope: !185)
!214 = !DILocation(line: 68, column: 20, scope: !185)
!215 = !DILocation(line: 69, column: 1, scope: !185)
