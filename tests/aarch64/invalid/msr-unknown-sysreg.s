// expect: invalid-operand
// "foo_el9" is not a system register
msr foo_el9, x0
