// without sve2-sha3: each line is rejected
rax1	z24.d, z26.d, z31.d
