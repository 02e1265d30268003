// mattr: +ls64
// instructions llvm-mc 19 takes only with: ls64
ld64b	x20, [x18]
st64b	x18, [x21]
st64bv	x2, x8, [x23]
st64bv0	x0, x8, [x29]
