// without sve or sme: each line is rejected
abs	z18.b, p0/m, z17.b
abs	z17.d, p5/m, z0.d
abs	z20.h, p0/m, z14.h
abs	z5.s, p6/m, z10.s
addpl	x16, x20, #13
addvl	x24, x26, #-16
add	z12.b, z12.b, #161
add	z25.d, z25.d, #1
add	z14.h, z14.h, #255
add	z14.s, z14.s, #32000
add	z27.b, p0/m, z27.b, z31.b
add	z28.d, p0/m, z28.d, z15.d
