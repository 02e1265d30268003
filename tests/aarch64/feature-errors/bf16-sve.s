// without bf16 sve: each line is rejected
bfmmla	z2.s, z18.h, z25.h
