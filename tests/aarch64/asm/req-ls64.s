// mattr: +ls64
// instructions llvm-mc 19 takes only with: ls64
ld64b	x10, [x20]
st64b	x2, [x11]
st64bv	x17, x20, [x12]
st64bv0	x26, x0, [x19]
