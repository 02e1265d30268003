// expect: immediate-out-of-range
// movz takes a 16-bit immediate plus an explicit shift
movz x0, #65536
