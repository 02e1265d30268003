// without sve2-sha3: each line is rejected
rax1	z22.d, z25.d, z12.d
