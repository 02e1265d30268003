// mattr: +sve2-sm4
// instructions llvm-mc 19 takes only with: sve2-sm4
sm4ekey	z23.s, z17.s, z1.s
sm4e	z9.s, z9.s, z8.s
