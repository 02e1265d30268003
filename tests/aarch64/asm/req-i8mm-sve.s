// mattr: +i8mm,+sve
// instructions llvm-mc 19 takes only with: i8mm sve
smmla	z5.s, z30.b, z27.b
ummla	z14.s, z6.b, z31.b
usmmla	z7.s, z9.b, z26.b
