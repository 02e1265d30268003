// mattr: +i8mm,+sve,+sme
// instructions llvm-mc 19 takes only with: i8mm sve or sme
sudot	z28.s, z3.b, z0.b[0]
usdot	z31.s, z24.b, z2.b
usdot	z22.s, z12.b, z0.b[2]
