// without cpa sve: each line is rejected
addpt	z30.d, p5/m, z30.d, z5.d
addpt	z18.d, z22.d, z20.d
madpt	z25.d, z21.d, z10.d
mlapt	z12.d, z5.d, z0.d
subpt	z20.d, p6/m, z20.d, z0.d
subpt	z11.d, z2.d, z25.d
