// without d128: each line is rejected
mrrs	x10, x11, S2_1_C15_C14_1
msrr	S2_1_C15_C15_7, x28, x29
