// without lor: each line is rejected
ldlar	w10, [x9]
ldlar	x22, [x8]
ldlarb	w29, [x2]
ldlarh	w10, [x28]
stllr	w15, [x9]
stllr	x5, [x13]
stllrb	w13, [x1]
stllrh	w0, [x12]
