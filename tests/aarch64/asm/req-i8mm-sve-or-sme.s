// mattr: +i8mm,+sve,+sme
// instructions llvm-mc 19 takes only with: i8mm sve or sme
sudot	z7.s, z3.b, z6.b[0]
usdot	z21.s, z15.b, z24.b
usdot	z2.s, z28.b, z2.b[0]
