// without bf16 sve: each line is rejected
bfmmla	z17.s, z10.h, z5.h
