// mattr: +i8mm,+sve
// instructions llvm-mc 19 takes only with: i8mm sve
smmla	z7.s, z16.b, z5.b
ummla	z24.s, z24.b, z11.b
usmmla	z0.s, z8.b, z18.b
