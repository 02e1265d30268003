// without rcpc: each line is rejected
ldapr	w4, [x25]
ldapr	x13, [x0]
ldaprb	w28, [x23]
ldaprh	w11, [x11]
