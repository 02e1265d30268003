// without rcpc: each line is rejected
ldapr	w22, [x22]
ldapr	x18, [x13]
ldaprb	w26, [x0]
ldaprh	w1, [x28]
