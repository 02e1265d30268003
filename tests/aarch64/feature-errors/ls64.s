// without ls64: each line is rejected
ld64b	x14, [x20]
st64b	x0, [x11]
st64bv	x26, x10, [x24]
st64bv0	x18, x8, [x23]
