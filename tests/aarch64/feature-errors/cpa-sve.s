// without cpa sve: each line is rejected
addpt	z30.d, p5/m, z30.d, z5.d
addpt	z18.d, z22.d, z20.d
madpt	z14.d, z3.d, z25.d
mlapt	z22.d, z5.d, z18.d
subpt	z12.d, p6/m, z12.d, z18.d
subpt	z11.d, z8.d, z18.d
