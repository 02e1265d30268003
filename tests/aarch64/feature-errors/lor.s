// without lor: each line is rejected
ldlar	w21, [x17]
ldlar	x19, [x30]
ldlarb	w7, [x27]
ldlarh	w12, [x23]
stllr	w28, [x21]
stllr	x5, [x14]
stllrb	w5, [x3]
stllrh	w13, [x9]
