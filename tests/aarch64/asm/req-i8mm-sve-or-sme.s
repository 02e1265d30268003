// mattr: +i8mm,+sve,+sme
// instructions llvm-mc 19 takes only with: i8mm sve or sme
sudot	z21.s, z27.b, z4.b[0]
usdot	z14.s, z30.b, z29.b
usdot	z9.s, z5.b, z3.b[3]
