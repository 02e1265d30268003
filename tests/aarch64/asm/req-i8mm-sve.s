// mattr: +i8mm,+sve
// instructions llvm-mc 19 takes only with: i8mm sve
smmla	z10.s, z13.b, z21.b
ummla	z22.s, z5.b, z20.b
usmmla	z31.s, z18.b, z23.b
