// without cpa sve: each line is rejected
addpt	z30.d, p5/m, z30.d, z5.d
addpt	z18.d, z22.d, z20.d
madpt	z2.d, z26.d, z12.d
mlapt	z2.d, z4.d, z28.d
subpt	z14.d, p2/m, z14.d, z17.d
subpt	z29.d, z12.d, z13.d
