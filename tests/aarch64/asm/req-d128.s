// mattr: +d128
// instructions llvm-mc 19 takes only with: d128
mrrs	x26, x27, PMEVTYPER22_EL0
msrr	S3_6_C11_C11_1, x16, x17
