// mattr: +sve2-sm4
// instructions llvm-mc 19 takes only with: sve2-sm4
sm4ekey	z3.s, z14.s, z12.s
sm4e	z12.s, z12.s, z17.s
