// without ite: each line is rejected
trcit	x19
