// without sme2 sme-i16i64: each line is rejected
add	za.d[w9, 6, vgx2], { z20.d, z21.d }
add	za.d[w11, 0, vgx2], { z20.d, z21.d }, { z20.d, z21.d }
add	za.d[w9, 5, vgx2], { z7.d, z8.d }, z6.d
add	za.d[w8, 0, vgx4], { z16.d - z19.d }
add	za.d[w11, 7, vgx4], { z24.d - z27.d }, { z24.d - z27.d }
add	za.d[w8, 7, vgx4], { z28.d - z31.d }, z0.d
sub	za.d[w9, 2, vgx2], { z12.d, z13.d }
sub	za.d[w8, 4, vgx2], { z20.d, z21.d }, { z16.d, z17.d }
sub	za.d[w11, 1, vgx2], { z2.d, z3.d }, z8.d
sub	za.d[w9, 0, vgx4], { z12.d - z15.d }
sub	za.d[w10, 2, vgx4], { z12.d - z15.d }, { z28.d - z31.d }
sub	za.d[w11, 5, vgx4], { z0.d - z3.d }, z0.d
