// without sve2-sha3: each line is rejected
rax1	z13.d, z4.d, z22.d
