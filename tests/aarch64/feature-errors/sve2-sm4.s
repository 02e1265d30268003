// without sve2-sm4: each line is rejected
sm4ekey	z22.s, z28.s, z5.s
sm4e	z7.s, z7.s, z15.s
