// mattr: +d128
// instructions llvm-mc 19 takes only with: d128
mrrs	x10, x11, S3_2_C11_C2_7
msrr	S2_0_C11_C12_2, x30, xzr
sysp	#4, c0, c14, #7, x28, x29
