// mattr: +i8mm,+sve,+sme
// instructions llvm-mc 19 takes only with: i8mm sve or sme
sudot	z10.s, z15.b, z7.b[1]
usdot	z7.s, z14.b, z22.b
usdot	z6.s, z1.b, z2.b[1]
