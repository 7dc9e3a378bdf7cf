// HIPIFY-EXIT: 1
// An unterminated string literal is an error.
// STDERR: unterminated_string.cu:5:20: error: unterminated string literal
// STDERR-NOT: hipMalloc
const char *text = "cudaMalloc;
void f() { cudaFree(0); }
