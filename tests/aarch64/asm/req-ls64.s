// mattr: +ls64
// instructions llvm-mc 19 takes only with: ls64
ld64b	x22, [x1]
st64b	x20, [x27]
st64bv	x8, x10, [x0]
st64bv0	x25, x20, [x19]
