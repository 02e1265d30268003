// without ls64: each line is rejected
ld64b	x14, [x12]
st64b	x0, [x18]
st64bv	x18, x12, [x26]
st64bv0	x7, x14, [x13]
