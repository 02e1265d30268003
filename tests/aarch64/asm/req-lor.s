// mattr: +lor
// instructions llvm-mc 19 takes only with: lor
ldlar	wzr, [x9]
ldlar	x14, [x3]
ldlarb	w22, [x27]
ldlarh	w0, [sp]
stllr	w23, [x11]
stllr	x7, [x12]
stllrb	w1, [x5]
stllrh	w15, [x1]
