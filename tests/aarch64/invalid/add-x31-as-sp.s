// expect: invalid-register
// x31 means xzr, which add (immediate) does not accept in the Rn slot
add x0, x31, #1
