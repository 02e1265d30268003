// mattr: +b16b16,+sme2
// instructions llvm-mc 19 takes only with: b16b16 sme2
bfadd	za.h[w9, 0, vgx2], { z16.h, z17.h }
bfadd	za.h[w11, 2, vgx4], { z28.h - z31.h }
bfclamp	{ z28.h, z29.h }, z17.h, z11.h
bfclamp	{ z4.h - z7.h }, z28.h, z31.h
bfmaxnm	{ z18.h, z19.h }, { z18.h, z19.h }, { z22.h, z23.h }
bfmaxnm	{ z14.h, z15.h }, { z14.h, z15.h }, z12.h
bfmaxnm	{ z4.h - z7.h }, { z4.h - z7.h }, { z0.h - z3.h }
bfmaxnm	{ z4.h - z7.h }, { z4.h - z7.h }, z14.h
bfmax	{ z4.h, z5.h }, { z4.h, z5.h }, { z18.h, z19.h }
bfmax	{ z26.h, z27.h }, { z26.h, z27.h }, z14.h
bfmax	{ z20.h - z23.h }, { z20.h - z23.h }, { z12.h - z15.h }
bfmax	{ z16.h - z19.h }, { z16.h - z19.h }, z1.h
bfminnm	{ z10.h, z11.h }, { z10.h, z11.h }, { z4.h, z5.h }
bfminnm	{ z0.h, z1.h }, { z0.h, z1.h }, z9.h
bfminnm	{ z4.h - z7.h }, { z4.h - z7.h }, { z12.h - z15.h }
bfminnm	{ z28.h - z31.h }, { z28.h - z31.h }, z1.h
bfmin	{ z8.h, z9.h }, { z8.h, z9.h }, { z30.h, z31.h }
bfmin	{ z2.h, z3.h }, { z2.h, z3.h }, z7.h
bfmin	{ z20.h - z23.h }, { z20.h - z23.h }, { z28.h - z31.h }
bfmin	{ z8.h - z11.h }, { z8.h - z11.h }, z13.h
bfmla	za.h[w9, 1, vgx2], { z26.h, z27.h }, { z0.h, z1.h }
bfmla	za.h[w10, 1, vgx2], { z0.h, z1.h }, z9.h
bfmla	za.h[w11, 0, vgx2], { z2.h, z3.h }, z8.h[1]
bfmla	za.h[w10, 6, vgx4], { z0.h - z3.h }, { z4.h - z7.h }
bfmla	za.h[w9, 1, vgx4], { z31.h, z0.h, z1.h, z2.h }, z15.h
bfmla	za.h[w11, 6, vgx4], { z0.h - z3.h }, z8.h[2]
bfmls	za.h[w9, 7, vgx2], { z26.h, z27.h }, { z8.h, z9.h }
bfmls	za.h[w11, 3, vgx2], { z6.h, z7.h }, z8.h
bfmls	za.h[w9, 0, vgx2], { z12.h, z13.h }, z14.h[4]
bfmls	za.h[w8, 6, vgx4], { z16.h - z19.h }, { z20.h - z23.h }
bfmls	za.h[w8, 0, vgx4], { z20.h - z23.h }, z8.h
bfmls	za.h[w11, 1, vgx4], { z12.h - z15.h }, z13.h[0]
bfmopa	za1.h, p4/m, p2/m, z10.h, z20.h
bfmops	za0.h, p5/m, p4/m, z17.h, z21.h
bfsub	za.h[w8, 7, vgx2], { z18.h, z19.h }
bfsub	za.h[w10, 3, vgx4], { z20.h - z23.h }
