// without bf16 sve: each line is rejected
bfmmla	z5.s, z2.h, z6.h
