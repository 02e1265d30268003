// mattr: +rcpc
// instructions llvm-mc 19 takes only with: rcpc
ldapr	w12, [x27]
ldapr	x29, [x5]
ldaprb	w11, [x7]
ldaprh	w22, [x24]
