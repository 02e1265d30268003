// without sme2 sme-i16i64: each line is rejected
add	za.d[w9, 6, vgx2], { z20.d, z21.d }
add	za.d[w11, 0, vgx2], { z20.d, z21.d }, { z20.d, z21.d }
add	za.d[w9, 5, vgx2], { z7.d, z8.d }, z6.d
add	za.d[w8, 0, vgx4], { z16.d - z19.d }
add	za.d[w11, 7, vgx4], { z24.d - z27.d }, { z24.d - z27.d }
add	za.d[w8, 7, vgx4], { z28.d - z31.d }, z0.d
sdot	za.d[w9, 1, vgx2], { z12.h, z13.h }, { z6.h, z7.h }
sdot	za.d[w8, 1, vgx2], { z26.h, z27.h }, z7.h
sdot	za.d[w9, 5, vgx2], { z18.h, z19.h }, z2.h[0]
sdot	za.d[w9, 7, vgx4], { z0.h - z3.h }, { z28.h - z31.h }
sdot	za.d[w10, 0, vgx4], { z13.h - z16.h }, z15.h
sdot	za.d[w8, 7, vgx4], { z28.h - z31.h }, z3.h[1]
