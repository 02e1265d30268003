// mattr: +sve2-sm4
// instructions llvm-mc 19 takes only with: sve2-sm4
sm4ekey	z18.s, z7.s, z16.s
sm4e	z3.s, z3.s, z22.s
