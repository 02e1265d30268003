// mattr: +cpa,+sve
// instructions llvm-mc 19 takes only with: cpa sve
addpt	z4.d, p7/m, z4.d, z18.d
addpt	z16.d, z12.d, z29.d
madpt	z26.d, z20.d, z27.d
mlapt	z12.d, z19.d, z14.d
subpt	z4.d, p4/m, z4.d, z31.d
subpt	z8.d, z25.d, z2.d
