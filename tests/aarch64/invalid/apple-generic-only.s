// expect: other
// fcvtl is read in the generic syntax only
fcvtl.2d v0, v1
