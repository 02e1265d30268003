// mattr: +ls64
// instructions llvm-mc 19 takes only with: ls64
ld64b	x6, [x28]
st64b	x4, [x5]
st64bv	x13, x20, [x5]
st64bv0	x28, x4, [x23]
