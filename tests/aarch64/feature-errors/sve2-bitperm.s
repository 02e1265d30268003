// without sve2-bitperm: each line is rejected
bdep	z7.b, z17.b, z0.b
bdep	z4.d, z22.d, z24.d
bdep	z25.h, z16.h, z19.h
bdep	z23.s, z3.s, z17.s
bext	z3.b, z5.b, z5.b
bext	z25.d, z4.d, z12.d
bext	z8.h, z22.h, z30.h
bext	z17.s, z30.s, z2.s
bgrp	z19.b, z30.b, z21.b
bgrp	z8.d, z29.d, z9.d
bgrp	z13.h, z20.h, z21.h
bgrp	z31.s, z14.s, z18.s
