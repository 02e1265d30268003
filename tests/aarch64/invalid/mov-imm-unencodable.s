// expect: immediate-out-of-range
// 0x12345 needs movz+movk; mov cannot expand it
mov x0, #0x12345
