// without d128: each line is rejected
mrrs	x22, x23, S2_4_C11_C2_0
msrr	S3_3_C15_C1_3, x30, xzr
