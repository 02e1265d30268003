// mattr: +d128
// instructions llvm-mc 19 takes only with: d128
mrrs	x28, x29, S2_2_C11_C2_6
msrr	TPIDR_EL1, x8, x9
sysp	#4, c0, c1, #4, x28, x29
sysp	#4, c0, c7, #5, xzr, xzr
