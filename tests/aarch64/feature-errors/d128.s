// without d128: each line is rejected
mrrs	x22, x23, S3_4_C11_C4_1
msrr	AMAIR_EL3, x12, x13
