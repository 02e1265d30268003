// mattr: +d128
// instructions llvm-mc 19 takes only with: d128
mrrs	x22, x23, S2_4_C11_C2_0
msrr	S3_3_C15_C1_3, x30, xzr
