// without sve or sme: each line is rejected
abs	z18.b, p0/m, z17.b
abs	z17.d, p5/m, z0.d
abs	z20.h, p0/m, z14.h
abs	z5.s, p6/m, z10.s
addpl	x16, x20, #13
addvl	x24, x26, #-16
add	z28.b, z28.b, #59
add	z22.d, z22.d, #255
add	z16.h, z16.h, #63488
add	z2.s, z2.s, #196
add	z23.b, p7/m, z23.b, z31.b
add	z16.d, p6/m, z16.d, z21.d
