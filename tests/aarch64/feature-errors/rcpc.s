// without rcpc: each line is rejected
ldapr	w23, [x1]
ldapr	x15, [x8]
ldaprb	w10, [x26]
ldaprh	w27, [x7]
