// mattr: +i8mm,+sve
// instructions llvm-mc 19 takes only with: i8mm sve
smmla	z10.s, z0.b, z23.b
ummla	z7.s, z17.b, z2.b
usmmla	z23.s, z23.b, z13.b
