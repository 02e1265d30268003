// without sve2-sm4: each line is rejected
sm4ekey	z10.s, z12.s, z3.s
sm4e	z31.s, z31.s, z20.s
