// without sve2-sm4: each line is rejected
sm4ekey	z3.s, z14.s, z12.s
sm4e	z12.s, z12.s, z17.s
