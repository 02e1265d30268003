// mattr: +d128
// instructions llvm-mc 19 takes only with: d128
mrrs	x2, x3, S2_1_C11_C4_7
msrr	S3_1_C11_C4_1, x12, x13
