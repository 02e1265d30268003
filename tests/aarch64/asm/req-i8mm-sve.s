// mattr: +i8mm,+sve
// instructions llvm-mc 19 takes only with: i8mm sve
smmla	z21.s, z21.b, z24.b
ummla	z21.s, z2.b, z21.b
usmmla	z29.s, z1.b, z4.b
