// mattr: +sve2-bitperm
// instructions llvm-mc 19 takes only with: sve2-bitperm
bdep	z1.b, z31.b, z28.b
bdep	z17.d, z20.d, z5.d
bdep	z0.h, z9.h, z7.h
bdep	z4.s, z19.s, z12.s
bext	z0.b, z3.b, z17.b
bext	z14.d, z19.d, z30.d
bext	z21.h, z8.h, z29.h
bext	z9.s, z13.s, z20.s
bgrp	z6.b, z31.b, z14.b
bgrp	z7.d, z9.d, z31.d
bgrp	z5.h, z0.h, z13.h
bgrp	z30.s, z20.s, z27.s
