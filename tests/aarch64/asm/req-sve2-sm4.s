// mattr: +sve2-sm4
// instructions llvm-mc 19 takes only with: sve2-sm4
sm4ekey	z7.s, z29.s, z10.s
sm4e	z22.s, z22.s, z14.s
