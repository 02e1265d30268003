// mattr: +sve2-bitperm
// instructions llvm-mc 19 takes only with: sve2-bitperm
bdep	z22.b, z24.b, z25.b
bdep	z16.d, z19.d, z23.d
bdep	z3.h, z17.h, z3.h
bdep	z5.s, z5.s, z25.s
bext	z4.b, z12.b, z8.b
bext	z22.d, z30.d, z17.d
bext	z30.h, z2.h, z19.h
bext	z18.s, z12.s, z1.s
bgrp	z0.b, z3.b, z17.b
bgrp	z14.d, z19.d, z30.d
bgrp	z21.h, z8.h, z29.h
bgrp	z9.s, z13.s, z20.s
