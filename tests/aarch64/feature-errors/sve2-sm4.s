// without sve2-sm4: each line is rejected
sm4ekey	z6.s, z14.s, z8.s
sm4e	z28.s, z28.s, z0.s
