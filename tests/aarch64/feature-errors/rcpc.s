// without rcpc: each line is rejected
ldapr	w19, [x26]
ldapr	x27, [x23]
ldaprb	w22, [x15]
ldaprh	w19, [x3]
