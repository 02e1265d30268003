// expect: invalid-operand
// fcmp only compares with #0.0
fcmp d0, #1.0
