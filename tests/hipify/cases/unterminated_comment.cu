// HIPIFY-EXIT: 1
// An unterminated block comment is an error; nothing is written.
// STDERR: unterminated_comment.cu:6:1: error: unterminated /* comment
// STDERR: hipify: error: '{{.*}}unterminated_comment.cu' was not converted
cudaError_t e;
/* this comment never ends cudaMalloc
