// without xs: each line is rejected
dsb	ishnxs
