// without d128: each line is rejected
mrrs	x0, x1, MAIR2_EL1
msrr	S2_2_C11_C10_5, x28, x29
sysp	#0, c11, c4, #6, x26, x27
sysp	#3, c13, c10, #7, xzr, xzr
