// without bf16 sve: each line is rejected
bfmmla	z26.s, z25.h, z28.h
