// without sme2 sme-i16i64: each line is rejected
add	za.d[w9, 6, vgx2], { z20.d, z21.d }
add	za.d[w11, 0, vgx2], { z20.d, z21.d }, { z20.d, z21.d }
add	za.d[w9, 5, vgx2], { z7.d, z8.d }, z6.d
add	za.d[w8, 0, vgx4], { z16.d - z19.d }
add	za.d[w11, 7, vgx4], { z24.d - z27.d }, { z24.d - z27.d }
add	za.d[w8, 7, vgx4], { z28.d - z31.d }, z0.d
sdot	za.d[w8, 1, vgx2], { z16.h, z17.h }, { z14.h, z15.h }
sdot	za.d[w9, 0, vgx2], { z1.h, z2.h }, z10.h
sdot	za.d[w10, 2, vgx2], { z28.h, z29.h }, z10.h[0]
sdot	za.d[w8, 4, vgx4], { z0.h - z3.h }, { z0.h - z3.h }
sdot	za.d[w9, 7, vgx4], { z11.h - z14.h }, z3.h
sdot	za.d[w9, 2, vgx4], { z0.h - z3.h }, z13.h[1]
