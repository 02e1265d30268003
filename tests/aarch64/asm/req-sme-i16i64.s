// mattr: +sme-i16i64
// instructions llvm-mc 19 takes only with: sme-i16i64
addha	za2.d, p2/m, p4/m, z0.d
addva	za2.d, p1/m, p2/m, z24.d
smopa	za5.d, p4/m, p5/m, z18.h, z19.h
smops	za7.d, p4/m, p4/m, z26.h, z8.h
sumopa	za6.d, p7/m, p7/m, z24.h, z31.h
sumops	za6.d, p2/m, p1/m, z16.h, z25.h
umopa	za5.d, p2/m, p3/m, z17.h, z22.h
umops	za5.d, p7/m, p4/m, z12.h, z2.h
usmopa	za3.d, p2/m, p2/m, z15.h, z30.h
usmops	za0.d, p3/m, p3/m, z11.h, z31.h
