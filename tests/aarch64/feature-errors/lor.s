// without lor: each line is rejected
ldlar	w10, [x9]
ldlar	x22, [x8]
ldlarb	w29, [x2]
ldlarh	w10, [x28]
stllr	w25, [x4]
stllr	x13, [sp]
stllrb	w30, [x22]
stllrh	w6, [x29]
