// without sve2-sm4: each line is rejected
sm4ekey	z25.s, z16.s, z21.s
sm4e	z11.s, z11.s, z1.s
