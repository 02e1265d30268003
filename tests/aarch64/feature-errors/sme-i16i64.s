// without sme-i16i64: each line is rejected
addha	za2.d, p2/m, p4/m, z0.d
addva	za2.d, p1/m, p2/m, z24.d
smopa	za5.d, p7/m, p3/m, z20.h, z11.h
smops	za0.d, p5/m, p6/m, z22.h, z3.h
sumopa	za6.d, p2/m, p5/m, z5.h, z26.h
sumops	za7.d, p5/m, p5/m, z24.h, z13.h
umopa	za5.d, p0/m, p0/m, z29.h, z26.h
umops	za7.d, p4/m, p5/m, z2.h, z14.h
usmopa	za2.d, p4/m, p4/m, z18.h, z6.h
usmops	za2.d, p4/m, p3/m, z24.h, z5.h
