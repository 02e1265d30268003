// mattr: +sve2-sm4
// instructions llvm-mc 19 takes only with: sve2-sm4
sm4ekey	z6.s, z20.s, z24.s
sm4e	z4.s, z4.s, z18.s
