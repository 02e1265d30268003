// mattr: +rcpc
// instructions llvm-mc 19 takes only with: rcpc
ldapr	w28, [sp]
ldapr	x12, [x3]
ldaprb	w14, [x22]
ldaprh	w5, [x28]
