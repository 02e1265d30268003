// without bf16 sve: each line is rejected
bfmmla	z31.s, z25.h, z25.h
