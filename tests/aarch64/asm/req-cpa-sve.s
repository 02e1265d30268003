// mattr: +cpa,+sve
// instructions llvm-mc 19 takes only with: cpa sve
addpt	z30.d, p5/m, z30.d, z5.d
addpt	z18.d, z22.d, z20.d
madpt	z21.d, z2.d, z8.d
mlapt	z26.d, z12.d, z3.d
subpt	z24.d, p0/m, z24.d, z19.d
subpt	z7.d, z21.d, z21.d
