// mattr: +lor
// instructions llvm-mc 19 takes only with: lor
ldlar	w12, [x3]
ldlar	x4, [x17]
ldlarb	w28, [x0]
ldlarh	w2, [x29]
stllr	w5, [x0]
stllr	x0, [x30]
stllrb	w27, [x21]
stllrh	w9, [x22]
