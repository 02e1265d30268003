// without ite: each line is rejected
trcit	xzr
