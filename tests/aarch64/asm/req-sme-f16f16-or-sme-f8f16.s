// mattr: +sme-f16f16,+sme-f8f16
// instructions llvm-mc 19 takes only with: sme-f16f16 or sme-f8f16
fadd	za.h[w11, 0, vgx2], { z18.h, z19.h }
fadd	za.h[w9, 7, vgx4], { z20.h - z23.h }
fcvtl	{ z22.s, z23.s }, z7.h
fcvt	{ z6.s, z7.s }, z2.h
fmla	za.h[w9, 2, vgx2], { z14.h, z15.h }, { z2.h, z3.h }
fmla	za.h[w9, 3, vgx2], { z16.h, z17.h }, z7.h
fmla	za.h[w8, 3, vgx2], { z8.h, z9.h }, z1.h[2]
fmla	za.h[w9, 1, vgx4], { z16.h - z19.h }, { z16.h - z19.h }
fmla	za.h[w9, 7, vgx4], { z19.h - z22.h }, z9.h
fmla	za.h[w8, 0, vgx4], { z12.h - z15.h }, z7.h[1]
fmls	za.h[w11, 0, vgx2], { z16.h, z17.h }, { z4.h, z5.h }
fmls	za.h[w10, 2, vgx2], { z24.h, z25.h }, z7.h
fmls	za.h[w10, 6, vgx2], { z28.h, z29.h }, z9.h[6]
fmls	za.h[w10, 7, vgx4], { z28.h - z31.h }, { z16.h - z19.h }
fmls	za.h[w11, 7, vgx4], { z4.h - z7.h }, z3.h
fmls	za.h[w10, 2, vgx4], { z28.h - z31.h }, z9.h[0]
fmopa	za1.h, p4/m, p6/m, z29.h, z9.h
fmops	za1.h, p4/m, p2/m, z21.h, z11.h
fsub	za.h[w11, 6, vgx2], { z20.h, z21.h }
fsub	za.h[w11, 3, vgx4], { z0.h - z3.h }
