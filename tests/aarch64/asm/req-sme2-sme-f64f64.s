// mattr: +sme2,+sme-f64f64
// instructions llvm-mc 19 takes only with: sme2 sme-f64f64
fadd	za.d[w9, 4, vgx2], { z22.d, z23.d }
fadd	za.d[w11, 7, vgx4], { z0.d - z3.d }
fmla	za.d[w9, 2, vgx2], { z2.d, z3.d }, { z6.d, z7.d }
fmla	za.d[w8, 5, vgx2], { z2.d, z3.d }, z2.d
fmla	za.d[w10, 3, vgx2], { z30.d, z31.d }, z14.d[0]
fmla	za.d[w8, 0, vgx4], { z4.d - z7.d }, { z24.d - z27.d }
fmla	za.d[w8, 1, vgx4], { z1.d - z4.d }, z15.d
fmla	za.d[w9, 6, vgx4], { z8.d - z11.d }, z12.d[0]
fmls	za.d[w10, 0, vgx2], { z24.d, z25.d }, { z20.d, z21.d }
fmls	za.d[w10, 7, vgx2], { z5.d, z6.d }, z5.d
fmls	za.d[w11, 0, vgx2], { z4.d, z5.d }, z5.d[0]
fmls	za.d[w9, 5, vgx4], { z8.d - z11.d }, { z4.d - z7.d }
fmls	za.d[w10, 0, vgx4], { z18.d - z21.d }, z0.d
fmls	za.d[w10, 4, vgx4], { z28.d - z31.d }, z1.d[1]
fsub	za.d[w10, 0, vgx2], { z18.d, z19.d }
fsub	za.d[w9, 2, vgx4], { z28.d - z31.d }
