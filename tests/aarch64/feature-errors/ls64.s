// without ls64: each line is rejected
ld64b	x22, [x1]
st64b	x20, [x27]
st64bv	x8, x10, [x0]
st64bv0	x25, x20, [x19]
