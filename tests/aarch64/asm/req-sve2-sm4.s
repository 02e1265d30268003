// mattr: +sve2-sm4
// instructions llvm-mc 19 takes only with: sve2-sm4
sm4ekey	z23.s, z3.s, z9.s
sm4e	z30.s, z30.s, z0.s
