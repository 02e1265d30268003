// without ls64: each line is rejected
ld64b	x22, [x1]
st64b	x14, [x13]
st64bv	x25, x20, [x27]
st64bv0	x20, x16, [x13]
