// without sme-f16f16 or sme-f8f16: each line is rejected
fadd	za.h[w8, 6, vgx2], { z0.h, z1.h }
fadd	za.h[w8, 0, vgx4], { z28.h - z31.h }
fcvtl	{ z2.s, z3.s }, z12.h
fcvt	{ z0.s, z1.s }, z19.h
fmla	za.h[w10, 0, vgx2], { z12.h, z13.h }, { z16.h, z17.h }
fmla	za.h[w8, 0, vgx2], { z12.h, z13.h }, z15.h
fmla	za.h[w10, 0, vgx2], { z26.h, z27.h }, z7.h[0]
fmla	za.h[w9, 2, vgx4], { z8.h - z11.h }, { z16.h - z19.h }
fmla	za.h[w11, 0, vgx4], { z8.h - z11.h }, z13.h
fmla	za.h[w8, 3, vgx4], { z8.h - z11.h }, z15.h[0]
fmls	za.h[w8, 0, vgx2], { z2.h, z3.h }, { z22.h, z23.h }
fmls	za.h[w8, 3, vgx2], { z0.h, z1.h }, z13.h
