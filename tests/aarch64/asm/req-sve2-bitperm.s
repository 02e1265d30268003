// mattr: +sve2-bitperm
// instructions llvm-mc 19 takes only with: sve2-bitperm
bdep	z4.b, z12.b, z8.b
bdep	z22.d, z30.d, z17.d
bdep	z30.h, z2.h, z19.h
bdep	z18.s, z12.s, z1.s
bext	z4.b, z2.b, z18.b
bext	z27.d, z17.d, z12.d
bext	z9.h, z8.h, z5.h
bext	z29.s, z18.s, z9.s
bgrp	z2.b, z31.b, z16.b
bgrp	z8.d, z22.d, z30.d
bgrp	z1.h, z9.h, z14.h
bgrp	z13.s, z17.s, z15.s
