// mattr: +i8mm,+sve
// instructions llvm-mc 19 takes only with: i8mm sve
smmla	z2.s, z10.b, z16.b
ummla	z23.s, z2.b, z31.b
usmmla	z21.s, z14.b, z3.b
