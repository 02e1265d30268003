// mattr: +i8mm,+sve
// instructions llvm-mc 19 takes only with: i8mm sve
smmla	z5.s, z6.b, z15.b
ummla	z20.s, z0.b, z1.b
usmmla	z8.s, z17.b, z30.b
