// mattr: +sme2,+sme-f64f64
// instructions llvm-mc 19 takes only with: sme2 sme-f64f64
fadd	za.d[w9, 2, vgx2], { z22.d, z23.d }
fadd	za.d[w8, 7, vgx4], { z20.d - z23.d }
fmla	za.d[w11, 6, vgx2], { z2.d, z3.d }, { z28.d, z29.d }
fmla	za.d[w10, 0, vgx2], { z12.d, z13.d }, z8.d
fmla	za.d[w8, 0, vgx2], { z12.d, z13.d }, z15.d[0]
fmla	za.d[w8, 3, vgx4], { z0.d - z3.d }, { z28.d - z31.d }
fmla	za.d[w9, 2, vgx4], { z9.d - z12.d }, z8.d
fmla	za.d[w11, 0, vgx4], { z8.d - z11.d }, z13.d[0]
fmls	za.d[w10, 0, vgx2], { z26.d, z27.d }, { z22.d, z23.d }
fmls	za.d[w8, 0, vgx2], { z2.d, z3.d }, z11.d
fmls	za.d[w8, 3, vgx2], { z0.d, z1.d }, z13.d[0]
fmls	za.d[w10, 0, vgx4], { z28.d - z31.d }, { z24.d - z27.d }
fmls	za.d[w9, 2, vgx4], { z15.d - z18.d }, z1.d
fmls	za.d[w9, 3, vgx4], { z16.d - z19.d }, z7.d[1]
fsub	za.d[w11, 3, vgx2], { z2.d, z3.d }
fsub	za.d[w8, 0, vgx4], { z4.d - z7.d }
