// without sme2: each line is rejected
bmopa	za1.s, p1/m, p5/m, z4.s, z19.s
bmops	za1.s, p0/m, p7/m, z12.s, z31.s
smopa	za2.s, p0/m, p3/m, z31.h, z28.h
smops	za1.s, p2/m, p5/m, z8.h, z2.h
umopa	za1.s, p1/m, p2/m, z15.h, z3.h
umops	za2.s, p0/m, p5/m, z16.h, z31.h
