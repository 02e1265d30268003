// mattr: +rcpc
// instructions llvm-mc 19 takes only with: rcpc
ldapr	w23, [x1]
ldapr	x15, [x8]
ldaprb	w10, [x26]
ldaprh	w27, [x7]
