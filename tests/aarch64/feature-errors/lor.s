// without lor: each line is rejected
ldlar	w28, [x13]
ldlar	x23, [x16]
ldlarb	w27, [x6]
ldlarh	w20, [x9]
stllr	w19, [x0]
stllr	x7, [x15]
stllrb	w19, [x10]
stllrh	w5, [x15]
