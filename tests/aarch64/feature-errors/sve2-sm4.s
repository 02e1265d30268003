// without sve2-sm4: each line is rejected
sm4ekey	z23.s, z3.s, z9.s
sm4e	z30.s, z30.s, z0.s
