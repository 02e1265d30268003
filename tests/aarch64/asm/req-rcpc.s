// mattr: +rcpc
// instructions llvm-mc 19 takes only with: rcpc
ldapr	w27, [x20]
ldapr	x19, [x26]
ldaprb	w17, [x24]
ldaprh	w27, [x5]
