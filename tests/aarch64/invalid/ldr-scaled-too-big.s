// expect: immediate-out-of-range
// 32760 is the largest scaled offset for 8-byte ldr
ldr x0, [x1, #32768]
