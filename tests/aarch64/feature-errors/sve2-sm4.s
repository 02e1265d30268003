// without sve2-sm4: each line is rejected
sm4ekey	z1.s, z30.s, z25.s
sm4e	z14.s, z14.s, z2.s
