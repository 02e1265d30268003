// mattr: +sme-f16f16,+sme-f8f16
// instructions llvm-mc 19 takes only with: sme-f16f16 or sme-f8f16
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
fmls	za.h[w8, 4, vgx2], { z0.h, z1.h }, z8.h[6]
fmls	za.h[w9, 2, vgx4], { z12.h - z15.h }, { z0.h - z3.h }
fmls	za.h[w9, 3, vgx4], { z16.h - z19.h }, z7.h
fmls	za.h[w8, 3, vgx4], { z8.h - z11.h }, z1.h[2]
fmopa	za1.h, p5/m, p0/m, z16.h, z18.h
fmops	za1.h, p7/m, p1/m, z19.h, z3.h
fsub	za.h[w11, 5, vgx2], { z10.h, z11.h }
fsub	za.h[w11, 3, vgx4], { z4.h - z7.h }
