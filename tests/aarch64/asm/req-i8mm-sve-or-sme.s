// mattr: +i8mm,+sve,+sme
// instructions llvm-mc 19 takes only with: i8mm sve or sme
sudot	z27.s, z3.b, z1.b[0]
usdot	z7.s, z20.b, z27.b
usdot	z25.s, z4.b, z5.b[1]
