// without lor: each line is rejected
ldlar	w9, [x27]
ldlar	x16, [x16]
ldlarb	w16, [x12]
ldlarh	w13, [x16]
stllr	w27, [x7]
stllr	x3, [x26]
stllrb	w5, [x25]
stllrh	w2, [x22]
