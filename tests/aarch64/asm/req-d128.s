// mattr: +d128
// instructions llvm-mc 19 takes only with: d128
mrrs	x14, x15, S3_3_C15_C2_6
msrr	S2_0_C15_C6_1, x14, x15
