// without sme2 sme-i16i64: each line is rejected
add	za.d[w9, 6, vgx2], { z20.d, z21.d }
add	za.d[w11, 0, vgx2], { z20.d, z21.d }, { z20.d, z21.d }
add	za.d[w9, 5, vgx2], { z7.d, z8.d }, z6.d
add	za.d[w8, 0, vgx4], { z16.d - z19.d }
add	za.d[w11, 7, vgx4], { z24.d - z27.d }, { z24.d - z27.d }
add	za.d[w8, 7, vgx4], { z28.d - z31.d }, z0.d
sdot	za.d[w11, 7, vgx2], { z2.h, z3.h }, { z12.h, z13.h }
sdot	za.d[w11, 1, vgx2], { z29.h, z30.h }, z15.h
sdot	za.d[w8, 7, vgx2], { z30.h, z31.h }, z11.h[1]
sdot	za.d[w10, 6, vgx4], { z0.h - z3.h }, { z16.h - z19.h }
sdot	za.d[w8, 5, vgx4], { z15.h - z18.h }, z13.h
sdot	za.d[w11, 6, vgx4], { z4.h - z7.h }, z6.h[0]
