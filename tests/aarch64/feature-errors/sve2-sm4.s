// without sve2-sm4: each line is rejected
sm4ekey	z5.s, z17.s, z21.s
sm4e	z25.s, z25.s, z18.s
