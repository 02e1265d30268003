// without bf16 sve: each line is rejected
bfmmla	z13.s, z4.h, z28.h
