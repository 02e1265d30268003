// without sme-i16i64: each line is rejected
addha	za2.d, p2/m, p4/m, z0.d
addva	za2.d, p1/m, p2/m, z24.d
smopa	za7.d, p0/m, p7/m, z13.h, z9.h
smops	za3.d, p7/m, p7/m, z29.h, z23.h
sumopa	za2.d, p1/m, p7/m, z25.h, z14.h
sumops	za2.d, p4/m, p3/m, z14.h, z21.h
umopa	za0.d, p2/m, p2/m, z9.h, z21.h
umops	za1.d, p0/m, p4/m, z13.h, z7.h
usmopa	za0.d, p2/m, p1/m, z1.h, z2.h
usmops	za1.d, p5/m, p1/m, z9.h, z12.h
