// mattr: +sme-f16f16,+sme-f8f16
// instructions llvm-mc 19 takes only with: sme-f16f16 or sme-f8f16
fadd	za.h[w10, 5, vgx2], { z20.h, z21.h }
fadd	za.h[w10, 7, vgx4], { z12.h - z15.h }
fcvtl	{ z22.s, z23.s }, z4.h
fcvt	{ z0.s, z1.s }, z6.h
fmla	za.h[w9, 7, vgx2], { z26.h, z27.h }, { z2.h, z3.h }
fmla	za.h[w11, 4, vgx2], { z2.h, z3.h }, z13.h
fmla	za.h[w9, 5, vgx2], { z26.h, z27.h }, z2.h[6]
fmla	za.h[w10, 3, vgx4], { z16.h - z19.h }, { z8.h - z11.h }
fmla	za.h[w9, 0, vgx4], { z0.h - z3.h }, z5.h
fmla	za.h[w8, 0, vgx4], { z8.h - z11.h }, z2.h[7]
fmls	za.h[w9, 0, vgx2], { z16.h, z17.h }, { z10.h, z11.h }
fmls	za.h[w9, 1, vgx2], { z16.h, z17.h }, z9.h
fmls	za.h[w9, 7, vgx2], { z18.h, z19.h }, z9.h[7]
fmls	za.h[w10, 3, vgx4], { z4.h - z7.h }, { z20.h - z23.h }
fmls	za.h[w8, 1, vgx4], { z4.h - z7.h }, z10.h
fmls	za.h[w9, 0, vgx4], { z24.h - z27.h }, z4.h[0]
fmopa	za0.h, p6/m, p5/m, z2.h, z3.h
fmops	za1.h, p0/m, p1/m, z3.h, z31.h
fsub	za.h[w11, 1, vgx2], { z10.h, z11.h }
fsub	za.h[w11, 4, vgx4], { z16.h - z19.h }
