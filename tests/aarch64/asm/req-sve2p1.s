// mattr: +sve2p1
// instructions llvm-mc 19 takes only with: sve2p1
ld1q	{ z31.q }, p3/z, [z15.d, x8]
st1q	{ z29.q }, p7, [z8.d, x19]
