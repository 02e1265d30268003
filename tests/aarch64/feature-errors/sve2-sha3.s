// without sve2-sha3: each line is rejected
rax1	z7.d, z7.d, z20.d
