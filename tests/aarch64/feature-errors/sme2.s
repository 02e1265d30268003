// without sme2: each line is rejected
add	za.s[w8, 0, vgx2], { z6.s, z7.s }
add	za.s[w11, 2, vgx2], { z4.s, z5.s }, { z4.s, z5.s }
add	za.s[w10, 7, vgx2], { z1.s, z2.s }, z5.s
add	za.s[w9, 0, vgx4], { z0.s - z3.s }
add	za.s[w9, 1, vgx4], { z20.s - z23.s }, { z16.s - z19.s }
add	za.s[w11, 5, vgx4], { z22.s - z25.s }, z7.s
add	{ z2.b, z3.b }, { z2.b, z3.b }, z7.b
add	{ z14.d, z15.d }, { z14.d, z15.d }, z6.d
add	{ z22.h, z23.h }, { z22.h, z23.h }, z3.h
add	{ z6.s, z7.s }, { z6.s, z7.s }, z1.s
add	{ z28.b - z31.b }, { z28.b - z31.b }, z7.b
add	{ z28.d - z31.d }, { z28.d - z31.d }, z1.d
