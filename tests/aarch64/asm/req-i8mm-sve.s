// mattr: +i8mm,+sve
// instructions llvm-mc 19 takes only with: i8mm sve
smmla	z1.s, z4.b, z4.b
ummla	z31.s, z9.b, z17.b
usmmla	z12.s, z26.b, z27.b
