// expect: invalid-register
// logical shifted-register forms cannot name sp
and x0, sp, x1
