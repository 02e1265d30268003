// mattr: +sve2-sm4
// instructions llvm-mc 19 takes only with: sve2-sm4
sm4ekey	z10.s, z12.s, z3.s
sm4e	z31.s, z31.s, z20.s
