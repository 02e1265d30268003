// without rcpc: each line is rejected
ldapr	wzr, [x9]
ldapr	x17, [x18]
ldaprb	w28, [x15]
ldaprh	w0, [x2]
