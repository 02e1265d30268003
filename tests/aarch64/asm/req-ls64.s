// mattr: +ls64
// instructions llvm-mc 19 takes only with: ls64
ld64b	x4, [x25]
st64b	x18, [x21]
st64bv	x29, x10, [x18]
st64bv0	x4, x16, [x0]
