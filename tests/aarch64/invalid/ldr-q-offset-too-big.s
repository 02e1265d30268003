// expect: immediate-out-of-range
// 65520 is the largest scaled offset for a q register
ldr q0, [x1, #65536]
