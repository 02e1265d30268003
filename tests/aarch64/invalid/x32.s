// expect: invalid-register
// there is no x32 (x0-x30, plus x31 as a synonym of xzr)
add x32, x1, x2
