// without rcpc: each line is rejected
ldapr	w28, [sp]
ldapr	x12, [x3]
ldaprb	w14, [x22]
ldaprh	w5, [x28]
