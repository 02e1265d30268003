// without b16b16 sme2: each line is rejected
bfclamp	{ z10.h, z11.h }, z17.h, z15.h
bfclamp	{ z20.h - z23.h }, z17.h, z6.h
bfmaxnm	{ z4.h, z5.h }, { z4.h, z5.h }, { z8.h, z9.h }
bfmaxnm	{ z28.h, z29.h }, { z28.h, z29.h }, z1.h
bfmaxnm	{ z20.h - z23.h }, { z20.h - z23.h }, { z4.h - z7.h }
bfmaxnm	{ z8.h - z11.h }, { z8.h - z11.h }, z2.h
bfmax	{ z8.h, z9.h }, { z8.h, z9.h }, { z8.h, z9.h }
bfmax	{ z28.h, z29.h }, { z28.h, z29.h }, z10.h
bfmax	{ z8.h - z11.h }, { z8.h - z11.h }, { z12.h - z15.h }
bfmax	{ z24.h - z27.h }, { z24.h - z27.h }, z3.h
bfminnm	{ z18.h, z19.h }, { z18.h, z19.h }, { z22.h, z23.h }
bfminnm	{ z30.h, z31.h }, { z30.h, z31.h }, z2.h
