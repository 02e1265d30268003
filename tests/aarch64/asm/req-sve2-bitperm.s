// mattr: +sve2-bitperm
// instructions llvm-mc 19 takes only with: sve2-bitperm
bdep	z2.b, z31.b, z16.b
bdep	z8.d, z22.d, z30.d
bdep	z1.h, z9.h, z14.h
bdep	z13.s, z17.s, z15.s
bext	z28.b, z30.b, z7.b
bext	z14.d, z18.d, z30.d
bext	z24.h, z10.h, z27.h
bext	z17.s, z15.s, z22.s
bgrp	z28.b, z12.b, z16.b
bgrp	z9.d, z13.d, z17.d
bgrp	z26.h, z4.h, z8.h
bgrp	z5.s, z27.s, z9.s
