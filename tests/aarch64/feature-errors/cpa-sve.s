// without cpa sve: each line is rejected
addpt	z4.d, p7/m, z4.d, z18.d
addpt	z16.d, z12.d, z29.d
madpt	z13.d, z31.d, z17.d
mlapt	z20.d, z2.d, z31.d
subpt	z22.d, p2/m, z22.d, z31.d
subpt	z25.d, z3.d, z6.d
