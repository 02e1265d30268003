// without lor: each line is rejected
ldlar	w10, [x9]
ldlar	x22, [x8]
ldlarb	w29, [x2]
ldlarh	w10, [x28]
stllr	w5, [x4]
stllr	x8, [x2]
stllrb	w16, [x24]
stllrh	w25, [x8]
