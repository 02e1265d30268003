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
bgrp	z20.b, z5.b, z0.b
bgrp	z9.d, z7.d, z4.d
bgrp	z19.h, z12.h, z0.h
bgrp	z3.s, z17.s, z14.s
