// without sve2-sha3: each line is rejected
rax1	z7.d, z13.d, z19.d
