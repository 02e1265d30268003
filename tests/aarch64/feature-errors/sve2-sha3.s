// without sve2-sha3: each line is rejected
rax1	z17.d, z19.d, z8.d
