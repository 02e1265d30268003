// mattr: +sve2-bitperm
// instructions llvm-mc 19 takes only with: sve2-bitperm
bdep	z26.b, z23.b, z6.b
bdep	z27.d, z2.d, z24.d
bdep	z18.h, z25.h, z23.h
bdep	z14.s, z2.s, z8.s
bext	z4.b, z20.b, z21.b
bext	z12.d, z18.d, z19.d
bext	z8.h, z9.h, z11.h
bext	z2.s, z6.s, z29.s
bgrp	z5.b, z5.b, z30.b
bgrp	z18.d, z27.d, z4.d
bgrp	z29.h, z22.h, z12.h
bgrp	z12.s, z18.s, z11.s
