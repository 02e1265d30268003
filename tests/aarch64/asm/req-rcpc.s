// mattr: +rcpc
// instructions llvm-mc 19 takes only with: rcpc
ldapr	w19, [x26]
ldapr	x27, [x23]
ldaprb	w22, [x15]
ldaprh	w19, [x3]
