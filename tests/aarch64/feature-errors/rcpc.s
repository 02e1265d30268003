// without rcpc: each line is rejected
ldapr	w27, [x20]
ldapr	x19, [x26]
ldaprb	w17, [x24]
ldaprh	w27, [x5]
