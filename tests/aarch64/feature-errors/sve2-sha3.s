// without sve2-sha3: each line is rejected
rax1	z15.d, z21.d, z14.d
