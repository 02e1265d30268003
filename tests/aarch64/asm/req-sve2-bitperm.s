// mattr: +sve2-bitperm
// instructions llvm-mc 19 takes only with: sve2-bitperm
bdep	z13.b, z17.b, z16.b
bdep	z18.d, z25.d, z19.d
bdep	z15.h, z23.h, z1.h
bdep	z31.s, z28.s, z17.s
bext	z20.b, z5.b, z0.b
bext	z9.d, z7.d, z4.d
bext	z19.h, z12.h, z0.h
bext	z3.s, z17.s, z14.s
bgrp	z28.b, z23.b, z26.b
bgrp	z2.d, z5.d, z22.d
bgrp	z0.h, z21.h, z28.h
bgrp	z19.s, z1.s, z12.s
