// HIPIFY-EXIT: 1
// An unterminated character literal is an error too.
// STDERR: unterminated_char.cu:5:10: error: unterminated character literal
// STDERR-NEXT: hipify: error: '{{.*}}unterminated_char.cu' was not converted
char c = 'cudaMalloc;
