// without bf16 sve: each line is rejected
bfmmla	z27.s, z10.h, z15.h
