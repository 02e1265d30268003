// mattr: +rcpc
// instructions llvm-mc 19 takes only with: rcpc
ldapr	w22, [x22]
ldapr	x18, [x13]
ldaprb	w26, [x0]
ldaprh	w1, [x28]
