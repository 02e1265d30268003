// without sve or sme: each line is rejected
abs	z18.b, p0/m, z17.b
abs	z17.d, p5/m, z0.d
abs	z20.h, p0/m, z14.h
abs	z5.s, p6/m, z10.s
addpl	x16, x20, #13
addvl	x24, x26, #-16
add	z24.b, z24.b, #2
add	z7.d, z7.d, #255
add	z10.h, z10.h, #256
add	z1.s, z1.s, #32
add	z8.b, p4/m, z8.b, z21.b
add	z19.d, p7/m, z19.d, z20.d
