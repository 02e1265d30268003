// without sme2 sme-i16i64: each line is rejected
add	za.d[w9, 6, vgx2], { z20.d, z21.d }
add	za.d[w11, 0, vgx2], { z20.d, z21.d }, { z20.d, z21.d }
add	za.d[w9, 5, vgx2], { z7.d, z8.d }, z6.d
add	za.d[w8, 0, vgx4], { z16.d - z19.d }
add	za.d[w11, 7, vgx4], { z24.d - z27.d }, { z24.d - z27.d }
add	za.d[w8, 7, vgx4], { z28.d - z31.d }, z0.d
sdot	za.d[w11, 6, vgx2], { z12.h, z13.h }, { z28.h, z29.h }
sdot	za.d[w8, 7, vgx2], { z0.h, z1.h }, z11.h
sdot	za.d[w8, 0, vgx2], { z20.h, z21.h }, z4.h[0]
sdot	za.d[w10, 1, vgx4], { z4.h - z7.h }, { z28.h - z31.h }
sdot	za.d[w9, 1, vgx4], { z12.h - z15.h }, z9.h
sdot	za.d[w10, 0, vgx4], { z12.h - z15.h }, z2.h[0]
