// without lor: each line is rejected
ldlar	w16, [x14]
ldlar	x16, [x0]
ldlarb	w3, [x17]
ldlarh	w9, [x12]
stllr	w24, [sp]
stllr	x16, [x2]
stllrb	w1, [x24]
stllrh	w20, [x27]
