// without sme2 sme-i16i64: each line is rejected
add	za.d[w9, 6, vgx2], { z20.d, z21.d }
add	za.d[w11, 0, vgx2], { z20.d, z21.d }, { z20.d, z21.d }
add	za.d[w9, 5, vgx2], { z7.d, z8.d }, z6.d
add	za.d[w8, 0, vgx4], { z16.d - z19.d }
add	za.d[w11, 7, vgx4], { z24.d - z27.d }, { z24.d - z27.d }
add	za.d[w8, 7, vgx4], { z28.d - z31.d }, z0.d
sdot	za.d[w8, 4, vgx2], { z18.h, z19.h }, { z20.h, z21.h }
sdot	za.d[w10, 7, vgx2], { z25.h, z26.h }, z8.h
sdot	za.d[w10, 2, vgx2], { z0.h, z1.h }, z12.h[0]
sdot	za.d[w9, 5, vgx4], { z8.h - z11.h }, { z8.h - z11.h }
sdot	za.d[w8, 2, vgx4], { z25.h - z28.h }, z5.h
sdot	za.d[w9, 4, vgx4], { z8.h - z11.h }, z2.h[1]
