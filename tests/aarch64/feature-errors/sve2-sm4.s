// without sve2-sm4: each line is rejected
sm4ekey	z3.s, z27.s, z21.s
sm4e	z11.s, z11.s, z21.s
