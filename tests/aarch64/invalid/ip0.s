// expect: invalid-register
// ip0/ip1 (x16/x17) are not register names in llvm-mc; only fp and lr are
mov ip0, x1
