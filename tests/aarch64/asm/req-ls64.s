// mattr: +ls64
// instructions llvm-mc 19 takes only with: ls64
ld64b	x16, [x13]
st64b	x0, [x26]
st64bv	x27, x16, [x4]
st64bv0	x19, x6, [x30]
