// mattr: +sme2,+sme-i16i64
// instructions llvm-mc 19 takes only with: sme2 sme-i16i64
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
sub	za.d[w11, 7, vgx2], { z2.d, z3.d }
sub	za.d[w10, 7, vgx2], { z30.d, z31.d }, { z0.d, z1.d }
sub	za.d[w9, 0, vgx2], { z28.d, z29.d }, z12.d
sub	za.d[w11, 2, vgx4], { z16.d - z19.d }
sub	za.d[w9, 3, vgx4], { z4.d - z7.d }, { z16.d - z19.d }
sub	za.d[w11, 5, vgx4], { z4.d - z7.d }, z11.d
svdot	za.d[w10, 3, vgx4], { z4.h - z7.h }, z8.h[1]
udot	za.d[w9, 3, vgx2], { z26.h, z27.h }, { z26.h, z27.h }
udot	za.d[w10, 7, vgx2], { z8.h, z9.h }, z14.h
udot	za.d[w10, 5, vgx2], { z12.h, z13.h }, z7.h[0]
udot	za.d[w11, 0, vgx4], { z24.h - z27.h }, { z20.h - z23.h }
udot	za.d[w10, 5, vgx4], { z4.h - z7.h }, z11.h
udot	za.d[w9, 1, vgx4], { z8.h - z11.h }, z12.h[0]
uvdot	za.d[w10, 7, vgx4], { z0.h - z3.h }, z2.h[1]
