// without d128: each line is rejected
mrrs	x14, x15, S3_3_C15_C2_6
msrr	S2_0_C15_C6_1, x14, x15
