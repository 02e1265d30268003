// expect: immediate-out-of-range
// 4097 needs 13 bits and is not a multiple of 4096
add x0, x1, #4097
