// mattr: +ls64
// instructions llvm-mc 19 takes only with: ls64
ld64b	x22, [x22]
st64b	x16, [x3]
st64bv	x20, x18, [x9]
st64bv0	x4, x2, [x15]
