// mattr: +sve2-sm4
// instructions llvm-mc 19 takes only with: sve2-sm4
sm4ekey	z23.s, z12.s, z6.s
sm4e	z30.s, z30.s, z17.s
