// mattr: +rcpc
// instructions llvm-mc 19 takes only with: rcpc
ldapr	w30, [sp]
ldapr	x25, [x11]
ldaprb	w30, [x13]
ldaprh	w15, [x8]
