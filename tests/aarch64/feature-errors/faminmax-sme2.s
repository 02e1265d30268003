// without faminmax sme2: each line is rejected
famax	{ z22.d, z23.d }, { z22.d, z23.d }, { z28.d, z29.d }
famax	{ z4.h, z5.h }, { z4.h, z5.h }, { z10.h, z11.h }
famax	{ z12.s, z13.s }, { z12.s, z13.s }, { z14.s, z15.s }
famax	{ z8.d - z11.d }, { z8.d - z11.d }, { z4.d - z7.d }
famax	{ z16.h - z19.h }, { z16.h - z19.h }, { z8.h - z11.h }
famax	{ z16.s - z19.s }, { z16.s - z19.s }, { z8.s - z11.s }
famin	{ z20.d, z21.d }, { z20.d, z21.d }, { z12.d, z13.d }
famin	{ z26.h, z27.h }, { z26.h, z27.h }, { z12.h, z13.h }
famin	{ z10.s, z11.s }, { z10.s, z11.s }, { z18.s, z19.s }
famin	{ z12.d - z15.d }, { z12.d - z15.d }, { z28.d - z31.d }
famin	{ z12.h - z15.h }, { z12.h - z15.h }, { z20.h - z23.h }
famin	{ z16.s - z19.s }, { z16.s - z19.s }, { z12.s - z15.s }
