// mattr: +lor
// instructions llvm-mc 19 takes only with: lor
ldlar	w10, [x9]
ldlar	x22, [x8]
ldlarb	w29, [x2]
ldlarh	w10, [x28]
stllr	w13, [x8]
stllr	x29, [sp]
stllrb	w12, [x0]
stllrh	w7, [x20]
