// without lor: each line is rejected
ldlar	w19, [x8]
ldlar	x3, [x21]
ldlarb	w3, [x20]
ldlarh	w27, [x3]
stllr	w30, [x3]
stllr	x24, [x14]
stllrb	w15, [x5]
stllrh	wzr, [x2]
