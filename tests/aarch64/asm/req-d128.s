// mattr: +d128
// instructions llvm-mc 19 takes only with: d128
mrrs	x24, x25, NZCV
msrr	S2_4_C11_C1_2, x14, x15
