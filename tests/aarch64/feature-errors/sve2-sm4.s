// without sve2-sm4: each line is rejected
sm4ekey	z18.s, z21.s, z7.s
sm4e	z31.s, z31.s, z3.s
