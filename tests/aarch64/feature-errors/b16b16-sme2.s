// without b16b16 sme2: each line is rejected
bfadd	za.h[w9, 0, vgx2], { z16.h, z17.h }
bfadd	za.h[w11, 2, vgx4], { z28.h - z31.h }
bfclamp	{ z28.h, z29.h }, z17.h, z11.h
bfclamp	{ z4.h - z7.h }, z28.h, z31.h
bfmaxnm	{ z18.h, z19.h }, { z18.h, z19.h }, { z22.h, z23.h }
bfmaxnm	{ z14.h, z15.h }, { z14.h, z15.h }, z12.h
bfmaxnm	{ z4.h - z7.h }, { z4.h - z7.h }, { z0.h - z3.h }
bfmaxnm	{ z4.h - z7.h }, { z4.h - z7.h }, z14.h
bfmax	{ z4.h, z5.h }, { z4.h, z5.h }, { z18.h, z19.h }
bfmax	{ z26.h, z27.h }, { z26.h, z27.h }, z14.h
bfmax	{ z20.h - z23.h }, { z20.h - z23.h }, { z12.h - z15.h }
bfmax	{ z16.h - z19.h }, { z16.h - z19.h }, z1.h
