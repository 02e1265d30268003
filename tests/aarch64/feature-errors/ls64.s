// without ls64: each line is rejected
ld64b	x4, [x25]
st64b	x18, [x21]
st64bv	x29, x10, [x18]
st64bv0	x4, x16, [x0]
