// without ls64: each line is rejected
ld64b	x22, [x22]
st64b	x2, [x26]
st64bv	x7, x20, [x23]
st64bv0	x8, x22, [x25]
