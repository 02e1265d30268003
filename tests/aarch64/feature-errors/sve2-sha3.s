// without sve2-sha3: each line is rejected
rax1	z13.d, z29.d, z2.d
