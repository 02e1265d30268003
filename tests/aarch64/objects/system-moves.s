// An object of system register moves in the generic form and pstate
// writes: llvm-objdump prints them as llvm-mc does.
	msr	S0_0_C4_C4_0, xzr
	mrs	x14, S0_7_C13_C13_0
	msr	S0_4_C12_C11_0, x18
	msr	S0_3_C4_C0_1, x0
	mrs	x0, S0_0_C0_C0_0
	msr	S1_2_C3_C4_5, x1
	mrs	x3, S1_7_C15_C15_7
	msr	S2_0_C11_C0_0, x2
	mrs	x4, S3_7_C15_C15_7
	msr	DAIFSet, #3
	msr	DAIFClr, #15
	msr	SPSel, #1
	smstart	za
	smstop
