// expect: immediate-out-of-range
// lsb + width exceeds 64
ubfx x0, x1, #60, #8
