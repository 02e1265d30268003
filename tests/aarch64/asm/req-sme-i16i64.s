// mattr: +sme-i16i64
// instructions llvm-mc 19 takes only with: sme-i16i64
addha	za2.d, p2/m, p4/m, z0.d
addva	za2.d, p1/m, p2/m, z24.d
smopa	za4.d, p5/m, p6/m, z5.h, z11.h
smops	za7.d, p0/m, p6/m, z16.h, z24.h
sumopa	za4.d, p4/m, p4/m, z9.h, z30.h
sumops	za5.d, p7/m, p0/m, z4.h, z31.h
umopa	za7.d, p4/m, p0/m, z8.h, z11.h
umops	za3.d, p7/m, p7/m, z16.h, z7.h
usmopa	za7.d, p5/m, p4/m, z31.h, z4.h
usmops	za5.d, p7/m, p3/m, z15.h, z28.h
