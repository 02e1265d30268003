// expect: invalid-operand
// the compare-with-zero form is written #0.0
fcmp s0, #0
