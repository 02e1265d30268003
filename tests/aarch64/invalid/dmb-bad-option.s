// expect: invalid-operand
// "foo" is not a barrier option
dmb foo
