// without d128: each line is rejected
mrrs	x24, x25, NZCV
msrr	S2_4_C11_C1_2, x14, x15
