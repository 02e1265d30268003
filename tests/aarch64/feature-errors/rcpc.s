// without rcpc: each line is rejected
ldapr	w14, [x10]
ldapr	x10, [x16]
ldaprb	w5, [sp]
ldaprh	w25, [x16]
