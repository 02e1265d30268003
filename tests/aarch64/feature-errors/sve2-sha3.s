// without sve2-sha3: each line is rejected
rax1	z19.d, z19.d, z11.d
