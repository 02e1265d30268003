// without sve2-sm4: each line is rejected
sm4ekey	z18.s, z7.s, z16.s
sm4e	z3.s, z3.s, z22.s
