// expect: invalid-operand
// a w offset register needs uxtw or sxtw
str x0, [x1, w2]
