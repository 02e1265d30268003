// without faminmax sme2: each line is rejected
famax	{ z2.d, z3.d }, { z2.d, z3.d }, { z2.d, z3.d }
famax	{ z22.h, z23.h }, { z22.h, z23.h }, { z20.h, z21.h }
famax	{ z12.s, z13.s }, { z12.s, z13.s }, { z26.s, z27.s }
famax	{ z8.d - z11.d }, { z8.d - z11.d }, { z8.d - z11.d }
famax	{ z4.h - z7.h }, { z4.h - z7.h }, { z12.h - z15.h }
famax	{ z20.s - z23.s }, { z20.s - z23.s }, { z12.s - z15.s }
famin	{ z18.d, z19.d }, { z18.d, z19.d }, { z8.d, z9.d }
famin	{ z8.h, z9.h }, { z8.h, z9.h }, { z24.h, z25.h }
famin	{ z28.s, z29.s }, { z28.s, z29.s }, { z0.s, z1.s }
famin	{ z16.d - z19.d }, { z16.d - z19.d }, { z8.d - z11.d }
famin	{ z24.h - z27.h }, { z24.h - z27.h }, { z4.h - z7.h }
famin	{ z28.s - z31.s }, { z28.s - z31.s }, { z0.s - z3.s }
