// without bf16 sve: each line is rejected
bfmmla	z23.s, z2.h, z8.h
