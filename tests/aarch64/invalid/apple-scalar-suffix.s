// expect: other
// Apple syntax: sqadd of bytes has no .b form
sqadd.b b0, b1, b2
