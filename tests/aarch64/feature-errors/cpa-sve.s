// without cpa sve: each line is rejected
addpt	z4.d, p7/m, z4.d, z18.d
addpt	z16.d, z12.d, z29.d
madpt	z9.d, z0.d, z17.d
mlapt	z2.d, z20.d, z0.d
subpt	z16.d, p1/m, z16.d, z11.d
subpt	z18.d, z4.d, z21.d
