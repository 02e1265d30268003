// expect: immediate-out-of-range
// an odd offset above 255 cannot be encoded for ldrh
ldrh w0, [x1, #4095]
