// expect: other
// fmov of the upper half takes only lane 1
fmov.d v0[0], x1
