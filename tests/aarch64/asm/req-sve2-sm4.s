// mattr: +sve2-sm4
// instructions llvm-mc 19 takes only with: sve2-sm4
sm4ekey	z1.s, z30.s, z25.s
sm4e	z14.s, z14.s, z2.s
