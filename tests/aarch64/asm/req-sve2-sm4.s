// mattr: +sve2-sm4
// instructions llvm-mc 19 takes only with: sve2-sm4
sm4ekey	z26.s, z4.s, z16.s
sm4e	z20.s, z20.s, z30.s
