// expect: immediate-out-of-range
// adrp offsets are multiples of 4096
adrp x0, #4095
