// expect: invalid-register
// w destination with x sources
add w0, x1, x2
