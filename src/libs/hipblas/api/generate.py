#!/usr/bin/env python3
"""Generates hipBLAS's level-1/2/3 declarations and entry points from one table.

Every BLAS routine of hipBLAS exists in up to six forms: plain, Batched (arrays of
pointers), StridedBatched (a base pointer and a stride per operand), and the `_64`
variants of the three (64-bit sizes). Writing ~1500 declarations by hand invites
mismatches, so each family is written once below as its plain prototype with markers:

  {P} type prefix (S, D, C, Z, ...)   {T} data type   {R} real type   {I} int / int64_t result
  x@stridex   a batched operand: `T* const x[]` in Batched form; in StridedBatched form the
              stride parameter `stridex` follows the operand's next int (inc/ld) parameter,
              or the operand itself when no int follows
  r!          a result with one element per batch entry (contiguous in both batched forms)
  int         becomes int64_t in the `_64` forms

Each entry point forwards to a template in src/libs/hipblas/*_impl.h with the operands in
prototype order, batched operands wrapped as `Batch<T>` (strides folded in), ints widened
to int64_t and the batch count appended (1 for the plain form).

Run from the repository root: python3 src/libs/hipblas/api/generate.py
"""
import os
import re
import sys

REAL = [('S', 'float', 'float'), ('D', 'double', 'double')]
CPLX = [('C', 'hipComplex', 'float'), ('Z', 'hipDoubleComplex', 'double')]
ALL = REAL + CPLX

# (impl function, prototype, variants, flags). flags: 'result' puts batchCount before the
# last parameter (BLAS functions that return a value per batch entry), 'no64' skips `_64`.
LEVEL1 = [
    ('iamax', 'hipblasI{P}amax(hipblasHandle_t handle, int n, const {T}* x@stridex, int incx, {I}* result!)',
     [('s', 'float', 'float'), ('d', 'double', 'double'), ('c', 'hipComplex', 'float'), ('z', 'hipDoubleComplex', 'double')], 'result'),
    ('iamin', 'hipblasI{P}amin(hipblasHandle_t handle, int n, const {T}* x@stridex, int incx, {I}* result!)',
     [('s', 'float', 'float'), ('d', 'double', 'double'), ('c', 'hipComplex', 'float'), ('z', 'hipDoubleComplex', 'double')], 'result'),
    ('asum', 'hipblas{P}asum(hipblasHandle_t handle, int n, const {T}* x@stridex, int incx, {R}* result!)',
     REAL + [('Sc', 'hipComplex', 'float'), ('Dz', 'hipDoubleComplex', 'double')], 'result'),
    ('nrm2', 'hipblas{P}nrm2(hipblasHandle_t handle, int n, const {T}* x@stridex, int incx, {R}* result!)',
     REAL + [('Sc', 'hipComplex', 'float'), ('Dz', 'hipDoubleComplex', 'double')], 'result'),
    ('axpy', 'hipblas{P}axpy(hipblasHandle_t handle, int n, const {T}* alpha, const {T}* x@stridex, int incx, {T}* y@stridey, int incy)',
     [('H', 'hipblasHalf', 'hipblasHalf')] + ALL, ''),
    ('copy', 'hipblas{P}copy(hipblasHandle_t handle, int n, const {T}* x@stridex, int incx, {T}* y@stridey, int incy)', ALL, ''),
    ('dot', 'hipblas{P}dot(hipblasHandle_t handle, int n, const {T}* x@stridex, int incx, const {T}* y@stridey, int incy, {T}* result!)',
     [('H', 'hipblasHalf', 'hipblasHalf'), ('Bf', 'hipblasBfloat16', 'hipblasBfloat16')] + REAL, 'result'),
    ('dotu', 'hipblas{P}dotu(hipblasHandle_t handle, int n, const {T}* x@stridex, int incx, const {T}* y@stridey, int incy, {T}* result!)', CPLX, 'result'),
    ('dotc', 'hipblas{P}dotc(hipblasHandle_t handle, int n, const {T}* x@stridex, int incx, const {T}* y@stridey, int incy, {T}* result!)', CPLX, 'result'),
    ('rot', 'hipblas{P}rot(hipblasHandle_t handle, int n, {T}* x@stridex, int incx, {T}* y@stridey, int incy, const {R}* c, const {T}* s)',
     REAL + CPLX, ''),
    ('rot', 'hipblas{P}rot(hipblasHandle_t handle, int n, {T}* x@stridex, int incx, {T}* y@stridey, int incy, const {R}* c, const {R}* s)',
     [('Cs', 'hipComplex', 'float'), ('Zd', 'hipDoubleComplex', 'double')], ''),
    ('rotg', 'hipblas{P}rotg(hipblasHandle_t handle, {T}* a@stridea, {T}* b@strideb, {R}* c@stridec, {T}* s@strides)', ALL, ''),
    ('rotm', 'hipblas{P}rotm(hipblasHandle_t handle, int n, {T}* x@stridex, int incx, {T}* y@stridey, int incy, const {T}* param@strideParam)', REAL, ''),
    ('rotmg', 'hipblas{P}rotmg(hipblasHandle_t handle, {T}* d1@strided1, {T}* d2@strided2, {T}* x1@stridex1, const {T}* y1@stridey1, {T}* param@strideParam)', REAL, ''),
    ('scal', 'hipblas{P}scal(hipblasHandle_t handle, int n, const {T}* alpha, {T}* x@stridex, int incx)', ALL, ''),
    ('scal', 'hipblas{P}scal(hipblasHandle_t handle, int n, const {R}* alpha, {T}* x@stridex, int incx)',
     [('Cs', 'hipComplex', 'float'), ('Zd', 'hipDoubleComplex', 'double')], ''),
    ('swap', 'hipblas{P}swap(hipblasHandle_t handle, int n, {T}* x@stridex, int incx, {T}* y@stridey, int incy)', ALL, ''),
]

LEVEL2 = [
    ('gbmv', 'hipblas{P}gbmv(hipblasHandle_t handle, hipblasOperation_t trans, int m, int n, int kl, int ku, const {T}* alpha, const {T}* AP@strideA, int lda, const {T}* x@stridex, int incx, const {T}* beta, {T}* y@stridey, int incy)', ALL, ''),
    ('gemv', 'hipblas{P}gemv(hipblasHandle_t handle, hipblasOperation_t trans, int m, int n, const {T}* alpha, const {T}* AP@strideA, int lda, const {T}* x@stridex, int incx, const {T}* beta, {T}* y@stridey, int incy)', ALL, ''),
    ('ger', 'hipblas{P}ger(hipblasHandle_t handle, int m, int n, const {T}* alpha, const {T}* x@stridex, int incx, const {T}* y@stridey, int incy, {T}* AP@strideA, int lda)', REAL, ''),
    ('geru', 'hipblas{P}geru(hipblasHandle_t handle, int m, int n, const {T}* alpha, const {T}* x@stridex, int incx, const {T}* y@stridey, int incy, {T}* AP@strideA, int lda)', CPLX, ''),
    ('gerc', 'hipblas{P}gerc(hipblasHandle_t handle, int m, int n, const {T}* alpha, const {T}* x@stridex, int incx, const {T}* y@stridey, int incy, {T}* AP@strideA, int lda)', CPLX, ''),
    ('hbmv', 'hipblas{P}hbmv(hipblasHandle_t handle, hipblasFillMode_t uplo, int n, int k, const {T}* alpha, const {T}* AP@strideA, int lda, const {T}* x@stridex, int incx, const {T}* beta, {T}* y@stridey, int incy)', CPLX, ''),
    ('hemv', 'hipblas{P}hemv(hipblasHandle_t handle, hipblasFillMode_t uplo, int n, const {T}* alpha, const {T}* AP@strideA, int lda, const {T}* x@stridex, int incx, const {T}* beta, {T}* y@stridey, int incy)', CPLX, ''),
    ('her', 'hipblas{P}her(hipblasHandle_t handle, hipblasFillMode_t uplo, int n, const {R}* alpha, const {T}* x@stridex, int incx, {T}* AP@strideA, int lda)', CPLX, ''),
    ('her2', 'hipblas{P}her2(hipblasHandle_t handle, hipblasFillMode_t uplo, int n, const {T}* alpha, const {T}* x@stridex, int incx, const {T}* y@stridey, int incy, {T}* AP@strideA, int lda)', CPLX, ''),
    ('hpmv', 'hipblas{P}hpmv(hipblasHandle_t handle, hipblasFillMode_t uplo, int n, const {T}* alpha, const {T}* AP@strideA, const {T}* x@stridex, int incx, const {T}* beta, {T}* y@stridey, int incy)', CPLX, ''),
    ('hpr', 'hipblas{P}hpr(hipblasHandle_t handle, hipblasFillMode_t uplo, int n, const {R}* alpha, const {T}* x@stridex, int incx, {T}* AP@strideA)', CPLX, ''),
    ('hpr2', 'hipblas{P}hpr2(hipblasHandle_t handle, hipblasFillMode_t uplo, int n, const {T}* alpha, const {T}* x@stridex, int incx, const {T}* y@stridey, int incy, {T}* AP@strideA)', CPLX, ''),
    ('sbmv', 'hipblas{P}sbmv(hipblasHandle_t handle, hipblasFillMode_t uplo, int n, int k, const {T}* alpha, const {T}* AP@strideA, int lda, const {T}* x@stridex, int incx, const {T}* beta, {T}* y@stridey, int incy)', REAL, ''),
    ('spmv', 'hipblas{P}spmv(hipblasHandle_t handle, hipblasFillMode_t uplo, int n, const {T}* alpha, const {T}* AP@strideA, const {T}* x@stridex, int incx, const {T}* beta, {T}* y@stridey, int incy)', REAL, ''),
    ('spr', 'hipblas{P}spr(hipblasHandle_t handle, hipblasFillMode_t uplo, int n, const {T}* alpha, const {T}* x@stridex, int incx, {T}* AP@strideA)', ALL, ''),
    ('spr2', 'hipblas{P}spr2(hipblasHandle_t handle, hipblasFillMode_t uplo, int n, const {T}* alpha, const {T}* x@stridex, int incx, const {T}* y@stridey, int incy, {T}* AP@strideA)', REAL, ''),
    ('symv', 'hipblas{P}symv(hipblasHandle_t handle, hipblasFillMode_t uplo, int n, const {T}* alpha, const {T}* AP@strideA, int lda, const {T}* x@stridex, int incx, const {T}* beta, {T}* y@stridey, int incy)', ALL, ''),
    ('syr', 'hipblas{P}syr(hipblasHandle_t handle, hipblasFillMode_t uplo, int n, const {T}* alpha, const {T}* x@stridex, int incx, {T}* AP@strideA, int lda)', ALL, ''),
    ('syr2', 'hipblas{P}syr2(hipblasHandle_t handle, hipblasFillMode_t uplo, int n, const {T}* alpha, const {T}* x@stridex, int incx, const {T}* y@stridey, int incy, {T}* AP@strideA, int lda)', ALL, ''),
    ('tbmv', 'hipblas{P}tbmv(hipblasHandle_t handle, hipblasFillMode_t uplo, hipblasOperation_t transA, hipblasDiagType_t diag, int n, int k, const {T}* AP@strideA, int lda, {T}* x@stridex, int incx)', ALL, ''),
    ('tbsv', 'hipblas{P}tbsv(hipblasHandle_t handle, hipblasFillMode_t uplo, hipblasOperation_t transA, hipblasDiagType_t diag, int n, int k, const {T}* AP@strideA, int lda, {T}* x@stridex, int incx)', ALL, ''),
    ('tpmv', 'hipblas{P}tpmv(hipblasHandle_t handle, hipblasFillMode_t uplo, hipblasOperation_t transA, hipblasDiagType_t diag, int n, const {T}* AP@strideA, {T}* x@stridex, int incx)', ALL, ''),
    ('tpsv', 'hipblas{P}tpsv(hipblasHandle_t handle, hipblasFillMode_t uplo, hipblasOperation_t transA, hipblasDiagType_t diag, int n, const {T}* AP@strideA, {T}* x@stridex, int incx)', ALL, ''),
    ('trmv', 'hipblas{P}trmv(hipblasHandle_t handle, hipblasFillMode_t uplo, hipblasOperation_t transA, hipblasDiagType_t diag, int n, const {T}* AP@strideA, int lda, {T}* x@stridex, int incx)', ALL, ''),
    ('trsv', 'hipblas{P}trsv(hipblasHandle_t handle, hipblasFillMode_t uplo, hipblasOperation_t transA, hipblasDiagType_t diag, int n, const {T}* AP@strideA, int lda, {T}* x@stridex, int incx)', ALL, ''),
]

LEVEL3 = [
    ('gemm', 'hipblas{P}gemm(hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, int m, int n, int k, const {T}* alpha, const {T}* AP@strideA, int lda, const {T}* BP@strideB, int ldb, const {T}* beta, {T}* CP@strideC, int ldc)',
     [('H', 'hipblasHalf', 'hipblasHalf')] + ALL, ''),
    ('herk', 'hipblas{P}herk(hipblasHandle_t handle, hipblasFillMode_t uplo, hipblasOperation_t transA, int n, int k, const {R}* alpha, const {T}* AP@strideA, int lda, const {R}* beta, {T}* CP@strideC, int ldc)', CPLX, ''),
    ('herkx', 'hipblas{P}herkx(hipblasHandle_t handle, hipblasFillMode_t uplo, hipblasOperation_t transA, int n, int k, const {T}* alpha, const {T}* AP@strideA, int lda, const {T}* BP@strideB, int ldb, const {R}* beta, {T}* CP@strideC, int ldc)', CPLX, ''),
    ('her2k', 'hipblas{P}her2k(hipblasHandle_t handle, hipblasFillMode_t uplo, hipblasOperation_t transA, int n, int k, const {T}* alpha, const {T}* AP@strideA, int lda, const {T}* BP@strideB, int ldb, const {R}* beta, {T}* CP@strideC, int ldc)', CPLX, ''),
    ('symm', 'hipblas{P}symm(hipblasHandle_t handle, hipblasSideMode_t side, hipblasFillMode_t uplo, int m, int n, const {T}* alpha, const {T}* AP@strideA, int lda, const {T}* BP@strideB, int ldb, const {T}* beta, {T}* CP@strideC, int ldc)', ALL, ''),
    ('hemm', 'hipblas{P}hemm(hipblasHandle_t handle, hipblasSideMode_t side, hipblasFillMode_t uplo, int n, int k, const {T}* alpha, const {T}* AP@strideA, int lda, const {T}* BP@strideB, int ldb, const {T}* beta, {T}* CP@strideC, int ldc)', CPLX, ''),
    ('syrk', 'hipblas{P}syrk(hipblasHandle_t handle, hipblasFillMode_t uplo, hipblasOperation_t transA, int n, int k, const {T}* alpha, const {T}* AP@strideA, int lda, const {T}* beta, {T}* CP@strideC, int ldc)', ALL, ''),
    ('syr2k', 'hipblas{P}syr2k(hipblasHandle_t handle, hipblasFillMode_t uplo, hipblasOperation_t transA, int n, int k, const {T}* alpha, const {T}* AP@strideA, int lda, const {T}* BP@strideB, int ldb, const {T}* beta, {T}* CP@strideC, int ldc)', ALL, ''),
    ('syrkx', 'hipblas{P}syrkx(hipblasHandle_t handle, hipblasFillMode_t uplo, hipblasOperation_t transA, int n, int k, const {T}* alpha, const {T}* AP@strideA, int lda, const {T}* BP@strideB, int ldb, const {T}* beta, {T}* CP@strideC, int ldc)', ALL, ''),
    ('geam', 'hipblas{P}geam(hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, int m, int n, const {T}* alpha, const {T}* AP@strideA, int lda, const {T}* beta, const {T}* BP@strideB, int ldb, {T}* CP@strideC, int ldc)', ALL, ''),
    ('trmm', 'hipblas{P}trmm(hipblasHandle_t handle, hipblasSideMode_t side, hipblasFillMode_t uplo, hipblasOperation_t transA, hipblasDiagType_t diag, int m, int n, const {T}* alpha, const {T}* AP@strideA, int lda, const {T}* BP@strideB, int ldb, {T}* CP@strideC, int ldc)', ALL, ''),
    ('trsm', 'hipblas{P}trsm(hipblasHandle_t handle, hipblasSideMode_t side, hipblasFillMode_t uplo, hipblasOperation_t transA, hipblasDiagType_t diag, int m, int n, const {T}* alpha, const {T}* AP@strideA, int lda, {T}* BP@strideB, int ldb)', ALL, ''),
    ('trtri', 'hipblas{P}trtri(hipblasHandle_t handle, hipblasFillMode_t uplo, hipblasDiagType_t diag, int n, const {T}* AP@strideA, int lda, {T}* invA@stride_invA, int ldinvA)', ALL, ''),
    ('dgmm', 'hipblas{P}dgmm(hipblasHandle_t handle, hipblasSideMode_t side, int m, int n, const {T}* AP@strideA, int lda, const {T}* x@stridex, int incx, {T}* CP@strideC, int ldc)', ALL, ''),
]

PARAM = re.compile(r'^(?P<type>.*?)(?P<name>\w+)(?P<mark>@\w+|!)?$')


def parse(proto):
    name, params = re.match(r'^(\w+)\((.*)\)$', proto).groups()
    out = []
    for p in [p.strip() for p in params.split(',')]:
        m = PARAM.match(p)
        out.append({'type': m.group('type').strip(), 'name': m.group('name'), 'mark': m.group('mark') or ''})
    return name, out


def is_int(param):
    return param['type'] in ('int', 'const int')


def form(family, proto, variant, kind, wide, flags):
    """Returns (declaration, call) of one form: kind in '', 'Batched', 'StridedBatched'."""
    prefix, T, R = variant
    I = 'int64_t' if wide else 'int'
    text = proto.replace('{P}', prefix).replace('{T}', T).replace('{R}', R).replace('{I}', I)
    name, params = parse(text)
    name += kind + ('_64' if wide else '')
    decl, call = ['hipblasHandle_t handle'], ['handle']
    int_type = 'int64_t' if wide else 'int'
    pending_stride = None
    for p in params[1:]:
        t, n, mark = p['type'], p['name'], p['mark']
        if is_int(p):
            decl.append(f'{int_type} {n}')
            call.append(f'int64_t({n})')
            if pending_stride:
                decl.append(f'hipblasStride {pending_stride}')
                call[pending_index] = call[pending_index].replace('@STRIDE', pending_stride)
                pending_stride = None
            continue
        if pending_stride:  # a batched operand without an int after it
            decl.insert(len(decl), f'hipblasStride {pending_stride}')
            call[pending_index] = call[pending_index].replace('@STRIDE', pending_stride)
            pending_stride = None
        if mark.startswith('@'):
            if kind == '':
                decl.append(f'{t} {n}')
                call.append(f'single({n})')
            elif kind == 'Batched':
                decl.append(f'{t} const {n}[]')
                call.append(f'array({n})')
            else:
                decl.append(f'{t} {n}')
                call.append(f'strided({n}, @STRIDE)')
                pending_stride, pending_index = mark[1:], len(call) - 1
        elif mark == '!':
            decl.append(f'{t} {n}')
            call.append(f'strided({n}, 1)')
        else:
            decl.append(f'{t} {n}')
            call.append(n)
    if pending_stride:
        decl.append(f'hipblasStride {pending_stride}')
        call[pending_index] = call[pending_index].replace('@STRIDE', pending_stride)
    if kind:
        batch = f'{int_type} batchCount'
        if 'result' in flags:
            decl.insert(len(decl) - 1, batch)
        else:
            decl.append(batch)
        call.append('int64_t(batchCount)')
    else:
        call.append('int64_t(1)')
    declaration = f'HIPBLAS_EXPORT hipblasStatus_t {name}({", ".join(decl)})'
    body = f'hipblasStatus_t {name}({", ".join(decl)}) {{\n  return {family}({", ".join(call)});\n}}'
    return declaration, body


def generate(table, title):
    decls, bodies = [], []
    for family, proto, variants, flags in table:
        for wide in (False, True):
            if wide and 'no64' in flags:
                continue
            for kind in ('', 'Batched', 'StridedBatched'):
                for variant in variants:
                    d, b = form(family, proto, variant, kind, wide, flags)
                    decls.append(d + ';')
                    bodies.append(b)
    return decls, bodies


HEADER = '''// Generated by src/libs/hipblas/api/generate.py: hipBLAS {title} (plain, Batched and
// StridedBatched forms, each also with 64-bit sizes as `_64`). Do not edit.
#ifndef HIPBLAS_{guard}_H
#define HIPBLAS_{guard}_H
#ifdef __cplusplus
extern "C" {{
#endif

{decls}

#ifdef __cplusplus
}}
#endif
#endif
'''

SOURCE = '''// Generated by src/libs/hipblas/api/generate.py: the {title} entry points of hipBLAS.
// Each forwards to its template in {impl}. Do not edit.
#include "{impl}"

using namespace openhip_blas;

extern "C" {{
{bodies}
}}
'''


# ---- cuBLAS names (libcublas, include/cublas_api.h) ---------------------------------------
# cuBLAS has the plain form of most families (exported with a `_v2` suffix that cublas_v2.h
# maps the plain names to), and batched forms only for gemm, gemv and trsm.
CUBLAS_NO_V2 = {'herkx', 'syrkx', 'geam', 'dgmm'}
CUBLAS_BATCHED = {'gemm', 'gemv'}
CUBLAS_BATCHED_ONLY = {'trsm'}  # trsmBatched, no strided form
CUBLAS_SKIP = {('spr', 'C'), ('spr', 'Z'), ('trtri', '*'), ('axpy', 'H'), ('dot', 'H'), ('dot', 'Bf')}
CUBLAS_TYPES = [('hipblasHandle_t', 'cublasHandle_t'), ('hipblasOperation_t', 'cublasOperation_t'),
                ('hipblasFillMode_t', 'cublasFillMode_t'), ('hipblasDiagType_t', 'cublasDiagType_t'),
                ('hipblasSideMode_t', 'cublasSideMode_t'), ('hipDoubleComplex', 'cuDoubleComplex'),
                ('hipComplex', 'cuComplex'), ('hipblasHalf', '__half'), ('hipblasStride', 'long long int')]
CUBLAS_ENUMS = ('cublasOperation_t', 'cublasFillMode_t', 'cublasDiagType_t', 'cublasSideMode_t', 'cublasHandle_t')


def cublas_forms(table):
    decls, bodies, v2_names = [], [], []
    for family, proto, variants, flags in table:
        for variant in variants:
            if (family, variant[0]) in CUBLAS_SKIP or (family, '*') in CUBLAS_SKIP:
                continue
            kinds = ['']
            if family in CUBLAS_BATCHED:
                kinds = ['', 'Batched', 'StridedBatched']
            elif family in CUBLAS_BATCHED_ONLY:
                kinds = ['', 'Batched']
            for wide in (False, True):
                for kind in kinds:
                    hip_decl, _ = form(family, proto, variant, kind, wide, flags)
                    hip_name = re.search(r'hipblasStatus_t (\w+)\(', hip_decl).group(1)
                    params = hip_decl[hip_decl.index('(') + 1:-1]
                    base = hip_name.replace('hipblas', 'cublas', 1)
                    plain = base[:-3] if wide else base
                    v2 = kind == '' and family not in CUBLAS_NO_V2 and variant[0] != 'H'
                    cu_name = plain + ('_v2' if v2 else '') + ('_64' if wide else '')
                    if v2:
                        v2_names.append((plain + ('_64' if wide else ''), cu_name))
                    cu_params = params
                    for h, c in CUBLAS_TYPES:
                        cu_params = re.sub(r'\b' + h + r'\b', c, cu_params)
                    args = []
                    for p in cu_params.split(', '):
                        t, n = p.rsplit(' ', 1)
                        n = n.replace('[]', '')
                        if any(t.endswith(e) for e in CUBLAS_ENUMS):
                            args.append(f'toHip({n})')
                        elif t == 'long long int':
                            args.append(n)
                        else:
                            args.append(f'hipPointer({n})' if '*' in t or '[]' in p else n)
                    decls.append(f'CUBLASAPI cublasStatus_t {cu_name}({cu_params});')
                    bodies.append(f'cublasStatus_t {cu_name}({cu_params}) {{\n'
                                  f'  return toCublas({hip_name}({", ".join(args)}));\n}}')
    return decls, bodies, v2_names


CUBLAS_HEADER = '''// Generated by src/libs/hipblas/api/generate.py: cuBLAS's level-1/2/3 functions (the `_v2`
// entry points, their `_64` forms, and gemm/gemv/trsm batched forms). Do not edit.
#ifndef OPENHIP_CUBLAS_FUNCTIONS_H
#define OPENHIP_CUBLAS_FUNCTIONS_H
#ifdef __cplusplus
extern "C" {{
#endif

{decls}

#ifdef __cplusplus
}}
#endif
#endif
'''

CUBLAS_V2 = '''// Generated by src/libs/hipblas/api/generate.py: the plain cuBLAS names of cublas_v2.h
// mapped to the exported `_v2` entry points, as NVIDIA's header does. Do not edit.
#ifndef OPENHIP_CUBLAS_V2_NAMES_H
#define OPENHIP_CUBLAS_V2_NAMES_H
{defines}
#endif
'''

CUBLAS_SOURCE = '''// Generated by src/libs/hipblas/api/generate.py: cuBLAS's level-1/2/3 entry points, each
// converting cuBLAS's enums and status codes around the hipBLAS function. Do not edit.
#include "cublas_conversions.h"

extern "C" {{
{bodies}
}}
'''


def main():
    root = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..', '..', '..'))
    for table, title, stem in ((LEVEL1, 'level-1 functions', 'level1'),
                               (LEVEL2, 'level-2 functions', 'level2'),
                               (LEVEL3, 'level-3 functions', 'level3')):
        decls, bodies = generate(table, title)
        header = os.path.join(root, 'include', 'hipblas', f'hipblas_{stem}.h')
        with open(header, 'w') as f:
            f.write(HEADER.format(title=title, guard=stem.upper(), decls='\n'.join(decls)))
        source = os.path.join(root, 'src', 'libs', 'hipblas', 'generated', f'{stem}_entry.cpp')
        with open(source, 'w') as f:
            f.write(SOURCE.format(title=title, impl=f'{stem}_impl.h', bodies='\n\n'.join(bodies)))
        print(f'{stem}: {len(decls)} functions', file=sys.stderr)
    decls, bodies, v2 = cublas_forms(LEVEL1 + LEVEL2 + LEVEL3)
    with open(os.path.join(root, 'include', 'openhip', 'cublas_functions.h'), 'w') as f:
        f.write(CUBLAS_HEADER.format(decls='\n'.join(decls)))
    with open(os.path.join(root, 'include', 'openhip', 'cublas_v2_names.h'), 'w') as f:
        f.write(CUBLAS_V2.format(defines='\n'.join(f'#define {a} {b}' for a, b in v2)))
    os.makedirs(os.path.join(root, 'src', 'libs', 'cublas', 'generated'), exist_ok=True)
    with open(os.path.join(root, 'src', 'libs', 'cublas', 'generated', 'cublas_entry.cpp'), 'w') as f:
        f.write(CUBLAS_SOURCE.format(bodies='\n\n'.join(bodies)))
    print(f'cublas: {len(decls)} functions', file=sys.stderr)


if __name__ == '__main__':
    main()
