// mattr: +i8mm,+sve
// instructions llvm-mc 19 takes only with: i8mm sve
smmla	z4.s, z1.b, z2.b
ummla	z23.s, z7.b, z31.b
usmmla	z11.s, z29.b, z7.b
