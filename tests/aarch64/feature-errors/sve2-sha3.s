// without sve2-sha3: each line is rejected
rax1	z1.d, z1.d, z15.d
