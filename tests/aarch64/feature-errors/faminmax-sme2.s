// without faminmax sme2: each line is rejected
famax	{ z30.d, z31.d }, { z30.d, z31.d }, { z28.d, z29.d }
famax	{ z30.h, z31.h }, { z30.h, z31.h }, { z2.h, z3.h }
famax	{ z18.s, z19.s }, { z18.s, z19.s }, { z26.s, z27.s }
famax	{ z28.d - z31.d }, { z28.d - z31.d }, { z24.d - z27.d }
famax	{ z0.h - z3.h }, { z0.h - z3.h }, { z12.h - z15.h }
famax	{ z8.s - z11.s }, { z8.s - z11.s }, { z20.s - z23.s }
famin	{ z10.d, z11.d }, { z10.d, z11.d }, { z20.d, z21.d }
famin	{ z22.h, z23.h }, { z22.h, z23.h }, { z30.h, z31.h }
famin	{ z12.s, z13.s }, { z12.s, z13.s }, { z30.s, z31.s }
famin	{ z24.d - z27.d }, { z24.d - z27.d }, { z8.d - z11.d }
famin	{ z28.h - z31.h }, { z28.h - z31.h }, { z28.h - z31.h }
famin	{ z16.s - z19.s }, { z16.s - z19.s }, { z16.s - z19.s }
