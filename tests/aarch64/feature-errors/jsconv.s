// without jsconv: each line is rejected
fjcvtzs	w9, d13
