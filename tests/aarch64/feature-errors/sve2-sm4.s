// without sve2-sm4: each line is rejected
sm4ekey	z7.s, z29.s, z10.s
sm4e	z22.s, z22.s, z14.s
