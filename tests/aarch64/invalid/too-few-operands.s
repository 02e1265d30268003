// expect: other
// add needs three operands
add x0, x1
