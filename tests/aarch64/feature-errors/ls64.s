// without ls64: each line is rejected
ld64b	x12, [x2]
st64b	x20, [x23]
st64bv	x14, x12, [x30]
st64bv0	x22, x0, [x1]
