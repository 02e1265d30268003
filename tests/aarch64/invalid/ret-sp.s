// expect: invalid-register
// ret cannot use sp
ret sp
