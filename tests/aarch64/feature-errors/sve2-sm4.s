// without sve2-sm4: each line is rejected
sm4ekey	z4.s, z27.s, z7.s
sm4e	z31.s, z31.s, z31.s
