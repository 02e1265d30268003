// without sve2-sm4: each line is rejected
sm4ekey	z26.s, z4.s, z16.s
sm4e	z20.s, z20.s, z30.s
