// without lor: each line is rejected
ldlar	w19, [x15]
ldlar	x0, [x5]
ldlarb	w7, [x21]
ldlarh	w27, [sp]
stllr	w8, [x14]
stllr	x3, [x6]
stllrb	w12, [x4]
stllrh	w15, [x28]
