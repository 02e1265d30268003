// without sve2p1: each line is rejected
ld1q	{ z31.q }, p3/z, [z15.d, x8]
st1q	{ z29.q }, p7, [z8.d, x19]
