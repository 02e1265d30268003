// without faminmax sme2: each line is rejected
famax	{ z4.d, z5.d }, { z4.d, z5.d }, { z2.d, z3.d }
famax	{ z16.h, z17.h }, { z16.h, z17.h }, { z20.h, z21.h }
famax	{ z28.s, z29.s }, { z28.s, z29.s }, { z10.s, z11.s }
famax	{ z28.d - z31.d }, { z28.d - z31.d }, { z0.d - z3.d }
famax	{ z16.h - z19.h }, { z16.h - z19.h }, { z16.h - z19.h }
famax	{ z20.s - z23.s }, { z20.s - z23.s }, { z4.s - z7.s }
famin	{ z28.d, z29.d }, { z28.d, z29.d }, { z4.d, z5.d }
famin	{ z26.h, z27.h }, { z26.h, z27.h }, { z18.h, z19.h }
famin	{ z18.s, z19.s }, { z18.s, z19.s }, { z24.s, z25.s }
famin	{ z16.d - z19.d }, { z16.d - z19.d }, { z28.d - z31.d }
famin	{ z0.h - z3.h }, { z0.h - z3.h }, { z8.h - z11.h }
famin	{ z28.s - z31.s }, { z28.s - z31.s }, { z8.s - z11.s }
