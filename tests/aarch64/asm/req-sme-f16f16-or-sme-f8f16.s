// mattr: +sme-f16f16,+sme-f8f16
// instructions llvm-mc 19 takes only with: sme-f16f16 or sme-f8f16
fadd	za.h[w11, 6, vgx2], { z16.h, z17.h }
fadd	za.h[w9, 3, vgx4], { z4.h - z7.h }
fcvtl	{ z6.s, z7.s }, z23.h
fcvt	{ z0.s, z1.s }, z0.h
fmla	za.h[w8, 4, vgx2], { z0.h, z1.h }, { z22.h, z23.h }
fmla	za.h[w11, 7, vgx2], { z2.h, z3.h }, z13.h
fmla	za.h[w10, 0, vgx2], { z0.h, z1.h }, z1.h[0]
fmla	za.h[w9, 0, vgx4], { z24.h - z27.h }, { z0.h - z3.h }
fmla	za.h[w11, 0, vgx4], { z16.h - z19.h }, z14.h
fmla	za.h[w11, 3, vgx4], { z8.h - z11.h }, z7.h[0]
fmls	za.h[w9, 1, vgx2], { z12.h, z13.h }, { z12.h, z13.h }
fmls	za.h[w10, 4, vgx2], { z1.h, z2.h }, z1.h
fmls	za.h[w8, 7, vgx2], { z4.h, z5.h }, z13.h[1]
fmls	za.h[w10, 5, vgx4], { z16.h - z19.h }, { z20.h - z23.h }
fmls	za.h[w9, 4, vgx4], { z8.h - z11.h }, z11.h
fmls	za.h[w10, 0, vgx4], { z4.h - z7.h }, z8.h[1]
fmopa	za0.h, p7/m, p6/m, z15.h, z29.h
fmops	za0.h, p2/m, p7/m, z13.h, z18.h
fsub	za.h[w8, 5, vgx2], { z6.h, z7.h }
fsub	za.h[w10, 4, vgx4], { z16.h - z19.h }
