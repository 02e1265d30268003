// without lor: each line is rejected
ldlar	w29, [x26]
ldlar	x18, [x4]
ldlarb	w17, [x5]
ldlarh	w8, [x23]
stllr	w6, [x5]
stllr	x13, [x12]
stllrb	w29, [x19]
stllrh	w10, [x8]
