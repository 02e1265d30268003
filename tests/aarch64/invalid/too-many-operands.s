// expect: other
// mov takes two operands
mov x0, x1, x2
