// without jsconv: each line is rejected
fjcvtzs	w6, d2
