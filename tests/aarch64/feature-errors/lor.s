// without lor: each line is rejected
ldlar	w5, [x16]
ldlar	x17, [x24]
ldlarb	w15, [x5]
ldlarh	w5, [x11]
stllr	w13, [x9]
stllr	x10, [x23]
stllrb	w21, [x25]
stllrh	w11, [x18]
