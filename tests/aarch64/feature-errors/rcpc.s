// without rcpc: each line is rejected
ldapr	w25, [x24]
ldapr	x11, [x28]
ldaprb	w10, [x17]
ldaprh	w6, [x22]
