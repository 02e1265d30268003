// without faminmax sme2: each line is rejected
famax	{ z16.d, z17.d }, { z16.d, z17.d }, { z26.d, z27.d }
famax	{ z0.h, z1.h }, { z0.h, z1.h }, { z22.h, z23.h }
famax	{ z10.s, z11.s }, { z10.s, z11.s }, { z22.s, z23.s }
famax	{ z4.d - z7.d }, { z4.d - z7.d }, { z12.d - z15.d }
famax	{ z4.h - z7.h }, { z4.h - z7.h }, { z16.h - z19.h }
famax	{ z20.s - z23.s }, { z20.s - z23.s }, { z28.s - z31.s }
famin	{ z4.d, z5.d }, { z4.d, z5.d }, { z22.d, z23.d }
famin	{ z2.h, z3.h }, { z2.h, z3.h }, { z10.h, z11.h }
famin	{ z10.s, z11.s }, { z10.s, z11.s }, { z0.s, z1.s }
famin	{ z28.d - z31.d }, { z28.d - z31.d }, { z28.d - z31.d }
famin	{ z0.h - z3.h }, { z0.h - z3.h }, { z16.h - z19.h }
famin	{ z20.s - z23.s }, { z20.s - z23.s }, { z12.s - z15.s }
