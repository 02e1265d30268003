// mattr: +lor
// instructions llvm-mc 19 takes only with: lor
ldlar	w18, [x11]
ldlar	x0, [x17]
ldlarb	w10, [x20]
ldlarh	wzr, [x14]
stllr	wzr, [x21]
stllr	x19, [x3]
stllrb	w20, [x1]
stllrh	w22, [x21]
