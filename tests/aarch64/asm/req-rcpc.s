// mattr: +rcpc
// instructions llvm-mc 19 takes only with: rcpc
ldapr	w25, [x24]
ldapr	x11, [x28]
ldaprb	w10, [x17]
ldaprh	w6, [x22]
