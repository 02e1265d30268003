// mattr: +sve2-sm4
// instructions llvm-mc 19 takes only with: sve2-sm4
sm4ekey	z3.s, z27.s, z21.s
sm4e	z11.s, z11.s, z21.s
