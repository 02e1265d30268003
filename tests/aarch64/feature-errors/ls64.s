// without ls64: each line is rejected
ld64b	x8, [x28]
st64b	x4, [x29]
st64bv	x22, x22, [x18]
st64bv0	x29, x12, [x15]
