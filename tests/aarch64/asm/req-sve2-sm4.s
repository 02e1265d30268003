// mattr: +sve2-sm4
// instructions llvm-mc 19 takes only with: sve2-sm4
sm4ekey	z4.s, z27.s, z7.s
sm4e	z31.s, z31.s, z31.s
