// without ls64: each line is rejected
ld64b	x18, [x8]
st64b	x4, [x3]
st64bv	x25, x6, [x28]
st64bv0	x25, x14, [x29]
