// mattr: +b16b16,+sme2
// instructions llvm-mc 19 takes only with: b16b16 sme2
bfadd	za.h[w9, 0, vgx2], { z16.h, z17.h }
bfadd	za.h[w11, 2, vgx4], { z28.h - z31.h }
bfclamp	{ z28.h, z29.h }, z17.h, z11.h
bfclamp	{ z4.h - z7.h }, z28.h, z31.h
bfmaxnm	{ z14.h, z15.h }, { z14.h, z15.h }, { z28.h, z29.h }
bfmaxnm	{ z22.h, z23.h }, { z22.h, z23.h }, z12.h
bfmaxnm	{ z20.h - z23.h }, { z20.h - z23.h }, { z12.h - z15.h }
bfmaxnm	{ z4.h - z7.h }, { z4.h - z7.h }, z3.h
bfmax	{ z12.h, z13.h }, { z12.h, z13.h }, { z8.h, z9.h }
bfmax	{ z12.h, z13.h }, { z12.h, z13.h }, z7.h
bfmax	{ z12.h - z15.h }, { z12.h - z15.h }, { z28.h - z31.h }
bfmax	{ z4.h - z7.h }, { z4.h - z7.h }, z2.h
bfminnm	{ z10.h, z11.h }, { z10.h, z11.h }, { z18.h, z19.h }
bfminnm	{ z30.h, z31.h }, { z30.h, z31.h }, z7.h
bfminnm	{ z8.h - z11.h }, { z8.h - z11.h }, { z4.h - z7.h }
bfminnm	{ z28.h - z31.h }, { z28.h - z31.h }, z3.h
bfmin	{ z2.h, z3.h }, { z2.h, z3.h }, { z4.h, z5.h }
bfmin	{ z30.h, z31.h }, { z30.h, z31.h }, z13.h
bfmin	{ z4.h - z7.h }, { z4.h - z7.h }, { z20.h - z23.h }
bfmin	{ z12.h - z15.h }, { z12.h - z15.h }, z9.h
bfmla	za.h[w9, 2, vgx2], { z10.h, z11.h }, { z10.h, z11.h }
bfmla	za.h[w9, 0, vgx2], { z11.h, z12.h }, z13.h
bfmla	za.h[w8, 0, vgx2], { z2.h, z3.h }, z3.h[1]
bfmla	za.h[w9, 7, vgx4], { z24.h - z27.h }, { z20.h - z23.h }
bfmla	za.h[w9, 1, vgx4], { z20.h - z23.h }, z0.h
bfmla	za.h[w10, 5, vgx4], { z8.h - z11.h }, z9.h[5]
bfmls	za.h[w11, 1, vgx2], { z24.h, z25.h }, { z12.h, z13.h }
bfmls	za.h[w10, 0, vgx2], { z7.h, z8.h }, z7.h
bfmls	za.h[w9, 7, vgx2], { z22.h, z23.h }, z10.h[6]
bfmls	za.h[w8, 0, vgx4], { z20.h - z23.h }, { z28.h - z31.h }
bfmls	za.h[w8, 0, vgx4], { z29.h, z30.h, z31.h, z0.h }, z12.h
bfmls	za.h[w8, 0, vgx4], { z20.h - z23.h }, z2.h[5]
bfmopa	za1.h, p4/m, p0/m, z12.h, z27.h
bfmops	za0.h, p1/m, p7/m, z5.h, z24.h
bfsub	za.h[w10, 7, vgx2], { z0.h, z1.h }
bfsub	za.h[w10, 6, vgx4], { z24.h - z27.h }
