// expect: invalid-operand
// cset/csetm/cinc/cinv/cneg reject the al and nv conditions
cset x0, al
