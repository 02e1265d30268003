// without sme-i16i64: each line is rejected
addha	za2.d, p2/m, p4/m, z0.d
addva	za2.d, p1/m, p2/m, z24.d
smopa	za4.d, p0/m, p1/m, z4.h, z17.h
smops	za7.d, p2/m, p5/m, z28.h, z10.h
sumopa	za0.d, p2/m, p1/m, z29.h, z15.h
sumops	za2.d, p0/m, p7/m, z31.h, z5.h
umopa	za1.d, p7/m, p4/m, z14.h, z22.h
umops	za3.d, p4/m, p0/m, z19.h, z23.h
usmopa	za6.d, p3/m, p5/m, z25.h, z5.h
usmops	za4.d, p2/m, p3/m, z8.h, z18.h
