// expect: other
// a post-index offset takes no "!"
ldr x0, [x1], #8!
