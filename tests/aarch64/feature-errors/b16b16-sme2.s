// without b16b16 sme2: each line is rejected
bfadd	za.h[w9, 0, vgx2], { z16.h, z17.h }
bfadd	za.h[w11, 2, vgx4], { z28.h - z31.h }
bfclamp	{ z28.h, z29.h }, z17.h, z11.h
bfclamp	{ z4.h - z7.h }, z28.h, z31.h
bfmaxnm	{ z14.h, z15.h }, { z14.h, z15.h }, { z28.h, z29.h }
bfmaxnm	{ z22.h, z23.h }, { z22.h, z23.h }, z12.h
bfmaxnm	{ z20.h - z23.h }, { z20.h - z23.h }, { z12.h - z15.h }
bfmaxnm	{ z4.h - z7.h }, { z4.h - z7.h }, z3.h
bfmax	{ z12.h, z13.h }, { z12.h, z13.h }, { z8.h, z9.h }
bfmax	{ z12.h, z13.h }, { z12.h, z13.h }, z7.h
bfmax	{ z12.h - z15.h }, { z12.h - z15.h }, { z28.h - z31.h }
bfmax	{ z4.h - z7.h }, { z4.h - z7.h }, z2.h
