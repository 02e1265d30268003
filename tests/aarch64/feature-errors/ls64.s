// without ls64: each line is rejected
ld64b	x22, [x22]
st64b	x22, [x22]
st64bv	x28, x18, [x4]
st64bv0	x25, x12, [x21]
