// without bf16 sve: each line is rejected
bfmmla	z30.s, z16.h, z29.h
