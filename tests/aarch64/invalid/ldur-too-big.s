// expect: immediate-out-of-range
// ldur offset is -256..255
ldur x0, [x1, #256]
