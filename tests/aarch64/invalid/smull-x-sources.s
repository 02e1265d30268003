// expect: invalid-register
// smull multiplies two w registers
smull x0, x1, x2
