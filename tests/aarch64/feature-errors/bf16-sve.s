// without bf16 sve: each line is rejected
bfmmla	z9.s, z4.h, z31.h
