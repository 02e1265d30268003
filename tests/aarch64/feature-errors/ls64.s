// without ls64: each line is rejected
ld64b	x14, [x14]
st64b	x22, [x0]
st64bv	x6, x22, [sp]
st64bv0	x28, x0, [x8]
