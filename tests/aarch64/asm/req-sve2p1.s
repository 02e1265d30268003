// mattr: +sve2p1
// instructions llvm-mc 19 takes only with: sve2p1
ld1q	{ z24.q }, p1/z, [z7.d, x21]
st1q	{ z16.q }, p7, [z15.d, x12]
