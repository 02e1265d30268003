// without rcpc: each line is rejected
ldapr	w25, [x9]
ldapr	x27, [x24]
ldaprb	w7, [x25]
ldaprh	w16, [x11]
