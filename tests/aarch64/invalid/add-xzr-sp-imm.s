// expect: invalid-register
// add (immediate) has sp, not xzr, in the Rn slot
add x0, xzr, #1
