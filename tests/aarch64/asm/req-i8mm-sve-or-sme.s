// mattr: +i8mm,+sve,+sme
// instructions llvm-mc 19 takes only with: i8mm sve or sme
sudot	z17.s, z18.b, z3.b[2]
usdot	z9.s, z5.b, z14.b
usdot	z28.s, z30.b, z5.b[0]
