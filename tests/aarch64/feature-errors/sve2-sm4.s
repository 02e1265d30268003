// without sve2-sm4: each line is rejected
sm4ekey	z23.s, z12.s, z6.s
sm4e	z30.s, z30.s, z17.s
