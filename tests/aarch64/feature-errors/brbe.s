// without brbe: each line is rejected
brb	iall
brb	inj
