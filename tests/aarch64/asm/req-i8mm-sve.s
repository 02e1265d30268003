// mattr: +i8mm,+sve
// instructions llvm-mc 19 takes only with: i8mm sve
smmla	z18.s, z26.b, z12.b
ummla	z13.s, z22.b, z28.b
usmmla	z29.s, z14.b, z31.b
