// without ls64: each line is rejected
ld64b	x6, [x28]
st64b	x4, [x5]
st64bv	x13, x20, [x5]
st64bv0	x28, x4, [x23]
