// mattr: +sme2,+sme-i16i64
// instructions llvm-mc 19 takes only with: sme2 sme-i16i64
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
smlall	za.d[w11, 4:7], z8.h, z2.h
smlall	za.d[w11, 8:11], z9.h, z4.h[4]
smlall	za.d[w8, 4:7, vgx2], { z18.h, z19.h }, { z22.h, z23.h }
smlall	za.d[w11, 0:3,  vgx2], { z27.h, z28.h }, z12.h
smlall	za.d[w10, 4:7, vgx2], { z18.h, z19.h }, z2.h[0]
smlall	za.d[w9, 0:3, vgx4], { z4.h - z7.h }, { z8.h - z11.h }
smlall	za.d[w10, 0:3,  vgx4], { z2.h - z5.h }, z6.h
smlall	za.d[w11, 0:3, vgx4], { z24.h - z27.h }, z2.h[1]
smlsll	za.d[w8, 8:11], z25.h, z9.h
smlsll	za.d[w10, 0:3], z13.h, z8.h[6]
smlsll	za.d[w10, 4:7, vgx2], { z22.h, z23.h }, { z24.h, z25.h }
smlsll	za.d[w9, 0:3,  vgx2], { z14.h, z15.h }, z14.h
smlsll	za.d[w11, 4:7, vgx2], { z20.h, z21.h }, z8.h[0]
smlsll	za.d[w9, 0:3, vgx4], { z12.h - z15.h }, { z28.h - z31.h }
smlsll	za.d[w10, 0:3,  vgx4], { z12.h - z15.h }, z6.h
smlsll	za.d[w11, 0:3, vgx4], { z16.h - z19.h }, z0.h[1]
sub	za.d[w9, 0, vgx2], { z18.d, z19.d }
sub	za.d[w8, 7, vgx2], { z30.d, z31.d }, { z0.d, z1.d }
sub	za.d[w8, 0, vgx2], { z31.d, z0.d }, z12.d
sub	za.d[w11, 1, vgx4], { z20.d - z23.d }
sub	za.d[w9, 2, vgx4], { z4.d - z7.d }, { z8.d - z11.d }
sub	za.d[w9, 0, vgx4], { z27.d - z30.d }, z4.d
svdot	za.d[w8, 0, vgx4], { z16.h - z19.h }, z14.h[0]
udot	za.d[w8, 3, vgx2], { z26.h, z27.h }, { z14.h, z15.h }
udot	za.d[w8, 7, vgx2], { z21.h, z22.h }, z12.h
udot	za.d[w10, 4, vgx2], { z6.h, z7.h }, z5.h[0]
udot	za.d[w8, 4, vgx4], { z4.h - z7.h }, { z8.h - z11.h }
udot	za.d[w10, 0, vgx4], { z6.h - z9.h }, z12.h
udot	za.d[w10, 0, vgx4], { z4.h - z7.h }, z9.h[1]
umlall	za.d[w8, 4:7], z28.h, z5.h
umlall	za.d[w8, 8:11], z23.h, z5.h[0]
umlall	za.d[w10, 0:3, vgx2], { z28.h, z29.h }, { z24.h, z25.h }
umlall	za.d[w9, 0:3,  vgx2], { z30.h, z31.h }, z8.h
umlall	za.d[w11, 4:7, vgx2], { z26.h, z27.h }, z7.h[6]
umlall	za.d[w10, 0:3, vgx4], { z16.h - z19.h }, { z8.h - z11.h }
umlall	za.d[w9, 4:7,  vgx4], { z7.h - z10.h }, z11.h
umlall	za.d[w11, 0:3, vgx4], { z12.h - z15.h }, z6.h[0]
umlsll	za.d[w10, 0:3], z7.h, z9.h
umlsll	za.d[w8, 12:15], z20.h, z8.h[0]
umlsll	za.d[w11, 0:3, vgx2], { z4.h, z5.h }, { z8.h, z9.h }
umlsll	za.d[w8, 4:7,  vgx2], { z28.h, z29.h }, z15.h
umlsll	za.d[w8, 0:3, vgx2], { z20.h, z21.h }, z14.h[0]
umlsll	za.d[w8, 4:7, vgx4], { z12.h - z15.h }, { z4.h - z7.h }
umlsll	za.d[w10, 4:7,  vgx4], { z18.h - z21.h }, z0.h
umlsll	za.d[w9, 0:3, vgx4], { z8.h - z11.h }, z7.h[0]
uvdot	za.d[w10, 0, vgx4], { z24.h - z27.h }, z0.h[1]
