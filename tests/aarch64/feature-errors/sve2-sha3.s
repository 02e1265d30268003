// without sve2-sha3: each line is rejected
rax1	z12.d, z11.d, z30.d
