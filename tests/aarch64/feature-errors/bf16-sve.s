// without bf16 sve: each line is rejected
bfmmla	z23.s, z20.h, z24.h
