// mattr: +rcpc
// instructions llvm-mc 19 takes only with: rcpc
ldapr	w25, [x9]
ldapr	x27, [x24]
ldaprb	w7, [x25]
ldaprh	w16, [x11]
