// mattr: +sme-i16i64
// instructions llvm-mc 19 takes only with: sme-i16i64
addha	za2.d, p2/m, p4/m, z0.d
addva	za2.d, p1/m, p2/m, z24.d
smopa	za5.d, p7/m, p3/m, z20.h, z11.h
smops	za0.d, p5/m, p6/m, z22.h, z3.h
sumopa	za6.d, p2/m, p5/m, z5.h, z26.h
sumops	za7.d, p5/m, p5/m, z24.h, z13.h
umopa	za6.d, p7/m, p5/m, z0.h, z2.h
umops	za5.d, p1/m, p0/m, z0.h, z29.h
usmopa	za1.d, p0/m, p2/m, z4.h, z21.h
usmops	za1.d, p1/m, p0/m, z2.h, z12.h
