// without lor: each line is rejected
ldlar	w8, [x5]
ldlar	x19, [x18]
ldlarb	wzr, [x9]
ldlarh	w14, [x3]
stllr	w17, [x2]
stllr	x2, [x0]
stllrb	w23, [x17]
stllrh	wzr, [x30]
