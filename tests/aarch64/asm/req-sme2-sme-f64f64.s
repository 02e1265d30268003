// mattr: +sme2,+sme-f64f64
// instructions llvm-mc 19 takes only with: sme2 sme-f64f64
fadd	za.d[w10, 7, vgx2], { z16.d, z17.d }
fadd	za.d[w11, 0, vgx4], { z20.d - z23.d }
fmla	za.d[w9, 5, vgx2], { z10.d, z11.d }, { z6.d, z7.d }
fmla	za.d[w10, 0, vgx2], { z18.d, z19.d }, z0.d
fmla	za.d[w10, 4, vgx2], { z30.d, z31.d }, z1.d[1]
fmla	za.d[w8, 0, vgx4], { z0.d - z3.d }, { z20.d - z23.d }
fmla	za.d[w8, 3, vgx4], { z0.d - z3.d }, z13.d
fmla	za.d[w8, 4, vgx4], { z0.d - z3.d }, z8.d[1]
fmls	za.d[w10, 3, vgx2], { z4.d, z5.d }, { z0.d, z1.d }
fmls	za.d[w10, 6, vgx2], { z7.d, z8.d }, z6.d
fmls	za.d[w9, 7, vgx2], { z18.d, z19.d }, z0.d[0]
fmls	za.d[w8, 1, vgx4], { z24.d - z27.d }, { z8.d - z11.d }
fmls	za.d[w8, 7, vgx4], { z22.d - z25.d }, z8.d
fmls	za.d[w10, 2, vgx4], { z16.d - z19.d }, z4.d[1]
fsub	za.d[w8, 1, vgx2], { z28.d, z29.d }
fsub	za.d[w9, 0, vgx4], { z16.d - z19.d }
