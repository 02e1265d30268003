// without xs: each line is rejected
dsb	oshnxs
