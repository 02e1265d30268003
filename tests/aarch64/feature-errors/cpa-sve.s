// without cpa sve: each line is rejected
addpt	z30.d, p5/m, z30.d, z5.d
addpt	z18.d, z22.d, z20.d
madpt	z24.d, z14.d, z0.d
mlapt	z22.d, z26.d, z28.d
subpt	z28.d, p0/m, z28.d, z31.d
subpt	z15.d, z6.d, z7.d
