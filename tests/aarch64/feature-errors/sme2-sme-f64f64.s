// without sme2 sme-f64f64: each line is rejected
fadd	za.d[w9, 0, vgx2], { z24.d, z25.d }
fadd	za.d[w8, 7, vgx4], { z16.d - z19.d }
fmla	za.d[w10, 2, vgx2], { z28.d, z29.d }, { z4.d, z5.d }
fmla	za.d[w8, 1, vgx2], { z28.d, z29.d }, z12.d
fmla	za.d[w8, 2, vgx2], { z0.d, z1.d }, z12.d[1]
fmla	za.d[w8, 1, vgx4], { z8.d - z11.d }, { z28.d - z31.d }
fmla	za.d[w8, 1, vgx4], { z10.d - z13.d }, z3.d
fmla	za.d[w8, 2, vgx4], { z20.d - z23.d }, z5.d[0]
fmls	za.d[w8, 5, vgx2], { z20.d, z21.d }, { z22.d, z23.d }
fmls	za.d[w9, 0, vgx2], { z1.d, z2.d }, z2.d
fmls	za.d[w8, 7, vgx2], { z30.d, z31.d }, z3.d[0]
fmls	za.d[w8, 0, vgx4], { z4.d - z7.d }, { z16.d - z19.d }
