// expect: invalid-register
// br takes an x register
br w0
