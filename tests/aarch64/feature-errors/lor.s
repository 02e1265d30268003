// without lor: each line is rejected
ldlar	w23, [x25]
ldlar	x8, [x13]
ldlarb	w9, [x10]
ldlarh	w30, [x29]
stllr	w22, [x26]
stllr	x20, [x3]
stllrb	w8, [sp]
stllrh	w27, [x14]
