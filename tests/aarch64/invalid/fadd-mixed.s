// expect: invalid-register
// fadd operands must have the same precision
fadd s0, s1, d2
