// expect: immediate-out-of-range
// literal offsets are multiples of 4
ldr x0, #3
