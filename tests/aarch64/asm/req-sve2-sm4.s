// mattr: +sve2-sm4
// instructions llvm-mc 19 takes only with: sve2-sm4
sm4ekey	z5.s, z17.s, z21.s
sm4e	z25.s, z25.s, z18.s
