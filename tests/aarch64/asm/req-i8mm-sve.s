// mattr: +i8mm,+sve
// instructions llvm-mc 19 takes only with: i8mm sve
smmla	z23.s, z13.b, z7.b
ummla	z12.s, z16.b, z28.b
usmmla	z2.s, z18.b, z1.b
