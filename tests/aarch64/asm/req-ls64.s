// mattr: +ls64
// instructions llvm-mc 19 takes only with: ls64
ld64b	x14, [x12]
st64b	x0, [x18]
st64bv	x18, x12, [x26]
st64bv0	x7, x14, [x13]
