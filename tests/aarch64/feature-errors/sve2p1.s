// without sve2p1: each line is rejected
ld1q	{ z24.q }, p1/z, [z7.d, x21]
st1q	{ z16.q }, p7, [z15.d, x12]
