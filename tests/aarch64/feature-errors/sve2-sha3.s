// without sve2-sha3: each line is rejected
rax1	z25.d, z13.d, z27.d
