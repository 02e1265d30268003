// mattr: +sve2-sm4
// instructions llvm-mc 19 takes only with: sve2-sm4
sm4ekey	z22.s, z28.s, z5.s
sm4e	z7.s, z7.s, z15.s
