// without cpa sve: each line is rejected
addpt	z30.d, p5/m, z30.d, z5.d
addpt	z18.d, z22.d, z20.d
madpt	z20.d, z8.d, z26.d
mlapt	z1.d, z3.d, z29.d
subpt	z11.d, p6/m, z11.d, z24.d
subpt	z15.d, z17.d, z14.d
