// mattr: +ls64
// instructions llvm-mc 19 takes only with: ls64
ld64b	x22, [x22]
st64b	x10, [x3]
st64bv	x14, x4, [x21]
st64bv0	x23, x12, [sp]
