// without sve2-sha3: each line is rejected
rax1	z30.d, z21.d, z5.d
