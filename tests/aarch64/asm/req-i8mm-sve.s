// mattr: +i8mm,+sve
// instructions llvm-mc 19 takes only with: i8mm sve
smmla	z13.s, z14.b, z16.b
ummla	z19.s, z0.b, z1.b
usmmla	z17.s, z20.b, z25.b
