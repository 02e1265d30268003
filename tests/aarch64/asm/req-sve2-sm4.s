// mattr: +sve2-sm4
// instructions llvm-mc 19 takes only with: sve2-sm4
sm4ekey	z6.s, z14.s, z8.s
sm4e	z28.s, z28.s, z0.s
