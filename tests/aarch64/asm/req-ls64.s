// mattr: +ls64
// instructions llvm-mc 19 takes only with: ls64
ld64b	x22, [x22]
st64b	x22, [x22]
st64bv	x28, x18, [x4]
st64bv0	x25, x12, [x21]
