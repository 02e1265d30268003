// mattr: +rcpc
// instructions llvm-mc 19 takes only with: rcpc
ldapr	w14, [x10]
ldapr	x10, [x16]
ldaprb	w5, [sp]
ldaprh	w25, [x16]
