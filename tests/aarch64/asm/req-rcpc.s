// mattr: +rcpc
// instructions llvm-mc 19 takes only with: rcpc
ldapr	w0, [x21]
ldapr	x0, [x18]
ldaprb	w23, [x25]
ldaprh	w11, [x26]
