// mattr: +sme-i16i64
// instructions llvm-mc 19 takes only with: sme-i16i64
addha	za2.d, p2/m, p4/m, z0.d
addva	za2.d, p1/m, p2/m, z24.d
smopa	za0.d, p5/m, p5/m, z22.h, z11.h
smops	za7.d, p2/m, p1/m, z0.h, z9.h
sumopa	za4.d, p1/m, p7/m, z6.h, z12.h
sumops	za0.d, p4/m, p4/m, z5.h, z4.h
umopa	za4.d, p4/m, p4/m, z9.h, z30.h
umops	za5.d, p7/m, p0/m, z4.h, z31.h
usmopa	za4.d, p3/m, p5/m, z18.h, z8.h
usmops	za5.d, p4/m, p2/m, z25.h, z11.h
