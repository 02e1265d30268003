// mattr: +d128
// instructions llvm-mc 19 takes only with: d128
mrrs	x6, x7, DBGBVR0_EL1
msrr	ERXMISC3_EL1, x22, x23
sysp	#3, c2, c10, #7, x18, x19
sysp	#5, c7, c0, #2, xzr, xzr
