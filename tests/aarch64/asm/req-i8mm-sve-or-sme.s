// mattr: +i8mm,+sve,+sme
// instructions llvm-mc 19 takes only with: i8mm sve or sme
sudot	z24.s, z13.b, z0.b[0]
usdot	z5.s, z30.b, z4.b
usdot	z16.s, z11.b, z5.b[2]
