// mattr: +d128
// instructions llvm-mc 19 takes only with: d128
mrrs	x26, x27, S3_0_C11_C2_2
msrr	S3_6_C11_C15_4, x16, x17
sysp	#0, c0, c8, #0, x0, x1
sysp	#4, c6, c15, #7, xzr, xzr
