// without cpa sve: each line is rejected
addpt	z4.d, p7/m, z4.d, z18.d
addpt	z16.d, z12.d, z29.d
madpt	z6.d, z4.d, z4.d
mlapt	z2.d, z24.d, z10.d
subpt	z8.d, p2/m, z8.d, z15.d
subpt	z29.d, z6.d, z14.d
