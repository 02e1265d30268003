// without sve2-sha3: each line is rejected
rax1	z1.d, z0.d, z28.d
