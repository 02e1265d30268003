// without sve2-sm4: each line is rejected
sm4ekey	z6.s, z20.s, z24.s
sm4e	z4.s, z4.s, z18.s
