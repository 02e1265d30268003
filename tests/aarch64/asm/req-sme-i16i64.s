// mattr: +sme-i16i64
// instructions llvm-mc 19 takes only with: sme-i16i64
addha	za2.d, p2/m, p4/m, z0.d
addva	za2.d, p1/m, p2/m, z24.d
smopa	za1.d, p7/m, p1/m, z14.h, z29.h
smops	za2.d, p0/m, p0/m, z24.h, z0.h
sumopa	za7.d, p2/m, p7/m, z25.h, z22.h
sumops	za2.d, p2/m, p1/m, z14.h, z12.h
umopa	za4.d, p2/m, p0/m, z12.h, z19.h
umops	za0.d, p2/m, p3/m, z4.h, z11.h
usmopa	za3.d, p0/m, p2/m, z1.h, z6.h
usmops	za2.d, p1/m, p3/m, z25.h, z24.h
