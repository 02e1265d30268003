// mattr: +sme2,+sme-i16i64
// instructions llvm-mc 19 takes only with: sme2 sme-i16i64
add	za.d[w9, 6, vgx2], { z20.d, z21.d }
add	za.d[w11, 0, vgx2], { z20.d, z21.d }, { z20.d, z21.d }
add	za.d[w9, 5, vgx2], { z7.d, z8.d }, z6.d
add	za.d[w8, 0, vgx4], { z16.d - z19.d }
add	za.d[w11, 7, vgx4], { z24.d - z27.d }, { z24.d - z27.d }
add	za.d[w8, 7, vgx4], { z28.d - z31.d }, z0.d
sdot	za.d[w9, 4, vgx2], { z6.h, z7.h }, { z26.h, z27.h }
sdot	za.d[w11, 7, vgx2], { z23.h, z24.h }, z2.h
sdot	za.d[w9, 4, vgx2], { z12.h, z13.h }, z15.h[0]
sdot	za.d[w9, 4, vgx4], { z12.h - z15.h }, { z24.h - z27.h }
sdot	za.d[w11, 0, vgx4], { z4.h - z7.h }, z3.h
sdot	za.d[w10, 7, vgx4], { z28.h - z31.h }, z4.h[1]
smlall	za.d[w10, 4:7], z31.h, z13.h
smlall	za.d[w8, 4:7], z5.h, z0.h[2]
smlall	za.d[w10, 0:3, vgx2], { z16.h, z17.h }, { z2.h, z3.h }
smlall	za.d[w8, 0:3,  vgx2], { z19.h, z20.h }, z13.h
smlall	za.d[w10, 0:3, vgx2], { z2.h, z3.h }, z15.h[2]
smlall	za.d[w11, 0:3, vgx4], { z16.h - z19.h }, { z28.h - z31.h }
smlall	za.d[w10, 0:3,  vgx4], { z13.h - z16.h }, z14.h
smlall	za.d[w11, 4:7, vgx4], { z12.h - z15.h }, z6.h[7]
smlsll	za.d[w11, 0:3], z25.h, z7.h
smlsll	za.d[w9, 0:3], z16.h, z1.h[7]
smlsll	za.d[w10, 4:7, vgx2], { z20.h, z21.h }, { z6.h, z7.h }
smlsll	za.d[w10, 0:3,  vgx2], { z12.h, z13.h }, z5.h
smlsll	za.d[w8, 4:7, vgx2], { z20.h, z21.h }, z13.h[4]
smlsll	za.d[w8, 4:7, vgx4], { z24.h - z27.h }, { z28.h - z31.h }
smlsll	za.d[w9, 0:3,  vgx4], { z17.h - z20.h }, z1.h
smlsll	za.d[w10, 0:3, vgx4], { z16.h - z19.h }, z13.h[3]
sub	za.d[w10, 0, vgx2], { z28.d, z29.d }
sub	za.d[w9, 6, vgx2], { z28.d, z29.d }, { z14.d, z15.d }
sub	za.d[w8, 0, vgx2], { z24.d, z25.d }, z1.d
sub	za.d[w8, 2, vgx4], { z20.d - z23.d }
sub	za.d[w8, 6, vgx4], { z12.d - z15.d }, { z4.d - z7.d }
sub	za.d[w9, 6, vgx4], { z17.d - z20.d }, z9.d
svdot	za.d[w10, 0, vgx4], { z16.h - z19.h }, z2.h[0]
udot	za.d[w8, 7, vgx2], { z24.h, z25.h }, { z0.h, z1.h }
udot	za.d[w8, 0, vgx2], { z27.h, z28.h }, z2.h
udot	za.d[w8, 1, vgx2], { z8.h, z9.h }, z1.h[1]
udot	za.d[w8, 3, vgx4], { z12.h - z15.h }, { z0.h - z3.h }
udot	za.d[w9, 1, vgx4], { z31.h, z0.h, z1.h, z2.h }, z14.h
udot	za.d[w11, 0, vgx4], { z8.h - z11.h }, z5.h[1]
umlall	za.d[w10, 0:3], z26.h, z2.h
umlall	za.d[w11, 8:11], z27.h, z7.h[0]
umlall	za.d[w11, 0:3, vgx2], { z28.h, z29.h }, { z14.h, z15.h }
umlall	za.d[w11, 0:3,  vgx2], { z5.h, z6.h }, z6.h
umlall	za.d[w9, 0:3, vgx2], { z16.h, z17.h }, z8.h[0]
umlall	za.d[w10, 4:7, vgx4], { z28.h - z31.h }, { z12.h - z15.h }
umlall	za.d[w8, 0:3,  vgx4], { z15.h - z18.h }, z9.h
umlall	za.d[w11, 4:7, vgx4], { z28.h - z31.h }, z5.h[0]
umlsll	za.d[w11, 0:3], z20.h, z7.h
umlsll	za.d[w8, 4:7], z4.h, z5.h[0]
umlsll	za.d[w8, 4:7, vgx2], { z14.h, z15.h }, { z30.h, z31.h }
umlsll	za.d[w8, 4:7,  vgx2], { z8.h, z9.h }, z15.h
umlsll	za.d[w11, 4:7, vgx2], { z2.h, z3.h }, z1.h[1]
umlsll	za.d[w10, 4:7, vgx4], { z12.h - z15.h }, { z28.h - z31.h }
umlsll	za.d[w11, 4:7,  vgx4], { z4.h - z7.h }, z15.h
umlsll	za.d[w10, 4:7, vgx4], { z20.h - z23.h }, z8.h[1]
uvdot	za.d[w10, 7, vgx4], { z16.h - z19.h }, z6.h[0]
