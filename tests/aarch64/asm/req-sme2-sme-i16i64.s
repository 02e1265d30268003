// mattr: +sme2,+sme-i16i64
// instructions llvm-mc 19 takes only with: sme2 sme-i16i64
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
smlall	za.d[w11, 0:3], z27.h, z12.h
smlall	za.d[w10, 8:11], z18.h, z2.h[0]
smlall	za.d[w9, 0:3, vgx2], { z4.h, z5.h }, { z10.h, z11.h }
smlall	za.d[w10, 0:3,  vgx2], { z2.h, z3.h }, z6.h
smlall	za.d[w11, 0:3, vgx2], { z26.h, z27.h }, z2.h[1]
smlall	za.d[w11, 0:3, vgx4], { z8.h - z11.h }, { z12.h - z15.h }
smlall	za.d[w10, 4:7,  vgx4], { z9.h - z12.h }, z5.h
smlall	za.d[w9, 4:7, vgx4], { z12.h - z15.h }, z11.h[1]
smlsll	za.d[w9, 4:7], z14.h, z14.h
smlsll	za.d[w11, 8:11], z21.h, z8.h[0]
smlsll	za.d[w9, 0:3, vgx2], { z12.h, z13.h }, { z28.h, z29.h }
smlsll	za.d[w10, 0:3,  vgx2], { z12.h, z13.h }, z6.h
smlsll	za.d[w11, 0:3, vgx2], { z18.h, z19.h }, z0.h[1]
smlsll	za.d[w11, 0:3, vgx4], { z0.h - z3.h }, { z24.h - z27.h }
smlsll	za.d[w11, 4:7,  vgx4], { z21.h - z24.h }, z7.h
smlsll	za.d[w11, 0:3, vgx4], { z8.h - z11.h }, z5.h[1]
sub	za.d[w10, 0, vgx2], { z0.d, z1.d }
sub	za.d[w11, 0, vgx2], { z30.d, z31.d }, { z22.d, z23.d }
sub	za.d[w9, 6, vgx2], { z22.d, z23.d }, z4.d
sub	za.d[w11, 0, vgx4], { z8.d - z11.d }
sub	za.d[w10, 0, vgx4], { z12.d - z15.d }, { z0.d - z3.d }
sub	za.d[w11, 1, vgx4], { z7.d - z10.d }, z13.d
svdot	za.d[w9, 5, vgx4], { z20.h - z23.h }, z9.h[0]
udot	za.d[w11, 4, vgx2], { z24.h, z25.h }, { z12.h, z13.h }
udot	za.d[w11, 2, vgx2], { z7.h, z8.h }, z13.h
udot	za.d[w10, 7, vgx2], { z22.h, z23.h }, z4.h[1]
udot	za.d[w10, 1, vgx4], { z20.h - z23.h }, { z0.h - z3.h }
udot	za.d[w8, 3, vgx4], { z28.h - z31.h }, z11.h
udot	za.d[w9, 0, vgx4], { z20.h - z23.h }, z15.h[0]
umlall	za.d[w9, 4:7], z16.h, z14.h
umlall	za.d[w9, 12:15], z22.h, z14.h[0]
umlall	za.d[w8, 4:7, vgx2], { z14.h, z15.h }, { z12.h, z13.h }
umlall	za.d[w11, 0:3,  vgx2], { z7.h, z8.h }, z2.h
umlall	za.d[w10, 0:3, vgx2], { z20.h, z21.h }, z12.h[6]
umlall	za.d[w11, 4:7, vgx4], { z0.h - z3.h }, { z8.h - z11.h }
umlall	za.d[w9, 4:7,  vgx4], { z17.h - z20.h }, z12.h
umlall	za.d[w9, 4:7, vgx4], { z8.h - z11.h }, z0.h[5]
umlsll	za.d[w11, 12:15], z11.h, z3.h
umlsll	za.d[w8, 8:11], z14.h, z11.h[4]
umlsll	za.d[w10, 4:7, vgx2], { z22.h, z23.h }, { z22.h, z23.h }
umlsll	za.d[w9, 4:7,  vgx2], { z20.h, z21.h }, z12.h
umlsll	za.d[w8, 4:7, vgx2], { z18.h, z19.h }, z9.h[2]
umlsll	za.d[w10, 0:3, vgx4], { z0.h - z3.h }, { z8.h - z11.h }
umlsll	za.d[w9, 4:7,  vgx4], { z5.h - z8.h }, z14.h
umlsll	za.d[w10, 0:3, vgx4], { z16.h - z19.h }, z13.h[0]
uvdot	za.d[w9, 2, vgx4], { z28.h - z31.h }, z9.h[0]
