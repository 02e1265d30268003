// without sve2-sm4: each line is rejected
sm4ekey	z23.s, z17.s, z1.s
sm4e	z9.s, z9.s, z8.s
